import { ensureBrowser } from '../../tooling/browser/ensure-browser';

/**
 * How the e2e tests launch their browser: shared by the config and by specs that add a flag. The browser is
 * the one scripts/browser/find-browser.ts decides on (CHROMIUM_PATH, the system's Chromium, Chrome or Edge),
 * never a downloaded build; without one, loading the config stops with the command that fixes it.
 */
export const CHROMIUM_LAUNCH = {
  ...ensureBrowser().launch,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
