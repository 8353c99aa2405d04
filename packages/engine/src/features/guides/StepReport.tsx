import { lazy, Suspense, useEffect, useState } from 'react';
import { useManifest } from '../../shared/content/content-context';
import { useSignedIn } from '../../shared/user/signed-in-context';
import type { StepReportContext } from './StepReportForm';
import './step-report.css';

// The form is its own chunk, fetched once the step shows (so it is there when the network is not), and drawn
// only when opened: most people never open it.
const loadForm = () => import('./StepReportForm');
const StepReportForm = lazy(() => loadForm().then((m) => ({ default: m.StepReportForm })));

/**
 * "This step didn't work?" below a step (or a single page): one quiet control that opens a short form. What
 * happened, a few optional words, then an anonymous report to IT (sent now, or once the network is back)
 * and an offer to email the helpdesk with the details filled in.
 */
export function StepReport(context: StepReportContext) {
  const { session } = useSignedIn();
  // A visitor, or someone offline before signing in: a report needs an account to be sent with.
  return !session ? <VisitorHelp supportCode={context.supportCode} what={context.step ? 'step' : 'page'} /> : <ReportToIt {...context} />;
}

/**
 * For someone not signed in (a visitor at a public guide, or offline before signing in): reports to IT
 * are for signed-in people (the function needs their token, and a report kept for later would go under
 * whoever signs in next), so the IT office's contact and the support code to read out instead.
 */
function VisitorHelp({ supportCode, what }: { supportCode: string | null; what: 'step' | 'page' }) {
  const { school } = useManifest();
  const { email, location, officeHours } = school.help;
  return (
    <details className="step-report">
      <summary>This {what} didn&rsquo;t work?</summary>
      <p>
        Ask at {location} ({officeHours}) or email <a href={`mailto:${email}`}>{email}</a>
        {supportCode ? (
          <>
            , and give them the code <strong className="support-code-inline">{supportCode}</strong>: it shows IT this {what} as you see it.
          </>
        ) : (
          '.'
        )}
      </p>
    </details>
  );
}

function ReportToIt(context: StepReportContext) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    // At once, not when the browser is idle (as the screen's other follow-ups): a student whose WiFi drops
    // just after the step shows must still be able to report it. Offline before the portal was saved and
    // before this ran, the form loads when it is opened, if it can.
    loadForm().catch(() => undefined);
  }, []);
  const what = context.step ? 'step' : 'page';
  return (
    <details className="step-report" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>This {what} didn&rsquo;t work?</summary>
      {opened && (
        <Suspense fallback={<p className="step-report-loading">Loading…</p>}>
          <StepReportForm {...context} />
        </Suspense>
      )}
    </details>
  );
}
