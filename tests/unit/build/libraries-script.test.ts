import { runInNewContext } from 'node:vm';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  buildLibraries,
  LIBRARIES_GLOBAL,
  librariesEntry,
  librariesScript,
  LIBRARY_SPECIFIERS,
  rewriteLibraryImports,
  withLibrariesScript,
  type LibraryBindings,
} from '../../../packages/engine/tooling/integrations/libraries-script';
import { ENGINE_ROOT } from '../../../packages/engine/tooling/vite-config';

type Body = Parameters<typeof rewriteLibraryImports>[1];
const rewrite = (code: string, bindings: LibraryBindings = new Map()) =>
  rewriteLibraryImports(code, parseSync('chunk.js', code).program.body as unknown as Body, bindings);

/** Runs rewritten chunk code (its `export` lines dropped) with the global set to `libraries`; returns `result`. */
function run(code: string, libraries: Record<string, unknown>): unknown {
  const sandbox = { globalThis: { [LIBRARIES_GLOBAL]: libraries }, result: undefined as unknown };
  runInNewContext(code.replace(/^export .*$/gm, ''), sandbox);
  return sandbox.result;
}

describe("the app's chunks read the libraries from the classic script", () => {
  it('turns named, renamed, default, namespace and bare imports into reads of the global, and records each name', () => {
    const bindings: LibraryBindings = new Map();
    const code = [
      'import { useState, useEffect as e } from "react";',
      'import R from "react";',
      'import * as Router from "react-router-dom";',
      'import "@azure/msal-browser";',
      'import { "odd-name" as o } from "react-dom";',
      'import { helper } from "./helper.js";',
      'result = [useState, e, R, Router.Link, o];',
    ].join('\n');
    const out = rewrite(code, bindings)!;
    expect(out).toContain('import { helper } from "./helper.js";');
    expect(out).not.toMatch(/from "(react|react-router-dom|react-dom|@azure\/msal-browser)"/);
    expect(Object.fromEntries([...bindings].map(([k, v]) => [k, [...v].sort()]))).toEqual({
      react: ['default', 'useEffect', 'useState'],
      'react-router-dom': ['*'],
      '@azure/msal-browser': [],
      'react-dom': ['odd-name'],
    });
    const libraries = {
      react: { useState: 'S', useEffect: 'E', default: 'R' },
      'react-router-dom': { Link: 'L' },
      '@azure/msal-browser': {},
      'react-dom': { 'odd-name': 'O' },
    };
    expect(run(out.replace(/^import .*$/m, ''), libraries)).toEqual(['S', 'E', 'R', 'L', 'O']);
  });

  it('adds to the names other chunks read, and leaves a chunk without library imports alone', () => {
    const bindings: LibraryBindings = new Map([['react', new Set(['useState'])]]);
    rewrite('import { useRef } from "react";\nresult = useRef;', bindings);
    expect([...bindings.get('react')!].sort()).toEqual(['useRef', 'useState']);
    expect(rewrite('import { helper } from "./helper.js";\nhelper();')).toBeNull();
  });

  it('refuses re-exports and dynamic imports of a library, which it cannot turn into reads', () => {
    expect(() => rewrite('export { useState } from "react";')).toThrow(/re-exports "react"/);
    expect(() => rewrite('export * from "react-router-dom";')).toThrow(/re-exports "react-router-dom"/);
    expect(() => rewrite('import { useState } from "react";\nimport("react-dom/client");')).toThrow(/dynamically/);
  });
});

describe('the classic script', () => {
  it('imports exactly the names the chunks read, and the whole module where a chunk takes it all', () => {
    const entry = librariesEntry(
      new Map([
        ['react', new Set(['useState', 'default'])],
        ['react-router-dom', new Set(['*', 'Link'])],
        ['@azure/msal-browser', new Set<string>()],
      ]),
    );
    expect(entry).toContain('import { default as m0_0, useState as m0_1 } from "react";');
    expect(entry).toContain('import * as m1 from "react-router-dom";');
    expect(entry).toContain('import "@azure/msal-browser";');
    expect(entry).toContain(
      `globalThis.${LIBRARIES_GLOBAL} = { "react": { default: m0_0, useState: m0_1 }, "react-router-dom": m1, "@azure/msal-browser": {  } };`,
    );
  });

  it('builds as one script that sets the names asked for, from the production builds, and only those', async () => {
    const code = await buildLibraries(
      ENGINE_ROOT,
      new Map([
        ['react', new Set(['useState'])],
        ['react-router-dom', new Set(['Link'])],
      ]),
      ['react', 'react-dom'],
    );
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    // What the libraries use when they load, as a browser has it.
    const sandbox: Record<string, unknown> = { URL, console, setTimeout, clearTimeout, queueMicrotask, MessageChannel };
    sandbox.globalThis = sandbox;
    runInNewContext(code, sandbox);
    const libraries = sandbox[LIBRARIES_GLOBAL] as Record<string, Record<string, unknown>>;
    expect(Object.keys(libraries)).toEqual(['react', 'react-router-dom']);
    expect(typeof libraries.react!.useState).toBe('function');
    expect(Object.keys(libraries['react-router-dom']!)).toEqual(['Link']);
    // React's development build warns with this text; the production build does not carry it.
    expect(code).not.toContain('Each child in a list should have a unique "key" prop');
  }, 30_000);

  it('goes before the module script, deferred, so it has run when the app starts', () => {
    const html =
      '<head>\n    <script src="/assets/route-preload.js"></script>\n    <script type="module" crossorigin src="/assets/main.js"></script>';
    const out = withLibrariesScript(html, '/assets/libraries-x.js');
    expect(out.indexOf('libraries-x.js')).toBeLessThan(out.indexOf('type="module"'));
    expect(out).toContain('<script defer fetchpriority="high" src="/assets/libraries-x.js"></script>');
    expect(() => withLibrariesScript('<head></head>', '/assets/libraries-x.js')).toThrow(/no module script/);
  });
});

describe("the app's build", () => {
  type ResolveId = (this: { error: (message: string) => never }, source: string) => unknown;
  const resolveId = librariesScript()[0]!.resolveId as unknown as ResolveId;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };

  it('leaves the libraries out, refuses their other entry points, and resolves everything else as before', () => {
    for (const source of LIBRARY_SPECIFIERS) expect(resolveId.call(context, source)).toEqual({ id: source, external: true });
    expect(() => resolveId.call(context, 'react-dom/server')).toThrow(/does not carry/);
    expect(() => resolveId.call(context, '@azure/msal-browser/redirect-bridge')).toThrow(/does not carry/);
    for (const source of ['minisearch', './react.ts', 'react-markdown', 'uqr']) expect(resolveId.call(context, source)).toBeNull();
  });
});
