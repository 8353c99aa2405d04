/** What of the content home's first load carries, and what waits for the details: the tiles' descriptions. */
import { beforeAll, describe, expect, it } from 'vitest';
import { contentIndex } from '../../../packages/engine/src/shared/content/content-index';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';
import { detailsModuleCode } from '../../../packages/engine/tooling/content/plugin/virtual-modules';
import { loadContent, type LoadedContent } from '../../../packages/engine/tooling/content/check/load-content';
import { DEMO_SCHOOL, VALID_FIXTURE } from './load-fixture';

let demo: LoadedContent;
let manifest: ContentManifest;
beforeAll(async () => {
  demo = await loadContent(DEMO_SCHOOL);
  manifest = demo.manifest!;
}, 30_000);

/** The values the details module exports, as the browser gets them. */
function detailsExports(content: LoadedContent): Record<string, unknown> {
  const exported: Record<string, unknown> = {};
  for (const [, name, json] of detailsModuleCode(content).matchAll(/^export const (\w+) = (.*);$/gm)) exported[name!] = JSON.parse(json!);
  return exported;
}

describe("the first load's index", () => {
  it('has every tile but none of their descriptions, which would grow it with each guide', () => {
    const index = contentIndex(manifest);
    const tiles = [index.setupGuide.tile, ...index.guides.map((g) => g.tile), ...index.externalTiles].filter((t) => t !== undefined);
    // The demo school's tiles: Can't Sign In? and the staff's Give a Temporary Access Pass among them.
    expect(tiles).toHaveLength(21);
    expect(tiles.filter((t) => 'description' in t)).toEqual([]);
    expect(index.guides.find((g) => g.id === 'outlook')!.tile).toEqual({ label: 'Outlook', icon: 'outlook', order: 50 });
  });

  it('says whether any tile has a description, so that home keeps room for them', async () => {
    expect(contentIndex(manifest).tileDescriptions).toBe(true);
    expect(contentIndex((await loadContent(VALID_FIXTURE)).manifest!).tileDescriptions).toBe(false);
  });
});

describe("the content's details", () => {
  it("carry every tile's description: the guides', the Setup Guide's and the external tiles'", () => {
    const details = detailsExports(demo) as Pick<ContentManifest, 'guides' | 'setupGuide' | 'externalTiles'>;
    expect(details.guides.find((g) => g.id === 'outlook')!.tile!.description).toBe('School email and calendar');
    expect(details.setupGuide.tile!.description).toBe('Set up a new laptop, step by step');
    expect(details.externalTiles.map((t) => t.description)).toEqual(['Film and review your technique', 'Record your screen for a lesson']);
  });

  it("leave out school.yaml's deploy section: its groups and identities are for the deploy commands only", () => {
    const withDeploy = {
      ...demo,
      manifest: {
        ...manifest,
        school: { ...manifest.school, deploy: { host: 'portal.demo-school.edu.au', roleGroups: { Staff: 'All Staff' } } },
      },
    };
    const school = detailsExports(withDeploy).school as Record<string, unknown>;
    expect(school).not.toHaveProperty('deploy');
    expect(school.portal).toEqual(manifest.school.portal);
  });
});
