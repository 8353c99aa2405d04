import { Component, type ReactNode } from 'react';

/** If a guide's chunk fails to load (often a dropped connection), say so and offer a reload. */
export class GuideLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A guide failed to load:', error instanceof Error ? error.message : error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="notice">
        <p>This guide could not be loaded. Check your internet connection, then reload the page.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
