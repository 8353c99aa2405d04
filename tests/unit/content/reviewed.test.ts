/** A guide's `reviewed:` day: the field, how the portal writes it, and `content:check -- --stale`. */
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysSince, formatDay, isoDay } from '../../../src/shared/content/derive/reviewed';
import { guideSchema } from '../../../src/shared/content/schema/guide';
import type { GuideEntry } from '../../../src/shared/content/schema/manifest';
import { loadContent, type LoadedContent } from '../../../tooling/content/check/load-content';
import { formatFindings } from '../../../tooling/content/check/output-format';
import { showRelativeTo } from '../../../tooling/content/check/problem-list';
import { validateYaml } from '../../../tooling/content/check/validate-yaml';
import { guideYamlLocator, parseStaleDays, staleGuides, staleSummary } from '../../../tooling/content/authoring/stale';
import { DEMO_SCHOOL } from './load-fixture';

const GUIDE = 'title: WiFi\nroute: /wifi\nlayout: steps\n';
const problems = (yaml: string) => validateYaml(yaml, guideSchema, 'guide.yaml').problems.map((p) => `${p.file}:${p.line}: ${p.message}`);

describe('reviewed: in guide.yaml', () => {
  it('takes a YYYY-MM-DD day, which YAML keeps as the text written', () => {
    expect(validateYaml(`${GUIDE}reviewed: 2026-11-12\n`, guideSchema, 'guide.yaml').data?.reviewed).toBe('2026-11-12');
    expect(validateYaml(GUIDE, guideSchema, 'guide.yaml').data?.reviewed).toBeUndefined();
  });

  it.each([
    ['12/11/2026', '"reviewed": "12/11/2026" is not a date written as YYYY-MM-DD, e.g. 2026-11-12.'],
    ['2026-02-30', '"reviewed": "2026-02-30" is not a date written as YYYY-MM-DD, e.g. 2026-11-12.'],
    ['12 Nov 2026', '"reviewed": "12 Nov 2026" is not a date written as YYYY-MM-DD, e.g. 2026-11-12.'],
  ])('refuses %s on its line', (written, message) => {
    expect(problems(`${GUIDE}reviewed: ${written}\n`)).toEqual([`guide.yaml:4: ${message}`]);
  });
});

describe('the reviewed day as the portal shows it', () => {
  it.each([
    ['2026-11-12', '12 Nov 2026'],
    ['2026-09-01', '1 Sep 2026'],
    ['2025-01-31', '31 Jan 2025'],
  ])('writes %s as "%s"', (iso, shown) => {
    expect(formatDay(iso)).toBe(shown);
  });

  it('counts whole days to today, across a month end and a leap day', () => {
    expect(daysSince('2026-11-12', new Date(2026, 10, 25, 23, 59))).toBe(13);
    expect(daysSince('2028-02-28', new Date(2028, 2, 1))).toBe(2);
    expect(daysSince('2026-11-26', new Date(2026, 10, 25))).toBe(-1);
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('content:check -- --stale', () => {
  let loaded: LoadedContent;
  beforeAll(async () => {
    loaded = await loadContent(DEMO_SCHOOL, { displayRoot: DEMO_SCHOOL });
  }, 30_000);
  const guides = () => loaded.manifest!.guides;
  const locate = () => guideYamlLocator(loaded.files.guideDirs, showRelativeTo(DEMO_SCHOOL));
  const today = new Date(2026, 10, 25);

  it('lists, as warnings, each guide not checked in that many days or never, and not a code-backed tool', () => {
    const found = staleGuides(guides(), 180, today, locate());
    const stale = found.map((f) => `${f.severity} ${f.file}:${f.line}: ${f.message}`);
    expect(stale).toContain('warning guides/adobe/guide.yaml:4: Adobe Creative Cloud was last checked by IT 631 days ago, on 4 Mar 2025.');
    expect(stale).toContain('warning guides/printing/guide.yaml:1: Printing has never been checked by IT: its guide.yaml has no "reviewed:" day.');
    expect(stale.some((s) => s.includes('guides/wifi/'))).toBe(false);
    expect(stale.some((s) => s.includes('guides/resetstudpass/') || s.includes('guides/guidehealth/'))).toBe(false);
    // Every guide but WiFi (checked 13 days ago) and the two tools.
    expect(found).toHaveLength(guides().length - 3);
    expect(found.find((f) => f.file === 'guides/adobe/guide.yaml')?.hint).toBe(
      'Check its steps against what students see now, then set "reviewed: 2026-11-25" in its guide.yaml.',
    );
    expect(found.find((f) => f.file === 'guides/printing/guide.yaml')?.hint).toBe(
      'Check its steps against what students see now, then add "reviewed: 2026-11-25" to its guide.yaml.',
    );
  });

  it('counts a guide checked exactly that many days ago as checked', () => {
    const wifi = (reviewed: string) => [{ ...guides().find((g) => g.id === 'wifi')!, reviewed } as GuideEntry];
    expect(staleGuides(wifi('2026-05-29'), 180, today, locate())).toEqual([]);
    expect(staleGuides(wifi('2026-05-28'), 180, today, locate())).toHaveLength(1);
  });

  it('prints GitHub warnings, not errors, for a pull request', () => {
    const found = staleGuides(guides(), 180, today, locate()).filter((f) => f.file.includes('adobe'));
    expect(formatFindings(found, 'github', 'Not checked lately', { cwd: DEMO_SCHOOL, root: DEMO_SCHOOL })).toMatch(
      /^::warning file=guides\/adobe\/guide\.yaml,line=4,title=Not checked lately::Adobe Creative Cloud was last checked by IT 631 days ago/,
    );
  });

  it('takes a whole number of days, and says how many guides it found', () => {
    expect(parseStaleDays('180')).toBe(180);
    for (const wrong of [undefined, '', '0', '-5', 'six', '1.5']) expect(parseStaleDays(wrong)).toBeNull();
    expect(staleSummary(1, 180)).toBe('1 guide not checked by IT in the last 180 days (warnings: the check still passes).');
    expect(staleSummary(0, 90)).toBe('Every guide was checked by IT in the last 90 days.');
  });

  it('passes (exit code 0) when it finds only guides to check again, and refuses a --stale without days', () => {
    const run = (args: string[]) => spawnSync('npx', ['tsx', 'scripts/content-check.ts', '--dir', DEMO_SCHOOL, '--format', 'text', ...args], { cwd: process.cwd(), encoding: 'utf8', timeout: 120_000 });
    const stale = run(['--stale', '180']);
    expect(stale.status).toBe(0);
    expect(stale.stdout).toContain('tests/fixtures/demo-school/guides/adobe/guide.yaml:4: warning: Adobe Creative Cloud was last checked by IT');
    expect(stale.stdout).toMatch(/\d+ guides not checked by IT in the last 180 days \(warnings: the check still passes\)\./);
    const wrong = run(['--stale']);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('--stale needs a number of days, e.g. npm run content:check -- --stale 180');
  }, 120_000);
});
