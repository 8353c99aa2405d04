import { describe, expect, it } from 'vitest';
import { tabHoldsAccount, tabHoldsSignIn } from '../../../packages/engine/src/shared/config/tab-sign-in';

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

describe('whether a tab holds an account (a visitor at a public guide holds none)', () => {
  /** A tab's sessionStorage holding these items. */
  const items = (entries: Record<string, string>) => () => {
    const keys = Object.keys(entries);
    return { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (k: string) => entries[k] ?? null };
  };
  it.each([
    ['a session', { 'msal.account.keys': '["ava-home"]' }, true],
    ['a session, MSAL keeping a schema version in its keys', { 'msal.2.account.keys': '["ava-home"]' }, true],
    ['a sign-in coming back through the redirect bridge', { 'msal.c1e47000.urlHash': '#code=x' }, true],
    [
      'only the start of a sign-in: the student left the sign-in page by its "Can\'t sign in?" link',
      { 'msal.c1e47000.request.params': 'x', 'msal.interaction.status': 'y', 'msal.account.keys': '[]' },
      false,
    ],
    ['nothing (a new tab)', {}, false],
  ])('%s: %s', (_, entries, holds) => {
    expect(tabHoldsAccount(items(entries))).toBe(holds);
  });

  it('counts storage that cannot be read as holding one, so the page signs in as usual', () => {
    expect(
      tabHoldsAccount(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(true);
  });
});
