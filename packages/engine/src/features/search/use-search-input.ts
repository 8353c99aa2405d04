import { useEffect, useEffectEvent, type RefObject } from 'react';

export interface SearchInputHandlers {
  /** A key pressed in the box. */
  onKey(event: KeyboardEvent): void;
  /** The box's text changed to `value`. */
  onType(value: string): void;
  /** The box was focused. */
  onFocus(): void;
  /** Focus went to, or a press landed on, something outside the search (the box and its popup). */
  onLeave(): void;
}

/** Listens to the header's input (which the panel does not render) and to focus and presses outside it. */
export function useSearchInput(input: RefObject<HTMLInputElement | null>, handlers: SearchInputHandlers): void {
  const onKey = useEffectEvent((event: Event) => handlers.onKey(event as KeyboardEvent));
  const onType = useEffectEvent((event: Event) => handlers.onType((event.target as HTMLInputElement).value));
  const onFocus = useEffectEvent(() => handlers.onFocus());
  const onOutside = useEffectEvent((event: Event) => {
    const search = input.current?.parentElement;
    if (search && event.target instanceof Node && !search.contains(event.target)) handlers.onLeave();
  });
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const listeners: [EventTarget, string, (event: Event) => void][] = [
      [field, 'keydown', (e) => onKey(e)],
      [field, 'input', (e) => onType(e)],
      [field, 'focus', () => onFocus()],
      [document, 'focusin', (e) => onOutside(e)],
      [document, 'pointerdown', (e) => onOutside(e)],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, [input]);
}
