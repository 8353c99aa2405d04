/**
 * Each step compiled once. The content check compiles every step (its mistakes are the compiler's to
 * find); the build then asks for the same steps' code, which it takes from here instead of compiling
 * them again. What is taken is exactly what compiling would give: the same compiler, the same path and
 * the same text, else it is compiled afresh.
 */
import { realpathSync } from 'node:fs';
import { normalizePath } from 'vite';
import type { CompileStep, CompiledStep } from '../mdx/step-compiler.ts';

/**
 * One name per file for both sides: the check joins the content folder's path, the build asks with Vite's
 * module id, which has forward slashes and symbolic links resolved (a content folder reached through a link,
 * or Windows paths). Without it every lookup would miss and each step would be compiled twice, unnoticed.
 */
function keyOf(path: string): string {
  try {
    return normalizePath(realpathSync(path));
  } catch {
    return normalizePath(path);
  }
}

export interface CompiledSteps {
  /** Compiles a step for the check, and keeps its code for the build. */
  compile: CompileStep;
  /** The code of the step at `path` with this body: the check's, once, else compiled now. */
  code(path: string, body: string): Promise<Pick<CompiledStep, 'code' | 'map'>>;
}

export function compiledSteps(compile: CompileStep): CompiledSteps {
  const kept = new Map<string, { body: string } & Pick<CompiledStep, 'code' | 'map'>>();
  return {
    async compile(path, body) {
      const step = await compile(path, body);
      kept.set(keyOf(path), { body, code: step.code, map: step.map });
      return step;
    },
    async code(path, body) {
      const key = keyOf(path);
      const step = kept.get(key);
      // Taken once: a build asks once per step, and the dev server asks again after an edit, with a new body.
      kept.delete(key);
      const { code, map } = step?.body === body ? step : await compile(path, body);
      return { code, map };
    },
  };
}
