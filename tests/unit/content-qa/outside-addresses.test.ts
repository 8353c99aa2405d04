/** Which outside addresses links finds, and on which lines. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addressesInStep,
  addressesInYaml,
  findOutsideAddresses,
} from '../../../packages/engine/tooling/content/authoring/outside-addresses';
import { showRelativeTo } from '../../../packages/engine/tooling/content/check/problem-list';
import { VALID_FIXTURE } from '../content/load-fixture';

const QA_FIXTURE = join(process.cwd(), 'tests/fixtures/content-qa');
const show = showRelativeTo(QA_FIXTURE);

describe('findOutsideAddresses', () => {
  it('finds links, kit attributes, bare addresses and settings addresses, each with its line', () => {
    const found = findOutsideAddresses(QA_FIXTURE, show).uses.map((u) => `${u.file}:${u.line} ${u.url}`);
    expect(found).toEqual([
      'settings.yaml:8 https://reading.example.com/start',
      'settings.yaml:11 https://downloads.example.org/art.msi',
      'settings.yaml:12 https://downloads.example.org/art.pkg',
      'settings.yaml:14 https://video.example.net',
      'guides/sample/01-links.mdx:4 https://docs.example.org/page',
      'guides/sample/01-links.mdx:4 https://docs.example.org/page#part',
      'guides/sample/01-links.mdx:6 https://downloads.example.org/app.msi',
      'guides/sample/01-links.mdx:8 https://downloads.example.org/app.msi',
      'guides/sample/01-links.mdx:9 https://downloads.example.org/app.pkg',
      'guides/sample/01-links.mdx:11 https://bare.example.org/path',
      'guides/sample/01-links.mdx:13 https://anchor.example.org/',
      'guides/sample/02-spelling.mdx:4 https://colorful.example.org/organize',
    ]);
  });

  it('names the step files it could not read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-addresses-'));
    try {
      mkdirSync(join(dir, 'guides', 'a'), { recursive: true });
      writeFileSync(join(dir, 'guides', 'a', '01-open.mdx'), '---\ntitle: x\n---\n<Callout>\n[x](https://a.example.edu.au/)\n');
      expect(findOutsideAddresses(dir, showRelativeTo(dir))).toEqual({ uses: [], unreadable: [join('guides', 'a', '01-open.mdx')] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds the addresses of the shared valid fixture on their settings.yaml lines', () => {
    const found = findOutsideAddresses(VALID_FIXTURE, showRelativeTo(VALID_FIXTURE)).uses;
    expect(found).toContainEqual({ file: 'settings.yaml', line: 7, url: 'https://wifi.school.example/onboard' });
    expect(found).toContainEqual({ file: 'settings.yaml', line: 62, url: 'https://record.school.example' });
    expect(found.every((u) => u.file === 'settings.yaml')).toBe(true);
  });
});

describe('addressesInStep', () => {
  it('leaves out portal pages, email links, code and image files', () => {
    const text = [
      '---',
      'title: x',
      '---',
      '[Help](/help) [mail](mailto:a@b.example) `https://in.code.example/`',
      '',
      '```',
      'https://in.block.example/',
      '```',
      '<Figure src="./images/a.svg" alt="A" width={1} height={1} />',
    ].join('\n');
    expect(addressesInStep(text, 'x.mdx', 'x.mdx')).toEqual([]);
  });

  it('finds a link in a Markdown (.md) step', () => {
    const text = '---\ntitle: Notes\n---\n\nSee [the site](https://site.example.edu.au/a).\n';
    expect(addressesInStep(text, 'x.md', 'x.md')).toEqual([{ url: 'https://site.example.edu.au/a', file: 'x.md', line: 5 }]);
  });

  it('says when a step does not parse (the content check reports why)', () => {
    expect(addressesInStep('<Callout>\n[x](https://a.example.edu.au/)', 'x.mdx', 'x.mdx')).toBeNull();
  });
});

describe('addressesInYaml', () => {
  it('finds addresses at any depth, quoted or not', () => {
    const text = 'a:\n  b: "https://one.example.edu.au/"\nlist:\n  - https://two.example.edu.au/\nname: not an address\n';
    expect(addressesInYaml(text, 'f.yaml')).toEqual([
      { url: 'https://one.example.edu.au/', file: 'f.yaml', line: 2 },
      { url: 'https://two.example.edu.au/', file: 'f.yaml', line: 4 },
    ]);
  });
});
