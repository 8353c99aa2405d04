import { useId, useState } from 'react';
import { Link, type To } from 'react-router-dom';
import './progress.css';

export interface OutlineEntry {
  title: string;
  /** Where its link goes (the same screen with another `?step=` or `?item=`). */
  to: To;
  done: boolean;
}

interface StepOutlineProps {
  /** "All steps" in a guide, "All parts" in the Setup Guide: the list's name and its button's text. */
  label: string;
  entries: readonly OutlineEntry[];
  /** The 1-based entry shown now. */
  current: number;
  /** Called when one of the links is followed. */
  onSelect?: () => void;
}

/**
 * Every step (or Setup Guide part) at a glance, each a link to it: the current one marked, done ones
 * ticked. Beside the step on a wide screen; on a narrow one, above it behind a button, closed at first.
 */
export function StepOutline({ label, entries, current, onSelect }: StepOutlineProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav className={open ? 'outline is-open' : 'outline'} aria-label={label}>
      {/* The nav's name says this to screen readers; this is its visible heading on a wide screen. */}
      <p className="outline-title" aria-hidden="true">
        {label}
      </p>
      <button type="button" className="outline-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {label} ({current} of {entries.length})
        <span className="outline-chevron" aria-hidden="true" />
      </button>
      {/* role="list": Safari drops a list's role when its numbers are hidden. */}
      <ol id={listId} className="outline-list" role="list">
        {entries.map((entry, index) => {
          const isCurrent = index + 1 === current;
          const ticked = entry.done && !isCurrent;
          return (
            <li key={index} className={isCurrent ? 'is-current' : undefined}>
              <Link
                to={entry.to}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => {
                  setOpen(false);
                  onSelect?.();
                }}
              >
                <span className={ticked ? 'outline-mark is-done' : 'outline-mark'} aria-hidden="true">
                  {ticked ? '✓' : index + 1}
                </span>
                <span className="outline-text">
                  {entry.title}
                  {ticked && <span className="visually-hidden"> (done)</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
