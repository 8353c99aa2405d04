/**
 * The caller's address for the audit, from the `X-Forwarded-For` header the Function App's front end sets
 * (with a port, e.g. `203.0.113.7:50123`). Kept whole: a client may send the header itself, and proxies on
 * the way add to it, so the row shows the chain as it arrived and a reader weighs each entry (the one the
 * platform added is the last).
 */
export function clientAddressOf(forwardedFor: string | null): string | undefined {
  const chain = forwardedFor
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .join(', ');
  return chain ? chain.slice(0, 256) : undefined;
}
