import { expect, test } from '@playwright/test';
import { goInApp, openSignedIn, setOsSwitch, stepCounter, stepHeading } from './support/portal';

const SAYS_CODE = /^Calling IT about this step\? Read them the support code ([0-9A-Z]{4}-[0-9A-Z]{4})\.$/;

test("staff type a student's support code into Preview as… and land on that step as the student sees it; the step offers itself on a phone", async ({
  page,
}) => {
  // A student on a Mac, at step 3 of the WiFi guide's laptop steps (Olivia Chen stands in for them).
  await openSignedIn(page, 'Olivia Chen', '/wifi');
  await setOsSwitch(page, 'mac');
  await goInApp(page, '/wifi?step=3', 'WiFi Connect');
  await expect(stepCounter(page, 3, 9)).toBeVisible();
  await expect(stepHeading(page)).toHaveText('Open the setup page');

  // Continue on your phone: a QR code of this step's address, with the platform and variant.
  const address = new URL('/wifi?step=3&platform=mac&variant=laptop', page.url()).href;
  await page.getByText('Continue on your phone').click();
  await expect(page.getByRole('img', { name: 'QR code for step 3 of WiFi Connect' })).toBeVisible();
  await expect(page.getByText(address, { exact: true })).toBeVisible();

  const code = SAYS_CODE.exec((await page.getByText(SAYS_CODE).textContent()) ?? '')?.[1];
  expect(code).toBeDefined();

  // IT, elsewhere in the portal and on Windows, types it in: first misheard, then as read.
  await setOsSwitch(page, 'windows');
  await goInApp(page, '/', 'Welcome, Olivia');
  await page.getByRole('button', { name: 'Preview as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview the portal as' });
  const field = dialog.getByLabel('Or a support code');
  await field.fill(`${code!.slice(0, 8)}${code![8] === 'Z' ? 'Y' : 'Z'}`);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'That code has a mistake in it: a letter or digit was misheard or mistyped. Read it back to the student and try again.',
  );
  await field.fill(code!.toLowerCase().replace('-', ' '));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Previewing as staff on a Mac.');
  await expect(page).toHaveURL(/\/wifi\?step=3&variant=laptop$/);
  await expect(stepCounter(page, 3, 9)).toBeVisible();
  await expect(stepHeading(page)).toHaveText('Open the setup page');
  await expect(page.getByText(SAYS_CODE)).toHaveText(`Calling IT about this step? Read them the support code ${code}.`);
});
