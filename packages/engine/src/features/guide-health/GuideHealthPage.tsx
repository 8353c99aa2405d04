import { HEALTH_PERIODS, MIN_SEARCH_COUNT, type GuideHealth, type HealthPeriod } from '@school-it-portal/function-contract/guide-health';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EditContentLink } from '../../shared/content/EditContentLink';
import { useManifest } from '../../shared/content/content-context';
import { formatDay } from '../../shared/content/derive/reviewed';
import { decodeSupportCode, supportScreenPath } from '../../shared/content/derive/support-code';
import { NeedsConnection } from '../../shared/resilience/NeedsConnection';
import { useOnline } from '../../shared/resilience/online-status';
import { LoadingStatus } from '../../shared/ui/LoadingStatus';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { usePreview, type PreviewDevice } from '../../shared/user/preview';
import { useSignedIn } from '../../shared/user/signed-in-context';
import { DEVICE_LABELS, readingDevices } from '../../shared/user/devices';
import { fetchGuideHealth, HealthError, type HealthFailure } from './api/get-guide-health';
import { readers, skippedText, wordsText } from './health-privacy';
import { staleGuides, stepRows, type StepRow } from './health-rows';
import './guide-health.css';

const WHAT_NAMES = { looks_different: 'looks different', error: 'an error', other: 'something else' } as const;
const STALE_THRESHOLDS = [90, 180, 365] as const;

const FAILURES: Record<HealthFailure, string> = {
  offline: 'You’re offline. Guide health needs a connection to the school’s function.',
  notStaff: 'Guide health is for IT staff. Your account is not one the school’s function counts as staff.',
  signIn: 'Your sign-in needs renewing. Reload the page to sign in again.',
  notConfigured:
    'Reports are not set up on the school’s function yet: its REPORTS_SALT setting is missing (see the Function App’s README).',
  unavailable: 'The reports couldn’t be loaded just now. Try again in a minute.',
};

type Load = { kind: 'loading' } | { kind: 'ready'; data: GuideHealth } | { kind: 'failed'; failure: HealthFailure };

/** Reads a period's reports, again when the period changes or the connection returns. */
function useGuideHealth(functionUrl: string, days: HealthPeriod, attempt: number): Load {
  const { getFreshIdToken } = useSignedIn();
  const online = useOnline();
  // The answer for what was asked last; anything else is still loading.
  const asked = `${functionUrl} ${days} ${attempt} ${online}`;
  const [answer, setAnswer] = useState<{ asked: string; load: Load } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchGuideHealth(functionUrl, () => getFreshIdToken(), days, { signal: controller.signal }).then(
      (data) => setAnswer({ asked, load: { kind: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ asked, load: { kind: 'failed', failure: error instanceof HealthError ? error.failure : 'unavailable' } });
      },
    );
    return () => controller.abort();
  }, [asked, functionUrl, days, getFreshIdToken]);
  return answer?.asked === asked ? answer.load : { kind: 'loading' };
}

/**
 * Staff's view of how the guides are doing: the steps people said didn't work (ranked, by platform and
 * variant, with their words), the searches that found nothing, and the guides not checked for a while. Each
 * step opens where it is, in Preview as… as the person saw it, and in GitHub's editor.
 */
/** `title` is the tool's guide's title (its guide.yaml): the page's heading. */
export function GuideHealthPage({ functionUrl, title }: { functionUrl: string; title: string }) {
  useDocumentTitle(title);
  const manifest = useManifest();
  const { guides, school } = manifest;
  const editUrl = school.editing?.editUrl;
  const [days, setDays] = useState<HealthPeriod>(HEALTH_PERIODS[0]);
  const [platform, setPlatform] = useState<PreviewDevice | 'all'>('all');
  const [threshold, setThreshold] = useState<number>(180);
  const [attempt, setAttempt] = useState(0);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const load = useGuideHealth(functionUrl, days, attempt);
  const { setPreview } = usePreview();
  const navigate = useNavigate();
  const id = useId();

  const rows = useMemo(
    () =>
      load.kind === 'ready'
        ? stepRows(load.data.steps, manifest, editUrl).filter((r) => platform === 'all' || r.platform === platform)
        : [],
    [load, manifest, editUrl, platform],
  );
  const searches = load.kind === 'ready' ? load.data.searches.filter((s) => platform === 'all' || s.platforms.includes(platform)) : [];
  const stale = useMemo(() => staleGuides(guides, new Date(), threshold, editUrl), [guides, threshold, editUrl]);

  const preview = (row: StepRow) => {
    const reading = decodeSupportCode(manifest, row.previewCode ?? '');
    if (!reading.ok) {
      setPreviewError(reading.message);
      return;
    }
    setPreview({ roles: [...reading.roles], device: reading.device });
    void navigate(supportScreenPath(reading));
  };

  return (
    <section className="page guide-health">
      <h1>{title}</h1>
      <p className="guide-health-intro">
        What students and staff told IT about the guides with &ldquo;This step didn&rsquo;t work?&rdquo;, what they searched for without
        finding it, and the guides nobody has checked for a while. Reports carry no names.
      </p>
      <NeedsConnection>You&rsquo;re offline. Guide health needs a connection.</NeedsConnection>

      <div className="guide-health-filters">
        <fieldset>
          <legend>Period</legend>
          {HEALTH_PERIODS.map((period) => (
            <label key={period}>
              <input type="radio" name={`${id}-period`} checked={days === period} onChange={() => setDays(period)} /> Last {period} days
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-platform`}>Platform</label>
        <select id={`${id}-platform`} value={platform} onChange={(e) => setPlatform(e.target.value as PreviewDevice | 'all')}>
          <option value="all">All platforms</option>
          {readingDevices(manifest.devices).map((device) => (
            <option key={device} value={device}>
              {DEVICE_LABELS[device]}
            </option>
          ))}
        </select>
      </div>

      {load.kind === 'loading' && <LoadingStatus>Loading the reports…</LoadingStatus>}
      {load.kind === 'failed' && (
        <div className="notice" role="alert">
          <p>{FAILURES[load.failure]}</p>
          {load.failure !== 'notStaff' && load.failure !== 'notConfigured' && (
            <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          )}
        </div>
      )}

      {load.kind === 'ready' && (
        <>
          <h2>Steps people reported</h2>
          <p className="guide-health-period">
            {formatDay(load.data.from)} to {formatDay(load.data.to)} (UTC days): {load.data.reports} report
            {load.data.reports === 1 ? '' : 's'}.{load.data.truncated && ` ${skippedText(load.data.skipped)}`}
          </p>
          <p className="field-hint">{wordsText(load.data)}</p>
          {previewError && (
            <p className="notice" role="alert">
              {previewError}
            </p>
          )}
          {rows.length === 0 ? (
            <p>No step was reported in these days.</p>
          ) : (
            <ol className="health-steps">
              {rows.map((row) => (
                <StepItem key={row.key} row={{ ...row, readers: load.data.privacy.wordsReadBy }} onPreview={() => preview(row)} />
              ))}
            </ol>
          )}

          <h2>Searches that found nothing</h2>
          <p className="field-hint">
            A search shows here once it was made {MIN_SEARCH_COUNT} times or more, so that one person&rsquo;s search is never listed on its
            own.
          </p>
          {searches.length === 0 ? (
            <p>Every search in these days found something.</p>
          ) : (
            <table className="health-table">
              <thead>
                <tr>
                  <th scope="col">Search</th>
                  <th scope="col">Times</th>
                  <th scope="col">Platforms</th>
                  <th scope="col">Last</th>
                </tr>
              </thead>
              <tbody>
                {searches.map((s) => (
                  <tr key={s.query}>
                    <td>{s.query}</td>
                    <td>{s.count}</td>
                    <td>{s.platforms.map((p) => DEVICE_LABELS[p]).join(', ')}</td>
                    <td>{formatDay(s.lastDay)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}

      <h2>Guides not checked recently</h2>
      <p>
        <label htmlFor={`${id}-stale`}>Not checked against the real screens for more than </label>
        <select id={`${id}-stale`} value={threshold} onChange={(e) => setThreshold(Number(e.target.value))}>
          {STALE_THRESHOLDS.map((n) => (
            <option key={n} value={n}>
              {n} days
            </option>
          ))}
        </select>{' '}
        (their <code>reviewed:</code> day in guide.yaml).
      </p>
      {stale.length === 0 ? (
        <p>Every guide was checked in that time.</p>
      ) : (
        <table className="health-table">
          <thead>
            <tr>
              <th scope="col">Guide</th>
              <th scope="col">Last checked</th>
              <th scope="col">Edit</th>
            </tr>
          </thead>
          <tbody>
            {stale.map(({ guide, reviewed, days: age, editUrl: edit }) => (
              <tr key={guide.id}>
                <td>
                  <Link to={guide.route}>{guide.title}</Link>
                </td>
                <td>{reviewed ? `${formatDay(reviewed)} (${age} days ago)` : 'Never'}</td>
                <td>
                  {edit ? (
                    <a href={edit} target="_blank" rel="noopener noreferrer">
                      Edit guide.yaml<span className="visually-hidden"> of {guide.title} on GitHub (opens in a new tab)</span>
                    </a>
                  ) : (
                    <code>content/guides/{guide.id}/guide.yaml</code>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {editUrl && (
        <>
          <h2>The portal's own files</h2>
          <p>What the school says in every guide (its help desk, hours and the like) and the notices shown to everyone.</p>
          <EditContentLink path="settings.yaml" label="Edit the portal's settings" about="the school's details, in settings.yaml" />
          <EditContentLink path="notices.yaml" label="Edit the notices" about="in notices.yaml" />
        </>
      )}
    </section>
  );
}

/** One reported step: where it is, how often and what happened, the words, and what IT can do from here. */
function StepItem({ row, onPreview }: { row: StepRow & { readers: string[] }; onPreview: () => void }) {
  const where = row.stepName === 'page' ? row.guideTitle : `step ${row.step} of ${row.guideTitle}`;
  const on = `${where} on ${DEVICE_LABELS[row.platform]}${row.variantName ? `, ${row.variantName}` : ''}`;
  const happened = (Object.keys(WHAT_NAMES) as (keyof typeof WHAT_NAMES)[]).filter((w) => row.what[w] > 0);
  return (
    <li className="health-step">
      <h3>
        {row.guideTitle}
        {row.stepName !== 'page' && (
          <>
            {' '}
            &middot; Step {row.step}
            {row.title ? `: ${row.title}` : ` (no longer in the guide: ${row.stepName})`}
          </>
        )}
      </h3>
      <p className="health-step-facts">
        <span className="health-platform">{DEVICE_LABELS[row.platform]}</span>
        {row.variantName && <span className="health-variant">{row.variantName}</span>}
        <span>
          {row.count} report{row.count === 1 ? '' : 's'}
          {happened.length > 0 && ` (${happened.map((w) => `${row.what[w]} ${WHAT_NAMES[w]}`).join(', ')})`}
        </span>
        <span>last {formatDay(row.lastDay)}</span>
        {row.browsers.length > 0 && <span>{row.browsers.map((b) => `${b.name} (${b.count})`).join(', ')}</span>}
      </p>
      {row.words.length === 0 && row.withWords > 0 && (
        <p className="health-words-withheld">
          {row.withWords} of these report{row.count === 1 ? '' : 's'} came with words, which only {readers(row.readers)} can read.
        </p>
      )}
      {row.words.length > 0 && (
        <ul className="health-words" aria-label={`What people wrote about ${where}`}>
          {row.words.map((w, i) => (
            <li key={i}>
              <q>{w.text}</q> <span className="health-word-day">{formatDay(w.day)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="health-actions">
        {row.openPath && (
          <Link to={row.openPath}>
            Open the step<span className="visually-hidden">: {on}</span>
          </Link>
        )}
        {row.previewCode && (
          <button type="button" className="button button-quiet button-small" onClick={onPreview}>
            Preview as…<span className="visually-hidden"> the person who reported {on}</span>
          </button>
        )}
        {row.editUrl && (
          <a href={row.editUrl} target="_blank" rel="noopener noreferrer">
            Edit this step<span className="visually-hidden">, {on}, on GitHub (opens in a new tab)</span>
          </a>
        )}
      </p>
    </li>
  );
}
