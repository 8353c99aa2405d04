/**
 * The demo accounts' Entra directory roles as the `wids` claim carries them: role template ids, which are
 * the same in every tenant (Microsoft's "Microsoft Entra built-in roles" reference). Every member also holds
 * the implicit "User" role, so every demo ID token has `wids`, as Entra's do once the app registration asks
 * for directory roles.
 */
import { USER_ROLE_TEMPLATE_ID } from '@school-it-portal/function-app/src/directory-roles.ts';
import type { DemoAccount } from './directory.ts';

/** Template ids of the roles a demo account may hold (those that can reset passwords, and Global Administrator). */
export const ROLE_TEMPLATE_IDS: Readonly<Record<string, string>> = {
  'Global Administrator': '62e90394-69f5-4237-9190-012177145e10',
  'Privileged Authentication Administrator': '7be44c8a-adaf-4e2a-84d6-ab2649e08a13',
  'Authentication Administrator': 'c4e39bd9-1100-46d3-8c65-fb160da0071f',
  'User Administrator': 'fe930be7-5e62-47db-91af-98c3a49a38b1',
  'Helpdesk Administrator': '729827e3-9c14-49f7-bb1b-9608f156bbb8',
  'Password Administrator': '966707d0-3269-4727-9be2-8c3a10f19b9d',
};

/** The account's `wids` claim: the User role, then its directory roles. */
export function widsClaim(account: Pick<DemoAccount, 'displayName' | 'directoryRoles'>): string[] {
  return [
    USER_ROLE_TEMPLATE_ID,
    ...(account.directoryRoles ?? []).map((role) => {
      const id = ROLE_TEMPLATE_IDS[role];
      if (!id) throw new Error(`${account.displayName} holds "${role}", which directory-roles.ts has no template id for.`);
      return id;
    }),
  ];
}
