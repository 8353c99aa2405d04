/**
 * What a screenshot or photo becomes for the portal to serve: a WebP within a size limit, with sharp.
 * Lossless first when asked (PNG and GIF: crisp text in screenshots), then lossy at falling quality, then
 * narrower, until it fits. The picture is turned upright (EXIF orientation) and its metadata (camera, GPS)
 * is left out. Used by the build, which converts a guide's PNG and JPEG pictures, and by
 * `npm run convert-image`.
 */
import sharp, { type WebpOptions } from 'sharp';

export class WebpFitError extends Error {
  override name = 'WebpFitError';
}

export interface Webp {
  data: Buffer;
  width: number;
  height: number;
}

const LOSSY_QUALITIES = [80, 70, 60, 50];
const SMALLEST_WIDTH = 320;

async function encode(input: Buffer, width: number, options: WebpOptions): Promise<Webp> {
  const { data, info } = await sharp(input)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp(options)
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The first encoding within `limit` bytes: at each width from `fullWidth` down, lossless (if asked) then each lossy quality. */
export async function fitWebp(
  input: Buffer,
  { fullWidth, lossless, limit }: { fullWidth: number; lossless: boolean; limit: number },
): Promise<Webp> {
  const attempts: WebpOptions[] = [...(lossless ? [{ lossless: true }] : []), ...LOSSY_QUALITIES.map((quality) => ({ quality }))];
  for (let width = fullWidth; ; width = Math.round(width * 0.8)) {
    for (const options of attempts) {
      const encoded = await encode(input, width, options);
      if (encoded.data.length <= limit) return encoded;
    }
    if (width <= SMALLEST_WIDTH)
      throw new WebpFitError(`Even ${width} pixels wide, the picture is over ${limit / 1000} kB. Crop it to the part the step needs.`);
  }
}

/** A PNG or JPEG as the portal serves it: upright, within `limit`, as wide as it is (or narrower to fit). */
export async function webpForServing(input: Buffer, limit: number): Promise<Webp> {
  const meta = await sharp(input).metadata();
  if (!meta.width || !meta.height) throw new WebpFitError('The picture could not be read.');
  const fullWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  return fitWebp(input, { fullWidth, lossless: meta.format === 'png', limit });
}
