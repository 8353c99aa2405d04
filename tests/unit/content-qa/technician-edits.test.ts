/**
 * A technician's first real edits, made as the authoring guide (content/README.md) says, on a copy of the
 * demo school: a new Teams guide (four steps, a tile for Years 7-12 and Staff, in the Setup Guide after
 * Outlook, with a PNG screenshot uploaded as it was saved), a step inserted in OneDrive and renumbered, and
 * Vivi hidden from BasicView. The content-facing
 * part of CI then runs on the copy, each as its npm script: the check, the spelling check, the production
 * build and the budgets, all green; and the school-content sweep's plan, generated from the manifest,
 * walks each change as each audience sees it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../packages/engine/src/shared/content/schema/image-rules';
import { loadContent, type LoadedContent } from '../../../packages/engine/tooling/content/check/load-content';
import { sweepPlan } from '../../../packages/engine/sweep/sweep-plan';
import { DEMO_SCHOOL, PROJECT_ROOT } from '../../support/paths';

const temp = mkdtempSync(join(tmpdir(), 'portal-technician-'));
const content = join(temp, 'content');
const dist = join(temp, 'dist');
const guides = join(content, 'guides');

/** Runs an npm script over the copy, as a technician runs it over content/. */
function npm(...args: string[]) {
  const run = spawnSync('npm', ['run', '--silent', ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORTAL_CONTENT_DIR: content, GITHUB_ACTIONS: '' },
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}\n${run.stderr}` };
}

const step = (title: string, body: string) => `---\ntitle: ${title}\n---\n${body}\n`;

/** A screenshot as a technician's PC saves it: a PNG of 640×400 with detail enough to be large (about 770 kB). */
async function screenshotPng(): Promise<Buffer> {
  let seed = 1;
  const pixels = Buffer.alloc(640 * 400 * 3, 0).map(() => (seed = (seed * 48271) % 2147483647) % 256);
  return sharp(pixels, { raw: { width: 640, height: 400, channels: 3 } })
    .png()
    .toBuffer();
}

/** The three changes, each as the authoring guide describes it. */
async function edit(): Promise<void> {
  // A new guide: scaffolded by new, then written over.
  expect(npm('new', 'teams').ok).toBe(true);
  for (const name of readdirSync(join(guides, 'teams')).filter((n) => n.endsWith('.mdx'))) rmSync(join(guides, 'teams', name));
  writeFileSync(
    join(guides, 'teams', 'guide.yaml'),
    'title: Microsoft Teams\nroute: /teams\nlayout: steps\naudience: Year7-Year12, Staff\ntile:\n  label: Teams\n  icon: teams\n  order: 55\n',
  );
  cpSync(join(content, 'icons', 'outlook.svg'), join(content, 'icons', 'teams.svg'));
  const steps = [
    ['Install Teams', 'Teams comes with the Office apps. If you have not installed them yet, do the [Office guide](/office) first.'],
    [
      'Sign in',
      'Open **Microsoft Teams** and sign in with your school email address and password.\n\n<Figure src="./images/teams-sign-in.png" alt="The Teams sign-in window with a school email address typed in." width={320} height={200} />',
    ],
    ['Find your classes', 'Select **Teams** on the left. Each of your classes has a team, with its posts and files.'],
    ['Turn on notifications', 'Open **Settings**, then **Notifications**, and choose how Teams tells you about new posts.'],
  ];
  steps.forEach(([title, body], i) =>
    writeFileSync(join(guides, 'teams', `0${i + 1}-${title!.toLowerCase().replace(/ /g, '-')}.mdx`), step(title!, body!)),
  );
  writeFileSync(join(guides, 'teams', 'images', 'teams-sign-in.png'), await screenshotPng());
  // In the Setup Guide after Outlook.
  const setup = join(content, 'setup-guide.yaml');
  writeFileSync(setup, readFileSync(setup, 'utf8').replace(/sequence: \[(.*)\boutlook,/, 'sequence: [$1outlook, teams,'));
  // A step inserted in OneDrive after its second, then renumbered.
  writeFileSync(
    join(guides, 'onedrive', '02a-check-your-storage.mdx'),
    step('Check your storage', 'Select the cloud icon, then **Settings**, to see how much of your school storage is used.'),
  );
  expect(npm('renumber', 'onedrive').ok).toBe(true);
  // Vivi hidden from BasicView.
  const vivi = join(guides, 'vivi', 'guide.yaml');
  writeFileSync(vivi, readFileSync(vivi, 'utf8').replace('layout: steps\n', 'layout: steps\naudience: not BasicView\n'));
}

let loaded: LoadedContent;

beforeAll(async () => {
  cpSync(DEMO_SCHOOL, content, { recursive: true });
  await edit();
  loaded = await loadContent(content);
}, 120_000);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("a technician's first edits, through the content-facing part of CI", () => {
  it('made as the authoring guide says: Teams with four steps, OneDrive renumbered to five, Vivi for all but BasicView', () => {
    expect(readdirSync(join(guides, 'onedrive')).filter((n) => n.endsWith('.mdx'))).toEqual([
      '01-open-onedrive.mdx',
      '02-sign-in.mdx',
      '03-check-your-storage.mdx',
      '04-choose-folder.mdx',
      '05-save-your-work.mdx',
    ]);
    const manifest = loaded.manifest!;
    expect(manifest.guides.find((g) => g.id === 'teams')?.steps).toHaveLength(4);
    expect(manifest.setupGuide.sequence.slice(manifest.setupGuide.sequence.indexOf('outlook'), -1)).toContain('teams');
  });

  it('passes the content check and the spelling check', () => {
    const check = npm('check');
    expect(check.output).not.toMatch(/error|problem/i);
    expect(check.ok, check.output).toBe(true);
    const spell = npm('spell');
    expect(spell.ok, spell.output).toBe(true);
  }, 180_000);

  it('builds, and the build holds every budget', () => {
    const build = npm('build', '--', '--out', dist);
    expect(build.ok, build.output).toBe(true);
    const budgets = npm('budgets', '--', '--out', dist);
    expect(budgets.ok, budgets.output).toBe(true);
    expect(budgets.output).toMatch(/^ok .*The teams guide's own chunk/m);
    // The screenshot is served as a WebP within the image limit, and the PNG is not shipped.
    const assets = readdirSync(join(dist, 'assets'));
    expect(assets.filter((n) => n.endsWith('.png'))).toEqual([]);
    const webp = assets.find((n) => /^teams-sign-in-.*\.webp$/.test(n));
    expect(webp, assets.join(', ')).toBeDefined();
    expect(statSync(join(dist, 'assets', webp!)).size).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    expect(statSync(join(guides, 'teams', 'images', 'teams-sign-in.png')).size).toBeGreaterThan(IMAGE_MAX_BYTES);
  }, 300_000);

  it('gives the school-content sweep each change to walk, as each audience sees it', () => {
    const walks = sweepPlan(loaded.manifest!);
    const visits = (guide: string) =>
      walks.flatMap((w) =>
        w.visits.filter((v) => v.guide.id === guide).map((v) => ({ audience: w.viewer.audience, expected: v.expected })),
      );
    const seniorOrStaff = /^(Year([7-9]|1[0-2])|Staff)$/;
    const teams = visits('teams');
    expect(teams.filter((v) => v.expected.kind === 'steps').map((v) => v.audience)).not.toEqual([]);
    for (const v of teams) {
      if (seniorOrStaff.test(v.audience)) expect(v.expected, v.audience).toMatchObject({ kind: 'steps', variants: [{ total: 4 }] });
      else expect(v.expected, v.audience).toEqual({ kind: 'not-for-you' });
    }
    expect(teams.some((v) => v.expected.kind === 'not-for-you')).toBe(true);
    for (const v of visits('onedrive')) expect(v.expected, v.audience).toMatchObject({ kind: 'steps', variants: [{ total: 5 }] });
    expect(visits('vivi')).toContainEqual({ audience: 'BasicView', expected: { kind: 'not-for-you' } });
    const parts = walks.map((w) => w.setupGuide?.parts ?? []).find((p) => p.some((name) => /Teams/.test(name))) ?? [];
    const teamsAt = parts.findIndex((name) => /Teams/.test(name));
    expect(parts[teamsAt - 1], parts.join(', ')).toMatch(/Outlook/);
  });
});
