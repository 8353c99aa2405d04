import { describe, expect, it } from 'vitest';
import { plantedMessages } from './planted';

const cycles = (filePath: string, code: string) => plantedMessages('import-x/no-cycle', filePath, code);

// The first lint loads ESLint's plugins and the TypeScript parser: allow it time on a busy machine.
describe('no import cycles in src/ or tooling/, enforced by lint', { timeout: 60_000 }, () => {
  it('refuses a module that imports one that imports it (search-state.ts is imported by SearchBox.tsx)', async () => {
    const errors = await cycles(
      'packages/engine/src/features/search/search-state.ts',
      "import { SearchBox } from './SearchBox';\nexport const x = SearchBox;",
    );
    expect(errors).toEqual(['Dependency cycle detected']);
  });

  it('refuses a cycle through a lazily loaded module', async () => {
    const errors = await cycles(
      'packages/engine/src/features/search/search-box-shared.ts',
      "export const load = () => import('./SearchBox');",
    );
    expect(errors).toEqual(['Dependency cycle detected']);
  });

  it('refuses a cycle in the tooling (check-images.ts is imported by check-guide.ts)', async () => {
    const errors = await cycles(
      'packages/engine/tooling/content/check/check-images.ts',
      "import { checkGuide } from './check-guide.ts';\nexport const x = checkGuide;",
    );
    expect(errors).toEqual(['Dependency cycle detected']);
  });

  it('allows the header box to load its panel, which imports only what they share', async () => {
    expect(await cycles('packages/engine/src/features/search/SearchBox.tsx', "export const load = () => import('./SearchPanel');")).toEqual(
      [],
    );
  });
});
