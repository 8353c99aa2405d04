import { describe, expect, it, vi } from 'vitest';
import { createPassStore, type StoredPass } from '../../../packages/engine/src/features/hello-pass/pass-store';

/** A Storage stand-in that records what is written. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const NOW = Date.UTC(2026, 10, 25, 4, 0, 0);
const AVA: StoredPass = { pass: 'Tq7#kP2x', expiresAt: NOW + 60 * 60_000, accountId: 'ava.home' };
const ITEM = 'portal.pass.current';

describe('the stored Temporary Access Pass', () => {
  it('keeps the pass in memory and in session storage, for the account that made it', () => {
    const storage = memoryStorage();
    const store = createPassStore(storage);
    store.keep(AVA);
    expect(store.current('ava.home', NOW)).toEqual(AVA);
    expect(JSON.parse(storage.items.get(ITEM)!)).toEqual(AVA);
  });

  it('finds the pass again after a reload (a new store over the same session storage)', () => {
    const storage = memoryStorage();
    createPassStore(storage, () => 'navigate').keep(AVA);
    expect(createPassStore(storage, () => 'reload').current('ava.home', NOW)).toEqual(AVA);
  });

  it.each(['back_forward', 'navigate', undefined])(
    'forgets it in a tab loaded by %s: a reopened or duplicated tab copies the closed tab’s session storage',
    (type) => {
      const storage = memoryStorage();
      createPassStore(storage, () => 'navigate').keep(AVA);
      expect(createPassStore(storage, () => type).current('ava.home', NOW)).toBeNull();
      expect(storage.items.has(ITEM)).toBe(false);
    },
  );

  it('forgets the pass at its expiry, from memory and from storage', () => {
    const storage = memoryStorage();
    const store = createPassStore(storage);
    store.keep(AVA);
    expect(store.current('ava.home', AVA.expiresAt - 1)).toEqual(AVA);
    expect(store.current('ava.home', AVA.expiresAt)).toBeNull();
    expect(storage.items.has(ITEM)).toBe(false);
    expect(store.current('ava.home', NOW)).toBeNull();
  });

  it("never shows another account's pass, and forgets it", () => {
    const storage = memoryStorage();
    const store = createPassStore(storage);
    store.keep(AVA);
    expect(store.current('leo.home', NOW)).toBeNull();
    expect(storage.items.has(ITEM)).toBe(false);
  });

  it('forgets the pass at sign out and tells whoever shows it', () => {
    const storage = memoryStorage();
    const store = createPassStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.keep(AVA);
    store.forget();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.current('ava.home', NOW)).toBeNull();
    expect(storage.items.has(ITEM)).toBe(false);
  });

  it.each([
    ['not JSON', '{'],
    ['no pass', JSON.stringify({ ...AVA, pass: '' })],
    ['no expiry', JSON.stringify({ ...AVA, expiresAt: 'later' })],
    ['no account', JSON.stringify({ pass: 'x', expiresAt: AVA.expiresAt })],
    ['an expiry beyond the longest lifetime', JSON.stringify({ ...AVA, expiresAt: NOW + 31 * 24 * 3_600_000 })],
  ])('ignores a stored value with %s', (_what, value) => {
    const store = createPassStore(memoryStorage({ [ITEM]: value }));
    expect(store.current('ava.home', NOW)).toBeNull();
  });

  it('still keeps the pass in memory when storage refuses it', () => {
    const store = createPassStore({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    });
    store.keep(AVA);
    expect(store.current('ava.home', NOW)).toEqual(AVA);
  });
});
