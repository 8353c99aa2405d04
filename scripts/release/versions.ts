/**
 * One version for every package of the portal: a release moves them together, and each depends on the
 * others at exactly that version (the scaffold writes its own version into a school's package.json).
 */

/** The portal's packages are all in this scope. */
export const SCOPE = '@school-it-portal/';

type Manifest = Record<string, unknown> & { name?: string; version?: string };
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies'] as const;

/** `manifest` at `version`, with its dependencies on the portal's other packages at it too. */
export function withVersion<M extends Manifest>(manifest: M, version: string): M {
  const moved: Manifest = { ...manifest };
  if (manifest.name?.startsWith(SCOPE) || 'version' in manifest) moved.version = version;
  for (const field of DEPENDENCY_FIELDS) {
    const deps = manifest[field] as Record<string, string> | undefined;
    if (!deps) continue;
    moved[field] = Object.fromEntries(Object.entries(deps).map(([name, range]) => [name, name.startsWith(SCOPE) ? version : range]));
  }
  return moved as M;
}

/** A version such as 0.3.0 or 1.0.0-rc.1. */
export const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;
