/**
 * `school-portal verify <url>`: the go-live checklist's checks of a deployed portal, as pure functions over
 * what the site and the function answered (cli/verify-deployment.ts fetches them). Each failed check says
 * what is wrong and how to fix it, in words a school technician can act on.
 */

/** One answer, as the checks need it: status, headers (lower-case names) and, for pages and scripts, the body. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

export interface Check {
  name: string;
  ok: boolean;
  /** What is wrong and what to do, when not ok. */
  fix?: string;
}

/** What the site's own configuration says the deployment should be. */
export interface Expected {
  /** The tenant and client ids the build was meant to have, when the configuration knows them. */
  tenantId?: string;
  clientId?: string;
  /** The Function App's base address (school.yaml's functionApp.url, made absolute). */
  functionUrl: string;
}

/** What the command fetched. */
export interface Observed {
  origin: string;
  home: Answer;
  /** An address that is no file: the host's fallback to index.html answers it. */
  deepLink: Answer;
  bridge: Answer;
  /** The entry script named by index.html, and its `.map` beside it. */
  entryScript?: Answer;
  entryMap?: Answer;
  /** The function's CORS preflight from the site's origin, and from another origin. */
  preflightOwn?: Answer;
  preflightForeign?: Answer;
  /** A pass request without a token. */
  withoutToken?: Answer;
  /** Why the function could not be reached, when it could not. */
  functionError?: string;
}

const SIGN_IN_HOST = 'https://login.microsoftonline.com';
/** Sent as another site's origin in the CORS check: the function must not allow it. */
export const FOREIGN_ORIGIN = 'https://elsewhere.invalid';
const HEADERS_FIX =
  'The host did not apply the headers in staticwebapp.config.json: deploy the whole dist/ folder the build wrote, that file included (on another host, copy its headers into the host’s own rules).';

const pass = (name: string): Check => ({ name, ok: true });
const fail = (name: string, fix: string): Check => ({ name, ok: false, fix });

/** The CSP's directives, by name. */
export function cspDirectives(csp: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The security headers every page of the portal carries. */
export function headerChecks(page: string, answer: Answer, { bridge = false } = {}): Check[] {
  const h = answer.headers;
  const csp = cspDirectives(h['content-security-policy']);
  const script = csp.get('script-src') ?? csp.get('default-src') ?? [];
  const checks: Check[] = [
    answer.status === 200 ? pass(`${page} answers 200`) : fail(`${page} answers 200`, `It answered ${answer.status}. ${HEADERS_FIX}`),
    h['content-security-policy']
      ? pass(`${page} has a Content-Security-Policy`)
      : fail(`${page} has a Content-Security-Policy`, HEADERS_FIX),
  ];
  if (h['content-security-policy']) {
    const loose = script.filter((v) => ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'data:'].includes(v));
    checks.push(
      loose.length === 0
        ? pass(`${page}'s CSP runs only the portal's own scripts`)
        : fail(
            `${page}'s CSP runs only the portal's own scripts`,
            `Its script-src allows ${loose.join(' ')}: remove it from the host's rules; the portal needs only 'self'.`,
          ),
    );
    const ancestors = csp.get('frame-ancestors')?.join(' ');
    const wanted = bridge ? "'self'" : "'none'";
    checks.push(
      ancestors === wanted
        ? pass(`${page} cannot be framed by another site`)
        : fail(
            `${page} cannot be framed by another site`,
            `Its frame-ancestors is ${ancestors ?? 'missing'}, where the build sets ${wanted}. ${HEADERS_FIX}`,
          ),
    );
  }
  for (const [name, want] of [
    ['strict-transport-security', /max-age=\d{7,}/],
    ['x-content-type-options', /^nosniff$/i],
    ['referrer-policy', /strict-origin|no-referrer|same-origin/],
    ['permissions-policy', /camera=\(\)/],
    // The bridge page is opened by MSAL's redirect and must keep its opener: the build sends it no COOP.
    ...(bridge ? [] : ([['cross-origin-opener-policy', /^same-origin$/]] as const)),
  ] as const) {
    checks.push(
      want.test(h[name] ?? '')
        ? pass(`${page} sends ${name}`)
        : fail(`${page} sends ${name}`, `It is ${h[name] ? `"${h[name]}"` : 'missing'}. ${HEADERS_FIX}`),
    );
  }
  if (bridge) {
    checks.push(
      /no-store/.test(h['cache-control'] ?? '')
        ? pass('/redirect.html is never cached')
        : fail(
            '/redirect.html is never cached',
            `Its Cache-Control is ${h['cache-control'] ?? 'missing'}, where the build sets no-store. ${HEADERS_FIX}`,
          ),
    );
  }
  return checks;
}

/** Not the demo: the CSP lets the page sign in to Entra ID (a demo build allows only its own origin), and the ids are the school's. */
export function tenantChecks(home: Answer, script: Answer | undefined, expected: Expected): Check[] {
  const connect = cspDirectives(home.headers['content-security-policy']).get('connect-src') ?? [];
  const checks: Check[] = [
    connect.includes(SIGN_IN_HOST)
      ? pass('The build signs in to Entra ID, not the demo tenant')
      : fail(
          'The build signs in to Entra ID, not the demo tenant',
          'This is a demo build: its CSP allows no sign-in host, and it shows the Demo badge. Build with your tenant (VITE_TENANT_ID and VITE_CLIENT_ID, or school.yaml’s tenant:) using `npm run build -- --for-deployment`, and deploy that dist/.',
        ),
  ];
  for (const [label, id] of [
    ['tenant id', expected.tenantId],
    ['client id', expected.clientId],
  ] as const) {
    if (!id || !script?.body) continue;
    checks.push(
      script.body.includes(id)
        ? pass(`The build has the configured ${label}`)
        : fail(
            `The build has the configured ${label}`,
            `The deployed code does not contain ${id}: the site was built with another ${label}. Build again with the configuration you mean, and deploy it.`,
          ),
    );
  }
  return checks;
}

/** No build map published beside the entry script. */
export function sourceMapChecks(script: Answer | undefined, map: Answer | undefined): Check[] {
  if (!script) return [fail('The entry script is found', 'index.html names no module script under /assets/: is this the portal’s build?')];
  const mapped = /[#@]\s*sourceMappingURL=/.test(script.body ?? '') || (map?.status === 200 && /"mappings"/.test(map.body ?? ''));
  return [
    mapped
      ? fail(
          'No build map is published',
          'A source map is served beside the code: build with the engine’s own build (it writes none) and deploy only its dist/.',
        )
      : pass('No build map is published'),
  ];
}

/** The function: CORS for the site only, and no answer without a token. */
export function functionChecks(observed: Observed, expected: Expected): Check[] {
  const where = expected.functionUrl;
  if (!/^https:\/\//.test(where) && !/^http:\/\/(localhost|127\.0\.0\.1)(:|\/)/.test(where)) {
    return [
      fail(
        'The Function App has its own address',
        `school.yaml's functionApp.url is ${where}: set it to the Function App's address, e.g. https://<function app>.azurewebsites.net/api (the template's /api is the demo tenant's).`,
      ),
    ];
  }
  const connect = cspDirectives(observed.home.headers['content-security-policy']).get('connect-src') ?? [];
  const checks: Check[] = [
    connect.includes(new URL(where).origin) || (new URL(where).origin === observed.origin && connect.includes("'self'"))
      ? pass('The CSP lets the portal call the Function App')
      : fail(
          'The CSP lets the portal call the Function App',
          `connect-src does not list ${new URL(where).origin}: build again with school.yaml's functionApp.url set to it.`,
        ),
  ];
  if (observed.functionError) {
    checks.push(
      fail(
        'The Function App answers',
        `${where} could not be reached (${observed.functionError}): check its address in school.yaml and that it is running.`,
      ),
    );
    return checks;
  }
  const allowed = (a: Answer | undefined) => a?.headers['access-control-allow-origin'];
  checks.push(
    allowed(observed.preflightOwn) === observed.origin
      ? pass("The function's CORS allows the portal")
      : fail(
          "The function's CORS allows the portal",
          `Its preflight answered Access-Control-Allow-Origin ${allowed(observed.preflightOwn) ?? '(none)'}: add ${observed.origin} to the Function App's CORS (API > CORS), and nothing else.`,
        ),
  );
  const foreign = allowed(observed.preflightForeign);
  checks.push(
    !foreign || (foreign !== '*' && foreign !== FOREIGN_ORIGIN)
      ? pass("The function's CORS allows no other site")
      : fail(
          "The function's CORS allows no other site",
          `It allowed ${foreign}: remove * and every origin but the portal's from the Function App's CORS.`,
        ),
  );
  const status = observed.withoutToken?.status;
  checks.push(
    status === 401
      ? pass('The function refuses a request without a token')
      : fail(
          'The function refuses a request without a token',
          `A pass request without a token answered ${status ?? 'nothing'}, not 401: is ${where} the portal's Function App, deployed from its artefact, with PORTAL_TENANT_ID and PORTAL_CLIENT_ID set?`,
        ),
  );
  return checks;
}

/** Every check of a deployment, in the checklist's order. */
export function verifyDeployment(observed: Observed, expected: Expected): Check[] {
  return [
    ...headerChecks('/', observed.home),
    ...headerChecks('A guide’s address (the fallback)', observed.deepLink),
    ...headerChecks('/redirect.html', observed.bridge, { bridge: true }),
    ...tenantChecks(observed.home, observed.entryScript, expected),
    ...sourceMapChecks(observed.entryScript, observed.entryMap),
    ...functionChecks(observed, expected),
  ];
}

/** The entry module script index.html names, e.g. `/assets/index-AbC123.js`. */
export function entryScriptPath(html: string | undefined): string | undefined {
  return /<script[^>]+type="module"[^>]+src="([^"]+\.js)"/.exec(html ?? '')?.[1];
}

/** The address to check: https with no credentials, or http(s) on localhost with `allowLocal`. */
export function siteOrigin(url: string, { allowLocal = false } = {}): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${url} is not an address: give the portal's, e.g. https://it.school.edu.au`);
  }
  if (parsed.username || parsed.password) throw new Error('The address must not contain a user name or password.');
  const local = ['localhost', '127.0.0.1'].includes(parsed.hostname);
  if (local && !allowLocal) throw new Error(`${url} is this computer: add --local to check a local preview.`);
  if (parsed.protocol !== 'https:' && !(local && parsed.protocol === 'http:'))
    throw new Error(`${url} is not https: a portal is served over https only.`);
  return parsed.origin;
}
