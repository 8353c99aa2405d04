/**
 * The sign-in `state` comes back from the identity provider's redirect, so it is untrusted input. Only a
 * same-origin path to one of the portal's own routes is followed; anything else goes home.
 */

const HOME = '/';
// A throwaway base: if parsing a candidate changes the origin, the candidate pointed elsewhere.
const BASE = 'https://portal.invalid';

/** Decodes percent-encoding repeatedly (bounded), so `%252F%252F` is seen for what it is. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

export function safeReturnPath(state: string | null | undefined, knownRoutes: ReadonlySet<string>): string {
  if (typeof state !== 'string' || state.length === 0 || state.length > 2048) return HOME;
  const decoded = fullyDecoded(state);
  if (decoded === null) return HOME;
  // Control characters, whitespace and backslashes have no place in our paths and fool some URL parsers.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s\\]/.test(decoded)) return HOME;
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return HOME;
  let url: URL;
  try {
    url = new URL(state, BASE);
  } catch {
    return HOME;
  }
  if (url.origin !== BASE) return HOME;
  // Only canonical paths: anything the parser had to rewrite (dot segments, encodings) is not one of ours.
  if (url.pathname !== state.split(/[?#]/, 1)[0]) return HOME;
  if (!knownRoutes.has(url.pathname)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
