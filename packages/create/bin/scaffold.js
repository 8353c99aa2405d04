// @ts-check
/**
 * Writes a new school's repository from template/: the school's content and configuration, its package.json
 * (the engine and the demo tenant at this package's own version), the pull-request checks, Renovate and a
 * README written for the school. Plain Node, no dependencies: `npm create @school-it-portal` runs it at once.
 */
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = fileURLToPath(new URL('../template', import.meta.url));
const OWN_PACKAGE = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'));

/** Files the template keeps under another name, because npm leaves the real name out of a package. */
const RENAMED = { gitignore: '.gitignore' };

/** A mistake in what the person asked for, said in one line. */
export class ScaffoldError extends Error {
  /** @override */
  name = 'ScaffoldError';
}

/**
 * An npm package name from a folder name: lowercase, dashes for anything else.
 * @param {string} folder
 * @returns {string}
 */
export function packageName(folder) {
  const name = basename(folder)
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name || 'school-it-portal';
}

/**
 * Every file under `dir`, as paths from it.
 * @param {string} dir
 * @param {string} [from]
 * @returns {string[]}
 */
function filesUnder(dir, from = dir) {
  return readdirSync(dir).flatMap((/** @type {string} */ name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, from) : [relative(from, path)];
  });
}

/** YAML's double-quoted form of a text, so a name with ": " or "#" stays as written. */
const yamlText = (/** @type {string} */ text) => JSON.stringify(text);

/**
 * Writes the repository into `dir`, which must not exist or be empty.
 * @param {{ dir: string, schoolName: string, portalName?: string, version?: string }} options
 * @returns {{ dir: string, files: string[] }}
 */
export function scaffold({ dir, schoolName, portalName, version = OWN_PACKAGE.version }) {
  const school = schoolName.trim();
  if (!school) throw new ScaffoldError('Give the school\'s name, e.g. --name "Banksia Primary School".');
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new ScaffoldError(`${dir} already has files in it: choose a new folder, or empty that one first.`);
  }
  const portal = (portalName ?? `${school.replace(/\s+(school|college)$/i, '')} IT Help`).trim();
  /** @type {Record<string, string>} */
  const values = {
    schoolName: school,
    schoolNameYaml: yamlText(school),
    portalName: portal,
    portalNameYaml: yamlText(portal),
    packageName: packageName(dir),
    version,
  };
  cpSync(TEMPLATE, dir, { recursive: true });
  const files = filesUnder(dir);
  for (const file of files) {
    const path = join(dir, file);
    if (/\.(svg|png|webp)$/i.test(file)) continue;
    const text = readFileSync(path, 'utf8');
    const filled = text.replace(/\{\{(\w+)\}\}/g, (/** @type {string} */ marker, /** @type {string} */ key) => {
      const value = values[key];
      if (value === undefined) throw new Error(`The template's ${file} has a marker the scaffold does not know: ${marker}`);
      return value;
    });
    if (filled !== text) writeFileSync(path, filled);
  }
  for (const [from, to] of Object.entries(RENAMED)) if (existsSync(join(dir, from))) renameSync(join(dir, from), join(dir, to));
  return { dir, files: filesUnder(dir).sort() };
}
