import { reloadIntoUpdate, useUpdateReady } from '../service-worker';
import './resilience.css';

/** "A new version is ready": shown once a new deployment is installed, with the reader deciding when to reload. */
export function UpdatePrompt() {
  const ready = useUpdateReady();
  return (
    <div role="status" className="update-status">
      {ready && (
        <p className="notice update-notice">
          A new version of the portal is ready.{' '}
          <button type="button" className="button button-small" onClick={reloadIntoUpdate}>
            Reload
          </button>
        </p>
      )}
    </div>
  );
}
