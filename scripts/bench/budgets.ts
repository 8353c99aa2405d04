/**
 * The performance budgets and their evaluation: pure, so a table of made-up sizes can show that each
 * budget passes and fails with a message naming the chunk (or image) and its size.
 * Sizes are bytes; kB means 1,000 bytes (as Vite reports). JS is measured gzipped at level 9.
 * Images are judged by the content's image rules (the same the content check applies), not a copy of them.
 */
import { imageFileBreaks, IMAGE_MAX_BYTES } from '../../src/shared/content/schema/image-rules.ts';
import type { BuildSizes, SizedFile } from './build-sizes.ts';

export interface Budgets {
  /** First-load JS of the home route: the entry chunk and its static imports (index.html's modulepreloads). */
  homeFirstLoadGzip: number;
  /** Each guide's own chunk, without inlined images. */
  guideChunkGzip: number;
  /** The redirect-bridge page's JS. */
  redirectGzip: number;
  /** The search index's own chunk (`virtual:portal-search`), loaded when the search box is first used. */
  searchIndexGzip: number;
}

export const BUDGETS: Budgets = {
  homeFirstLoadGzip: 174_000,
  guideChunkGzip: 5_000,
  redirectGzip: 12_000,
  searchIndexGzip: 30_000,
};

export interface BudgetResult {
  /** What was measured, e.g. "home first-load JS" or "guide wifi". */
  subject: string;
  actual: number;
  limit: number;
  ok: boolean;
  /** A one-line explanation; for a failure, names the chunk or file and its size. */
  message: string;
}

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

const bytes = (n: number) => (n === 1 ? '1 byte' : `${n.toLocaleString('en-AU')} bytes`);
const total = (files: readonly SizedFile[]) => files.reduce((sum, f) => sum + f.gzip, 0);
const listFiles = (files: readonly SizedFile[]) =>
  [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `${f.file} ${kB(f.gzip)}`)
    .join(', ');

function jsBudget(subject: string, files: readonly SizedFile[], limit: number, what: string): BudgetResult {
  if (files.length === 0) {
    return { subject, actual: 0, limit, ok: false, message: `${what}: the build has no JS for it, so its budget cannot be checked.` };
  }
  const actual = total(files);
  const ok = actual <= limit;
  const verdict = ok ? `within its ${kB(limit)} budget` : `over its ${kB(limit)} budget by ${bytes(actual - limit)}`;
  return { subject, actual, limit, ok, message: `${what} is ${kB(actual)} gzip, ${verdict} (${listFiles(files)}).` };
}

/**
 * `expectedGuides`: the guides the content says have steps. One without a chunk of its own (bundled into
 * another chunk by a stray static import, say) would otherwise drop out of its budget unnoticed.
 */
export function evaluateBudgets(sizes: BuildSizes, budgets: Budgets = BUDGETS, expectedGuides: readonly string[] = []): BudgetResult[] {
  const results: BudgetResult[] = [
    jsBudget('home first-load JS', sizes.homeFirstLoad, budgets.homeFirstLoadGzip, 'First-load JS of the home route'),
  ];
  const chunked = new Set(sizes.guides.map((g) => g.id));
  for (const id of expectedGuides.filter((g) => !chunked.has(g))) {
    results.push({
      subject: `guide ${id}`,
      actual: 0,
      limit: budgets.guideChunkGzip,
      ok: false,
      message: `The ${id} guide has no chunk of its own, so its budget cannot be checked (is it imported statically somewhere?).`,
    });
  }
  if (sizes.guides.length === 0) {
    results.push({
      subject: 'guide chunks',
      actual: 0,
      limit: budgets.guideChunkGzip,
      ok: false,
      message: 'The build has no guide chunks, so their budget cannot be checked.',
    });
  }
  for (const guide of sizes.guides) {
    results.push(jsBudget(`guide ${guide.id}`, [guide.chunk], budgets.guideChunkGzip, `The ${guide.id} guide's own chunk`));
  }
  results.push(jsBudget('redirect-bridge JS', sizes.redirect, budgets.redirectGzip, "The redirect-bridge page's JS"));
  results.push(jsBudget('search index', sizes.searchIndex ? [sizes.searchIndex] : [], budgets.searchIndexGzip, 'The search index'));
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
