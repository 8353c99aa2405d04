import { describe, expect, it } from 'vitest';
import { headerInputs, securityHeaders, type Deployment } from '../../../packages/engine/tooling/integrations/security-headers';

const DEMO: Deployment['portal'] = {
  mode: 'demo',
  authority: 'https://localhost:5173/demo-tenant',
  graphBaseUrl: 'https://localhost:5173/graph/v1.0',
};
const ENTRA: Deployment['portal'] = {
  mode: 'entra',
  authority: 'https://login.microsoftonline.com/7d0b0000-0000-4000-8000-000000000001',
  graphBaseUrl: 'https://graph.microsoft.com/v1.0',
};
const FUNCTION_APP = 'https://school-portal-fn.azurewebsites.net/api';

/** The CSP's directives by name. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name!, values];
    }),
  );
}

describe('headerInputs: the origins a deployment needs', () => {
  it.each([
    ['demo, function on this site', DEMO, '/api', [], []],
    ['demo, Function App', DEMO, FUNCTION_APP, ['https://school-portal-fn.azurewebsites.net'], []],
    [
      'Entra, function on this site',
      ENTRA,
      '/api',
      ['https://login.microsoftonline.com', 'https://graph.microsoft.com'],
      ['https://login.microsoftonline.com'],
    ],
    [
      'Entra, Function App',
      ENTRA,
      `${FUNCTION_APP}/`,
      ['https://login.microsoftonline.com', 'https://graph.microsoft.com', 'https://school-portal-fn.azurewebsites.net'],
      ['https://login.microsoftonline.com'],
    ],
  ] as const)('%s', (_case, portal, functionUrl, connect, frame) => {
    expect(headerInputs({ portal, functionUrl })).toEqual({ connectOrigins: connect, frameOrigins: frame });
  });
});

describe('securityHeaders', () => {
  const entra = securityHeaders(headerInputs({ portal: ENTRA, functionUrl: FUNCTION_APP }));

  it('allows scripts, styles and fonts from the site only, never inline or eval', () => {
    for (const set of [entra.global, entra.bridge]) {
      const csp = directives(set['Content-Security-Policy']!);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(set['Content-Security-Policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    }
  });

  it('limits connect-src to the sign-in, Graph and function hosts, and frame-src to the sign-in host', () => {
    const csp = directives(entra.global['Content-Security-Policy']!);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://login.microsoftonline.com',
      'https://graph.microsoft.com',
      'https://school-portal-fn.azurewebsites.net',
    ]);
    expect(csp['frame-src']).toEqual(["'self'", 'https://login.microsoftonline.com']);
  });

  it('allows the service worker and the web app manifest from the portal itself only', () => {
    const csp = directives(entra.global['Content-Security-Policy']!);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
  });

  it('lets no site frame the portal, and only the portal frame the bridge', () => {
    expect(directives(entra.global['Content-Security-Policy']!)['frame-ancestors']).toEqual(["'none'"]);
    expect(directives(entra.bridge['Content-Security-Policy']!)['frame-ancestors']).toEqual(["'self'"]);
  });

  it('sends HSTS, nosniff and a referrer policy everywhere; COOP everywhere but the bridge, which is never cached', () => {
    for (const set of [entra.global, entra.bridge]) {
      expect(set['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
      expect(set['X-Content-Type-Options']).toBe('nosniff');
      expect(set['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    }
    expect(entra.global['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(entra.bridge).not.toHaveProperty('Cross-Origin-Opener-Policy');
    expect(entra.bridge['Cache-Control']).toBe('no-store');
    expect(entra.global).not.toHaveProperty('Cache-Control');
  });

  it('allows nothing beyond the site in a demo build', () => {
    const csp = directives(securityHeaders(headerInputs({ portal: DEMO, functionUrl: '/api' })).global['Content-Security-Policy']!);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'self'"]);
  });
});
