/**
 * A step's pictures: each in the guide's images folder, there, and described by its alt text. Alt text that
 * only names the file ("image", "screenshot", "IMG_2041.png") tells a screen-reader user nothing.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GUIDE_IMAGE_PATH } from '../../../src/shared/content/schema/image-rules.ts';
import type { NodeProblem } from './mdx-nodes.ts';

const PLACEHOLDER_ALT =
  /^(image|picture|photo|screenshot|screen shot|screen|img|pic|figure|diagram|icon|alt|alt text|untitled|todo|tbd|x)$/i;
const FILE_NAME = /^[\w.-]+\.(svg|png|jpe?g|gif|webp|avif|bmp|heic)$/i;

/** What is wrong with alt text, or null: missing, or a word or file name that describes nothing. */
export function altTextProblem(alt: string | null | undefined, src: string, what: string): NodeProblem | null {
  const text = (alt ?? '').trim();
  if (!text)
    return {
      message: `${what} "${src}" has no alt text.`,
      hint: 'Describe what the picture shows, as you would to someone on the phone: ![The Sign in button, top right](./images/x.svg).',
    };
  if (PLACEHOLDER_ALT.test(text) || FILE_NAME.test(text) || /^(IMG|DSC|Screenshot)[ _-]?\d/i.test(text)) {
    return {
      message: `${what} "${src}" has the alt text "${text}", which does not say what it shows.`,
      hint: 'Screen readers read the alt text out in place of the picture: describe what it shows, e.g. "The Sign in button, top right".',
    };
  }
  return null;
}

/** A picture written in a step: where it must be, and that it is there. */
export function imagePathProblem(src: string, guideDir: string): NodeProblem | null {
  if (/\s|%20/.test(src)) {
    return {
      message: `The image "${src}" has a space in its name, which Markdown does not allow in a picture's path.`,
      hint: 'Rename the file without spaces (e.g. sign-in-button.png), and write that name here.',
    };
  }
  if (!src.startsWith('./images/'))
    return { message: `The image "${src}" is not in the guide's images folder.`, hint: 'Put it in images/ and write ./images/name.svg.' };
  if (GUIDE_IMAGE_PATH.test(src) && !existsSync(join(guideDir, src))) {
    return {
      message: `The image "${src}" does not exist.`,
      hint: "Put the file in the guide's images folder, or fix the name (names are case-sensitive).",
    };
  }
  return null;
}
