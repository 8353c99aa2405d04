/**
 * Builds the benchmark's reference page (scripts/bench/reference/) to be served under /bench-reference/ by
 * the same preview server as the portal. Its one guide step is a real step file of the content folder,
 * compiled with @mdx-js/rollup and the portal's own remark plugins, its front-matter title exported as
 * `title` (the portal reads titles from its manifest; the reference has none).
 */
import { join, resolve } from 'node:path';
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { parse } from 'yaml';
import { splitFrontMatter } from '../../packages/engine/tooling/content/check/front-matter.ts';
import { STEP_REMARK_PLUGINS } from '../../packages/engine/tooling/content/mdx/remark-callout-directives.ts';
import { remarkFigurePriority } from '../../packages/engine/tooling/content/mdx/remark-figure-priority.ts';

export const REFERENCE_BASE = '/bench-reference/';
/** The step the portal shows first on /wifi for a laptop. */
export const REFERENCE_STEP = 'guides/wifi/01-on-campus.mdx';
const STEP_MODULE = 'virtual:reference-step';

/** Serves `virtual:reference-step` as the step file, front-matter replaced by an exported title. */
function referenceStep(stepFile: string): Plugin {
  return {
    name: 'bench:reference-step',
    enforce: 'pre',
    resolveId: (id) => (id === STEP_MODULE ? stepFile : null),
    transform(code, id) {
      if (id !== stepFile) return null;
      const { yaml, body } = splitFrontMatter(code);
      const title = (parse(yaml ?? '') as { title?: unknown } | null)?.title;
      if (typeof title !== 'string') this.error(`${stepFile}: the reference page needs the step's title in its front-matter.`);
      return { code: `export const title = ${JSON.stringify(title)}\n${body}`, map: null };
    },
  };
}

/** Builds the reference page into `<appDir>/bench-reference`; returns that folder. */
export async function buildReference(appDir: string, contentDir: string): Promise<string> {
  const outDir = join(appDir, REFERENCE_BASE);
  await build({
    configFile: false,
    root: resolve('scripts/bench/reference'),
    base: REFERENCE_BASE,
    logLevel: 'error',
    // The step's compiled MDX imports React's JSX runtime, which must come from the project even when the
    // content folder lies outside it (PORTAL_CONTENT_DIR), as in the portal's build.
    resolve: { dedupe: ['react', 'react-dom'] },
    plugins: [
      referenceStep(join(contentDir, REFERENCE_STEP)),
      { enforce: 'pre', ...mdx({ include: /\.mdx?$/, remarkPlugins: [...STEP_REMARK_PLUGINS, remarkFigurePriority] }) } as Plugin,
      react(),
    ],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return outDir;
}
