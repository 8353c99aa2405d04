/**
 * The text patterns the portal checks in more than one place: content schema, build, browser. Plain
 * functions and regular expressions (no Zod), so the browser bundle can use them too.
 */

/** A lowercase-kebab id such as `setup-guide`: guide folders, icons, variants. */
export const KEBAB_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Step files are named `NN-slug.mdx` or `NN-slug.md`: a two-digit number, a dash, a lowercase-kebab slug.
 * `.md` is plain Markdown (a < or { is just text; no components, but :::note callouts work).
 */
export const STEP_FILE = new RegExp(`^(\\d{2})-(${KEBAB_ID.source.slice(1, -1)})\\.mdx?$`);

/** A portal route: `/` then a kebab id, e.g. `/adobe`. */
export const ROUTE_PATH = new RegExp(`^/${KEBAB_ID.source.slice(1)}`);

/** A GUID such as a tenant, client or licence (SKU) id: 8-4-4-4-12 hex digits. */
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A dotted path to a value in content/settings.yaml, such as `help.email`. */
export const SETTINGS_PATH = /^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/;

/** Something that reads as one email address (a mailto: link is made of it). */
export const EMAIL_ADDRESS = /^[^@\s]+@[^@\s]+$/;

/** A full, well-formed https:// address. */
export function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('https://')) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A calendar date written as YYYY-MM-DD, such as 2026-11-12. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a YYYY-MM-DD date that exists (2026-02-29 does not). */
export function isCalendarDate(value: unknown): value is string {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
