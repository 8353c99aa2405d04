// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';
import { routePreloadMap, routePreloadScript } from '../../../packages/engine/tooling/integrations/route-preload';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], css: string[] = [], entry = false) => ({
  type: 'chunk' as const,
  fileName,
  name: entry ? 'main' : fileName.split('-')[0],
  facadeModuleId,
  isEntry: entry,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

const bundle = Object.fromEntries(
  [
    // The libraries are external (the classic script, libraries-script.ts): imports, but no chunk.
    chunk('main-1.js', '/p/index.html', ['react-1.js', 'react'], [], true),
    chunk('react-1.js', null),
    chunk('content-screens-1.js', '/p/src/app/content-screens.ts', ['main-1.js', 'only-1.js'], ['content-screens-1.css']),
    chunk('only-1.js', null, ['main-1.js']),
    chunk('wifi-1.js', '\0virtual:portal-guide/wifi', ['react-1.js', 'react/jsx-runtime']),
    chunk('details-1.js', '\0virtual:portal-details'),
  ].map((c) => [c.fileName, c]),
);

const manifest = {
  setupGuide: { route: '/guide', title: 'Setup Guide' },
  guides: [
    { id: 'wifi', route: '/wifi', title: 'WiFi', layout: 'steps' },
    { id: 'links', route: '/links', title: 'Links', layout: 'tool' },
  ],
} as unknown as ContentManifest;

describe('route preload', () => {
  afterEach(() => sessionStorage.clear());

  it("lists each route's screen chunks, their own imports and styles, but nothing the entry loads anyway", () => {
    const map = routePreloadMap(bundle as never, manifest);
    // Every content screen needs the content's details too; a guide its own chunk as well.
    expect(map['/wifi']).toEqual(['content-screens-1.js', 'only-1.js', 'details-1.js', 'wifi-1.js', 'content-screens-1.css']);
    expect(map['/links']).toEqual(['content-screens-1.js', 'only-1.js', 'details-1.js', 'content-screens-1.css']);
    expect(map['/guide']).toEqual(['content-screens-1.js', 'only-1.js', 'details-1.js', 'content-screens-1.css']);
  });

  it('fails the build when a screen the router loads has no chunk (the router and the map disagree)', () => {
    const without = Object.fromEntries(Object.entries(bundle).filter(([file]) => file !== 'content-screens-1.js'));
    expect(() => routePreloadMap(without as never, manifest)).toThrow(/no chunk for src\/app\/content-screens.ts/);
  });

  const script = routePreloadScript({ '/wifi': ['a.js', 'b.css'], '/links': ['c.js'] }, '/');
  const run = (path: string) => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', path);
    new Function(script)();
    return [...document.head.querySelectorAll('link[data-route-preload]')].map((l) =>
      `${l.getAttribute('rel')} ${l.getAttribute('as') ?? ''} ${l.getAttribute('href')}`.replace('  ', ' '),
    );
  };

  it("the script adds a crossorigin preload link for each of the address's files (a trailing slash allowed), and none elsewhere", () => {
    // A tab that holds a sign-in: MSAL's cache is in its sessionStorage.
    sessionStorage.setItem('msal.account.keys', '[]');
    expect(run('/wifi')).toEqual(['modulepreload /a.js', 'preload style /b.css']);
    expect(run('/wifi/')).toEqual(['modulepreload /a.js', 'preload style /b.css']);
    expect(run('/')).toEqual([]);
    expect(run('/links?x=1')).toEqual(['modulepreload /c.js']);
    // In the same mode as Vite's own links to those files, so the page reuses each preload.
    run('/wifi');
    expect([...document.head.querySelectorAll('link[data-route-preload]')].map((l) => l.getAttribute('crossorigin'))).toEqual(['', '']);
  });

  it('asks for nothing in a new tab, which holds no sign-in and leaves for the sign-in page first', () => {
    sessionStorage.clear();
    expect(run('/wifi')).toEqual([]);
    // Back from the sign-in page, the bridge has left MSAL's response in the tab: the screen loads.
    sessionStorage.setItem('msal.c1e47000.urlHash', '#code=x');
    expect(run('/wifi')).toEqual(['modulepreload /a.js', 'preload style /b.css']);
  });

  it("preloads a public guide's files in a new tab too, which shows it without signing in", () => {
    sessionStorage.clear();
    const open = routePreloadScript({ '/help': ['h.js'], '/wifi': ['a.js'] }, '/', ['/help']);
    const runOpen = (path: string) => {
      document.head.innerHTML = '';
      window.history.replaceState(null, '', path);
      new Function(open)();
      return [...document.head.querySelectorAll('link[data-route-preload]')].map((l) => l.getAttribute('href'));
    };
    expect(runOpen('/help')).toEqual(['/h.js']);
    expect(runOpen('/help/')).toEqual(['/h.js']);
    expect(runOpen('/wifi')).toEqual([]);
  });

  it('preloads as before when the tab storage cannot be read', () => {
    sessionStorage.clear();
    const denied = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(run('/links')).toEqual(['modulepreload /c.js']);
    denied.mockRestore();
  });
});
