import { useEffect, useState } from 'react';
import './progress.css';

/**
 * Said when a guide reopens where the person left off: "Continuing at step 4 of 6", with Start again. The
 * words go into the status region a moment after it appears, so screen readers announce them (politely).
 */
export function ResumeNotice({ step, total, onStartAgain }: { step: number; total: number; onStartAgain: () => void }) {
  const [spoken, setSpoken] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSpoken(true), 150);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="resume-notice">
      <p role="status">{spoken && `Continuing at step ${step} of ${total}, where you left off.`}</p>
      <button type="button" className="button button-secondary button-small" onClick={onStartAgain}>
        Start again
      </button>
    </div>
  );
}
