import { useOnline } from '../../shared/resilience/online-status';
import './resilience.css';

/**
 * Says so while the browser is offline. The live region is always in the page, so screen readers
 * announce the message when it appears.
 */
export function OfflineNotice() {
  const online = useOnline();
  // With the service worker in control, every guide was saved on this device at the last visit.
  const guidesSaved = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
  return (
    <div role="status" className="offline-status">
      {!online && (
        <p className="notice offline-notice">
          {guidesSaved
            ? "You're offline. The guides still work; resetting a password and creating a Windows Hello pass need a connection."
            : "You're offline. Pages you have already opened still work; new guides load when you're back online."}
        </p>
      )}
    </div>
  );
}
