import { useEffect, useState } from 'react';
import type { GraphClient } from '../../shared/graph/graph-client';
import { checkResetPermission, type ResetPermission } from './reset-permission';

/** The staff member's permission to reset passwords, once known ('checking' until then). */
export function useResetPermission(
  graph: GraphClient,
  principalId: string | undefined,
  wids: readonly string[],
): ResetPermission | 'checking' {
  // The answer, with whom and which roles it is for, so a different person's is never shown.
  const [answer, setAnswer] = useState<{ key: string; permission: ResetPermission } | null>(null);
  const widsKey = wids.join(' ');
  const key = `${principalId ?? ''} ${widsKey}`;
  useEffect(() => {
    if (principalId === undefined) return;
    const controller = new AbortController();
    void checkResetPermission(graph, principalId, widsKey.split(' ').filter(Boolean), controller.signal).then((permission) => {
      if (!controller.signal.aborted) setAnswer({ key, permission });
    });
    return () => controller.abort();
  }, [graph, principalId, widsKey, key]);
  // Without an account id (reading offline), Graph cannot be asked: the tool is offered.
  if (principalId === undefined) return 'unknown';
  return answer?.key === key ? answer.permission : 'checking';
}
