import { useOnline } from '../../shared/resilience/online-status';
import { useSignedIn } from '../../shared/user/signed-in-context';
import './resilience.css';

/** What works while offline: with the service worker in control, every guide was saved at the last visit. */
function offlineMessage(guidesSaved: boolean, signedIn: boolean): string {
  if (!signedIn) {
    const works = guidesSaved ? 'The guides still work' : 'Pages you have already opened still work';
    return `You're offline and not signed in. ${works}, and the portal signs you in when you're back online.`;
  }
  return guidesSaved
    ? "You're offline. The guides still work; resetting a password and creating a Windows Hello pass need a connection."
    : "You're offline. Pages you have already opened still work; new guides load when you're back online.";
}

/**
 * Says so while the browser is offline. The live region is always in the page, so screen readers
 * announce the message when it appears.
 */
export function OfflineNotice() {
  const online = useOnline();
  const { session } = useSignedIn();
  const guidesSaved = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
  return (
    <div role="status" className="offline-status">
      {!online && <p className="notice offline-notice">{offlineMessage(guidesSaved, session !== null)}</p>}
    </div>
  );
}
