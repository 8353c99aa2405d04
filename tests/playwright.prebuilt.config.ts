/**
 * The e2e run over the build that `npm run build` has just made, as `npm test` runs it: the same as
 * playwright.config.ts with E2E_PREBUILT set here rather than on the command line, so that the npm script
 * has no inline environment variable (which Windows' command prompt does not understand).
 */
process.env.E2E_PREBUILT = '1';
const { default: config } = await import('./playwright.config');
export default config;
