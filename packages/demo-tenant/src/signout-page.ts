/**
 * The demo tenant's sign-out confirmation (oidc-provider's `logoutSource`), in place of the provider's own
 * page: it asks, as Entra does, before ending the session, then returns to the portal. No script, so it works
 * under a strict Content-Security-Policy.
 */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { demoPage, demoPageCsp, demoPageNonce } from './demo-page.ts';
import { escapeHtml } from './http.ts';

/** `form` is the provider's hidden form (its action and xsrf token); the buttons submit it. `portalName` is school.yaml's. */
export function signOutPage(ctx: KoaContextWithOIDC, form: string, portalName: string): void {
  const nonce = demoPageNonce();
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', demoPageCsp(nonce));
  ctx.type = 'html';
  ctx.body = demoPage({
    title: 'Sign out',
    nonce,
    css: `.primary, .secondary { margin: .75rem .75rem 0 0; }
.secondary { padding:.6rem 1.2rem; border-radius:6px; font-weight:600; border:2px solid var(--accent); background:transparent; color:var(--accent); }`,
    body: `<h1>Sign out of ${escapeHtml(portalName)}?</h1>
<p>This is the built-in demo tenant. Signing out ends your demo session on this computer.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" class="primary" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`,
  });
}
