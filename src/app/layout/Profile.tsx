import { useMsal } from '@azure/msal-react';
import { useState } from 'react';
import { usePreview } from '../../shared/user/preview';
import { useSignedIn } from '../../shared/user/signed-in-context';

/**
 * The header's profile: a 48x48 photo (or a silhouette), the display name, and Sign out (students share lab
 * computers). Signing out ends the session with the identity provider and clears MSAL's cache for the
 * account, then comes back to the portal, which asks who is signing in. Offline with nobody signed in, it
 * says so.
 */
export function Profile() {
  const { user, session } = useSignedIn();
  const { instance } = useMsal();
  const { setPreview } = usePreview();
  const [signingOut, setSigningOut] = useState(false);

  // Reading offline without signing in: nobody to show or sign out (the offline notice says what happens next).
  if (!session) {
    return (
      <div className="profile">
        <img className="avatar" src="/images/silhouette.svg" alt="" width={48} height={48} />
        <span className="profile-name">Not signed in</span>
      </div>
    );
  }

  const signOut = () => {
    setSigningOut(true);
    setPreview(null);
    instance
      .logoutRedirect({ account: session.account, idTokenHint: session.idToken, postLogoutRedirectUri: `${window.location.origin}/` })
      .catch(() => setSigningOut(false));
  };

  return (
    <div className="profile">
      {user.profileImage ? (
        <img className="avatar" src={user.profileImage} alt="Profile photo" width={48} height={48} />
      ) : (
        <img className="avatar" src="/images/silhouette.svg" alt="No profile photo" width={48} height={48} />
      )}
      <span className="profile-name">{user.name}</span>
      <button type="button" className="button button-small button-secondary" onClick={signOut} disabled={signingOut}>
        {signingOut ? 'Signing out…' : 'Sign out'}
      </button>
    </div>
  );
}
