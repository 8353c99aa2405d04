/**
 * `npm run content:check`: validates everything under content/ and reports every problem at once as
 * `path:line: message` plus a hint. Exits non-zero when there is any problem.
 * `--report` also prints each guide's step totals per platform and user.
 */
import { resolveContentDir } from '../tooling/build/content-plugin/content-dir.ts';
import { loadContent } from '../tooling/build/content-plugin/load-content.ts';
import { formatProblems } from '../tooling/build/content-plugin/problems.ts';
import { stepReport } from '../tooling/build/content-plugin/report.ts';

const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const contentDir = dirFlag >= 0 && args[dirFlag + 1] ? resolveContentDir(process.cwd(), { PORTAL_CONTENT_DIR: args[dirFlag + 1] }) : resolveContentDir();

const { manifest, problems } = await loadContent(contentDir);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log(`Content is valid: ${manifest!.guides.length} guides in ${contentDir}.`);
if (args.includes('--report')) console.log(`\n${stepReport(manifest!)}`);
