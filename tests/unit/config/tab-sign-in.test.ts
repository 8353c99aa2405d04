import { describe, expect, it } from 'vitest';
import { tabHoldsSignIn } from '../../../packages/engine/src/shared/config/tab-sign-in';

/** A tab's sessionStorage holding `keys`. */
const storage =
  (...keys: string[]) =>
  () => ({ length: keys.length, key: (i: number) => keys[i] ?? null });

describe('whether a tab holds a sign-in', () => {
  it.each([
    ['a session (a reload)', ['portal.progress.wifi', 'msal.account.keys'], true],
    ['a sign-in coming back through the redirect bridge', ['msal.c1e47000.urlHash'], true],
    ['nothing (a new tab)', [], false],
    ["only the portal's own keys", ['portal.progress.wifi'], false],
    ["a key that only looks like MSAL's", ['msalx.account'], false],
  ])('%s: %s', (_, keys, holds) => {
    expect(tabHoldsSignIn(storage(...keys))).toBe(holds);
  });

  it('counts storage that cannot be read as holding one, so the page loads as usual', () => {
    expect(
      tabHoldsSignIn(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(true);
  });
});
