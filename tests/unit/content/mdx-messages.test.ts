/** What the check says about MDX that does not compile, and about tags that are not the kit's. */
import { describe, expect, it } from 'vitest';
import { checkMdx } from '../../../packages/engine/tooling/content/check/mdx-check';

/** `line: message | hint` for each problem in a step body (its first line is line 1). */
async function check(body: string, file = 'guides/x/01-x.mdx'): Promise<string[]> {
  const { problems } = await checkMdx(body, {
    file,
    guideDir: '/nowhere',
    routes: new Set(['/', '/help']),
    settings: null,
  });
  return problems.map((p) => `${p.line}: ${p.message} | ${p.hint}`);
}

describe('MDX that does not compile, in plain words', () => {
  it.each([
    [
      'a tag never closed in its paragraph',
      'Intro.\n\n<Callout>Text\n\nMore.\n',
      '3: <Callout> on line 3 is not closed before the end of its paragraph. | Close it in the same paragraph (<Callout>...</Callout>), write <Callout ... /> if it holds nothing, or put <Callout> and </Callout> on lines of their own to wrap several paragraphs.',
    ],
    [
      'a tag never closed',
      '<Callout>\n\nText.\n',
      '1: <Callout> on line 1 is never closed. | Add </Callout> where it ends, or write <Callout ... /> if it holds nothing.',
    ],
    [
      'a closing tag with nothing to close',
      'Text.\n\n</Only>\n',
      '3: </Only> on line 3 closes a tag that is not open. | Remove it, or add the opening tag before it. A tag opened inside a paragraph must close in that paragraph; to wrap several paragraphs, put both tags on lines of their own.',
    ],
    [
      'a closing tag that does not match',
      '<Only platform="mac">Text.</Callout>\n',
      '1: </Callout> on line 1 does not match <Only>, opened on line 1. | Close <Only> with </Only> first: tags close in the reverse order they open. If </Callout> has no opening tag, remove it.',
    ],
    [
      'a number after <',
      'Intro.\n\nUse <8 letters.\n',
      '3: The < before "8" on line 3 is read as the start of a tag. | To show the sign, write \\< (as in \\<8), or write it in words ("less than 8").',
    ],
    [
      'a < before a sign',
      'If a <= b.\n',
      '1: The < on line 1 is read as the start of a tag. | To show the sign, write \\<. Tags start with a letter: <Callout>.',
    ],
    [
      'a { meant as text',
      'Type {your name}.\n',
      '1: The { on line 1 starts code, which a step may not contain. | To show braces as text, write \\{ and \\}. In a tag, write text in quotes (alt="...") and numbers in braces (width={640}).',
    ],
    [
      'a { never closed',
      'Intro.\n\nType { here.\n',
      '3: The { on line 3 is never closed. | To show a brace as text, write \\{. A step may not contain {code}.',
    ],
    [
      'an attribute without quotes',
      '<Only platform=mac>Text</Only>\n',
      '1: The value of platform on line 1 needs quotes. | Write platform="mac": text in quotes, numbers in braces (width={640}).',
    ],
    [
      'an attribute quote never closed',
      'Intro.\n\n<Only platform="mac>Text</Only>\n',
      '3: A quote in the tag on line 3 is not closed. | Close each attribute value with the same quote it opens with: platform="mac".',
    ],
    [
      'an address between < and >',
      'See <https://school.example>.\n',
      '1: Line 1 has an address between < and >, which is read as a tag. | Write a link as [the text](https://...) and an email address as plain text.',
    ],
    [
      'an HTML comment',
      '<!-- note -->\n',
      '1: Line 1 has an HTML comment (<!-- -->), which a step cannot use. | Write a note as {/* note */}, or delete it.',
    ],
  ])('reports %s', async (_what, body, expected) => {
    expect(await check(body)).toEqual([expected]);
  });
});

/** What every import or export is told: which lines to delete, why, and how to start a sentence with the word. */
function deleteImport(lines: string, keyword = 'import', format = 'mdx'): string {
  const why =
    format === 'md'
      ? `A .md step would show it as text, and a step needs no ${keyword}. To use a kit component such as <Callout>, rename the file to .mdx: it needs no import there either.`
      : keyword === 'import'
        ? "A step needs no import: the kit's components (<Callout>, <Only>, <Figure> and the rest) work without one."
        : "A step needs no export: it holds text and the kit's components (<Callout>, <Only>, <Figure> and the rest), not code.";
  const word = `${keyword[0]!.toUpperCase()}${keyword.slice(1)}`;
  return `Content may not use import or export. | Delete ${lines}. ${why} If you meant a sentence that starts with the word "${keyword}", write "${word}" with a capital (or start it another way), so it is read as text.`;
}

describe('import and export lines, once each, at their own line', () => {
  it.each([
    ['an import with text on the next line', 'import { Something } from "./x"\nSelect **Sign in**.\n', [`1: ${deleteImport('line 1')}`]],
    ['an import with a blank line after it', 'import { Something } from "./x"\n\nSelect **Sign in**.\n', [`1: ${deleteImport('line 1')}`]],
    [
      'an import after a paragraph, with text right after it',
      'Intro.\n\nimport Thing from "./x"\nSelect.\n',
      [`3: ${deleteImport('line 3')}`],
    ],
    ['an import ending in a semicolon, with text right after it', 'import Thing from "./x";\nSelect.\n', [`1: ${deleteImport('line 1')}`]],
    [
      'an import over several lines, with text right after it',
      'import {\n  Callout,\n  Only,\n} from "./x"\nSelect.\n',
      [`1: ${deleteImport('lines 1 to 4')}`],
    ],
    [
      'two imports, with text right after them',
      'import A from "./a"\nimport B from "./b"\nSelect.\n',
      [`1: ${deleteImport('lines 1 and 2')}`],
    ],
    ['an import inside a callout', ':::tip\nimport Thing from "./x"\nSelect.\n:::\n', [`2: ${deleteImport('line 2')}`]],
    ['an export with text on the next line', 'export const name = "Sign in"\nSelect.\n', [`1: ${deleteImport('line 1', 'export')}`]],
    [
      'an export whose error MDX finds past a blank line',
      'export const name = "Sign in"\nSelect.\n\nMore text.\n',
      [`1: ${deleteImport('line 1', 'export')}`],
    ],
    ['an export with a blank line after it', 'Intro.\n\nexport default function Step() {}\n', [`3: ${deleteImport('line 3', 'export')}`]],
    ['an indented import, which MDX shows as text', '  import Thing from "./x"\nSelect.\n', [`1: ${deleteImport('line 1')}`]],
    [
      'a sentence starting with "import" over two lines',
      'import photos\nthen select OK.\n',
      [
        '1: A line that starts with "import" is read as code in a .mdx step, so line 1 cannot be read. | Start the sentence another way (or with a capital: "Import ..."), or use a .md step if it needs no components. If it is meant as an import, delete it: a step needs none.',
      ],
    ],
    ['nothing in a sentence starting with "Import"', 'Import the photos from your phone.\n', []],
  ])('reports %s', async (_what, body, expected) => {
    expect(await check(body)).toEqual(expected);
  });

  it.each([
    [
      'an import, which a .md step shows as text',
      'import { Something } from "./x"\nSelect **Sign in**.\n',
      [`1: ${deleteImport('line 1', 'import', 'md')}`],
    ],
    ['an export after a paragraph', 'Intro.\n\nexport const name = 1\n', [`3: ${deleteImport('line 3', 'export', 'md')}`]],
    ['nothing in a sentence starting with "import"', 'import the photos from your phone.\n', []],
  ])('in a .md step, reports %s', async (_what, body, expected) => {
    expect(await check(body, 'guides/x/01-x.md')).toEqual(expected);
  });
});

describe('tags that are not the kit', () => {
  it.each([
    [
      '<only platform="mac">Mac</only>',
      '1: <only> is not a component of the kit: did you mean <Only>? | Component names are case-sensitive: write <Only> (and </Only> to close it), as in the authors’ guide. As <only>, its content would show to everyone.',
    ],
    [
      '<CALLOUT>Hi</CALLOUT>',
      '1: <CALLOUT> is not a component of the kit: did you mean <Callout>? | Component names are case-sensitive: write <Callout> (and </Callout> to close it), as in the authors’ guide. As <CALLOUT>, its content would show to everyone.',
    ],
    [
      '<Figur src="./images/x.svg" />',
      '1: <Figur> is not a component of the kit: did you mean <Figure>? | Use the component kit (no import needed): Only, Callout, Keys, Kbd, Figure, CopyValue, Download, Username, Setting, PrinterTable, LinkList, TemporaryAccessPass, PasswordChangeQuestion, OnDevice, Online.',
    ],
    ['<strong>Bold</strong>', '1: Content may not use the HTML tag <strong>. | Write **bold** in Markdown.'],
    ['<h3>Heading</h3>', '1: Content may not use the HTML tag <h3>. | Write a heading in Markdown: ### Heading.'],
    [
      '<img src="./images/x.svg" alt="x" />',
      '1: Use <Figure> for pictures, not <img>. | Write <Figure src="./images/x.svg" alt="..." width={640} height={360} />.',
    ],
    [
      '<span>Text</span>',
      '1: Content may not use the HTML tag <span>. | Plain Markdown covers what HTML tags did: **bold**, *italic*, [links](/help), lists (- or 1.), ### headings and blank lines between paragraphs. Use the component kit (no import needed): Only, Callout, Keys, Kbd, Figure, CopyValue, Download, Username, Setting, PrinterTable, LinkList, TemporaryAccessPass, PasswordChangeQuestion, OnDevice, Online.',
    ],
    ['<Keys combp="Ctrl+C" />', '1: <Keys> has no "combp" attribute: did you mean combo? | See <Keys> in the authors’ guide.'],
    [
      '<Callout type="Tip">Hi</Callout>',
      '1: <Callout> type="Tip" is not one of: note, tip, warning, important (did you mean "tip"?). | See <Callout> in the authors’ guide.',
    ],
    ['<Only platform="linux">Hi</Only>', '1: <Only> platform: "linux" is not one of: windows, mac. | See <Only> in the authors’ guide.'],
    [
      '<Callout type="danger">Hi</Callout>',
      '1: <Callout> type="danger" is not one of: note, tip, warning, important. | See <Callout> in the authors’ guide.',
    ],
  ])('reports %s', async (body, expected) => {
    expect(await check(`${body}\n`)).toEqual([expected]);
  });
});
