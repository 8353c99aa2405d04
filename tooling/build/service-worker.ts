/**
 * The service worker (vite-plugin-pwa with Workbox): after one visit the portal works offline, so a student
 * fixing their WiFi can still follow the WiFi guide. It precaches the app shell, every guide's chunk, and the
 * images and icons; it never caches the redirect-bridge page, the demo tenant, Graph or the cloud function
 * (none of them is a file of the build, and navigations to them always go to the network).
 */
import { VitePWA } from 'vite-plugin-pwa';
import { REDIRECT_BRIDGE_PATH } from '../../src/shared/config/demo-tenant.ts';

export const SERVICE_WORKER_FILE = 'sw.js';
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/** Addresses a navigation must always fetch from the network (sign-in, the demo tenant, Graph, the function). */
export const NETWORK_ONLY_NAVIGATIONS = [/^\/redirect\.html/, /^\/demo-tenant\//, /^\/graph\//, /^\/api\//, /^\/_emulator\//];

export function serviceWorker() {
  return VitePWA({
    // A new version waits until the reader chooses to reload (src/app/service-worker.ts shows the prompt),
    // so one page never mixes old and new chunks.
    registerType: 'prompt',
    // Registered by the app itself, after the first screen shows, so the first load carries none of it.
    injectRegister: false,
    filename: SERVICE_WORKER_FILE,
    manifestFilename: WEB_MANIFEST_FILE,
    // The icons are in public/images/, which the precache takes anyway.
    includeManifestIcons: false,
    manifest: {
      name: 'School IT Portal',
      short_name: 'IT Portal',
      description: 'Set up your school devices and accounts, step by step.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f4f6f8',
      theme_color: '#12355b',
      icons: [
        { src: '/images/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/images/app-icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,webp,avif,woff2}'],
      // The redirect bridge hands a sign-in back to the portal: always fresh from the network.
      globIgnores: [REDIRECT_BRIDGE_PATH.slice(1), 'assets/redirect-*.js', 'staticwebapp.config.json'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: NETWORK_ONLY_NAVIGATIONS,
      // The first-load chunk (React, the router and MSAL) is over Workbox's 2 MB default only in raw terms
      // on some builds; allow what the budgets already bound.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
    },
  });
}
