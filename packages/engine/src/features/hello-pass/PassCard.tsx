import { useEffect, useId, useState } from 'react';
import { clockTime, countdownText, expiryAnnouncement } from './countdown';
import type { StoredPass } from './pass-store';

/** Now, once a second, for the countdown. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The pass, in a typeface that tells O from 0 and l from 1 and I, as a button that copies it, and how long
 * it lasts: a visible countdown (not announced) and a live region that speaks only at the thresholds.
 */
export function PassCard({ stored, onCopy }: { stored: StoredPass; onCopy: (pass: string) => void }) {
  const remaining = stored.expiresAt - useNow();
  // A page may show the pass twice (the Setup Guide shows several steps): ids of its own.
  const hintId = useId();
  const expiryId = useId();
  return (
    <div className="tap-card">
      <p id={hintId} className="tap-hint">
        Your Temporary Access Pass. Select it to copy it:
      </p>
      <button type="button" className="tap-pass" aria-describedby={`${hintId} ${expiryId}`} onClick={() => onCopy(stored.pass)}>
        {stored.pass}
      </button>
      <p id={expiryId} className="tap-expiry">
        Expires in <span role="timer">{countdownText(remaining)}</span>, at {clockTime(stored.expiresAt)}.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {expiryAnnouncement(remaining)}
      </p>
    </div>
  );
}
