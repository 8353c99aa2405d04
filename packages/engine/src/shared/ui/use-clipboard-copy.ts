import { useCallback, useEffect, useState } from 'react';

/** How long a "copied" notice stays: two seconds, long enough to read, short enough not to linger. */
export const COPY_NOTICE_MS = 2000;

export interface CopyMessages {
  /** Announced when the text is on the clipboard. */
  copied: string;
  /** Announced when the browser refused (no permission, or not a secure context). */
  failed: string;
}

/**
 * Copies text to the clipboard and keeps a short notice for a polite status region, cleared after two
 * seconds. One implementation for every copy button in the portal.
 */
export function useClipboardCopy({ copied, failed }: CopyMessages): { notice: string; copy: (text: string) => void } {
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(''), COPY_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const copy = useCallback(
    (text: string) => {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard) {
        setNotice(failed);
        return;
      }
      clipboard.writeText(text).then(
        () => setNotice(copied),
        () => setNotice(failed),
      );
    },
    [copied, failed],
  );

  return { notice, copy };
}
