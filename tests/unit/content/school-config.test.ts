/**
 * school.yaml, checked like the rest of the content: each mistake a technician makes in the school's own
 * configuration (its pictures, its colours, its keys, what a guide needs of it) at its file and line, with
 * what to write instead. Each case edits a copy of the valid fixture.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../packages/engine/tooling/content/check/load-content';
import { VALID_FIXTURE } from './load-fixture';

const root = mkdtempSync(join(tmpdir(), 'portal-school-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SCHOOL = `school:
  name: Banksia Primary School
portal:
  name: Banksia IT Help
  shortName: IT Help
  logo: branding/logo.svg
  colours:
    brand: "#1f4d2e"
    accent: "#2a6b3f"
help:
  email: it@banksia.example
  officeHours: 8am to 4pm
  location: the library
functionApp:
  url: https://banksia-portal.azurewebsites.net/api
passwordReset:
  studentLicenceSkuId: 5a1e0000-0000-4000-8000-00000000c0de
`;

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40"><rect width="180" height="40" fill="#1f4d2e"/></svg>';

let n = 0;
/** The valid fixture with `school` as its school.yaml and `files` written into it; the problems as `file:line: message`. */
async function check(school: string, files: Record<string, string | Buffer> = { 'branding/logo.svg': LOGO }) {
  const dir = join(root, String(n++));
  cpSync(VALID_FIXTURE, dir, { recursive: true });
  writeFileSync(join(dir, 'school.yaml'), school);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const { manifest, problems, files: loaded } = await loadContent(dir, { displayRoot: dir });
  return {
    manifest,
    branding: loaded.branding,
    problems: problems.map((p) => ({ line: `${p.file}:${p.line}: ${p.message}`, hint: p.hint })),
  };
}

describe("a school's own school.yaml", () => {
  it('is valid as the school writes it, with its logo sized for the header', async () => {
    const { manifest, problems, branding } = await check(SCHOOL);
    expect(problems).toEqual([]);
    expect(manifest!.school.portal.name).toBe('Banksia IT Help');
    expect(branding.logo).toMatchObject({ path: 'branding/logo.svg', format: 'svg', size: { width: 180, height: 40 } });
    // Guides show the school's name and IT help contact as settings.
    expect(manifest!.settings.school).toEqual({ name: 'Banksia Primary School' });
    expect(manifest!.settings.help).toMatchObject({ email: 'it@banksia.example' });
  });

  it('needs no logo, colours or icon: the portal shows its name and keeps its own look', async () => {
    const minimal = SCHOOL.replace(/ {2}logo:.*\n {2}colours:\n.*\n.*\n/, '');
    const { problems, branding } = await check(minimal, {});
    expect(problems).toEqual([]);
    expect(branding).toEqual({});
  });
});

describe('school.yaml mistakes, at their line', () => {
  it('a logo that is not in the content folder', async () => {
    const { problems } = await check(SCHOOL, {});
    expect(problems).toEqual([
      {
        line: 'school.yaml:6: "portal.logo" names branding/logo.svg, which is not in the content folder.',
        hint: 'Put the logo at branding/logo.svg, or write the path it has, from the content folder (e.g. branding/logo.svg).',
      },
    ]);
  });

  it('a logo that is not a picture the portal serves', async () => {
    const { problems } = await check(SCHOOL.replace('branding/logo.svg', 'branding/logo.png'), { 'branding/logo.png': 'not a picture' });
    expect(problems.map((p) => p.line)).toEqual([
      'school.yaml:6: "portal.logo" names branding/logo.png, which is not a picture the portal can read.',
    ]);
  });

  it('an icon that is not square, and a PNG icon too small to install', async () => {
    const square = (w: number, h: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}"/></svg>`;
    const { problems } = await check(
      SCHOOL.replace('  logo: branding/logo.svg\n', '  logo: branding/logo.svg\n  icon: branding/icon.svg\n'),
      {
        'branding/logo.svg': LOGO,
        'branding/icon.svg': square(300, 200),
      },
    );
    expect(problems).toEqual([
      {
        line: 'school.yaml:7: "portal.icon" names branding/icon.svg, which is 300 by 200, not square.',
        hint: 'An icon must be square: the browser tab and the installed app show it in a square.',
      },
    ]);
  });

  it('a brand colour too light to read on the page, with a shade that passes', async () => {
    const { problems } = await check(SCHOOL.replace('brand: "#1f4d2e"', 'brand: "#8fd19e"'));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toMatch(
      /^school\.yaml:8: "portal\.colours\.brand" #8fd19e is too light for headings: 1\.\d\d:1 against (the page|a card), where 4\.5:1 is needed\.$/,
    );
    const suggested = /e\.g\. "(#[0-9a-f]{6})"/.exec(problems[0]!.hint)?.[1];
    expect(suggested).toBeDefined();
    // The shade it suggests passes.
    expect((await check(SCHOOL.replace('brand: "#1f4d2e"', `brand: "${suggested}"`))).problems).toEqual([]);
  });

  it('an accent white button text cannot be read on', async () => {
    const { problems } = await check(SCHOOL.replace('accent: "#2a6b3f"', 'accent: "#f5b800"'));
    expect(problems.map((p) => p.line)).toEqual([
      expect.stringMatching(/^school\.yaml:9: "portal\.colours\.accent" #f5b800 is too light for links, buttons and the focus ring: /),
    ]);
  });

  it('a dark-mode colour too dark for a dark page', async () => {
    const { problems } = await check(
      SCHOOL.replace('    accent: "#2a6b3f"\n', '    accent: "#2a6b3f"\n    dark:\n      brand: "#d6f0dc"\n      accent: "#1f4d2e"\n'),
    );
    expect(problems.map((p) => p.line)).toEqual([
      expect.stringMatching(
        /^school\.yaml:12: "portal\.colours\.dark\.accent" #1f4d2e is too dark for links, buttons and the focus ring in dark mode: /,
      ),
    ]);
    expect(problems[0]!.hint).toMatch(/^Use a lighter shade of it, e\.g\. "#[0-9a-f]{6}"/);
  });

  it('works out dark-mode shades that read when the school gives none', async () => {
    // Very dark colours: their dark-mode shades must be made much lighter to read on a dark page.
    const { problems } = await check(
      SCHOOL.replace('brand: "#1f4d2e"', 'brand: "#0a0a0a"').replace('accent: "#2a6b3f"', 'accent: "#101a60"'),
    );
    expect(problems).toEqual([]);
  });

  it('an unknown key, with the one meant', async () => {
    const { problems } = await check(SCHOOL.replace('  colours:', '  colors:'));
    expect(problems[0]).toEqual({
      line: 'school.yaml:7: Unknown field "colors" in portal: did you mean "colours"?',
      hint: 'Fields allowed here: name, shortName, description, logo, logoDark, icon, maskableIcon, colours. Check the spelling.',
    });
  });

  it('a colour written without quotes, which YAML reads as a comment', async () => {
    const { problems } = await check(SCHOOL.replace('brand: "#1f4d2e"', 'brand: #1f4d2e'));
    expect(problems).toEqual([
      {
        line: 'school.yaml:8: The # on line 8 starts a comment, so "brand" is read as empty.',
        hint: 'If the # is part of the value (a colour such as #12355b), put the value in quotes: `brand: "#1f4d2e"`.',
      },
    ]);
  });

  it('a short name too long for a phone', async () => {
    const { problems } = await check(SCHOOL.replace('shortName: IT Help', 'shortName: Banksia IT Help Desk'));
    expect(problems.map((p) => p.line)).toEqual([
      'school.yaml:5: "portal.shortName" is 20 characters long, but a phone shows about 12 under an app\'s icon: write a shorter name, e.g. "IT Help".',
    ]);
  });

  it('a tenant id that is not a GUID', async () => {
    const { problems } = await check(`${SCHOOL}tenant:\n  id: banksia.onmicrosoft.com\n  clientId: 7d0b0000-0000-4000-8000-000000000002\n`);
    expect(problems.map((p) => p.line)).toEqual([
      'school.yaml:19: "tenant.id" must be a GUID such as 00000000-0000-0000-0000-000000000000: your Directory (tenant) ID.',
    ]);
  });

  it('a help guide that does not exist', async () => {
    const { problems } = await check(SCHOOL.replace('  location: the library\n', '  location: the library\n  guide: helpdesk\n'));
    expect(problems.map((p) => p.line)).toEqual(['school.yaml:14: help.guide names "helpdesk", but there is no guide with that id.']);
  });

  it('the student pass tool without the licence it finds students by, and lifetimes out of order', async () => {
    const passTool = 'title: Give a student a Temporary Access Pass\nroute: /tool\nlayout: tool\ntool: student-pass\naudience: Staff\n';
    const { problems } = await check(SCHOOL.replace(/passwordReset:\n.*\n/, 'studentPass:\n  minMinutes: 120\n  maxMinutes: 60\n'), {
      'branding/logo.svg': LOGO,
      'guides/tool/guide.yaml': passTool,
    });
    expect(problems.map((p) => p.line)).toEqual([
      'school.yaml:17: "studentPass.minMinutes" is more than maxMinutes (60): make it smaller.',
      'school.yaml:1: The guide "tool" is the staff tool that gives a student a Temporary Access Pass, which needs passwordReset in school.yaml (it finds students by their licence).',
    ]);
  });

  it('the reset tool without the licence it finds students by', async () => {
    const { problems } = await check(SCHOOL.replace(/passwordReset:\n.*\n/, ''));
    expect(problems).toEqual([
      {
        line: 'school.yaml:1: The guide "tool" is the staff password reset tool, which needs passwordReset in school.yaml.',
        hint: expect.stringMatching(/^Add the licence every student holds, e\.g\.\npasswordReset:\n {2}studentLicenceSkuId: /),
      },
    ]);
  });

  it('no school.yaml at all, as after an update from before it: what moved there', async () => {
    const dir = join(root, 'no-school');
    cpSync(VALID_FIXTURE, dir, { recursive: true });
    rmSync(join(dir, 'school.yaml'));
    const { problems } = await loadContent(dir, { displayRoot: dir });
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual(['school.yaml:1: The school file (school.yaml) is missing.']);
    expect(problems[0]!.hint).toMatch(/itHelp in settings\.yaml before/);
  });
});

describe('settings a guide uses but the school lacks', () => {
  it('names the setting at the line of the guide, and the lines to add', async () => {
    const dir = join(root, 'missing-setting');
    cpSync(VALID_FIXTURE, dir, { recursive: true });
    writeFileSync(join(dir, 'school.yaml'), SCHOOL);
    mkdirSync(join(dir, 'branding'));
    writeFileSync(join(dir, 'branding/logo.svg'), LOGO);
    // A school without WiFi settings, whose guide still shows the network's name.
    writeFileSync(join(dir, 'guides/basics/01-start.mdx'), '---\ntitle: Start\n---\nJoin <Setting name="canteen.networkName" />.\n');
    const { problems } = await loadContent(dir, { displayRoot: dir });
    expect(problems.map((p) => [`${p.file}:${p.line}: ${p.message}`, p.hint])).toEqual([
      [
        'guides/basics/01-start.mdx:4: <Setting name="canteen.networkName"> names a setting that settings.yaml does not have.',
        'Add it to content/settings.yaml:\ncanteen:\n  networkName: ...\nor name a value it has, e.g. help.email.',
      ],
    ]);
  });
});

describe('a school taking 0.2.0 with its content as 0.1.0 had it', () => {
  it('hears of the moved settings and the renamed setting paths in one run', async () => {
    const dir = join(root, 'from-0.1.0');
    cpSync(VALID_FIXTURE, dir, { recursive: true });
    writeFileSync(join(dir, 'school.yaml'), SCHOOL);
    mkdirSync(join(dir, 'branding'));
    writeFileSync(join(dir, 'branding/logo.svg'), LOGO);
    writeFileSync(join(dir, 'settings.yaml'), `${readFileSync(join(dir, 'settings.yaml'), 'utf8')}itHelp:\n  email: it@banksia.example\n`);
    writeFileSync(join(dir, 'guides/basics/01-start.mdx'), '---\ntitle: Start\n---\nEmail <Setting name="itHelp.email" />.\n');
    const { problems } = await loadContent(dir, { displayRoot: dir });
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      expect.stringMatching(/^settings\.yaml:\d+: "itHelp" has moved to school\.yaml \(engine 0\.2\.0\)\.$/),
      'guides/basics/01-start.mdx:4: <Setting name="itHelp.email"> names itHelp.email, which is now called help.email (engine 0.2.0).',
    ]);
  });
});
