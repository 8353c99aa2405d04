import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { content } from '../../../packages/engine/tooling/content/plugin/plugin';
import { headerInputs, securityHeaders } from '../../../packages/engine/tooling/integrations/security-headers';
import { hostConfigFor, staticHostConfig } from '../../../packages/engine/tooling/integrations/static-host-config';
import {
  fallbackExcluded,
  headersForPath,
  patternMatches,
  rewriteFor,
  staticWebAppConfig,
} from '../../../packages/engine/tooling/integrations/static-web-app-config';

const demoHeaders = securityHeaders(headerInputs({ portal: { mode: 'demo', authority: '', graphBaseUrl: '' }, functionUrl: '/api' }));
const config = staticWebAppConfig(demoHeaders);

describe('staticWebAppConfig', () => {
  it('sends the global headers with every response', () => {
    expect(config.globalHeaders).toEqual(demoHeaders.global);
  });

  it('gives /redirect.html the bridge headers and removes the global COOP there', () => {
    expect(config.routes[0]).toEqual({ route: '/redirect.html', headers: { 'Cross-Origin-Opener-Policy': '', ...demoHeaders.bridge } });
  });

  it('never lets a cache keep the service worker, so a new deployment is seen at once', () => {
    expect(config.routes[1]).toEqual({ route: '/sw.js', headers: { 'Cache-Control': 'no-cache' } });
    expect(headersForPath(config, '/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersForPath(config, '/')['Cache-Control']).toBeUndefined();
  });

  it('rewrites unknown paths to /index.html, but not the bridge, the build files, images or other static files', () => {
    expect(config.navigationFallback.rewrite).toBe('/index.html');
    expect(config.navigationFallback.exclude).toEqual(expect.arrayContaining(['/redirect.html', '/assets/*', '/images/*']));
  });

  it("answers each public guide's address with its prerendered page, with the global headers, and nothing else", () => {
    const withPublic = staticWebAppConfig(demoHeaders, ['/help', '/cant-sign-in']);
    expect(withPublic.routes).toEqual(
      expect.arrayContaining([
        { route: '/help', rewrite: '/prerendered/help.html' },
        { route: '/cant-sign-in', rewrite: '/prerendered/cant-sign-in.html' },
      ]),
    );
    expect(rewriteFor(withPublic, '/help')).toBe('/prerendered/help.html');
    expect(rewriteFor(withPublic, '/help/more')).toBeUndefined();
    expect(rewriteFor(withPublic, '/wifi')).toBeUndefined();
    expect(headersForPath(withPublic, '/help')).toEqual(demoHeaders.global);
  });

  it('serves modern image formats and the web app manifest with their types', () => {
    expect(config.mimeTypes).toEqual({ '.avif': 'image/avif', '.webp': 'image/webp', '.webmanifest': 'application/manifest+json' });
  });
});

describe('headersForPath: what the host sends', () => {
  it.each([
    ['/', demoHeaders.global],
    ['/office', demoHeaders.global],
    ['/assets/main-abc123.js', demoHeaders.global],
    ['/redirect.html', demoHeaders.bridge],
  ])('%s', (path, expected) => {
    expect(headersForPath(config, path)).toEqual(expected);
  });
});

describe('patternMatches and the fallback', () => {
  it.each([
    ['/redirect.html', '/redirect.html', true],
    ['/redirect.html', '/redirect.html/x', false],
    ['/assets/*', '/assets/adobe-x1.js', true],
    ['/assets/*', '/assetsx', false],
    ['/images/*.{png,jpg}', '/images/a/logo.PNG', true],
    ['/images/*.{png,jpg}', '/images/logo.svg', false],
    ['/*.{js,css}', '/sw.js', true],
    ['/*.{js,css}', '/office', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(patternMatches(pattern, path)).toBe(expected);
  });

  it.each([
    ['/office', false],
    ['/resetstudpass', false],
    ['/redirect.html', true],
    ['/assets/old-chunk-abc.js', true],
    ['/images/favicon.svg', true],
    ['/favicon.ico', true],
  ])('%s is left out of the fallback: %s', (path, expected) => {
    expect(fallbackExcluded(config, path)).toBe(expected);
  });
});

describe('the build writes staticwebapp.config.json from the deployment configuration', () => {
  let dir = '';
  afterEach(() => {
    vi.unstubAllEnvs();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The valid fixture content, its function moved to a Function App. */
  function contentWithFunctionApp(): string {
    dir = mkdtempSync(join(tmpdir(), 'portal-headers-'));
    cpSync(join(process.cwd(), 'tests/fixtures/content/valid'), dir, { recursive: true });
    const school = join(dir, 'school.yaml');
    writeFileSync(school, readFileSync(school, 'utf8').replace('url: /api', 'url: https://school-fn.azurewebsites.net/api'));
    return dir;
  }

  async function emittedConfig(contentDir: string) {
    const plugin = staticHostConfig();
    const resolved = await resolveConfig({ configFile: false, root: contentDir, plugins: [content({ contentDir }), plugin] }, 'build');
    const emitted: { fileName: string; source: string }[] = [];
    const generateBundle = plugin.generateBundle as unknown as (this: unknown) => Promise<void>;
    await generateBundle.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) });
    expect(emitted.map((f) => f.fileName)).toEqual(['staticwebapp.config.json']);
    expect(JSON.parse(emitted[0]!.source)).toEqual(await hostConfigFor(resolved));
    return JSON.parse(emitted[0]!.source) as ReturnType<typeof staticWebAppConfig>;
  }

  it('allows the sign-in, Graph and function hosts in an Entra build', async () => {
    vi.stubEnv('VITE_TENANT_ID', '7d0b0000-0000-4000-8000-000000000001');
    vi.stubEnv('VITE_CLIENT_ID', '7d0b0000-0000-4000-8000-000000000002');
    const written = await emittedConfig(contentWithFunctionApp());
    expect(written.globalHeaders['Content-Security-Policy']).toContain(
      "connect-src 'self' https://login.microsoftonline.com https://graph.microsoft.com https://school-fn.azurewebsites.net;",
    );
    expect(written.globalHeaders['Content-Security-Policy']).toContain("frame-src 'self' https://login.microsoftonline.com;");
  });

  it('allows only the site and the function host in a demo build', async () => {
    vi.stubEnv('VITE_TENANT_ID', '');
    vi.stubEnv('VITE_CLIENT_ID', '');
    const written = await emittedConfig(contentWithFunctionApp());
    expect(written.globalHeaders['Content-Security-Policy']).toContain("connect-src 'self' https://school-fn.azurewebsites.net;");
    expect(written.globalHeaders['Content-Security-Policy']).toContain("frame-src 'self';");
  });
});
