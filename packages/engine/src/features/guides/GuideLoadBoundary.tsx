import { Component, Fragment, type ReactNode } from 'react';
import { forgetGuide, useContent } from '../../shared/content/content-context';
import { GuideLoadError } from '../../shared/resilience/chunk-errors';
import { useOnline } from '../../shared/resilience/online-status';

/**
 * If a guide's chunk cannot be downloaded (a dropped connection, or a new version of the portal removed
 * it), say so and offer to try again, in place of the guide. Other errors are bugs: they go on to the
 * route's error screen.
 */
export function GuideLoadBoundary({ children }: { children: ReactNode }) {
  const source = useContent();
  return <LoadBoundary onRetry={(guideId) => forgetGuide(source, guideId)}>{children}</LoadBoundary>;
}

interface State {
  error: unknown;
  /** Failed downloads so far; after a failed retry the page itself may be out of date. */
  failures: number;
  /** Remounts the guide on each retry, so it asks for its chunk again. */
  attempt: number;
}

class LoadBoundary extends Component<{ children: ReactNode; onRetry: (guideId: string) => void }, State> {
  override state: State = { error: null, failures: 0, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (!(error instanceof GuideLoadError)) return;
    this.setState((s) => ({ failures: s.failures + 1 }));
    console.error('A guide could not be downloaded:', error.message);
  }

  private readonly retry = () => {
    if (this.state.error instanceof GuideLoadError) this.props.onRetry(this.state.error.guideId);
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render(): ReactNode {
    const { error, failures, attempt } = this.state;
    if (error === null) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    if (!(error instanceof GuideLoadError)) throw error;
    return <GuideLoadFailure onRetry={this.retry} retried={failures > 1} />;
  }
}

function GuideLoadFailure({ onRetry, retried }: { onRetry: () => void; retried: boolean }) {
  const online = useOnline();
  return (
    <div role="alert" className="notice load-failure">
      <p>
        {online
          ? 'This guide could not be loaded. Check your internet connection, then try again.'
          : "This guide could not be loaded because you're offline. Try again when you're back online."}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
      {retried && online && (
        <p>
          Still not loading? The portal may have been updated since you opened it.{' '}
          <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </p>
      )}
    </div>
  );
}
