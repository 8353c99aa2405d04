import { useManifest } from '../../shared/content/content-context';
import { supportCodeFor } from '../../shared/content/derive/support-code';
import type { GuideEntry } from '../../shared/content/schema/manifest';
import type { Viewer } from '../../shared/user/viewer';
import { continueAddress } from './continue-address';
import { ContinueOnPhone } from './ContinueOnPhone';
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
 * type into Preview as…, and, except on a phone, "Continue on your phone".
 */
export function StepHelp({ guide, viewer, variant, step }: StepHelpProps) {
  const { guides } = useManifest();
  const code = supportCodeFor(guides, guide, viewer, variant, step ?? 1);
  const where = step === undefined ? guide.title : `step ${step} of ${guide.title}`;
  return (
    <div className="step-help">
      {code && (
        <p className="support-code">
          Calling IT about this {step === undefined ? 'page' : 'step'}? Read them the support code{' '}
          <strong className="support-code-value">{code}</strong>.
        </p>
      )}
      {!viewer.isiPhone && (
        <ContinueOnPhone
          address={continueAddress(window.location.origin, guide.route, { step, platform: viewer.platform, variant })}
          label={`QR code for ${where}`}
          what={step === undefined ? 'page' : 'step'}
        />
      )}
    </div>
  );
}
