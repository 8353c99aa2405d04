/** The technician's commands, run as they would run them. */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../packages/engine/tooling/content/check/load-content';
import { VALID_FIXTURE } from './load-fixture';
import { SCHOOL_PORTAL_BIN } from '../../support/paths';

const BROKEN = join(process.cwd(), 'tests/fixtures/content/broken');
const temp = mkdtempSync(join(tmpdir(), 'portal-scripts-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: process.cwd(), env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run check', () => {
  it('lists every problem as path:line: message with a hint, and fails', () => {
    const { status, output } = run(process.execPath, [SCHOOL_PORTAL_BIN, 'check', '--dir', BROKEN]);
    expect(status).toBe(1);
    expect(output).toContain(
      'tests/fixtures/content/broken/guides/basics/guide.yaml:4: Unknown field "colour".\n  hint: Fields allowed here: title, route, layout,',
    );
    expect(output).toContain(
      'tests/fixtures/content/broken/guides/unsafe/01-unsafe.mdx:26: <Download setting="help.email"> names a setting that is not a download address.\n  hint: Name a setting that is a full https:// address,',
    );
    expect(output).toContain('25 problems in the content.');
  }, 60_000);

  it('passes valid content and prints the step report', () => {
    const { status, output } = run(process.execPath, [SCHOOL_PORTAL_BIN, 'check', '--report'], { PORTAL_CONTENT_DIR: VALID_FIXTURE });
    expect(status).toBe(0);
    expect(output).toMatch(/\| Guide +\| Platform +\| Year3-Year6 +\| Year7-Year12 +\| Staff +\| BasicView +\| no role +\|/);
    expect(output).toMatch(/\| basics +\| mac +\| 2 +\| 2 +\| 3 +\| 2 +\| 2 +\|/);
    expect(output).toMatch(
      /\| licensed +\| mac +\| not licensed +\| not supported +\| not supported +\| not for them +\| not licensed +\|/,
    );
    expect(output).toContain('Home tiles, in order:\nYear3-Year6: Setup Guide, Basics, Licensed App, Switcher, Info\n');
  }, 60_000);
});

describe('npm run new', () => {
  it('scaffolds a guide that passes the check once its placeholder sentences are written over', async () => {
    const dir = join(temp, 'content');
    cpSync(VALID_FIXTURE, dir, { recursive: true });
    const { status, output } = run(process.execPath, [SCHOOL_PORTAL_BIN, 'new', 'lab-printers'], { PORTAL_CONTENT_DIR: dir });
    expect(output).toContain('with guide.yaml and two steps');
    expect(status).toBe(0);
    expect(readdirSync(join(dir, 'guides', 'lab-printers')).sort()).toEqual([
      '01-get-started.mdx',
      '02-next-step.mdx',
      'guide.yaml',
      'images',
    ]);
    const placeholders = await loadContent(dir, { displayRoot: dir });
    expect(placeholders.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'guides/lab-printers/01-get-started.mdx:4: "Say what this guide sets up and what the reader needs before they begin." is the placeholder npm run new wrote.',
      'guides/lab-printers/02-next-step.mdx:5: "What to do on Windows." is the placeholder npm run new wrote.',
    ]);
    for (const [file, sentence, written] of <[string, string, string][]>[
      [
        '01-get-started.mdx',
        'Say what this guide sets up and what the reader needs before they begin.',
        'Find the printer by the library door.',
      ],
      ['02-next-step.mdx', 'What to do on Windows.', 'Open Settings.'],
      ['02-next-step.mdx', 'What to do on a Mac.', 'Open System Settings.'],
    ]) {
      const path = join(dir, 'guides', 'lab-printers', file);
      writeFileSync(path, readFileSync(path, 'utf8').replace(sentence, written));
    }
    const { problems, manifest } = await loadContent(dir);
    expect(problems).toEqual([]);
    expect(manifest?.guides.find((g) => g.id === 'lab-printers')?.route).toBe('/lab-printers');
  }, 60_000);

  it('refuses an id that is not lowercase-kebab', () => {
    const { status, output } = run(process.execPath, [SCHOOL_PORTAL_BIN, 'new', 'Lab Printers'], {
      PORTAL_CONTENT_DIR: join(temp, 'none'),
    });
    expect(status).toBe(1);
    expect(output).toContain('Usage: npm run new <id>');
    expect(existsSync(join(temp, 'none'))).toBe(false);
  }, 60_000);
});

describe('the production build', () => {
  it('fails on invalid content with the same messages as check', () => {
    const { status, output } = run(process.execPath, [SCHOOL_PORTAL_BIN, 'build', '--out', join(temp, 'dist')], {
      PORTAL_CONTENT_DIR: BROKEN,
    });
    expect(status).not.toBe(0);
    expect(output).toContain('guides/unsafe/01-unsafe.mdx:6: Content may not use <script>.');
    expect(output).toContain('setup-guide.yaml:6: The sequence names "ghost", but there is no guide with that id.');
    expect(existsSync(join(temp, 'dist', 'index.html'))).toBe(false);
  }, 120_000);
});
