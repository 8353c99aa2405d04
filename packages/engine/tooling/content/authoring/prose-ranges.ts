/**
 * The parts of the content a reader sees as words (prose), as ranges of each file's text, so that the spell
 * check looks only at them: never at code, addresses, component names, attribute values such as
 * `platform="mac"`, YAML field names, routes, icons or conditions.
 */
import type { YamlKind } from './content-files.ts';
import { attributeValueRange, parseStepFile, rangeOf, walk, type MdNode, type TextRange } from '../mdx/mdx-tree.ts';
import { yamlTexts } from './yaml-scalars.ts';

/** Kit attributes whose text a reader sees: Callout title, Figure alt and caption, CopyValue label. */
export const PROSE_ATTRIBUTES = new Set(['title', 'alt', 'caption', 'label']);
/** Elements whose content is not words: a key's name (<Kbd>Ctrl</Kbd>). */
const NOT_PROSE_ELEMENTS = new Set(['Kbd', 'code', 'pre', 'kbd']);

/** Fields a reader sees, per YAML file; `*` is each list item. settings.yaml is handled by `settingIsProse`. */
const PROSE_FIELDS: Record<Exclude<YamlKind, 'settings'>, ReadonlySet<string>> = {
  school: new Set(['school.name', 'portal.name', 'portal.shortName', 'portal.description', 'help.officeHours', 'help.location']),
  guide: new Set([
    'title',
    'keywords.*',
    'tile.label',
    'tile.description',
    'licence.message',
    'platforms.message',
    'setupGuideName',
    'variants.*.showLabel',
  ]),
  'setup-guide': new Set(['title', 'heading', 'tile.label', 'tile.description']),
  'external-tiles': new Set(['*.label', '*.description']),
  notices: new Set(['*.text']),
  search: new Set(['questions.*.question', 'questions.*.answer']),
};
const STEP_FRONT_MATTER_FIELDS = new Set(['title']);

/** A setting is text to read unless its name says it is an address, an email, a code or an id. */
export function settingIsProse(path: string): boolean {
  const name =
    path
      .split('.')
      .filter((p) => p !== '*')
      .pop() ?? '';
  return !/(url|email|code|id|windows|mac)$/i.test(name);
}

export function proseInYaml(text: string, kind: YamlKind, offset = 0): TextRange[] {
  const isProse = kind === 'settings' ? settingIsProse : (path: string) => PROSE_FIELDS[kind].has(path);
  return yamlTexts(text, offset).filter((t) => isProse(t.path));
}

/** Null when the body does not parse (the content check reports why). */
export function proseInStep(text: string, path: string): TextRange[] | null {
  const { frontMatter, tree } = parseStepFile(text, path);
  if (!tree) return null;
  const ranges: TextRange[] = frontMatter
    ? yamlTexts(frontMatter.text, frontMatter.start).filter((t) => STEP_FRONT_MATTER_FIELDS.has(t.path))
    : [];
  const add = (range: TextRange | null) => range && range.end > range.start && ranges.push(range);
  walk(tree, (node: MdNode) => {
    switch (node.type) {
      case 'text':
        add(rangeOf(node));
        return;
      case 'image': {
        // ![alt](./images/x.svg): the alt text sits between the brackets.
        const range = rangeOf(node);
        if (range && node.alt) add({ start: range.start + 2, end: range.start + 2 + node.alt.length });
        return;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attribute of node.attributes ?? [])
          if (PROSE_ATTRIBUTES.has(attribute.name ?? '')) add(attributeValueRange(text, attribute));
        return !NOT_PROSE_ELEMENTS.has(node.name ?? '');
      // Code, {expressions}, import/export, raw HTML and link definitions are not prose.
      case 'code':
      case 'inlineCode':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'mdxjsEsm':
      case 'html':
      case 'definition':
        return false;
    }
  });
  return ranges;
}
