/**
 * The content plugin: validates `content/` with the content schema (a build fails with every problem
 * listed), serves the manifest as `virtual:portal-content`, compiles each guide's MDX with @mdx-js/rollup
 * into its own lazily loaded chunk, and keeps `npm start` live as content is edited.
 */
import { readFileSync } from 'node:fs';
import { basename, relative, sep } from 'node:path';
import mdx from '@mdx-js/rollup';
import type { Plugin, ViteDevServer } from 'vite';
import { STEP_FILE } from '../../../src/shared/content/schema/step.ts';
import { resolveContentDir } from './content-dir.ts';
import { splitFrontMatter } from './front-matter.ts';
import { loadContent, type LoadedContent } from './load-content.ts';
import { ContentError, formatProblems } from './problems.ts';
import { STEP_REMARK_PLUGINS } from './remark-callout-directives.ts';
import { remarkFigurePriority } from './remark-figure-priority.ts';
import { CONTENT_MODULE, contentModuleCode, GUIDE_MODULE_PREFIX, guideModuleCode } from './virtual-modules.ts';

export interface ContentPluginOptions {
  /** Default: PORTAL_CONTENT_DIR, else `content/` in the project. */
  contentDir?: string;
}

export const CONTENT_PLUGIN_NAME = 'portal:content';

/** What other build plugins may ask of the content plugin (via `plugin.api`), so content loads once. */
export interface ContentPluginApi {
  loadedContent(): Promise<LoadedContent>;
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
  const frontMatters = new Map<string, string | null>();
  const load = () => (loaded ??= loadContent(contentDir));

  async function reload(reason: string) {
    loaded = null;
    const result = await load();
    if (result.problems.length > 0) server?.config.logger.error(`\n${formatProblems(result.problems)}`, { timestamp: true });
    else server?.config.logger.info(`content: ${reason}`, { timestamp: true });
    if (!server) return;
    for (const id of [...server.moduleGraph.idToModuleMap.keys()]) {
      if (id.startsWith(`\0${CONTENT_MODULE}`) || id.startsWith(`\0${GUIDE_MODULE_PREFIX}`)) {
        const mod = server.moduleGraph.getModuleById(id);
        if (mod) server.moduleGraph.invalidateModule(mod);
      }
    }
    server.ws.send({ type: 'full-reload' });
  }

  const frontMatterOf = (file: string, text?: string) => {
    try {
      return splitFrontMatter(text ?? readFileSync(file, 'utf8')).yaml;
    } catch {
      return null;
    }
  };

  const stripFrontMatter: Plugin = {
    name: 'portal:content-front-matter',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!isStepFile(file)) return null;
      const split = splitFrontMatter(code);
      frontMatters.set(file, split.yaml);
      // Blank lines, not removal, so MDX errors keep the file's line numbers.
      return { code: split.body, map: null };
    },
  };

  const main: Plugin = {
    name: CONTENT_PLUGIN_NAME,
    api: { loadedContent: load } satisfies ContentPluginApi,
    config() {
      return { server: { fs: { allow: [process.cwd(), contentDir] } } };
    },
    async buildStart() {
      const result = await load();
      // A build with broken content must fail, with the same messages as `npm run content:check`.
      if (result.problems.length > 0 && !server) this.error(`Invalid content:\n${formatProblems(result.problems)}`);
    },
    resolveId(id) {
      if (id === CONTENT_MODULE || id.startsWith(GUIDE_MODULE_PREFIX)) return `\0${id}`;
      return null;
    },
    async load(id) {
      if (!id.startsWith('\0')) return null;
      const virtual = id.slice(1);
      if (virtual !== CONTENT_MODULE && !virtual.startsWith(GUIDE_MODULE_PREFIX)) return null;
      const result = await load();
      if (result.problems.length > 0) throw new ContentError(result.problems);
      return virtual === CONTENT_MODULE ? contentModuleCode(result) : guideModuleCode(result, virtual.slice(GUIDE_MODULE_PREFIX.length));
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add(contentDir);
      const onAddOrRemove = (file: string) => {
        if (isContentFile(file)) void reload(`${relative(contentDir, file)} added or removed`);
      };
      devServer.watcher.on('add', onAddOrRemove);
      devServer.watcher.on('unlink', onAddOrRemove);
      const onDirectory = (dir: string) => {
        if (inContent(dir)) void reload(`${relative(contentDir, dir)} added or removed`);
      };
      devServer.watcher.on('addDir', onDirectory);
      devServer.watcher.on('unlinkDir', onDirectory);
      void load().then((r) => r.problems.length > 0 && devServer.config.logger.error(`\n${formatProblems(r.problems)}`));
    },
    async handleHotUpdate({ file, read }) {
      if (!inContent(file)) return undefined;
      if (!isContentFile(file)) return [];
      if (isStepFile(file)) {
        const before = frontMatters.has(file) ? frontMatters.get(file) : undefined;
        const after = frontMatterOf(file, await read());
        frontMatters.set(file, after);
        // Only the body changed: let React Fast Refresh swap the step in place.
        if (before === after) {
          loaded = null;
          return undefined;
        }
      }
      await reload(`${relative(contentDir, file)} changed`);
      return [];
    },
  };

  return [stripFrontMatter, { enforce: 'pre', ...mdx({ include: /\.mdx?$/, remarkPlugins: [...STEP_REMARK_PLUGINS, remarkFigurePriority] }) } as Plugin, main];
}
