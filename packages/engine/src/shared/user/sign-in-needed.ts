/** The person has to sign in again (interactively) before this can go on: no token can be renewed silently. */
export class SignInNeededError extends Error {
  override name = 'SignInNeededError';
  constructor(options?: { cause?: unknown }) {
    super('Signing in again is needed', options);
  }
}
