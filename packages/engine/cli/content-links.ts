/**
 * `npm run links`: asks every outside address the content uses whether it still answers, and
 * reports each broken one at every line that uses it. Needs the internet, so it runs on demand only, never
 * in `npm test` or CI (their network may be closed).
 *
 *   --timeout <s>      time limit per request (default 10)
 *   --deadline <s>     time limit for the whole check (default 120)
 *   --concurrency <n>  addresses asked at once (default 6)
 *   --format text|github, --dir <content folder>
 */
import { addressKey, checkAddresses, DEFAULT_LINK_CHECK, type LinkCheckOptions } from '../tooling/content/authoring/link-check.ts';
import { linkFindings } from '../tooling/content/authoring/link-report.ts';
import { formatFindings } from '../tooling/content/check/output-format.ts';
import { findOutsideAddresses } from '../tooling/content/authoring/outside-addresses.ts';
import { showRelativeTo } from '../tooling/content/check/problem-list.ts';
import { contentArgs } from './content-args.ts';

const { contentDir, format, valueOf } = contentArgs();
const number = (name: string, fallback: number, scale = 1) => {
  const raw = valueOf(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!(value > 0)) {
    console.error(`${name} needs a positive number, not "${raw}".`);
    process.exit(2);
  }
  return value * scale;
};

const options: LinkCheckOptions = {
  timeoutMs: number('--timeout', DEFAULT_LINK_CHECK.timeoutMs, 1000),
  deadlineMs: number('--deadline', DEFAULT_LINK_CHECK.deadlineMs, 1000),
  concurrency: Math.floor(number('--concurrency', DEFAULT_LINK_CHECK.concurrency)),
};

const { uses, unreadable } = findOutsideAddresses(contentDir, showRelativeTo(process.cwd()));
const addresses = new Set(uses.map((u) => addressKey(u.url)));
console.log(
  `Checking ${addresses.size} outside addresses (${uses.length} uses) in ${contentDir}.\n` +
    'This check needs the internet, so it is not part of `npm test` or CI (their network may be closed): run it before a release, or when a link seems broken.',
);
if (unreadable.length > 0)
  console.log(`Not searched for addresses, because they do not parse (\`npm run check\` says why): ${unreadable.join(', ')}.`);
const results = await checkAddresses(addresses, options);
const findings = linkFindings(uses, results, options);
const errors = findings.filter((f) => f.severity !== 'warning');
const warnings = findings.length - errors.length;
if (findings.length > 0) console.log(formatFindings(findings, format, 'Outside address'));
const broken = new Set(errors.map((f) => addressKey(f.url))).size;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
console.log(
  errors.length === 0
    ? `No broken addresses among ${addresses.size}${warnings > 0 ? `; ${plural(warnings, 'warning')} above` : ''}.`
    : `${broken} of ${addresses.size} addresses are broken (${plural(errors.length, 'use')}). Fix them, then run \`npm run links\` again.`,
);
const asked = [...results.values()].filter((r) => r.kind !== 'placeholder' && r.kind !== 'invalid');
if (asked.length > 0 && asked.every((r) => r.kind === 'unreachable' && /ENOTFOUND|EAI_AGAIN/.test(r.code))) {
  console.log(
    'No address could be found at all: this computer seems to be offline (or has no DNS). Run the check again with the internet.',
  );
}
process.exit(errors.length > 0 ? 1 : 0);
