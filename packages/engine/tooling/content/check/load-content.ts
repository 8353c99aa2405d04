/**
 * Reads `content/`, validates all of it with the one content schema, and builds the manifest. Every
 * problem is collected (never the first only), each with its file and line.
 */
import { join } from 'node:path';
import type { ContentManifest, GuideEntry } from '../../../src/shared/content/schema/manifest.ts';
import { DEFAULT_TIME_ZONE, settingsSchema } from '../../../src/shared/content/schema/settings.ts';
import { setupGuideSchema } from '../../../src/shared/content/schema/setup-guide.ts';
import { checkGuide, checkGuideId, type CheckedGuide } from './check-guide.ts';
import { checkIcons } from './check-images.ts';
import { checkRoutes } from './check-routes.ts';
import { checkSetupGuide } from './check-setup-guide.ts';
import { checkHelpGuide } from './check-help-guide.ts';
import { readNotices } from './check-notices.ts';
import { checkSearchIndexSize } from './check-sizes.ts';
import { checkStepLinks } from './check-step-links.ts';
import { checkExternalTiles, checkGuideIcon, checkTileLabels } from './check-tiles.ts';
import type { ParsedStep } from '../mdx/mdx-tree.ts';
import { ProblemList, showRelativeTo } from './problem-list.ts';
import type { Problem } from './problems.ts';
import type { CompileStep } from '../mdx/step-compiler.ts';
import { listGuideFiles, listGuideFolders, readExternalTiles, readGuideFolder, readIcons, readText, readYaml } from './read-content.ts';

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
  };
}

export async function loadContent(contentDir: string, options: LoadOptions = {}): Promise<LoadedContent> {
  const problems = new ProblemList(showRelativeTo(options.displayRoot ?? process.cwd()));
  const { show } = problems;
  const icons = readIcons(join(contentDir, 'icons'));
  const iconNames = new Set(icons.keys());
  problems.push(...checkIcons(join(contentDir, 'icons'), show));
  const settings = readYaml(join(contentDir, 'settings.yaml'), settingsSchema, 'The settings file', problems);
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
      settings,
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
  // A time zone written wrongly is reported in settings.yaml; the notices are then judged by the default.
  const timeZone = settings?.fields.timeZone ?? DEFAULT_TIME_ZONE;
  const notices = readNotices(join(contentDir, 'notices.yaml'), { guideIds: folders.map((f) => f.id), routes, timeZone }, problems);

  problems.push(
    ...checkSetupGuide(setupGuide, folders, iconNames, show),
    ...checkHelpGuide(settings, folders, show),
    ...checkExternalTiles(externalTiles, settings, iconNames, show),
    ...checkTileLabels(setupGuide, folders, externalTiles, show),
  );
  const [settingsData, setupGuideData, externalTilesData] = [settings?.data, setupGuide?.data, externalTiles.data];
  const whole: ContentManifest | null =
    problems.problems.length === 0 && settingsData && setupGuideData && externalTilesData && notices
      ? {
          settings: settingsData,
          guides,
          setupGuide: setupGuideData,
          externalTiles: externalTilesData,
          ...(notices.length ? { notices } : {}),
        }
      : null;
  // Only content that is otherwise right has an index worth measuring.
  const sizes = whole ? checkSearchIndexSize(whole, parsedSteps, guideDirs, show) : [];
  problems.push(...sizes);
  const manifest = sizes.length === 0 ? whole : null;
  return { manifest, problems: problems.problems, files: { guideDirs, images, icons, parsedSteps, stepSizes } };
}
