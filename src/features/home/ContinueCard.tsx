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
