/**
 * Hosts no school's portal can be on: this machine (the demo's own https://localhost:5173), an address
 * written as digits, and the names kept for examples and tests (RFC 2606 and RFC 6761: example.com,
 * *.example, *.test, *.invalid, *.localhost; and *.local, which only names machines on one network).
 */
const RESERVED_SUFFIXES = ['.example', '.test', '.invalid', '.localhost', '.local'];
const RESERVED_NAMES = ['localhost', 'example.com', 'example.net', 'example.org'];

/** Why `host` cannot be a portal's host, or undefined when it can. */
export function demoHostReason(host: string): string | undefined {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (RESERVED_NAMES.some((r) => name === r || name.endsWith(`.${r}`))) return 'a name kept for examples or for this computer';
  if (RESERVED_SUFFIXES.some((suffix) => name.endsWith(suffix))) return 'a name kept for examples and tests';
  if (/^[\d.]+$/.test(name) || name.includes(':')) return 'an address written as digits';
  return undefined;
}
