import { useManifest } from '../../shared/content/content-context';
import { visibleSteps } from '../../shared/content/derive/steps';
import { deviceOf, supportCodeFor } from '../../shared/content/derive/support-code';
import { stepNames } from '../../shared/progress/derive';
import type { GuideEntry } from '../../shared/content/schema/manifest';
import type { Viewer } from '../../shared/user/viewer';
import { isPhone } from '../../shared/user/devices';
import { continueAddress, pageOrigin } from './continue-address';
import { ContinueOnPhone } from './ContinueOnPhone';
import { StepReport } from './StepReport';
import './step-help.css';

interface StepHelpProps {
  guide: GuideEntry;
  viewer: Viewer;
  variant?: string;
  /** The step shown; none for a single page. */
  step?: number;
}

/**
 * Below a step (or a single page): its support code, which a student reads to IT over the phone and staff
 * type into Preview as…, "This step didn't work?", and, except on a phone, "Continue on your phone".
 */
export function StepHelp({ guide, viewer, variant, step }: StepHelpProps) {
  const manifest = useManifest();
  const code = supportCodeFor(manifest, guide, viewer, variant, step ?? 1);
  const where = step === undefined ? guide.title : `step ${step} of ${guide.title}`;
  const address = continueAddress(pageOrigin(), guide.route, { step, platform: viewer.platform, variant });
  const steps = visibleSteps(guide, viewer, variant);
  const meta = step === undefined ? undefined : steps[step - 1];
  return (
    <div className="step-help">
      {code && (
        <p className="support-code">
          Calling IT about this {step === undefined ? 'page' : 'step'}? Read them the support code{' '}
          <strong className="support-code-value">{code}</strong>.
        </p>
      )}
      <StepReport
        // A new form for each step: nothing typed for one step is sent for another.
        key={`${guide.id}/${variant ?? ''}/${step ?? 0}`}
        guide={guide}
        device={deviceOf(viewer, manifest.devices)}
        variant={variant}
        step={meta && { number: step!, total: steps.length, title: meta.title, name: stepNames([meta.file])[0]! }}
        supportCode={code}
        address={address}
      />
      {!(viewer.inHand && isPhone(viewer.inHand)) && (
        <ContinueOnPhone address={address} label={`QR code for ${where}`} what={step === undefined ? 'page' : 'step'} />
      )}
    </div>
  );
}
