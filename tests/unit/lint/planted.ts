import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// Lints planted files with the project's own ESLint config, as `npx eslint .` would; the files need not exist
// on disk, but what they import does.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

/** The messages one rule gives a planted file. */
export async function plantedMessages(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
