/**
 * Signing the administrator in for provision, by the OAuth device code flow (MSAL Node): the command prints
 * a code, the administrator enters it at Microsoft's device login page in any browser, signs in there (with
 * their MFA), and provision gets a Graph access token for the permissions below. No password passes through
 * the command, and MSAL Node checks the answer: no token is read or checked here.
 */

/**
 * The client the administrator signs in through: Microsoft Graph Command Line Tools (the client Microsoft
 * Graph PowerShell uses), a public client Microsoft publishes in every tenant, which may ask for any Graph
 * delegated permission with the administrator's consent. The same id in every tenant.
 */
export const ADMIN_CLIENT_ID = '14d82eec-204b-4c2f-b7e8-296a70dab67e';

/**
 * What provision does as the administrator: create and update the app registration and its service
 * principal, assign app roles (to groups, and Graph's to the Function App), grant admin consent, and find
 * groups by name.
 */
export const ADMIN_SCOPES = [
  'Application.ReadWrite.All',
  'AppRoleAssignment.ReadWrite.All',
  'DelegatedPermissionGrant.ReadWrite.All',
  'Group.Read.All',
].map((s) => `https://graph.microsoft.com/${s}`);

/** How long the administrator has to enter the code and sign in. */
export const SIGN_IN_TIMEOUT_SECONDS = 600;

export class SignInError extends Error {
  override name = 'SignInError';
}

export interface SignInOptions {
  /** `https://login.microsoftonline.com/<tenant id>`, or another authority given with --authority. */
  authority: string;
  /** Shows the administrator MSAL's message: where to go and the code to enter. */
  show: (message: string) => void;
}

/** A Graph access token for the signed-in administrator. */
export async function signInAdministrator({ authority, show }: SignInOptions): Promise<string> {
  const { PublicClientApplication } = await import('@azure/msal-node');
  const host = new URL(authority).host;
  const app = new PublicClientApplication({
    auth: {
      clientId: ADMIN_CLIENT_ID,
      authority,
      ...(host === 'login.microsoftonline.com' ? {} : { knownAuthorities: [host] }),
    },
  });
  try {
    const result = await app.acquireTokenByDeviceCode({
      scopes: ADMIN_SCOPES,
      timeout: SIGN_IN_TIMEOUT_SECONDS,
      deviceCodeCallback: (response) => show(response.message),
    });
    if (!result?.accessToken) throw new SignInError('The sign-in gave no access token: run provision again.');
    return result.accessToken;
  } catch (error) {
    if (error instanceof SignInError) throw error;
    const code = (error as { errorCode?: string }).errorCode;
    if (code === 'code_expired' || code === 'device_code_expired')
      throw new SignInError(`The code expired before the sign-in finished (${SIGN_IN_TIMEOUT_SECONDS / 60} minutes): run provision again.`);
    if (code === 'network_error')
      throw new SignInError("Microsoft's sign-in could not be reached (network_error): check the connection and run provision again.");
    throw new SignInError(`The sign-in did not finish (${code ?? (error as Error).message}): run provision again.`);
  }
}
