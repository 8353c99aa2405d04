import { useOnline } from '../../shared/resilience/online-status';
import './resilience.css';

/**
 * Says so while the browser is offline. The live region is always in the page, so screen readers
 * announce the message when it appears.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" className="offline-status">
      {!online && (
        <p className="notice offline-notice">
          You're offline. Pages you have already opened still work; new guides load when you're back online.
        </p>
      )}
    </div>
  );
}
