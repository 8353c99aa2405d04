/**
 * `npm run convert-image <file> [<file> ...]`: turns a PNG, JPEG, GIF or TIFF (or a WebP/AVIF
 * over the size limit) into a WebP within the image rules, beside the original, which it replaces; the
 * guide's steps that used the old name are updated. The content check prints this command for each
 * picture that needs it.
 */
import { relative } from 'node:path';
import { convertImage, ConversionError } from '../tooling/content/authoring/convert-image.ts';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: npm run convert-image content/guides/<id>/images/<picture>.png');
  process.exit(1);
}
const show = (path: string) => relative(process.cwd(), path) || path;
for (const file of files) {
  try {
    const done = await convertImage(file);
    const scaled = done.scaledFrom ? ` (made smaller from ${done.scaledFrom.width}×${done.scaledFrom.height} to fit)` : '';
    console.log(`${show(done.output)}: ${done.width}×${done.height} pixels, ${(done.bytes / 1000).toFixed(1)} kB${scaled}.`);
    if (done.removed) console.log(`  Removed ${show(file)}.`);
    for (const step of done.updatedSteps) console.log(`  Updated ${show(step)} to use ${show(done.output)}.`);
  } catch (error) {
    if (!(error instanceof ConversionError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
if (process.exitCode !== 1) console.log("Next: run `npm run check` (it checks each <Figure>'s width and height against the new picture).");
