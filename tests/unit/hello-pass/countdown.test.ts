import { describe, expect, it } from 'vitest';
import { clockTime, countdownText, expiryAnnouncement } from '../../../packages/engine/src/features/hello-pass/countdown';

describe("the pass's countdown", () => {
  it.each([
    [60 * 60_000, '1:00:00'],
    [59 * 60_000 + 59_000, '59:59'],
    [10 * 60_000, '10:00'],
    [61_000, '1:01'],
    [9_000, '0:09'],
    [1, '0:01'],
    [0, '0:00'],
    [-5_000, '0:00'],
  ])('shows %i ms left as %s', (ms, text) => {
    expect(countdownText(ms)).toBe(text);
  });

  it.each([
    [60 * 60_000, ''],
    [10 * 60_000 + 1, ''],
    [10 * 60_000, 'Your pass expires in less than 10 minutes.'],
    [5 * 60_000 + 1, 'Your pass expires in less than 10 minutes.'],
    [5 * 60_000, 'Your pass expires in less than 5 minutes.'],
    [60_000, 'Your pass expires in less than 1 minute.'],
    [1, 'Your pass expires in less than 1 minute.'],
    [0, 'Your pass has expired. Create a new one.'],
  ])('announces %i ms left as "%s"', (ms, text) => {
    expect(expiryAnnouncement(ms)).toBe(text);
  });

  it('changes what it announces only at the thresholds, not every second', () => {
    const spoken = new Set<string>();
    for (let ms = 60 * 60_000; ms >= 0; ms -= 1000) spoken.add(expiryAnnouncement(ms));
    expect([...spoken]).toEqual([
      '',
      'Your pass expires in less than 10 minutes.',
      'Your pass expires in less than 5 minutes.',
      'Your pass expires in less than 1 minute.',
      'Your pass has expired. Create a new one.',
    ]);
  });

  it('says the expiry as a clock time', () => {
    expect(clockTime(Date.UTC(2026, 10, 25, 4, 45), 'Australia/Sydney')).toBe('3:45 pm');
  });
});
