import { MAX_WORDS_LENGTH, type WhatHappened } from '@school-it-portal/function-contract/reports';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useManifest } from '../../shared/content/content-context';
import type { GuideEntry } from '../../shared/content/schema/manifest';
import { reportPrivacy, type ReportPrivacy } from '../../shared/content/schema/report-privacy';
import { browserName, systemName } from '../../shared/reports/browser-name';
import { reportOwner } from '../../shared/reports/report-queue';
import { onReportSettled, submitReport, type SubmitResult } from '../../shared/reports/report-sender';
import type { PreviewDevice } from '../../shared/user/preview';
import { useSignedIn } from '../../shared/user/signed-in-context';
import { helpRequestMailto, requestAbout, WHAT_HAPPENED_LABELS } from './help-request';

/** Where the person is stuck, as the step (or page) below which the control sits knows it. */
export interface StepReportContext {
  guide: GuideEntry;
  device: PreviewDevice;
  variant?: string;
  /** The step shown; none for a single page. */
  step?: { number: number; total: number; title: string; name: string };
  supportCode: string | null;
  /** The screen's full address, with its step, platform and variant. */
  address: string;
}

/** Who reads the words and for how long, as school.yaml's `reports` says (the Function App's REPORTS_KEEP_DAYS). */
export const wordsHint = ({ readers, keptDays }: ReportPrivacy) =>
  `Only ${readers} read these words, for ${keptDays} days. They don’t see your name. Never type your password.`;

const CHOICES = Object.entries(WHAT_HAPPENED_LABELS) as [WhatHappened, string][];

function resultMessage(result: SubmitResult, what: 'step' | 'page'): string {
  switch (result.kind) {
    case 'sent':
      return result.already
        ? `Thanks: you already told IT about this ${what} today.`
        : `Thanks: IT can now see that this ${what} didn’t work. Your name isn’t sent with the report.`;
    case 'refused':
      return result.limit
        ? (result.message ?? 'You have sent as many reports as we take in a day. Thank you: IT has them.')
        : 'Your report couldn’t be sent. Please email the helpdesk instead.';
    case 'waiting':
      return result.offline
        ? 'You’re offline. Your report is saved on this device and will be sent when you’re back online.'
        : 'Your report couldn’t be sent just now. It’s saved on this device and will be sent automatically.';
  }
}

/** The form behind "This step didn't work?": what happened, optional words, then the report and the help request. */
export function StepReportForm({ guide, device, variant, step, supportCode, address }: StepReportContext) {
  const { school } = useManifest();
  const { session, getFreshIdToken } = useSignedIn();
  const [what, setWhat] = useState<WhatHappened | null>(null);
  const [words, setWords] = useState('');
  const [missingChoice, setMissingChoice] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const kind = step ? 'step' : 'page';

  // A report that had to wait says so once it is sent.
  useEffect(() => {
    if (result?.kind !== 'waiting') return;
    return onReportSettled((settledId, outcome) => {
      if (settledId === result.id) setResult({ id: settledId, ...outcome });
    });
  }, [result]);
  useEffect(() => {
    if (result) status.current?.focus();
  }, [result]);

  const browser = [browserName(navigator.userAgent), systemName(navigator.userAgent)].filter(Boolean).join(' on ') || undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!what) {
      setMissingChoice(true);
      return;
    }
    setSending(true);
    const reportBrowser = browserName(navigator.userAgent);
    const sent = await submitReport(
      {
        kind: 'step',
        guide: guide.id,
        stepName: step?.name ?? 'page',
        step: step?.number ?? 1,
        platform: device,
        ...(variant ? { variant } : {}),
        what,
        ...(words.trim() ? { words: words.trim() } : {}),
        ...(supportCode ? { supportCode } : {}),
        ...(reportBrowser ? { browser: reportBrowser } : {}),
      },
      {
        functionUrl: school.functionApp.url,
        owner: reportOwner(session?.account.homeAccountId),
        getIdToken: () => getFreshIdToken(),
      },
    );
    setSending(false);
    setResult(sent);
  };

  if (result && what) {
    const mailto = helpRequestMailto({
      ...requestAbout(school.help.ticketEmail ?? school.help.email, {
        guide,
        ...(step ? { step } : {}),
        device,
        ...(variant ? { variant } : {}),
        supportCode,
        address,
      }),
      ...(browser ? { browser } : {}),
      what,
      words,
    });
    return (
      <div className="step-report-result">
        <p ref={status} role="status" tabIndex={-1} className="step-report-status">
          {resultMessage(result, kind)}
        </p>
        <p>
          Still stuck? <a href={mailto}>Email the helpdesk</a> with the details filled in
          {supportCode ? (
            <>
              , or call IT and read them the support code <strong className="support-code-value">{supportCode}</strong>
            </>
          ) : null}
          .
        </p>
      </div>
    );
  }

  return (
    <form className="step-report-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset aria-describedby={missingChoice ? `${id}-missing` : undefined}>
        <legend>What happened?</legend>
        {CHOICES.map(([value, label]) => (
          <label key={value} className="step-report-choice">
            <input
              type="radio"
              name={`${id}-what`}
              value={value}
              checked={what === value}
              onChange={() => {
                setWhat(value);
                setMissingChoice(false);
              }}
            />{' '}
            {label}
          </label>
        ))}
        {missingChoice && (
          <p id={`${id}-missing`} className="field-error" role="alert">
            Choose what happened.
          </p>
        )}
      </fieldset>
      <label htmlFor={`${id}-words`}>What did you see? (optional)</label>
      <p id={`${id}-hint`} className="field-hint">
        {wordsHint(reportPrivacy(school))}
      </p>
      <textarea
        id={`${id}-words`}
        value={words}
        onChange={(event) => setWords(event.target.value)}
        maxLength={MAX_WORDS_LENGTH}
        rows={3}
        aria-describedby={`${id}-hint`}
      />
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Sending…' : 'Send to IT'}
      </button>
    </form>
  );
}
