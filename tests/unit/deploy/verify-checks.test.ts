import { describe, expect, it } from 'vitest';
import {
  entryScriptPath,
  siteOrigin,
  verifyDeployment,
  type Answer,
  type Expected,
  type Observed,
} from '../../../packages/engine/tooling/deploy/verify-checks';

const ORIGIN = 'https://it.wattle.edu.au';
const FUNCTION = 'https://wattle-portal-fn.azurewebsites.net/api';
const TENANT = '3f2a6b1c-0d4e-4f5a-9b8c-7d6e5f4a3b2c';
const CLIENT = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const CSP = `default-src 'self'; script-src 'self'; connect-src 'self' https://login.microsoftonline.com https://graph.microsoft.com https://wattle-portal-fn.azurewebsites.net; frame-ancestors 'none'`;
const HEADERS = {
  'content-security-policy': CSP,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};
const page = (
  headers: Record<string, string> = HEADERS,
  body = '<script type="module" crossorigin src="/assets/index-Ab12.js"></script>',
): Answer => ({
  status: 200,
  headers,
  body,
});
const expected: Expected = { tenantId: TENANT, clientId: CLIENT, functionUrl: FUNCTION };

/** A deployment that does everything right; each test breaks one thing. */
function deployed(change: Partial<Observed> = {}): Observed {
  return {
    origin: ORIGIN,
    home: page(),
    deepLink: page(),
    bridge: page({
      ...HEADERS,
      'cross-origin-opener-policy': '',
      'content-security-policy': CSP.replace("'none'", "'self'"),
      'cache-control': 'no-store',
    }),
    entryScript: { status: 200, headers: {}, body: `const a="${TENANT}",b="${CLIENT}";` },
    entryMap: { status: 404, headers: {}, body: 'Not found' },
    preflightOwn: { status: 204, headers: { 'access-control-allow-origin': ORIGIN } },
    preflightForeign: { status: 204, headers: {} },
    withoutToken: { status: 401, headers: {} },
    ...change,
  };
}
const failures = (observed: Observed, exp = expected) =>
  verifyDeployment(observed, exp)
    .filter((c) => !c.ok)
    .map((c) => `${c.name}: ${c.fix}`);

describe('verify: a deployed portal checked as the go-live checklist does', () => {
  it('passes a deployment that does everything right', () => {
    expect(failures(deployed())).toEqual([]);
  });

  it('names a demo build, and how to build for the school', () => {
    const demo = page({
      ...HEADERS,
      'content-security-policy': "default-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'",
    });
    expect(failures(deployed({ home: demo }))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^The build signs in to Entra ID, not the demo tenant: This is a demo build.*--for-deployment/),
      ]),
    );
  });

  it('names a missing header on the page that lacks it, and that the host did not apply the config', () => {
    const without: Record<string, string> = { ...HEADERS };
    delete without['x-content-type-options'];
    expect(failures(deployed({ deepLink: page(without) }))).toEqual([
      expect.stringMatching(
        /^A guide’s address \(the fallback\) sends x-content-type-options: It is missing\. The host did not apply the headers in staticwebapp\.config\.json/,
      ),
    ]);
  });

  it('asks home for the permissions policy and same-origin COOP, and the bridge page for no COOP', () => {
    const without: Record<string, string> = { ...HEADERS };
    delete without['permissions-policy'];
    delete without['cross-origin-opener-policy'];
    expect(failures(deployed({ home: page(without) }))).toEqual([
      expect.stringMatching(/^\/ sends permissions-policy: It is missing/),
      expect.stringMatching(/^\/ sends cross-origin-opener-policy: It is missing/),
    ]);
  });

  it('refuses a loosened CSP, a bridge page that may be cached, and a published build map', () => {
    const loose = page({ ...HEADERS, 'content-security-policy': CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'") });
    const cached = page({ ...HEADERS, 'content-security-policy': CSP.replace("'none'", "'self'") });
    const mapped = { status: 200, headers: {}, body: `x();\n//# sourceMappingURL=index-Ab12.js.map` };
    expect(failures(deployed({ home: loose, bridge: cached, entryScript: mapped }))).toEqual([
      expect.stringMatching(/^\/'s CSP runs only the portal's own scripts: Its script-src allows 'unsafe-inline'/),
      expect.stringMatching(/^\/redirect.html is never cached/),
      expect.stringMatching(/^The build has the configured tenant id/),
      expect.stringMatching(/^The build has the configured client id/),
      expect.stringMatching(/^No build map is published/),
    ]);
  });

  it('names a function address that is the demo’s, or one that answers without a token, or CORS for every site', () => {
    expect(failures(deployed(), { ...expected, functionUrl: '/api' })).toEqual([
      expect.stringMatching(/functionApp.url is \/api: set it to the Function App's address/),
    ]);
    expect(
      failures(
        deployed({
          withoutToken: { status: 200, headers: {} },
          preflightOwn: { status: 204, headers: { 'access-control-allow-origin': '*' } },
          preflightForeign: { status: 204, headers: { 'access-control-allow-origin': '*' } },
        }),
      ),
    ).toEqual([
      expect.stringMatching(/^The function's CORS allows the portal: .*add https:\/\/it.wattle.edu.au/),
      expect.stringMatching(/^The function's CORS allows no other site: It allowed \*/),
      expect.stringMatching(/^The function refuses a request without a token: A pass request without a token answered 200, not 401/),
    ]);
    expect(failures(deployed({ functionError: 'getaddrinfo ENOTFOUND' }))).toEqual([
      expect.stringMatching(/^The Function App answers: .*ENOTFOUND/),
    ]);
  });

  it('names a CSP that does not let the portal call its function', () => {
    const other = page({ ...HEADERS, 'content-security-policy': CSP.replace(' https://wattle-portal-fn.azurewebsites.net', '') });
    expect(failures(deployed({ home: other }))).toEqual([
      expect.stringMatching(/^The CSP lets the portal call the Function App: connect-src does not list/),
    ]);
  });

  it('finds the entry script, and takes only an https address without credentials (a local one with --local)', () => {
    expect(entryScriptPath('<script type="module" crossorigin src="/assets/index-Ab12.js"></script>')).toBe('/assets/index-Ab12.js');
    expect(siteOrigin('https://it.wattle.edu.au/wifi')).toBe(ORIGIN);
    expect(() => siteOrigin('http://it.wattle.edu.au')).toThrow(/not https/);
    expect(() => siteOrigin('https://admin:pw@it.wattle.edu.au')).toThrow(/user name or password/);
    expect(() => siteOrigin('https://localhost:5173')).toThrow(/--local/);
    expect(siteOrigin('https://localhost:5173', { allowLocal: true })).toBe('https://localhost:5173');
    expect(() => siteOrigin('portal')).toThrow(/not an address/);
  });
});
