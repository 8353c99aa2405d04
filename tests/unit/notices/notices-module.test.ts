import { describe, expect, it } from 'vitest';
import { proseInYaml } from '../../../packages/engine/tooling/content/authoring/prose-ranges';
import { loadContent, type LoadedContent } from '../../../packages/engine/tooling/content/check/load-content';
import { contentModuleCode, noticesModuleCode, NOTICES_MODULE } from '../../../packages/engine/tooling/content/plugin/virtual-modules';
import { bannerNotices, canDismiss, guideNotices } from '../../../packages/engine/src/shared/content/derive/notices';
import { BANKSIA_SCHOOL, DEMO_SCHOOL } from '../../support/paths';

// Reading the whole demo school (MDX compiled) takes a few seconds on a busy machine.
describe("the demo school's notices in the build", { timeout: 30_000 }, () => {
  it('are read from notices.yaml, each time an instant in the school time zone (Sydney)', async () => {
    const { manifest, problems } = await loadContent(DEMO_SCHOOL);
    expect(problems).toEqual([]);
    expect(manifest?.notices?.map((n) => [n.id, n.severity, n.guides ?? [], n.audience?.source ?? 'everyone'])).toEqual([
      ['library-printers-down', 'outage', ['printing'], 'everyone'],
      ['staff-wifi-change', 'warning', ['wifi'], 'Staff'],
      ['junior-excursion', 'info', [], 'Year3-Year5'],
      ['holiday-shutdown', 'outage', [], 'everyone'],
    ]);
    // 2001-01-01 08:00 in Sydney (summer, UTC+11).
    expect(manifest?.notices?.[3]?.startsAt).toBe(Date.UTC(2000, 11, 31, 21, 0));
  });

  it('are their own chunk, which the first load asks for only when there are notices', async () => {
    const content = await loadContent(DEMO_SCHOOL);
    expect(contentModuleCode(content)).toContain(`export const loadNotices = () => import("${NOTICES_MODULE}");`);
    expect(contentModuleCode(content)).not.toContain('library-printers-down');
    expect(noticesModuleCode(content)).toContain('"library-printers-down"');
    const without: LoadedContent = { ...content, manifest: { ...content.manifest!, notices: undefined } };
    expect(contentModuleCode(without)).toContain('export const loadNotices = () => Promise.resolve({ notices: [] });');
  });
});

describe("a second school's notices (Banksia Primary)", { timeout: 30_000 }, () => {
  // A day all four are current: in Term 2's first week, 2026, in Adelaide.
  const NOW = Date.UTC(2026, 3, 28, 2, 0);
  const ids = (notices: readonly { id: string }[]) => notices.map((n) => n.id);

  it('show each where it belongs: an iPad-only one at the top of Seesaw, one on every screen and its guide, one kept for visitors', async () => {
    const { manifest, problems } = await loadContent(BANKSIA_SCHOOL);
    expect(problems).toEqual([]);
    const notices = manifest!.notices!;
    const none = new Set<string>();
    const teacherOnIpad = { roles: ['Teacher'], platform: 'ipad' as const };
    const teacherOnChromebook = { roles: ['Teacher'], platform: 'chromebook' as const };
    expect(ids(guideNotices(notices, teacherOnIpad, NOW, 'seesaw', none))).toEqual(['ipad-seesaw-sign-in']);
    expect(ids(guideNotices(notices, teacherOnChromebook, NOW, 'seesaw', none))).toEqual([]);
    expect(ids(bannerNotices(notices, teacherOnIpad, NOW, none))).toEqual([]);
    const year2 = { roles: ['Year2'], platform: 'chromebook' as const };
    expect(ids(bannerNotices(notices, year2, NOW, none))).toEqual(['term-two-passwords']);
    expect(ids(guideNotices(notices, year2, NOW, 'password', none))).toEqual(['term-two-passwords']);
    expect(ids(guideNotices(notices, year2, NOW, 'printing', none))).toEqual(['senior-printer-toner']);
    const visitor = { roles: ['Visitor'], platform: 'windows' as const };
    const kept = bannerNotices(notices, visitor, NOW, new Set(['visitor-accounts-cleared']));
    expect(ids(kept)).toEqual(['visitor-accounts-cleared']);
    expect(canDismiss(kept[0]!)).toBe(false);
  });
});

describe('notices.yaml in the spelling check', () => {
  it("checks each notice's text, and none of its ids, severities, roles or times", () => {
    const yaml =
      '- id: printers-down\n  text: The printers are dwn.\n  severity: outage\n  audience: Staff\n  start: 2026-03-02\n  end: 2026-03-03\n';
    expect(proseInYaml(yaml, 'notices').map((t) => yaml.slice(t.start, t.end))).toEqual(['The printers are dwn.']);
  });
});
