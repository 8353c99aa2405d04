/**
 * The second fixture school's own roles (Teacher and Office, Foundation to Year 6, Visitor), as the demo
 * tenant gives each demo account one of them there: home shows the tiles the content gives that role, a
 * guide's audience closes its address to the rest, a step for a role shows only to it, the staff tool works
 * at the school's own address, and Preview as… offers the school's roles. Every expectation is worked out
 * from the school's content and roles, not written here.
 */
import { devices, expect, test, type Page } from '@playwright/test';
import { accountRoles } from '../../../packages/demo-tenant/src/account-roles';
import { inAudience } from '../../../packages/engine/src/shared/content/derive/access';
import { visibleSteps } from '../../../packages/engine/src/shared/content/derive/steps';
import { homeTiles } from '../../../packages/engine/src/shared/content/derive/tiles';
import { contentIndex } from '../../../packages/engine/src/shared/content/content-index';
import type { ContentManifest, GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import { audienceLabel, previewAudiences } from '../../../packages/engine/src/features/preview/preview-label';
import { BANKSIA_SCHOOL } from '../../support/paths';
import {
  contentManifest,
  chooseStudent,
  demoAccount,
  escapeRegExp,
  goInApp,
  openSignedIn,
  resetTool,
  settled,
  stepCounter,
  USER_AGENTS,
} from '../support/portal';

const NOT_FOR_YOU = 'This guide is not for your account';
// A Chromebook, one of the school's devices, so that guides show their steps.
test.use({ userAgent: USER_AGENTS.chromebook, viewport: devices['Desktop Chrome'].viewport });

let manifest: ContentManifest;
test.beforeAll(async () => {
  manifest = await contentManifest(BANKSIA_SCHOOL);
});

/** The account's roles at this school, as the demo tenant's sign-in gives them. */
const rolesOf = (name: string) => accountRoles(demoAccount(name), manifest.roles) ?? [];
const tilesOf = (page: Page) => page.getByRole('navigation', { name: 'Guides and tools' });
/** A tile's link: its name is its label, then what it says of the guide for this person, if anything. */
const tile = (page: Page, label: string) => tilesOf(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}( |$)`) });
const guideWithTool = (tool: string) => manifest.guides.find((g) => g.layout === 'tool' && g.tool === tool)!;

for (const name of ['Olivia Chen', 'Leo Martin', 'Ava Nguyen', 'Mia Brown']) {
  test(`${name} sees the tiles this school's content gives their role, and guides not for it are closed`, async ({ page }) => {
    const roles = rolesOf(name);
    const expected = homeTiles(contentIndex(manifest), roles).map((t) => t.label);
    await openSignedIn(page, name);
    await expect(tilesOf(page).getByRole('link')).toHaveCount(expected.length);
    for (const label of expected) await expect(tile(page, label)).toBeVisible();

    // Each guide whose audience leaves this role out is closed at its address too, not only missing from home.
    const closed = manifest.guides.filter((g: GuideEntry) => !inAudience(g, roles));
    for (const guide of closed) await goInApp(page, guide.route, NOT_FOR_YOU);
  });
}

test('the roles this school names are the ones its people hold: a teacher, a Year 4, a Year 6 and a visitor', () => {
  // The demo accounts stand for one kind of person each here; the tests above mean little if they did not.
  expect(rolesOf('Olivia Chen')).toContain(manifest.roles.staff[0]);
  expect(rolesOf('Leo Martin')).toEqual(['Year4']);
  expect(rolesOf('Ava Nguyen')).toEqual([manifest.roles.years.at(-1)!.role]);
  expect(rolesOf('Mia Brown')).toEqual([manifest.roles.others[0]]);
});

test('a step for a role shows only to that role: a teacher sees the step for teachers, a student does not', async ({ page, browser }) => {
  // The guide with a step for staff only, its number of steps for each.
  const guide = manifest.guides.find((g) => g.steps.some((s) => s.roles))!;
  const forTeacher = visibleSteps(guide, { platform: 'chromebook', roles: rolesOf('Olivia Chen') });
  const forStudent = visibleSteps(guide, { platform: 'chromebook', roles: rolesOf('Zoe Patel') });
  expect(forTeacher.length).toBeGreaterThan(forStudent.length);

  await openSignedIn(page, 'Olivia Chen', guide.route);
  await settled(page, guide.title);
  await expect(stepCounter(page, 1, forTeacher.length)).toBeVisible();
  await page.goto(`${guide.route}?step=${forTeacher.length}`);
  await expect(page.getByRole('heading', { name: forTeacher.at(-1)!.title })).toBeVisible();

  const student = await browser.newContext({ userAgent: USER_AGENTS.chromebook, baseURL: test.info().project.use.baseURL });
  const studentPage = await student.newPage();
  await openSignedIn(studentPage, 'Zoe Patel', guide.route);
  await settled(studentPage, guide.title);
  await expect(stepCounter(studentPage, 1, forStudent.length)).toBeVisible();
  await expect(studentPage.getByText(forTeacher.at(-1)!.title)).toHaveCount(0);
  await student.close();
});

test("a teacher resets a student's password with the tool at the school's own address", async ({ page }) => {
  const guide = guideWithTool('reset-student-password');
  await openSignedIn(page, 'Olivia Chen');
  await tile(page, guide.tile!.label).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(guide.route)}$`));
  await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
  const tool = resetTool(page);
  await chooseStudent(page, 'mei', 'Mei-Ling Tan');
  await tool.yes.click();
  await expect(tool.succeeded).toBeVisible();
});

test("Preview as… offers this school's roles, and shows home as one of them sees it", async ({ page }) => {
  await openSignedIn(page, 'Olivia Chen');
  await page.getByRole('button', { name: 'Preview as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview the portal as' });
  const audiences = previewAudiences(manifest.roles);
  await expect(dialog.getByLabel('Who').getByRole('option')).toHaveText(['My own account', ...audiences.map((a) => a.label)]);

  // The youngest year level, whose tiles differ from a teacher's.
  const youngest = manifest.roles.years[0]!.role;
  const who = audiences.find((a) => a.value === youngest)!;
  await dialog.getByLabel('Who').selectOption({ label: who.label });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText(`Previewing as ${audienceLabel([youngest], manifest.roles)}`);
  const expected = homeTiles(contentIndex(manifest), [youngest]).map((t) => t.label);
  await expect(tilesOf(page).getByRole('link')).toHaveCount(expected.length);
  for (const label of expected) await expect(tile(page, label)).toBeVisible();
});
