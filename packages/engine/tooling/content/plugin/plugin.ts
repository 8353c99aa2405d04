/**
 * The content plugin: validates `content/` with the content schema (a build fails with every problem
 * listed), serves the manifest as `virtual:portal-content`, compiles each guide's MDX (once: the check's
 * compile is the build's) into its own lazily loaded chunk, and keeps `npm start` live as content is edited.
 */
import { branding, SITE_MODULE, THEME_MODULE } from './branding.ts';
import { webpImages } from './webp-images.ts';
import { basename, relative, sep } from 'node:path';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { STEP_FILE } from '../../../src/shared/patterns.ts';
import { compiledSteps, type CompiledSteps } from './compiled-steps.ts';
import { resolveContentDir } from '../check/content-dir.ts';
import { overlayLoadError } from './dev-overlay.ts';
import { splitFrontMatter } from '../check/front-matter.ts';
import { liveContent, type LiveContent } from './live-content.ts';
import { loadContent, type LoadedContent } from '../check/load-content.ts';
import { mdxModules } from './mdx-modules.ts';
import { ContentError, formatProblems } from '../check/problems.ts';
import { stepCompiler, type StepCompilerOptions } from '../mdx/step-compiler.ts';
import {
  CONTENT_MODULE,
  contentModuleCode,
  GUIDE_MODULE_PREFIX,
  guideModuleCode,
  SEARCH_MODULE,
  searchModuleCode,
  DETAILS_MODULE,
  detailsModuleCode,
  NOTICES_MODULE,
  noticesModuleCode,
} from './virtual-modules.ts';

export interface ContentPluginOptions {
  /** Default: PORTAL_CONTENT_DIR, else `content/` in the project. */
  contentDir?: string;
  /**
   * The same folder's content as another instance of this plugin already loaded and checked, within the
   * same build (the prerender's server, tooling/integrations/prerender.ts): used as it is, neither checked
   * again nor watched. Checking is most of a build's time at a thousand steps; doing it twice doubled that.
   */
  checked?: () => Promise<LoadedContent>;
}

export const CONTENT_PLUGIN_NAME = 'portal:content';

/** The virtual modules the plugin serves: the first load's index, the content's details, each guide's chunk, the search index, the notices. */
const isContentModule = (id: string) =>
  id === CONTENT_MODULE || id === DETAILS_MODULE || id === SEARCH_MODULE || id === NOTICES_MODULE || id.startsWith(GUIDE_MODULE_PREFIX);

/** What other build plugins may ask of the content plugin (via `plugin.api`), so content loads once. */
export interface ContentPluginApi {
  loadedContent(): Promise<LoadedContent>;
}

/** The content plugin's API in a resolved config (other build plugins share its one load of the content). */
export function contentPluginApi(config: Pick<ResolvedConfig, 'plugins'>): ContentPluginApi | undefined {
  return config.plugins.find((p) => p.name === CONTENT_PLUGIN_NAME)?.api as ContentPluginApi | undefined;
}

export function content(options: ContentPluginOptions = {}): Plugin[] {
  const contentDir = options.contentDir ?? resolveContentDir();
  const inContent = (file: string) => {
    const rel = relative(contentDir, file);
    return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep);
  };
  // Step files are .mdx or .md (README.md is not one); pictures of any format, which the check judges.
  const isStepFile = (file: string) => inContent(file) && STEP_FILE.test(basename(file));
  // README.md and editor files are not content the portal reads.
  const isContentFile = (file: string) => isStepFile(file) || (inContent(file) && /\.(ya?ml|svg|png|jpe?g|gif|webp|avif)$/i.test(file));
  let loaded: Promise<LoadedContent> | null = null;
  let server: ViteDevServer | null = null;
  // The dev server's live checking (live-content.ts); null in a build.
  let live: LiveContent | null = null;
  // Made on first use, once Vite's config says how to compile (the check and the build share it).
  let compilerOptions: StepCompilerOptions = {};
  let devServer = false;
  let steps: CompiledSteps | null = null;
  const compiled = () => (steps ??= compiledSteps(stepCompiler(compilerOptions)));
  const check = () => loadContent(contentDir, { compile: compiled().compile });
  const load = () => (loaded ??= options.checked?.() ?? check());
  const overlaySource = { displayRoot: process.cwd(), plugin: CONTENT_PLUGIN_NAME };

  const stripFrontMatter: Plugin = {
    name: 'portal:content-front-matter',
    enforce: 'pre',
    transform: {
      // Vite calls the hook only for these modules, not for every module of the app.
      filter: { id: /\.mdx?(?:\?|$)/ },
      handler(code, id) {
        const file = id.split('?')[0]!;
        if (!isStepFile(file)) return null;
        const split = splitFrontMatter(code);
        live?.compiled(file, split.yaml);
        // Blank lines, not removal, so MDX errors keep the file's line numbers.
        return { code: split.body, map: null };
      },
    },
  };

  const main: Plugin = {
    name: CONTENT_PLUGIN_NAME,
    api: { loadedContent: load } satisfies ContentPluginApi,
    config(_config, env) {
      // `vite preview` serves a finished build: it checks the content (for the headers) but serves no step code.
      devServer = env.command === 'serve' && !env.isPreview;
      return { server: { fs: { allow: [contentDir] } } };
    },
    configResolved(config) {
      // Development JSX on the dev server, as @mdx-js/rollup made; source maps only where Vite uses them.
      compilerOptions = { development: config.mode === 'development', sourceMaps: devServer || Boolean(config.build.sourcemap) };
    },
    async buildStart() {
      const result = await load();
      // A build with broken content must fail, with the same messages as `npm run check`.
      if (result.problems.length > 0 && !server) this.error(`Invalid content:\n${formatProblems(result.problems)}`);
    },
    resolveId(id) {
      if (isContentModule(id)) return `\0${id}`;
      return null;
    },
    async load(id) {
      if (!id.startsWith('\0')) return null;
      const virtual = id.slice(1);
      if (!isContentModule(virtual)) return null;
      const result = await load();
      if (result.problems.length > 0) throw server ? overlayLoadError(result.problems, overlaySource) : new ContentError(result.problems);
      if (virtual === CONTENT_MODULE) return contentModuleCode(result);
      if (virtual === SEARCH_MODULE) return searchModuleCode(result);
      if (virtual === DETAILS_MODULE) return detailsModuleCode(result);
      if (virtual === NOTICES_MODULE) return noticesModuleCode(result);
      return guideModuleCode(result, virtual.slice(GUIDE_MODULE_PREFIX.length));
    },
    configureServer(devServer) {
      server = devServer;
      // A server over content already checked draws it once and goes: nothing to watch.
      if (options.checked) return;
      const client = devServer.environments.client;
      live = liveContent({
        ...overlaySource,
        contentDir,
        isStepFile,
        // Each check's result is what the content modules serve next.
        check: () => (loaded = check()),
        server: {
          logger: devServer.config.logger,
          send: (payload) => client.hot.send(payload),
          invalidateContentModules() {
            for (const [id, mod] of client.moduleGraph.idToModuleMap) {
              // The school's name, logo and colours (branding.ts) come from the content too.
              const virtual = id.slice(1).split('?', 1)[0]!;
              if (id.startsWith('\0') && (isContentModule(virtual) || virtual === SITE_MODULE || virtual === THEME_MODULE)) {
                client.moduleGraph.invalidateModule(mod);
              }
            }
          },
        },
      });
      devServer.watcher.add(contentDir);
      // Vite reports files to hotUpdate; folders (a guide added, renamed or deleted) only to the watcher.
      devServer.watcher.on('addDir', (dir) => inContent(dir) && live?.folderChanged(dir, 'addDir'));
      devServer.watcher.on('unlinkDir', (dir) => inContent(dir) && live?.folderChanged(dir, 'unlinkDir'));
      live.start();
    },
    // Vite calls this when the dev server closes or restarts (after a config change): no check may outlive it.
    closeBundle() {
      live?.close();
    },
    async hotUpdate({ type, file, read }) {
      if (this.environment.name !== 'client' || !live || !inContent(file)) return undefined;
      if (!isContentFile(file)) return [];
      // A step edited in place changes what search finds: the next load of the index is built again.
      const search = this.environment.moduleGraph.getModuleById(`\0${SEARCH_MODULE}`);
      if (search) this.environment.moduleGraph.invalidateModule(search);
      // 'hot': a valid body-only edit, which React Fast Refresh applies in place.
      return (await live.fileChanged(file, type, read)) === 'hot' ? undefined : [];
    },
  };

  return [stripFrontMatter, mdxModules(compiled), webpImages(), main, branding(load)];
}
