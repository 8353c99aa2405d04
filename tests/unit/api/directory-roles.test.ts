import { describe, expect, it } from 'vitest';
import {
  GUEST_USER_ROLE_TEMPLATE_ID,
  privilegedRoleIds,
  RESTRICTED_GUEST_USER_ROLE_TEMPLATE_ID,
  USER_ROLE_TEMPLATE_ID,
} from '../../../packages/function-app/src/directory-roles';

const GLOBAL_ADMIN = '62e90394-69f5-4237-9190-012177145e10';
const HELPDESK_ADMIN = '729827e3-9c14-49f7-bb1b-9608f156bbb8';
const SOME_FUTURE_ROLE = '00000000-1111-4222-8333-444444444444';

describe('privileged directory roles (wids)', () => {
  it.each([
    ['a student (the User role only)', [USER_ROLE_TEMPLATE_ID], []],
    ['a guest', [GUEST_USER_ROLE_TEMPLATE_ID], []],
    ['a restricted guest', [RESTRICTED_GUEST_USER_ROLE_TEMPLATE_ID], []],
    ['the User role in capitals', [USER_ROLE_TEMPLATE_ID.toUpperCase()], []],
    ['a Helpdesk Administrator', [USER_ROLE_TEMPLATE_ID, HELPDESK_ADMIN], [HELPDESK_ADMIN]],
    ['a Global Administrator', [GLOBAL_ADMIN, USER_ROLE_TEMPLATE_ID], [GLOBAL_ADMIN]],
    ['a role added to Entra after this was written', [USER_ROLE_TEMPLATE_ID, SOME_FUTURE_ROLE], [SOME_FUTURE_ROLE]],
  ])('%s', (_who, wids, privileged) => {
    expect(privilegedRoleIds(wids)).toEqual(privileged);
  });
});
