/**
 * The content's sizes against the limits the budgets hold the build to (size-limits.ts), reported where a
 * technician can act: each step is held to its own limit as it is compiled (mdx-check.ts); the search index,
 * which grows with every step's words, here, at the guides with the most words.
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kB, searchIndexLimit } from '../../../src/shared/content/schema/size-limits.ts';
import type { ContentManifest } from '../../../src/shared/content/schema/manifest.ts';
import type { ParsedStep } from '../mdx/mdx-tree.ts';
import { searchDocuments, searchIndexJson } from '../search/search-documents.ts';
import type { ShowPath } from './problem-list.ts';
import type { Problem } from './problems.ts';

/** The search index's size, compressed, as the build makes it. */
export function searchIndexSize(
  manifest: ContentManifest,
  parsed: ReadonlyMap<string, ParsedStep>,
  guideDirs: ReadonlyMap<string, string>,
): { bytes: number; words: Map<string, number> } {
  const documents = searchDocuments(manifest, (id, file) => parsed.get(join(guideDirs.get(id) ?? '', file)) ?? null);
  const words = new Map<string, number>();
  for (const d of documents) words.set(d.guide, (words.get(d.guide) ?? 0) + d.text.split(/\s+/).filter(Boolean).length);
  return { bytes: gzipSync(searchIndexJson(documents), { level: 9 }).length, words };
}

export function checkSearchIndexSize(
  manifest: ContentManifest,
  parsed: ReadonlyMap<string, ParsedStep>,
  guideDirs: ReadonlyMap<string, string>,
  show: ShowPath,
): Problem[] {
  const steps = manifest.guides.reduce((sum, g) => sum + g.steps.length, 0);
  const limit = searchIndexLimit(steps);
  const { bytes, words } = searchIndexSize(manifest, parsed, guideDirs);
  if (bytes <= limit) return [];
  const wordiest = [...words].sort((a, b) => b[1] - a[1]).slice(0, 3);
  const [first] = wordiest;
  return [
    {
      file: show(join(guideDirs.get(first![0]) ?? '', 'guide.yaml')),
      line: 1,
      message: `Search has ${kB(bytes)} of words to load, more than the ${kB(limit)} the content's ${steps} steps allow. The guides with the most words: ${wordiest.map(([id, n]) => `${id} (${n.toLocaleString('en-AU')} words)`).join(', ')}.`,
      hint: 'Shorten the longest steps: a step says what to do, in as few words as a student needs.',
    },
  ];
}
