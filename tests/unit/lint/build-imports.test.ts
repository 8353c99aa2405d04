import { describe, expect, it } from 'vitest';
import { plantedMessages } from './planted';

const restrictedImports = (filePath: string, code: string) => plantedMessages('@typescript-eslint/no-restricted-imports', filePath, code);

// The first lint loads ESLint's plugins and the TypeScript parser: allow it time on a busy machine.
describe("a build loads none of the demo servers' heavy packages, enforced by lint", { timeout: 60_000 }, () => {
  it.each([
    [
      'the OpenID provider in the demo tenant',
      'packages/demo-tenant/src/planted.ts',
      "import Provider from 'oidc-provider';\nexport const x = Provider;",
      /build would load oidc-provider/,
    ],
    [
      'the table client in the function code the demo mounts',
      'packages/function-app/src/planted.ts',
      "import { TableClient } from '@azure/data-tables';\nexport const x = TableClient;",
      /build would load @azure\/data-tables/,
    ],
    [
      "the function's table opener in the demo tenant",
      'packages/demo-tenant/src/planted.ts',
      "import { openTable } from '../../../packages/function-app/src/open-table.ts';\nexport const x = openTable;",
      /through open-table\.ts/,
    ],
    [
      'the certificate generator in dev-server code',
      'packages/engine/tooling/dev-server/planted.ts',
      "import { generate } from 'selfsigned';\nexport const x = generate;",
      /build would load selfsigned/,
    ],
  ])('refuses a top-level import of %s', async (_case, filePath, code, message) => {
    const errors = await restrictedImports(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['a type import', 'packages/demo-tenant/src/planted.ts', "import type Provider from 'oidc-provider';\nexport type X = Provider;"],
    ['a load where it is used', 'packages/demo-tenant/src/planted.ts', "export const load = () => import('oidc-provider');"],
    [
      "the function's own table opener",
      'packages/function-app/src/open-table.ts',
      "import { TableClient } from '@azure/data-tables';\nexport const x = TableClient;",
    ],
    [
      "the function's entry",
      'packages/function-app/src/functions/planted.ts',
      "import { DefaultAzureCredential } from '@azure/identity';\nexport const x = DefaultAzureCredential;",
    ],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
