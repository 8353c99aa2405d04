import { useEffect, useState } from 'react';
import './progress.css';

/**
 * Said when a guide reopens where the person left off: "Continuing at step 4 of 6", with Start again. The
 * words are shown at once; screen readers get them from a status region filled a moment after it appears
 * (a region that arrives already filled is often not announced), and only from there.
 */
export function ResumeNotice({ step, total, onStartAgain }: { step: number; total: number; onStartAgain: () => void }) {
  const text = `Continuing at step ${step} of ${total}, where you left off.`;
  const [spoken, setSpoken] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSpoken(true), 150);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="resume-notice">
      <p aria-hidden="true">{text}</p>
      <p role="status" className="visually-hidden">
        {spoken && text}
      </p>
      <button type="button" className="button button-secondary button-small" onClick={onStartAgain}>
        Start again
      </button>
    </div>
  );
}
