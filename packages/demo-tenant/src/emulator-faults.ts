/**
 * Faults the end-to-end tests switch on in the Graph emulator (dev and preview servers only, never in the
 * app). They are scoped by a cookie that each test sets in its own browser context, so tests running in
 * parallel against one server never see each other's faults.
 */
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';

export const FAULT_SCOPE_COOKIE = 'graph-emulator-scope';

export const FaultsSchema = z
  .object({
    /** The next student search answers 429 with `Retry-After: 1`, once. */
    search429Once: z.boolean().optional(),
    /** Every student search answers 500. */
    search500: z.boolean().optional(),
    /** Every student search answers 429 with this Retry-After (seconds), e.g. 3600. */
    searchRetryAfterSeconds: z.number().int().min(0).max(86_400).optional(),
    /** Student searches never answer (the connection stays open until the browser gives up). */
    searchHangs: z.boolean().optional(),
    /** The reset POST answers 500. */
    post500: z.boolean().optional(),
    /** The reset POST is applied (the operation starts), then the connection drops before any answer. */
    resetAnswerLost: z.boolean().optional(),
    /** The reset POST answers 202 without a Location header, as a cross-origin answer may look. */
    resetWithoutLocation: z.boolean().optional(),
    /** The reset POST is applied but never answered. */
    resetHangs: z.boolean().optional(),
    /** Polling the reset operation answers 500. */
    poll500: z.boolean().optional(),
    /** The reset operation ends with status `failed`. */
    operationFails: z.boolean().optional(),
    /** The reset operation stays `running` for ever. */
    operationNeverFinishes: z.boolean().optional(),
    /** A pass staff give a student: Graph answers 503 to every call the function makes for it. */
    studentPassGraph503: z.boolean().optional(),
    /** A pass staff give a student: Graph never answers creating it (the function's deadline ends the wait). */
    studentPassCreateHangs: z.boolean().optional(),
  })
  .strict();

export type Faults = z.infer<typeof FaultsSchema>;

export class FaultStore {
  private readonly byScope = new Map<string, Faults>();

  set(scope: string, faults: Faults): void {
    this.byScope.set(scope, { ...faults });
  }

  clear(scope: string): void {
    this.byScope.delete(scope);
  }

  get(scope: string | undefined): Faults {
    return (scope && this.byScope.get(scope)) || {};
  }

  /** Reads a one-shot fault and switches it off. */
  take(scope: string | undefined, fault: 'search429Once'): boolean {
    const faults = scope ? this.byScope.get(scope) : undefined;
    if (!faults?.[fault]) return false;
    faults[fault] = false;
    return true;
  }
}

export function faultScopeOf(req: IncomingMessage): string | undefined {
  const cookies = req.headers.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === FAULT_SCOPE_COOKIE) {
      const value = rest.join('=');
      return /^[\w-]{1,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * Faults of the emulator's app registration endpoints (`school-portal provision`'s). A command line sends
 * no cookie, so these are not scoped: a test sets them on its own emulator's state (DirectoryApps.faults).
 */
export const DirectoryFaultsSchema = z
  .object({
    /** Every change answers 403, as for an account that is no Application Administrator. */
    writesForbidden: z.boolean().optional(),
    /** Admin consent (delegated grants, and application permissions of Graph) answers 403: no Privileged Role Administrator. */
    consentForbidden: z.boolean().optional(),
    /** The next this many requests answer 429 with Retry-After: retryAfterSeconds. */
    throttledRequests: z.number().int().min(0).optional(),
    /** The Retry-After of the throttled answers, in seconds. Default 1. */
    retryAfterSeconds: z.number().int().min(0).max(86_400).optional(),
    /** After this many changes, every change answers 503: a run that stopped half-way. */
    writesFailAfter: z.number().int().min(0).optional(),
  })
  .strict();

export type DirectoryFaults = z.infer<typeof DirectoryFaultsSchema>;
