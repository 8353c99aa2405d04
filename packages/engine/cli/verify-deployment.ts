/**
 * `school-portal verify <url>`: checks a deployed portal as the go-live checklist does (headers and CSP, not
 * the demo, the bridge page, no build map, the function's CORS and its refusal of a request without a
 * token, the configured ids) and prints each failure with its fix. Every request has its own deadline;
 * the site's self-signed certificate is accepted on this computer only (`--local`, for a local preview).
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { parseArgs } from 'node:util';
import { endpointUrl, ENDPOINTS } from '@school-it-portal/function-contract/endpoints';
import { loadEnv } from 'vite';
import { schoolAtStart } from '../tooling/content/check/check-school.ts';
import {
  entryScriptPath,
  FOREIGN_ORIGIN,
  siteOrigin,
  verifyDeployment,
  type Answer,
  type Check,
  type Expected,
  type Observed,
} from '../tooling/deploy/verify-checks.ts';
import { UsageError, type SiteOptions } from './site-options.ts';

const REQUEST_MS = 10_000;
const BODY_LIMIT = 5_000_000;
/** All the requests together: a host that trickles its answers cannot hold the command longer. */
const TOTAL_MS = 60_000;

interface Asked {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request with a deadline and a bounded body; certificates are checked except on this computer. */
export function fetchAnswer(url: string, { method = 'GET', headers = {}, body }: Asked = {}): Promise<Answer> {
  const target = new URL(url);
  const local = ['localhost', '127.0.0.1'].includes(target.hostname);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(target, { method, headers, rejectUnauthorized: !local, timeout: REQUEST_MS }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > BODY_LIMIT) res.destroy(new Error('the answer is too large'));
        else chunks.push(chunk);
      });
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) flat[name] = [value].flat().join(', ');
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    // The socket's timeout is for silence; this one is for the whole answer, however slowly it trickles in.
    const deadline = setTimeout(() => req.destroy(new Error(`no whole answer within ${REQUEST_MS / 1000} s`)), REQUEST_MS);
    req.on('close', () => clearTimeout(deadline));
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_MS / 1000} s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** What the site's configuration expects: its ids (the build's variables, else school.yaml) and the function's address. */
function expectedFor(site: SiteOptions, functionUrl: string | undefined): Expected {
  const school = schoolAtStart(site.contentDir)?.school;
  const env = { ...loadEnv('production', site.siteDir, 'VITE_'), ...process.env };
  const url = functionUrl ?? school?.functionApp.url ?? '/api';
  // As the build takes them: both from the variables when either is set, else both from school.yaml.
  const fromEnv = Boolean(env.VITE_TENANT_ID || env.VITE_CLIENT_ID);
  const tenantId = fromEnv ? env.VITE_TENANT_ID : school?.tenant?.id;
  const clientId = fromEnv ? env.VITE_CLIENT_ID : school?.tenant?.clientId;
  return {
    ...(tenantId ? { tenantId } : {}),
    ...(clientId ? { clientId } : {}),
    // A relative address is the demo's (the portal's own origin): kept as written, so the check names it.
    functionUrl: /^https?:\/\//.test(url) ? url.replace(/\/+$/, '') : url,
  };
}

/** Fetches what the checks look at. */
export async function observe(origin: string, expected: Expected): Promise<Observed> {
  const [home, deepLink, bridge] = await Promise.all([
    fetchAnswer(`${origin}/`),
    fetchAnswer(`${origin}/verify-deployment-not-a-file`),
    fetchAnswer(`${origin}/redirect.html`),
  ]);
  const observed: Observed = { origin, home, deepLink, bridge };
  const entry = entryScriptPath(home.body);
  if (entry) {
    const scriptUrl = new URL(entry, `${origin}/`).href;
    [observed.entryScript, observed.entryMap] = await Promise.all([fetchAnswer(scriptUrl), fetchAnswer(`${scriptUrl}.map`)]);
  }
  if (/^https?:\/\//.test(expected.functionUrl)) {
    const pass = endpointUrl(expected.functionUrl, 'createTempAccessPass');
    const { method } = ENDPOINTS.createTempAccessPass;
    const preflight = (from: string) =>
      fetchAnswer(pass, {
        method: 'OPTIONS',
        headers: { Origin: from, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'authorization' },
      });
    try {
      [observed.preflightOwn, observed.preflightForeign, observed.withoutToken] = await Promise.all([
        preflight(origin),
        preflight(FOREIGN_ORIGIN),
        fetchAnswer(pass, { method, headers: { Origin: origin } }),
      ]);
    } catch (error) {
      observed.functionError = error instanceof Error ? error.message : String(error);
    }
  }
  return observed;
}

/** The checks as the command prints them: each failure with its fix, then a summary. */
export function report(checks: readonly Check[]): string {
  const lines = checks.map((c) => (c.ok ? `  ok    ${c.name}` : `  FAIL  ${c.name}\n        ${c.fix}`));
  const failed = checks.filter((c) => !c.ok).length;
  lines.push('', failed === 0 ? `All ${checks.length} checks passed.` : `${failed} of ${checks.length} checks failed.`);
  return lines.join('\n');
}

export async function verifyCommand(site: SiteOptions, args: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { local: { type: 'boolean', default: false }, 'function-url': { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(
      `${error instanceof Error ? error.message : String(error)}\nUsage: school-portal verify <portal address> [--function-url <url>] [--local]`,
    );
  }
  const [url] = parsed.positionals;
  if (!url) throw new UsageError('Usage: school-portal verify <portal address>, e.g. school-portal verify https://it.school.edu.au');
  let origin: string;
  try {
    origin = siteOrigin(url, { allowLocal: parsed.values.local });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const expected = expectedFor(site, parsed.values['function-url']);
  let observed: Observed;
  let total: NodeJS.Timeout | undefined;
  try {
    observed = await Promise.race([
      observe(origin, expected),
      new Promise<never>(
        (_, reject) => (total = setTimeout(() => reject(new Error(`the checks took longer than ${TOTAL_MS / 1000} s`)), TOTAL_MS)),
      ),
    ]);
    clearTimeout(total);
  } catch (error) {
    console.error(`school-portal verify: ${origin} could not be reached (${error instanceof Error ? error.message : String(error)}).`);
    process.exit(1);
  }
  const checks = verifyDeployment(observed, expected);
  console.log(`Checking ${origin}\n\n${report(checks)}`);
  if (checks.some((c) => !c.ok)) process.exitCode = 1;
}
