/**
 * The service worker's build (vite-plugin-pwa with Workbox): after one visit the portal works offline, so a
 * student fixing their WiFi can still follow the WiFi guide. The worker is src/app/sw.ts, built by Vite with
 * the list of files to precache injected (injectManifest: Vite bundles it in a moment, where generateSW's
 * own Babel and Terser build took half the portal's build time). It precaches the app shell, every guide's
 * chunk, and the images and icons; never the redirect-bridge page (nor its script and stylesheet), the demo
 * tenant, Graph or the function.
 */
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { REDIRECT_BRIDGE_PATH } from '../../src/shared/config/demo-tenant.ts';
import { REDIRECT_BRIDGE_ENTRY } from './redirect-bridge-build.ts';

export const SERVICE_WORKER_FILE = 'sw.js';
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/**
 * vite-plugin-pwa loads workbox-build (about half a second of module loading: its index brings the
 * generateSW bundler with Babel) only once the app is written. Started as soon as Rollup has every
 * module, the loading overlaps the bundler's own rendering, which runs off the main thread.
 */
function loadWorkboxEarly(): Plugin {
  return {
    name: 'portal:load-workbox-early',
    apply: 'build',
    buildEnd() {
      import('workbox-build').catch(() => {});
    },
  };
}

export function serviceWorker(): Plugin[] {
  return [
    loadWorkboxEarly(),
    ...VitePWA({
      // A new version waits until the reader chooses to reload (src/app/service-worker.ts shows the prompt),
      // so one page never mixes old and new chunks.
      registerType: 'prompt',
      // Registered by the app itself, after the first screen shows, so the first load carries none of it.
      injectRegister: false,
      strategies: 'injectManifest',
      srcDir: 'src/app',
      filename: 'sw.ts',
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
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,webp,avif,woff2}'],
        // The redirect bridge hands a sign-in back to the portal: always fresh from the network, with its
        // script and stylesheet (its own build writes them before this list is made).
        globIgnores: [
          REDIRECT_BRIDGE_PATH.slice(1),
          `assets/${REDIRECT_BRIDGE_ENTRY}-*.{js,css}`,
          'staticwebapp.config.json',
          SERVICE_WORKER_FILE,
        ],
        // The first-load chunk (React, the router and MSAL) is well under this; the budgets bound it anyway.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ];
}
