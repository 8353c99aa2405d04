import './progress.css';
/**
 * A slim bar filled to `value` of `max`. Only a picture of the "Step N of M" text beside it, so it is
 * hidden from screen readers, which read that text once.
 */
export function ProgressBar({ value, max }: { value: number; max: number }) {
  return (
    <div className="progress-bar" aria-hidden="true">
      <div className="progress-bar-fill" style={{ width: `${Math.round((100 * value) / Math.max(1, max))}%` }} />
    </div>
  );
}
