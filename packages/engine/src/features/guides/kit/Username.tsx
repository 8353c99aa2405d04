import { useSignedIn } from '../../../shared/user/signed-in-context';

/** The signed-in user's username: their email before the @ ("your school username" for the offline reader). */
export function Username() {
  const { flags } = useSignedIn();
  return <strong className="username">{flags.username}</strong>;
}
