/**
 * The component kit's props as the browser reads them. The build has already checked every kit attribute
 * in every MDX file against the kit schema (schema/kit.ts, via the content plugin) and refuses attributes
 * written as code, so a built guide's props are valid. The browser therefore does not carry the schema
 * (and Zod) to check them again: it only does what the schema's parse would do to valid props (trim text,
 * fill in defaults, parse `roles` conditions), and still names a condition it cannot read.
 * A unit test holds this to the schema's output for valid props.
 */
import type { z } from 'zod';
import { parseCondition } from './schema/condition.ts';
import type { KitComponentName, kitPropSchemas } from './schema/kit.ts';

export type KitProps<N extends KitComponentName> = z.output<(typeof kitPropSchemas)[N]>;

export type KitPropsResult<N extends KitComponentName> = { ok: true; props: KitProps<N> } | { ok: false; message: string };

const DEFAULTS: Partial<Record<KitComponentName, Record<string, unknown>>> = { Callout: { type: 'note' } };

export function checkKitProps<N extends KitComponentName>(name: N, props: Record<string, unknown>): KitPropsResult<N> {
  const attributes: Record<string, unknown> = { ...DEFAULTS[name] };
  for (const [key, value] of Object.entries(props)) {
    // Children are the component's content, not an attribute; undefined is an attribute not written.
    if (key === 'children' || value === undefined) continue;
    attributes[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (name === 'Only' && typeof attributes.roles === 'string') {
    const parsed = parseCondition(attributes.roles);
    if (!parsed.ok) return { ok: false, message: `<Only> roles: ${parsed.message}` };
    attributes.roles = parsed.condition;
  }
  return { ok: true, props: attributes as KitProps<N> };
}
