/**
 * Sign-in start-up: use a redirect result if there is one; otherwise, with exactly one cached account of
 * the school's tenant, get a token silently; with several, sign in again choosing the account
 * (select_account); with none, or when the silent attempt fails, sign in by redirect. The redirect comes
 * back straight to the page asked for (when it is one of the portal's routes: `returnPath`), and the path
 * also travels as `state`, which the gate follows once validated. `decideStartup` and `decideAfterSilent` are
 * pure: they choose the next step from what MSAL reported. `runStartup` carries the steps out.
 *
 * Offline, a deliberate exception to "redirect on any silent failure": a redirect to the sign-in page can only
 * fail without a network, so when the silent attempt fails for want of one, the cached account is used as it
 * is (the portal, whose guides work offline, shows with an offline notice; tools that need Microsoft 365 say
 * they need a connection), and with no account at all start-up fails with an offline SignInError, on which
 * the gate opens the guides without signing in (offline-reader.ts). Once back online the usual rules apply
 * again (use-renewal.ts runs start-up again).
 */
import type { AccountInfo, AuthenticationResult, RedirectRequest, SilentRequest } from '@azure/msal-browser';
import { protectedResources } from '../../shared/config/auth-config';

/** What start-up's silent sign-in asks for: a token for the person's own Graph profile. */
export const SIGN_IN_SCOPES = protectedResources.graphMe.scopes;

export type StartupDecision =
  | { kind: 'signed-in'; result: AuthenticationResult }
  | { kind: 'offline'; account: AccountInfo }
  | { kind: 'login'; request: RedirectRequest }
  | { kind: 'silent'; request: SilentRequest };

/** After the silent attempt there is no third way: signed in, or off to the sign-in page. */
export type FinalDecision = Exclude<StartupDecision, { kind: 'silent' }>;

export interface StartupContext {
  /** The path (with query) the visitor asked for; carried through sign-in as `state`. */
  currentPath: string;
  /**
   * Where sign-in comes back to: `currentPath` when it is one of the portal's routes, else `/`
   * (safe-return-path.ts). The redirect bridge returns straight there, so the app loads once, on that page.
   */
  returnPath: string;
  /** The site origin, e.g. `https://portal.school.example`. */
  origin: string;
  /** Whether the browser has a network; `navigator.onLine` in the browser. Default: online. */
  isOnline?: () => boolean;
}

/** Where a redirect sign-in comes back to (the validated return path, on this origin), and the path as `state`. */
export function returnTo({ currentPath, returnPath, origin }: StartupContext): Pick<RedirectRequest, 'redirectStartPage' | 'state'> {
  return { redirectStartPage: `${origin}${returnPath}`, state: currentPath };
}

/** The plain sign-in: no extra scopes, back to the page asked for (when it is the portal's), the path kept in `state`. */
export function signInRequest(context: StartupContext): RedirectRequest {
  return { scopes: [], ...returnTo(context) };
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
      request: { scopes: SIGN_IN_SCOPES, prompt: 'select_account', ...returnTo(context) },
    };
  }
  if (accounts.length === 1) return { kind: 'silent', request: { scopes: SIGN_IN_SCOPES, account: accounts[0] } };
  return { kind: 'login', request: signInRequest(context) };
}

/** The silent attempt's outcome: its result, or whether it failed for want of a network (and for which account). */
export type SilentOutcome = { ok: true; result: AuthenticationResult } | { ok: false; offline?: { account: AccountInfo } };

/** A failure of the silent attempt starts the redirect sign-in, unless it failed because the network is down. */
export function decideAfterSilent(outcome: SilentOutcome, context: StartupContext): FinalDecision {
  if (outcome.ok) return { kind: 'signed-in', result: outcome.result };
  if (outcome.offline) return { kind: 'offline', account: outcome.offline.account };
  return { kind: 'login', request: signInRequest(context) };
}

/** MSAL's codes for "no answer from the network" (its other failures need a person to sign in again). */
const NETWORK_ERROR_CODES = new Set([
  'no_network_connectivity',
  'network_error',
  'post_request_failed',
  'get_request_failed',
  'endpoints_resolution_error',
]);

/** Whether a silent sign-in failed because there is no network, rather than because the session ended. */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  const code = (error as { errorCode?: unknown } | null)?.errorCode;
  return !online || (typeof code === 'string' && NETWORK_ERROR_CODES.has(code));
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
  | { kind: 'offline'; account: AccountInfo }
  | { kind: 'redirecting' };

export class SignInError extends Error {
  override name = 'SignInError';
  /** True when signing in waits only for a network: the gate tries again once the browser is back online. */
  readonly offline: boolean;
  constructor(
    readonly userMessage: string,
    options?: { cause?: unknown; offline?: boolean },
  ) {
    super(userMessage, options?.cause === undefined ? undefined : { cause: options.cause });
    this.offline = options?.offline ?? false;
  }
}

async function trySilent(client: StartupClient, request: SilentRequest, context: StartupContext): Promise<FinalDecision> {
  try {
    return decideAfterSilent({ ok: true, result: await client.acquireTokenSilent(request) }, context);
  } catch (error) {
    const offline = request.account && isNetworkFailure(error, context.isOnline?.() ?? true);
    return decideAfterSilent(offline ? { ok: false, offline: { account: request.account! } } : { ok: false }, context);
  }
}

/** Why start-up did not redirect to a sign-in page that cannot load (the gate then opens the guides signed out). */
export const OFFLINE_SIGN_IN_MESSAGE = "You're offline. Connect to the internet, and the portal will sign you in.";

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
  if (decision.kind === 'offline') return decision;
  if (decision.kind === 'login') {
    if (!(context.isOnline?.() ?? true)) throw new SignInError(OFFLINE_SIGN_IN_MESSAGE, { offline: true });
    try {
      await client.loginRedirect(decision.request);
    } catch (cause) {
      throw new SignInError('The sign-in page could not be opened. Please try again.', { cause });
    }
    return { kind: 'redirecting' };
  }
  client.setActiveAccount(decision.result.account);
  performance.mark('portal:signed-in');
  return { kind: 'signed-in', result: decision.result, returnState: redirectResult?.state || undefined };
}
