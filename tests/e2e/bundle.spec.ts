import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_SCHOOL_DIST } from '../support/paths';

/** Every JS file the build publishes, as one text. */
function shippedJs(): string {
  const dir = join(DEMO_SCHOOL_DIST, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
}

// The demo-school project's server serves this build, made by its webServer command before the suite runs.
test('the production bundle carries none of the demo tenant server', () => {
  const js = shippedJs();
  expect(js.length).toBeGreaterThan(1000);
  for (const marker of ['oidc-provider', 'There are no passwords', 'findAccountByUsername', 'ImageNotFoundException', 'olivia.chen']) {
    expect(js, marker).not.toContain(marker);
  }
});

// tooling/integrations/msal-trim.ts: MSAL's pop-up and platform-broker clients are left out of the shipped app; the
// sign-in, renewal and sign-out tests run against this same build.
test("the production bundle leaves out MSAL's pop-up and platform-broker clients", () => {
  const js = shippedJs();
  expect(js).toContain("Pop-up sign-in is left out of the portal's build");
  for (const method of ['openPopup', 'onWindowMessage', 'validatePlatformBrokerResponse']) {
    expect(js, method).not.toMatch(new RegExp(`\\b${method}\\(`));
  }
});
