import { useLayoutEffect, type RefObject } from 'react';

/**
 * The header's input is the combobox: its aria-expanded and aria-activedescendant follow the popup, and the
 * active option is scrolled into view.
 */
export function useComboboxAttributes(input: RefObject<HTMLInputElement | null>, expanded: boolean, activeId: string | undefined): void {
  useLayoutEffect(() => {
    const field = input.current;
    field?.setAttribute('aria-expanded', String(expanded));
    if (activeId) field?.setAttribute('aria-activedescendant', activeId);
    else field?.removeAttribute('aria-activedescendant');
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [input, expanded, activeId]);
}
