/**
 * The code to log when signing in fails: MSAL's `errorCode` (of the error or of its cause), else the error's
 * name. It helps the IT team; MSAL's codes carry no tokens or personal data, where messages might.
 */
export function errorCodeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  if (cause && typeof cause === 'object' && 'errorCode' in cause && typeof cause.errorCode === 'string') {
    return cause.errorCode;
  }
  return cause instanceof Error ? cause.name : 'unknown';
}
