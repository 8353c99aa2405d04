import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { guideAccess } from '../../shared/content/derive/access';
import { resolveVariant, toggleTarget } from '../../shared/content/derive/variants';
import { visibleSteps } from '../../shared/content/derive/steps';
import { useGuide, useManifest } from '../../shared/content/content-context';
import { nextUnfinished } from '../../shared/progress/next-unfinished';
import { useProgress } from '../../shared/progress/use-progress';
import { finishedState } from '../../shared/progress/finished-notice';
import type { GuideEntry, GuideSummary } from '../../shared/content/schema/manifest';
import { SITE_NAME, useDocumentTitle } from '../../shared/ui/use-document-title';
import { GuideContent } from './GuideContent';
import { GuideNoticesSlot } from './kit/feature-slots';
import { useViewer } from '../../shared/content/use-viewer';
import { formatDay } from '../../shared/content/derive/reviewed';
import { EditContentLink } from '../../shared/content/EditContentLink';
import { usePlatform } from '../../shared/platform/PlatformProvider';
import { PLATFORM_PARAM, platformParam } from '../../shared/platform/platform';
import { DEVICE_LABELS, type DeviceName } from '../../shared/user/devices';
import { continueAddress, pageOrigin } from './continue-address';
import { PrintedPhoneQr } from './ContinueOnPhone';

/** The line a printed copy starts with: which device (and set of steps) it is for. */
export function printedFor(guide: Pick<GuideEntry, 'variants'>, variant: string | undefined, platform: DeviceName): string {
  const set = guide.variants?.find((v) => v.id === variant)?.showLabel.replace(/^Show\s+/i, '');
  return `${SITE_NAME}: ${set ? `the ${set}, ` : 'the steps '}for ${DEVICE_LABELS[platform]}.`;
}

/** A guide's own screen (e.g. /adobe): its title, the variant toggle if it has variants, its content. */
export function GuidePage({ guide: summary }: { guide: GuideSummary }) {
  const guide = useGuide(summary.id);
  useDocumentTitle(guide.title);
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const addressed = useAddressedPlatform();
  // The variant lives in the URL beside the step, so a variant's step can be linked, reloaded and reached
  // with Back like any other.
  const variant = resolveVariant(guide, params.get('variant'), viewer);
  const toggle = toggleTarget(guide, variant);
  const switchVariant = (id: string) => {
    // One URL change: the other variant's steps are a different list, opening where that variant was
    // left (step 1 the first time).
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('variant', id);
      next.delete('step');
      return next;
    });
  };
  const manifest = useManifest();
  const record = useProgress()?.record ?? {};
  const navigate = useNavigate();
  const followable = guideAccess(guide, viewer).kind === 'ok';
  const stepByStep = followable && guide.layout === 'steps';
  // Printing is for steps: not for a single page, a message, a guide with no steps for this viewer, or a
  // device the school does not cover (which is shown no steps).
  const { uncovered } = usePlatform();
  const printable = stepByStep && !uncovered && visibleSteps(guide, viewer, variant).length > 0;
  const next = stepByStep ? nextUnfinished(manifest, viewer, record, guide.id) : null;
  // The last step's Finish: the guide is done, and home says so.
  const ends = stepByStep
    ? {
        after: { label: 'Finish', go: () => void navigate('/', { state: finishedState(`You've finished ${guide.title}.`) }) },
        note: next && (
          <p className="finish-next">
            Up next: <Link to={next.route}>{next.title}</Link>
          </p>
        ),
      }
    : undefined;
  return (
    <section className="page guide">
      <h1>{guide.title}</h1>
      {guide.reviewed && (
        <p className="guide-reviewed">
          Checked by IT on <time dateTime={guide.reviewed}>{formatDay(guide.reviewed)}</time>
        </p>
      )}
      <GuideNoticesSlot guideId={guide.id} />
      <p className="print-only">{printedFor(guide, variant, viewer.platform)}</p>
      {printable && (
        <div className="print-only print-continue">
          <PrintedPhoneQr
            address={continueAddress(pageOrigin(), guide.route, { platform: viewer.platform, variant })}
            label={`QR code for ${guide.title} on your phone`}
          />
          <p>Scan this with your phone&rsquo;s camera to open these steps there.</p>
        </div>
      )}
      {(toggle || printable) && (
        <p className="guide-actions">
          {toggle && (
            <button type="button" className="button button-secondary" onClick={() => switchVariant(toggle.id)}>
              {toggle.label}
            </button>
          )}
          {printable && (
            <button type="button" className="button button-secondary" onClick={() => window.print()}>
              Print these steps
            </button>
          )}
        </p>
      )}
      {/* Until the platform an address names is the one shown, so no step is measured against the other's. */}
      {!addressed && <GuideContent key={variant} guide={guide} viewer={viewer} variant={variant} headingLevel={2} outline ends={ends} />}
      <EditContentLink
        path={`guides/${guide.id}/guide.yaml`}
        label="Edit this guide's settings"
        about={`${guide.title}: title, tile, audience and platforms, in guide.yaml`}
      />
    </section>
  );
}

/**
 * A link from "Continue on your phone" names the platform whose steps it shows (`?platform=mac`): it becomes
 * this browser's choice, as if the Windows/Mac switch had been set, and leaves the address. Until then the
 * guide waits, so its steps are never counted for the other platform. Returns whether it is still waiting.
 */
function useAddressedPlatform(): boolean {
  const [params, setParams] = useSearchParams();
  const addressed = platformParam(params.get(PLATFORM_PARAM));
  const written = params.has(PLATFORM_PARAM);
  const { choose } = usePlatform();
  // Once per address: choose is a new function while previewing, and the address changes a moment later.
  const handled = useRef<string | null>(null);
  const search = params.toString();
  useEffect(() => {
    if (!written || handled.current === search) return;
    handled.current = search;
    if (addressed) choose(addressed);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(PLATFORM_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [written, search, addressed, choose, setParams]);
  return written;
}
