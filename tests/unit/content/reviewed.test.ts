/** A guide's `reviewed:` day: the field, how the portal writes it, and `check -- --stale`. */
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysSince, formatDay, isoDay } from '../../../packages/engine/src/shared/content/derive/reviewed';
import { guideSchema } from '../../../packages/engine/src/shared/content/schema/guide';
import type { GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import { loadContent, type LoadedContent } from '../../../packages/engine/tooling/content/check/load-content';
import { formatFindings } from '../../../packages/engine/tooling/content/check/output-format';
import { showRelativeTo } from '../../../packages/engine/tooling/content/check/problem-list';
import { validateYaml } from '../../../packages/engine/tooling/content/check/validate-yaml';
import { guideYamlLocator, parseStaleDays, staleGuides, staleSummary } from '../../../packages/engine/tooling/content/authoring/stale';
import { VALID_FIXTURE } from './load-fixture';
import { SCHOOL_PORTAL_BIN } from '../../support/paths';

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

describe('check -- --stale', () => {
  let loaded: LoadedContent;
  beforeAll(async () => {
    loaded = await loadContent(VALID_FIXTURE, { displayRoot: VALID_FIXTURE });
  }, 30_000);
  const guides = () => loaded.manifest!.guides;
  const locate = () => guideYamlLocator(loaded.files.guideDirs, showRelativeTo(VALID_FIXTURE));
  const today = new Date(2026, 10, 25);

  it('lists, as warnings, each guide not checked in that many days or never, and not a code-backed tool', () => {
    const found = staleGuides(guides(), 180, today, locate());
    const stale = found.map((f) => `${f.severity} ${f.file}:${f.line}: ${f.message}`);
    expect(stale).toContain('warning guides/basics/guide.yaml:8: The Basics was last checked by IT 631 days ago, on 4 Mar 2025.');
    expect(stale).toContain(
      'warning guides/info/guide.yaml:1: Information has never been checked by IT: its guide.yaml has no "reviewed:" day.',
    );
    expect(stale.some((s) => s.includes('guides/switcher/'))).toBe(false);
    expect(stale.some((s) => s.includes('guides/tool/'))).toBe(false);
    // Every guide but Switcher (checked 13 days ago) and the tool.
    expect(found).toHaveLength(guides().length - 2);
    expect(found.find((f) => f.file === 'guides/basics/guide.yaml')?.hint).toBe(
      'Check its steps against what students see now, then set "reviewed: 2026-11-25" in its guide.yaml.',
    );
    expect(found.find((f) => f.file === 'guides/info/guide.yaml')?.hint).toBe(
      'Check its steps against what students see now, then add "reviewed: 2026-11-25" to its guide.yaml.',
    );
  });

  it('counts a guide checked exactly that many days ago as checked', () => {
    const switcher = (reviewed: string) => [{ ...guides().find((g) => g.id === 'switcher')!, reviewed } as GuideEntry];
    expect(staleGuides(switcher('2026-05-29'), 180, today, locate())).toEqual([]);
    expect(staleGuides(switcher('2026-05-28'), 180, today, locate())).toHaveLength(1);
  });

  it('prints GitHub warnings, not errors, for a pull request', () => {
    const found = staleGuides(guides(), 180, today, locate()).filter((f) => f.file.includes('basics'));
    expect(formatFindings(found, 'github', 'Not checked lately', { cwd: VALID_FIXTURE, root: VALID_FIXTURE })).toMatch(
      /^::warning file=guides\/basics\/guide\.yaml,line=8,title=Not checked lately::The Basics was last checked by IT 631 days ago/,
    );
  });

  it('takes a whole number of days, and says how many guides it found', () => {
    expect(parseStaleDays('180')).toBe(180);
    for (const wrong of [undefined, '', '0', '-5', 'six', '1.5']) expect(parseStaleDays(wrong)).toBeNull();
    expect(staleSummary(1, 180)).toBe('1 guide not checked by IT in the last 180 days (warnings: the check still passes).');
    expect(staleSummary(0, 90)).toBe('Every guide was checked by IT in the last 90 days.');
  });

  it('passes (exit code 0) when it finds only guides to check again, and refuses a --stale without days', () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, [SCHOOL_PORTAL_BIN, 'check', '--dir', VALID_FIXTURE, '--format', 'text', ...args], {
        cwd: process.cwd(),
        encoding: 'utf8',
        timeout: 120_000,
      });
    const stale = run(['--stale', '180']);
    expect(stale.status).toBe(0);
    expect(stale.stdout).toContain('tests/fixtures/content/valid/guides/basics/guide.yaml:8: warning: The Basics was last checked by IT');
    expect(stale.stdout).toMatch(/\d+ guides not checked by IT in the last 180 days \(warnings: the check still passes\)\./);
    const wrong = run(['--stale']);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('--stale needs a number of days, e.g. npm run check -- --stale 180');
  }, 120_000);
});
