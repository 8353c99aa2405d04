import { lazy, Suspense } from 'react';
import { useGuide, useManifest } from '../shared/content/content-context';
import type { GuideSummary } from '../shared/content/schema/manifest';
import { LoadingStatus } from '../shared/ui/LoadingStatus';

// Staff tools are their own chunks: most visitors never open them.
const ResetStudentPasswordPage = lazy(() =>
  import('../features/reset-password/ResetStudentPasswordPage').then((m) => ({ default: m.ResetStudentPasswordPage })),
);

const GuideHealthPage = lazy(() => import('../features/guide-health/GuideHealthPage').then((m) => ({ default: m.GuideHealthPage })));

/** A `layout: tool` guide: the code-backed screen it names. */
export function ToolPage({ guide: summary }: { guide: GuideSummary }) {
  const { school } = useManifest();
  const guide = useGuide(summary.id);
  return (
    <Suspense fallback={<LoadingStatus>Loading…</LoadingStatus>}>
      {/* The content check requires passwordReset in school.yaml wherever a guide is this tool. */}
      {guide.tool === 'reset-student-password' && (
        <ResetStudentPasswordPage studentLicenceSkuId={school.passwordReset!.studentLicenceSkuId} title={guide.title} />
      )}
      {guide.tool === 'guide-health' && <GuideHealthPage functionUrl={school.functionApp.url} title={guide.title} />}
    </Suspense>
  );
}
