/**
 * Where a build's manifests go: Vite writes them into `<outDir>/.vite/`, which a static host would publish
 * with the site (a map of every chunk and source path). The build's last step moves them beside the output
 * folder instead, to `<outDir>-manifests/` (`dist-manifests/`, git-ignored), where the budget check and the
 * benchmark read them.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The folder Vite writes manifests to, inside the output folder. */
export const VITE_MANIFEST_DIR = '.vite';
/** The app's manifest (Vite's default name). */
export const MAIN_MANIFEST = 'manifest.json';
/** The redirect-bridge page's manifest (tooling/integrations/redirect-bridge-build.ts). */
export const REDIRECT_MANIFEST = 'redirect-manifest.json';

/** `<outDir>-manifests`, beside the output folder. */
export function manifestDirFor(outDir: string): string {
  return `${resolve(outDir)}-manifests`;
}

/** Moves `<outDir>/.vite/*` to `manifestDirFor(outDir)` (replacing an older build's) and removes `<outDir>/.vite`. */
export function moveManifestsOutOfSite(outDir: string): void {
  const from = join(resolve(outDir), VITE_MANIFEST_DIR);
  if (!existsSync(from)) return;
  const to = manifestDirFor(outDir);
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) renameSync(join(from, name), join(to, name));
  rmSync(from, { recursive: true, force: true });
}
