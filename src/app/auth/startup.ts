/**
 * Sign-in start-up: use a redirect result if there is one; otherwise, with exactly one cached account of
 * the school's tenant, get a token silently; with several, sign in again choosing the account
 * (select_account); with none, or when the silent attempt fails, sign in by redirect. The current path
 * travels as `state`, so the visitor returns where they were. `decideStartup` and `decideAfterSilent` are
 * pure: they choose the next step from what MSAL reported. `runStartup` carries the steps out.
 */
import type {
  AccountInfo,
  AuthenticationResult,
  RedirectRequest,
  SilentRequest,
} from '@azure/msal-browser';

export const SIGN_IN_SCOPES = ['user.read'];

export type StartupDecision =
  | { kind: 'signed-in'; result: AuthenticationResult }
  | { kind: 'login'; request: RedirectRequest }
  | { kind: 'silent'; request: SilentRequest };

/** After the silent attempt there is no third way: signed in, or off to the sign-in page. */
export type FinalDecision = Exclude<StartupDecision, { kind: 'silent' }>;

export interface StartupContext {
  /** The path (with query) the visitor asked for; carried through sign-in as `state`. */
  currentPath: string;
  /** The site origin, e.g. `https://portal.school.example`. */
  origin: string;
}

/** The plain sign-in: no extra scopes, back to the site origin, the current path kept in `state`. */
export function signInRequest({ currentPath, origin }: StartupContext): RedirectRequest {
  return { scopes: [], redirectStartPage: `${origin}/`, state: currentPath };
}

export function decideStartup(
  redirectResult: AuthenticationResult | null,
  accounts: AccountInfo[],
  context: StartupContext,
): StartupDecision {
  if (redirectResult) return { kind: 'signed-in', result: redirectResult };
  if (accounts.length > 1) {
    return {
      kind: 'login',
      request: { scopes: SIGN_IN_SCOPES, prompt: 'select_account', state: context.currentPath },
    };
  }
  if (accounts.length === 1) return { kind: 'silent', request: { scopes: SIGN_IN_SCOPES, account: accounts[0] } };
  return { kind: 'login', request: signInRequest(context) };
}

/** Any failure of the silent attempt starts the redirect sign-in. */
export function decideAfterSilent(
  outcome: { ok: true; result: AuthenticationResult } | { ok: false },
  context: StartupContext,
): FinalDecision {
  return outcome.ok ? { kind: 'signed-in', result: outcome.result } : { kind: 'login', request: signInRequest(context) };
}

/** The part of MSAL's PublicClientApplication that start-up uses. */
export interface StartupClient {
  handleRedirectPromise(): Promise<AuthenticationResult | null>;
  getAllAccounts(filter?: { tenantId?: string }): AccountInfo[];
  acquireTokenSilent(request: SilentRequest): Promise<AuthenticationResult>;
  loginRedirect(request: RedirectRequest): Promise<void>;
  setActiveAccount(account: AccountInfo | null): void;
}

export type StartupOutcome =
  | { kind: 'signed-in'; result: AuthenticationResult; returnState: string | undefined }
  | { kind: 'redirecting' };

export class SignInError extends Error {
  override name = 'SignInError';
  constructor(
    readonly userMessage: string,
    options?: { cause?: unknown },
  ) {
    super(userMessage, options);
  }
}

async function trySilent(client: StartupClient, request: SilentRequest, context: StartupContext): Promise<FinalDecision> {
  try {
    return decideAfterSilent({ ok: true, result: await client.acquireTokenSilent(request) }, context);
  } catch {
    return decideAfterSilent({ ok: false }, context);
  }
}

export async function runStartup(client: StartupClient, tenantId: string, context: StartupContext): Promise<StartupOutcome> {
  let redirectResult: AuthenticationResult | null;
  try {
    redirectResult = await client.handleRedirectPromise();
  } catch (cause) {
    // Returning from the sign-in page with an error: starting another redirect could loop, so stop and say so.
    throw new SignInError('Signing in did not finish. Please try again.', { cause });
  }
  const first = decideStartup(redirectResult, client.getAllAccounts({ tenantId }), context);
  const decision = first.kind === 'silent' ? await trySilent(client, first.request, context) : first;
  if (decision.kind === 'login') {
    try {
      await client.loginRedirect(decision.request);
    } catch (cause) {
      throw new SignInError('The sign-in page could not be opened. Please try again.', { cause });
    }
    return { kind: 'redirecting' };
  }
  client.setActiveAccount(decision.result.account);
  return { kind: 'signed-in', result: decision.result, returnState: redirectResult?.state || undefined };
}
