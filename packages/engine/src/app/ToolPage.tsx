import { lazy, Suspense } from 'react';
import { useGuide, useManifest } from '../shared/content/content-context';
import type { GuideSummary } from '../shared/content/schema/manifest';
import { STUDENT_PASS_LIFETIMES } from '../shared/content/schema/student-pass-lifetimes';
import { LoadingStatus } from '../shared/ui/LoadingStatus';

// Staff tools are their own chunks: most visitors never open them.
const ResetStudentPasswordPage = lazy(() =>
  import('../features/reset-password/ResetStudentPasswordPage').then((m) => ({ default: m.ResetStudentPasswordPage })),
);

const StudentPassPage = lazy(() => import('../features/student-pass/StudentPassPage').then((m) => ({ default: m.StudentPassPage })));

const GuideHealthPage = lazy(() => import('../features/guide-health/GuideHealthPage').then((m) => ({ default: m.GuideHealthPage })));

/** school.yaml's studentPass, with the contract's defaults for what it leaves out. */
function studentPassLifetimes(settings: { minMinutes?: number; maxMinutes?: number; defaultMinutes?: number } | undefined) {
  return {
    min: settings?.minMinutes ?? STUDENT_PASS_LIFETIMES.min,
    max: settings?.maxMinutes ?? STUDENT_PASS_LIFETIMES.max,
    default: settings?.defaultMinutes ?? STUDENT_PASS_LIFETIMES.default,
  };
}

/** A `layout: tool` guide: the code-backed screen it names. */
export function ToolPage({ guide: summary }: { guide: GuideSummary }) {
  const { school } = useManifest();
  const guide = useGuide(summary.id);
  return (
    <Suspense fallback={<LoadingStatus>Loading…</LoadingStatus>}>
      {/* The content check requires passwordReset in school.yaml wherever a guide is one of the two student tools. */}
      {guide.tool === 'reset-student-password' && (
        <ResetStudentPasswordPage studentLicenceSkuId={school.passwordReset!.studentLicenceSkuId} title={guide.title} />
      )}
      {guide.tool === 'student-pass' && (
        <StudentPassPage
          studentLicenceSkuId={school.passwordReset!.studentLicenceSkuId}
          functionUrl={school.functionApp.url}
          lifetimes={studentPassLifetimes(school.studentPass)}
          title={guide.title}
        />
      )}
      {guide.tool === 'guide-health' && <GuideHealthPage functionUrl={school.functionApp.url} title={guide.title} />}
    </Suspense>
  );
}
