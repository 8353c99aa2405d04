import { lazy, Suspense } from 'react';
import { useNotices } from '../../shared/content/notices-context';
import { useViewer } from '../../shared/content/use-viewer';
import { optionalChunk } from '../../shared/ui/optional-chunk';

// The banner is its own chunk, asked for only when the school has notices: none of it is in the first load.
// A chunk that cannot load (offline before it was saved) shows no banner rather than an error screen.
const NoticeBanner = lazy(
  optionalChunk(() => import('../../features/notices/Notices').then((m) => ({ default: m.NoticeBanner })), { default: () => null }),
);

/** The school's notices below the header, once they have loaded. */
export function NoticeBannerSlot() {
  const state = useNotices();
  const viewer = useViewer();
  if (state.notices.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBanner state={state} viewer={viewer} />
    </Suspense>
  );
}
