/**
 * The second fixture school offline, with its service worker: after one visit a Chromebook student follows
 * the school's own guides with no network, one never opened before too, in the school's steps for that
 * device (worked out from its content), and a reload still starts the portal for the same account.
 */
import { expect, test } from '@playwright/test';
import { inAudience } from '../../../packages/engine/src/shared/content/derive/access';
import { visibleSteps } from '../../../packages/engine/src/shared/content/derive/steps';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';
import { accountRoles } from '../../../packages/demo-tenant/src/account-roles';
import { BANKSIA_SCHOOL } from '../../support/paths';
import { contentManifest, demoAccount, goInApp, nextStepButton, openSignedIn, settled, stepCounter, USER_AGENTS } from '../support/portal';
import { goOffline, stillOffline } from '../support/offline';
import { cachedAddresses, controlledByServiceWorker, WITH_SERVICE_WORKER } from '../support/service-worker';

test.skip(process.env.E2E_SERVER === 'dev', 'The dev server serves sources directly, with no service worker.');
test.use({
  ...WITH_SERVICE_WORKER,
  userAgent: USER_AGENTS.chromebook,
});

let manifest: ContentManifest;
test.beforeAll(async () => {
  manifest = await contentManifest(BANKSIA_SCHOOL);
});

test("after one visit, a student follows the school's own guides offline, in its steps for her device", async ({ page, context }) => {
  test.setTimeout(90_000);
  const roles = accountRoles(demoAccount('Zoe Patel'), manifest.roles) ?? [];
  // Two of the school's guides with steps that she may read: the first she opens, the second never opened before.
  const [first, second] = manifest.guides.filter(
    (g) => g.layout === 'steps' && visibleSteps(g, { platform: 'chromebook', roles }).length > 1 && inAudience(g, roles),
  );
  const stepsOf = (guide: typeof first) => visibleSteps(guide!, { platform: 'chromebook', roles }).length;

  await openSignedIn(page, 'Zoe Patel', first!.route);
  await settled(page, first!.title);
  await controlledByServiceWorker(page);
  // Each of the school's guides is saved, the one not yet opened too.
  const cached = await cachedAddresses(page);
  for (const guide of [first!, second!]) expect(cached.some((path) => path.startsWith(`/assets/${guide.id}-`))).toBe(true);

  await goOffline(context, page);
  await page.reload();
  await stillOffline(page);
  await settled(page, first!.title);
  await expect(page.getByRole('status').filter({ hasText: /You're offline\. The guides still work/ })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Zoe Patel')).toBeVisible();
  await expect(stepCounter(page, 1, stepsOf(first))).toBeVisible();
  await nextStepButton(page).click();
  await expect(stepCounter(page, 2, stepsOf(first))).toBeVisible();

  await goInApp(page, second!.route, second!.title);
  await expect(stepCounter(page, 1, stepsOf(second))).toBeVisible();
});
