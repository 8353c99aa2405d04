/**
 * The second fixture school's notices (its notices.yaml, in Adelaide time), as its people see them on a
 * Chromebook: on every screen those about no guide in particular (or `everywhere`), at the top of a guide
 * those that name it, each only to its audience and devices while current, with Dismiss unless the school
 * said it cannot be. Which notices show where is worked out from the content, now, not written here.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountRoles } from '../../../packages/demo-tenant/src/account-roles';
import { inAudience } from '../../../packages/engine/src/shared/content/derive/access';
import { bannerNotices, canDismiss, guideNotices } from '../../../packages/engine/src/shared/content/derive/notices';
import type { ContentManifest, Notice } from '../../../packages/engine/src/shared/content/schema/manifest';
import { noticePlainText } from '../../../packages/engine/src/shared/content/schema/notice-text';
import { SEVERITY_LABEL } from '../../../packages/engine/src/features/notices/severity';
import type { DeviceName } from '../../../packages/engine/src/shared/user/devices';
import { BANKSIA_SCHOOL } from '../../support/paths';
import { contentManifest, demoAccount, goInApp, IPAD_DESKTOP_MODE, openSignedIn, USER_AGENTS, withTouchPoints } from '../support/portal';

let manifest: ContentManifest;
test.beforeAll(async () => {
  manifest = await contentManifest(BANKSIA_SCHOOL);
});

/** The notices shown in `list`, each with its severity's word and text, and Dismiss only where it may be. */
async function expectNotices(list: Locator, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return expect(list).toHaveCount(0);
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(notices.length);
  for (const [index, notice] of notices.entries()) {
    const item = items.nth(index);
    await expect(item).toContainText(`${SEVERITY_LABEL[notice.severity]}: ${noticePlainText(notice.text)}`);
    await expect(item.getByRole('button', { name: /^Dismiss: / })).toHaveCount(canDismiss(notice) ? 1 : 0);
  }
}

/** Every screen `name` can open on `platform`: the notices the content gives them there, and only those. */
async function expectNoticesEverywhere(page: Page, name: string, platform: DeviceName): Promise<void> {
  const viewer = { platform, roles: accountRoles(demoAccount(name), manifest.roles) ?? [] };
  const notices = manifest.notices ?? [];
  const now = Date.now();
  const shownIn = (guideId: string) => guideNotices(notices, viewer, now, guideId, new Set());
  // The guides with notices first: once one has shown, the notices have loaded, so a list found empty
  // after it is empty because it should be, not because the notices had not arrived yet.
  const guides = manifest.guides.filter((g) => inAudience(g, viewer.roles)).sort((a, b) => shownIn(b.id).length - shownIn(a.id).length);
  expect(shownIn(guides[0]!.id).length).toBeGreaterThan(0);
  await openSignedIn(page, name, guides[0]!.route);
  const banner = page.getByRole('region', { name: 'School notices' });
  for (const guide of guides) {
    await goInApp(page, guide.route, guide.title);
    await expectNotices(page.getByRole('list', { name: 'Notices about this guide' }), shownIn(guide.id));
    await expectNotices(banner, bannerNotices(notices, viewer, now, new Set()));
  }
  await goInApp(page, '/', `Welcome, ${name.split(' ')[0]}`);
  await expectNotices(banner, bannerNotices(notices, viewer, now, new Set()));
}

test.describe('on a Chromebook', () => {
  test.use({ userAgent: USER_AGENTS.chromebook });
  for (const name of ['Zoe Patel', 'Olivia Chen', 'Mia Brown']) {
    test(`${name} sees this school's current notices for their role, on every screen or at the top of their guides`, async ({ page }) => {
      await expectNoticesEverywhere(page, name, 'chromebook');
    });
  }
});

test.describe('on an iPad', () => {
  test.use(IPAD_DESKTOP_MODE);
  test.beforeEach(({ page }) => withTouchPoints(page));
  test("a teacher also sees the notices for iPads, where the school's content puts them", async ({ page }) => {
    const viewer = { platform: 'ipad' as const, roles: accountRoles(demoAccount('Olivia Chen'), manifest.roles) ?? [] };
    const chromebook = { ...viewer, platform: 'chromebook' as const };
    // A notice this school shows on iPads only: the test means something only if there is one.
    const now = Date.now();
    expect(
      manifest.guides.some(
        (g) =>
          guideNotices(manifest.notices ?? [], viewer, now, g.id, new Set()).length >
          guideNotices(manifest.notices ?? [], chromebook, now, g.id, new Set()).length,
      ),
    ).toBe(true);
    await expectNoticesEverywhere(page, 'Olivia Chen', 'ipad');
  });
});

test('the notices above show something: a guide notice for students, and one on every screen for visitors that stays', () => {
  // Without these the tests above would pass on a school with no notices at all.
  const now = Date.now();
  const student = { platform: 'chromebook' as const, roles: accountRoles(demoAccount('Zoe Patel'), manifest.roles) ?? [] };
  const visitor = { platform: 'chromebook' as const, roles: accountRoles(demoAccount('Mia Brown'), manifest.roles) ?? [] };
  expect(manifest.guides.some((g) => guideNotices(manifest.notices ?? [], student, now, g.id, new Set()).length > 0)).toBe(true);
  expect(bannerNotices(manifest.notices ?? [], visitor, now, new Set()).some((n) => !canDismiss(n))).toBe(true);
});
