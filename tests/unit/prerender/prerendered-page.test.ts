import { describe, expect, it } from 'vitest';
import { PrerenderError, prerenderedPage } from '../../../packages/engine/tooling/integrations/prerender';

const INDEX = `<!doctype html>
<html lang="en-AU">
  <head>
    <title>Portal</title>
    <script src="/assets/route-preload-1.js"></script>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/main-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const screens = [
  { device: 'ipad' as const, html: '<main><h1>Help</h1><div class="progress" style="width:20%"></div></main>' },
  { device: 'chromebook' as const, html: '<main><h1>Help</h1><p>Chromebook</p></main>' },
];

describe("a public guide's prerendered page", () => {
  const page = prerenderedPage(INDEX, screens, {
    title: 'Help - Banksia',
    script: '/assets/prerendered-1.js',
    styles: ['/assets/content-screens-1.css'],
  });

  it("holds each device's screen in the root, the school's first device shown without scripts", () => {
    expect(page).toContain(
      '<div id="root"><div data-prerendered-for="ipad" data-prerendered-default><main><h1>Help</h1><div class="progress"></div></main></div><div data-prerendered-for="chromebook"><main>',
    );
  });

  it('drops style attributes, which the strict CSP refuses in HTML', () => {
    expect(page).not.toContain('style=');
  });

  it("has the screen's title, the device script before every other script, and the screen's stylesheets after the app's", () => {
    expect(page).toContain('<title>Help - Banksia</title>');
    const script = page.indexOf('<script src="/assets/prerendered-1.js" data-devices="[&quot;ipad&quot;,&quot;chromebook&quot;]">');
    expect(script).toBeGreaterThan(-1);
    expect(script).toBeLessThan(page.indexOf('route-preload-1.js'));
    expect(page.indexOf('main-1.css')).toBeLessThan(page.indexOf('content-screens-1.css'));
    expect(page.indexOf('content-screens-1.css')).toBeLessThan(page.indexOf('</head>'));
  });

  it('escapes the title', () => {
    const odd = prerenderedPage(INDEX, screens, { title: 'A <b> & C', script: '/s.js' });
    expect(odd).toContain('<title>A &lt;b> &amp; C</title>');
  });

  it('refuses an index.html it cannot prerender into', () => {
    expect(() =>
      prerenderedPage(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), screens, { title: 't', script: '/s.js' }),
    ).toThrow(PrerenderError);
  });
});
