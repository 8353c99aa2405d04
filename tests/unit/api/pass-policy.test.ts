import { describe, expect, it } from 'vitest';
import { USER_ROLE_TEMPLATE_ID } from '../../../packages/function-app/src/directory-roles';
import type { VerifiedCaller } from '../../../packages/function-app/src/id-token';
import { authContextClaimsRequest, memorySeconds, refusalOf, type PassPolicy } from '../../../packages/function-app/src/pass-policy';
import { HELPDESK_ADMIN_ROLE_TEMPLATE_ID, OID } from './fixtures';

const NOW = new Date('2026-11-23T09:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const STUDENTS_GROUP = '6f1e0000-0000-4000-8000-0000000000aa';

const policy: PassPolicy = { signInMaxAgeSeconds: 600, allowedRoles: ['Year7', 'Year8'], allowedGroups: [STUDENTS_GROUP] };

/** A Year 8 student who authenticated a minute ago. */
const student: VerifiedCaller = {
  oid: OID,
  issuedAt: NOW,
  authTime: minutesAgo(1),
  tokenId: 'uti-1',
  sessionId: 'sid-1',
  roles: ['Year8'],
  groups: undefined,
  roleTemplateIds: [USER_ROLE_TEMPLATE_ID],
  authContexts: undefined,
  names: [],
};

describe('who may have a pass', () => {
  it.each<[string, Partial<VerifiedCaller>, Partial<PassPolicy>, ReturnType<typeof refusalOf>]>([
    ['a student who signed in a minute ago', {}, {}, undefined],
    ['a student who signed in exactly 10 minutes ago', { authTime: minutesAgo(10) }, {}, undefined],
    [
      'an old authentication in a freshly issued token (a silent renewal)',
      { authTime: minutesAgo(11), issuedAt: NOW },
      {},
      { reason: 'stale_sign_in', ageSeconds: 660 },
    ],
    [
      'a token without auth_time, uti, sid or wids',
      { authTime: undefined, tokenId: undefined, sessionId: undefined, roleTemplateIds: undefined },
      {},
      { reason: 'claim_missing', claims: ['auth_time', 'uti', 'sid', 'wids'] },
    ],
    ['an authentication in the future', { authTime: new Date(NOW.getTime() + 5 * 60_000) }, {}, { reason: 'signed_in_in_future' }],
    ['a token issued in the future', { issuedAt: new Date(NOW.getTime() + 5 * 60_000) }, {}, { reason: 'signed_in_in_future' }],
    ['a sign-in without the required authentication context', {}, { requiredAuthContext: 'c1' }, { reason: 'auth_context_missing' }],
    [
      'a sign-in with another authentication context',
      { authContexts: ['c2'] },
      { requiredAuthContext: 'c1' },
      { reason: 'auth_context_missing' },
    ],
    ['a sign-in that satisfied the required context', { authContexts: ['c2', 'c1'] }, { requiredAuthContext: 'c1' }, undefined],
    [
      'staff holding an admin role scoped to an administrative unit (wids shows the User role only)',
      { roles: ['Staff'] },
      {},
      { reason: 'not_eligible' },
    ],
    ['a person without any role', { roles: undefined }, {}, { reason: 'not_eligible' }],
    ['a member of an allowed group without an allowed role', { roles: undefined, groups: [STUDENTS_GROUP.toUpperCase()] }, {}, undefined],
    ['an app role that differs only in case', { roles: ['year8'] }, {}, { reason: 'not_eligible' }],
    [
      'an allowed student who also holds a tenant-wide admin role',
      { roleTemplateIds: [USER_ROLE_TEMPLATE_ID, HELPDESK_ADMIN_ROLE_TEMPLATE_ID] },
      {},
      { reason: 'privileged_role', roles: [HELPDESK_ADMIN_ROLE_TEMPLATE_ID] },
    ],
  ])('%s', (_who, caller, policyChanges, refusal) => {
    expect(refusalOf({ ...student, ...caller }, { ...policy, ...policyChanges }, NOW)).toEqual(refusal);
  });

  it('asks for an authentication context with the claims request Entra and MSAL take', () => {
    expect(JSON.parse(authContextClaimsRequest('c1'))).toEqual({ id_token: { acrs: { essential: true, value: 'c1' } } });
  });

  it('remembers spent tokens and sign-outs as long as a token they concern could still pass', () => {
    expect(memorySeconds({ signInMaxAgeSeconds: 600 })).toBeGreaterThanOrEqual(600 + 60);
  });
});
