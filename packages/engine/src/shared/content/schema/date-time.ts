/**
 * Dates and times as a technician writes them (`2026-03-02 08:00`, in the school's time zone), and the
 * moment each is in that zone. Plain JavaScript with Intl: the build turns every notice's times into
 * instants, so the browser only compares numbers.
 */

/** A wall-clock time with no zone; `hour` may be 24 (the end of a day written as a date alone). */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2}))?$/;
const EXAMPLE = 'a date and time such as 2026-03-02 08:00 (24-hour time), or a date such as 2026-03-02';

/**
 * Reads `2026-03-02 08:00`, `2026-03-02T08:00` or `2026-03-02`. A date alone is the start of that day, or
 * with `endOfDay` its end (midnight after it). Gives a message (following the field's name) when unreadable.
 */
export function parseLocalDateTime(text: string, endOfDay = false): LocalDateTime | string {
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(text) && /\d[ T]\d/.test(text)) {
    return `has a time zone ("${text}"): write the school's own time without one, e.g. 2026-03-02 08:00 (the time zone is timeZone in settings.yaml).`;
  }
  const match = DATE_TIME.exec(text);
  if (!match) return `must be ${EXAMPLE}, not "${text}".`;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hasTime = match[4] !== undefined;
  const hour = hasTime ? Number(match[4]) : endOfDay ? 24 : 0;
  const minute = hasTime ? Number(match[5]) : 0;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return `"${text}" is not a day of the calendar: check the month and the day.`;
  if (hasTime && (hour > 23 || minute > 59)) return `"${text}" is not a time of day: write 24-hour time from 00:00 to 23:59.`;
  return { year, month, day, hour, minute };
}

/** True when `name` is a time zone this JavaScript knows, such as Australia/Sydney. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: name });
    return name.includes('/') || name === 'UTC';
  } catch {
    return false;
  }
}

/** How far ahead of UTC the zone's clocks are at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ms since 1970) at which the zone's clocks show `local`. A time shown twice when clocks go
 * back counts as its first showing; a time skipped when they go forward, as the same time on the clocks
 * from before the change (an hour later, on the new clocks).
 */
export function instantInZone(local: LocalDateTime, timeZone: string): number {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const DAY = 86_400_000;
  const before = wall - zoneOffset(wall - DAY, timeZone);
  const after = wall - zoneOffset(wall + DAY, timeZone);
  const shown = [before, after].filter((instant) => wall - instant === zoneOffset(instant, timeZone));
  return shown.length ? Math.min(...shown) : before;
}
