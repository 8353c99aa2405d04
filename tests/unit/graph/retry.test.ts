import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, parseRetryAfter, retryDelayMs } from '../../../packages/engine/src/shared/graph/retry';

describe('Retry-After', () => {
  const now = Date.parse('2026-03-02T00:00:00Z');
  it.each([
    [null, null],
    ['', null],
    ['0', 0],
    ['7', 7000],
    [' 3 ', 3000],
    ['Mon, 02 Mar 2026 00:00:05 GMT', 5000],
    ['Sun, 01 Mar 2026 23:00:00 GMT', 0],
    ['soon', null],
    ['-1', null],
  ])('reads %j as %j ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe('retry delay', () => {
  it.each([
    [1, 2000, 0.9, 2000],
    [1, MAX_RETRY_AFTER_MS, 0, MAX_RETRY_AFTER_MS],
    [1, MAX_RETRY_AFTER_MS + 1, 0, null],
    [1, 3_600_000, 0, null],
    [1, null, 0, 250],
    [1, null, 0.999, 500],
    [3, null, 0, 1000],
    [10, null, 0, 4000],
    [10, null, 0.9999, 8000],
  ])('attempt %i with Retry-After %j and jitter %f waits %j ms', (attempt, retryAfter, random, expected) => {
    expect(retryDelayMs(attempt, retryAfter, random)).toBe(expected);
  });
});
