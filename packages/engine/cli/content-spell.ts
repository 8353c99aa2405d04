/**
 * `npm run spell`: spell-checks what readers see in content/ (Australian English plus
 * content/words.txt) and reports each unknown word as `path:line:col: Unknown word "..."` with suggestions.
 * Works offline. Exits non-zero when a word is unknown.
 *
 *   --format text|github (GitHub Actions gets annotations by default), --dir <content folder>
 */
import { formatFindings } from '../tooling/content/check/output-format.ts';
import { showRelativeTo } from '../tooling/content/check/problem-list.ts';
import { spellCheckContent } from '../tooling/content/authoring/spell-check.ts';
import { contentArgs } from './content-args.ts';

const { contentDir, format } = contentArgs();

const { findings, unreadable } = await spellCheckContent(contentDir, { show: showRelativeTo(process.cwd()) });
if (unreadable.length > 0)
  console.error(`Not spell-checked, because they do not parse (\`npm run check\` says why): ${unreadable.join(', ')}.`);
if (findings.length === 0) {
  console.log(`Spelling is clean in ${contentDir}.`);
} else {
  console.log(formatFindings(findings, format, 'Spelling'));
  const words = new Set(findings.map((f) => f.message)).size;
  console.log(
    `${findings.length} unknown word${findings.length === 1 ? '' : 's'} (${words} different) in the content. Fix the spelling, or add a correct name to content/words.txt; then run \`npm run spell\` again.`,
  );
  process.exit(1);
}
