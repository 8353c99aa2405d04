import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { HELP_ROUTE } from '../../shared/content/derive/routes';
import { NeedsConnection } from '../../shared/resilience/NeedsConnection';
import { StudentFacts } from '../../shared/students/StudentFacts';
import { StudentSearchBox } from '../../shared/students/StudentSearchBox';
import { nameWithUsername, type Student } from '../../shared/students/student-search';
import { useStudentSearch } from '../../shared/students/use-student-search';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useSignedIn } from '../../shared/user/signed-in-context';
import { GivePassError, giveStudentPass, type GivenPass, type GivePassFailure } from './api/give-pass';
import { forgetAfterSignIn, pendingAfterSignIn, rememberForSignIn } from './after-sign-in';
import { givePassFailureMessage } from './give-pass-messages';
import { GivenPassPanel } from './GivenPassPanel';
import { lifetimeChoices, lifetimeInWords, type LifetimeRange } from './lifetimes';
import './student-pass.css';

export interface StudentPassPageProps {
  /** The licence (SKU) id that marks a user as a student (school.yaml's passwordReset): the search finds its holders only. */
  studentLicenceSkuId: string;
  /** The school's Function App, which creates the pass. */
  functionUrl: string;
  /** The lifetimes staff may choose (school.yaml's studentPass). */
  lifetimes: LifetimeRange;
  /** The tool's guide's title, its heading and page title. */
  title: string;
}

type State =
  | { phase: 'choosing' }
  | { phase: 'confirming'; student: Student; minutes?: number }
  | { phase: 'creating'; student: Student; minutes: number }
  | { phase: 'given'; student: Student; given: GivenPass }
  | { phase: 'failed'; student: Student; minutes: number; failure: GivePassFailure; retryAfterMs?: number };

/**
 * Staff tool: give a student who cannot sign in at all a one-time Temporary Access Pass. Search for the
 * student, confirm who it is and choose how long the pass lasts, then the school's Function App creates it
 * (it alone decides whether this staff member may, for this student) and the pass is shown large, to read
 * out. The pass lives only on this screen: leaving or starting again forgets it.
 */
export function StudentPassPage({ studentLicenceSkuId, functionUrl, lifetimes, title }: StudentPassPageProps) {
  useDocumentTitle(title);
  const { flags } = useSignedIn();
  return (
    <section className="page student-pass">
      <h1>{title}</h1>
      {flags.isStaff ? (
        <GivePassTool studentLicenceSkuId={studentLicenceSkuId} functionUrl={functionUrl} lifetimes={lifetimes} />
      ) : (
        <div className="notice staff-only">
          <h2>This page is for staff only</h2>
          <p>Only school staff can give a student a Temporary Access Pass.</p>
          <p>
            If you can&apos;t sign in, ask a teacher or the <Link to={HELP_ROUTE}>IT office</Link>.
          </p>
        </div>
      )}
    </section>
  );
}

function GivePassTool({ studentLicenceSkuId, functionUrl, lifetimes }: Omit<StudentPassPageProps, 'title'>) {
  const { graph, getFreshIdToken, signInAgain } = useSignedIn();
  const [text, setText] = useState('');
  const search = useStudentSearch(graph, studentLicenceSkuId, text);
  // Back from signing in again: the same student, asked again.
  const [state, setState] = useState<State>(() => {
    const pending = pendingAfterSignIn();
    return pending ? { phase: 'confirming', ...pending } : { phase: 'choosing' };
  });
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const startAgain = () => {
    forgetAfterSignIn();
    controller.current?.abort();
    setState({ phase: 'choosing' });
    input.current?.focus();
  };

  const give = (student: Student, minutes: number) => {
    const current = new AbortController();
    controller.current?.abort();
    controller.current = current;
    forgetAfterSignIn();
    setState({ phase: 'creating', student, minutes });
    giveStudentPass(
      functionUrl,
      () => getFreshIdToken(),
      { studentId: student.id, lifetimeInMinutes: minutes },
      { signal: current.signal },
    ).then(
      (given) => {
        if (!current.signal.aborted) setState({ phase: 'given', student, given });
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        const failure = error instanceof GivePassError ? error.failure : 'unavailable';
        const retryAfterMs = error instanceof GivePassError ? error.retryAfterMs : undefined;
        setState({ phase: 'failed', student, minutes, failure, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });
      },
    );
  };

  return (
    <>
      <p className="intro">
        For a student who can&apos;t sign in at all (no sign-in method set up, a lost phone, locked out): a one-time pass that lets them
        sign in and set up a new sign-in method.
      </p>
      <NeedsConnection>
        You&apos;re offline. Finding a student and giving them a pass need a connection: connect to the internet, then search again.
      </NeedsConnection>
      <StudentSearchBox
        text={text}
        onTextChange={(value) => {
          setText(value);
          forgetAfterSignIn();
          // A new search replaces a question, a failure or a pass on screen.
          if (state.phase !== 'choosing' && state.phase !== 'creating') setState({ phase: 'choosing' });
        }}
        search={search}
        showResults={state.phase === 'choosing'}
        onChoose={(student) => setState({ phase: 'confirming', student })}
        disabled={state.phase === 'creating'}
        inputRef={input}
      />
      {state.phase === 'confirming' && (
        <ConfirmPassPanel
          student={state.student}
          lifetimes={lifetimes}
          initialMinutes={state.minutes}
          onGive={(minutes) => give(state.student, minutes)}
          onCancel={startAgain}
        />
      )}
      {state.phase === 'creating' && (
        <div role="status" className="student-pass-panel busy">
          <span className="spinner" aria-hidden="true" />
          Creating a pass for {nameWithUsername(state.student)}…
        </div>
      )}
      {state.phase === 'given' && (
        <GivenPassPanel
          student={state.student}
          given={state.given}
          onDone={() => {
            setText('');
            startAgain();
          }}
        />
      )}
      {state.phase === 'failed' && (
        <FailedPanel
          state={state}
          onRetry={() => give(state.student, state.minutes)}
          onSignInAgain={() => {
            rememberForSignIn({ student: state.student, minutes: state.minutes });
            signInAgain();
          }}
          onStartAgain={startAgain}
        />
      )}
    </>
  );
}

function ConfirmPassPanel({
  student,
  lifetimes,
  initialMinutes,
  onGive,
  onCancel,
}: {
  student: Student;
  lifetimes: LifetimeRange;
  /** The lifetime chosen before signing in again, if any. */
  initialMinutes?: number | undefined;
  onGive: (minutes: number) => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const choices = lifetimeChoices(lifetimes);
  const [minutes, setMinutes] = useState(
    initialMinutes !== undefined && choices.includes(initialMinutes) ? initialMinutes : lifetimes.default,
  );
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="student-pass-panel" aria-labelledby="confirm-heading">
      <h2 id="confirm-heading" ref={heading} tabIndex={-1}>
        Give {student.displayName} a Temporary Access Pass?
      </h2>
      <StudentFacts student={student} />
      <p>Check that this is the student in front of you: ask them their username or their year and class.</p>
      <label htmlFor="pass-lifetime">How long the pass lasts</label>
      <p id="pass-lifetime-hint" className="hint">
        It works for one sign-in only: once the student has used it, it stops working.
      </p>
      <select id="pass-lifetime" aria-describedby="pass-lifetime-hint" value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
        {choices.map((m) => (
          <option key={m} value={m}>
            {lifetimeInWords(m)}
          </option>
        ))}
      </select>
      <div className="button-row">
        <button type="button" className="button" onClick={() => onGive(minutes)}>
          Give pass
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}

function FailedPanel({
  state,
  onRetry,
  onSignInAgain,
  onStartAgain,
}: {
  state: Extract<State, { phase: 'failed' }>;
  onRetry: () => void;
  onSignInAgain: () => void;
  onStartAgain: () => void;
}) {
  const message = givePassFailureMessage(state.failure, state.retryAfterMs);
  return (
    <section className="student-pass-panel error" aria-labelledby="failure-heading">
      <div role="alert">
        <h2 id="failure-heading">{message.title}</h2>
        <p>{message.detail}</p>
      </div>
      <div className="button-row">
        {message.action === 'tryAgain' && (
          <button type="button" className="button" onClick={onRetry}>
            Try again
          </button>
        )}
        {message.action === 'signInAgain' && (
          <button type="button" className="button" onClick={onSignInAgain}>
            Sign in again
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={onStartAgain}>
          Start again
        </button>
      </div>
    </section>
  );
}
