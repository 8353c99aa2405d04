import { expect, test } from '@playwright/test';
import { axeFindings, expectNoFindings } from '../../packages/engine/sweep/support/a11y';
import { recordCspViolations } from '../../packages/engine/sweep/support/csp';
import { goInApp, previewAs, settled, signIn } from './support/portal';
import { backOnline, goOffline, stillOffline } from './support/offline';
import { controlledByServiceWorker, WITH_SERVICE_WORKER } from './support/service-worker';

/**
 * The school's notices (sites/demo-school/content/notices.yaml): an outage about printing for everyone and a
 * warning about WiFi for staff, each at the top of its guide only; an excursion note for years 3 to 5 on
 * every screen; all current until 2999, and an outage that ended in 2001. One sign-in; the service worker
 * runs, so the last part reads them offline.
 */
test.skip(process.env.E2E_SERVER === 'dev', 'The dev server serves sources directly, with no service worker.');
test.use(WITH_SERVICE_WORKER);

const OUTAGE = /^Outage: The library printers are down\. Print from another room, or ask at IT Help\.\s*Dismiss$/;
const STAFF_WIFI = /^Warning: The staff WiFi changes on Monday\. Connect again with the steps in this guide\./;
const EXCURSION = /^Notice: Years 3 to 5 bring their devices charged/;

test('notices show to the people they concern, at the top of the guides they are about or else on every screen; a dismissal lasts, and they work offline', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const violations = await recordCspViolations(page);
  await signIn(page, 'Olivia Chen');
  await controlledByServiceWorker(page);
  const banner = page.getByRole('region', { name: 'School notices' });
  const notices = banner.getByRole('listitem');
  const guideNotices = page.getByRole('list', { name: 'Notices about this guide' }).getByRole('listitem');

  // Staff see their WiFi warning at the top of the WiFi guide, and only there; the printing outage only
  // on Printing; no banner (the juniors' note is not theirs, and the holiday outage ended).
  await goInApp(page, '/wifi', 'WiFi Connect');
  await expect(guideNotices).toHaveText([STAFF_WIFI]);
  await expect(banner).toHaveCount(0);
  await goInApp(page, '/printing', 'Printing');
  await expect(guideNotices).toHaveText([OUTAGE]);
  await goInApp(page, '/', 'Welcome, Olivia');
  await expect(guideNotices).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await expect(page.getByText(/holidays|printers are down|staff WiFi/)).toHaveCount(0);

  // Dismissed, it goes for good (a reload too).
  await goInApp(page, '/wifi', 'WiFi Connect');
  await guideNotices
    .filter({ hasText: STAFF_WIFI })
    .getByRole('button', { name: /^Dismiss: The staff WiFi changes on Monday\.$/ })
    .click();
  await expect(guideNotices).toHaveCount(0);
  await page.reload();
  await settled(page, 'WiFi Connect');
  // The notices are back (the printing outage, which was not dismissed), and the WiFi one is not.
  await goInApp(page, '/printing', 'Printing');
  await expect(guideNotices).toHaveText([OUTAGE]);
  await goInApp(page, '/wifi', 'WiFi Connect');
  await expect(guideNotices).toHaveCount(0);

  // Previewing as a Year 4 student: that student's notices, and not the staff one.
  await previewAs(page, { who: 'Year4', device: 'own' });
  await expect(notices).toHaveText([EXCURSION]);
  await expect(notices.getByRole('button', { name: /^Dismiss: Years 3 to 5 bring their devices charged/ })).toBeVisible();
  expectNoFindings(await axeFindings(page, 'the notices banner', { include: '.school-notice-banner' }));
  await expect(guideNotices).toHaveCount(0);
  await goInApp(page, '/printing', 'Printing');
  await expect(guideNotices).toHaveText([OUTAGE]);
  await expect(notices).toHaveText([EXCURSION]);
  expectNoFindings(await axeFindings(page, 'a guide with its notice', { include: 'main' }));

  // Offline, the portal's saved copy still has them.
  await goOffline(context, page);
  await page.reload();
  await stillOffline(page);
  await settled(page, 'Printing');
  await expect(page.getByRole('status').filter({ hasText: /You're offline/ })).toBeVisible();
  await expect(notices).toHaveText([EXCURSION]);
  await expect(guideNotices).toHaveText([OUTAGE]);
  await backOnline(context, page);
  expect(violations).toEqual([]);
});
