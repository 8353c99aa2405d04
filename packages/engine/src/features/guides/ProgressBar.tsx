import './progress.css';
/**
 * A slim bar filled to `value` of `max`. Only a picture of the "Step N of M" text beside it, so it is
 * hidden from screen readers, which read that text once. Drawn in SVG, whose width is an attribute rather
 * than a style: the strict CSP refuses style attributes in HTML, and a prerendered page (app/prerender.tsx)
 * is HTML.
 */
export function ProgressBar({ value, max }: { value: number; max: number }) {
  const filled = Math.round((100 * value) / Math.max(1, max));
  return (
    <svg className="progress-bar" aria-hidden="true" focusable="false" viewBox="0 0 100 1" preserveAspectRatio="none">
      <rect className="progress-bar-fill" width={filled} height="1" />
    </svg>
  );
}
