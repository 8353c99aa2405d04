import type { ReactNode } from 'react';
import { stepNav } from '../../shared/content/derive/step-nav';

/** What a screen puts past a guide's first or last step: a button's text and what it does. */
export interface GuideEnd {
  label: string;
  go(): void;
}

/**
 * Past the ends of a guide: nothing before step 1 and Finish after the last on a guide's own screen; the
 * part before and after in the Setup Guide. `note` is shown beside the last step's button (the next guide).
 */
export interface GuideEnds {
  before?: GuideEnd | null;
  after?: GuideEnd | null;
  note?: ReactNode;
}

interface StepNavProps {
  step: number;
  total: number;
  ends?: GuideEnds;
  /** Moves to another step of this guide. */
  onMove(step: number): void;
  /** The person moves past the last step: the guide is done. */
  onFinish(): void;
}

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <span aria-hidden="true" className="arrow">
      {direction === 'previous' ? '←' : '→'}
    </span>
  );
}

/** A guide's one row of buttons: Previous Step / Next Step, and what lies past either end. */
export function StepNav({ step, total, ends, onMove, onFinish }: StepNavProps) {
  const { previous, next } = stepNav(step, total, { before: ends?.before?.label, after: ends?.after?.label });
  if (!previous && !next) return null;
  const after = () => {
    onFinish();
    ends?.after?.go();
  };
  return (
    <nav className="step-nav" aria-label="Previous and next">
      {previous && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => (previous.kind === 'step' ? onMove(previous.to) : ends?.before?.go())}
        >
          {previous.kind === 'end' && <Arrow direction="previous" />} {previous.label}
        </button>
      )}
      {next && (
        <button type="button" className="button step-next" onClick={() => (next.kind === 'step' ? onMove(next.to) : after())}>
          {next.label} {next.kind === 'end' && next.label.startsWith('Next') && <Arrow direction="next" />}
        </button>
      )}
      {next?.kind === 'end' && ends?.note}
    </nav>
  );
}
