/**
 * The pass function: `GET createTempAccessPass` creates a one-time Temporary Access Pass for the person
 * whose ID token is sent, and `POST signOut` tells it that a sign-in session has ended (204, no body), so
 * no token of that session gets a pass afterwards.
 */
import type { CommonRefusal, Refusal, WaitRefusal } from './refusals.ts';

/** The lifetimes a pass may have, in minutes (Entra's own bounds): the Function App's TAP_LIFETIME_MINUTES. */
export const PASS_LIFETIME_MINUTES = { min: 10, max: 43_200, default: 60 } as const;

/** A pass was created: shown to the person once, counted down for its lifetime. */
export interface PassAnswer {
  temporaryAccessPass: string;
  lifetimeInMinutes: number;
}

/** The person authenticated too long ago: sign in again, with `claims` when an authentication context is required. */
export interface StaleSignInRefusal extends Refusal<'stale_sign_in'> {
  maxAgeSeconds: number;
  /** The claims request to sign in again with (`{"id_token":{"acrs":{"essential":true,"value":"c1"}}}`), as MSAL's `claims` takes it. */
  claims?: string;
}

/** The sign-in did not satisfy the required authentication context: sign in again with this claims request. */
export interface InsufficientClaimsRefusal extends Refusal<'insufficient_claims'> {
  claims: string;
}

/** The token lacks claims the app registration must add (`auth_time`, `uti`, `sid`, `wids`): they are named. */
export interface ClaimMissingRefusal extends Refusal<'claim_missing'> {
  claims: string[];
}

export type PassRefusal =
  | CommonRefusal
  | StaleSignInRefusal
  | InsufficientClaimsRefusal
  | ClaimMissingRefusal
  | Refusal<'signed_out' | 'token_spent' | 'not_eligible' | 'privileged_role' | 'graph_failed'>
  | WaitRefusal<'too_many_passes'>;

/** Sign out needs the token's session (`sid`); anything else is refused as any route refuses. */
export type SignOutRefusal = CommonRefusal | ClaimMissingRefusal;
