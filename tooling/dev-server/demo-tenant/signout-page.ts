/**
 * The demo tenant's sign-out confirmation (oidc-provider's `logoutSource`), in place of the provider's own
 * page: it asks, as Entra does, before ending the session, then returns to the portal. No script, so it works
 * under a strict Content-Security-Policy.
 */
import { randomBytes } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** `form` is the provider's hidden form (its action and xsrf token); the buttons submit it. */
export function signOutPage(ctx: KoaContextWithOIDC, form: string): void {
  const nonce = randomBytes(16).toString('base64');
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`);
  ctx.type = 'html';
  ctx.body = `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out - Demo school tenant</title>
<style nonce="${nonce}">
:root { color-scheme: light dark; --fg:#1b1f24; --bg:#f4f6f8; --card:#fff; --accent:#0b5cad; --muted:#4a5560; }
@media (prefers-color-scheme: dark) { :root { --fg:#e8eaed; --bg:#15181c; --card:#1f2329; --accent:#8ab8f0; --muted:#b3bcc6; } }
body { margin:0; font-family: system-ui, sans-serif; background:var(--bg); color:var(--fg); line-height:1.5; }
main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: var(--card); border-radius: 12px; }
h1 { font-size: 1.5rem; margin-top: 0; }
button { font:inherit; cursor:pointer; margin: .75rem .75rem 0 0; padding:.6rem 1.2rem; border-radius:6px; font-weight:600; }
.primary { border:0; background:var(--accent); color:var(--card); }
.secondary { border:2px solid var(--accent); background:transparent; color:var(--accent); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Sign out of the School IT Portal?</h1>
<p>This is the built-in demo tenant. Signing out ends your demo session on this computer.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" class="primary" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>
</main>
</body>
</html>`;
}
