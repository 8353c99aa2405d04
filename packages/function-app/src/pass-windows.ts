/**
 * What the function remembers about each person, in one table row (PartitionKey = their object id, RowKey
 * = `window`):
 *  - their pass window (`startedAt`, `endsAt`): at most one pass per window, 10 minutes by default;
 *  - the ID tokens already spent on a pass (`spentTokens`, by `uti`/`jti`): a token is good for one pass;
 *  - the sign-in sessions they signed out of (`signedOutSessions`, by a hash of `sid`, with when): a token
 *    of a session signed out after its sign-in gets no pass, even if it was copied before Sign out.
 * Token ids and sign-outs are kept only while a token they concern could still pass the freshness check
 * (`memorySeconds`), so the row stays small.
 *
 * One row, so that a claim checks all three and takes the window in one atomic write, without a lock: a
 * first claim inserts the row (a second insert gets 409 Conflict), and an existing row is replaced only
 * with its ETag (a concurrent change gets 412 Precondition Failed). Of any number of parallel requests for
 * one person, exactly one wins. Never read-then-write without a condition. Each write carries the claim's
 * random id, so a write tried again after a lost answer recognises its own row instead of refusing it.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { TableClient } from '@azure/data-tables';
import type { StorageCall } from './deadline.ts';
import { storageStatus, type TableSource } from './table-storage.ts';

export interface ClaimRequest {
  userId: string;
  /** The ID token's own id (`uti`, or `jti`): a granted claim spends it. */
  tokenId: string;
  /** The sign-in session the token belongs to (`sid`). */
  sessionId: string;
  /** When the person last authenticated (`auth_time`). */
  authTime: Date;
  now: Date;
}

export type WindowClaim =
  /** The caller may have a pass. `release` frees the window again (when no pass reached them after all). */
  | { granted: true; release: (call: StorageCall) => Promise<void> }
  /** The caller had a pass within the window; the next may be had in this many seconds. */
  | { granted: false; reason: 'too_many_passes'; retryAfterSeconds: number }
  /** This ID token was already spent on a pass. */
  | { granted: false; reason: 'token_spent' }
  /** The person signed out of this token's session after signing in. */
  | { granted: false; reason: 'signed_out' };

/**
 * A claim's write was sent but its answer never came (a time-out, the deadline): storage may still apply it,
 * even after the request has answered. `release` makes sure it cannot hold the window: it frees the row if
 * the write landed, and otherwise changes the row (or writes a free one) so the write, conditional on the
 * row as it was, fails when it lands.
 */
export class UncertainClaimError extends Error {
  override name = 'UncertainClaimError';
  constructor(
    readonly release: (call: StorageCall) => Promise<void>,
    override readonly cause: unknown,
  ) {
    super('A pass window write may still be applied.');
  }
}

export interface PassWindows {
  /** Throws UncertainClaimError when a write of the claim may still land: its `release` is then owed. */
  claim(request: ClaimRequest, call: StorageCall): Promise<WindowClaim>;
  /** Remembers that the person signed out of this session at `now`. Safe to repeat. */
  recordSignOut(request: { userId: string; sessionId: string; now: Date }, call: StorageCall): Promise<void>;
}

export interface PassWindowOptions {
  /** At most one pass per this many seconds. */
  windowSeconds: number;
  /** How long a spent token id or a sign-out is remembered: the oldest sign-in that gets a pass, plus clock tolerance. */
  memorySeconds: number;
}

interface WindowRow {
  partitionKey: string;
  rowKey: string;
  startedAt: Date;
  endsAt: Date;
  /** The claim that holds the window ('' once given back). */
  claimId: string;
  /** JSON: token id -> when it was spent (ms since the epoch). */
  spentTokens: string;
  /** JSON: session key -> when the person signed out of it (ms since the epoch). */
  signedOutSessions: string;
}

type Remembered = Record<string, number>;

/** The row's own fields, without the metadata (ETag, timestamp) a read adds. */
function rowOf({ partitionKey, rowKey, startedAt, endsAt, claimId, spentTokens, signedOutSessions }: WindowRow): WindowRow {
  return { partitionKey, rowKey, startedAt, endsAt, claimId, spentTokens, signedOutSessions };
}

const ROW_KEY = 'window';
/** Rounds of conflict before giving up; each round ends unless the row vanished or changed under us. */
const MAX_ROUNDS = 5;

/** The session id as the row keeps it: a hash, short and of one shape whatever the provider's ids look like. */
export function sessionKey(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex').slice(0, 32);
}

function parseRemembered(text: string | undefined): Remembered {
  try {
    const value = JSON.parse(text ?? '{}') as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).filter((e): e is [string, number] => typeof e[1] === 'number'));
    }
  } catch {
    // A row written by hand or damaged: remember nothing rather than fail every request of this person.
  }
  return {};
}

/** The entries still worth keeping at `now`. */
function recent(remembered: Remembered, now: Date, memoryMs: number): Remembered {
  return Object.fromEntries(Object.entries(remembered).filter(([, at]) => at + memoryMs > now.getTime()));
}

export function tablePassWindows(table: TableSource, { windowSeconds, memorySeconds }: PassWindowOptions): PassWindows {
  const memoryMs = memorySeconds * 1000;

  const readRow = async (client: TableClient, userId: string, call: StorageCall) => {
    try {
      return await call((abortSignal) => client.getEntity<WindowRow>(userId, ROW_KEY, { abortSignal }));
    } catch (error) {
      if (storageStatus(error) === 404) return undefined;
      throw error;
    }
  };

  /** Inserts the row, or replaces it when `etag` is given; false when someone else got there first. */
  const write = async (client: TableClient, row: WindowRow, etag: string | undefined, call: StorageCall) => {
    try {
      const result = await call((abortSignal) =>
        etag === undefined ? client.createEntity(row, { abortSignal }) : client.updateEntity(row, 'Replace', { etag, abortSignal }),
      );
      return result.etag!;
    } catch (error) {
      const status = storageStatus(error);
      if (status === 409 || status === 412 || status === 404) return undefined;
      throw error;
    }
  };

  return {
    async claim({ userId, tokenId, sessionId, authTime, now }, call) {
      const client = await table(call);
      const claimId = randomUUID();
      const session = sessionKey(sessionId);
      const fresh = (previous: WindowRow | undefined): WindowRow => ({
        partitionKey: userId,
        rowKey: ROW_KEY,
        startedAt: now,
        endsAt: new Date(now.getTime() + windowSeconds * 1000),
        claimId,
        spentTokens: JSON.stringify({ ...recent(parseRemembered(previous?.spentTokens), now, memoryMs), [tokenId]: now.getTime() }),
        signedOutSessions: JSON.stringify(recent(parseRemembered(previous?.signedOutSessions), now, memoryMs)),
      });
      const granted = (etag: string, row: WindowRow): WindowClaim => ({
        granted: true,
        release: (releaseCall) => release(client, row, etag, releaseCall),
      });

      let existing = await readRow(client, userId, call);
      for (let round = 0; round < MAX_ROUNDS; round++) {
        if (existing?.claimId === claimId) return granted(existing.etag, rowOf(existing));
        if (existing) {
          const signedOutAt = parseRemembered(existing.signedOutSessions)[session];
          if (signedOutAt !== undefined && signedOutAt >= authTime.getTime()) return { granted: false, reason: 'signed_out' };
          if (parseRemembered(existing.spentTokens)[tokenId] !== undefined) return { granted: false, reason: 'token_spent' };
          const remainingMs = existing.endsAt.getTime() - now.getTime();
          if (remainingMs > 0) return { granted: false, reason: 'too_many_passes', retryAfterSeconds: Math.ceil(remainingMs / 1000) };
        }
        const row = fresh(existing);
        let etag: string | undefined;
        try {
          etag = await write(client, row, existing?.etag, call);
        } catch (error) {
          // No answer: the write may be applied later, when no pass can reach the person any more.
          if (storageStatus(error) === undefined) throw new UncertainClaimError((fenceCall) => fence(client, row, fenceCall), error);
          throw error;
        }
        if (etag !== undefined) return granted(etag, row);
        // Someone else wrote first (or our own write was applied and its answer lost): look again.
        existing = await readRow(client, userId, call);
      }
      // Only reachable under constant churn on one person's row: refuse rather than risk a second pass.
      return { granted: false, reason: 'too_many_passes', retryAfterSeconds: windowSeconds };
    },

    async recordSignOut({ userId, sessionId, now }, call) {
      const client = await table(call);
      const session = sessionKey(sessionId);
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const existing = await readRow(client, userId, call);
        const signedOut = recent(parseRemembered(existing?.signedOutSessions), now, memoryMs);
        if (signedOut[session] !== undefined && signedOut[session] >= now.getTime()) return;
        const row: WindowRow = {
          partitionKey: userId,
          rowKey: ROW_KEY,
          // Without a row, no window is held: it ended when it began.
          startedAt: existing?.startedAt ?? now,
          endsAt: existing?.endsAt ?? now,
          claimId: existing?.claimId ?? '',
          spentTokens: existing?.spentTokens ?? '{}',
          signedOutSessions: JSON.stringify({ ...signedOut, [session]: now.getTime() }),
        };
        if ((await write(client, row, existing?.etag, call)) !== undefined) return;
      }
      throw new Error('The sign-out could not be recorded: the row kept changing.');
    },
  };

  /**
   * Makes sure a claim whose write may still land holds no window: frees the row if it is the claim's; else
   * rewrites the row as it is (or, if there is none, writes one holding no window), so its ETag changes and
   * the claim's write, an insert or a replace conditional on the old ETag, fails (409, 412) should it land
   * later. Keeps what the row remembers; a later claim of someone else's is never touched.
   */
  async function fence(client: TableClient, claimed: WindowRow, call: StorageCall): Promise<void> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const current = await readRow(client, claimed.partitionKey, call);
      if (current?.claimId === claimed.claimId) return release(client, rowOf(current), current.etag, call);
      const unchanged: WindowRow = current ? rowOf(current) : { ...claimed, endsAt: claimed.startedAt, claimId: '' };
      if ((await write(client, unchanged, current?.etag, call)) !== undefined) return;
      // The row changed meanwhile (perhaps the claim's own write landing): look again.
    }
  }

  /**
   * Frees the window our claim took, keeping what the row remembers (the spent token stays spent). Only
   * our own claim, by its id and ETag: a later claim is never touched.
   */
  async function release(client: TableClient, claimed: WindowRow, claimedEtag: string, call: StorageCall): Promise<void> {
    let row: WindowRow | undefined = claimed;
    let etag: string | undefined = claimedEtag;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      if (!row || row.claimId !== claimed.claimId) return;
      const freed: WindowRow = { ...rowOf(row), endsAt: row.startedAt, claimId: '' };
      if ((await write(client, freed, etag, call)) !== undefined) return;
      // Changed meanwhile (a sign-out recorded, or our own release applied): look again.
      const current = await readRow(client, claimed.partitionKey, call);
      row = current;
      etag = current?.etag;
    }
  }
}
