import { useSignedIn } from '../../../shared/user/signed-in-context';

/**
 * The signed-in user's username: their email before the @. Reading offline without signing in, there is no
 * email to take it from, so it says which username is meant.
 */
export function Username() {
  const { flags } = useSignedIn();
  return <strong className="username">{flags.username || 'your school username'}</strong>;
}
