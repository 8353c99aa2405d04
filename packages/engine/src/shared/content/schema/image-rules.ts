/**
 * The rules every content image follows, stated once: the content check (which the build and the dev
 * server run) and the performance budgets (tooling/budgets/budgets.ts) judge images with these functions.
 * Pure: the facts about a file (what its bytes really are, its size, its pixels) are read by
 * tooling/content/check/image-file.ts.
 */

/** Formats the portal serves: drawings as SVG, screenshots and photos as WebP or AVIF. */
export const IMAGE_FORMATS = ['svg', 'webp', 'avif'] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Largest image file the portal serves, in bytes (kB means 1,000 bytes, as the budgets report). */
export const IMAGE_MAX_BYTES = 150_000;

/**
 * Screenshots and photos a guide may keep as they were saved (a PNG or JPEG uploaded in GitHub's web
 * editor): the build turns each into a WebP within IMAGE_MAX_BYTES (tooling/content/plugin/webp-images.ts).
 */
export const BUILD_CONVERTS: ReadonlySet<string> = new Set(['png', 'jpg']);

/** Largest PNG or JPEG a guide may keep for the build to convert: a full-screen screenshot is well within it. */
export const SOURCE_MAX_BYTES = 10_000_000;

/**
 * How far a <Figure>'s height may be from the height that keeps the picture's shape at its width, as a
 * fraction; never less than one pixel, since width and height are whole numbers.
 */
export const ASPECT_TOLERANCE = 0.01;

/** A picture's path as steps write it: a file in the guide's images folder. */
export const GUIDE_IMAGE_PATH = /^\.\/images\/[\w.-]+$/;

/** The command that turns a PNG, JPEG or oversized picture into a WebP within the limit. */
export const convertCommand = (path: string) => `npm run convert-image ${path}`;

const FORMAT_NAMES: Record<string, string> = {
  svg: 'SVG',
  webp: 'WebP',
  avif: 'AVIF',
  png: 'PNG',
  jpg: 'JPEG',
  gif: 'GIF',
  tiff: 'TIFF',
  bmp: 'BMP',
  heif: 'HEIC',
};

/** How people call a format: `png` is "PNG", `jpg` is "JPEG". */
export const formatName = (format: string) => FORMAT_NAMES[format] ?? format.toUpperCase();

/** "SVG, WebP or AVIF". */
export const ALLOWED_FORMAT_NAMES = `${IMAGE_FORMATS.slice(0, -1).map(formatName).join(', ')} or ${formatName(IMAGE_FORMATS.at(-1)!)}`;

/** Raster formats the converter reads (sharp's inputs that people save screenshots and photos in). */
const CONVERTIBLE = new Set(['png', 'jpg', 'gif', 'tiff', 'webp', 'avif']);

/** A file size as people read it: 180.5 kB, 7.2 MB. */
export const fileSize = (bytes: number): string =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${(bytes / 1000).toFixed(1)} kB`;

export function isImageFormat(format: string): format is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(format);
}

/** The format a file name claims: `photo.JPEG` claims jpg. */
export function formatOfName(name: string): string {
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return extension === 'jpeg' ? 'jpg' : extension === 'heic' ? 'heif' : extension;
}

/** What is known about an image file. */
export interface ImageFacts {
  /** Its path as shown to the technician (used in the hint's command). */
  path: string;
  /** What its bytes are (`png`, `svg`, ...), whatever its name says; `unknown` when they are no image. */
  format: string;
  bytes: number;
}

/** One broken rule: `problem` completes "The image x.png ..."; `hint` says what to do. */
export interface RuleBreak {
  problem: string;
  hint: string;
}

/**
 * The format and size rules for one file: as `served` (the default: what a build ships, SVG, WebP or AVIF
 * within IMAGE_MAX_BYTES), or as a guide's `source` picture, which may also be a PNG or JPEG the build
 * converts, within SOURCE_MAX_BYTES.
 */
export function imageFileBreaks({ path, format, bytes }: ImageFacts, stage: 'served' | 'source' = 'served'): RuleBreak[] {
  const breaks: RuleBreak[] = [];
  const named = formatOfName(path);
  if (stage === 'source' && BUILD_CONVERTS.has(format) && named === format) {
    if (bytes <= SOURCE_MAX_BYTES) return breaks;
    return [
      {
        problem: `is ${fileSize(bytes)}, over the ${fileSize(SOURCE_MAX_BYTES)} a ${formatName(format)} may be for the build to convert`,
        hint: `Crop it to the part the step needs, or convert it yourself: ${convertCommand(path)}.`,
      },
    ];
  }
  const convert = `Convert it: ${convertCommand(path)} (writes a WebP within ${fileSize(IMAGE_MAX_BYTES)} beside it and updates the steps that use it).`;
  if (format === 'unknown') {
    breaks.push({
      problem: `is not a picture the portal can read${named ? ` (its name says ${formatName(named)})` : ''}`,
      hint: `Save it as ${ALLOWED_FORMAT_NAMES}.`,
    });
    return breaks;
  }
  const misnamed = named !== format ? `really ${formatName(format)}, though its name says ${named ? formatName(named) : 'nothing'}` : null;
  if (!isImageFormat(format)) {
    const what = misnamed
      ? `${misnamed}, and the portal does not serve ${formatName(format)}`
      : `${formatName(format)}, which the portal does not serve`;
    breaks.push({
      problem: `is ${what} (it serves ${ALLOWED_FORMAT_NAMES})`,
      hint: CONVERTIBLE.has(format) ? convert : `Save it as ${ALLOWED_FORMAT_NAMES}.`,
    });
  } else if (misnamed) {
    const renamed = path.replace(/\.[^./\\]*$/, '') + `.${format}`;
    breaks.push({ problem: `is ${misnamed}`, hint: `Rename it to ${renamed} and use that name in the steps.` });
  }
  if (bytes > IMAGE_MAX_BYTES) {
    breaks.push({
      problem: `is ${fileSize(bytes)}, over the ${fileSize(IMAGE_MAX_BYTES)} limit`,
      hint:
        format === 'svg'
          ? 'Simplify the drawing, or remove pictures and fonts embedded in it.'
          : CONVERTIBLE.has(format)
            ? convert
            : `Save it smaller as ${ALLOWED_FORMAT_NAMES}.`,
    });
  }
  return breaks;
}

/** A picture's own size: pixels for raster images, the drawing's width and height for SVG. */
export interface ImageSize {
  width: number;
  height: number;
  /** SVG: it scales up without blurring, so only its shape matters. */
  vector: boolean;
}

/**
 * A <Figure>'s width and height against its picture: they keep the picture's shape (within a pixel, or
 * ASPECT_TOLERANCE), and a raster picture is not shown larger than it is, where it would blur.
 */
export function figureSizeBreaks(src: string, written: { width: number; height: number }, image: ImageSize): RuleBreak[] {
  const breaks: RuleBreak[] = [];
  const heightAt = (width: number) => Math.max(1, Math.round((width * image.height) / image.width));
  const width = image.vector ? written.width : Math.min(written.width, image.width);
  const suggestion = `width={${width}} height={${heightAt(width)}}`;
  const own = `${image.width}×${image.height}${image.vector ? '' : ' pixels'}`;
  const expected = (written.width * image.height) / image.width;
  if (Math.abs(written.height - expected) > Math.max(1, expected * ASPECT_TOLERANCE)) {
    breaks.push({
      problem: `width={${written.width}} height={${written.height}} squashes ${src}, which is ${own}`,
      hint: `Keep its shape: ${suggestion}.`,
    });
  }
  if (!image.vector && (written.width > image.width || written.height > image.height)) {
    breaks.push({
      problem: `width={${written.width}} height={${written.height}} is larger than ${src} (${own}), so it would look blurry`,
      hint: `Use ${suggestion} or smaller, or a larger picture.`,
    });
  }
  return breaks;
}
