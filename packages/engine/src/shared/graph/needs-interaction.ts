/**
 * Whether MSAL failed because a person must sign in again: its own error name, or one of its codes that mean
 * the same. A module of its own, so sign-in code uses it without loading the Graph client.
 */
export function needsInteraction(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'InteractionRequiredAuthError') return true;
  const code = (error as { errorCode?: unknown }).errorCode;
  return code === 'interaction_required' || code === 'consent_required' || code === 'login_required';
}
