import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../packages/engine/tooling/content/check/load-content';
import { parseStepName } from '../../../packages/engine/tooling/content/check/step-names';
import { planRenumber } from '../../../packages/engine/tooling/content/authoring/renumber';
import { applyRenames, committedNames } from '../../../packages/engine/tooling/content/authoring/renumber-files';
import { VALID_FIXTURE } from './load-fixture';
import { SCHOOL_PORTAL_BIN } from '../../support/paths';

const renamesOf = (names: string[], committed: string[] | null = null) => {
  const plan = planRenumber(names, committed && new Set(committed));
  if (!plan.ok) throw new Error(plan.problem);
  return plan.renames.map((r) => `${r.from} -> ${r.to}`);
};
const problemOf = (names: string[], committed: string[] | null = null) => {
  const plan = planRenumber(names, committed && new Set(committed));
  return plan.ok ? null : plan.problem;
};

describe('parseStepName', () => {
  it.each([
    ['03-sign-in.mdx', { number: 3, letters: '', rest: 'sign-in.mdx' }],
    ['02a-check-the-cable.mdx', { number: 2, letters: 'a', rest: 'check-the-cable.mdx' }],
    ['2-start.md', { number: 2, letters: '', rest: 'start.md' }],
    ['02-a-thing.mdx', { number: 2, letters: '', rest: 'a-thing.mdx' }],
  ])('reads %s', (name, expected) => {
    expect(parseStepName(name)).toEqual({ name, ...expected });
  });

  it.each(['guide.yaml', 'images/', '02-drafts.mdx/', 'notes.txt', '01-Start.mdx', '01.mdx', 'a-start.mdx', '02a-check.mdx.renumbering'])(
    'leaves %s alone',
    (name) => {
      expect(parseStepName(name)).toBeNull();
    },
  );
});

describe('planRenumber', () => {
  it('puts a step inserted with a letter after the step it follows, and moves the later ones down', () => {
    expect(renamesOf(['01-start.mdx', '02-plug-in.mdx', '02a-check-the-cable.mdx', '03-sign-in.mdx', '04-done.mdx'])).toEqual([
      '02a-check-the-cable.mdx -> 03-check-the-cable.mdx',
      '03-sign-in.mdx -> 04-sign-in.mdx',
      '04-done.mdx -> 05-done.mdx',
    ]);
  });

  it('puts several inserted steps in letter order, before the next number', () => {
    expect(planRenumber(['01-a.mdx', '01b-c.mdx', '01a-b.mdx', '01aa-d.mdx', '02-e.mdx'], null)).toMatchObject({
      ok: true,
      order: ['01-a.mdx', '02-b.mdx', '03-c.mdx', '04-d.mdx', '05-e.mdx'],
    });
  });

  it('puts a new step that took a committed number before the committed step', () => {
    const committed = ['01-start.mdx', '02-plug-in.mdx', '03-sign-in.mdx', 'guide.yaml'];
    expect(renamesOf(['01-start.mdx', '02-plug-in.mdx', '02-check-the-cable.mdx', '03-sign-in.mdx'], committed)).toEqual([
      '02-plug-in.mdx -> 03-plug-in.mdx',
      '03-sign-in.mdx -> 04-sign-in.mdx',
    ]);
  });

  it('closes a gap', () => {
    expect(renamesOf(['01-a.mdx', '03-c.mdx', '07-d.mdx'])).toEqual(['03-c.mdx -> 02-c.mdx', '07-d.mdx -> 03-d.mdx']);
    expect(renamesOf(['02-a.mdx', '03-b.mdx'])).toEqual(['02-a.mdx -> 01-a.mdx', '03-b.mdx -> 02-b.mdx']);
  });

  it('gives two digits to one- and three-digit numbers, and keeps .md files .md', () => {
    expect(renamesOf(['1-a.mdx', '2-b.md', '003-c.mdx'])).toEqual(['1-a.mdx -> 01-a.mdx', '2-b.md -> 02-b.md', '003-c.mdx -> 03-c.mdx']);
  });

  it('renames nothing when the steps are already numbered 01, 02, 03', () => {
    expect(planRenumber(['01-a.mdx', '02-b.mdx', '03-c.mdx', 'notes.txt', 'drafts/'], null)).toEqual({
      ok: true,
      renames: [],
      order: ['01-a.mdx', '02-b.mdx', '03-c.mdx'],
    });
  });

  it.each([
    ['no git', null],
    ['both committed', ['02-a.mdx', '02-b.mdx']],
    ['both new', ['01-start.mdx']],
  ])('refuses two steps with one number when it cannot tell which comes first (%s)', (_why, committed) => {
    expect(problemOf(['01-start.mdx', '02-a.mdx', '02-b.mdx'], committed)).toBe(
      '02-a.mdx and 02-b.mdx are both numbered 02, and renumber cannot tell which comes first. Rename the one that comes second to 02a-..., then run it again.',
    );
  });

  it('refuses a new name that another file already has', () => {
    expect(problemOf(['01-a.mdx', '03-b.mdx', '02-b.mdx/'], null)).toBe(
      'Renumbering would name a step 02-b.mdx, but "02-b.mdx/" is already there. Rename or remove "02-b.mdx/" first.',
    );
    // On Windows and macOS these are one file.
    expect(problemOf(['01-a.mdx', '03-start.mdx', '02-Start.mdx'], null)).toBe(
      'Renumbering would name a step 02-start.mdx, but "02-Start.mdx" is already there. Rename or remove "02-Start.mdx" first.',
    );
  });
});

describe('renumbering files on disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-renumber-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const guide = (files: Record<string, string>) => {
    const guideDir = join(dir, 'guide');
    mkdirSync(join(guideDir, 'images'), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(guideDir, name), text);
    return guideDir;
  };
  const contents = (guideDir: string) =>
    Object.fromEntries(
      readdirSync(guideDir)
        .sort()
        .map((n) => [n, n === 'images' ? '/' : readFileSync(join(guideDir, n), 'utf8')]),
    );

  it('moves every file to its new name without overwriting any, leaving guide.yaml and images/ alone', () => {
    const guideDir = guide({ 'guide.yaml': 'yaml', '01-a.mdx': 'A', '01a-b.mdx': 'B', '02-c.mdx': 'C', '03-d.mdx': 'D' });
    writeFileSync(join(guideDir, 'images/x.svg'), '<svg/>');
    const plan = planRenumber(['01-a.mdx', '01a-b.mdx', '02-c.mdx', '03-d.mdx'], null);
    if (!plan.ok) throw new Error(plan.problem);
    applyRenames(guideDir, plan.renames);
    expect(contents(guideDir)).toEqual({
      '01-a.mdx': 'A',
      '02-b.mdx': 'B',
      '03-c.mdx': 'C',
      '04-d.mdx': 'D',
      'guide.yaml': 'yaml',
      images: '/',
    });
    expect(readdirSync(join(guideDir, 'images'))).toEqual(['x.svg']);
  });

  it('undoes its renames and overwrites nothing when a new name is taken', () => {
    const guideDir = guide({ '01-a.mdx': 'A', '03-b.mdx': 'B', '02-b.mdx': 'someone else' });
    expect(() =>
      applyRenames(guideDir, [
        { from: '01-a.mdx', to: '01-x.mdx' },
        { from: '03-b.mdx', to: '02-b.mdx' },
      ]),
    ).toThrow('02-b.mdx is already there');
    expect(contents(guideDir)).toEqual({ '01-a.mdx': 'A', '02-b.mdx': 'someone else', '03-b.mdx': 'B', images: '/' });
  });

  it('asks git which steps the last commit has', () => {
    const guideDir = guide({ '01-a.mdx': 'A', '02-b.mdx': 'B' });
    expect(committedNames(guideDir)).toBeNull();
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.org', ...args], { cwd: dir, encoding: 'utf8' });
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'steps');
    writeFileSync(join(guideDir, '02-new.mdx'), 'N');
    expect(committedNames(guideDir)).toEqual(new Set(['01-a.mdx', '02-b.mdx']));
  });
});

describe('npm run renumber', () => {
  let content: string;
  beforeEach(() => {
    content = mkdtempSync(join(tmpdir(), 'portal-renumber-content-'));
    cpSync(VALID_FIXTURE, content, { recursive: true });
  });
  afterEach(() => rmSync(content, { recursive: true, force: true }));
  const run = (...args: string[]) => {
    // What `npm run renumber` runs (`school-portal renumber`), without npm in between.
    const result = spawnSync(process.execPath, [SCHOOL_PORTAL_BIN, 'renumber', ...args], {
      env: { ...process.env, PORTAL_CONTENT_DIR: content },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };
  const basics = () => join(content, 'guides/basics');

  it('fixes what the check reports after a step is inserted, and prints each rename', async () => {
    writeFileSync(join(basics(), '02a-check-the-cable.mdx'), '---\ntitle: Check the cable\n---\nIt is plugged in.\n');
    const before = await loadContent(content, { displayRoot: content });
    expect(before.problems.map((p) => `${p.message} ${p.hint}`)).toEqual([
      '"02a-check-the-cable.mdx" is not a step file name. Run `npm run renumber basics` to number the steps 01, 02, 03, ... in their order (02a-... goes after 02).',
    ]);
    const { status, output } = run('basics');
    expect(output).toBe(
      [
        '  02a-check-the-cable.mdx -> 03-check-the-cable.mdx',
        '  03-staff.mdx -> 04-staff.mdx',
        '  04-finish.mdx -> 05-finish.mdx',
        'Renumbered 3 of the 5 steps of basics (01 to 05).',
        '',
      ].join('\n'),
    );
    expect(status).toBe(0);
    const after = await loadContent(content);
    expect(after.problems).toEqual([]);
    expect(after.manifest?.guides.find((g) => g.id === 'basics')?.steps.map((s) => s.title)).toEqual([
      'Start here',
      'Windows only',
      'Check the cable',
      'Staff only',
      'All done',
    ]);
  }, 60_000);

  it('says so when there is nothing to do', () => {
    expect(run('basics')).toEqual({ status: 0, output: 'The steps of basics are already numbered 01 to 04. Nothing to rename.\n' });
    expect(run('tool')).toEqual({ status: 0, output: 'The guide tool has no step files. Nothing to rename.\n' });
  }, 60_000);

  it('refuses a guide that does not exist, naming the ones that do', () => {
    const { status, output } = run('nope');
    expect(status).toBe(1);
    expect(output).toContain('There is no guide "nope"');
    expect(output).toContain('Guides: basics, info, licensed, switcher, tool.');
  }, 60_000);

  it('renames nothing when the order is unclear', () => {
    writeFileSync(join(basics(), '02-also-windows.mdx'), '---\ntitle: Also\n---\nText.\n');
    const { status, output } = run('basics');
    expect(status).toBe(1);
    expect(output).toContain('02-also-windows.mdx and 02-windows.mdx are both numbered 02');
    expect(output).toContain('Nothing was renamed.');
    expect(readdirSync(basics()).sort()).toEqual([
      '01-start.mdx',
      '02-also-windows.mdx',
      '02-windows.mdx',
      '03-staff.mdx',
      '04-finish.mdx',
      'guide.yaml',
      'images',
    ]);
  }, 60_000);
});
