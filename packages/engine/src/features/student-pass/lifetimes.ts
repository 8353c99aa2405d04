/** The lifetimes a staff member chooses from: the usual ones within the school's range, and its default. */

export interface LifetimeRange {
  min: number;
  max: number;
  default: number;
}

const USUAL_MINUTES = [10, 15, 30, 60, 120, 240, 480, 1440];

/** The choices, shortest first: the usual lifetimes within the range, with its ends and its default. */
export function lifetimeChoices({ min, max, default: chosen }: LifetimeRange): number[] {
  return [...new Set([...USUAL_MINUTES.filter((m) => m >= min && m <= max), min, max, chosen])].sort((a, b) => a - b);
}

/** "10 minutes", "1 hour", "1 hour 30 minutes", "8 hours". */
export function lifetimeInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 0 ? '' : `${hours} hour${hours === 1 ? '' : 's'}`;
  const m = rest === 0 ? '' : `${rest} minute${rest === 1 ? '' : 's'}`;
  return [h, m].filter(Boolean).join(' ');
}
