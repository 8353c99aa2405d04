import { expect, test } from '@playwright/test';
import { goInApp, settled, signIn } from './support/portal';

/**
 * A notice about a guide (the demo school's notices.yaml: the library printers outage, `guides: [printing]`)
 * shows at the top of that guide and nowhere else, and its reader may dismiss it. Runs on the dev server too:
 * no service worker is needed.
 */
const OUTAGE = /^Outage: The library printers are down\. Print from another room, or ask at IT Help\./;
const EXCURSION = /^Notice: Years 3 to 5 bring their devices charged/;

test('a notice about a guide shows at the top of that guide, not on home, and its named Dismiss button takes it away for good', async ({
  page,
}) => {
  await signIn(page, 'Leo Martin');
  const banner = page.getByRole('region', { name: 'School notices' });
  const guideNotices = page.getByRole('list', { name: 'Notices about this guide' });

  // Home: the notices have loaded (the Year 4 excursion note is in the banner), but not the printing outage.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Leo' })).toBeVisible();
  await expect(banner.getByRole('listitem')).toHaveText([EXCURSION]);
  await expect(page.getByText('The library printers are down.')).toHaveCount(0);

  // The printing guide: the outage at its top; the banner still without it.
  await goInApp(page, '/printing', 'Printing');
  await expect(guideNotices.getByRole('listitem')).toHaveText([OUTAGE]);
  await expect(banner.getByRole('listitem')).toHaveText([EXCURSION]);

  // An outage may be dismissed too: from the keyboard, with a button that names the notice.
  const dismiss = guideNotices.getByRole('button', { name: 'Dismiss: The library printers are down.' });
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(guideNotices).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();

  // Remembered in this browser: not back after a reload.
  await page.reload();
  await settled(page, 'Printing');
  await expect(banner.getByRole('listitem')).toHaveText([EXCURSION]);
  await expect(guideNotices).toHaveCount(0);
});
