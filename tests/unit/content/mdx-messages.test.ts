/** What the check says about MDX that does not compile, and about tags that are not the kit's. */
import { describe, expect, it } from 'vitest';
import { checkMdx } from '../../../packages/engine/tooling/content/check/mdx-check';

/** `line: message | hint` for each problem in a step body (its first line is line 1). */
async function check(body: string): Promise<string[]> {
  const { problems } = await checkMdx(body, {
    file: 'guides/x/01-x.mdx',
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
