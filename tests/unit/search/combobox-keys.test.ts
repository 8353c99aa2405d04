import { describe, expect, it } from 'vitest';
import { keyAction, movedTo, type ComboboxNow } from '../../../packages/engine/src/features/search/combobox-keys';

const now = (over: Partial<ComboboxNow> = {}): ComboboxNow => ({ count: 3, shown: true, active: -1, typed: true, ...over });

describe('keyAction', () => {
  it.each([
    ['moves down through shown results', 'ArrowDown', now(), { kind: 'move', down: true }],
    ['moves up through shown results', 'ArrowUp', now(), { kind: 'move', down: false }],
    ['opens the list first when it is closed', 'ArrowDown', now({ shown: false }), { kind: 'open' }],
    ['leaves the arrows alone when nothing was found', 'ArrowDown', now({ count: 0 }), null],
    ['opens the option the arrows are on', 'Enter', now({ active: 2 }), { kind: 'choose', index: 2 }],
    ['opens the first result when the arrows are on none', 'Enter', now(), { kind: 'choose', index: 0 }],
    ['leaves Enter alone when the list is closed', 'Enter', now({ shown: false }), null],
    ['leaves Enter alone when nothing was found', 'Enter', now({ count: 0 }), null],
    ['closes the shown list on Escape', 'Escape', now(), { kind: 'close' }],
    ['clears the box on a second Escape', 'Escape', now({ shown: false }), { kind: 'clear' }],
    ['leaves Escape alone in an empty, closed box', 'Escape', now({ shown: false, typed: false }), null],
    ['leaves any other key to the input', 'a', now(), null],
  ] as const)('%s', (_label, key, state, expected) => {
    expect(keyAction(key, state)).toEqual(expected);
  });
});

describe('movedTo', () => {
  it.each([
    [-1, true, 0],
    [-1, false, 2],
    [0, true, 1],
    [2, true, 0],
    [0, false, 2],
    [5, true, 0],
  ])('from %i (down: %s) goes to %i of three', (active, down, expected) => {
    expect(movedTo(active, down, 3)).toBe(expected);
  });
});
