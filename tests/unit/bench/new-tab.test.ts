import { describe, expect, it } from 'vitest';
import { assertRedirectFlow, flowPhases, type FlowDocument, type NewTabTrace } from '../../../scripts/bench/new-tab';

const page = (path: string, startMs: number, marks: Record<string, number> = {}): FlowDocument => ({ path, startMs, marks });

describe('a new-tab load is the redirect sign-in flow', () => {
  const flow = [page('/wifi', 0), page('/redirect.html', 3000), page('/wifi', 4000)];
  const asked = ['/wifi', '/assets/main.js', '/demo-tenant/auth', '/redirect.html', '/wifi'];

  it('through the provider and the bridge page, back where it started', () => {
    expect(() => assertRedirectFlow('/wifi', flow, asked, '/wifi')).not.toThrow();
    // The page may load home on its way back (the portal did): that is timed, not refused.
    const viaHome = [...flow.slice(0, 2), page('/', 4000)];
    expect(() => assertRedirectFlow('/wifi', viaHome, asked, '/wifi')).not.toThrow();
    expect(() =>
      assertRedirectFlow(
        '/bench-reference/?new-tab',
        flow.map((d) => ({ ...d, path: d.path === '/wifi' ? '/bench-reference/' : d.path })),
        asked,
        '/bench-reference/',
      ),
    ).not.toThrow();
  });

  it.each([
    [
      'a tab that was signed in already (no provider)',
      flow,
      asked.filter((p) => !p.startsWith('/demo-tenant')),
      '/wifi',
      /never asked the provider/,
    ],
    ['no bridge page', [flow[0]!, flow[2]!], asked, '/wifi', /did not pass the redirect bridge page once/],
    [
      "the provider's sign-in page shown",
      [flow[0]!, page('/demo-tenant/interaction/x', 1000), ...flow.slice(1)],
      asked,
      '/wifi',
      /the provider showed a page/,
    ],
    ['a tab left elsewhere', flow, asked, '/', /it ended on \//],
  ])('refuses %s', (_, documents, requested, landed, problem) => {
    expect(() => assertRedirectFlow('/wifi', documents, requested, landed)).toThrow(problem);
  });
});

describe("where a new-tab flow's time goes", () => {
  const trace = (toProvider: number, back: number, ready: number, marks: Record<string, number>): NewTabTrace => ({
    readyMs: ready,
    documents: [page('/wifi', 0, { 'portal:start': 1000 }), page('/redirect.html', toProvider), page('/wifi', back, marks)],
  });

  it('splits each load at the bridge page and takes the medians, marks from their own page', () => {
    const phases = flowPhases([
      trace(3000, 4000, 6000, { 'portal:start': 5000, 'portal:signed-in': 5800 }),
      trace(3400, 4600, 7000, { 'portal:start': 5600, 'portal:signed-in': 6500 }),
      trace(3200, 4200, 6400, { 'portal:start': 5100 }),
    ]);
    expect(phases).toEqual({
      toProviderMs: 3200,
      providerAndBridgeMs: 1000,
      afterBridgeMs: 2200,
      pages: ['/wifi', '/redirect.html', '/wifi'],
      marksBeforeRedirect: { 'portal:start': 1000 },
      marksAfterBridge: { 'portal:start': 1000, 'portal:signed-in': 1800 },
    });
  });
});
