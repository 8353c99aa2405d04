import { useEffect, useState } from 'react';
import type { GraphClient } from '../../shared/graph/graph-client';
import { whenIdle } from '../../shared/ui/when-idle';

/** The signed-in person's photo as a data URL, once Graph has sent it; null until then, or when there is none. */
export function useProfilePhoto(graph: GraphClient | null): string | null {
  const [photo, setPhoto] = useState<string | null>(null);
  useEffect(() => {
    if (!graph) return;
    const controller = new AbortController();
    // The silhouette until then: the photo waits until the screen is drawn and the browser is idle.
    const cancel = whenIdle(() => {
      void import('../../shared/graph/graph-session')
        .then(({ fetchProfilePhoto }) => fetchProfilePhoto(graph, controller.signal))
        // No photo when its code cannot load either: the header shows the silhouette.
        .catch(() => null)
        .then((dataUrl) => {
          if (!controller.signal.aborted) setPhoto(dataUrl);
        });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [graph]);
  return photo;
}
