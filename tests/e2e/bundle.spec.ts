import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// The preview server serves dist/, built by the webServer command before the suite runs.
test('the production bundle carries none of the demo tenant server', () => {
  const dir = join(process.cwd(), 'dist', 'assets');
  const js = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
  expect(js.length).toBeGreaterThan(1000);
  for (const marker of ['oidc-provider', 'There are no passwords', 'findAccountByUsername', 'ImageNotFoundException', 'olivia.chen']) {
    expect(js, marker).not.toContain(marker);
  }
});
