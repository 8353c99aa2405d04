import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { compiledSteps } from '../../../packages/engine/tooling/content/plugin/compiled-steps';
import type { CompileStep } from '../../../packages/engine/tooling/content/mdx/step-compiler';

/** A compiler that says what it compiled, and counts. */
function counting() {
  const compile = vi.fn<CompileStep>(
    async (path, body) =>
      ({ code: `/* ${path} */ ${body}`, map: undefined, messages: [], parsed: { type: 'root' }, tree: { type: 'root' } }) as never,
  );
  return { compile, steps: compiledSteps(compile) };
}

describe('each step compiled once, for the check and the build', () => {
  it("gives the build the check's code for the same file and text, once; compiles again for new text", async () => {
    const { compile, steps } = counting();
    await steps.compile('/content/guides/wifi/01-a.mdx', 'Hello');
    expect((await steps.code('/content/guides/wifi/01-a.mdx', 'Hello')).code).toContain('Hello');
    expect(compile).toHaveBeenCalledTimes(1);
    // Asked again (the dev server after an edit): compiled afresh, with the new text.
    expect((await steps.code('/content/guides/wifi/01-a.mdx', 'Hello again')).code).toContain('Hello again');
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('finds it when the content folder is reached through a link, which the build resolves', async () => {
    const root = mkdtempSync(join(tmpdir(), 'compiled-steps-'));
    mkdirSync(join(root, 'real'));
    writeFileSync(join(root, 'real', '01-a.mdx'), 'Hello');
    symlinkSync(join(root, 'real'), join(root, 'linked'));
    const { compile, steps } = counting();
    await steps.compile(join(root, 'linked', '01-a.mdx'), 'Hello');
    await steps.code(join(root, 'real', '01-a.mdx'), 'Hello');
    expect(compile).toHaveBeenCalledTimes(1);
  });
});
