import { useEffect, useState } from 'react';

export const COPIED_NOTICE_MS = 2000;

/** Copies `text`, then says so for two seconds in a polite status message. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [notice, setNotice] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (notice === null) return;
    const timer = setTimeout(() => setNotice(null), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setNotice('copied'),
      () => setNotice('failed'),
    );
  };

  return (
    <>
      <button type="button" className="button secondary" onClick={copy}>
        {label}
      </button>
      <span role="status" className="copy-notice">
        {notice === 'copied' ? 'Copied to clipboard' : notice === 'failed' ? "Couldn't copy: select the password and copy it yourself." : ''}
      </span>
    </>
  );
}
