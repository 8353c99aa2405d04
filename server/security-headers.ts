/**
 * The deployed site's security headers, in one place: written into the static host's config file at build
 * time and applied identically by `npm run preview`, so what the tests see is what a school deploys.
 */

export interface SecurityHeaderInputs {
  /** Origins the app calls with fetch/XHR besides its own: sign-in, Graph, the cloud function. */
  connectOrigins: string[];
  /** Origins MSAL may load in hidden frames (silent sign-in renewal). */
  frameOrigins: string[];
  /** Origins that may receive a form post from our pages (the sign-in host). */
  formOrigins: string[];
}

export interface SecurityHeaders {
  /** For every response. */
  global: Record<string, string>;
  /** For the redirect-bridge page, which MSAL loads in its own hidden frames and must never be cached. */
  bridge: Record<string, string>;
}

function csp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

const unique = (values: string[]): string[] => [...new Set(values)];

export function securityHeaders({ connectOrigins, frameOrigins, formOrigins }: SecurityHeaderInputs): SecurityHeaders {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...connectOrigins]),
    'frame-src': unique(["'self'", ...frameOrigins]),
    'form-action': unique(["'self'", ...formOrigins]),
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  const common = {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  return {
    global: {
      ...common,
      'Content-Security-Policy': csp(directives),
      'Cross-Origin-Opener-Policy': 'same-origin',
    },
    // No COOP here: MSAL's bridge must be able to reach the window that opened the sign-in.
    bridge: {
      ...common,
      'Content-Security-Policy': csp({ ...directives, 'frame-ancestors': ["'self'"] }),
      'Cache-Control': 'no-store',
    },
  };
}
