/**
 * Compiles .mdx and .md modules (steps arrive with their front-matter blanked) to JavaScript with the
 * content check's compiler, so a step the check compiled is not compiled again (compiled-steps.ts).
 */
import type { Plugin } from 'vite';
import type { CompiledSteps } from './compiled-steps.ts';

/** What @mdx-js/rollup, used before, compiled: any .mdx or .md file, whatever its query. */
const MDX_MODULE = /\.mdx?(?:\?|$)/;

export function mdxModules(steps: () => CompiledSteps): Plugin {
  return {
    name: 'portal:content-mdx',
    enforce: 'pre',
    transform: {
      // Vite calls the hook only for these modules, not for every module of the app.
      filter: { id: MDX_MODULE },
      handler(code, id) {
        // A virtual module is not a file.
        if (id.includes('\0')) return null;
        return steps().code(id.split('?', 1)[0]!, code);
      },
    },
  };
}
