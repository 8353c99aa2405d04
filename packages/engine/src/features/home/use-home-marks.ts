import { useMemo } from 'react';
import { useManifestWhenLoaded } from '../../shared/content/content-context';
import type { HomeMarks } from '../../shared/progress/home-marks';
import type { ProgressRecord } from '../../shared/progress/progress';
import { retryingLoader } from '../../shared/resilience/retrying-loader';
import { track, type TrackedPromise } from '../../shared/ui/tracked-promise';
import { useSettled } from '../../shared/ui/use-settled';
import type { Viewer } from '../../shared/user/viewer';

type MarksModule = typeof import('../../shared/progress/home-marks');

const download = retryingLoader(() => import('../../shared/progress/home-marks'));
let marksModule: TrackedPromise<MarksModule> | null = null;

/** The code that derives home's marks, a chunk of its own: asked for once, and again after a failed download. */
function loadMarks(): TrackedPromise<MarksModule> {
  if (!marksModule) {
    const loading = track(download('home-marks'));
    loading.catch(() => {
      if (marksModule === loading) marksModule = null;
    });
    marksModule = loading;
  }
  return marksModule;
}

/**
 * Home's Continue card and its tiles' descriptions and states, once the content's details and the code that
 * derives them have loaded (both start with home's first render); null until then, or if either fails.
 */
export function useHomeMarks(viewer: Viewer, record: ProgressRecord): HomeMarks | null {
  const manifest = useManifestWhenLoaded();
  const code = useSettled(loadMarks());
  return useMemo(() => (manifest && code ? code.homeMarks(manifest, viewer, record) : null), [manifest, code, viewer, record]);
}
