import { failedModuleUrl, GuideLoadError, isChunkLoadError } from './chunk-errors';

type ImportUrl = (url: string) => Promise<unknown>;

const importUrl: ImportUrl = (url) => import(/* @vite-ignore */ url);

/**
 * Wraps a guide loader so a failed download can be retried. Browsers may remember a failed module
 * address for the rest of the page's life, so after a failure the next attempt imports the same chunk
 * with a query that makes it a new address. Download failures become a `GuideLoadError`; anything else
 * (a bug) passes through unchanged.
 */
export function retryingLoader<T>(load: (id: string) => Promise<T>, importModule: ImportUrl = importUrl): (id: string) => Promise<T> {
  const failures = new Map<string, { url: string | null; count: number }>();
  return async (id) => {
    const failed = failures.get(id);
    try {
      const module = failed?.url ? ((await importModule(`${failed.url}?retry=${failed.count}`)) as T) : await load(id);
      failures.delete(id);
      return module;
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      failures.set(id, { url: failedModuleUrl(error) ?? failed?.url ?? null, count: (failed?.count ?? 0) + 1 });
      throw new GuideLoadError(id, { cause: error });
    }
  };
}
