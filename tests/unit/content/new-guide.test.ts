/**
 * Adding a guide is a content change only: a new folder under a content directory gives a new tile and a
 * new route, through the same plugin the app is built with.
 */
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveContentDir } from '../../../packages/engine/tooling/content/check/content-dir';
import { content } from '../../../packages/engine/tooling/content/plugin/plugin';
import { contentRoutes } from '../../../packages/engine/src/shared/content/derive/routes';
import { homeTiles } from '../../../packages/engine/src/shared/content/derive/tiles';
import type { ContentIndex } from '../../../packages/engine/src/shared/content/schema/manifest';
import { VALID_FIXTURE } from './load-fixture';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-content-'));
  cpSync(VALID_FIXTURE, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function addGuide(root: string) {
  const guide = join(root, 'guides', 'lab-printers');
  mkdirSync(guide, { recursive: true });
  writeFileSync(
    join(guide, 'guide.yaml'),
    'title: Lab Printers\nroute: /lab-printers\nlayout: steps\ntile:\n  label: Lab Printers\n  icon: info\n  order: 55\n',
  );
  writeFileSync(join(guide, '01-find-the-printer.mdx'), '---\ntitle: Find the printer\n---\nIt is by the door.\n');
  writeFileSync(join(guide, '02-print.mdx'), '---\ntitle: Print\n---\nPress <Keys combo="Ctrl+P" />.\n');
}

/** Runs the plugin as Vite would (PORTAL_CONTENT_DIR picks the directory) and evaluates its manifest module. */
async function manifestFromPlugin(contentDir: string): Promise<{ manifest: ContentIndex; code: string; details: string }> {
  const plugins = content({ contentDir: resolveContentDir(process.cwd(), { PORTAL_CONTENT_DIR: contentDir }) });
  const main = plugins.find((p) => p.name === 'portal:content')!;
  const resolveId = main.resolveId as (id: string) => string;
  const load = main.load as (id: string) => Promise<string>;
  const code = await load(resolveId('virtual:portal-content'));
  const json = /export const manifest = (.*);\n/.exec(code)![1]!;
  return { manifest: JSON.parse(json) as ContentIndex, code, details: await load(resolveId('virtual:portal-details')) };
}

describe('adding a guide folder under a content directory', () => {
  it('makes a new tile and route appear, with its own lazily loaded chunk, without code changes', async () => {
    const before = await manifestFromPlugin(dir);
    expect(homeTiles(before.manifest, ['Year8']).map((t) => t.label)).not.toContain('Lab Printers');

    addGuide(dir);
    const after = await manifestFromPlugin(dir);
    expect(homeTiles(after.manifest, ['Year8']).find((t) => t.label === 'Lab Printers')).toEqual({
      label: 'Lab Printers',
      icon: 'info',
      href: '/lab-printers',
      external: false,
      order: 55,
    });
    expect(contentRoutes(after.manifest)).toContainEqual({ path: '/lab-printers', kind: 'guide', guideId: 'lab-printers' });
    expect(after.details).toContain(`"lab-printers": () => import("virtual:portal-guide/lab-printers")`);
  });
});

describe("the first load's share of the content", () => {
  it("carries a line for each guide, whatever its steps; the rest loads with the content's details", async () => {
    const before = await manifestFromPlugin(dir);
    const guide = join(dir, 'guides', 'long-guide');
    mkdirSync(guide, { recursive: true });
    writeFileSync(join(guide, 'guide.yaml'), 'title: Long Guide\nroute: /long-guide\nlayout: steps\n');
    for (let n = 1; n <= 60; n++) {
      writeFileSync(join(guide, `${String(n).padStart(2, '0')}-step-${n}.mdx`), `---\ntitle: Step number ${n}\n---\nDo thing ${n}.\n`);
    }
    const after = await manifestFromPlugin(dir);
    expect(after.manifest.guides.every((g) => !('steps' in g))).toBe(true);
    // The guide's own line in the first load, not its 60 steps.
    expect(after.code.length - before.code.length).toBeLessThan(250);

    expect(after.details).toContain('"title":"Step number 60"');
    expect(after.code).toContain('export const loadDetails = () => import("virtual:portal-details");');
    // The settings, and the guides' loaders, are details too.
    expect(after.code).not.toContain('itHelp');
    expect(after.code).not.toContain('virtual:portal-guide/');
  });
});
