import { describe, expect, it } from 'vitest';
import {
  instantInZone,
  isTimeZone,
  parseLocalDateTime,
  type LocalDateTime,
} from '../../../packages/engine/src/shared/content/schema/date-time';

const at = (year: number, month: number, day: number, hour = 0, minute = 0): LocalDateTime => ({ year, month, day, hour, minute });

describe('a notice time as a technician writes it', () => {
  it.each([
    ['2026-03-02 08:00', false, at(2026, 3, 2, 8, 0)],
    ['2026-03-02T15:30', false, at(2026, 3, 2, 15, 30)],
    ['2026-03-02 8:05', false, at(2026, 3, 2, 8, 5)],
    ['2026-03-02', false, at(2026, 3, 2, 0, 0)],
    // A date alone as an end is the end of that day: midnight after it.
    ['2026-03-02', true, at(2026, 3, 2, 24, 0)],
    ['2026-03-02 10:00', true, at(2026, 3, 2, 10, 0)],
  ])('reads %s (end of day: %s)', (text, endOfDay, expected) => {
    expect(parseLocalDateTime(text, endOfDay)).toEqual(expected);
  });

  it.each([
    ['2 March 2026', 'must be a date and time such as 2026-03-02 08:00 (24-hour time), or a date such as 2026-03-02, not "2 March 2026".'],
    ['2026-3-2', 'must be a date and time such as 2026-03-02 08:00 (24-hour time), or a date such as 2026-03-02, not "2026-3-2".'],
    [
      '2026-03-02 8am',
      'must be a date and time such as 2026-03-02 08:00 (24-hour time), or a date such as 2026-03-02, not "2026-03-02 8am".',
    ],
    ['2026-02-30', '"2026-02-30" is not a day of the calendar: check the month and the day.'],
    ['2026-03-02 24:00', '"2026-03-02 24:00" is not a time of day: write 24-hour time from 00:00 to 23:59.'],
    ['2026-03-02 08:60', '"2026-03-02 08:60" is not a time of day: write 24-hour time from 00:00 to 23:59.'],
    [
      '2026-03-02T08:00Z',
      'has a time zone ("2026-03-02T08:00Z"): write the school\'s own time without one, e.g. 2026-03-02 08:00 (the time zone is timeZone in settings.yaml).',
    ],
    [
      '2026-03-02 08:00+10:00',
      'has a time zone ("2026-03-02 08:00+10:00"): write the school\'s own time without one, e.g. 2026-03-02 08:00 (the time zone is timeZone in settings.yaml).',
    ],
  ])('refuses %s, saying what to write', (text, message) => {
    expect(parseLocalDateTime(text)).toBe(message);
  });
});

describe("a notice time in the school's time zone", () => {
  it.each([
    // Sydney in summer is UTC+11 (daylight saving), in winter UTC+10.
    ['Sydney in summer', at(2026, 1, 15, 8, 0), 'Australia/Sydney', '2026-01-14T21:00:00.000Z'],
    ['Sydney in winter', at(2026, 7, 15, 8, 0), 'Australia/Sydney', '2026-07-14T22:00:00.000Z'],
    ['Brisbane (no daylight saving)', at(2026, 1, 15, 8, 0), 'Australia/Brisbane', '2026-01-14T22:00:00.000Z'],
    ['Perth', at(2026, 1, 15, 8, 0), 'Australia/Perth', '2026-01-15T00:00:00.000Z'],
    ['Adelaide, half an hour off', at(2026, 7, 15, 8, 0), 'Australia/Adelaide', '2026-07-14T22:30:00.000Z'],
    ['the end of a day written as a date', at(2026, 7, 15, 24, 0), 'Australia/Sydney', '2026-07-15T14:00:00.000Z'],
    // 5 April 2026, 02:30 happens twice in Sydney (clocks go back at 03:00): the first showing, still UTC+11.
    ['a time shown twice as clocks go back', at(2026, 4, 5, 2, 30), 'Australia/Sydney', '2026-04-04T15:30:00.000Z'],
    // 4 October 2026, 02:30 never happens in Sydney (clocks go forward at 02:00): the time on the old clocks.
    ['a time skipped as clocks go forward', at(2026, 10, 4, 2, 30), 'Australia/Sydney', '2026-10-03T16:30:00.000Z'],
    ['just after clocks go forward', at(2026, 10, 4, 3, 0), 'Australia/Sydney', '2026-10-03T16:00:00.000Z'],
  ])('%s', (_, local, zone, expected) => {
    expect(new Date(instantInZone(local, zone)).toISOString()).toBe(expected);
  });

  it.each([
    ['Australia/Sydney', true],
    ['Australia/Perth', true],
    ['UTC', true],
    ['Sydney', false],
    ['Australia/Sidney', false],
    ['AEST', false],
  ])('knows whether %s is a time zone', (name, known) => {
    expect(isTimeZone(name)).toBe(known);
  });
});
