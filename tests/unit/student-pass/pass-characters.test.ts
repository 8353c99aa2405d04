import { describe, expect, it } from 'vitest';
import { STUDENT_PASS_LIFETIME_MINUTES } from '../../../packages/function-contract/src/student-pass';
import { passFromAnswer } from '../../../packages/engine/src/features/student-pass/api/give-pass';
import { lifetimeChoices, lifetimeInWords } from '../../../packages/engine/src/features/student-pass/lifetimes';
import { describeCharacter, passGroups, spokenPass } from '../../../packages/engine/src/features/student-pass/pass-characters';
import { STUDENT_PASS_LIFETIMES } from '../../../packages/engine/src/shared/content/schema/student-pass-lifetimes';

describe('a pass as it is read out', () => {
  it.each([
    ['O', 'capital', 'capital O'],
    ['0', 'number', 'zero'],
    ['l', 'small', 'small l'],
    ['1', 'number', 'one'],
    ['I', 'capital', 'capital I'],
    ['#', 'symbol', 'hash'],
    ['=', 'symbol', 'equals'],
    ['¤', 'symbol', 'symbol ¤'],
  ])('says %j is %s: "%s"', (char, kind, spoken) => {
    expect(describeCharacter(char)).toEqual({ char, kind, spoken });
  });

  it('groups a pass in fours and reads it whole', () => {
    expect(passGroups('Xk4#pQ9zA').map((g) => g.map((c) => c.char).join(''))).toEqual(['Xk4#', 'pQ9z', 'A']);
    expect(spokenPass('a1#')).toBe('small a, one, hash');
  });
});

describe('the lifetimes offered', () => {
  it("are the usual ones within the school's range, with its ends and its default", () => {
    expect(lifetimeChoices({ min: 10, max: 480, default: 60 })).toEqual([10, 15, 30, 60, 120, 240, 480]);
    expect(lifetimeChoices({ min: 20, max: 90, default: 45 })).toEqual([20, 30, 45, 60, 90]);
    expect(lifetimeInWords(90)).toBe('1 hour 30 minutes');
    expect(lifetimeInWords(1)).toBe('1 minute');
  });

  it("default to the Function App's own range", () => {
    expect(STUDENT_PASS_LIFETIMES).toEqual(STUDENT_PASS_LIFETIME_MINUTES);
  });
});

describe("the function's answer", () => {
  const asked = Date.parse('2026-11-23T09:00:00Z');
  it('is the pass and when it expires, never later than its lifetime from when it was asked for', () => {
    const answer = (expiresAt: string) => ({
      status: 200,
      body: { temporaryAccessPass: 'Xk4#pQ9z', lifetimeInMinutes: 60, expiresAt },
      retryAfterMs: undefined,
    });
    expect(passFromAnswer(answer('2026-11-23T10:00:00Z'), asked)).toEqual({
      pass: 'Xk4#pQ9z',
      lifetimeInMinutes: 60,
      expiresAt: Date.parse('2026-11-23T10:00:00Z'),
    });
    expect(passFromAnswer(answer('2026-11-24T10:00:00Z'), asked).expiresAt).toBe(Date.parse('2026-11-23T10:00:00Z'));
  });

  it.each([
    [403, 'no_pass_role', 'noRole'],
    [403, 'not_staff', 'notStaff'],
    [401, 'stale_sign_in', 'staleSignIn'],
    [404, 'student_not_found', 'notAStudent'],
    [403, 'privileged_target', 'privilegedTarget'],
    [429, 'student_has_pass', 'studentHasPass'],
    [504, 'graph_timeout', 'graphTimeout'],
    [502, 'graph_failed', 'unavailable'],
    [401, undefined, 'sessionExpired'],
  ] as const)('%i %s is the failure %s', (status, error, failure) => {
    expect(() => passFromAnswer({ status, body: error ? { error } : {}, retryAfterMs: undefined }, asked)).toThrow(
      expect.objectContaining({ failure }),
    );
  });
});
