/**
 * `npm create @school-it-portal`: a new school's repository, its content valid from the first commit, on
 * the engine version the scaffold itself is, and what the command says when asked wrongly.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageName, scaffold, ScaffoldError } from '../../../packages/create/bin/scaffold.js';
import { loadContent } from '../../../packages/engine/tooling/content/check/load-content';
import { reportsAreRead } from '../../../packages/engine/src/shared/content/derive/reports-read';
import { spellCheckContent } from '../../../packages/engine/tooling/content/authoring/spell-check';
import { showRelativeTo } from '../../../packages/engine/tooling/content/check/problem-list';
import { PROJECT_ROOT } from '../../support/paths';

const root = mkdtempSync(join(tmpdir(), 'portal-scaffold-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const CREATE = join(PROJECT_ROOT, 'packages/create/bin/create.js');
const ownVersion = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'packages/create/package.json'), 'utf8')) as { version: string }).version;

describe('a new school repository', () => {
  const dir = join(root, 'Banksia IT Portal');
  const { files } = scaffold({ dir, schoolName: 'Banksia Primary School' });

  it('holds its content, its configuration, the checks, Renovate and its own README', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        '.github/workflows/content.yml',
        '.gitignore',
        '.nvmrc',
        'README.md',
        'content/school.yaml',
        'content/settings.yaml',
        'content/setup-guide.yaml',
        'content/words.txt',
        'cspell.config.yaml',
        'package.json',
        'renovate.json',
      ]),
    );
    expect(files.some((f) => f.startsWith('content/guides/') && f.endsWith('guide.yaml'))).toBe(true);
    // The template's placeholders are all filled in.
    for (const file of files.filter((f) => !f.endsWith('.svg')))
      expect(readFileSync(join(dir, file), 'utf8'), file).not.toMatch(/\{\{\w+\}\}/);
  });

  it('depends on the engine and the demo tenant at the version the scaffold is, exactly, for Renovate to move', () => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
    expect(pkg.name).toBe('banksia-it-portal');
    expect(pkg.dependencies).toEqual({ '@school-it-portal/engine': ownVersion });
    expect(pkg.devDependencies).toEqual({ '@school-it-portal/demo-tenant': ownVersion });
    const renovate = JSON.parse(readFileSync(join(dir, 'renovate.json'), 'utf8')) as {
      packageRules: { matchPackageNames?: string[]; groupName?: string }[];
    };
    expect(renovate.packageRules.find((r) => r.matchPackageNames?.includes('@school-it-portal/**'))?.groupName).toBeTruthy();
  });

  it('names the school in its configuration and its README, and keeps local secrets out of git', () => {
    expect(readFileSync(join(dir, 'content/school.yaml'), 'utf8')).toContain('school:\n  name: "Banksia Primary School"');
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toMatch(
      /^# Banksia Primary IT Help\n\nBanksia Primary School's self-service IT portal/,
    );
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toMatch(/^local\.settings\.json$/m);
  });

  it('passes the content check and the spelling check as it is', async () => {
    const { manifest, problems } = await loadContent(join(dir, 'content'));
    expect(problems).toEqual([]);
    expect(manifest!.school.portal.name).toBe('Banksia Primary IT Help');
    // With Guide Health, where reports are read: "This step didn't work?" reports from the first day.
    expect(reportsAreRead(manifest!)).toBe(true);
    const { findings } = await spellCheckContent(join(dir, 'content'), { show: showRelativeTo(dir) });
    expect(findings).toEqual([]);
  }, 60_000);

  it('keeps a name with a colon as written (YAML would read it as another field)', async () => {
    const other = join(root, 'st-marys');
    scaffold({ dir: other, schoolName: "St Mary's: a school for everyone", portalName: 'St Mary’s IT #1' });
    const { manifest, problems } = await loadContent(join(other, 'content'));
    expect(problems).toEqual([]);
    expect(manifest!.school).toMatchObject({ school: { name: "St Mary's: a school for everyone" }, portal: { name: 'St Mary’s IT #1' } });
  });
});

describe('what the scaffold refuses', () => {
  it('a folder that already has files, and no school name', () => {
    const full = join(root, 'full');
    mkdirSync(full);
    writeFileSync(join(full, 'notes.txt'), 'mine');
    expect(() => scaffold({ dir: full, schoolName: 'X School' })).toThrow(ScaffoldError);
    expect(() => scaffold({ dir: full, schoolName: 'X School' })).toThrow(/already has files in it: choose a new folder/);
    expect(() => scaffold({ dir: join(root, 'empty-name'), schoolName: '  ' })).toThrow(/Give the school's name/);
  });

  it('makes a package name of any folder name', () => {
    expect(packageName('/x/Banksia IT Portal')).toBe('banksia-it-portal');
    expect(packageName('/x/__')).toBe('school-it-portal');
  });

  it('says how to run it when run with no stdin and no name, as in CI', () => {
    const run = spawnSync(process.execPath, [CREATE, join(root, 'cli-school')], { encoding: 'utf8', input: '' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("Give the school's name with --name.");
    expect(run.stderr).toContain('Usage: npm create @school-it-portal <folder> -- --name');
    const made = spawnSync(process.execPath, [CREATE, join(root, 'cli-school'), '--name', 'Wattle Creek School'], { encoding: 'utf8' });
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/^Made \d+ files in .*cli-school for Wattle Creek School\./);
  });
});
