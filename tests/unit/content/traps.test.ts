/**
 * The mistakes a technician makes that reached students with a green check, and the refusals that misled:
 * each made in a copy of the valid fixture and read by the whole check, as `npm run check` does.
 */
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../packages/engine/tooling/content/check/load-content';
import { VALID_FIXTURE } from './load-fixture';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-traps-'));
  cpSync(VALID_FIXTURE, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => writeFileSync(join(dir, file), text);
const edit = (file: string, change: (text: string) => string) => write(file, change(readFileSync(join(dir, file), 'utf8')));
const step = (title: string, body: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n${body}\n`;

/** Every problem, as `file:line: message`, and each hint. */
async function check(): Promise<{ lines: string[]; hints: string[] }> {
  const { problems } = await loadContent(dir, { displayRoot: dir });
  return { lines: problems.map((p) => `${p.file}:${p.line}: ${p.message}`), hints: problems.map((p) => p.hint) };
}

describe('mistakes the check refuses, each at its file and line with what to write', () => {
  it.each<[string, () => void, string, RegExp]>([
    [
      'a callout with a space after its colons',
      () => write('guides/basics/04-finish.mdx', step('All done', '::: tip\nSave your work.\n:::')),
      'guides/basics/04-finish.mdx:4: "::: tip" has a space after the colons, so it shows as text, not a callout.',
      /Write :::tip with no space/,
    ],
    [
      'a callout titled as other tools title them',
      () => write('guides/basics/04-finish.mdx', step('All done', ':::warning Before you start\nSave your work.\n:::')),
      'guides/basics/04-finish.mdx:4: ":::warning Before you start" shows as text: a callout\'s title goes in brackets.',
      /:::warning\[Before you start\]/,
    ],
    [
      'a GitHub alert of a kind GitHub does not have',
      () => write('guides/basics/04-finish.mdx', step('All done', '> [!INFO]\n> Save your work.')),
      'guides/basics/04-finish.mdx:4: "[!INFO]" is not a kind of GitHub alert.',
      /\[!NOTE\], \[!TIP\], \[!IMPORTANT\], \[!WARNING\], \[!CAUTION\]/,
    ],
    [
      'alt text that says nothing',
      () => edit('guides/basics/01-start.mdx', (t) => `${t}\n![screenshot](./images/diagram.svg)\n`),
      'guides/basics/01-start.mdx:8: The image "./images/diagram.svg" has the alt text "screenshot", which does not say what it shows.',
      /describe what it shows/,
    ],
    [
      "a picture's file name as its alt text",
      () => edit('guides/basics/01-start.mdx', (t) => t.replace('alt="A circle"', 'alt="IMG_2041.png"')),
      'guides/basics/01-start.mdx:6: The picture "./images/diagram.svg" has the alt text "IMG_2041.png", which does not say what it shows.',
      /Screen readers read the alt text/,
    ],
    [
      'a # heading inside a step',
      () => write('guides/basics/04-finish.mdx', step('All done', '# Finished\n\nWell done.')),
      'guides/basics/04-finish.mdx:4: A "#" heading inside a step would sit above the step\'s own title.',
      /write ### Heading/,
    ],
    [
      'a link to a step the guide does not have',
      () => write('guides/info/02-when.mdx', step('When', 'Go back to [step 9](/basics?step=9).')),
      'guides/info/02-when.mdx:4: The link to "/basics?step=9" goes to a step /basics does not have: it has 4 steps.',
      /from 1 to 4/,
    ],
    [
      'a link to a step of a variant past its end',
      () => write('guides/info/02-when.mdx', step('When', 'See [the phone steps](/switcher?variant=ios&step=2).')),
      'guides/info/02-when.mdx:4: The link to "/switcher?step=2" goes to a step /switcher does not have: it has 1 step in "ios".',
      /from 1 to 1/,
    ],
    [
      'a platform with no steps and no message',
      () => edit('guides/switcher/03-phone-one.mdx', (t) => t.replace('variant: ios\n', 'variant: ios\nplatforms: [windows]\n')),
      'guides/switcher/guide.yaml:1: On Mac this guide has no steps in "ios", so someone on Mac would open it and find nothing.',
      /platforms:\n {2}supported: \[windows\]\n {2}message:/,
    ],
    [
      'a step for a platform the guide does not support',
      () => {
        edit('guides/basics/guide.yaml', (t) => `${t}platforms:\n  supported: [windows]\n  message: Windows only.\n`);
        edit('guides/basics/04-finish.mdx', (t) => t.replace('title: All done\n', 'title: All done\nplatforms: [mac]\n'));
      },
      'guides/basics/04-finish.mdx:3: This step is for Mac, but the guide supports only Windows, so nobody sees it.',
      /Add Mac to platforms: supported/,
    ],
    [
      "new's placeholder left in",
      () =>
        write('guides/basics/04-finish.mdx', step('All done', 'Say what this guide sets up and what the reader needs before they begin.')),
      'guides/basics/04-finish.mdx:4: "Say what this guide sets up and what the reader needs before they begin." is the placeholder npm run new wrote.',
      /Write what the reader should do/,
    ],
    [
      'a step too long for one screen',
      () =>
        write(
          'guides/basics/04-finish.mdx',
          step(
            'All done',
            Array.from(
              { length: 900 },
              (_, i) => `Sentence ${i} tells ${(i * 7919) % 1000} things about ${(i * 104729) % 997} topics.`,
            ).join(' '),
          ),
        ),
      'guides/basics/04-finish.mdx:1: This step is',
      /Split it into steps/,
    ],
  ])('%s', async (_name, make, line, hint) => {
    make();
    const { lines, hints } = await check();
    const at = lines.findIndex((l) => l.startsWith(line));
    expect(lines, `expected a problem starting "${line}"`).toContainEqual(expect.stringContaining(line));
    expect(hints[at]).toMatch(hint);
  });
});

describe("sizes that grow with the content, held to the budgets' limits by the check", () => {
  it('names the guides with the most words when search would have more to load than the steps allow', async () => {
    // Words no other step shares, as an index pays for each: 1,500 of them in one page.
    let seed = 7;
    const word = () => Array.from({ length: 7 }, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26))).join('');
    const words = Array.from({ length: 1_500 }, word);
    for (const [i, part] of [0, 1, 2].entries())
      write(`guides/info/0${i + 3}-more-${part}.mdx`, step(`More ${part}`, words.slice(part * 500, (part + 1) * 500).join(' ')));
    const { lines, hints } = await check();
    const search = lines.find((l) => l.includes('Search has'));
    expect(search).toMatch(
      /^guides\/info\/guide\.yaml:1: Search has \d+\.\d kB of words to load, more than the \d+\.\d kB the content's 14 steps allow\. The guides with the most words: info \(1,5\d\d words\)/,
    );
    expect(hints[lines.indexOf(search!)]).toMatch(/Shorten the longest steps/);
  });
});

describe('messages that misled, now saying what is wrong', () => {
  it.each<[string, () => void, string, RegExp]>([
    [
      'a line starting with "import" as a sentence',
      () => write('guides/basics/04-finish.mdx', step('All done', 'import the photos from your phone.')),
      'guides/basics/04-finish.mdx:4: A line that starts with "import" is read as code in a .mdx step, so line 4 cannot be read.',
      /Start the sentence another way/,
    ],
    [
      'an import with text right after it, at the import rather than the text',
      () => write('guides/basics/04-finish.mdx', step('All done', "import { Something } from './x'\nSelect **Sign in**.")),
      'guides/basics/04-finish.mdx:4: Content may not use import or export.',
      /^Delete line 4\. A step needs no import: the kit's components .* work without one\./,
    ],
    [
      'curly quotes pasted from Word in a tag',
      () => write('guides/basics/04-finish.mdx', step('All done', '<Only platform=“mac”>Mac users finish here.</Only>')),
      "guides/basics/04-finish.mdx:4: Line 4 has curly double quotes (“ ”) in a tag, as Word puts in: a component's attributes need straight quotes.",
      /plain "/,
    ],
    [
      'an en dash pasted from Word in a condition',
      () => edit('guides/basics/03-staff.mdx', (t) => t.replace('roles: Staff', 'roles: Year7–Year12')),
      'guides/basics/03-staff.mdx:3: "roles": "Year7–Year12" has an en dash (–), as Word types it: write Year7-Year12, with a plain hyphen.',
      /./,
    ],
    [
      'a picture whose file name has a space',
      () => edit('guides/basics/01-start.mdx', (t) => `${t}\n![The diagram](./images/My Diagram.svg)\n`),
      'guides/basics/01-start.mdx:8: The image "./images/My Diagram.svg" has a space in its name, which Markdown does not allow in a picture\'s path.',
      /Rename the file without spaces/,
    ],
    [
      'the IT help contact left in settings.yaml after taking engine 0.2.0',
      () => edit('settings.yaml', (t) => `${t}itHelp:\n  email: ithelp@school.example\n`),
      'settings.yaml:65: "itHelp" has moved to school.yaml (engine 0.2.0).',
      /renaming itHelp: to help: \(guides then show <Setting name="help\.email" \/> and so on\)/,
    ],
    [
      'an icon file named with capitals',
      () => renameSync(join(dir, 'icons/basics.svg'), join(dir, 'icons/Basics.svg')),
      'guides/basics/guide.yaml:6: The icon "basics" does not exist, but content/icons/Basics.svg does.',
      /rename Basics\.svg to basics\.svg/,
    ],
    [
      'an icon named with its file extension',
      () => edit('guides/basics/guide.yaml', (t) => t.replace('icon: basics', 'icon: basics.svg')),
      'guides/basics/guide.yaml:6: "tile.icon": "basics.svg" names the file: write the icon\'s name without .svg, e.g. "basics".',
      /./,
    ],
  ])('%s', async (_name, make, line, hint) => {
    make();
    const { lines, hints } = await check();
    expect(lines).toContain(line);
    expect(hints[lines.indexOf(line)]).toMatch(hint);
  });
});

describe('what the check now accepts', () => {
  it('a UTF-8 byte-order mark before the front-matter and in YAML files, as some Windows editors save them', async () => {
    for (const file of ['guides/basics/01-start.mdx', 'guides/basics/guide.yaml', 'settings.yaml']) edit(file, (t) => `\uFEFF${t}`);
    expect((await check()).lines).toEqual([]);
  });

  it('a GitHub alert, as GitHub previews it, as a callout', async () => {
    write('guides/basics/04-finish.mdx', step('All done', '> [!WARNING]\n> Save your work first.\n\n> [!TIP]\n> Then restart.'));
    const { manifest, problems, files } = await loadContent(dir, { displayRoot: dir });
    expect(problems).toEqual([]);
    expect(manifest).not.toBeNull();
    const tree = files.parsedSteps.get(join(dir, 'guides/basics/04-finish.mdx'))!.tree;
    expect(JSON.stringify(tree)).not.toContain('[!WARNING]');
  });
});
