import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { finishedMessage } from '../../shared/progress/finished-notice';

/**
 * Home's acknowledgement after Finish on a guide or Complete on the Setup Guide ("You've finished OneDrive.").
 * Shown at once; screen readers get it from a status region filled a moment after it appears (a region that
 * arrives already filled is often not announced), and only from there.
 */
export function FinishedNotice() {
  const message = finishedMessage(useLocation().state);
  const [spoken, setSpoken] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSpoken(true), 150);
    return () => window.clearTimeout(timer);
  }, []);
  if (!message) return null;
  return (
    <div className="notice finished-notice">
      <p aria-hidden="true">
        <span className="finished-mark">✓</span> {message}
      </p>
      <p role="status" className="visually-hidden">
        {spoken && message}
      </p>
    </div>
  );
}
