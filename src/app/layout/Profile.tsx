import { useSignedIn } from '../../shared/user/signed-in-context';

/** The header's profile: a 48x48 photo (or a silhouette) and the display name. */
export function Profile() {
  const { user } = useSignedIn();
  return (
    <div className="profile">
      {user.profileImage ? (
        <img className="avatar" src={user.profileImage} alt="Profile photo" width={48} height={48} />
      ) : (
        <img className="avatar" src="/images/silhouette.svg" alt="No profile photo" width={48} height={48} />
      )}
      <span className="profile-name">{user.name}</span>
    </div>
  );
}
