/**
 * Turns a screenshot or photo (PNG, JPEG, GIF, TIFF, or a WebP/AVIF over the limit) into a WebP within the
 * image rules' size limit, with sharp: lossless first for PNG and GIF (crisp text in screenshots), then
 * lossy at falling quality, then smaller, until it fits. The picture is turned upright (EXIF orientation)
 * and its metadata (camera, GPS) is left out. The guide's steps that named the old file are updated.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import { fitWebp, WebpFitError } from '../check/image-webp.ts';
import { IMAGE_MAX_BYTES } from '../../../src/shared/content/schema/image-rules.ts';
import { STEP_FILE } from '../../../src/shared/patterns.ts';

export interface Conversion {
  output: string;
  bytes: number;
  width: number;
  height: number;
  /** The picture had to be made smaller than it was to fit the limit. */
  scaledFrom: { width: number; height: number } | null;
  /** Step files whose ./images/ paths now name the new file. */
  updatedSteps: string[];
  /** The original was removed (it had another name than the output). */
  removed: boolean;
}

export class ConversionError extends Error {
  override name = 'ConversionError';
}

/** Replaces `./images/<from>` with `./images/<to>` in the guide's step files; returns the files changed. */
function updateSteps(guideDir: string, from: string, to: string): string[] {
  if (!existsSync(guideDir)) return [];
  const changed: string[] = [];
  const pattern = new RegExp(`\\./images/${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.-])`, 'g');
  for (const name of readdirSync(guideDir).filter((n) => STEP_FILE.test(n))) {
    const path = join(guideDir, name);
    const text = readFileSync(path, 'utf8');
    const next = text.replace(pattern, `./images/${to}`);
    if (next !== text) {
      writeFileSync(path, next);
      changed.push(path);
    }
  }
  return changed;
}

export async function convertImage(path: string, limit = IMAGE_MAX_BYTES): Promise<Conversion> {
  if (!existsSync(path)) throw new ConversionError(`There is no file ${path}.`);
  const input = readFileSync(path);
  const meta = await sharp(input)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !meta.width) throw new ConversionError(`${path} is not a picture sharp can read.`);
  if (meta.format === 'svg') throw new ConversionError(`${path} is an SVG drawing: keep it as SVG (simplify it if it is too large).`);
  const output = join(dirname(path), `${basename(path, extname(path))}.webp`);
  if (output !== path && existsSync(output)) throw new ConversionError(`${output} already exists. Rename one of them first.`);
  // Upright width: EXIF orientations 5-8 turn the picture a quarter.
  const fullWidth = (meta.orientation ?? 1) >= 5 ? meta.height! : meta.width;
  const result = await fitWebp(input, { fullWidth, lossless: meta.format === 'png' || meta.format === 'gif', limit }).catch(
    (error: unknown) => {
      throw error instanceof WebpFitError ? new ConversionError(error.message) : error;
    },
  );
  writeFileSync(output, result.data);
  const removed = output !== path;
  if (removed) rmSync(path);
  const images = dirname(path);
  const updatedSteps = basename(images) === 'images' && removed ? updateSteps(dirname(images), basename(path), basename(output)) : [];
  const scaledFrom =
    result.width < fullWidth ? { width: fullWidth, height: (meta.orientation ?? 1) >= 5 ? meta.width : meta.height! } : null;
  return { output, bytes: result.data.length, width: result.width, height: result.height, scaledFrom, updatedSteps, removed };
}
