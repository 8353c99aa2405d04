/**
 * Checks the pictures content ships with the image rules (src/shared/content/schema/image-rules.ts): every
 * file in a guide's images/ folder (a PNG or JPEG there is a source the build converts), every tile icon, and the width and height each <Figure> gives its
 * picture. What a file is comes from its bytes, not its name.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_CONVERTS, figureSizeBreaks, imageFileBreaks, isImageFormat } from '../../../src/shared/content/schema/image-rules.ts';
import { KEBAB_ID } from '../../../src/shared/patterns.ts';
import { readImageFile, type ImageFile } from './image-file.ts';
import { ProblemList, type ShowPath } from './problem-list.ts';
import type { Problem } from './problems.ts';

export interface CheckedImages {
  problems: Problem[];
  /** Each picture by the path steps write (`./images/x.svg`). */
  files: Map<string, ImageFile>;
}

/** The files in a folder, skipping hidden ones (.DS_Store) and subfolders; none when it does not exist. */
function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.') && statSync(join(dir, name)).isFile())
    .sort();
}

function fileProblems(path: string, file: ImageFile, found: ProblemList, stage: 'served' | 'source'): void {
  const shown = found.show(path);
  // One problem per file, whatever rules it breaks: a GIF over the limit is one thing to fix.
  const breaks = imageFileBreaks({ path: shown, format: file.format, bytes: file.bytes }, stage);
  if (breaks.length > 0)
    found.add(path, 1, `The image ${breaks.map((b) => b.problem).join(' and ')}.`, [...new Set(breaks.map((b) => b.hint))].join(' '));
  for (const { line, message, hint } of file.svg) found.add(path, line, message, hint);
}

/** Every file in `<guideDir>/images/`. */
export function checkGuideImages(guideDir: string, show: ShowPath): CheckedImages {
  const found = new ProblemList(show);
  const files = new Map<string, ImageFile>();
  const dir = join(guideDir, 'images');
  for (const name of filesIn(dir)) {
    const file = readImageFile(join(dir, name));
    files.set(`./images/${name}`, file);
    // A guide's PNG or JPEG screenshot is converted by the build, so it is judged as a source.
    fileProblems(join(dir, name), file, found, 'source');
  }
  return { problems: found.problems, files };
}

/** Every file in content/icons/: each an SVG drawing named <icon>.svg, within the size limit. */
export function checkIcons(iconDir: string, show: ShowPath): Problem[] {
  const found = new ProblemList(show);
  for (const name of filesIn(iconDir)) {
    const path = join(iconDir, name);
    const base = name.replace(/\.[^.]*$/, '');
    if (!KEBAB_ID.test(base)) {
      const better = base
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      found.add(
        path,
        1,
        `The icon file "${name}" has a name a tile cannot use.`,
        `Name icons in lowercase letters, digits and dashes: rename it ${better || 'my-icon'}.svg, and write icon: ${better || 'my-icon'} on the tile.`,
      );
    }
    const file = readImageFile(path);
    if (file.format !== 'svg') {
      const what = file.format === 'unknown' ? 'not a picture the portal can read' : `a ${file.format.toUpperCase()} picture`;
      found.add(
        path,
        1,
        `A tile icon must be an SVG drawing, but this file is ${what}.`,
        'Draw the icon as SVG, like the other icons here (stroke="currentColor" follows the theme).',
      );
      continue;
    }
    fileProblems(path, file, found, 'served');
  }
  return found.problems;
}

/**
 * A <Figure>'s width and height (its checked props) against its picture; nothing when the picture is
 * missing or not one the portal serves, which is reported on its own.
 */
export function checkFigureSize(
  props: Record<string, unknown>,
  files: ReadonlyMap<string, ImageFile>,
): { message: string; hint: string }[] {
  const { src, width, height } = props;
  const file = typeof src === 'string' ? files.get(src) : undefined;
  if (
    !file?.size ||
    !(isImageFormat(file.format) || BUILD_CONVERTS.has(file.format)) ||
    typeof width !== 'number' ||
    typeof height !== 'number'
  )
    return [];
  return figureSizeBreaks(src as string, { width, height }, file.size).map(({ problem, hint }) => ({
    message: `<Figure> ${problem}.`,
    hint,
  }));
}
