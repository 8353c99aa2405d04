/**
 * Build time: a small script, loaded by index.html before the app, that asks the browser for the chunks of the
 * screen at the page's address (a guide's screen, its own chunk and their styles) at once, instead of once the
 * app's own code has downloaded and run (MSAL, React and the router come first; only then would the router
 * ask for the screen). On a slow laptop the two downloads then overlap, and the first step shows sooner. A
 * new tab, which holds no sign-in yet, is sent to the sign-in page first: it asks for nothing, unless the
 * address is a public guide's, which shows without signing in.
 *
 * The map follows the router's lazy screens (src/app/router.tsx): every content route loads the content
 * screens' chunk (src/app/content-screens.ts) and the content's details (virtual:portal-details), and a
 * guide with step files its own chunk as well. An e2e test
 * (tests/e2e/route-preload.spec.ts) holds the map to what a load fetches.
 */
import { createHash } from 'node:crypto';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { MSAL_KEY_PREFIX } from '../../src/shared/config/tab-sign-in.ts';
import { contentRoutes, type ContentRoute } from '../../src/shared/content/derive/routes.ts';
import { hasStepFiles } from '../../src/shared/content/layouts.ts';
import type { ContentManifest } from '../../src/shared/content/schema/manifest.ts';
import { contentPluginApi } from '../content/plugin/plugin.ts';
import { GUIDE_MODULE_PREFIX, DETAILS_MODULE } from '../content/plugin/virtual-modules.ts';

/** The module the router imports for every content route (the screens and their frame). */
const CONTENT_SCREENS = 'src/app/content-screens.ts';

/** The modules (ends of their ids) the router imports for this route. */
function routeModules(route: ContentRoute, manifest: ContentManifest): string[] {
  const details = `\0${DETAILS_MODULE}`;
  if (route.kind === 'setup-guide') return [CONTENT_SCREENS, details];
  const guide = manifest.guides.find((g) => g.id === route.guideId);
  if (!guide || !hasStepFiles(guide)) return [CONTENT_SCREENS, details];
  return [CONTENT_SCREENS, details, `\0${GUIDE_MODULE_PREFIX}${guide.id}`];
}

type ChunkWithCss = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** Each route's files to preload, beyond what the entry loads anyway: JS chunks and their CSS. */
export function routePreloadMap(bundle: Rolldown.OutputBundle, manifest: ContentManifest): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file): file is ChunkWithCss => file.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: ChunkWithCss[]) => {
    const seen = new Set<ChunkWithCss>();
    const visit = (chunk: ChunkWithCss) => {
      if (seen.has(chunk)) return;
      seen.add(chunk);
      // The libraries (libraries-script.ts) are external: the classic script, not a chunk.
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) visit(imported);
      }
    };
    start.forEach(visit);
    return seen;
  };
  const entry = chunks.find((c) => c.isEntry && c.name === 'main');
  if (!entry) throw new Error('Route preload: the build has no main entry chunk.');
  const loadedByEntry = closure([entry]);
  const chunkOf = (module: string) =>
    chunks.find((c) => c.facadeModuleId === module || c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${module}`));

  const map: Record<string, string[]> = {};
  for (const route of contentRoutes(manifest)) {
    const starts = routeModules(route, manifest).map((module) => {
      const chunk = chunkOf(module);
      if (!chunk) throw new Error(`Route preload: no chunk for ${module} (route ${route.path}); has the router changed?`);
      return chunk;
    });
    const needed = [...closure(starts)].filter((c) => !loadedByEntry.has(c));
    map[route.path] = [...needed.map((c) => c.fileName), ...new Set(needed.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))];
  }
  return map;
}

/**
 * An expression for the script: src/shared/config/tab-sign-in.ts's `tabHoldsSignIn`. A new tab holds no
 * sign-in and leaves for the sign-in page before any screen could show: its screen's files would be
 * downloaded for nothing, on the same line as the app's code that sends it there.
 */
const TAB_HOLDS_SIGN_IN = `(function(){try{for(var i=0;i<sessionStorage.length;i++)if(String(sessionStorage.key(i)).indexOf(${JSON.stringify(MSAL_KEY_PREFIX)})===0)return true;return false}catch(e){return true}})()`;

/**
 * The script: in a tab that holds a sign-in, for the page's own address, a modulepreload (or style preload)
 * link per file, marked `data-route-preload`. Files are listed once and routes refer to them by number, to
 * keep it small. Each
 * link is `crossorigin`, as Vite's own links to the same files are: a preload made in another mode is not
 * reused, and the file would be downloaded again.
 */
export function routePreloadScript(map: Record<string, string[]>, base: string, publicPaths: readonly string[] = []): string {
  const files = [...new Set(Object.values(map).flat())];
  const routes = Object.fromEntries(Object.entries(map).map(([path, list]) => [path, list.map((f) => files.indexOf(f))]));
  // A public guide's screen shows in a new tab too (it signs in only when asked): its files are wanted.
  const open = Object.fromEntries(publicPaths.map((path) => [path, 1]));
  return `(function(){var f=${JSON.stringify(files)},m=${JSON.stringify(routes)},o=${JSON.stringify(open)},p=location.pathname.replace(/\\/+$/,"")||"/",r=m[p];if(!r||!(o[p]||${TAB_HOLDS_SIGN_IN}))return;for(var i=0;i<r.length;i++){var u=f[r[i]],l=document.createElement("link"),c=/\\.css$/.test(u);l.rel=c?"preload":"modulepreload";if(c)l.setAttribute("as","style");l.crossOrigin="";l.href=${JSON.stringify(base)}+u;l.setAttribute("data-route-preload","");document.head.appendChild(l)}})();\n`;
}

export function routePreload(): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: 'portal:route-preload',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'] as Rolldown.OutputAsset | undefined;
      // Only the app's own page has an address to preload for.
      if (!html || html.type !== 'asset') return;
      const manifest = (await contentPluginApi(config!)?.loadedContent())?.manifest;
      if (!manifest) throw new Error('Route preload needs the content plugin and valid content.');
      const publicPaths = manifest.guides.filter((g) => g.public).map((g) => g.route);
      const source = routePreloadScript(routePreloadMap(bundle, manifest), config!.base, publicPaths);
      const fileName = `assets/route-preload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      // A classic script before the module script: it runs while the app's code is still downloading.
      const tag = `<script src="${config!.base}${fileName}"></script>\n    `;
      html.source = String(html.source).replace(/<script type="module"/, (found) => `${tag}${found}`);
    },
  };
}
