/**
 * Build time: each public guide's first screen as plain HTML (src/app/prerender.tsx, drawn with React in
 * Node through Vite's SSR loader, with the school's content), so a phone that opens a public guide's
 * address paints its step as soon as the page and its stylesheet arrive, rather than after the app's code
 * has downloaded and run: on a slow phone that code is most of the wait. The page is the build's own
 * index.html with the screen inside `#root`, once per device the school has, and a small head script that
 * shows the visitor's device's (src/app/prerendered.ts); the app then draws the same screen over it.
 * The static host answers the guide's address with it (static-web-app-config.ts's route rewrites), as
 * `npm run preview` does. Nothing of it is in the offline cache: offline, the app draws the page.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, createServer, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { PRERENDERED_DEVICES_ATTRIBUTE, PRERENDERED_FOR_ATTRIBUTE } from '../../src/shared/platform/prerendered-page.ts';
import type { DeviceName } from '../../src/shared/user/devices.ts';
import { content, contentPluginApi } from '../content/plugin/plugin.ts';
import type { LoadedContent } from '../content/check/load-content.ts';
import { PRERENDERED_SCRIPT_PREFIX, prerenderedFile } from './prerender-routes.ts';
import { routePreloadMap } from './route-preload.ts';

interface PrerenderModule {
  devices: readonly DeviceName[];
  publicPaths: readonly string[];
  prerenderScreen(path: string, device: DeviceName): Promise<{ html: string; title: string }>;
}

export class PrerenderError extends Error {
  override name = 'PrerenderError';
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The page for one address: `index` (the build's index.html) with the screens in `#root` (the school's first
 * device's shown when scripts do not run), the screen's title, and the head script before the app's.
 */
export function prerenderedPage(
  index: string,
  screens: readonly { device: DeviceName; html: string }[],
  { title, script, styles = [] }: { title: string; script: string; styles?: readonly string[] },
): string {
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new PrerenderError(`The build's index.html has no empty ${root} to prerender into.`);
  const devices = JSON.stringify(screens.map((s) => s.device));
  // The strict CSP (style-src 'self') refuses style attributes in a page's HTML, and says so in the
  // console; the app sets the same styles from script (a step's progress bar), where the policy allows them.
  const withoutStyles = (html: string) => html.replace(/ style="[^"]*"/g, '');
  const wrapped = screens
    .map(
      (s, i) =>
        `<div ${PRERENDERED_FOR_ATTRIBUTE}="${s.device}"${i === 0 ? ' data-prerendered-default' : ''}>${withoutStyles(s.html)}</div>`,
    )
    .join('');
  // The screen's own stylesheets (its chunks'), which the app would load with its code: the screen needs them
  // to look as it will. After the app's own, as the app adds them; its loader finds them there and adds none.
  const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">\n  `).join('');
  const head = `<script src="${script}" ${PRERENDERED_DEVICES_ATTRIBUTE}="${escapeAttribute(devices)}"></script>\n    `;
  // Before every other script: it must have marked the page before the body is parsed.
  const firstScript = index.indexOf('<script');
  if (firstScript === -1) throw new PrerenderError("The build's index.html has no script to put the prerender's before.");
  return (index.slice(0, firstScript) + head + index.slice(firstScript))
    .replace('</head>', `${links}</head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace(root, `<div id="root">${wrapped}</div>`);
}

/** The head script (src/app/prerendered-entry.ts) as one classic script, written into the build's assets. */
async function buildHeadScript(root: string, outDir: string, base: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      lib: { entry: resolve(root, 'src/app/prerendered-entry.ts'), formats: ['iife'], name: 'portalPrerendered' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  if (!chunk) throw new PrerenderError('The prerendered page script did not build.');
  const fileName = `${PRERENDERED_SCRIPT_PREFIX}${createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(outDir, fileName), chunk.code);
  return `${base}${fileName}`;
}

/** One address's prerendered screens, one per device, and its title. */
export interface PrerenderedScreens {
  title: string;
  screens: { device: DeviceName; html: string }[];
}

/**
 * Draws every public guide's screens with Vite's SSR loader: the app's own modules (Vite's `root`, this
 * package) and the school's content, with the build's mode and environment (its tenant).
 */
export async function drawScreens(config: {
  root: string;
  mode: string;
  envDir: string | false;
  cacheDir: string;
  contentDir: string;
  /** The build's own check of the same content (the content plugin's), reused rather than checked again. */
  checked?: () => Promise<LoadedContent>;
}): Promise<Map<string, PrerenderedScreens>> {
  const { contentDir, checked } = config;
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    cacheDir: config.cacheDir,
    logLevel: 'error',
    appType: 'custom',
    plugins: [content({ contentDir, checked }), react({ include: /\.(mdx|md|tsx|ts|jsx|js)$/ })],
    resolve: { dedupe: ['react', 'react-dom'] },
    // Node loads the packages as they are: nothing to pre-bundle for a browser.
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
    const pages = new Map<string, PrerenderedScreens>();
    for (const path of module.publicPaths) {
      const screens: { device: DeviceName; html: string }[] = [];
      let title = '';
      for (const device of module.devices) {
        const drawn = await module.prerenderScreen(path, device);
        title = drawn.title;
        screens.push({ device, html: drawn.html });
      }
      pages.set(path, { title, screens });
    }
    return pages;
  } finally {
    await server.close();
  }
}

export function prerenderPublicGuides({ contentDir }: { contentDir: string }): Plugin {
  let config: ResolvedConfig | null = null;
  // Each address's stylesheets beyond the entry's, from the app's bundle (as the route preload finds them).
  let styles: Record<string, string[]> = {};
  return {
    name: 'portal:prerender',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      // Only the app's own build (the redirect bridge's has no index.html).
      if (!bundle['index.html']) return;
      const manifest = (await contentPluginApi(config!)?.loadedContent())?.manifest;
      if (!manifest) throw new PrerenderError('The prerender needs the content plugin and valid content.');
      const map = routePreloadMap(bundle, manifest);
      styles = Object.fromEntries(
        Object.entries(map).map(([path, files]) => [path, files.filter((f) => f.endsWith('.css')).map((f) => `${config!.base}${f}`)]),
      );
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const resolved = config!;
        const outDir = resolve(resolved.root, resolved.build.outDir);
        const api = contentPluginApi(resolved);
        const pages = await drawScreens({ ...resolved, contentDir, checked: api && (() => api.loadedContent()) });
        if (pages.size === 0) return;
        const index = readFileSync(join(outDir, 'index.html'), 'utf8');
        const script = await buildHeadScript(resolved.root, outDir, resolved.base);
        for (const [path, { title, screens }] of pages) {
          const file = join(outDir, prerenderedFile(path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, prerenderedPage(index, screens, { title, script, styles: styles[path] }));
        }
        resolved.logger.info(
          `Prerendered ${pages.size} public guide${pages.size === 1 ? '' : 's'} for ${pages.values().next().value!.screens.length} device(s).`,
        );
      },
    },
  };
}
