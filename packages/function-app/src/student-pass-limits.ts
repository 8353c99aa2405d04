/**
 * The limits on passes staff give students, in one table (`StudentPassLimits`), each a conditional write
 * so that many requests at once cannot pass a limit (a first insert gets 409 Conflict to a second; a row is
 * replaced only with its ETag, 412 Precondition Failed otherwise), as pass-windows.ts does:
 *  - per student (PartitionKey `student_<oid>`): one pass per window (`studentWindowSeconds`);
 *  - per staff member (PartitionKey `staff_<oid>`): at most `staffPerHour` passes in any hour.
 * A claim takes both, the student's first; when no pass reached anyone after all (Graph failed, or the
 * deadline passed), `release` gives back this claim's share of each, by its own id, and nothing else.
 */
import { randomUUID } from 'node:crypto';
import type { TableClient } from '@azure/data-tables';
import type { StorageCall } from './deadline.ts';
import { storageStatus, type TableSource } from './table-storage.ts';

export const STUDENT_PASS_LIMITS_TABLE = 'StudentPassLimits';

export interface StudentPassLimitOptions {
  /** One pass per student in this many seconds. */
  studentWindowSeconds: number;
  /** Passes one staff member may give in any hour. */
  staffPerHour: number;
}

export type LimitClaim =
  | { granted: true; release: (call: StorageCall) => Promise<void> }
  | { granted: false; reason: 'student_has_pass' | 'staff_pass_limit'; retryAfterSeconds: number };

export interface StudentPassLimits {
  claim(request: { staffId: string; studentId: string; now: Date }, call: StorageCall): Promise<LimitClaim>;
}

interface Row {
  partitionKey: string;
  rowKey: string;
  /** JSON: claim id -> when it was taken (ms since the epoch). */
  claims: string;
}

const ROW_KEY = 'limit';
const HOUR_MS = 60 * 60 * 1000;
/** Rounds of conflict before giving up (refusing: never risk passing a limit). */
const MAX_ROUNDS = 5;

function parseClaims(text: string | undefined): Record<string, number> {
  try {
    const value = JSON.parse(text ?? '{}') as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).filter((e): e is [string, number] => typeof e[1] === 'number'));
    }
  } catch {
    // A damaged row: remember nothing rather than refuse every request for this person.
  }
  return {};
}

type Decision = { claims: Record<string, number> } | { refuseForSeconds: number };

export function tableStudentPassLimits(
  table: TableSource,
  { studentWindowSeconds, staffPerHour }: StudentPassLimitOptions,
): StudentPassLimits {
  const read = async (client: TableClient, partitionKey: string, call: StorageCall) => {
    try {
      return await call((abortSignal) => client.getEntity<Row>(partitionKey, ROW_KEY, { abortSignal }));
    } catch (error) {
      if (storageStatus(error) === 404) return undefined;
      throw error;
    }
  };

  /** Changes one row by `decide`, atomically; the refusal's wait, or undefined once written. */
  async function change(
    client: TableClient,
    partitionKey: string,
    decide: (claims: Record<string, number>) => Decision,
    call: StorageCall,
  ): Promise<number | undefined> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const existing = await read(client, partitionKey, call);
      const decision = decide(parseClaims(existing?.claims));
      if ('refuseForSeconds' in decision) return decision.refuseForSeconds;
      const row: Row = { partitionKey, rowKey: ROW_KEY, claims: JSON.stringify(decision.claims) };
      try {
        await call((abortSignal) =>
          existing === undefined
            ? client.createEntity(row, { abortSignal })
            : client.updateEntity(row, 'Replace', { etag: existing.etag, abortSignal }),
        );
        return undefined;
      } catch (error) {
        const status = storageStatus(error);
        if (status !== 409 && status !== 412 && status !== 404) throw error;
        // Someone else wrote first (or our own write landed and its answer was lost): look again.
      }
    }
    return Math.ceil(HOUR_MS / 1000);
  }

  return {
    async claim({ staffId, studentId, now }, call) {
      const client = await table(call);
      const claimId = randomUUID();
      const at = now.getTime();
      const studentKey = `student_${studentId}`;
      const staffKey = `staff_${staffId}`;
      const windowMs = studentWindowSeconds * 1000;

      const studentWait = await change(
        client,
        studentKey,
        (claims) => {
          if (claims[claimId] !== undefined) return { claims };
          const live = Object.values(claims).filter((t) => t + windowMs > at);
          if (live.length > 0) return { refuseForSeconds: Math.ceil((Math.max(...live) + windowMs - at) / 1000) };
          return { claims: { [claimId]: at } };
        },
        call,
      );
      if (studentWait !== undefined) return { granted: false, reason: 'student_has_pass', retryAfterSeconds: studentWait };

      const release = async (releaseCall: StorageCall) => {
        const without = (claims: Record<string, number>): Decision => {
          return { claims: Object.fromEntries(Object.entries(claims).filter(([id]) => id !== claimId)) };
        };
        await change(client, studentKey, without, releaseCall);
        await change(client, staffKey, without, releaseCall);
      };

      let staffWait: number | undefined;
      try {
        staffWait = await change(
          client,
          staffKey,
          (claims) => {
            if (claims[claimId] !== undefined) return { claims };
            const lastHour = Object.entries(claims).filter(([, t]) => t + HOUR_MS > at);
            if (lastHour.length >= staffPerHour) {
              const oldest = Math.min(...lastHour.map(([, t]) => t));
              return { refuseForSeconds: Math.max(1, Math.ceil((oldest + HOUR_MS - at) / 1000)) };
            }
            return { claims: { ...Object.fromEntries(lastHour), [claimId]: at } };
          },
          call,
        );
      } catch (error) {
        await release(call).catch(() => {});
        throw error;
      }
      if (staffWait !== undefined) {
        await release(call);
        return { granted: false, reason: 'staff_pass_limit', retryAfterSeconds: staffWait };
      }
      return { granted: true, release };
    },
  };
}
