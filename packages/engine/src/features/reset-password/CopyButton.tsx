import { useClipboardCopy } from '../../shared/ui/use-clipboard-copy';

const MESSAGES = { copied: 'Copied to clipboard', failed: "Couldn't copy: select the password and copy it yourself." };

/** Copies `text`, then says so for two seconds in a polite status message. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { notice, copy } = useClipboardCopy(MESSAGES);
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => copy(text)}>
        {label}
      </button>
      <span role="status" className="copy-notice">
        {notice}
      </span>
    </>
  );
}
