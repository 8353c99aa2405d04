/**
 * `npm run check`: validates everything under content/ and reports every problem at once as
 * `path:line: message` plus a hint. Exits non-zero when there is any problem.
 * `--report` also prints each guide's step totals per platform and user.
 * `--stale <days>` also lists, as warnings, the guides IT has not checked (their `reviewed:` day) for that
 * many days, or ever; warnings leave the exit code at 0.
 * Values that look like secrets (content/ is public) are listed as warnings on every run; they leave the
 * exit code as it is. So is school.yaml's `reports:` when no guide is Guide Health (nothing is reported).
 * `--format github` prints the problems as GitHub annotations (the default when GITHUB_ACTIONS=true), so a
 * pull request shows each one on its line; `--format text` forces the text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../tooling/content/check/load-content.ts';
import { formatFindings } from '../tooling/content/check/output-format.ts';
import { showRelativeTo } from '../tooling/content/check/problem-list.ts';
import { formatProblems } from '../tooling/content/check/problems.ts';
import { stepReport } from '../tooling/content/authoring/report.ts';
import { guideYamlLocator, parseStaleDays, staleGuides, staleSummary } from '../tooling/content/authoring/stale.ts';
import { secretSummary, secretWarnings } from '../tooling/content/authoring/secret-warnings.ts';
import { UNREAD_REPORTS_SUMMARY, unreadReportsWarnings } from '../tooling/content/authoring/unread-reports.ts';
import { contentArgs } from './content-args.ts';

const { args, contentDir, format, valueOf } = contentArgs();

const staleDays = args.includes('--stale') ? parseStaleDays(valueOf('--stale')) : undefined;
if (staleDays === null) {
  console.error('--stale needs a number of days, e.g. npm run check -- --stale 180');
  process.exit(2);
}

const { manifest, problems, files } = await loadContent(contentDir);
// Before the problems, so a run that fails still shows them.
const secrets = secretWarnings(contentDir, showRelativeTo(process.cwd()));
if (secrets.length > 0) console.log(`${formatFindings(secrets, format, 'Looks like a secret')}\n${secretSummary(secrets.length)}\n`);
if (problems.length > 0) {
  if (format === 'github') {
    console.log(formatFindings(problems, 'github', 'Content check'));
    console.error(
      `${problems.length} problem${problems.length === 1 ? '' : 's'} in the content (shown on their lines in the pull request).`,
    );
  } else console.error(formatProblems(problems));
  process.exit(1);
}
console.log(`Content is valid: ${manifest!.guides.length} guides in ${contentDir}.`);
const schoolYaml = join(contentDir, 'school.yaml');
const unread = unreadReportsWarnings(manifest!, {
  file: showRelativeTo(process.cwd())(schoolYaml),
  text: readFileSync(schoolYaml, 'utf8'),
});
if (unread.length > 0) console.log(`\n${formatFindings(unread, format, 'Reports nobody reads')}\n${UNREAD_REPORTS_SUMMARY}`);
if (args.includes('--report')) console.log(`\n${stepReport(manifest!)}`);
if (staleDays) {
  const stale = staleGuides(manifest!.guides, staleDays, new Date(), guideYamlLocator(files.guideDirs, showRelativeTo(process.cwd())));
  if (stale.length > 0) console.log(`\n${formatFindings(stale, format, 'Not checked lately')}`);
  console.log(`${stale.length > 0 ? '' : '\n'}${staleSummary(stale.length, staleDays)}`);
}
