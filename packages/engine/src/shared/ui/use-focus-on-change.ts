import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned element whenever `value` changes after the first render, so keyboard and
 * screen-reader users start reading at the new step's heading rather than at the button they pressed.
 */
export function useFocusOnChange<T extends HTMLElement>(value: unknown) {
  const target = useRef<T>(null);
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current !== value) target.current?.focus();
    shown.current = value;
  }, [value]);
  return target;
}
