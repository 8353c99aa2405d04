/**
 * Every text value in a YAML file, with its field path and exact place in the file (from the `yaml`
 * package's parse, which keeps source ranges), for the checks that look at values one by one.
 */
import { isPair, isScalar, isSeq, parseDocument, visit } from 'yaml';
import type { TextRange } from '../mdx/mdx-tree.ts';

export interface YamlText extends TextRange {
  /** Field names from the top, with `*` for each list item: `links.*.items.*.label`. */
  path: string;
  value: string;
}

/** `offset` is where `yaml` starts in its file (a step's front-matter starts after its `---` line). */
export function yamlTexts(yaml: string, offset = 0): YamlText[] {
  const doc = parseDocument(yaml, { keepSourceTokens: false });
  if (doc.errors.length > 0) return []; // The content check reports broken YAML.
  const found: YamlText[] = [];
  visit(doc, {
    Scalar(key, node, ancestors) {
      // Keys are field names, not text; a value is a pair's value or a list item.
      if (key === 'key' || typeof node.value !== 'string' || !node.range) return;
      const path = ancestors.flatMap((a) => (isSeq(a) ? ['*'] : isPair(a) && isScalar(a.key) ? [String(a.key.value)] : []));
      found.push({ path: path.join('.'), value: node.value, start: offset + node.range[0], end: offset + node.range[1] });
    },
  });
  return found;
}
