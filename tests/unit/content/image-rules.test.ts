/** The image rules the content check and the budgets share, as a table of files and figures. */
import { describe, expect, it } from 'vitest';
import {
  figureSizeBreaks,
  imageFileBreaks,
  IMAGE_MAX_BYTES,
  SOURCE_MAX_BYTES,
  type ImageFacts,
} from '../../../packages/engine/src/shared/content/schema/image-rules';

const problems = (facts: ImageFacts) => imageFileBreaks(facts).map((b) => b.problem);

describe('imageFileBreaks', () => {
  it.each<[string, ImageFacts]>([
    ['an SVG drawing', { path: 'images/a.svg', format: 'svg', bytes: 2_000 }],
    ['a WebP at the limit', { path: 'images/a.webp', format: 'webp', bytes: IMAGE_MAX_BYTES }],
    ['an AVIF', { path: 'images/a.avif', format: 'avif', bytes: 40_000 }],
    ['an upper-case name', { path: 'images/a.WEBP', format: 'webp', bytes: 40_000 }],
  ])('accepts %s', (_what, facts) => {
    expect(problems(facts)).toEqual([]);
  });

  it.each<[string, ImageFacts, string[]]>([
    ['a byte over the limit', { path: 'a.webp', format: 'webp', bytes: 150_001 }, ['is 150.0 kB, over the 150.0 kB limit']],
    [
      'a 7 MB PNG',
      { path: 'a.png', format: 'png', bytes: 7_000_000 },
      ['is PNG, which the portal does not serve (it serves SVG, WebP or AVIF)', 'is 7.0 MB, over the 150.0 kB limit'],
    ],
    [
      'a JPEG named .jpeg',
      { path: 'a.jpeg', format: 'jpg', bytes: 9_000 },
      ['is JPEG, which the portal does not serve (it serves SVG, WebP or AVIF)'],
    ],
    [
      'a PNG renamed .svg',
      { path: 'a.svg', format: 'png', bytes: 9_000 },
      ['is really PNG, though its name says SVG, and the portal does not serve PNG (it serves SVG, WebP or AVIF)'],
    ],
    ['a WebP renamed .png', { path: 'a.png', format: 'webp', bytes: 9_000 }, ['is really WebP, though its name says PNG']],
    [
      'bytes that are no picture',
      { path: 'a.webp', format: 'unknown', bytes: 9_000 },
      ['is not a picture the portal can read (its name says WebP)'],
    ],
  ])('refuses %s', (_what, facts, expected) => {
    expect(problems(facts)).toEqual(expected);
  });

  it('hints the conversion command for a PNG, and a rename for a misnamed WebP', () => {
    expect(imageFileBreaks({ path: 'content/guides/a/images/shot.png', format: 'png', bytes: 9_000 })[0]?.hint).toContain(
      'npm run convert-image content/guides/a/images/shot.png',
    );
    expect(imageFileBreaks({ path: 'images/a.png', format: 'webp', bytes: 9_000 })[0]?.hint).toBe(
      'Rename it to images/a.webp and use that name in the steps.',
    );
  });
});

describe("imageFileBreaks for a guide's own pictures, which the build converts", () => {
  const source = (facts: ImageFacts) => imageFileBreaks(facts, 'source').map((b) => b.problem);
  it.each<[string, ImageFacts]>([
    ['a 7 MB PNG screenshot', { path: 'images/shot.png', format: 'png', bytes: 7_000_000 }],
    ['a JPEG photo named .jpeg', { path: 'images/photo.jpeg', format: 'jpg', bytes: 2_500_000 }],
    ['a PNG at the source limit', { path: 'images/shot.PNG', format: 'png', bytes: SOURCE_MAX_BYTES }],
    ['a WebP within the limit', { path: 'images/a.webp', format: 'webp', bytes: 40_000 }],
  ])('accepts %s', (_what, facts) => {
    expect(source(facts)).toEqual([]);
  });

  it.each<[string, ImageFacts, string[]]>([
    [
      'a PNG over the source limit',
      { path: 'images/shot.png', format: 'png', bytes: 12_000_000 },
      ['is 12.0 MB, over the 10.0 MB a PNG may be for the build to convert'],
    ],
    [
      'a GIF, which the build does not convert',
      { path: 'images/a.gif', format: 'gif', bytes: 9_000 },
      ['is GIF, which the portal does not serve (it serves SVG, WebP or AVIF)'],
    ],
    [
      'a PNG renamed .jpg',
      { path: 'images/a.jpg', format: 'png', bytes: 9_000 },
      ['is really PNG, though its name says JPEG, and the portal does not serve PNG (it serves SVG, WebP or AVIF)'],
    ],
    ['a WebP over the served limit', { path: 'images/a.webp', format: 'webp', bytes: 150_001 }, ['is 150.0 kB, over the 150.0 kB limit']],
  ])('refuses %s', (_what, facts, expected) => {
    expect(source(facts)).toEqual(expected);
  });

  it('hints cropping or the conversion command for a PNG too large to convert', () => {
    expect(imageFileBreaks({ path: 'images/shot.png', format: 'png', bytes: 12_000_000 }, 'source')[0]?.hint).toBe(
      'Crop it to the part the step needs, or convert it yourself: npm run convert-image images/shot.png.',
    );
  });
});

describe('figureSizeBreaks', () => {
  const photo = { width: 1280, height: 720, vector: false };
  const drawing = { width: 640, height: 360, vector: true };
  it.each<[string, { width: number; height: number }, typeof photo]>([
    ['a photo at half size', { width: 640, height: 360 }, photo],
    ['a photo at its own size', { width: 1280, height: 720 }, photo],
    ['a height rounded either way', { width: 333, height: 188 }, photo],
    ['within 1 % on a large figure', { width: 1200, height: 681 }, photo],
    ['a drawing shown larger than its viewBox', { width: 1280, height: 720 }, drawing],
  ])('accepts %s', (_what, written, image) => {
    expect(figureSizeBreaks('./images/x', written, image)).toEqual([]);
  });

  it.each<[string, { width: number; height: number }, typeof photo, string[]]>([
    [
      'a square figure of a wide photo',
      { width: 640, height: 640 },
      photo,
      ['width={640} height={640} squashes ./images/x, which is 1280×720 pixels'],
    ],
    [
      'two pixels off on a small figure',
      { width: 160, height: 92 },
      photo,
      ['width={160} height={92} squashes ./images/x, which is 1280×720 pixels'],
    ],
    [
      'a photo blown up',
      { width: 2560, height: 1440 },
      photo,
      ['width={2560} height={1440} is larger than ./images/x (1280×720 pixels), so it would look blurry'],
    ],
    ['a squashed drawing', { width: 640, height: 480 }, drawing, ['width={640} height={480} squashes ./images/x, which is 640×360']],
  ])('refuses %s', (_what, written, image, expected) => {
    expect(figureSizeBreaks('./images/x', written, image).map((b) => b.problem)).toEqual(expected);
  });

  it('suggests the largest size that keeps the shape without blowing a photo up', () => {
    expect(figureSizeBreaks('./images/x', { width: 1600, height: 1600 }, photo).map((b) => b.hint)).toEqual([
      'Keep its shape: width={1280} height={720}.',
      'Use width={1280} height={720} or smaller, or a larger picture.',
    ]);
  });
});
