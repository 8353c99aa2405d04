/**
 * What `npm start` does when content changes. Every edit (a step's body, its front-matter, a YAML file,
 * a picture, a file or folder added, renamed or deleted) is checked with the same check as
 * `npm run check`, once a burst of edits pauses:
 * - problems: printed in the terminal and shown in the browser as Vite's error overlay;
 * - no problems, and only step bodies changed since the page was last right: React Fast Refresh swaps
 *   the steps in place;
 * - no problems otherwise (or after problems were shown): the content modules are rebuilt and the page
 *   reloads, which also clears the overlay.
 * A watcher callback never throws: an unexpected failure is printed once.
 */
import { dirname, relative, sep } from 'node:path';
import type { HotPayload, Logger } from 'vite';
import { overlayPayload, type OverlaySource } from './dev-overlay.ts';
import { isGone } from '../check/files-if-present.ts';
import { splitFrontMatter } from '../check/front-matter.ts';
import type { LoadedContent } from '../check/load-content.ts';
import { formatProblems } from '../check/problems.ts';
import { reloadQueue } from './reload-queue.ts';

/** The parts of the Vite dev server the content needs. */
export interface DevServerPort {
  logger: Pick<Logger, 'info' | 'error'>;
  /** Sends to the browser (the client environment's hot channel). */
  send(payload: HotPayload): void;
  /** Makes the manifest and guide modules load again (from the latest check) on their next request. */
  invalidateContentModules(): void;
}

export interface LiveContentOptions extends OverlaySource {
  server: DevServerPort;
  contentDir: string;
  /** Runs the content check; the plugin keeps the result for its modules. */
  check: () => Promise<LoadedContent>;
  /** Step files, whose front-matter is compared to tell a body-only edit. */
  isStepFile: (file: string) => boolean;
  /** How long edits must pause before the check runs. */
  delayMs?: number;
}

/** `hot`: let Vite apply the edit as usual (Fast Refresh); `handled`: the content has answered it. */
export type EditOutcome = 'hot' | 'handled';

interface ContentEdit {
  path: string;
  what: 'changed' | 'added' | 'removed' | 'start';
  /** Only a step's body changed: Fast Refresh can apply it. */
  bodyOnly: boolean;
}

export interface LiveContent {
  /** The initial check: prints problems, sends nothing. */
  start(): void;
  /** A watched content file changed (Vite's hotUpdate). Resolves once the check that covers it has settled. */
  fileChanged(file: string, type: 'create' | 'update' | 'delete', read: () => string | Promise<string>): Promise<EditOutcome>;
  /** A folder under content/ was added or removed (a guide, an images folder). */
  folderChanged(dir: string, type: 'addDir' | 'unlinkDir'): void;
  /** A step file's front-matter as compiled, so the next edit can tell whether only the body changed. */
  compiled(file: string, frontMatter: string | null): void;
  /** Resolves when no check is waiting or running. */
  idle(): Promise<void>;
  close(): void;
}

const imagesKey = (content: LoadedContent) => JSON.stringify([...content.files.images].sort(([a], [b]) => a.localeCompare(b)));

/** `guides/wifi/02-join.mdx changed`, or for a burst `16 added, 16 removed in guides/wifi`. */
function describeEdits(contentDir: string, edits: readonly ContentEdit[]): string {
  const unique = [
    ...new Map(edits.filter((e) => e.what !== 'start').map((e) => [`${relative(contentDir, e.path) || '.'} ${e.what}`, e])).entries(),
  ];
  if (unique.length <= 3) return unique.map(([text]) => text).join(', ');
  const counts = (['added', 'removed', 'changed'] as const).map(
    (what) => [what, unique.filter(([, e]) => e.what === what).length] as const,
  );
  const folders = unique.map(([, e]) => relative(contentDir, dirname(e.path)).split(sep));
  const first = folders[0]!;
  let shared = 0;
  while (shared < first.length && folders.every((f) => f[shared] === first[shared])) shared += 1;
  const common = first.slice(0, shared).join('/');
  return `${counts
    .filter(([, n]) => n > 0)
    .map(([what, n]) => `${n} ${what}`)
    .join(', ')} in ${common || 'content'}`;
}

export function liveContent(options: LiveContentOptions): LiveContent {
  const { server, contentDir, delayMs = 150 } = options;
  const { logger } = server;
  const frontMatters = new Map<string, string | null>();
  // True while the browser shows (or, on its next load, will show) the content's problems.
  let showingProblems = false;
  let lastImages: string | null = null;
  let lastFailure = '';

  const failed = (error: unknown) => {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    if (text === lastFailure) return;
    lastFailure = text;
    logger.error(`content: checking the content failed; the dev server keeps running.\n${text}`, { timestamp: true });
  };

  function settle(outcome: { result: LoadedContent } | { error: unknown }, edits: ContentEdit[]): EditOutcome {
    if ('error' in outcome) {
      failed(outcome.error);
      return 'hot';
    }
    lastFailure = '';
    const content = outcome.result;
    const images = imagesKey(content);
    // A body that now uses another picture changes its guide's module, which only a reload rebuilds.
    const imagesChanged = lastImages !== null && images !== lastImages;
    lastImages = images;
    const { problems } = content;
    if (edits.every((e) => e.what === 'start')) {
      if (problems.length > 0) logger.error(`\n${formatProblems(problems)}`, { timestamp: true });
      showingProblems = problems.length > 0;
      return 'handled';
    }
    if (problems.length > 0) {
      logger.error(`\n${formatProblems(problems)}`, { timestamp: true });
      // A page opened or reloaded now gets the same problems from the content modules.
      server.invalidateContentModules();
      server.send(overlayPayload(problems, options));
      showingProblems = true;
      return 'handled';
    }
    if (showingProblems || imagesChanged || !edits.every((e) => e.bodyOnly)) {
      const fixed = showingProblems;
      showingProblems = false;
      server.invalidateContentModules();
      server.send({ type: 'full-reload', path: '*' });
      logger.info(`content: ${describeEdits(contentDir, edits)}${fixed ? '; no problems now, reloading' : ''}`, { timestamp: true });
      return 'handled';
    }
    return 'hot';
  }

  const queue = reloadQueue<ContentEdit, LoadedContent, EditOutcome>({ delayMs, run: options.check, settle });

  /** True when only the body of a step file whose front-matter we know changed. */
  async function bodyOnly(file: string, read: () => string | Promise<string>): Promise<boolean> {
    let text: string;
    try {
      text = await read();
    } catch (error) {
      if (isGone(error)) return false;
      throw error;
    }
    const known = frontMatters.has(file);
    const before = frontMatters.get(file);
    const after = splitFrontMatter(text).yaml;
    frontMatters.set(file, after);
    return known && before === after;
  }

  return {
    start() {
      void queue.push({ path: contentDir, what: 'start', bodyOnly: true });
    },
    async fileChanged(file, type, read) {
      try {
        if (type === 'delete') frontMatters.delete(file);
        const body = type === 'update' && options.isStepFile(file) && (await bodyOnly(file, read));
        const what = type === 'create' ? 'added' : type === 'delete' ? 'removed' : 'changed';
        const settled = queue.push({ path: file, what, bodyOnly: body });
        // Only a body edit waits: its answer decides whether Vite may hot-update the step.
        return body ? await settled : 'handled';
      } catch (error) {
        failed(error);
        return 'handled';
      }
    },
    folderChanged(dir, type) {
      void queue.push({ path: dir, what: type === 'addDir' ? 'added' : 'removed', bodyOnly: false });
    },
    compiled(file, frontMatter) {
      frontMatters.set(file, frontMatter);
    },
    idle: () => queue.idle(),
    close: () => queue.close(),
  };
}
