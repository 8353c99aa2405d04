/**
 * Recognising a failed download of a lazily loaded chunk (offline, or a new deploy removed the old
 * hashed file), as opposed to a bug, so the portal can offer a retry instead of an error screen.
 */

/** What each browser (and Vite's preloading) says when a dynamic import cannot be fetched. */
const CHUNK_LOAD_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** The address of the module that failed, when the browser names it (Chromium and Firefox do), without its query. */
export function failedModuleUrl(error: unknown): string | null {
  if (!isChunkLoadError(error)) return null;
  const url = /(https?:\/\/\S+?)(?:[?#]\S*)?$/.exec((error as Error).message)?.[1];
  return url ?? null;
}

/** A guide's chunk could not be downloaded; `cause` is the browser's error. */
export class GuideLoadError extends Error {
  override name = 'GuideLoadError';
  constructor(
    readonly guideId: string,
    options: { cause: unknown },
  ) {
    super(`The guide "${guideId}" could not be downloaded.`, options);
  }
}
