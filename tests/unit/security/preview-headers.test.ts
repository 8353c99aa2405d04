import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { previewHeaders } from '../../../packages/engine/tooling/dev-server/preview-headers';
import { headerInputs, securityHeaders } from '../../../packages/engine/tooling/integrations/security-headers';
import { staticWebAppConfig } from '../../../packages/engine/tooling/integrations/static-web-app-config';

const hostConfig = staticWebAppConfig(
  securityHeaders(headerInputs({ portal: { mode: 'demo', authority: '', graphBaseUrl: '' }, functionUrl: '/api' })),
);

function request(url: string, { config = hostConfig, files = [] as string[] } = {}) {
  const res = { statusCode: 200, setHeader: vi.fn(), end: vi.fn() } as unknown as ServerResponse;
  const outDir = mkdtempSync(join(tmpdir(), 'preview-'));
  for (const file of files) {
    mkdirSync(join(outDir, file, '..'), { recursive: true });
    writeFileSync(join(outDir, file), '<!doctype html>');
  }
  const req = { url } as IncomingMessage;
  return new Promise<{ req: IncomingMessage; res: ServerResponse; nextArg: unknown; ended: boolean }>((resolve) => {
    const next = (arg?: unknown) => resolve({ req, res, nextArg: arg, ended: false });
    (res.end as unknown as ReturnType<typeof vi.fn>).mockImplementation(() => resolve({ req, res, nextArg: undefined, ended: true }));
    previewHeaders(async () => config, outDir)(req, res, next);
  });
}

describe('previewHeaders', () => {
  it('answers 404 for a missing static file, as the host would', async () => {
    const { res, ended } = await request('/assets/old-chunk.js');
    expect(ended).toBe(true);
    expect(res.statusCode).toBe(404);
  });

  it("answers a public guide's address with its prerendered page, as the host's route rewrites it", async () => {
    const config = staticWebAppConfig(
      securityHeaders(headerInputs({ portal: { mode: 'demo', authority: '', graphBaseUrl: '' }, functionUrl: '/api' })),
      ['/help'],
    );
    const { req, ended } = await request('/help?from=signin', { config, files: ['prerendered/help.html'] });
    expect(ended).toBe(false);
    expect(req.url).toBe('/prerendered/help.html?from=signin');
    // Any other address goes on to the app's index.html; so does a build without the page.
    expect((await request('/wifi', { config, files: ['prerendered/help.html'] })).req.url).toBe('/wifi');
    expect((await request('/help', { config })).req.url).toBe('/help');
  });

  it('answers 404 for malformed percent-encoding instead of failing the request', async () => {
    const { res, ended } = await request('/assets/%E0.js');
    expect(ended).toBe(true);
    expect(res.statusCode).toBe(404);
  });
});
