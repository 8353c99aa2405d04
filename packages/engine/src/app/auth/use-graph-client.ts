import { useMsal } from '@azure/msal-react';
import { useMemo } from 'react';
import { useConfig } from '../../shared/config/config-context';
import type { GraphClient } from '../../shared/graph/graph-client';
import { lazyGraphClient } from '../../shared/graph/lazy-graph-client';
import type { Session } from '../../shared/user/session';
import { currentPath } from './early-startup';

/**
 * The session's Graph client, one per session, whose code loads with its first request (lazy-graph-client.ts);
 * MSAL gives it a token for each request. Null without a session.
 */
export function useGraphClient(session: Session | null): GraphClient | null {
  const { instance } = useMsal();
  const { graphBaseUrl } = useConfig();
  return useMemo(
    () =>
      session &&
      lazyGraphClient(() =>
        import('../../shared/graph/graph-session').then(({ connectGraph }) =>
          connectGraph(graphBaseUrl, instance, session.account, currentPath),
        ),
      ),
    [session, graphBaseUrl, instance],
  );
}
