/**
 * The demo tenant's own pages (sign-in, sign-out): one shell, one look, light and dark, and one strict
 * policy. No script, so each works under a Content-Security-Policy that allows only its nonce'd style.
 */
import { randomBytes } from 'node:crypto';

export const demoPageNonce = (): string => randomBytes(16).toString('base64');

/** The policy a demo page is sent with: nothing but its own style and forms posting to the tenant. */
export const demoPageCsp = (nonce: string): string =>
  `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const SHARED_CSS = `:root { color-scheme: light dark; --fg:#1b1f24; --bg:#f4f6f8; --card:#fff; --accent:#0b5cad; --muted:#4a5560; --err:#b3261e; }
@media (prefers-color-scheme: dark) { :root { --fg:#e8eaed; --bg:#15181c; --card:#1f2329; --accent:#8ab8f0; --muted:#b3bcc6; --err:#ffb4ab; } }
* { box-sizing: border-box; }
body { margin:0; font-family: system-ui, sans-serif; background:var(--bg); color:var(--fg); line-height:1.5; }
main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: var(--card); border-radius: 12px; }
h1 { font-size: 1.5rem; margin-top: 0; }
button { font:inherit; cursor:pointer; }
.primary { border:0; border-radius:6px; background:var(--accent); color:var(--card); font-weight:600; padding:.6rem 1.2rem; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }`;

/** A whole demo page: `title` goes before " - Demo school tenant"; `css` adds to the shared rules; `body` is trusted HTML. */
export function demoPage({ title, nonce, css, body }: { title: string; nonce: string; css: string; body: string }): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - Demo school tenant</title>
<style nonce="${nonce}">
${SHARED_CSS}
${css}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
