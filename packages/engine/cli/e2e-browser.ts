/**
 * `npm run e2e:browser`, the first step of `npm test`: finds the browser the end-to-end tests will drive
 * (installing Chromium on a fresh Debian or Ubuntu machine run as root), so that a machine without one stops
 * at once with the command that fixes it, not after the unit tests and the build.
 */
import { ensureBrowser } from '../tooling/browser/ensure-browser.ts';

try {
  console.log(`End-to-end tests will use ${ensureBrowser().name}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
