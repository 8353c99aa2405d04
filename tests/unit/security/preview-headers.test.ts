import { mkdtempSync } from 'node:fs';
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

function request(url: string) {
  const res = { statusCode: 200, setHeader: vi.fn(), end: vi.fn() } as unknown as ServerResponse;
  const outDir = mkdtempSync(join(tmpdir(), 'preview-'));
  return new Promise<{ res: ServerResponse; nextArg: unknown; ended: boolean }>((resolve) => {
    const next = (arg?: unknown) => resolve({ res, nextArg: arg, ended: false });
    (res.end as unknown as ReturnType<typeof vi.fn>).mockImplementation(() => resolve({ res, nextArg: undefined, ended: true }));
    previewHeaders(async () => hostConfig, outDir)({ url } as IncomingMessage, res, next);
  });
}

describe('previewHeaders', () => {
  it('answers 404 for a missing static file, as the host would', async () => {
    const { res, ended } = await request('/assets/old-chunk.js');
    expect(ended).toBe(true);
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 for malformed percent-encoding instead of failing the request', async () => {
    const { res, ended } = await request('/assets/%E0.js');
    expect(ended).toBe(true);
    expect(res.statusCode).toBe(404);
  });
});
