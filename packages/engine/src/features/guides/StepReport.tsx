import { lazy, Suspense, useEffect, useState } from 'react';
import { useManifest } from '../../shared/content/content-context';
import { reportsAreRead } from '../../shared/content/derive/reports-read';
import { useSignedIn } from '../../shared/user/signed-in-context';
import { helpRequestMailto, requestAbout } from './help-request';
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
  const manifest = useManifest();
  // A visitor, or someone offline before signing in: a report needs an account to be sent with. A school
  // without Guide Health: nobody would read it.
  return !session || !reportsAreRead(manifest) ? <OfficeHelp {...context} /> : <ReportToIt {...context} />;
}

/**
 * The IT office's contact and the support code to read out, in place of a report: for someone not signed
 * in (a visitor at a public guide, or offline before signing in), since reports are for signed-in people
 * (the function needs their token, and a report kept for later would go under whoever signs in next); and
 * at a school whose content has no Guide Health, where no one would read a report (reports-read.ts).
 */
function OfficeHelp(context: StepReportContext) {
  const { school } = useManifest();
  const { email, ticketEmail, location, officeHours } = school.help;
  const to = ticketEmail ?? email;
  const what = context.step ? 'step' : 'page';
  // The helpdesk's email, filled in with where they are (the guide, step, device and support code).
  const mailto = helpRequestMailto(requestAbout(to, context));
  return (
    <details className="step-report">
      <summary>This {what} didn&rsquo;t work?</summary>
      <p>
        Ask at {location} ({officeHours}) or email <a href={mailto}>{to}</a> (the details are filled in)
        {context.supportCode ? (
          <>
            , and give them the code <strong className="support-code-inline">{context.supportCode}</strong>: it shows IT this {what} as you
            see it.
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
