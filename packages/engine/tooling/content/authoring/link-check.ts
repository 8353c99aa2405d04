/**
 * Asks each outside address whether it still answers: HEAD first, then GET when the server refuses HEAD;
 * redirects followed by hand so that a permanent move can be reported; every request with its own time
 * limit, all of them within one overall deadline, a few at a time.
 */

export interface LinkCheckOptions {
  /** Time limit for one request, in milliseconds. */
  timeoutMs: number;
  /** Time limit for the whole run, in milliseconds: addresses not answered by then are "not checked". */
  deadlineMs: number;
  /** How many addresses are asked at once. */
  concurrency: number;
}

export const DEFAULT_LINK_CHECK: LinkCheckOptions = { timeoutMs: 10_000, deadlineMs: 120_000, concurrency: 6 };

export type LinkResult =
  /** The address answered with a page (2xx), possibly after redirects. */
  | { kind: 'ok'; status: number; movedTo?: string }
  | { kind: 'status'; status: number }
  | { kind: 'timeout' }
  | { kind: 'unreachable'; code: string }
  | { kind: 'certificate'; code: string }
  | { kind: 'too-many-redirects' }
  | { kind: 'invalid' }
  /** A reserved demo name such as school.example, which never exists. */
  | { kind: 'placeholder' }
  /** The overall deadline passed first. */
  | { kind: 'not-checked' };

const MAX_REDIRECTS = 10;
const PERMANENT = new Set([301, 308]);
const HEADERS = { 'user-agent': 'school-it-portal links (checks that guide links still work)', accept: 'text/html,*/*;q=0.8' };

/** RFC 2606/6761 names that never resolve: the demo content uses them for the school's own sites. */
export function isPlaceholderHost(hostname: string): boolean {
  return /(^|\.)(example|invalid|test)$/i.test(hostname) || /(^|\.)example\.(com|net|org)$/i.test(hostname);
}

/** The address a check is made for: the same page however it is written (a #fragment is never sent). */
export function addressKey(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url;
  }
}

function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
}

const isCertificateCode = (code: string) => /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ERR_TLS|HOSTNAME_MISMATCH/i.test(code);

/** Follows one address with one method to its final answer. */
async function follow(url: string, method: 'HEAD' | 'GET', timeoutMs: number, deadline: AbortSignal): Promise<LinkResult> {
  let current = url;
  let movedTo: string | undefined;
  let stillPermanent = true;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(current, { method, redirect: 'manual', headers: HEADERS, signal: AbortSignal.any([timeout, deadline]) });
    } catch (error) {
      if (deadline.aborted) return { kind: 'not-checked' };
      if (timeout.aborted) return { kind: 'timeout' };
      const code = errorCode(error);
      return isCertificateCode(code) ? { kind: 'certificate', code } : { kind: 'unreachable', code };
    }
    // Only the status matters; the body (of a GET) is never read.
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, current).href;
      if (stillPermanent && PERMANENT.has(response.status)) movedTo = next;
      else stillPermanent = false;
      current = next;
      continue;
    }
    if (response.status >= 200 && response.status < 300)
      return movedTo ? { kind: 'ok', status: response.status, movedTo } : { kind: 'ok', status: response.status };
    return { kind: 'status', status: response.status };
  }
  return { kind: 'too-many-redirects' };
}

/** Checks one address: HEAD, then GET when HEAD was refused or failed with an answer (some servers refuse HEAD). */
export async function checkAddress(
  url: string,
  options: Pick<LinkCheckOptions, 'timeoutMs'>,
  deadline: AbortSignal = new AbortController().signal,
): Promise<LinkResult> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'invalid' };
  }
  if (!/^https?:$/.test(parsed.protocol)) return { kind: 'invalid' };
  if (isPlaceholderHost(parsed.hostname)) return { kind: 'placeholder' };
  const head = await follow(parsed.href, 'HEAD', options.timeoutMs, deadline);
  const refused =
    head.kind === 'status' ||
    head.kind === 'too-many-redirects' ||
    (head.kind === 'unreachable' && /ECONNRESET|UND_ERR_SOCKET|other side closed/i.test(head.code));
  return refused && !deadline.aborted ? follow(parsed.href, 'GET', options.timeoutMs, deadline) : head;
}

/** Checks each address once (however often it is used), `concurrency` at a time, within the deadline. */
export async function checkAddresses(
  urls: Iterable<string>,
  options: LinkCheckOptions = DEFAULT_LINK_CHECK,
): Promise<Map<string, LinkResult>> {
  const queue = [...new Set([...urls].map(addressKey))];
  const results = new Map<string, LinkResult>();
  const deadline = AbortSignal.timeout(options.deadlineMs);
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      results.set(url, deadline.aborted ? { kind: 'not-checked' } : await checkAddress(url, options, deadline));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, queue.length)) }, worker));
  return results;
}
