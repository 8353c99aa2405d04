import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MSAL_STAND_INS, msalStandIn, msalTrim } from '../../../packages/engine/tooling/integrations/msal-trim';

// The ES module build the app bundles (the package's `browser`/`import` entry), beside its CommonJS `lib/`.
const msalRoot = createRequire(import.meta.url)
  .resolve('@azure/msal-browser')
  .replace(/([\\/]@azure[\\/]msal-browser[\\/]).*$/, '$1');
const msalDist = join(msalRoot, 'dist');

/** The names a module exports, from its `export { a, b };` and `export function/class/const` lines. */
function exportNames(code: string): string[] {
  const names = [...code.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
    m[1]!.split(',').map((n) =>
      n
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ),
  );
  const declared = [...code.matchAll(/^export (?:async )?(?:function|class|const) (\w+)/gm)].map((m) => m[1]!);
  return [...names, ...declared].filter(Boolean).sort();
}

const standInDir = mkdtempSync(join(tmpdir(), 'msal-trim-'));
afterAll(() => rmSync(standInDir, { recursive: true, force: true }));

/** Loads a stand-in's source as a module of its own. */
async function importStandIn(module: string): Promise<Record<string, unknown>> {
  const file = join(standInDir, `${module.replace(/\W/g, '-')}.mjs`);
  writeFileSync(file, MSAL_STAND_INS[module]!);
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}

const config = (system: object = {}, experimental: object = {}) => ({
  system: { allowPlatformBroker: false, ...system },
  experimental: { allowPlatformBrokerWithDOM: false, ...experimental },
});

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: ReturnType<typeof msalTrim>, name: 'buildStart' | 'load' | 'buildEnd') => plugin[name] as unknown as Hook;

describe('MSAL trim', () => {
  it.each(Object.keys(MSAL_STAND_INS))('%s: the stand-in exports exactly what the installed MSAL module exports', (module) => {
    const real = readFileSync(join(msalDist, module), 'utf8');
    expect(exportNames(real).length).toBeGreaterThan(0);
    expect(exportNames(MSAL_STAND_INS[module]!)).toEqual(exportNames(real));
  });

  it("finds MSAL's left-out modules by their ids, whatever the separators or query, and nothing else", () => {
    expect(msalStandIn('/p/node_modules/@azure/msal-browser/dist/interaction_client/PopupClient.mjs')?.module).toBe(
      'interaction_client/PopupClient.mjs',
    );
    expect(msalStandIn('C:\\p\\node_modules\\@azure\\msal-browser\\dist\\interaction_client\\PopupClient.mjs?v=1')?.module).toBe(
      'interaction_client/PopupClient.mjs',
    );
    expect(msalStandIn('/p/node_modules/@azure/msal-browser/dist/interaction_client/RedirectClient.mjs')).toBeUndefined();
    expect(msalStandIn('/p/node_modules/@azure/msal-browser/dist/interaction_client/SilentIframeClient.mjs')).toBeUndefined();
    expect(msalStandIn('/p/src/interaction_client/PopupClient.mjs')).toBeUndefined();
  });

  it('a left-out client says what was left out when MSAL creates it', async () => {
    const { PopupClient } = (await importStandIn('interaction_client/PopupClient.mjs')) as { PopupClient: new () => unknown };
    expect(() => new PopupClient()).toThrow("Pop-up sign-in is left out of the portal's build (tooling/integrations/msal-trim.ts).");
  });

  it('never allows a platform broker, and fails loudly if the configuration asks for one', async () => {
    const provider = (await importStandIn('broker/nativeBroker/PlatformAuthProvider.mjs')) as {
      isPlatformAuthAllowed: (c: unknown) => boolean;
      getPlatformAuthProvider: () => Promise<unknown>;
      isPlatformBrokerAvailable: () => Promise<boolean>;
    };
    expect(provider.isPlatformAuthAllowed(config())).toBe(false);
    expect(() => provider.isPlatformAuthAllowed(config({ allowPlatformBroker: true }))).toThrow('platform broker is left out');
    expect(() => provider.isPlatformAuthAllowed(config({}, { allowPlatformBrokerWithDOM: true }))).toThrow('platform broker is left out');
    await expect(provider.getPlatformAuthProvider()).rejects.toThrow('platform broker is left out');
    await expect(provider.isPlatformBrokerAvailable()).resolves.toBe(false);
  });

  it('stops the build, naming the module, when MSAL no longer has one of them', () => {
    const plugin = msalTrim();
    const errors: string[] = [];
    const context = { error: (message: string) => errors.push(message) };
    hook(plugin, 'buildStart').call(context);
    for (const module of Object.keys(MSAL_STAND_INS).filter((m) => !m.includes('PopupClient'))) {
      expect(hook(plugin, 'load').call(context, `/p/node_modules/@azure/msal-browser/dist/${module}`)).toEqual({
        code: MSAL_STAND_INS[module],
        map: null,
      });
    }
    expect(hook(plugin, 'load').call(context, '/p/src/app/main.tsx')).toBeNull();
    hook(plugin, 'buildEnd').call(context);
    expect(errors).toEqual([
      'MSAL trim: the build no longer loads interaction_client/PopupClient.mjs from @azure/msal-browser. Has MSAL moved them? Update tooling/integrations/msal-trim.ts.',
    ]);

    errors.length = 0;
    hook(plugin, 'buildStart').call(context);
    for (const module of Object.keys(MSAL_STAND_INS))
      hook(plugin, 'load').call(context, `/p/node_modules/@azure/msal-browser/dist/${module}`);
    hook(plugin, 'buildEnd').call(context);
    expect(errors).toEqual([]);
  });
});
