/**
 * The school's roles while its content is read: conditions in guides, steps and notices are parsed against
 * them (src/shared/content/schema/role-context.ts). Held per read with AsyncLocalStorage, so two schools'
 * content read at once in one process (tests, the dev server's re-checks) never see each other's roles.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { provideContentRoles } from '../../../src/shared/content/schema/role-context.ts';
import type { SchoolRoles } from '../../../src/shared/user/roles.ts';

const reading = new AsyncLocalStorage<SchoolRoles>();
provideContentRoles(() => reading.getStore());

/** Runs `read` with `roles` as the roles of the content it reads. */
export function withSchoolRoles<T>(roles: SchoolRoles, read: () => T): T {
  return reading.run(roles, read);
}
