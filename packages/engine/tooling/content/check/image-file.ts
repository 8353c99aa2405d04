/**
 * What an image file really is, read from its bytes rather than its name (a PNG renamed .svg is a PNG):
 * its format and pixel size (image-size), and for SVG, what the SVG check finds. The rules that judge
 * these facts are in src/shared/content/schema/image-rules.ts.
 */
import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import { formatOfName, type ImageSize } from '../../../src/shared/content/schema/image-rules.ts';
import { readSvg, type SvgFinding } from './svg-check.ts';

export interface ImageFile {
  /** `svg`, `webp`, `avif`, `png`, `jpg`, ...; `unknown` when the bytes are no image image-size knows. */
  format: string;
  bytes: number;
  /** The picture's own size; null when it cannot be read. */
  size: ImageSize | null;
  /** For SVG: what is wrong with it as a drawing (empty for other formats). */
  svg: SvgFinding[];
}

/** Text, not binary: no NUL byte near the start (UTF-16 SVG is not something editors write). */
const looksLikeText = (bytes: Uint8Array) => !bytes.subarray(0, 1024).includes(0);

export function readImageFacts(bytes: Uint8Array, name: string): ImageFile {
  let detected: { type?: string; width?: number; height?: number } = {};
  try {
    detected = imageSize(bytes);
  } catch {
    // Not a format image-size knows: text (SVG, or something else named .svg) or no image at all.
  }
  const isSvg = detected.type === 'svg' || (!detected.type && looksLikeText(bytes) && formatOfName(name) === 'svg');
  if (isSvg) {
    const reading = readSvg(Buffer.from(bytes).toString('utf8'));
    return { format: 'svg', bytes: bytes.length, size: reading.size && { ...reading.size, vector: true }, svg: reading.findings };
  }
  const format = detected.type ?? 'unknown';
  const size = detected.width && detected.height ? { width: detected.width, height: detected.height, vector: false } : null;
  return { format, bytes: bytes.length, size, svg: [] };
}

export function readImageFile(path: string): ImageFile {
  return readImageFacts(readFileSync(path), path);
}
