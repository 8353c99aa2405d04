/**
 * What the deploy commands read from a site: school.yaml (checked with the content schema, every mistake
 * with its line) and the screens its guides name, and where the reviewed registration file lives.
 */
import { join } from 'node:path';
import { parse } from 'yaml';
import { schoolSchema, type SchoolConfig } from '../../src/shared/content/schema/school.ts';
import { ContentError } from '../content/check/problems.ts';
import { ProblemList, showRelativeTo } from '../content/check/problem-list.ts';
import { listGuideFolders, readYaml } from '../content/check/read-content.ts';
import { readTextIfPresent } from '../content/check/files-if-present.ts';

/** The registration file, in the site's folder (not content/, which every visitor's browser gets). */
export const REGISTRATION_FILE = join('deploy', 'app-registration.json');

export interface DeploySite {
  school: SchoolConfig;
  /** The `tool:` of each guide that names one. */
  tools: string[];
  registrationPath: string;
}

/** The `tool:` a guide.yaml names, without checking the rest (the content check does). */
function toolOf(text: string | null): string | undefined {
  if (text === null) return undefined;
  try {
    const tool = (parse(text) as { tool?: unknown } | null)?.tool;
    return typeof tool === 'string' ? tool : undefined;
  } catch {
    return undefined;
  }
}

export function readDeploySite(siteDir: string, contentDir: string, displayRoot = process.cwd()): DeploySite {
  const problems = new ProblemList(showRelativeTo(displayRoot));
  const school = readYaml(join(contentDir, 'school.yaml'), schoolSchema, 'The school file (school.yaml)', problems);
  if (!school?.data || problems.problems.length > 0) throw new ContentError(problems.problems);
  const guidesDir = join(contentDir, 'guides');
  const tools = listGuideFolders(guidesDir)
    .map((id) => toolOf(readTextIfPresent(join(guidesDir, id, 'guide.yaml'))))
    .filter((t): t is string => t !== undefined);
  return { school: school.data, tools: [...new Set(tools)].sort(), registrationPath: join(siteDir, REGISTRATION_FILE) };
}
