import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FeatureSlotsContext, type FeatureSlots } from '../features/guides/kit/feature-slots';
import type { NoticesProps } from '../features/notices/Notices';
import { useManifest } from '../shared/content/content-context';
import { inAudience } from '../shared/content/derive/access';
import { useNotices } from '../shared/content/notices-context';
import type { Condition } from '../shared/content/schema/condition';
import { useViewer } from '../shared/content/use-viewer';
import { LoadingStatus } from '../shared/ui/LoadingStatus';
import { optionalChunk } from '../shared/ui/optional-chunk';
import { useDocumentTitle } from '../shared/ui/use-document-title';
import { useSignedIn } from '../shared/user/signed-in-context';

// The generator is its own chunk: only the Windows Hello guide needs it.
const TemporaryAccessPass = lazy(() =>
  import('../features/hello-pass/TemporaryAccessPass').then((m) => ({ default: m.TemporaryAccessPass })),
);

/** The pass generator, pointed at the school's function (school.yaml). */
function TemporaryAccessPassSlot() {
  const { school } = useManifest();
  return (
    <Suspense fallback={<LoadingStatus>Loading the pass generator…</LoadingStatus>}>
      <TemporaryAccessPass functionUrl={school.functionApp.url} />
    </Suspense>
  );
}

// The notices at the top of a guide: the banner's chunk, loaded only on a guide that some notice names.
const GuideNotices = lazy<ComponentType<NoticesProps & { guideId: string }>>(
  optionalChunk(() => import('../features/notices/Notices').then((m) => ({ default: m.GuideNotices })), { default: () => null }),
);

/** A guide's notices, if any notice names it; nothing (and no download) otherwise. */
function NoticesAtTopOfGuide({ guideId }: { guideId: string }) {
  const state = useNotices();
  const viewer = useViewer();
  if (!state.notices.some((n) => n.guides?.includes(guideId))) return null;
  return (
    <Suspense fallback={null}>
      <GuideNotices state={state} viewer={viewer} guideId={guideId} />
    </Suspense>
  );
}

/** What guides may embed from other features. */
const FEATURE_SLOTS: FeatureSlots = { TemporaryAccessPass: TemporaryAccessPassSlot, GuideNotices: NoticesAtTopOfGuide };

/**
 * At the address of a guide, tool or the Setup Guide whose audience leaves this user out. For the offline
 * reader, who has no account yet, it is a page that needs signing in rather than one the school withholds.
 */
export function NotForYouPage() {
  const { session } = useSignedIn();
  useDocumentTitle(session ? 'Not available' : 'Sign in to see this page');
  return (
    <section className="page">
      {session ? (
        <>
          <h1>This guide is not for your account</h1>
          <p>The school has not made this page available to your account. If you think you need it, ask at the IT office.</p>
        </>
      ) : (
        <>
          <h1>Sign in to see this page</h1>
          <p>
            This page is for some accounts only. You&apos;re offline, so the portal can&apos;t sign you in yet: it will when you&apos;re
            back online.
          </p>
        </>
      )}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}

/**
 * Every screen the content defines (guides, tools, the Setup Guide) renders through this: nothing of it
 * shows to users outside its audience, and guides get what they may embed from other features. Loaded with
 * the screens, so none of it is in the home page's first load.
 */
export function ContentScreen({ audience, children }: { audience: Condition | undefined; children: ReactNode }) {
  const { roles } = useViewer();
  if (!inAudience({ audience }, roles)) return <NotForYouPage />;
  return <FeatureSlotsContext value={FEATURE_SLOTS}>{children}</FeatureSlotsContext>;
}
