/**
 * The build's prerender, run as the build runs it (Vite's SSR loader over the engine's own app and a school's
 * content), for the demo school and for Banksia, a school with other devices, names and guides.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../packages/engine/tooling/content/check/load-content';
import { drawScreens } from '../../../packages/engine/tooling/integrations/prerender';
import { prerenderedRoutes } from '../../../packages/engine/tooling/integrations/prerender-routes';
import { ENGINE_ROOT } from '../../../packages/engine/tooling/vite-config';
import { BANKSIA_SCHOOL, DEMO_SCHOOL } from '../../support/paths';

async function prerender(contentDir: string) {
  const { manifest } = await loadContent(contentDir);
  const scratch = mkdtempSync(join(tmpdir(), 'prerender-'));
  const pages = await drawScreens({ root: ENGINE_ROOT, mode: 'production', envDir: scratch, cacheDir: join(scratch, 'vite'), contentDir });
  return { manifest: manifest!, pages };
}

describe.each([
  ['the demo school', DEMO_SCHOOL],
  ['Banksia', BANKSIA_SCHOOL],
])("a public guide's prerendered screens, for %s", (_school, contentDir) => {
  it("draws each public guide once per device the school has, as a visitor sees it, with the school's own name", async () => {
    const { manifest, pages } = await prerender(contentDir);
    const routes = prerenderedRoutes(manifest);
    expect(routes.length).toBeGreaterThan(0);
    expect([...pages.keys()]).toEqual(routes);
    for (const route of routes) {
      const guide = manifest.guides.find((g) => g.route === route)!;
      const page = pages.get(route)!;
      expect(page.title).toBe(`${guide.title} - ${manifest.school.portal.name}`);
      expect(page.screens.map((s) => s.device)).toEqual(manifest.devices);
      for (const { html } of page.screens) {
        expect(html).toContain(`<h1>${guide.title.replace(/'/g, '&#x27;')}</h1>`);
        // A visitor's header: Sign in, nobody's name, and the school's own name on its logo.
        expect(html).toContain('>Sign in</button>');
        expect(html).toContain('aria-label="Not signed in: profile and settings"');
        expect(html).toContain(`${manifest.school.portal.name} home`);
        // The first step, or the page's first section, under the guide's heading.
        expect(html).toMatch(/<h2[ >]/);
      }
    }
  }, 60_000);
});

describe('the prerender within a build', () => {
  it("draws from the build's own check of the content rather than checking every step again", async () => {
    const loaded = await loadContent(DEMO_SCHOOL);
    const route = prerenderedRoutes(loaded.manifest!)[0]!;
    const guide = loaded.manifest!.guides.find((g) => g.route === route)!;
    // Only what the build's check holds has this title: a fresh check would read the guide's own from its folder.
    guide.title = 'Checked once by the build';
    let asked = 0;
    const scratch = mkdtempSync(join(tmpdir(), 'prerender-'));
    const pages = await drawScreens({
      root: ENGINE_ROOT,
      mode: 'production',
      envDir: scratch,
      cacheDir: join(scratch, 'vite'),
      contentDir: DEMO_SCHOOL,
      checked: () => {
        asked++;
        return Promise.resolve(loaded);
      },
    });
    expect(asked).toBeGreaterThan(0);
    expect(pages.get(route)!.title).toBe(`Checked once by the build - ${loaded.manifest!.school.portal.name}`);
  }, 60_000);
});
