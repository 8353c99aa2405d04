/** spell: Australian English over what readers see, with the school's word list. */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { showRelativeTo } from '../../../packages/engine/tooling/content/check/problem-list';
import { proseInStep, proseInYaml, settingIsProse } from '../../../packages/engine/tooling/content/authoring/prose-ranges';
import { keepOnly, spellCheckContent } from '../../../packages/engine/tooling/content/authoring/spell-check';

const QA_FIXTURE = join(process.cwd(), 'tests/fixtures/content-qa');
const temp = mkdtempSync(join(tmpdir(), 'portal-spell-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const unknownWords = async (dir: string) =>
  (await spellCheckContent(dir, { show: showRelativeTo(dir) })).findings.map((f) => `${f.file}:${f.line}:${f.column}: ${f.message}`);

/** The prose of a step, with everything else blanked and the lines trimmed. */
const proseOf = (text: string, path = 'x.mdx') =>
  keepOnly(text, proseInStep(text, path) ?? [])
    .split('\n')
    .map((l) => l.trim().replace(/ +/g, ' '))
    .filter(Boolean);

describe('spellCheckContent', () => {
  it('reports US spellings and typos in bodies, titles, alt text, labels and settings, at their line and column', async () => {
    expect(await unknownWords(QA_FIXTURE)).toEqual([
      'external-tiles.yaml:1:16: Unknown word "Analysys".',
      'guides/sample/02-spelling.mdx:2:15: Unknown word "color".',
      'guides/sample/02-spelling.mdx:4:1: Unknown word "Organize".',
      'guides/sample/02-spelling.mdx:9:22: Unknown word "recieve".',
      'guides/sample/02-spelling.mdx:12:46: Unknown word "color".',
      'guides/sample/03-notes.md:4:13: Unknown word "favorite".',
      'guides/sample/03-notes.md:4:36: Unknown word "center".',
      'guides/sample/guide.yaml:5:10: Unknown word "Sampel".',
      'school.yaml:8:25: Unknown word "libary".',
    ]);
  }, 120_000);

  it('suggests the Australian spelling and where to add a name', async () => {
    const { findings } = await spellCheckContent(QA_FIXTURE, { show: showRelativeTo(QA_FIXTURE) });
    const organize = findings.find((f) => f.message === 'Unknown word "Organize".');
    expect(organize?.hint).toMatch(/^Did you mean .*"organise"/);
    expect(organize?.hint).toContain('add it to words.txt');
  }, 120_000);

  it("honours the content folder's words.txt, and uses it instead of the project's", async () => {
    // "Vivi" is in the project's content/words.txt, not in the fixture's.
    const copy = (name: string, words: string) => {
      const dir = join(temp, name);
      cpSync(QA_FIXTURE, dir, { recursive: true });
      writeFileSync(join(dir, 'guides/sample/03-notes.md'), '---\ntitle: Notes\n---\nWattlebrook uses Vivi.\n');
      writeFileSync(join(dir, 'words.txt'), words);
      return dir;
    };
    const notes = async (dir: string) => (await unknownWords(dir)).filter((w: string) => w.startsWith('guides/sample/03'));
    expect(await notes(copy('without', 'Wattlebrook\n'))).toEqual(['guides/sample/03-notes.md:4:18: Unknown word "Vivi".']);
    expect(await notes(copy('with', '# names\nWattlebrook\nVivi\n'))).toEqual([]);
  }, 120_000);
});

describe('proseInStep', () => {
  it('keeps the words a reader sees and drops code, addresses, comments, component names and attribute values', () => {
    const text = [
      '---',
      'title: Pick a colour',
      'platforms: [mac]',
      '---',
      'Open **Settings** and [the page](https://a.example.edu.au/colorize) `colorize`. {/* colorz */}',
      '',
      '<Callout type="warning" title="Mind the gap">',
      'Inside the box.',
      '</Callout>',
      '',
      '<Figure src="./images/colorwheel.svg" alt="A wheel" caption="Its caption" width={24} height={24} />',
      '<CopyValue setting="vivi.organisationCode" label="Organisation code" />',
      '<Keys combo="Ctrl+Shft" /> <Kbd>Shft</Kbd> <Only platform="windows" roles="Staff">Only this.</Only>',
      '',
      '```',
      'colr = 1',
      '```',
    ].join('\n');
    expect(proseOf(text)).toEqual([
      'Pick a colour',
      'Open Settings and the page .',
      'Mind the gap',
      'Inside the box.',
      'A wheel Its caption',
      'Organisation code',
      'Only this.',
    ]);
  });

  it('says when a step does not parse, so that it is not taken as spelled right', () => {
    expect(proseInStep('---\ntitle: Fine\n---\n<Callout>\nUnclosed', 'x.mdx')).toBeNull();
  });

  it('reads the alt text of a Markdown image', () => {
    expect(proseOf('![A drawing of a laptop](./images/laptop.svg)')).toEqual(['A drawing of a laptop']);
  });
});

describe('proseInYaml', () => {
  const proseOfYaml = (text: string, kind: Parameters<typeof proseInYaml>[1]) =>
    proseInYaml(text, kind).map((r) => text.slice(r.start, r.end));

  it("checks a guide's title, keywords, tile label and description and messages, not its route, icon or conditions", () => {
    const text =
      'title: Adobe Creative Cloud\nroute: /adobe\nlayout: steps\nkeywords: [photoshop, illustratr]\ntile:\n  label: Adobe\n  icon: adobe\n  order: 60\n  description: Photoshop and other design apps\n  audience: not BasicView\nlicence:\n  audience: Year7-Year12, Staff\n  message: Only students may use it.\nvariants:\n  - id: ios\n    showLabel: Show iOS Steps\n';
    expect(proseOfYaml(text, 'guide')).toEqual([
      'Adobe Creative Cloud',
      'photoshop',
      'illustratr',
      'Adobe',
      'Photoshop and other design apps',
      'Only students may use it.',
      'Show iOS Steps',
    ]);
  });

  it("checks the Setup Guide's and external tiles' labels and descriptions, not their icons or settings paths", () => {
    expect(
      proseOfYaml(
        'title: Setup Guide\nheading: BYOD\nroute: /guide\ntile:\n  label: Setup Guide\n  icon: setup-guide\n  order: 10\n  description: Evrything for a new laptop\n',
        'setup-guide',
      ),
    ).toEqual(['Setup Guide', 'BYOD', 'Setup Guide', 'Evrything for a new laptop']);
    expect(
      proseOfYaml(
        '- label: Video Analysis\n  urlSetting: externalTiles.videoAnalysisUrl\n  icon: video-analysis\n  order: 90\n  description: Film and reveiw your technique\n',
        'external-tiles',
      ),
    ).toEqual(['Video Analysis', 'Film and reveiw your technique']);
  });

  it('checks settings text but not addresses, emails, codes or ids', () => {
    expect(['school.name', 'itHelp.location', 'links.*.items.*.description', 'printing.rooms.*.room'].every(settingIsProse)).toBe(true);
    expect(
      [
        'itHelp.email',
        'wifi.onboardingUrl',
        'vivi.organisationCode',
        'graph.studentLicenceSkuId',
        'links.*.items.*.url',
        'naplan.alternateDownload.windows',
      ].some(settingIsProse),
    ).toBe(false);
  });
});
