/** `npm run check -- --report`: what each kind of user sees, worked out as the portal does. */
import { beforeAll, describe, expect, it } from 'vitest';
import { reportAudiences, stepReport } from '../../../packages/engine/tooling/content/authoring/report';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';
import { DEMO_SCHOOL, manifestOf } from './load-fixture';

let manifest: ContentManifest;
beforeAll(async () => {
  manifest = await manifestOf(DEMO_SCHOOL);
}, 30_000);

describe('the content report', () => {
  it('has a column for each audience the content tells apart, year levels that see the same sharing one', () => {
    expect(reportAudiences(manifest).map((a) => a.label)).toEqual([
      'Year3-Year5',
      'Year6',
      'Year7-Year12',
      'Staff',
      'BasicView',
      'no role',
    ]);
  });

  it("applies each guide's audience, licence and platforms", () => {
    const rows = stepReport(manifest).split('\n');
    const row = (guide: string, platform: string) =>
      rows
        .find((r) => r.startsWith(`| ${guide} `) && r.includes(`| ${platform} `))!
        .split('|')
        .map((c) => c.trim());
    expect(row('adobe', 'windows').slice(3, 9)).toEqual(['not licensed', 'not licensed', '5', '5', 'not for them', 'not licensed']);
    expect(row('hello', 'mac').slice(3, 9)).toEqual([
      'not supported',
      'not supported',
      'not supported',
      'not supported',
      'not for them',
      'not supported',
    ]);
    expect(row('wifi (laptop)', 'mac')[3]).toBe('9');
  });

  it('lists the home tiles in the order each audience sees them', () => {
    const tiles = stepReport(manifest)
      .split('\n')
      .find((l) => l.startsWith('BasicView: '));
    expect(tiles).toBe("BasicView: WiFi Connect, NAPLAN, Printing, OneDrive, Vivi, Change Password, Can't Sign In?, Links, Help");
  });
});
