/**
 * Which tags a step may use: the kit's components, spelt as the kit spells them. A kit name in the wrong
 * case (`<only>`) would otherwise render as an unknown HTML element and show its content to everyone, so
 * every lower-case tag is refused; so is any other name, with the kit name it was most likely meant to be.
 */
import {
  isKitComponent,
  KIT_COMPONENTS,
  kitPropSchemas,
  validateKitProps,
  type KitComponentName,
} from '../../../src/shared/content/schema/kit.ts';
import { closestName } from '../../../src/shared/content/schema/suggest.ts';
import { fieldAt } from './zod-issues.ts';
import { schoolChoices } from '../../../src/shared/content/schema/fields.ts';

export interface TagProblem {
  message: string;
  hint: string;
  /** A tag refused outright (<script>, <iframe>): its attributes are not worth checking. */
  forbidden?: true;
}

export const KIT_HINT = `Use the component kit (no import needed): ${KIT_COMPONENTS.join(', ')}.`;

const FORBIDDEN_ELEMENTS = new Set(['script', 'iframe', 'object', 'embed', 'style', 'form', 'frame', 'frameset', 'link', 'meta', 'base']);

const MARKDOWN_HINT = `Plain Markdown covers what HTML tags did: **bold**, *italic*, [links](/help), lists (- or 1.), ### headings and blank lines between paragraphs. ${KIT_HINT}`;

/** What to write instead of common HTML tags. */
const INSTEAD_OF: Readonly<Record<string, string>> = {
  a: 'Write links in Markdown: [the text](/help) or [the text](https://...).',
  img: 'Write <Figure src="./images/x.svg" alt="..." width={640} height={360} />.',
  b: 'Write **bold** in Markdown.',
  strong: 'Write **bold** in Markdown.',
  i: 'Write *italic* in Markdown.',
  em: 'Write *italic* in Markdown.',
  br: 'Leave a blank line between paragraphs instead.',
  p: 'Leave a blank line between paragraphs instead.',
  ul: 'Write a list in Markdown: one line per item, each starting with "- ".',
  ol: 'Write a numbered list in Markdown: one line per item, starting with "1. ", "2. ", ...',
  li: 'Write a list in Markdown: one line per item, each starting with "- ".',
  code: 'Put code between backticks: `like this`.',
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`h${n}`, 'Write a heading in Markdown: ### Heading.'])),
};

/** Null when `name` is a kit component; otherwise what is wrong with the tag and what to write. */
export function checkTagName(name: string): TagProblem | null {
  if (isKitComponent(name)) return null;
  const lower = name.toLowerCase();
  if (FORBIDDEN_ELEMENTS.has(lower)) return { message: `Content may not use <${name}>.`, hint: KIT_HINT, forbidden: true };
  const caseless = KIT_COMPONENTS.find((c) => c.toLowerCase() === lower);
  if (caseless)
    return {
      message: `<${name}> is not a component of the kit: did you mean <${caseless}>?`,
      hint: `Component names are case-sensitive: write <${caseless}> (and </${caseless}> to close it), as in the authors’ guide. As <${name}>, its content would show to everyone.`,
    };
  if (name === 'img') return { message: 'Use <Figure> for pictures, not <img>.', hint: INSTEAD_OF.img! };
  if (/^[a-z]/.test(name)) return { message: `Content may not use the HTML tag <${name}>.`, hint: INSTEAD_OF[name] ?? MARKDOWN_HINT };
  const close = closestName(name, KIT_COMPONENTS);
  if (close) return { message: `<${name}> is not a component of the kit: did you mean <${close}>?`, hint: KIT_HINT };
  return { message: `<${name}> is not a component of the kit.`, hint: KIT_HINT };
}

function attributeNames(name: KitComponentName): string[] {
  const def = (fieldAt(kitPropSchemas[name], [])?.schema as unknown as { _zod: { def: { shape?: object } } } | undefined)?._zod.def;
  // `priority` is set by the build, never written by hand.
  return Object.keys(def?.shape ?? {}).filter((key) => key !== 'priority');
}

function choicesOf(name: KitComponentName, attribute: string): string[] | null {
  const schema = fieldAt(kitPropSchemas[name], [attribute])?.schema;
  const school = schoolChoices(schema);
  if (school) return [...school];
  const def = (schema as unknown as { _zod: { def: { type: string; entries?: Record<string, string> } } } | undefined)?._zod.def;
  return def?.type === 'enum' && def.entries ? Object.values(def.entries) : null;
}

/**
 * The message for a component whose props the kit refuses (`message`, from the kit's schema), with the
 * attribute or choice a misspelt one was most likely meant to be. When correcting the misspellings would
 * make the props right, only the misspellings are named.
 */
export function describeKitProps(name: KitComponentName, props: Record<string, unknown>, message: string): string {
  const known = attributeNames(name);
  /** On their own, when they are all that is wrong; `extra`, added to the kit's message otherwise. */
  const alone: string[] = [];
  const extra: string[] = [];
  const corrected: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === 'children') continue;
    const choices = known.includes(key) ? choicesOf(name, key) : null;
    if (!known.includes(key)) {
      const close = closestName(key, known);
      alone.push(`<${name}> has no "${key}" attribute${close ? `: did you mean ${close}?` : '.'}`);
      extra.push(close ? `Did you mean ${close} rather than ${key}?` : `<${name}> takes: ${known.join(', ') || 'no attributes'}.`);
      corrected[close ?? key] = value;
    } else if (choices && typeof value === 'string' && !choices.includes(value)) {
      const close = closestName(value, choices);
      alone.push(`<${name}> ${key}="${value}" is not one of: ${choices.join(', ')}${close ? ` (did you mean "${close}"?)` : ''}.`);
      if (!message.includes(`"${value}"`)) extra.push(`${key}="${value}" is not one of them${close ? `: did you mean "${close}"?` : '.'}`);
      // A choice with no close match is left out: the kit's default (if any) stands in for it.
      if (close) corrected[key] = close;
    } else {
      corrected[key] = value;
    }
  }
  const text = alone.length > 0 && validateKitProps(name, corrected).ok ? alone.join(' ') : [message, ...extra].join(' ');
  // The kit ends each message with a full stop, also after a question.
  return text.replace(/([?!])\.(?=\s|$)/g, '$1');
}
