import { useRef, useState } from 'react';
import { Link, useBlocker } from 'react-router-dom';
import { NeedsConnection } from '../../shared/resilience/NeedsConnection';
import { CHANGE_PASSWORD_ROUTE, HELP_ROUTE } from '../../shared/content/derive/routes';
import { LoadingStatus } from '../../shared/ui/LoadingStatus';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useSignedIn } from '../../shared/user/signed-in-context';
import { DiscardDialog, LeaveDialog } from './ResetDialogs';
import { ConfirmPanel, MayHaveChangedPanel, NotChangedPanel, ResettingPanel, SucceededPanel } from './ResetPanels';
import { mayHaveChanged } from './reset-messages';
import { StudentSearchBox } from '../../shared/students/StudentSearchBox';
import type { Student } from '../../shared/students/student-search';
import { holdsUnconfirmedPassword, usePasswordReset } from './use-password-reset';
import { useResetPermission } from './use-reset-permission';
import { useStudentSearch } from '../../shared/students/use-student-search';
import './reset-password.css';

export interface ResetStudentPasswordPageProps {
  /** The licence (SKU) id that marks a user as a student; from the content settings file. */
  studentLicenceSkuId: string;
  /** The tool's guide's title (its guide.yaml), its heading and page title. */
  title: string;
}

/**
 * Staff tool: search for a student, choose them (a passphrase is generated), confirm with Yes (No clears the
 * choice), then the reset runs until Graph confirms it or the time limit. Every outcome says whether the
 * password may have changed; while it may have, the password stays on screen and leaving or starting again
 * asks first. Anyone who is not staff sees why they cannot use it, and so does staff whom Graph shows
 * holding no Entra role (reset-permission.ts), as soon as the tool opens.
 */
export function ResetStudentPasswordPage({ studentLicenceSkuId, title }: ResetStudentPasswordPageProps) {
  useDocumentTitle(title);
  const { flags } = useSignedIn();
  return (
    <section className="page reset-password">
      <h1>{title}</h1>
      {flags.isStaff ? <PermittedResetTool studentLicenceSkuId={studentLicenceSkuId} /> : <StaffOnly />}
    </section>
  );
}

/** Shown instead of the tool, which (and so no Graph call) is never rendered for non-staff. */
function StaffOnly() {
  return (
    <div className="notice staff-only">
      <h2>This page is for staff only</h2>
      <p>Only school staff can reset a student&apos;s password.</p>
      <p>
        To change your own password, see <Link to={CHANGE_PASSWORD_ROUTE}>Change Password</Link>. If you are locked out, ask at the{' '}
        <Link to={HELP_ROUTE}>IT office</Link>.
      </p>
    </div>
  );
}

/** The Entra role check, then the tool, or why this account cannot reset passwords. */
function PermittedResetTool({ studentLicenceSkuId }: Pick<ResetStudentPasswordPageProps, 'studentLicenceSkuId'>) {
  const { graph, session } = useSignedIn();
  const claims = session?.account.idTokenClaims;
  const wids = Array.isArray(claims?.wids) ? claims.wids.filter((id): id is string => typeof id === 'string') : [];
  const permission = useResetPermission(graph, session?.account.localAccountId, wids);
  if (permission === 'checking') return <LoadingStatus>Checking what your account can do…</LoadingStatus>;
  if (permission === 'none') return <NoResetRole />;
  return (
    <>
      {permission === 'someStudents' && (
        <p className="notice">
          Your account can reset passwords only for the students your IT office has put in your care (an administrative unit). For other
          students, Microsoft 365 will refuse the reset.
        </p>
      )}
      <ResetTool studentLicenceSkuId={studentLicenceSkuId} />
    </>
  );
}

/** Staff whom Graph shows holding no Entra role: told before they search, not after they confirm. */
function NoResetRole() {
  return (
    <div className="notice staff-only">
      <h2>Your account can&apos;t reset student passwords</h2>
      <p>
        Resetting a student&apos;s password needs a Microsoft Entra administrator role, such as Helpdesk Administrator or Password
        Administrator, and your account doesn&apos;t have one.
      </p>
      <p>
        Ask the <Link to={HELP_ROUTE}>IT office</Link> to give your account the role, then sign out and sign in again.
      </p>
    </div>
  );
}

function ResetTool({ studentLicenceSkuId }: Pick<ResetStudentPasswordPageProps, 'studentLicenceSkuId'>) {
  const { graph } = useSignedIn();
  const [text, setText] = useState('');
  const search = useStudentSearch(graph, studentLicenceSkuId, text);
  const reset = usePasswordReset(graph);
  const input = useRef<HTMLInputElement>(null);
  const { state } = reset;
  const guarded = holdsUnconfirmedPassword(state);
  // What to do once the person agrees to let an unconfirmed password go: start again, or choose a student.
  const [discarding, setDiscarding] = useState<{ then: () => void } | null>(null);
  // The search that found the student being reset: its list is not offered again beside the outcome.
  const [searchOfReset, setSearchOfReset] = useState<string | null>(null);

  // In-app links ask too, not only closing or reloading the tab (see usePasswordReset).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarded && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  const backToSearch = () => {
    reset.clear();
    input.current?.focus();
  };
  const unlessUnconfirmed = (then: () => void) => (guarded ? setDiscarding({ then }) : then());
  // Results show while choosing, and for a new search beside a password that may have changed (choosing
  // one of them then asks first).
  const showResults = state.phase === 'choosing' || (state.phase === 'failed' && guarded && text.trim() !== searchOfReset);
  const choose = (student: Student) => {
    setSearchOfReset(text.trim());
    reset.choose(student);
  };

  return (
    <>
      <NeedsConnection>
        You&apos;re offline. Finding a student and resetting their password need a connection: connect to the internet, then search again.
      </NeedsConnection>
      <StudentSearchBox
        text={text}
        onTextChange={(value) => {
          setText(value);
          // A new search replaces a question or a finished reset; a password that may have changed stays.
          if (state.phase !== 'choosing' && !guarded) reset.clear();
        }}
        search={search}
        showResults={showResults}
        onChoose={(student) => unlessUnconfirmed(() => choose(student))}
        disabled={state.phase === 'resetting'}
        inputRef={input}
      />
      {state.phase === 'confirming' && <ConfirmPanel state={state} onYes={reset.confirm} onNo={backToSearch} />}
      {state.phase === 'resetting' && <ResettingPanel state={state} />}
      {state.phase === 'succeeded' && <SucceededPanel state={state} onDone={backToSearch} />}
      {state.phase === 'failed' &&
        (mayHaveChanged(state.failure) ? (
          <MayHaveChangedPanel state={state} onRetry={reset.retry} onDone={() => unlessUnconfirmed(backToSearch)} />
        ) : (
          <NotChangedPanel state={state} onRetry={reset.retry} onDone={backToSearch} />
        ))}
      {discarding && state.phase === 'failed' && (
        <DiscardDialog
          state={state}
          onKeep={() => setDiscarding(null)}
          onDiscard={() => {
            setDiscarding(null);
            discarding.then();
          }}
        />
      )}
      {blocker.state === 'blocked' && <LeaveDialog state={state} onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />}
    </>
  );
}
