/**
 * Reads a production build (and the content folder) into the sizes the budgets and the benchmark use.
 * Chunks are found through Vite's build manifests, not by guessing file names: the home route's first load
 * is index.html's entry chunk and its static imports (checked against index.html's script and
 * modulepreload tags), each guide's chunk is the manifest entry of its virtual module, and the
 * redirect-bridge page's JS comes from the manifest of its own build (tooling/integrations/redirect-bridge-build.ts).
 * The manifests are kept beside the build folder, not in it (tooling/integrations/build-manifests.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readImageFile } from '../content/check/image-file.ts';
import { MAIN_MANIFEST, manifestDirFor, REDIRECT_MANIFEST, VITE_MANIFEST_DIR } from '../integrations/build-manifests.ts';

export interface SizedFile {
  /** Path inside the build directory, e.g. assets/main-abc123.js. */
  file: string;
  bytes: number;
  /** Gzipped at level 9, as a static host would pre-compress it. */
  gzip: number;
}

export interface BuildSizes {
  homeFirstLoad: SizedFile[];
  guides: { id: string; chunk: SizedFile }[];
  redirect: SizedFile[];
  /** The search index's chunk; null when the build has none. */
  searchIndex: SizedFile | null;
  /** The content's details (`virtual:portal-details`); null when the build has none. */
  details: SizedFile | null;
  /** Each image file the build serves (its path in the build), with what its bytes really are (`png` even if named .svg). */
  images: { path: string; bytes: number; format: string }[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const GUIDE_PREFIX = 'virtual:portal-guide/';
const SEARCH_INDEX = 'virtual:portal-search';
const DETAILS = 'virtual:portal-details';
const IMAGE_EXTENSIONS = /\.(svg|png|jpe?g|gif|webp|avif|bmp|ico|tiff?|heic)$/i;

export class BuildReadError extends Error {
  override name = 'BuildReadError';
}

function readManifest(distDir: string, name: string): Manifest {
  const path = join(manifestDirFor(distDir), name);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch (error) {
    throw new BuildReadError(`Cannot read ${path} (run npm run build first): ${(error as Error).message}`);
  }
}

/**
 * Fails when the build folder holds Vite's manifests: a static host would publish them (a map of every
 * chunk and source file), so the build must have moved them out.
 */
export function assertNoManifestsInSite(distDir: string): void {
  if (existsSync(join(distDir, VITE_MANIFEST_DIR))) {
    throw new BuildReadError(
      `${join(distDir, VITE_MANIFEST_DIR)} would be published with the site: the build should have moved it to ${manifestDirFor(distDir)}.`,
    );
  }
}

/** The entry's chunk and everything it imports statically, each once. */
export function staticClosure(manifest: Manifest, entry: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new BuildReadError(`The build manifest has no entry "${key}".`);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  return files.filter((f) => f.endsWith('.js'));
}

/** The JS an HTML page loads at once: module scripts and modulepreload links. */
export function htmlScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url) found.push(url.replace(/^\//, ''));
  }
  return found;
}

/** Classic scripts an HTML page loads (the route preload script): first-load JS the bundle manifest does not list. */
export function htmlClassicScripts(html: string): string[] {
  return (html.match(/<script\b[^>]*>/g) ?? [])
    .filter((tag) => !/type="module"/.test(tag))
    .flatMap((tag) => /src="([^"]+)"/.exec(tag)?.[1] ?? [])
    .map((url) => url.replace(/^\//, ''));
}

function pageJs(distDir: string, manifestPath: string, page: string): string[] {
  const files = staticClosure(readManifest(distDir, manifestPath), page);
  const html = readFileSync(join(distDir, page), 'utf8');
  const inHtml = htmlScripts(html);
  const same = files.length === inHtml.length && files.every((f) => inHtml.includes(f));
  if (!same) throw new BuildReadError(`${page} loads ${inHtml.join(', ') || 'no JS'}, but the manifest says ${files.join(', ')}.`);
  return [...files, ...htmlClassicScripts(html)];
}

// Inlined images (data: URLs) are not the guide's code: the guide budget excludes them.
const withoutInlineImages = (code: Buffer) => Buffer.from(code.toString('utf8').replace(/data:image\/[^"'`)\s]+/g, ''));

export function sizeOf(distDir: string, file: string, transform: (code: Buffer) => Buffer = (c) => c): SizedFile {
  const code = transform(readFileSync(join(distDir, file)));
  return { file, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

function imagesUnder(dir: string, root: string): BuildSizes['images'] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return imagesUnder(full, root);
    return IMAGE_EXTENSIONS.test(entry.name)
      ? [{ path: relative(root, full), bytes: statSync(full).size, format: readImageFile(full).format }]
      : [];
  });
}

/**
 * A virtual module's id from its manifest key: Vite writes the key relative to its root as if the id were a
 * path in the working folder ("../../sites/school/virtual:portal-search" when the engine is the root).
 */
function virtualId(key: string | undefined): string | undefined {
  const at = key?.indexOf('virtual:') ?? -1;
  return at >= 0 ? key!.slice(at) : undefined;
}

export function readBuildSizes(distDir: string): BuildSizes {
  assertNoManifestsInSite(distDir);
  const manifest = readManifest(distDir, MAIN_MANIFEST);
  const chunks = Object.values(manifest);
  const guides = chunks
    .filter((chunk) => chunk.isDynamicEntry && virtualId(chunk.src)?.startsWith(GUIDE_PREFIX))
    .map((chunk) => ({ id: virtualId(chunk.src)!.slice(GUIDE_PREFIX.length), chunk: sizeOf(distDir, chunk.file, withoutInlineImages) }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const searchIndex = chunks.find((chunk) => virtualId(chunk.src) === SEARCH_INDEX);
  const details = chunks.find((chunk) => virtualId(chunk.src) === DETAILS);
  return {
    homeFirstLoad: pageJs(distDir, MAIN_MANIFEST, 'index.html').map((f) => sizeOf(distDir, f)),
    guides,
    redirect: pageJs(distDir, REDIRECT_MANIFEST, 'redirect.html').map((f) => sizeOf(distDir, f)),
    searchIndex: searchIndex?.isDynamicEntry ? sizeOf(distDir, searchIndex.file) : null,
    details: details?.isDynamicEntry ? sizeOf(distDir, details.file) : null,
    // What the build serves: a guide's PNG or JPEG has become a WebP by now (webp-images.ts).
    images: imagesUnder(distDir, distDir).sort((a, b) => a.path.localeCompare(b.path)),
  };
}
