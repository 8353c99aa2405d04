/**
 * Unit tests only: stands in for `virtual:pwa-register`, which vite-plugin-pwa writes during the build.
 * The portal registers its worker only in production builds (src/app/service-worker.ts), so tests never call it.
 */
export function registerSW(): never {
  throw new Error('The service worker is registered only in a production build, not in unit tests.');
}
