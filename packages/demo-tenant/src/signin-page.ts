/**
 * Our own sign-in page for the demo tenant (oidc-provider's interactions API). A visitor types or picks a
 * demo account; there is no password. No script, so it works under a strict Content-Security-Policy.
 */
import type { ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { SchoolRoles } from '@school-it-portal/engine/roles';
import { accountRoles, DIRECTORY_ROLES } from './account-roles.ts';
import { requestedAuthContexts } from './auth-context.ts';
import { demoPage, demoPageCsp, demoPageNonce } from './demo-page.ts';
import { demoAccounts, findAccountByUsername } from './directory.ts';
import { answerError, escapeHtml, readForm, sendPlain, statusOf, type Handler } from './http.ts';

interface PageState {
  /** The portal's name (school.yaml). */
  portalName: string;
  formAction: string;
  username?: string;
  error?: string;
  /** Authentication contexts this sign-in was asked for (Entra's claims challenge). */
  authContexts?: string[];
  /** The school's roles, which the accounts' roles are shown as (account-roles.ts). */
  roles?: SchoolRoles;
  /** The portal's page for people who cannot sign in, linked below the form; none when the school has none. */
  cantSignInHref?: string;
}

/** What the school's content gives every sign-in page: see DemoSchool in plugin.ts. */
export interface SignInSchool {
  portalName: string;
  roles?: SchoolRoles;
  cantSignInHref?: string;
}

/** A claim's roles for the page: none is "no role". */
function rolesInWords(roles: string[] | undefined): string {
  return roles?.length ? roles.join(', ') : 'no role';
}

export function renderSignInPage(
  { portalName, formAction, username = '', error, authContexts = [], roles = DIRECTORY_ROLES, cantSignInHref }: PageState,
  nonce: string,
): string {
  const action = escapeHtml(formAction);
  const accounts = demoAccounts
    .map(
      (a) => `<li><form method="post" action="${action}"><input type="hidden" name="username" value="${escapeHtml(a.username)}">
<button type="submit" class="account"><span class="name">${escapeHtml(a.displayName)}</span>
<span class="meta">${escapeHtml(a.username)} · ${escapeHtml(rolesInWords(accountRoles(a, roles)))}</span></button></form></li>`,
    )
    .join('\n');
  const errorBlock = error ? `<p id="username-error" class="error" role="alert">${escapeHtml(error)}</p>` : '';
  // In Entra a Conditional Access policy would ask for more here (MFA, a passkey); the demo says so.
  const contextNote =
    authContexts.length > 0
      ? `<p class="note">The portal asked for a stronger sign-in (authentication context ${escapeHtml(authContexts.join(', '))}). In the demo tenant, signing in here satisfies it.</p>`
      : '';
  // Where a school's Entra sign-in page has its "sign-in page text" (company branding): below the form.
  const helpLink = cantSignInHref ? `<p class="help"><a href="${escapeHtml(cantSignInHref)}">Can't sign in?</a></p>` : '';
  return demoPage({
    title: 'Sign in',
    nonce,
    css: `.badge { display:inline-block; font-size:.8rem; font-weight:600; padding:.1rem .5rem; border:1px solid currentColor; border-radius:999px; }
label { display:block; font-weight:600; margin-bottom:.25rem; }
input[type=text] { width:100%; font:inherit; padding:.6rem; border:1px solid var(--muted); border-radius:6px; background:transparent; color:inherit; }
input[aria-invalid=true] { border-color: var(--err); border-width: 2px; }
.primary { margin-top:.75rem; }
.error { color: var(--err); font-weight:600; }
.note { border-left: 4px solid var(--accent); padding-left: .75rem; }
ul { list-style:none; padding:0; margin:0; display:grid; gap:.5rem; }
.account { width:100%; text-align:left; padding:.6rem .8rem; border:1px solid var(--muted); border-radius:6px; background:transparent; color:inherit; }
.account:hover { border-color: var(--accent); }
.name { display:block; font-weight:600; }
.meta { display:block; font-size:.875rem; color:var(--muted); }
.help a { color: var(--accent); font-weight:600; }`,
    body: `<p class="badge">Demo tenant</p>
<h1>Sign in to ${escapeHtml(portalName)}</h1>
<p>This is the built-in demo sign-in. There are no passwords: type a demo username or pick an account below.</p>
${contextNote}
<form method="post" action="${action}" novalidate>
<label for="username">Username</label>
<input type="text" id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false"
 value="${escapeHtml(username)}"${error ? ' aria-invalid="true" aria-describedby="username-error" autofocus' : ''}>
${errorBlock}
<button type="submit" class="primary">Sign in</button>
</form>
${helpLink}
<h2>Demo accounts</h2>
<ul>
${accounts}
</ul>`,
  });
}

function sendPage(res: ServerResponse, status: number, state: PageState): void {
  const nonce = demoPageNonce();
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': demoPageCsp(nonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(renderSignInPage(state, nonce));
}

/** The authorisation request's `claims` parameter, read; anything unreadable asks for nothing. */
function parseClaims(claims: unknown): unknown {
  if (typeof claims !== 'string') return undefined;
  try {
    return JSON.parse(claims) as unknown;
  } catch {
    return undefined;
  }
}

/** What a stale or unknown sign-in link (the back button after signing in, an old tab) is told. */
export const SIGN_IN_EXPIRED = 'This sign-in page has expired. Go back to the portal and sign in again.';

/**
 * Handles `GET <interactionPath>/<uid>` (shows the page) and `POST <interactionPath>/<uid>` (signs in).
 * Mounted under the interaction path, so `req.url` is `/<uid>`. A failure is answered with a short plain
 * text (413 for a form over 16 kB, 400 for an unknown or expired sign-in), never with a stack trace.
 */
export function signInHandler(provider: Provider, interactionPath: string, school: SignInSchool): Handler {
  return (req, res, next) => {
    const uid = /^\/([\w-]+)\/?$/.exec((req.url ?? '').split('?')[0] ?? '')?.[1];
    if (!uid || (req.method !== 'GET' && req.method !== 'POST')) return next();
    const formAction = `${interactionPath}/${uid}`;
    const run = async (): Promise<void> => {
      // The body's size is checked before anything else, so an oversized form never reaches the provider.
      const form = req.method === 'POST' ? await readForm(req) : undefined;
      let details;
      try {
        details = await provider.interactionDetails(req, res);
      } catch (error) {
        if (statusOf(error) === 400) return sendPlain(req, res, 400, SIGN_IN_EXPIRED);
        throw error;
      }
      if (details.uid !== uid) return sendPlain(req, res, 400, SIGN_IN_EXPIRED);
      const params: Record<string, unknown> = details.params ?? {};
      const authContexts = requestedAuthContexts(parseClaims(params.claims));
      const hint = typeof params.login_hint === 'string' ? params.login_hint : '';
      if (!form)
        return sendPage(res, 200, {
          ...school,
          formAction,
          username: hint,
          authContexts,
        });
      const username = form.get('username')?.trim() ?? '';
      if (!username)
        return sendPage(res, 400, {
          ...school,
          formAction,
          authContexts,
          error: 'Enter a username, or pick one of the demo accounts below.',
        });
      const account = findAccountByUsername(username);
      if (!account) {
        return sendPage(res, 400, {
          ...school,
          formAction,
          username,
          authContexts,
          error: `There is no demo account called "${username}". Pick one of the demo accounts below.`,
        });
      }
      // The sign-in's `acr` records the authentication contexts it satisfied (auth-context.ts).
      const acr = authContexts.length > 0 ? { acr: authContexts.join(' ') } : {};
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.oid, ...acr }, select_account: {} },
        { mergeWithLastSubmission: false },
      );
    };
    run().catch((error: unknown) => answerError(req, res, error));
  };
}
