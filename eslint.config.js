import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/: shared -> features -> app, one direction. A feature may use shared code and its own
 * files, never another feature; shared code uses only shared code; the app shell may use everything.
 * tests/unit/lint/boundaries.test.ts plants forbidden imports and checks that this config refuses them.
 */
export const layers = {
  plugins: { boundaries },
  settings: {
    'boundaries/elements': [
      { type: 'app', pattern: 'src/app' },
      { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
      { type: 'shared', pattern: 'src/shared' },
    ],
    // Dynamic import() too: lazily loaded screens are dependencies like any other.
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.d.ts'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'shared' } },
            disallow: { to: { element: { types: { anyOf: ['app', 'feature'] } } } },
            message: 'Shared code is used by features and the app; it must not import them (shared -> features -> app).',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'app' } } },
            message: 'A feature must not import the app shell (shared -> features -> app).',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
            message: 'Features do not import each other: move what two features share into src/shared/, or let the app shell pass it in.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'api/node_modules', 'api/dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], ...layers },
  {
    // The browser app must not reach into build, dev-server, script or test code (it would pull it into the bundle).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/tooling/**', '**/scripts/**', '**/tests/**', '**/api/**'], message: 'The app bundle must not import build, dev-server, script, test or cloud-function code.' }] }],
    },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // The Vite config bundles these files (tooling/, and the function's code the demo tenant mounts) and every
    // package they import at the top loads with each build. The demo servers' heavy packages load with
    // import() where they are used, so a build never loads them (the function's own entry may import them).
    files: ['tooling/**/*.ts', 'api/src/**/*.ts'],
    ignores: ['api/src/open-table.ts', 'api/src/functions/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['oidc-provider', '@azure/data-tables', '@azure/identity', 'selfsigned'].map((name) => ({
            name,
            allowTypeImports: true,
            message: `The Vite config bundles this file, so a build would load ${name}: load it with import() where it is used.`,
          })),
          // The function's own table opener imports the storage SDK at the top, as the Function App needs.
          patterns: [{ group: ['**/open-table', '**/open-table.ts'], allowTypeImports: true, message: 'The Vite config bundles this file, so a build would load the storage SDK through open-table.ts: only the function\'s entry opens tables.' }],
        },
      ],
    },
  },
  {
    // Plain-JavaScript scripts run by Node itself (the bench's timed build).
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
