/**
 * The performance budgets and their evaluation: pure, so a table of made-up sizes can show that each
 * budget passes and fails with a message naming the chunk (or image) and its size.
 * Sizes are bytes; kB means 1,000 bytes (as Vite reports). JS is measured gzipped at level 9.
 *
 * The app's own code has fixed budgets: home's first load and the redirect bridge do not grow with the
 * content. What grows with the content (each guide's chunk, the search index, the guides' steps) is held
 * to limits that grow with its steps (src/shared/content/schema/size-limits.ts), the limits the content
 * check holds each step to, so content that passes the check passes these. Images are judged by the
 * content's image rules, not a copy of them.
 */
import { imageFileBreaks, IMAGE_MAX_BYTES } from '../../src/shared/content/schema/image-rules.ts';
import { detailsChunkLimit, guideChunkLimit, kB, searchIndexLimit } from '../../src/shared/content/schema/size-limits.ts';
import { join } from 'node:path';
import { hasStepFiles } from '../../src/shared/content/layouts.ts';
import type { LoadedContent } from '../content/check/load-content.ts';
import type { BuildSizes, SizedFile } from './build-sizes.ts';

export { kB };

export interface Budgets {
  /** First-load JS of the home route: the entry chunk and its static imports (index.html's modulepreloads). */
  homeFirstLoadGzip: number;
  /** The redirect-bridge page's JS. */
  redirectGzip: number;
}

export const BUDGETS: Budgets = {
  homeFirstLoadGzip: 180_000,
  redirectGzip: 12_000,
};

/** What the content check measured: each guide's steps' compiled sizes (compressed), by guide id. */
export interface ContentSizes {
  guides: ReadonlyMap<string, readonly number[]>;
}

/** The sizes the content check measured, for each guide that has step files (and so a chunk of its own). */
export function contentSizes({ manifest, files }: Pick<LoadedContent, 'manifest' | 'files'>): ContentSizes {
  const guides = (manifest?.guides ?? []).filter(hasStepFiles);
  const sizeOf = (id: string, file: string) => files.stepSizes.get(join(files.guideDirs.get(id) ?? '', file)) ?? 0;
  return { guides: new Map(guides.map((g) => [g.id, g.steps.map((s) => sizeOf(g.id, s.file))])) };
}

export interface BudgetResult {
  /** What was measured, e.g. "home first-load JS" or "guide wifi". */
  subject: string;
  actual: number;
  limit: number;
  ok: boolean;
  /** A one-line explanation; for a failure, names the chunk or file and its size. */
  message: string;
}

const bytes = (n: number) => (n === 1 ? '1 byte' : `${n.toLocaleString('en-AU')} bytes`);
const total = (files: readonly SizedFile[]) => files.reduce((sum, f) => sum + f.gzip, 0);
const listFiles = (files: readonly SizedFile[]) =>
  [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `${f.file} ${kB(f.gzip)}`)
    .join(', ');

/** `budget`: how the limit is named, "its 12.0 kB budget" unless the content sets it ("the 9.3 kB its 10 steps allow"). */
function jsBudget(
  subject: string,
  files: readonly SizedFile[],
  limit: number,
  what: string,
  budget = `its ${kB(limit)} budget`,
): BudgetResult {
  if (files.length === 0) {
    return { subject, actual: 0, limit, ok: false, message: `${what}: the build has no JS for it, so its budget cannot be checked.` };
  }
  const actual = total(files);
  const ok = actual <= limit;
  const verdict = ok ? `within ${budget}` : `over ${budget} by ${bytes(actual - limit)}`;
  return { subject, actual, limit, ok, message: `${what} is ${kB(actual)} gzip, ${verdict} (${listFiles(files)}).` };
}

/** "1 step allows", "10 steps allow". */
const stepsAllow = (n: number) => (n === 1 ? '1 step allows' : `${n} steps allow`);

/**
 * `content`: the guides the content says have steps, with their steps' sizes. A guide without a chunk of
 * its own (bundled into another chunk by a stray static import, say) would otherwise drop out of its
 * budget unnoticed.
 */
export function evaluateBudgets(sizes: BuildSizes, content: ContentSizes, budgets: Budgets = BUDGETS): BudgetResult[] {
  const results: BudgetResult[] = [
    jsBudget('home first-load JS', sizes.homeFirstLoad, budgets.homeFirstLoadGzip, 'First-load JS of the home route'),
  ];
  const chunked = new Set(sizes.guides.map((g) => g.id));
  for (const id of [...content.guides.keys()].filter((g) => !chunked.has(g))) {
    results.push({
      subject: `guide ${id}`,
      actual: 0,
      limit: guideChunkLimit(content.guides.get(id)!),
      ok: false,
      message: `The ${id} guide has no chunk of its own, so its budget cannot be checked (is it imported statically somewhere?).`,
    });
  }
  if (sizes.guides.length === 0) {
    results.push({
      subject: 'guide chunks',
      actual: 0,
      limit: 0,
      ok: false,
      message: 'The build has no guide chunks, so their budget cannot be checked.',
    });
  }
  for (const guide of sizes.guides) {
    const stepSizes = content.guides.get(guide.id) ?? [];
    const limit = guideChunkLimit(stepSizes);
    results.push(
      jsBudget(
        `guide ${guide.id}`,
        [guide.chunk],
        limit,
        `The ${guide.id} guide's own chunk`,
        `the ${kB(limit)} its ${stepsAllow(stepSizes.length)}`,
      ),
    );
  }
  const stepCount = [...content.guides.values()].reduce((sum, s) => sum + s.length, 0);
  const allow = (limit: number) => `the ${kB(limit)} the content's ${stepsAllow(stepCount)}`;
  results.push(jsBudget('redirect-bridge JS', sizes.redirect, budgets.redirectGzip, "The redirect-bridge page's JS"));
  const indexLimit = searchIndexLimit(stepCount);
  results.push(jsBudget('search index', sizes.searchIndex ? [sizes.searchIndex] : [], indexLimit, 'The search index', allow(indexLimit)));
  const detailsLimit = detailsChunkLimit(content.guides.size, stepCount);
  const allowDetails = `the ${kB(detailsLimit)} the content's ${content.guides.size} guides and ${stepsAllow(stepCount)}`;
  results.push(
    jsBudget(
      "content's details",
      sizes.details ? [sizes.details] : [],
      detailsLimit,
      "The content's details (settings, guides, steps)",
      allowDetails,
    ),
  );
  for (const image of sizes.images) {
    const problems = imageFileBreaks(image).map((b) => b.problem);
    results.push({
      subject: `image ${image.path}`,
      actual: image.bytes,
      limit: IMAGE_MAX_BYTES,
      ok: problems.length === 0,
      message:
        problems.length === 0
          ? `The image ${image.path} is ${kB(image.bytes)}, within budget.`
          : `The image ${image.path} ${problems.join(' and ')}.`,
    });
  }
  return results;
}
