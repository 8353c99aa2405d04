import { describe, expect, it } from 'vitest';
import { plantedMessages } from './planted';

const restrictedImports = (filePath: string, code: string) => plantedMessages('no-restricted-imports', filePath, code);
const PLANTED = 'packages/engine/src/features/hello-pass/api/planted.ts';

// The first lint loads ESLint's plugins and the TypeScript parser: allow it time on a busy machine.
describe("the app bundle holds none of the Function App's code, only its contract, enforced by lint", { timeout: 60_000 }, () => {
  it.each([
    [
      "the function's source by a relative path",
      "import { json } from '../../../../../function-app/src/answers.ts';\nexport const x = json;",
    ],
    [
      "the function's source by its package name",
      "import { json } from '@school-it-portal/function-app/src/answers.ts';\nexport const x = json;",
    ],
    [
      "the function's build tooling",
      "import { writeArtefact } from '../../../../../function-app/tooling/artefact.ts';\nexport const x = writeArtefact;",
    ],
  ])('refuses %s', async (_case, code) => {
    const errors = await restrictedImports(PLANTED, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/must not import build, dev-server, script, test or cloud-function code/);
  });

  it.each([
    ['the contract', "import { ENDPOINTS } from '@school-it-portal/function-contract/endpoints';\nexport const x = ENDPOINTS;"],
    [
      "the app's own client for the Function App",
      "import { callFunction } from '../../../shared/function-app/function-client';\nexport const x = callFunction;",
    ],
  ])('allows %s', async (_case, code) => {
    expect(await restrictedImports(PLANTED, code)).toEqual([]);
  });
});
