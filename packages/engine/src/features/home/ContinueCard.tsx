import { Link } from 'react-router-dom';
import type { ContinueCard as Card } from '../../shared/progress/derive';

/** Home's "Continue where you left off": the guide last shown and not finished, and the step it reopens at. */
export function ContinueCard({ card }: { card: Card }) {
  return (
    <section className="continue" aria-labelledby="continue-heading">
      <h2 id="continue-heading">Continue where you left off</h2>
      <Link className="continue-card" to={card.href}>
        <span className="continue-title">{card.guide.title}</span>
        <span className="continue-step">
          Step {card.step} of {card.total}
        </span>
      </Link>
    </section>
  );
}

/**
 * The card's place while the guides' details it needs are loading, when the progress says a card is coming:
 * the same size, so the tiles below do not move when it arrives. Hidden from screen readers: it has nothing
 * to read or select yet.
 */
export function ContinueCardPlace() {
  return (
    <div className="continue" aria-hidden="true">
      <h2>Continue where you left off</h2>
      <span className="continue-card continue-card-place">
        <span className="continue-title">&nbsp;</span>
        <span className="continue-step">&nbsp;</span>
      </span>
    </div>
  );
}
