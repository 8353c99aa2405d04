/**
 * Reads `content/`, validates all of it with the one content schema, and builds the manifest. Every
 * problem is collected (never the first only), each with its file and line.
 */
import { join } from 'node:path';
import type { ContentManifest, GuideEntry } from '../../../src/shared/content/schema/manifest.ts';
import { DEFAULT_TIME_ZONE, schoolSchema, type SchoolConfig } from '../../../src/shared/content/schema/school.ts';
import { settingsSchema, type Settings } from '../../../src/shared/content/schema/settings.ts';
import { setupGuideSchema } from '../../../src/shared/content/schema/setup-guide.ts';
import { checkGuide, checkGuideId, type CheckedGuide } from './check-guide.ts';
import { checkIcons } from './check-images.ts';
import { checkRoutes } from './check-routes.ts';
import { checkSetupGuide } from './check-setup-guide.ts';
import { checkSchool, type BrandingPictures } from './check-school.ts';
import { readNotices } from './check-notices.ts';
import { readSearch } from './check-search.ts';
import { checkSearchIndexSize } from './check-sizes.ts';
import { checkStepLinks } from './check-step-links.ts';
import { checkExternalTiles, checkGuideIcon, checkTileLabels } from './check-tiles.ts';
import type { ParsedStep } from '../mdx/mdx-tree.ts';
import { ProblemList, showRelativeTo } from './problem-list.ts';
import type { Problem } from './problems.ts';
import type { CompileStep } from '../mdx/step-compiler.ts';
import {
  listGuideFiles,
  listGuideFolders,
  readExternalTiles,
  readGuideFolder,
  readIcons,
  readText,
  readYaml,
  type YamlFile,
} from './read-content.ts';
import { readTextIfPresent } from './files-if-present.ts';
import type { SettingsSource } from './settings-source.ts';
import { withSchool } from './school-context.ts';
import { DEFAULT_DEVICES, type DeviceName } from '../../../src/shared/user/devices.ts';
import { DEFAULT_ROLES, schoolRoles, type SchoolRoles } from '../../../src/shared/user/roles.ts';
import { knowsNothing } from './validate-yaml.ts';

export interface LoadOptions {
  /** Paths in problems are shown relative to this (default: the working directory). */
  displayRoot?: string;
  /** Compiles each step's MDX: the build passes the compiler whose output it then takes (compiled-steps.ts). */
  compile?: CompileStep;
}

export interface LoadedContent {
  /** Null when the content has problems. */
  manifest: ContentManifest | null;
  problems: Problem[];
  /** Absolute paths the build needs: each guide's folder and images, and the icons. */
  files: {
    guideDirs: Map<string, string>;
    images: Map<string, string[]>;
    icons: Map<string, string>;
    /** Each step that compiled, by its path, as parsed (for the search index, so no step is read twice). */
    parsedSteps: Map<string, ParsedStep>;
    /** Each step's compiled size, compressed, by its path: what the budgets allow its guide's chunk. */
    stepSizes: Map<string, number>;
    /** The pictures school.yaml names (logo, icons), each found right. */
    branding: BrandingPictures;
  };
}

/** What the missing school.yaml of a school updating from before it says. */
const SCHOOL_YAML_MISSING =
  'Create it (see "school.yaml" in the authors’ guide): since engine 0.2.0 it holds the portal\'s name, logo and colours, the IT help contact (itHelp in settings.yaml before), the time zone, the Function App (temporaryAccessPass), the reset tool\'s licence (graph) and editing.';

/** school.yaml read and checked; null when it is missing. */
function readSchool(path: string, problems: ProblemList): YamlFile<SchoolConfig> | null {
  if (readTextIfPresent(path) === null) {
    problems.add(path, 1, 'The school file (school.yaml) is missing.', SCHOOL_YAML_MISSING);
    return null;
  }
  return readYaml(path, schoolSchema, 'The school file (school.yaml)', problems);
}

/**
 * The values guides may look up: settings.yaml's, with school.yaml's school and help beside them (what
 * `<Setting name="help.email">` reads). A group that is wrong in either file is not looked up.
 */
function lookupSource(settings: YamlFile<Settings> | null, school: YamlFile<SchoolConfig> | null): SettingsSource {
  if (!settings) return null;
  const fields: Record<string, unknown> = { ...settings.fields };
  const unknown = new Set(settings.unknown);
  for (const group of ['school', 'help'] as const) {
    if (school && !school.unknown.has(group) && school.fields[group]) fields[group] = school.fields[group];
    else unknown.add(group);
  }
  // A settings.yaml that could not be read at all knows no name.
  return { fields: fields as Partial<Settings>, unknown: knowsNothing(settings) ? settings.unknown : unknown };
}

export async function loadContent(contentDir: string, options: LoadOptions = {}): Promise<LoadedContent> {
  const problems = new ProblemList(showRelativeTo(options.displayRoot ?? process.cwd()));
  // school.yaml first: its roles are what the content's conditions name.
  const school = readSchool(join(contentDir, 'school.yaml'), problems);
  const roles = schoolRoles(school?.fields.roles ?? DEFAULT_ROLES);
  const devices = [...(school?.fields.devices ?? DEFAULT_DEVICES)];
  return withSchool({ roles, devices }, () => loadWithSchool(contentDir, options, problems, school, roles, devices));
}

async function loadWithSchool(
  contentDir: string,
  options: LoadOptions,
  problems: ProblemList,
  school: YamlFile<SchoolConfig> | null,
  roles: SchoolRoles,
  devices: DeviceName[],
): Promise<LoadedContent> {
  const { show } = problems;
  const icons = readIcons(join(contentDir, 'icons'));
  const iconNames = new Set(icons.keys());
  problems.push(...checkIcons(join(contentDir, 'icons'), show));
  const settings = readYaml(join(contentDir, 'settings.yaml'), settingsSchema, 'The settings file', problems);
  const lookups = lookupSource(settings, school);
  const setupGuide = readYaml(join(contentDir, 'setup-guide.yaml'), setupGuideSchema, 'The Setup Guide file', problems);
  const externalTiles = readExternalTiles(join(contentDir, 'external-tiles.yaml'), problems);

  // Every guide.yaml first (links are checked against the routes), then each guide's steps. A guide whose
  // guide.yaml is invalid still has its steps checked, so one run finds everything.
  const guidesDir = join(contentDir, 'guides');
  const folders = listGuideFolders(guidesDir).map((id) => {
    problems.push(...checkGuideId(id, join(guidesDir, id), show));
    return readGuideFolder(guidesDir, id, problems);
  });
  const { routes, problems: routeProblems } = checkRoutes(setupGuide, folders, show);
  problems.push(...routeProblems);

  const guideDirs = new Map<string, string>();
  const images = new Map<string, string[]>();
  const parsedSteps = new Map<string, ParsedStep>();
  const keepParsed = (path: string, step: ParsedStep) => void parsedSteps.set(path, step);
  const stepSizes = new Map<string, number>();
  const stepLinks: CheckedGuide['stepLinks'] = [];
  const guides: GuideEntry[] = [];
  for (const folder of folders) {
    const checked = await checkGuide(folder, listGuideFiles(folder.dir), {
      routes,
      settings: lookups,
      read: readText,
      show,
      compile: options.compile,
      keepParsed,
    });
    problems.push(...checked.problems, ...checkGuideIcon(folder, iconNames, show));
    guideDirs.set(folder.id, folder.dir);
    images.set(folder.id, checked.images);
    for (const [path, size] of checked.stepSizes) stepSizes.set(path, size);
    stepLinks.push(...checked.stepLinks);
    if (checked.entry) guides.push(checked.entry);
  }
  problems.push(...checkStepLinks(guides, stepLinks, show));
  // A time zone written wrongly is reported in school.yaml; the notices are then judged by the default.
  const timeZone = school?.fields.timeZone ?? DEFAULT_TIME_ZONE;
  const notices = readNotices(join(contentDir, 'notices.yaml'), { guideIds: folders.map((f) => f.id), routes, timeZone }, problems);
  const searchGuides = new Map(folders.map((f) => [f.id, guides.find((g) => g.id === f.id) ?? null]));
  const search = readSearch(join(contentDir, 'search.yaml'), searchGuides, problems);

  problems.push(
    ...checkSetupGuide(setupGuide, folders, iconNames, show),
    ...checkExternalTiles(externalTiles, lookups, iconNames, show),
    ...checkTileLabels(setupGuide, folders, externalTiles, show),
  );
  const { pictures: branding } = checkSchool(school, contentDir, folders, problems);
  const [schoolData, settingsData, setupGuideData, externalTilesData] = [
    school?.data,
    settings?.data,
    setupGuide?.data,
    externalTiles.data,
  ];
  const whole: ContentManifest | null =
    problems.problems.length === 0 && schoolData && settingsData && setupGuideData && externalTilesData && notices && search !== null
      ? {
          school: schoolData,
          roles,
          devices,
          settings: { ...settingsData, school: schoolData.school, help: schoolData.help },
          guides,
          setupGuide: setupGuideData,
          externalTiles: externalTilesData,
          ...(notices.length ? { notices } : {}),
          ...(search ? { search } : {}),
        }
      : null;
  // Only content that is otherwise right has an index worth measuring.
  const sizes = whole ? checkSearchIndexSize(whole, parsedSteps, guideDirs, show) : [];
  problems.push(...sizes);
  const manifest = sizes.length === 0 ? whole : null;
  return { manifest, problems: problems.problems, files: { guideDirs, images, icons, parsedSteps, stepSizes, branding } };
}
