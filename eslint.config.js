import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The shared sub-folders, lowest first: each may import its own level and those before it, never one after
 * it (so shared/content may use shared/user, and never the reverse). src/shared/patterns.ts, plain
 * patterns that import nothing, sits below them all; import-x/no-cycle refuses cycles within a level. The
 * two clients (graph: Microsoft Graph; function-app: the school's Function App) share a level. students is
 * the staff tools' student search (Reset Student Password and Give a student a Temporary Access Pass).
 */
const SHARED_ORDER = [
  ['config', 'resilience', 'ui'],
  ['graph', 'function-app'],
  ['user'],
  ['students'],
  ['platform'],
  ['content'],
  ['progress'],
  ['reports'],
];

/**
 * Build, dev-server and authoring code (tooling/) in rooms by when it runs: content/mdx (compiling steps),
 * content/search (the search index's text, from the steps' trees), content/check (reading and validating content: the build, the dev server and `school-portal check`),
 * content/plugin (the Vite plugin), content/authoring (only under the content commands), integrations (the
 * other Vite plugins), dev-server (the dev certificate, the preview headers, loading the demo tenant),
 * budgets, browser, and deploy (the app registration and provisioning it in Entra ID, for the deploy commands).
 * Each room may import the rooms listed for it.
 */
const TOOLING_ROOMS = {
  'content/mdx': [],
  'content/search': ['content/mdx'],
  'content/check': ['content/mdx', 'content/search'],
  'content/plugin': ['content/mdx', 'content/search', 'content/check'],
  'content/authoring': ['content/mdx', 'content/search', 'content/check'],
  integrations: ['content/check', 'content/plugin'],
  'dev-server': ['integrations'],
  budgets: ['content/mdx', 'content/check', 'integrations'],
  browser: [],
  deploy: ['content/check'],
};

/** A micromatch pattern matching any of `names`. */
const anyOf = (names) => `@(${names.join('|')})`;

/**
 * The layers of src/: shared -> features -> app, one direction. A feature may use shared code and its own
 * files, never another feature; shared code uses only shared code, in SHARED_ORDER; the app shell may use
 * everything. tooling/ may use src/shared/ only, and its rooms as TOOLING_ROOMS allows.
 * tests/unit/lint/boundaries.test.ts plants forbidden imports and checks that this config refuses them.
 */
export const layers = {
  plugins: { boundaries },
  settings: {
    'boundaries/elements': [
      { type: 'app', pattern: 'packages/engine/src/app' },
      { type: 'feature', pattern: 'packages/engine/src/features/*', capture: ['feature'] },
      { type: 'shared', pattern: 'packages/engine/src/shared/*', capture: ['part'] },
      { type: 'tooling', pattern: 'packages/engine/tooling/content/*', capture: ['room'] },
      { type: 'tooling', pattern: 'packages/engine/tooling/*', capture: ['room'] },
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
          ...SHARED_ORDER.flatMap((level, rank) =>
            level.map((part) => ({
              from: { element: { type: 'shared', captured: { part } } },
              disallow: { to: { element: { type: 'shared', captured: { part: anyOf(SHARED_ORDER.slice(rank + 1).flat()) } } } },
              message: `shared/${part} must not import a shared folder that comes after it (${SHARED_ORDER.map((l) => l.join(', ')).join(' -> ')}).`,
            })),
          ),
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
          {
            from: { element: { type: 'tooling' } },
            disallow: { to: { element: { types: { anyOf: ['app', 'feature'] } } } },
            message: 'Build and dev-server code may use src/shared/ only, never the app shell or a feature.',
          },
          ...Object.entries(TOOLING_ROOMS).map(([room, allowed]) => ({
            from: { element: { type: 'tooling', captured: { room: room.replace('content/', '') } } },
            disallow: {
              to: {
                element: { type: 'tooling', captured: { room: `!${anyOf([room, ...allowed].map((r) => r.replace('content/', '')))}` } },
              },
            },
            message: `tooling/${room} may import only ${allowed.length ? allowed.map((r) => `tooling/${r}`).join(', ') : 'its own files'} (and src/shared/).`,
          })),
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist', '**/dist-manifests', '**/node_modules', 'test-results', 'playwright-report'] },
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
  { files: ['packages/engine/src/**/*.{ts,tsx}', 'packages/engine/tooling/**/*.ts'], ...layers },
  {
    // No import cycles in the app or the tooling (a cycle within one shared folder or room, which the
    // layers above allow): a module's imports must be settled before it runs.
    files: ['packages/engine/src/**/*.{ts,tsx}', 'packages/engine/tooling/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.d.ts'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The browser app must not reach into build, dev-server, script or test code (it would pull it into the bundle).
    files: ['packages/engine/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/tooling/**',
                '**/cli/**',
                '**/sweep/**',
                '**/scripts/**',
                '**/tests/**',
                // The Function App package's own folders (src/shared/function-app is the browser's client for it).
                '**/function-app/src/**',
                '**/function-app/tooling/**',
                '**/function-app/dist/**',
                '**/demo-tenant/**',
                '@school-it-portal/demo-tenant',
                '@school-it-portal/function-app',
                '@school-it-portal/function-app/**',
              ],
              message: 'The app bundle must not import build, dev-server, script, test or cloud-function code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', 'packages/engine/cli/**/*.ts', 'packages/engine/sweep/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // The Vite config bundles these files (tooling/, and the function's code the demo tenant mounts) and every
    // package they import at the top loads with each build. The demo servers' heavy packages load with
    // import() where they are used, so a build never loads them (the function's own entry may import them).
    files: ['packages/engine/tooling/**/*.ts', 'packages/demo-tenant/src/**/*.ts', 'packages/function-app/src/**/*.ts'],
    ignores: ['packages/function-app/src/open-table.ts', 'packages/function-app/src/functions/**'],
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
          patterns: [
            {
              group: ['**/open-table', '**/open-table.ts'],
              allowTypeImports: true,
              message:
                "The Vite config bundles this file, so a build would load the storage SDK through open-table.ts: only the function's entry opens tables.",
            },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript run by Node itself: the bench's timed build, the scaffold and the engine's command.
    files: ['scripts/**/*.mjs', 'packages/create/bin/**/*.js', 'packages/engine/bin/**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // The scaffold tells the person what it made.
    files: ['packages/create/bin/**/*.js'],
    rules: { 'no-console': 'off' },
  },
);
