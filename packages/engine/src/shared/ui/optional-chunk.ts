/**
 * A loader for an optional part of a screen (a banner, a notice): if its chunk, or a stylesheet the chunk
 * needs, cannot be downloaded, the part is left out and the screen around it still draws.
 *
 * The catch must wrap the whole load. In a production build the bundler turns `import(x).then(ok, failed)`
 * into `preload(() => import(x).then(ok, failed), stylesheets)`: a stylesheet that fails rejects outside
 * the `.then`, so a handler written there never runs and the error reaches the screen's error boundary.
 */
export function optionalChunk<T>(load: () => Promise<T>, fallback: T): () => Promise<T> {
  return () => load().catch(() => fallback);
}
