import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/** Set between the browser's beforeprint and afterprint: Ctrl+P, the browser's menu, or a Print button. */
let printRequested = false;

/** Print media, where the browser can say (every browser the portal supports; not every test environment). */
const printMedia = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia('print') : null);

function subscribe(onChange: () => void): () => void {
  const media = printMedia();
  // The browser takes its picture of the page right after beforeprint: render the printable view now.
  const before = () =>
    flushSync(() => {
      printRequested = true;
      onChange();
    });
  const after = () => {
    printRequested = false;
    onChange();
  };
  window.addEventListener('beforeprint', before);
  window.addEventListener('afterprint', after);
  media?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('beforeprint', before);
    window.removeEventListener('afterprint', after);
    media?.removeEventListener('change', onChange);
  };
}

/** Whether the page is being printed (or shown as print media), so screens can render their printable form. */
export function usePrinting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => printRequested || (printMedia()?.matches ?? false),
    () => false,
  );
}
