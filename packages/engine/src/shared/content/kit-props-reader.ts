/**
 * The component kit's props as the browser reads them. The build has already validated every kit
 * attribute in every MDX file (schema/kit.ts, via the content check) and refuses attributes written as
 * code, so a built guide's props are valid: this reader does not carry the schema (and Zod) to check them
 * again. It does what the schema's parse does to valid props (trims text, fills in defaults, parses
 * conditions) and names a condition it cannot read. A unit test holds it to the schema's output.
 */
import type { z } from 'zod';
import { parseCondition } from './schema/condition-parse.ts';
import type { KitComponentName, kitPropSchemas } from './schema/kit.ts';
import { KIT_CONDITION_ATTRIBUTES, KIT_DEFAULTS } from './schema/kit-shape.ts';

export type KitProps<N extends KitComponentName> = z.output<(typeof kitPropSchemas)[N]>;

export type KitPropsReading<N extends KitComponentName> = { ok: true; props: KitProps<N> } | { ok: false; message: string };

export function readKitProps<N extends KitComponentName>(name: N, props: Record<string, unknown>): KitPropsReading<N> {
  const attributes: Record<string, unknown> = { ...(KIT_DEFAULTS as Partial<Record<string, Record<string, unknown>>>)[name] };
  for (const [key, value] of Object.entries(props)) {
    // Children are the component's content, not an attribute; undefined is an attribute not written.
    if (key === 'children' || value === undefined) continue;
    attributes[key] = typeof value === 'string' ? value.trim() : value;
  }
  for (const key of KIT_CONDITION_ATTRIBUTES[name] ?? []) {
    if (typeof attributes[key] !== 'string') continue;
    const parsed = parseCondition(attributes[key]);
    if (!parsed.ok) return { ok: false, message: `<${name}> ${key}: ${parsed.message}` };
    attributes[key] = parsed.condition;
  }
  return { ok: true, props: attributes as KitProps<N> };
}
