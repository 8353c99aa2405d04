/**
 * school.yaml beyond its schema: the pictures it names are there and are the pictures a header, a browser
 * tab and an installed app need; its colours read (check-colours.ts); its help guide exists and is for
 * everyone; and what a guide needs of it (the reset tool's licence) is given.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileSize, formatName, IMAGE_MAX_BYTES, type ImageSize } from '../../../src/shared/content/schema/image-rules.ts';
import { schoolSchema, type SchoolConfig } from '../../../src/shared/content/schema/school.ts';
import { checkColours } from './check-colours.ts';
import { readImageFile } from './image-file.ts';
import { ProblemList } from './problem-list.ts';
import { readYaml, type GuideFolder, type YamlFile } from './read-content.ts';
import { lineOfPath } from './yaml-lines.ts';

/** The formats a school's pictures may be: what every browser shows, and an installed app's icon may be. */
const BRANDING_FORMATS = ['svg', 'png', 'webp'];

/** An app icon drawn in pixels must be at least this big: what phones and computers install from. */
export const ICON_MIN_PIXELS = 512;

/** A picture school.yaml names, as the build serves it. */
export interface BrandingPicture {
  /** The path written in school.yaml, from the content folder. */
  path: string;
  /** Its file. */
  file: string;
  format: string;
  size: ImageSize;
}

/** The pictures school.yaml names, by field, once each is found to be right. */
export type BrandingPictures = Partial<Record<'logo' | 'logoDark' | 'icon' | 'maskableIcon', BrandingPicture>>;

const PICTURE_USE = {
  logo: 'the logo',
  logoDark: 'the dark-mode logo',
  icon: 'the icon',
  maskableIcon: 'the maskable icon',
} as const;

function checkPicture(
  field: keyof typeof PICTURE_USE,
  written: string,
  contentDir: string,
  school: YamlFile<SchoolConfig>,
  problems: ProblemList,
): BrandingPicture | null {
  const line = lineOfPath(school.text, ['portal', field]);
  const file = join(contentDir, written);
  const where = `"portal.${field}" names ${written}`;
  if (!existsSync(file) || !statSync(file).isFile()) {
    problems.add(
      school.path,
      line,
      `${where}, which is not in the content folder.`,
      `Put ${PICTURE_USE[field]} at ${problems.show(file)}, or write the path it has, from the content folder (e.g. branding/logo.svg).`,
    );
    return null;
  }
  const image = readImageFile(file);
  const fail = (message: string, hint: string) => (problems.add(school.path, line, `${where}, which ${message}.`, hint), null);
  if (!BRANDING_FORMATS.includes(image.format)) {
    return fail(
      image.format === 'unknown' ? 'is not a picture the portal can read' : `is ${formatName(image.format)}`,
      'Save it as SVG, PNG or WebP.',
    );
  }
  if (image.bytes > IMAGE_MAX_BYTES)
    return fail(`is ${fileSize(image.bytes)}, over the ${fileSize(IMAGE_MAX_BYTES)} limit`, 'Save it smaller, or simplify the drawing.');
  for (const finding of image.svg) problems.add(file, finding.line, finding.message, finding.hint);
  if (image.svg.length > 0) return null;
  if (!image.size) return fail('has no size the portal can read', 'Give the SVG a viewBox, or width and height.');
  const { width, height } = image.size;
  if (field === 'icon' || field === 'maskableIcon') {
    if (Math.abs(width - height) > 0.01 * Math.max(width, height)) {
      return fail(
        `is ${width} by ${height}, not square`,
        'An icon must be square: the browser tab and the installed app show it in a square.',
      );
    }
    if (!image.size.vector && width < ICON_MIN_PIXELS) {
      return fail(
        `is ${width} by ${height} pixels`,
        `An installed app's icon needs at least ${ICON_MIN_PIXELS} by ${ICON_MIN_PIXELS} pixels (or an SVG).`,
      );
    }
  }
  return { path: written, file, format: image.format, size: image.size };
}

export interface CheckedSchool {
  pictures: BrandingPictures;
}

/** Everything wrong with school.yaml that its schema cannot see, given the guides. */
export function checkSchool(
  school: YamlFile<SchoolConfig> | null,
  contentDir: string,
  guides: readonly GuideFolder[],
  problems: ProblemList,
): CheckedSchool {
  const pictures: BrandingPictures = {};
  if (!school) return { pictures };
  const portal = school.fields.portal;
  if (portal) {
    for (const field of Object.keys(PICTURE_USE) as (keyof typeof PICTURE_USE)[]) {
      const written = portal[field];
      const picture = written ? checkPicture(field, written, contentDir, school, problems) : null;
      if (picture) pictures[field] = picture;
    }
    if (portal.colours) checkColours(portal.colours, school, problems);
  }
  checkHelpGuide(school, guides, problems);
  // Both staff tools search for students by the student licence.
  const resetTool = guides.find((g) => g.meta?.tool === 'reset-student-password' || g.meta?.tool === 'student-pass');
  if (resetTool && school.fields.passwordReset === undefined && !school.unknown.has('passwordReset')) {
    problems.add(
      school.path,
      1,
      resetTool.meta?.tool === 'student-pass'
        ? `The guide "${resetTool.id}" is the staff tool that gives a student a Temporary Access Pass, which needs passwordReset in school.yaml (it finds students by their licence).`
        : `The guide "${resetTool.id}" is the staff password reset tool, which needs passwordReset in school.yaml.`,
      'Add the licence every student holds, e.g.\npasswordReset:\n  studentLicenceSkuId: 5a1e0000-0000-4000-8000-00000000c0de\n(Entra admin centre > Billing > Licences, or Graph GET /subscribedSkus.)',
    );
  }
  return { pictures };
}

/** `help.guide`, when given, names a guide that everyone can open. */
function checkHelpGuide(school: YamlFile<SchoolConfig>, guides: readonly GuideFolder[], problems: ProblemList): void {
  const id = school.fields.help?.guide;
  if (id === undefined) return;
  const line = lineOfPath(school.text, ['help', 'guide']);
  const guide = guides.find((g) => g.id === id);
  if (!guide) {
    const ids = guides.map((g) => g.id).sort();
    problems.add(
      school.path,
      line,
      `help.guide names "${id}", but there is no guide with that id.`,
      `Use a guide folder name: ${ids.join(', ')}.`,
    );
  } else if (guide.fields.audience !== undefined) {
    problems.add(
      school.path,
      line,
      `help.guide names "${id}", which is not for everyone (it has an audience).`,
      'Name a help guide every visitor can open.',
    );
  }
}

/**
 * school.yaml and its pictures as far as they are right, read on their own (without the guides): what a
 * build needs before the content is loaded (the installed app's manifest). Null when school.yaml is
 * missing or wrong, which the content check then reports.
 */
export function schoolAtStart(contentDir: string): { school: SchoolConfig; pictures: BrandingPictures } | null {
  const problems = new ProblemList((path) => path);
  const school = readYaml(join(contentDir, 'school.yaml'), schoolSchema, 'The school file', problems);
  if (!school?.data) return null;
  return { school: school.data, pictures: checkSchool(school, contentDir, [], problems).pictures };
}
