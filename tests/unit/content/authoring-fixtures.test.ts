/**
 * The image and Markdown rules over small fixture guides (tests/fixtures/content/authoring/), one folder
 * per rule: each broken one is reported at its file and line, and the valid ones pass.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkGuide } from '../../../packages/engine/tooling/content/check/check-guide';
import { checkIcons } from '../../../packages/engine/tooling/content/check/check-images';
import { ProblemList, showRelativeTo } from '../../../packages/engine/tooling/content/check/problem-list';
import { listGuideFiles, readGuideFolder, readText } from '../../../packages/engine/tooling/content/check/read-content';
import { lines } from './in-memory-content';

const ROOT = join(process.cwd(), 'tests/fixtures/content/authoring');
const show = showRelativeTo(ROOT);

/** The guide's problems as `file:line: message`, sorted by file and line as check prints them. */
async function problemsOf(id: string) {
  const folder = readGuideFolder(join(ROOT, 'guides'), id, new ProblemList(show));
  const { problems } = await checkGuide(folder, listGuideFiles(folder.dir), {
    routes: new Set(['/']),
    settings: { fields: {}, unknown: new Set() },
    read: readText,
    show,
  });
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

describe('image rules over fixture guides', () => {
  it.each<[string, string[]]>([
    ['oversize-image', ['guides/oversize-image/images/huge.svg:1: The image is 165.0 kB, over the 150.0 kB limit.']],
    [
      'svg-unsafe',
      [
        'guides/svg-unsafe/images/diagram.svg:2: This SVG contains a <script>.',
        'guides/svg-unsafe/images/diagram.svg:3: This SVG has an event handler (onclick on <rect>).',
        'guides/svg-unsafe/images/diagram.svg:4: This SVG refers to "https://tracker.example/pixel.png" (xlink:href on <image>).',
        "guides/svg-unsafe/images/diagram.svg:5: This SVG's <style> loads something from outside it (@import or url(...)).",
      ],
    ],
    [
      'svg-broken',
      [
        'guides/svg-broken/images/no-viewbox.svg:1: The <svg> has no viewBox, so it cannot shrink to fit a phone screen.',
        'guides/svg-broken/images/no-xmlns.svg:1: The <svg> has no xmlns="http://www.w3.org/2000/svg", so browsers show nothing.',
        'guides/svg-broken/images/not-xml.svg:3: This SVG is not well-formed XML: unexpected close tag.',
        "guides/svg-broken/images/page.svg:1: The file's root element is <html>, not <svg>.",
      ],
    ],
    [
      'figure-size',
      [
        'guides/figure-size/01-sizes.mdx:4: <Figure> width={640} height={640} squashes ./images/wide.svg, which is 640×360.',
        'guides/figure-size/01-sizes.mdx:8: <Figure> width={320} height={180} is larger than ./images/photo.webp (160×90 pixels), so it would look blurry.',
      ],
    ],
    [
      'old-formats',
      [
        // The PNG screenshot and the JPEG photo are sources the build converts to WebP; a misnamed file is not.
        'guides/old-formats/images/renamed.png:1: The image is really WebP, though its name says PNG.',
      ],
    ],
  ])('%s', async (id, expected) => {
    expect(lines(await problemsOf(id))).toEqual(expected);
  });

  it('accepts AVIF and WebP pictures and their <Figure> at or below their pixel size', async () => {
    expect(await problemsOf('modern-formats')).toEqual([]);
  });

  it('says how to fix a picture whose name is not what it is', async () => {
    const [renamed] = await problemsOf('old-formats');
    expect(renamed?.hint).toBe('Rename it to guides/old-formats/images/renamed.webp and use that name in the steps.');
  });

  it('gives the width and height that keep a figure in shape', async () => {
    const [squashed, blurry] = await problemsOf('figure-size');
    expect(squashed?.hint).toBe('Keep its shape: width={640} height={360}.');
    expect(blurry?.hint).toBe('Use width={160} height={90} or smaller, or a larger picture.');
  });

  it('reports a PNG renamed .svg among the tile icons, and passes a real SVG icon', () => {
    expect(lines(checkIcons(join(ROOT, 'icons'), show))).toEqual([
      'icons/wifi.svg:1: A tile icon must be an SVG drawing, but this file is a PNG picture.',
    ]);
  });
});

describe('Markdown steps and callout directives over fixture guides', () => {
  it('keeps < and { as text in a .md step, and colons in text as text', async () => {
    expect(await problemsOf('markdown-literal')).toEqual([]);
  });

  it('accepts :::note, :::tip, :::warning[title] and :::important in .md, and a callout inside <Only> in .mdx', async () => {
    expect(await problemsOf('callouts')).toEqual([]);
  });

  it('reports each directive mistake at its line, with did-you-mean', async () => {
    expect(lines(await problemsOf('directive-mistakes'))).toEqual([
      'guides/directive-mistakes/01-mistakes.md:4: ":::notes" is not a kind of callout. Did you mean :::note?',
      'guides/directive-mistakes/01-mistakes.md:8: ":::caution" is not a kind of callout. Did you mean :::warning?',
      'guides/directive-mistakes/01-mistakes.md:12: ":::warning" has no "class" attribute.',
      'guides/directive-mistakes/01-mistakes.md:16: "::tip" is not something a step can use.',
      'guides/directive-mistakes/01-mistakes.md:18: HTML is not shown in a .md step, so "<b>" would disappear.',
      'guides/directive-mistakes/01-mistakes.md:20: The ":::important" that starts here is never closed.',
      'guides/directive-mistakes/02-unclosed-in-component.mdx:6: The ":::note" that starts here is not closed before </Only>.',
    ]);
  });
});
