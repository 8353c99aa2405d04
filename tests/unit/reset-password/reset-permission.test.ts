import { describe, expect, it, vi } from 'vitest';
import type { GraphClient } from '../../../packages/engine/src/shared/graph/graph-client';
import { GraphError } from '../../../packages/engine/src/shared/graph/graph-error';
import {
  checkResetPermission,
  resetPermissionOf,
  roleAssignmentsPath,
  type ResetPermission,
} from '../../../packages/engine/src/features/reset-password/reset-permission';

const OID = '0d3a0000-0000-4000-8000-000000000007';
const USER_ROLE = 'a0b1b346-4d3e-4e8b-98f8-753987be4970';
const HELPDESK = '729827e3-9c14-49f7-bb1b-9608f156bbb8';
const PASSWORD_ADMIN = '966707d0-3269-4727-9be2-8c3a10f19b9d';
const GLOBAL_READER = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';
const CUSTOM = '11111111-2222-4333-8444-555555555555';
const at = (roleDefinitionId: string, directoryScopeId = '/') => ({ roleDefinitionId, directoryScopeId });
const answer = (...value: unknown[]) => ({ value });

describe('who may reset passwords, from Graph and wids', () => {
  it.each<[string, unknown, string[], ResetPermission]>([
    ['a tenant-wide role in wids, whatever Graph says', undefined, [USER_ROLE, HELPDESK], 'allStudents'],
    ['a tenant-wide reset role from Graph', answer(at(PASSWORD_ADMIN)), [USER_ROLE], 'allStudents'],
    ['a tenant-wide role beside a scoped one', answer(at(HELPDESK, '/administrativeUnits/au1'), at(HELPDESK)), [], 'allStudents'],
    [
      'a role scoped to an administrative unit only (never in wids)',
      answer(at(HELPDESK, '/administrativeUnits/au1')),
      [USER_ROLE],
      'someStudents',
    ],
    ['no role at all', answer(), [USER_ROLE], 'none'],
    ['only roles that cannot reset', answer(at(GLOBAL_READER)), [USER_ROLE], 'unknown'],
    ['a custom role, which the portal cannot judge', answer(at(CUSTOM, '/administrativeUnits/au1')), [USER_ROLE], 'unknown'],
    ['an answer without a list', { error: 'x' }, [USER_ROLE], 'unknown'],
    ['an upper-case template id', answer(at(HELPDESK.toUpperCase())), [], 'allStudents'],
  ])('%s', (_what, body, wids, expected) => {
    expect(resetPermissionOf(body, wids)).toBe(expected);
  });

  it("asks for the person's own assignments, percent-encoded, and refuses an id that is not a GUID", () => {
    expect(roleAssignmentsPath(OID)).toBe(
      `/roleManagement/directory/roleAssignments?$filter=principalId%20eq%20'${OID}'&$select=roleDefinitionId%2CdirectoryScopeId`,
    );
    expect(() => roleAssignmentsPath("x' or 1 eq 1")).toThrow();
  });

  it('is unknown when Graph refuses, fails or does not answer in time', async () => {
    const refusing: GraphClient = { request: vi.fn().mockRejectedValue(new GraphError(403, 'Authorization_RequestDenied', 'no')) };
    await expect(checkResetPermission(refusing, OID, [USER_ROLE])).resolves.toBe('unknown');
    const hanging: GraphClient = {
      request: vi.fn(
        (_path: string, { signal }: { signal?: AbortSignal }) =>
          new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error))),
      ),
    };
    await expect(checkResetPermission(hanging, OID, [USER_ROLE], undefined, 20)).resolves.toBe('unknown');
  });

  it('asks with the role-reading scope only', async () => {
    const request = vi.fn<GraphClient['request']>().mockResolvedValue(new Response(JSON.stringify(answer()), { status: 200 }));
    await expect(checkResetPermission({ request }, OID, [USER_ROLE])).resolves.toBe('none');
    expect(request.mock.calls[0]![1].scopes).toEqual(['RoleManagement.Read.Directory']);
  });
});
