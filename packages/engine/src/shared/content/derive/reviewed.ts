/** A guide's `reviewed:` day, as the portal shows it and as `check -- --stale` measures it. */
import { ISO_DATE } from '../../patterns.ts';

// Written out rather than Intl's en-AU, whose short September is "Sept" and whose output varies with the
// browser's and Node's locale data.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(iso: string): [number, number, number] {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new Error(`"${iso}" is not a YYYY-MM-DD date.`);
  return match.slice(1).map(Number) as [number, number, number];
}

/** A YYYY-MM-DD day in Australian order, with the month's short name: `2026-11-12` is "12 Nov 2026". */
export function formatDay(iso: string): string {
  const [year, month, day] = parts(iso);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** `today` (its date where the command runs) as YYYY-MM-DD. */
export function isoDay(today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

/** Whole days from a YYYY-MM-DD day to `today` (negative for a day still to come). */
export function daysSince(iso: string, today: Date): number {
  const [year, month, day] = parts(iso);
  return Math.round((Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) - Date.UTC(year, month - 1, day)) / 86_400_000);
}
