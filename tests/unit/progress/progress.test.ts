import { describe, expect, it } from 'vitest';
import { guideProgress, parseProgress, progressKey, type ProgressRecord } from '../../../packages/engine/src/shared/progress/progress';
import {
  accountProgressItem,
  forgetProgress,
  progressItemName,
  readStored,
  type StorageSource,
} from '../../../packages/engine/src/shared/progress/progress-storage';
import { hash } from '../../../packages/engine/src/shared/progress/hash';
import { serializeProgress, updateStored, withFinish, withVisit, without } from '../../../packages/engine/src/shared/progress/record-visit';

/** A Map-backed stand-in for localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  return { items, source: (() => storage) as StorageSource };
}

const refuse = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('progress keys', () => {
  it('keeps each platform and variant of a guide apart', () => {
    const keys = [
      progressKey('wifi', 'windows', 'laptop'),
      progressKey('wifi', 'mac', 'laptop'),
      progressKey('wifi', 'windows', 'ios'),
      progressKey('office', 'windows', undefined),
    ];
    expect(new Set(keys).size).toBe(4);
    expect(progressKey('office', 'windows', undefined)).toBe('office/windows/');
  });

  it('names one storage item per account, with neither the account id nor an email in it', () => {
    const ava = progressItemName('0d3a0000-0000-4000-8000-000000000001.tenant', 'salt');
    const leo = progressItemName('0d3a0000-0000-4000-8000-000000000002.tenant', 'salt');
    expect(ava).toMatch(/^portal\.progress\.[0-9a-z]+$/);
    expect(ava).not.toBe(leo);
    expect(progressItemName('0d3a0000-0000-4000-8000-000000000001.tenant', 'salt')).toBe(ava);
    expect(ava).not.toContain('0d3a0000');
    expect(progressItemName('ava.nguyen@school.example', 'salt')).not.toContain('ava');
  });

  it("salts the name with a random value this browser keeps, so it cannot be worked out from the account's id", () => {
    const one = memoryStorage();
    const other = memoryStorage();
    const here = accountProgressItem(one.source, 'ava-id');
    // Not the unsalted hash anyone could compute, and not the same in another browser.
    expect(here).not.toBe(`portal.progress.${hash('ava-id')}`);
    expect(accountProgressItem(other.source, 'ava-id')).not.toBe(here);
    // The same in this browser every time.
    expect(accountProgressItem(one.source, 'ava-id')).toBe(here);
    expect(one.items.get('portal.progress-salt')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('carries progress kept under the old unsalted name over, once', () => {
    const stored = serializeProgress({ k: { step: 2, total: 3, seen: [1, 2], at: 1 } });
    const { items, source } = memoryStorage({ [`portal.progress.${hash('ava-id')}`]: stored });
    const item = accountProgressItem(source, 'ava-id')!;
    expect(items.get(item)).toBe(stored);
    expect(items.has(`portal.progress.${hash('ava-id')}`)).toBe(false);
  });

  it('forgets one account (and nobody else) on this computer', () => {
    const { items, source } = memoryStorage();
    const ava = accountProgressItem(source, 'ava-id')!;
    const leo = accountProgressItem(source, 'leo-id')!;
    updateStored(source, ava, (r) => withVisit(r, 'office/windows/', 3, 4, 1));
    updateStored(source, leo, (r) => withVisit(r, 'office/windows/', 2, 4, 1));
    forgetProgress(source, 'ava-id');
    expect(items.has(ava)).toBe(false);
    expect(items.has(leo)).toBe(true);
  });

  it('keeps nothing when storage is refused', () => {
    expect(accountProgressItem(() => refuse(), 'ava-id')).toBeNull();
    expect(() => forgetProgress(() => refuse(), 'ava-id')).not.toThrow();
  });
});

describe('reading stored progress', () => {
  const entry = { step: 2, total: 4, seen: [1, 2], at: 1000 };

  it.each([
    ['absent', null],
    ['empty', ''],
    ['not JSON', '{"v":1,'],
    ['another version', JSON.stringify({ v: 2, guides: { 'office/windows/': entry } })],
    ['not an object', '"office"'],
    ['null', 'null'],
    ['guides not an object', JSON.stringify({ v: 1, guides: 7 })],
  ])('%s is no progress', (_, stored) => {
    expect(parseProgress(stored)).toEqual({});
  });

  it('keeps the entries that make sense and leaves out the others', () => {
    const stored = JSON.stringify({
      v: 1,
      guides: {
        'office/windows/': entry,
        'a/windows/': { ...entry, step: 0 },
        'b/windows/': { ...entry, step: 2.5 },
        'c/windows/': { ...entry, total: '4' },
        'd/windows/': { ...entry, seen: 'all' },
        'e/windows/': { ...entry, at: null },
        'f/windows/': 'step 3',
        'g/windows/': { ...entry, seen: [3, 1, 'x', 1, -2] },
        'h/windows/': { ...entry, order: 'k3x9' },
        'i/windows/': { ...entry, order: 42 },
        'j/windows/': { ...entry, order: 'x'.repeat(33) },
        'k/windows/': { ...entry, steps: ['sign-in', 'install', 'open', 'done'] },
        'l/windows/': { ...entry, steps: ['sign-in', 'install'] },
        'm/windows/': { ...entry, steps: ['sign-in', 'install', 7, 'done'] },
        'n/windows/': { ...entry, steps: 'sign-in/install/open/done' },
        'o/windows/': { ...entry, steps: ['sign-in', '', 'open', 'done'] },
        'p/windows/': { ...entry, steps: ['sign-in', 'x'.repeat(201), 'open', 'done'] },
      },
    });
    expect(parseProgress(stored)).toEqual({
      'office/windows/': entry,
      'g/windows/': { ...entry, seen: [1, 3] },
      'h/windows/': { ...entry, order: 'k3x9' },
      // An order that makes no sense is left out; the entry counts by its number of steps.
      'i/windows/': entry,
      'j/windows/': entry,
      'k/windows/': { ...entry, steps: ['sign-in', 'install', 'open', 'done'] },
      // Names that do not fit the entry's steps are left out; its ticks then go when the steps change.
      'l/windows/': entry,
      'm/windows/': entry,
      'n/windows/': entry,
      'o/windows/': entry,
      'p/windows/': entry,
    });
  });

  it('reads back what it stores', () => {
    const record: ProgressRecord = {
      'office/windows/': entry,
      'wifi/mac/ios': { step: 6, total: 6, seen: [1, 6], at: 5, order: 'abc', finished: true },
    };
    expect(parseProgress(serializeProgress(record))).toEqual(record);
  });
});

describe('recording a step', () => {
  it('remembers the last step shown and every step seen, with the time', () => {
    let record = withVisit({}, 'k', 1, 4, 10);
    record = withVisit(record, 'k', 3, 4, 20);
    record = withVisit(record, 'k', 2, 4, 30);
    expect(record.k).toEqual({ step: 2, total: 4, seen: [1, 2, 3], at: 30 });
  });

  it('drops the ticks when the guide now has another number of steps', () => {
    const record = withVisit({ k: { step: 3, total: 4, seen: [1, 2, 3], at: 1 } }, 'k', 2, 5, 2);
    expect(record.k).toEqual({ step: 2, total: 5, seen: [2], at: 2 });
  });

  it('keeps the order of the steps it was shown in, and drops the ticks when the same steps come in another order', () => {
    let record = withVisit({}, 'k', 1, 3, 10, 'abc');
    record = withVisit(record, 'k', 2, 3, 20, 'abc');
    expect(record.k).toEqual({ step: 2, total: 3, seen: [1, 2], at: 20, order: 'abc' });
    expect(withVisit(record, 'k', 3, 3, 30, 'xyz').k).toEqual({ step: 3, total: 3, seen: [3], at: 30, order: 'xyz' });
    // An entry stored before orders were kept goes on by its number of steps.
    expect(withVisit({ k: { step: 1, total: 3, seen: [1], at: 1 } }, 'k', 2, 3, 2, 'abc').k).toEqual({
      step: 2,
      total: 3,
      seen: [1, 2],
      at: 2,
      order: 'abc',
    });
  });

  it('keeps the names of the steps, and carries the ticks over to the same steps when the guide has changed', () => {
    let record = withVisit({}, 'k', 1, 3, 10, 'abc', ['sign-in', 'install', 'open']);
    record = withVisit(record, 'k', 2, 3, 20, 'abc', ['sign-in', 'install', 'open']);
    expect(record.k).toEqual({ step: 2, total: 3, seen: [1, 2], at: 20, order: 'abc', steps: ['sign-in', 'install', 'open'] });
    // A step inserted before Install: Sign in and Install keep their ticks, at their new numbers.
    expect(withVisit(record, 'k', 4, 4, 30, 'xyz', ['sign-in', 'check', 'install', 'open']).k).toEqual({
      step: 4,
      total: 4,
      seen: [1, 3, 4],
      at: 30,
      order: 'xyz',
      steps: ['sign-in', 'check', 'install', 'open'],
    });
  });

  it('counts a guide done only when it is finished, not when its last step is shown', () => {
    const names = ['sign-in', 'install', 'open'];
    let record = withVisit({}, 'k', 1, 3, 10, 'abc', names);
    record = withVisit(record, 'k', 3, 3, 20, 'abc', names);
    expect(guideProgress(record.k, 3, 'abc', names)).toEqual({ resumeAt: 3, done: false, seen: [1, 3] });
    record = withFinish(record, 'k', 3, 30, 'abc', names);
    expect(record.k).toEqual({ step: 3, total: 3, seen: [1, 3], at: 30, order: 'abc', steps: names, finished: true });
    expect(guideProgress(record.k, 3, 'abc', names).done).toBe(true);
    // Looked at again, it stays done.
    record = withVisit(record, 'k', 1, 3, 40, 'abc', names);
    expect(guideProgress(record.k, 3, 'abc', names).done).toBe(true);
  });

  it('does not count a finished guide done again when a step was added and only its last step is shown', () => {
    const names = ['sign-in', 'open'];
    const more = ['sign-in', 'check', 'open'];
    let record = withFinish(withVisit({}, 'k', 1, 2, 10, 'ab', names), 'k', 2, 20, 'ab', names);
    record = withVisit(record, 'k', 3, 3, 30, 'abc', more);
    expect(record.k?.finished).toBeUndefined();
    expect(guideProgress(record.k, 3, 'abc', more)).toEqual({ resumeAt: 3, done: false, seen: [1, 3] });
  });

  it('leaves other guides as they are, and Start again forgets only this one', () => {
    const other = { step: 2, total: 3, seen: [1, 2], at: 1 };
    const record = withVisit({ other }, 'k', 1, 4, 2);
    expect(record.other).toBe(other);
    expect(without(record, 'k')).toEqual({ other });
  });
});

describe('progress against the guide as it is now', () => {
  it.each([
    ['nothing stored', undefined, 6, { resumeAt: 1, done: false, seen: [] }],
    ['left at step 4 of 6', { step: 4, total: 6, seen: [1, 2, 3, 4], at: 1 }, 6, { resumeAt: 4, done: false, seen: [1, 2, 3, 4] }],
    [
      'the last step shown but not finished: not done, and it reopens at the last step',
      { step: 6, total: 6, seen: [1, 2, 3, 4, 5, 6], at: 1 },
      6,
      { resumeAt: 6, done: false, seen: [1, 2, 3, 4, 5, 6] },
    ],
    [
      'finished: done, and it opens at step 1',
      { step: 6, total: 6, seen: [1, 6], at: 1, finished: true },
      6,
      { resumeAt: 1, done: true, seen: [1, 6] },
    ],
    [
      'finished, then back to step 2',
      { step: 2, total: 6, seen: [1, 2, 6], at: 1, finished: true },
      6,
      { resumeAt: 1, done: true, seen: [1, 2, 6] },
    ],
    [
      'left at step 5, the guide now has 3 steps: clamped, not done, no ticks',
      { step: 5, total: 6, seen: [1, 2, 3, 4, 5], at: 1 },
      3,
      { resumeAt: 3, done: false, seen: [] },
    ],
    [
      'done with 6 steps, the guide now has 8: unfinished at step 6',
      { step: 6, total: 6, seen: [1, 2, 3, 4, 5, 6], at: 1, finished: true },
      8,
      { resumeAt: 6, done: false, seen: [] },
    ],
    [
      'done with 6 steps, the guide now has 5: unfinished at step 5',
      { step: 6, total: 6, seen: [6], at: 1, finished: true },
      5,
      { resumeAt: 5, done: false, seen: [] },
    ],
    ['a guide with no steps for this person', { step: 2, total: 3, seen: [2], at: 1 }, 0, { resumeAt: 1, done: false, seen: [] }],
  ] as const)('%s', (_, entry, total, expected) => {
    expect(guideProgress(entry ? { ...entry, seen: [...entry.seen] } : undefined, total)).toEqual(expected);
  });

  it.each([
    ['the same steps in the same order', 'abc', { resumeAt: 1, done: true, seen: [1, 2, 3] }],
    ['the same number of steps, reordered: resumes there, not done, no ticks', 'xyz', { resumeAt: 3, done: false, seen: [] }],
  ])('done with 3 steps, the guide now has %s', (_, order, expected) => {
    expect(guideProgress({ step: 3, total: 3, seen: [1, 2, 3], at: 1, order: 'abc', finished: true }, 3, order)).toEqual(expected);
  });

  // Left at Install (step 2), with Sign in and Install ticked, and Open, the last step, not yet shown.
  const left = { step: 2, total: 3, seen: [1, 2], at: 1, order: 'abc', steps: ['sign-in', 'install', 'open'] };
  // Finished: every step shown, and Finish pressed on the last.
  const finished = {
    step: 3,
    total: 3,
    seen: [1, 2, 3],
    at: 1,
    order: 'abc',
    steps: ['sign-in', 'install', 'open'],
    finished: true,
  } as const;
  it.each([
    [
      'a step inserted before the one left at: the ticks and the step move with their steps',
      left,
      ['sign-in', 'check', 'install', 'open'],
      { resumeAt: 3, done: false, seen: [1, 3] },
    ],
    ['the steps reordered', left, ['install', 'sign-in', 'open'], { resumeAt: 1, done: false, seen: [1, 2] }],
    ['a step removed before the one left at', left, ['install', 'open'], { resumeAt: 1, done: false, seen: [1] }],
    [
      'the step left at removed: resumes at the same number, its tick gone',
      left,
      ['sign-in', 'open'],
      { resumeAt: 2, done: false, seen: [1] },
    ],
    ['the step left at renamed: only its tick is lost', left, ['sign-in', 'set-up', 'open'], { resumeAt: 2, done: false, seen: [1] }],
    [
      'finished, then a step added at the end: not done until the last step is shown',
      finished,
      ['sign-in', 'install', 'open', 'tidy-up'],
      { resumeAt: 3, done: false, seen: [1, 2, 3] },
    ],
    [
      'finished, then a step inserted: not done until the last step is shown again',
      finished,
      ['sign-in', 'check', 'install', 'open'],
      { resumeAt: 4, done: false, seen: [1, 3] },
    ],
    ['finished, then a step removed: still done', finished, ['sign-in', 'open'], { resumeAt: 1, done: true, seen: [1, 2] }],
  ] as const)('%s', (_, entry, names, expected) => {
    expect(
      guideProgress({ ...entry, seen: [...entry.seen], steps: [...entry.steps] }, names.length, `changed-${names.join('/')}`, names),
    ).toEqual(expected);
  });

  it('tells apart steps of the same name by their places among their namesakes', () => {
    const twice = {
      step: 3,
      total: 3,
      seen: [1, 2, 3],
      at: 1,
      order: 'abc',
      steps: ['check', 'restart', 'check'],
      finished: true as const,
    };
    // A step inserted before the second Check: the first keeps its tick, the second moves to step 4.
    expect(guideProgress(twice, 4, 'xyz', ['check', 'restart', 'update', 'check'])).toEqual({ resumeAt: 4, done: false, seen: [1, 2] });
  });

  it('carries nothing over from an entry stored before step names were kept', () => {
    const old = { step: 2, total: 3, seen: [1, 2], at: 1, order: 'abc' };
    expect(guideProgress(old, 4, 'xyz', ['sign-in', 'check', 'install', 'open'])).toEqual({ resumeAt: 2, done: false, seen: [] });
  });
});

describe('progress in browser storage', () => {
  it('keeps each account apart', () => {
    const { source } = memoryStorage();
    const ava = progressItemName('ava-id', 'salt');
    const leo = progressItemName('leo-id', 'salt');
    updateStored(source, ava, (r) => withVisit(r, 'office/windows/', 3, 4, 1));
    expect(parseProgress(readStored(source, ava))['office/windows/']?.step).toBe(3);
    expect(parseProgress(readStored(source, leo))).toEqual({});
  });

  it('replaces a corrupt item with good progress, and removes the item when nothing is left', () => {
    const { items, source } = memoryStorage({ p: '{not json' });
    expect(updateStored(source, 'p', (r) => withVisit(r, 'k', 2, 3, 1))).toBe(true);
    expect(parseProgress(items.get('p')!)).toEqual({ k: { step: 2, total: 3, seen: [2], at: 1 } });
    updateStored(source, 'p', (r) => without(r, 'k'));
    expect(items.has('p')).toBe(false);
  });

  it.each([
    ['localStorage itself refused', (() => refuse()) as StorageSource],
    ['no storage', (() => null) as StorageSource],
    ['every call refused', (() => ({ getItem: refuse, setItem: refuse, removeItem: refuse })) as StorageSource],
  ])('%s: nothing is read or remembered, and nothing throws', (_, source) => {
    expect(readStored(source, 'p')).toBeNull();
    expect(updateStored(source, 'p', (r) => withVisit(r, 'k', 2, 3, 1))).toBe(false);
  });

  it('full storage: the visit is not remembered, what was stored stays', () => {
    const { items, source } = memoryStorage({ p: serializeProgress({ k: { step: 1, total: 3, seen: [1], at: 1 } }) });
    const full: StorageSource = () => ({ ...source()!, setItem: () => refuse() });
    expect(updateStored(full, 'p', (r) => withVisit(r, 'k', 2, 3, 2))).toBe(false);
    expect(parseProgress(items.get('p')!).k?.step).toBe(1);
  });
});
