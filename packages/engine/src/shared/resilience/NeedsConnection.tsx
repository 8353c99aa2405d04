import type { ReactNode } from 'react';
import { useOnline } from './online-status';

/**
 * While the browser is offline, says that this tool needs a connection (what it does reaches Microsoft 365
 * or the school's function, which no saved copy can stand in for). A live region that is always in the page,
 * so the message is announced when the connection drops, and goes when it returns.
 */
export function NeedsConnection({ children }: { children: ReactNode }) {
  const online = useOnline();
  return (
    <div role="status" className="needs-connection-status">
      {!online && <p className="notice needs-connection">{children}</p>}
    </div>
  );
}
