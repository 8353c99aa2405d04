/**
 * The combobox's keys (WAI-ARIA 1.2): ArrowDown/ArrowUp move through the results (opening the list first if
 * it is closed), Enter opens the one chosen (or the first), Escape closes the list and a second Escape clears
 * the box. Any other key is the input's own.
 */

export type KeyAction =
  { kind: 'open' } | { kind: 'move'; down: boolean } | { kind: 'choose'; index: number } | { kind: 'close' } | { kind: 'clear' };

export interface ComboboxNow {
  /** How many results there are. */
  count: number;
  /** Whether the list of results is shown. */
  shown: boolean;
  /** The option the arrow keys are on; -1 for none. */
  active: number;
  /** Whether the box holds any text. */
  typed: boolean;
}

/** What a key does in the search box; null when it is not the combobox's (and keeps its usual effect). */
export function keyAction(key: string, { count, shown, active, typed }: ComboboxNow): KeyAction | null {
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (count === 0) return null;
    return shown ? { kind: 'move', down: key === 'ArrowDown' } : { kind: 'open' };
  }
  if (key === 'Enter') return shown && count > 0 ? { kind: 'choose', index: active >= 0 && active < count ? active : 0 } : null;
  if (key === 'Escape') return shown ? { kind: 'close' } : typed ? { kind: 'clear' } : null;
  return null;
}

/** The option an arrow key moves to from `active`, wrapping round; from none, the first (down) or the last (up). */
export function movedTo(active: number, down: boolean, count: number): number {
  if (active < 0 || active >= count) return down ? 0 : count - 1;
  return (active + (down ? 1 : -1) + count) % count;
}
