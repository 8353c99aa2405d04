import { lazy, Suspense } from 'react';
import { useContent } from '../shared/content/content-context';
import type { GuideSummary } from '../shared/content/schema/manifest';
import { LoadingStatus } from '../shared/ui/LoadingStatus';

// Staff tools are their own chunks: most visitors never open them.
const ResetStudentPasswordPage = lazy(() =>
  import('../features/reset-password/ResetStudentPasswordPage').then((m) => ({ default: m.ResetStudentPasswordPage })),
);

/** A `layout: tool` guide: the code-backed screen it names. */
export function ToolPage({ guide }: { guide: GuideSummary }) {
  const { manifest } = useContent();
  return (
    <Suspense fallback={<LoadingStatus>Loading…</LoadingStatus>}>
      {guide.tool === 'reset-student-password' && (
        <ResetStudentPasswordPage studentLicenceSkuId={manifest.settings.graph.studentLicenceSkuId} />
      )}
    </Suspense>
  );
}
