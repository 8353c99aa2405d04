/** What the Guide Health page shows of the function's answer, joined with the demo school's content. */
import { beforeAll, describe, expect, it } from 'vitest';
import { stepRows, staleGuides } from '../../../packages/engine/src/features/guide-health/health-rows';
import type { HealthStep } from '@school-it-portal/function-contract/guide-health';
import { decodeSupportCode } from '../../../packages/engine/src/shared/content/derive/support-code';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';
import { DEMO_SCHOOL, manifestOf, VALID_FIXTURE } from '../content/load-fixture';

let manifest: ContentManifest;
beforeAll(async () => {
  manifest = await manifestOf(DEMO_SCHOOL);
}, 30_000);

const EDIT = 'https://github.com/school/portal/edit/main';
const row = (overrides: Partial<HealthStep>): HealthStep => ({
  guide: 'wifi',
  stepName: 'open-setup-page',
  step: 3,
  platform: 'mac',
  variant: 'laptop',
  count: 2,
  what: { looks_different: 2, error: 0, other: 0 },
  withWords: 0,
  words: [],
  browsers: [],
  lastDay: '2026-11-23',
  ...overrides,
});

describe('the reported steps', () => {
  it("shows a step with its guide's title, its title now, where it opens, its edit link and its reporter's code", () => {
    const [wifi] = stepRows([row({ supportCode: 'GS28-1MRK' })], manifest, EDIT);
    expect(wifi).toMatchObject({
      guideTitle: 'WiFi Connect',
      title: 'Open the setup page',
      step: 3,
      variantName: 'Laptop Steps',
      openPath: '/wifi?step=3&platform=mac&variant=laptop',
      editUrl: `${EDIT}/content/guides/wifi/03-open-setup-page.mdx`,
      previewCode: 'GS28-1MRK',
    });
  });

  it('makes a code that opens the step in Preview as… when the reports carried none, on that device', () => {
    const [office] = stepRows(
      [row({ guide: 'office', stepName: 'install', step: 2, platform: 'windows', variant: undefined })],
      manifest,
      undefined,
    );
    expect(office!.editUrl).toBeUndefined();
    const reading = decodeSupportCode(manifest, office!.previewCode!);
    expect(reading).toMatchObject({ ok: true, guideId: 'office', step: 2, device: 'windows' });
    const [iphone] = stepRows([row({ platform: 'iphone', variant: 'ios', stepName: 'join-network', step: 2 })], manifest, EDIT);
    // An iPhone's screen opens through Preview as… only.
    expect(iphone!.title).toBe('Join the school network');
    expect(iphone!.openPath).toBeUndefined();
    expect(decodeSupportCode(manifest, iphone!.previewCode!)).toMatchObject({ ok: true, device: 'iphone', variant: 'ios' });
  });

  it('says so when the guide no longer has the step, or the guide is gone', () => {
    const [gone, noGuide] = stepRows([row({ stepName: 'removed-step' }), row({ guide: 'old-guide' })], manifest, EDIT);
    expect(gone!.title).toBeUndefined();
    expect(gone!.openPath).toBeUndefined();
    expect(gone!.editUrl).toBeUndefined();
    expect(noGuide).toMatchObject({ guideTitle: 'old-guide' });
  });

  it('opens a single page without a step', () => {
    const [printing] = stepRows(
      [row({ guide: 'printing', stepName: 'page', step: 1, platform: 'windows', variant: undefined })],
      manifest,
      EDIT,
    );
    expect(printing!.openPath).toBe('/printing?platform=windows');
  });
});

describe('the guides not checked recently', () => {
  it('lists the guides (never tools) not checked within the threshold, never-checked first, then the oldest', async () => {
    const { guides } = await manifestOf(VALID_FIXTURE);
    const today = new Date(2026, 10, 25);
    const stale = staleGuides(guides, today, 180, EDIT);
    expect(stale.some((s) => s.guide.layout === 'tool')).toBe(false);
    expect(stale.at(-1)).toMatchObject({
      guide: { id: 'basics' },
      reviewed: '2025-03-04',
      editUrl: `${EDIT}/content/guides/basics/guide.yaml`,
    });
    expect(stale.find((s) => s.guide.id === 'switcher')).toBeUndefined();
    expect(stale[0]!.reviewed).toBeUndefined();
    expect(staleGuides(guides, today, 1000, undefined).every((s) => s.reviewed === undefined && s.editUrl === undefined)).toBe(true);
  });
});
