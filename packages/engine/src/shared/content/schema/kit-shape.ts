/**
 * What the kit's props are beyond plain text, stated once for the schemas (kit.ts, with Zod, run by the
 * build) and for the browser's reader (kit-props-reader.ts, without Zod): the defaults, and which
 * attributes are who-sees-it conditions.
 */

export const CALLOUT_TYPES = ['note', 'tip', 'warning', 'important'] as const;

/** Attribute values a component gets when the author leaves the attribute out. */
export const KIT_DEFAULTS = {
  Callout: { type: 'note' },
} as const satisfies Record<string, Record<string, unknown>>;

/** Attributes written as a condition (`roles="Year7-Year12, Staff"`), parsed into a Condition. */
export const KIT_CONDITION_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  Only: ['roles'],
};
