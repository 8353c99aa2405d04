/**
 * The deployed site's security headers, in one place: written into the static host's config file at build
 * time and applied identically by `npm run preview`, so what the tests see is what a school deploys.
 */
import type { PortalConfig } from '../../src/shared/config/env.ts';

export interface SecurityHeaderInputs {
  /** Origins the app calls with fetch/XHR besides its own: sign-in, Graph, the cloud function. */
  connectOrigins: string[];
  /** Origins MSAL may load in hidden frames (silent sign-in renewal). */
  frameOrigins: string[];
}

export interface SecurityHeaders {
  /** For every response. */
  global: Record<string, string>;
  /** For the redirect-bridge page, which MSAL loads in its own hidden frames and must never be cached. */
  bridge: Record<string, string>;
}

/** What the deployment talks to: the sign-in and Graph hosts (Entra only) and the cloud function's address. */
export interface Deployment {
  portal: Pick<PortalConfig, 'mode' | 'authority' | 'graphBaseUrl'>;
  /** `temporaryAccessPass.functionUrl` from settings.yaml: a path on this site, or a Function App's address. */
  functionUrl: string;
}

/** The origin of an absolute https address; null for a path on this site. */
function outsideOrigin(url: string): string | null {
  if (!/^https:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

/**
 * Which other origins the CSP must allow. The demo tenant lives on the portal's own origin, so a demo build
 * allows nothing beyond 'self'; an Entra build allows the sign-in and Graph hosts. An absolute function
 * address adds its host either way.
 */
export function headerInputs({ portal, functionUrl }: Deployment): SecurityHeaderInputs {
  const signIn = portal.mode === 'entra' ? [outsideOrigin(portal.authority)] : [];
  const graph = portal.mode === 'entra' ? [outsideOrigin(portal.graphBaseUrl)] : [];
  const present = (origins: (string | null)[]) => unique(origins.filter((o): o is string => o !== null));
  return {
    connectOrigins: present([...signIn, ...graph, outsideOrigin(functionUrl)]),
    frameOrigins: present(signIn),
  };
}

function csp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

const unique = (values: string[]): string[] => [...new Set(values)];

export function securityHeaders({ connectOrigins, frameOrigins }: SecurityHeaderInputs): SecurityHeaders {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...connectOrigins]),
    'frame-src': unique(["'self'", ...frameOrigins]),
    // The service worker (offline guides) and the web app manifest come from the portal itself.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    // No page of the portal posts a form anywhere.
    'form-action': ["'self'"],
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
