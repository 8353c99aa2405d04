/** spell, links and check --format github, run as a technician or GitHub runs them. */
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANKSIA_SCHOOL, SCHOOL_PORTAL_BIN } from '../../support/paths';
import { startHttpSite, type LocalSite } from './local-sites';

const QA_FIXTURE = 'tests/fixtures/content-qa';
const BROKEN = 'tests/fixtures/content/broken';
const temp = mkdtempSync(join(tmpdir(), 'portal-content-qa-'));

/** Runs a `school-portal` command without blocking this process (the local site must keep answering). */
async function run(command: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [SCHOOL_PORTAL_BIN, command, ...args], {
      cwd: process.cwd(),
      env: { ...process.env, GITHUB_ACTIONS: '', ...env },
      timeout: 170_000,
    });
    return { status: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { status: e.code ?? -1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

let site: LocalSite;
beforeAll(async () => {
  site = await startHttpSite();
});
afterAll(async () => {
  await site.close();
  rmSync(temp, { recursive: true, force: true });
});

describe('npm run spell', () => {
  it('lists each unknown word as path:line:col with suggestions, and fails', async () => {
    const { status, output } = await run('spell', ['--dir', QA_FIXTURE]);
    expect(status).toBe(1);
    expect(output).toContain(`${QA_FIXTURE}/guides/sample/02-spelling.mdx:2:15: Unknown word "color".\n  hint: Did you mean`);
    expect(output).toContain(`If "color" is right (a name or a product), add it to ${QA_FIXTURE}/words.txt, one word a line.`);
    expect(output).toContain('9 unknown words (8 different) in the content.');
  }, 180_000);

  it('prints GitHub annotations on GitHub Actions', async () => {
    const { status, output } = await run('spell', ['--dir', QA_FIXTURE], { GITHUB_ACTIONS: 'true' });
    expect(status).toBe(1);
    expect(output).toContain(
      `::error file=${QA_FIXTURE}/guides/sample/02-spelling.mdx,line=2,col=15,title=Spelling::Unknown word "color".%0Ahint: Did you mean`,
    );
  }, 180_000);
});

describe('npm run check --format github', () => {
  it('prints each problem as an annotation on its line', async () => {
    const { status, output } = await run('check', ['--dir', BROKEN, '--format', 'github']);
    expect(status).toBe(1);
    expect(output).toContain(
      `::error file=${BROKEN}/guides/basics/guide.yaml,line=4,title=Content check::Unknown field "colour".%0Ahint: Fields allowed here: title`,
    );
    expect(output).toMatch(/\d+ problems in the content \(shown on their lines in the pull request\)\./);
  }, 180_000);

  it('refuses a format it does not know', async () => {
    const { status, output } = await run('check', ['--format', 'xml']);
    expect(status).toBe(2);
    expect(output).toContain('Unknown --format "xml"');
  }, 180_000);
});

describe('npm run check, at a school with no Guide Health', () => {
  it("warns that school.yaml's reports: has no effect, at its line, and still passes", async () => {
    // The second fixture school has no Guide Health; its copy here also says who reads reports.
    const content = join(temp, 'no-guide-health');
    cpSync(BANKSIA_SCHOOL, content, { recursive: true });
    appendFileSync(join(content, 'school.yaml'), '\nreports:\n  keptDays: 60\n');
    const line = readFileSync(join(content, 'school.yaml'), 'utf8').split('\n').indexOf('reports:') + 1;
    const { status, output } = await run('check', ['--dir', content, '--format', 'github']);
    expect(status).toBe(0);
    expect(output).toMatch(
      new RegExp(`::warning file=[^,]*school\\.yaml,line=${line},title=Reports nobody reads::reports: says who reads`),
    );
    expect(output).toContain('A setting of school.yaml has no effect (a warning: the check still passes).');
  }, 180_000);
});

describe('npm run links', () => {
  it('reports each broken address at the line that uses it, and says it is not part of npm test or CI', async () => {
    const dir = join(temp, 'links');
    mkdirSync(join(dir, 'guides', 'sites'), { recursive: true });
    writeFileSync(
      join(dir, 'settings.yaml'),
      [
        `working: ${site.origin}/ok`,
        `gone: ${site.origin}/missing`,
        `moved: ${site.origin}/moved`,
        `slow: ${site.origin}/slow`,
        `headless: ${site.origin}/no-head`,
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'guides', 'sites', '01-sites.mdx'), `---\ntitle: Sites\n---\nSee [the gone page](${site.origin}/missing).\n`);
    const { status, output } = await run('links', ['--dir', dir, '--timeout', '0.5', '--deadline', '20']);
    expect(status).toBe(1);
    expect(output).toContain('it is not part of `npm test` or CI');
    expect(output).toMatch(new RegExp(`settings\\.yaml:2: The address ${site.origin}/missing answered 404\\.\\n  hint: The page is gone`));
    expect(output).toMatch(new RegExp(`guides/sites/01-sites\\.mdx:4: The address ${site.origin}/missing answered 404\\.`));
    expect(output).toMatch(
      new RegExp(`settings\\.yaml:3: warning: The address ${site.origin}/moved has moved permanently to ${site.origin}/ok\\.`),
    );
    expect(output).toMatch(new RegExp(`settings\\.yaml:4: The address ${site.origin}/slow timed out \\(no answer within 0\\.5 s\\)\\.`));
    expect(output).not.toContain(`${site.origin}/ok answered`);
    expect(output).not.toContain('/no-head answered');
    expect(output).toContain('2 of 5 addresses are broken (3 uses).');
  }, 180_000);
});
