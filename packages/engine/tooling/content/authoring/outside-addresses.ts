/**
 * Finds every outside address (http or https) the content uses, with its file and line: links and bare
 * addresses in step bodies, the `href`/`windows`/`mac` attributes of kit components and links, and any
 * address in the YAML files (settings.yaml holds the downloads, the links page and the external tiles).
 */
import { readFileSync } from 'node:fs';
import { listContentFiles } from './content-files.ts';
import { attributeValueRange, lineAndColumn, parseStepFile, rangeOf, walk, type MdNode } from '../mdx/mdx-tree.ts';
import type { ShowPath } from '../check/problem-list.ts';
import { yamlTexts } from './yaml-scalars.ts';

export interface AddressUse {
  url: string;
  /** As shown to the technician. */
  file: string;
  line: number;
}

const OUTSIDE = /^https?:\/\//i;
/** An address written out in running text; trailing punctuation belongs to the sentence. */
const IN_TEXT = /https?:\/\/[^\s<>"'`)\]]+[^\s<>"'`)\].,;:!?]/gi;
const ADDRESS_ATTRIBUTES = new Set(['href', 'windows', 'mac']);

/** The addresses a step file uses; null when its body does not parse (the content check reports why). */
export function addressesInStep(text: string, path: string, file: string): AddressUse[] | null {
  const { tree } = parseStepFile(text, path);
  if (!tree) return null;
  const found: AddressUse[] = [];
  const add = (url: string, offset: number | undefined) => found.push({ url, file, line: lineAndColumn(text, offset ?? 0).line });
  walk(tree, (node: MdNode) => {
    const start = rangeOf(node)?.start;
    if ((node.type === 'link' || node.type === 'definition') && node.url && OUTSIDE.test(node.url)) add(node.url, start);
    if (node.type === 'text' && node.value) {
      for (const match of node.value.matchAll(IN_TEXT))
        add(match[0], start === undefined ? undefined : start + text.slice(start).indexOf(match[0]));
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes ?? []) {
        if (!ADDRESS_ATTRIBUTES.has(attribute.name ?? '') || typeof attribute.value !== 'string' || !OUTSIDE.test(attribute.value))
          continue;
        add(attribute.value, attributeValueRange(text, attribute)?.start ?? start);
      }
    }
    // Code is shown as code, never opened.
    return node.type !== 'code' && node.type !== 'inlineCode';
  });
  return found;
}

/** The addresses a YAML file holds, each on its own line. */
export function addressesInYaml(text: string, file: string): AddressUse[] {
  return yamlTexts(text)
    .filter((t) => OUTSIDE.test(t.value.trim()))
    .map((t) => ({ url: t.value.trim(), file, line: lineAndColumn(text, t.start).line }));
}

export interface FoundAddresses {
  /** Every use of an outside address, in file order. */
  uses: AddressUse[];
  /** Step files that do not parse, so were not searched (the content check reports why). */
  unreadable: string[];
}

export function findOutsideAddresses(contentDir: string, show: ShowPath): FoundAddresses {
  const { yaml, steps } = listContentFiles(contentDir);
  // school.yaml's addresses are the portal's services (the Function App, GitHub's editor), not pages people open.
  const uses = yaml.filter(({ kind }) => kind !== 'school').flatMap(({ path }) => addressesInYaml(readFileSync(path, 'utf8'), show(path)));
  const unreadable: string[] = [];
  for (const path of steps) {
    const found = addressesInStep(readFileSync(path, 'utf8'), path, show(path));
    if (found) uses.push(...found);
    else unreadable.push(show(path));
  }
  return { uses, unreadable };
}
