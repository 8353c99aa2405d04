import { useMsal } from '@azure/msal-react';
import { useEffect, useState } from 'react';
import { forgetStoredPass } from '../../features/hello-pass/pass-store';
import { loadManifestOnce, useContent } from '../../shared/content/content-context';
import { browserStorage, forgetProgress } from '../../shared/progress/progress-storage';
import { usePreview } from '../../shared/user/preview';
import { useSignedIn } from '../../shared/user/signed-in-context';
import { retryingLoader } from '../../shared/resilience/retrying-loader';
import { optionalChunk } from '../../shared/ui/optional-chunk';
import { whenIdle } from '../../shared/ui/when-idle';
import type { SignOutChoice, SignOutDialog as SignOutDialogType } from './SignOutDialog';
import { forgetReportsAtSignOut } from './sign-out-reports';
import { Silhouette } from './icons';

// The question stays out of the first load: its code is fetched once the screen is drawn and the browser
// is idle, so that someone who goes offline afterwards (fixing the WiFi) can still sign out, and again on
// Sign out if that fetch failed. Not React's lazy(), which keeps a failure for good; and the retrying
// loader, since the browser also remembers the failed chunk's address.
const importSignOutDialog = retryingLoader(() => import('./SignOutDialog'));
let dialogCode: Promise<typeof SignOutDialogType> | undefined;
const loadSignOutDialog = () =>
  (dialogCode ??= importSignOutDialog('sign-out').then(
    (m) => m.SignOutDialog,
    (error: unknown) => {
      dialogCode = undefined;
      throw error;
    },
  ));
/** Said when Sign out's question cannot load (offline before its code was fetched). */
export const SIGN_OUT_LOAD_FAILED = 'Sign out could not open. Check your connection, then try again.';
// Its code could not load (offline): Sign out goes on without the notice.
const loadSignOutNotice = optionalChunk(() => import('../../features/hello-pass/api/sign-out-notice'), null);
const tellPassFunction = (functionUrl: string, idToken: string) =>
  loadSignOutNotice().then((m) => m?.tellPassFunctionOfSignOut(functionUrl, idToken));

/**
 * The header's profile: a 48x48 photo (or a silhouette), the display name, and Sign out (students share lab
 * computers). Sign out asks first whether to forget the person's progress on this computer, tells the pass
 * function (so no ID token of this session gets a Temporary Access Pass afterwards, even a copied one),
 * forgets the pass this tab kept for the Windows Hello guide,
 * then ends the session with the identity provider and clears MSAL's cache for the account, and comes back
 * to the portal, which asks who is signing in. Offline with nobody signed in, it says so.
 */
export function Profile() {
  const { user, session } = useSignedIn();
  const { instance } = useMsal();
  const { setPreview } = usePreview();
  const content = useContent();
  const [Dialog, setDialog] = useState<typeof SignOutDialogType | null>(null);
  const [asking, setAsking] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const signedIn = session !== null;

  useEffect(() => (signedIn ? whenIdle(() => void loadSignOutDialog().catch(() => undefined)) : undefined), [signedIn]);

  // Reading offline without signing in: nobody to show or sign out (the offline notice says what happens next).
  if (!session) {
    return (
      <div className="profile">
        <Silhouette />
        <span className="profile-name">Not signed in</span>
      </div>
    );
  }

  const ask = () => {
    setLoadFailed(false);
    setAsking(true);
    loadSignOutDialog().then(
      (component) => setDialog(() => component),
      () => {
        setAsking(false);
        setLoadFailed(true);
      },
    );
  };

  const signOut = ({ forgetProgress: forget }: SignOutChoice) => {
    setAsking(false);
    setSigningOut(true);
    setPreview(null);
    // A Temporary Access Pass is a credential: it never outlasts the session that made it.
    forgetStoredPass();
    if (forget) forgetProgress(browserStorage, session.account.homeAccountId);
    // Reports still waiting hold words this person typed: they do not stay for the next one.
    const reportsGone = forgetReportsAtSignOut(session.account.homeAccountId);
    // The function's address is in the content's details (loaded with any guide; here if not yet). Without
    // them (offline), Sign out goes on: the function's freshness check is the rest of the defence.
    void reportsGone
      .then(() => loadManifestOnce(content))
      .then(
        (manifest) => tellPassFunction(manifest.school.functionApp.url, session.idToken),
        () => undefined,
      )
      .then(() =>
        instance.logoutRedirect({
          account: session.account,
          idTokenHint: session.idToken,
          postLogoutRedirectUri: `${window.location.origin}/`,
        }),
      )
      .catch(() => setSigningOut(false));
  };

  return (
    <div className="profile">
      {user.profileImage ? (
        <img className="avatar" src={user.profileImage} alt="Profile photo" width={48} height={48} />
      ) : (
        <Silhouette label="No profile photo" />
      )}
      <span className="profile-name">{user.name}</span>
      <button
        type="button"
        className="button button-small button-secondary"
        onClick={ask}
        onBlur={() => setLoadFailed(false)}
        disabled={signingOut}
      >
        {signingOut ? 'Signing out…' : asking && !Dialog ? 'Opening…' : 'Sign out'}
      </button>
      {asking && Dialog && <Dialog onSignOut={signOut} onClose={() => setAsking(false)} />}
      {/* The note sits over the page: it goes with the focus, as search's does (the next click tries again). */}
      {loadFailed && (
        <p className="popover profile-problem" role="alert">
          {SIGN_OUT_LOAD_FAILED}
        </p>
      )}
    </div>
  );
}
