/**
 * The second fixture school has no Guide Health (no guide with `tool: guide-health`), so nobody there would
 * read a report: "This step didn't work?" offers the IT office and the support code instead of a form, and
 * a search that finds nothing is neither shared nor said to be. Nothing is sent to the function, and so
 * nothing is kept.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { reportsAreRead } from '../../../packages/engine/src/shared/content/derive/reports-read';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';
import { ZERO_RESULT_SETTLE_MS } from '../../../packages/engine/src/features/search/use-zero-result-report';
import { BANKSIA_SCHOOL } from '../../support/paths';
import { contentManifest, openSignedIn, USER_AGENTS } from '../support/portal';

// A Chromebook, one of the school's devices, so that the guide shows its steps.
test.use({
  userAgent: USER_AGENTS.chromebook,
});

let manifest: ContentManifest;
test.beforeAll(async () => {
  manifest = await contentManifest(BANKSIA_SCHOOL);
});

/** Every request the page sends to the function's reports endpoint. */
function reportRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/reports')) sent.push(request);
  });
  return sent;
}

test('a signed-in student is offered the IT office, not a report nobody would read, and a search that finds nothing is not shared', async ({
  page,
}) => {
  expect(reportsAreRead(manifest)).toBe(false);
  const { email, ticketEmail, location, officeHours } = manifest.school.help;
  const helpdesk = ticketEmail ?? email;
  await page.clock.install();
  const guide = manifest.guides.find((g) => g.id === 'wifi')!;
  await openSignedIn(page, 'Zoe Patel', `${guide.route}?step=2`);
  const sent = reportRequests(page);
  const main = page.getByRole('main');
  await main.getByText('This step didn’t work?').click();
  const code = /give them the code ([0-9A-Z]{4}-[0-9A-Z]{4}): it shows IT this step as you see it/.exec(
    (await main.locator('details.step-report').textContent()) ?? '',
  )?.[1];
  expect(code).toBeDefined();
  await expect(main.getByText(`Ask at ${location} (${officeHours}) or email`)).toBeVisible();
  // The helpdesk's email, filled in with the guide, the step, the device and the support code.
  const mailto = new URL((await main.getByRole('link', { name: helpdesk }).getAttribute('href'))!);
  expect(mailto.protocol).toBe('mailto:');
  expect(mailto.pathname).toBe(helpdesk);
  expect(mailto.searchParams.get('subject')).toBe(`Help with ${guide.title}, step 2 (Chromebook)`);
  expect(mailto.searchParams.get('body')).toContain(`Support code: ${code}`);
  expect(mailto.searchParams.get('body')).not.toContain('What happened');
  await expect(main.getByRole('button', { name: 'Send to IT' })).toHaveCount(0);
  await expect(main.getByRole('radio')).toHaveCount(0);

  // A search that finds nothing: no word of sharing, and nothing sent once she stops typing.
  await page.getByRole('combobox', { name: 'Search guides' }).fill('zzqxv');
  await expect(page.locator('.search-empty')).toBeVisible();
  await expect(page.getByText(/shared with/)).toHaveCount(0);
  await page.clock.runFor(ZERO_RESULT_SETTLE_MS * 2);
  await expect(page.locator('.search-empty')).toBeVisible();
  expect(sent).toEqual([]);
});
