import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { isChunkLoadError } from '../../shared/resilience/chunk-errors';
import '../layout/resilience.css';

/**
 * The router's error screen: a screen that failed to download (offline, or the portal was updated since
 * the page was opened) gets a retry; anything else gets an apology and a way home. Inside the layout, the
 * header stays.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const download = isChunkLoadError(error);
  const title = download ? 'This page could not be loaded' : 'Something went wrong';
  useDocumentTitle(title);
  useEffect(() => {
    // The message only: never the error object, which could hold data from the page.
    console.error('The portal could not show this page:', error instanceof Error ? error.message : String(error));
  }, [error]);
  return (
    <section className="page load-failure" role="alert">
      <h1>{title}</h1>
      {download ? (
        <>
          <p>Check your internet connection, then try again.</p>
          <p>
            <button type="button" className="button" onClick={() => window.location.reload()}>
              Try again
            </button>
          </p>
        </>
      ) : (
        <p>
          Sorry, this page stopped working. Going back to the home page usually fixes it. If it keeps happening, please tell the IT office.
        </p>
      )}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
