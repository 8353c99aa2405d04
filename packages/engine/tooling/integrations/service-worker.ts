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
import { DEFAULT_DESCRIPTION, SHORT_NAME_MAX } from '../../src/shared/content/schema/school.ts';
import type { BrandingPicture } from '../content/check/check-school.ts';
import { schoolAtStart } from '../content/check/check-school.ts';
import { DEFAULT_ICON, pictureAddress } from '../content/plugin/branding.ts';
import { PRERENDERED_DIR, PRERENDERED_SCRIPT_PREFIX } from './prerender-routes.ts';
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

type ManifestIcon = { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' };

function manifestIcon(
  field: 'icon' | 'maskableIcon',
  picture: BrandingPicture | undefined,
  purpose: ManifestIcon['purpose'],
): ManifestIcon {
  if (!picture) return { src: DEFAULT_ICON, sizes: 'any', type: 'image/svg+xml', purpose };
  const vector = picture.format === 'svg';
  return {
    src: pictureAddress(field, picture),
    sizes: vector ? 'any' : `${picture.size.width}x${picture.size.height}`,
    type: vector ? 'image/svg+xml' : `image/${picture.format}`,
    purpose,
  };
}

/**
 * The installed app's manifest, from school.yaml: its name and short name, what it is for, its colours
 * and icons. School.yaml with mistakes fails the build in the content plugin; until then, placeholders.
 */
export function webAppManifest(contentDir: string) {
  const found = schoolAtStart(contentDir);
  const portal = found?.school.portal;
  const pictures = found?.pictures ?? {};
  const name = portal?.name ?? 'IT Portal';
  return {
    name,
    short_name: portal?.shortName ?? ([...name].length <= SHORT_NAME_MAX ? name : [...name].slice(0, SHORT_NAME_MAX).join('').trim()),
    description: portal?.description ?? DEFAULT_DESCRIPTION,
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    // The page's own background (tokens.css --bg) while the app opens, and the school's colour around it.
    background_color: '#f4f6f8',
    theme_color: portal?.colours?.brand ?? '#12355b',
    icons: [manifestIcon('icon', pictures.icon, 'any'), manifestIcon('maskableIcon', pictures.maskableIcon ?? pictures.icon, 'maskable')],
  };
}

export function serviceWorker(contentDir: string): Plugin[] {
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
      includeManifestIcons: false,
      // The school's own (school.yaml); its pictures are under /brand/, which the precache takes anyway.
      manifest: webAppManifest(contentDir),
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,webp,avif,woff2}'],
        // The redirect bridge hands a sign-in back to the portal: always fresh from the network, with its
        // script and stylesheet (its own build writes them before this list is made).
        globIgnores: [
          REDIRECT_BRIDGE_PATH.slice(1),
          `assets/${REDIRECT_BRIDGE_ENTRY}-*.{js,css}`,
          'staticwebapp.config.json',
          SERVICE_WORKER_FILE,
          // A public guide's prerendered page and its script: offline, the app draws the page (prerender.ts).
          `${PRERENDERED_DIR}/**`,
          `${PRERENDERED_SCRIPT_PREFIX}*.js`,
        ],
        // The first-load chunk (React, the router and MSAL) is well under this; the budgets bound it anyway.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ];
}
