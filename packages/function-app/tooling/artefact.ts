/**
 * The Function App's deployable artefact: the folder `func azure functionapp publish` (or a zip deploy)
 * takes. Azure runs JavaScript only, so rolldown (Vite's bundler) bundles each registration in
 * src/functions/ with the handlers and the portal's contract, both TypeScript, into `functions/*.js`; the
 * npm packages they use stay imports, listed in its package.json (production dependencies only) for Azure
 * to install. With host.json and nothing else: no TypeScript, no tests, no local.settings.json.
 */
import { copyFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const FUNCTIONS_DIR = join(PACKAGE_DIR, 'src', 'functions');

/** Where `npm run artefact` writes it. */
export const ARTEFACT_DIR = join(PACKAGE_DIR, 'dist');

/** Workspace packages bundled in rather than installed: they ship TypeScript, which Azure does not run. */
const BUNDLED_PACKAGES = ['@school-it-portal/function-contract'];

const isBundledPackage = (id: string) => BUNDLED_PACKAGES.some((name) => id === name || id.startsWith(`${name}/`));
/** An import of a package (or a Node built-in), not of a file. */
const isPackageImport = (id: string) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0');

interface Manifest {
  name: string;
  version: string;
  description: string;
  license: string;
  engines: Record<string, string>;
  dependencies: Record<string, string>;
}

/** The artefact's package.json: what Azure installs and loads. */
export function artefactManifest(manifest: Manifest): object {
  const { name, version, description, license, engines } = manifest;
  const dependencies = Object.fromEntries(Object.entries(manifest.dependencies).filter(([dependency]) => !isBundledPackage(dependency)));
  return { name, version, description, license, type: 'module', main: 'functions/*.js', engines, dependencies };
}

/** Writes the artefact to `outDir` (emptied first); returns the entries, `functions/<name>.js`. */
export async function writeArtefact(outDir: string = ARTEFACT_DIR): Promise<string[]> {
  const sources = (await readdir(FUNCTIONS_DIR)).filter((file) => file.endsWith('.ts')).sort();
  await rm(outDir, { recursive: true, force: true });
  await build({
    input: Object.fromEntries(sources.map((file) => [basename(file, '.ts'), join(FUNCTIONS_DIR, file)])),
    platform: 'node',
    external: (id) => isPackageImport(id) && !isBundledPackage(id),
    // The registrations' own folder holds only them: Azure loads every file in it.
    output: { dir: outDir, format: 'esm', entryFileNames: 'functions/[name].js', chunkFileNames: 'shared/chunk-[hash].js' },
  });
  const manifest = JSON.parse(await readFile(join(PACKAGE_DIR, 'package.json'), 'utf8')) as Manifest;
  await writeFile(join(outDir, 'package.json'), `${JSON.stringify(artefactManifest(manifest), null, 2)}\n`);
  await copyFile(join(PACKAGE_DIR, 'host.json'), join(outDir, 'host.json'));
  return sources.map((file) => `functions/${basename(file, '.ts')}.js`);
}
