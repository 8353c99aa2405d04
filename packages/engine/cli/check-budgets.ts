/**
 * `school-portal budgets`: checks a production build against the performance budgets (tooling/budgets/)
 * and fails, naming the chunk or image and its size, when one is over.
 *   school-portal budgets [--out dist]
 * `npm test` runs it after `npm run build`, on the same dist/ the end-to-end tests then serve. On GitHub
 * (GITHUB_ACTIONS=true) a guide over its budget is also noted on its guide.yaml in the pull request.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { resolveContentDir } from '../tooling/content/check/content-dir.ts';
import { loadContent } from '../tooling/content/check/load-content.ts';
import { formatFindingGithub, githubPaths } from '../tooling/content/check/output-format.ts';
import { contentSizes, evaluateBudgets, type BudgetResult } from '../tooling/budgets/budgets.ts';
import { BuildReadError, readBuildSizes } from '../tooling/budgets/build-sizes.ts';

// `school-portal budgets` says where the build is (--out); --dist is the older name.
const { values } = parseArgs({ options: { dist: { type: 'string', default: process.env.PORTAL_OUT_DIR ?? 'dist' } } });
const distDir = resolve(values.dist);

/** A failure as a GitHub note: on the guide's guide.yaml for a guide's chunk, else on the run. */
function githubNote(result: BudgetResult, contentDir: string): string {
  const guide = /^guide (?<id>[\w-]+)$/.exec(result.subject)?.groups?.id;
  if (guide) {
    const hint = "Its steps' compiled code is what the content check measures: shorten or split the longest steps.";
    return formatFindingGithub(
      { file: join(contentDir, 'guides', guide, 'guide.yaml'), line: 1, message: result.message, hint },
      'Size budget',
      githubPaths(),
    );
  }
  return `::error title=Size budget::${result.message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}`;
}

try {
  const contentDir = resolveContentDir();
  const loaded = await loadContent(contentDir);
  if (!loaded.manifest) throw new BuildReadError('the content has problems: run npm run check');
  const results = evaluateBudgets(readBuildSizes(distDir), contentSizes(loaded));
  const failures = results.filter((r) => !r.ok);
  for (const r of results.filter((r) => !r.subject.startsWith('image '))) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.message}`);
  const images = results.filter((r) => r.subject.startsWith('image '));
  console.log(`${images.every((r) => r.ok) ? 'ok  ' : 'FAIL'} ${images.length} content images checked (size and format).`);
  if (failures.length > 0) {
    console.error(`\n${failures.length} budget${failures.length === 1 ? '' : 's'} exceeded:`);
    for (const f of failures) console.error(`  ${f.message}`);
    if (process.env.GITHUB_ACTIONS === 'true') for (const f of failures) console.log(githubNote(f, contentDir));
    process.exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof BuildReadError)) throw error;
  console.error(`The budgets could not be checked: ${error.message}`);
  process.exitCode = 1;
}
