/**
 * The words a reader sees in one step, for the search index: its syntax tree (mdx-tree.ts, with the callout
 * plugin the build compiles with, so `:::warning[Title]` is the same <Callout> here) walked into plain
 * text, with the components that show settings resolved to what they show. Text inside `<Only>` is kept
 * apart with its condition, so the browser offers it only to the readers who see it.
 */
import { VFile } from 'vfile';
import {
  copyValueSetting,
  DEFAULT_LINKS_SETTING,
  DEFAULT_PRINTER_ROOMS_SETTING,
  linkListSetting,
  printerRoomsSetting,
  shownSetting,
} from '../../../src/shared/content/kit-settings.ts';
import { USERNAME_MARK, type OnlyCondition } from '../../../src/shared/content/search-index.ts';
import { parseCondition } from '../../../src/shared/content/schema/condition-parse.ts';
import type { DeviceName } from '../../../src/shared/user/devices.ts';
import type { Settings } from '../../../src/shared/content/schema/settings.ts';
import { parseStepFile, type MdNode, type ParsedStep } from '../mdx/mdx-tree.ts';
import { remarkCalloutDirectives } from '../mdx/remark-callout-directives.ts';

export interface TextSegment {
  text: string;
  /** Empty for the text every reader of the step sees. */
  only: OnlyCondition[];
}

/** Nodes whose content a reader does not see as text: code expressions, raw HTML, imports, link definitions, pictures. */
const UNSEEN = new Set(['mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm', 'html', 'definition', 'image', 'yaml']);
/** Nodes that end a line of text, so the words on either side stay apart. */
const BLOCKS = new Set(['paragraph', 'heading', 'listItem', 'tableCell', 'blockquote', 'code', 'thematicBreak', 'mdxJsxFlowElement']);

const attribute = (node: MdNode, name: string): string | undefined => {
  const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  return typeof value === 'string' ? value.trim() : undefined;
};

/** What a setting shows, as text (`text` turns a list into its words); nothing when the lookup failed, which the check reports. */
function lookedUp<T>(found: { ok: true; value: T } | { ok: false }, text: (value: T) => string = String): string {
  return found.ok ? text(found.value) : '';
}

/** What a settings-driven component shows, as text; null for a component whose own content is its text. */
function componentText(node: MdNode, settings: Settings): string | null {
  switch (node.name) {
    case 'Setting':
      return lookedUp(shownSetting(settings, attribute(node, 'name') ?? ''));
    case 'CopyValue': {
      const setting = attribute(node, 'setting');
      return `${attribute(node, 'label') ?? ''} ${setting ? lookedUp(copyValueSetting(settings, setting)) : (attribute(node, 'value') ?? '')}`;
    }
    case 'PrinterTable':
      return lookedUp(printerRoomsSetting(settings, attribute(node, 'setting') ?? DEFAULT_PRINTER_ROOMS_SETTING), (rooms) =>
        rooms.map((r) => `${r.room} ${r.email}`).join('\n'),
      );
    case 'LinkList':
      return lookedUp(linkListSetting(settings, attribute(node, 'setting') ?? DEFAULT_LINKS_SETTING), (links) =>
        links.map((g) => [g.group, ...g.items.map((i) => `${i.label} ${i.description ?? ''}`)].join('\n')).join('\n'),
      );
    case 'Keys':
      return (attribute(node, 'combo') ?? '').split('+').join(' + ');
    case 'Figure':
      return attribute(node, 'caption') ?? '';
    // Each reader's own username: the browser puts it in when it shows the text.
    case 'Username':
      return USERNAME_MARK;
    // The pass generator's buttons are not the guide's words.
    case 'TemporaryAccessPass':
      return '';
    default:
      return null;
  }
}

/** The condition an element puts on its content, if it is one that shows it only to some readers. */
function conditionOf(node: MdNode): OnlyCondition | null {
  if (node.name === 'OnDevice') return { platform: 'windows' };
  if (node.name !== 'Only') return null;
  const platform = attribute(node, 'platform');
  if (platform) return { platform: platform as DeviceName };
  const roles = parseCondition(attribute(node, 'roles') ?? '');
  return roles.ok ? { roles: roles.condition } : null;
}

/**
 * The step's text, one segment per set of conditions (the unconditioned one first, always present). Empty
 * when the file does not parse: the content check reports that, and the build stops. `source` is the
 * file's text, or the step as the content check parsed it, whose tree this then changes: its callouts
 * become <Callout> (which, done again, finds none left to change).
 */
export function stepSearchText(source: string | ParsedStep, path: string, settings: Settings): TextSegment[] {
  const { tree, value } =
    typeof source === 'string' ? { tree: parseStepFile(source, path).tree, value: source } : { tree: source.tree, value: source.body };
  if (!tree) return [];
  // The build's own callout plugin turns :::name blocks into <Callout>; its messages are the check's to report.
  remarkCalloutDirectives()(tree as Parameters<ReturnType<typeof remarkCalloutDirectives>>[0], new VFile({ path, value }));

  const segments = new Map<string, TextSegment>([['[]', { text: '', only: [] }]]);
  const write = (only: OnlyCondition[], text: string) => {
    const key = JSON.stringify(only);
    const segment = segments.get(key) ?? { text: '', only };
    segment.text += text;
    segments.set(key, segment);
  };
  const visit = (node: MdNode, only: OnlyCondition[]) => {
    if (UNSEEN.has(node.type)) return;
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') write(only, node.value ?? '');
    else if (node.type === 'break') write(only, '\n');
    const isElement = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    const shown = isElement ? componentText(node, settings) : null;
    if (shown !== null) write(only, ` ${shown} `);
    else {
      const condition = isElement ? conditionOf(node) : null;
      const inner = condition ? [...only, condition] : only;
      if (isElement && node.name === 'Callout') write(inner, `\n${attribute(node, 'title') ?? ''}\n`);
      for (const child of node.children ?? []) visit(child, inner);
    }
    if (BLOCKS.has(node.type)) write(only, '\n');
  };
  visit(tree, []);
  // One line, without the spaces left before punctuation where a component ended a sentence.
  const tidy = (text: string) =>
    text
      .replace(/\s+/g, ' ')
      .replace(/ ([.,;:!?)])/g, '$1')
      .trim();
  return [...segments.values()].map((s) => ({ ...s, text: tidy(s.text) })).filter((s, i) => i === 0 || s.text !== '');
}
