/**
 * The demo tenant's directory: every account the local sign-in page accepts and the Graph emulator knows.
 * One module on purpose, so later features (student search, password reset, temporary access passes)
 * extend the same data.
 */

import { otherUsers } from './directory-students.ts';

export interface DemoAccount {
  /** Object id, as Entra's `oid` claim (made-up GUIDs). */
  oid: string;
  /** What a visitor types on the sign-in page; becomes `preferred_username`. */
  username: string;
  displayName: string;
  /** App roles for the `roles` claim; `undefined` means the claim is absent. */
  roles?: string[];
  /** Whether the Graph emulator has a profile photo for this account. */
  hasPhoto: boolean;
  /** Background colour of the generated photo. */
  photoColour?: string;
  /** Licences assigned to the account (the student or staff SKU). */
  skuIds: string[];
  /** Entra directory roles assigned tenant-wide (in `wids`); only these staff may reset any student's password. */
  directoryRoles?: string[];
  /** Entra directory roles scoped to an administrative unit (never in `wids`): for its members only. */
  scopedRoles?: { role: string; administrativeUnitId: string }[];
  /** The year level in the directory's `department`, as for the seeded students. */
  department?: string;
}

/** The licence that marks a user as a student (the demo value of school.yaml's `passwordReset.studentLicenceSkuId`). */
export const DEMO_STUDENT_SKU_ID = '5a1e0000-0000-4000-8000-00000000c0de';
/** The staff licence: staff must never show up in a student search. */
export const DEMO_STAFF_SKU_ID = '5a1e0000-0000-4000-8000-00000000057a';

const oid = (n: number): string => `0d3a0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const demoAccounts: readonly DemoAccount[] = [
  {
    oid: oid(1),
    username: 'ava.nguyen@school.example',
    displayName: 'Ava Nguyen',
    department: 'Year 8',
    roles: ['Year8'],
    hasPhoto: true,
    photoColour: '#1d6b57',
    skuIds: [DEMO_STUDENT_SKU_ID],
  },
  {
    oid: oid(2),
    username: 'leo.martin@school.example',
    displayName: 'Leo Martin',
    department: 'Year 4',
    roles: ['Year4'],
    hasPhoto: false,
    skuIds: [DEMO_STUDENT_SKU_ID],
  },
  {
    oid: oid(3),
    username: 'zoe.patel@school.example',
    displayName: 'Zoe Patel',
    department: 'Year 6',
    roles: ['Year6'],
    hasPhoto: true,
    photoColour: '#7a3e9d',
    skuIds: [DEMO_STUDENT_SKU_ID],
  },
  {
    oid: oid(4),
    username: 'ethan.lee@school.example',
    displayName: 'Ethan Lee',
    department: 'Year 12',
    roles: ['Year12'],
    hasPhoto: false,
    skuIds: [DEMO_STUDENT_SKU_ID],
  },
  {
    oid: oid(5),
    username: 'mia.brown@school.example',
    displayName: 'Mia Brown',
    roles: ['BasicView'],
    hasPhoto: false,
    skuIds: [DEMO_STUDENT_SKU_ID],
  },
  {
    oid: oid(6),
    username: 'olivia.chen@school.example',
    displayName: 'Olivia Chen',
    // IT support: the Function App's default REPORTS_WORDS_ROLES, so she reads what people typed in reports.
    roles: ['Staff', 'ITSupport'],
    hasPhoto: true,
    photoColour: '#9c4a1a',
    directoryRoles: ['Helpdesk Administrator'],
    skuIds: [DEMO_STAFF_SKU_ID],
  },
  {
    oid: oid(7),
    username: 'james.wilson@school.example',
    displayName: 'James Wilson',
    roles: ['Staff'],
    hasPhoto: false,
    skuIds: [DEMO_STAFF_SKU_ID],
  },
  { oid: oid(8), username: 'noah.smith@school.example', displayName: 'Noah Smith', hasPhoto: false, skuIds: [] },
];

export function findAccountByUsername(username: string): DemoAccount | undefined {
  const wanted = username.trim().toLowerCase();
  return demoAccounts.find((a) => a.username === wanted);
}

export function findAccountById(id: string): DemoAccount | undefined {
  return demoAccounts.find((a) => a.oid === id);
}

/** A user as the Graph emulator's `/users` sees it: the sign-in accounts plus the other people in the school. */
export interface DirectoryUser {
  id: string;
  displayName: string;
  userPrincipalName: string;
  skuIds: readonly string[];
  department?: string;
  jobTitle?: string;
  /** Administrative units the user is a member of. */
  administrativeUnitIds?: readonly string[];
}

export const directoryUsers: readonly DirectoryUser[] = [
  ...demoAccounts.map((a) => ({
    id: a.oid,
    displayName: a.displayName,
    userPrincipalName: a.username,
    skuIds: a.skuIds,
    ...(a.department ? { department: a.department } : {}),
  })),
  ...otherUsers(DEMO_STUDENT_SKU_ID, DEMO_STAFF_SKU_ID),
];

export function findDirectoryUser(id: string): DirectoryUser | undefined {
  const wanted = id.toLowerCase();
  return directoryUsers.find((u) => u.id === wanted);
}

/**
 * Whether this account holds an Entra role that lets it reset this user's password: a tenant-wide role,
 * or one scoped to an administrative unit the user belongs to (without a user: any such role at all).
 */
export function canResetPasswords(
  account: Pick<DemoAccount, 'directoryRoles' | 'scopedRoles'>,
  user?: Pick<DirectoryUser, 'administrativeUnitIds'>,
): boolean {
  if ((account.directoryRoles ?? []).length > 0) return true;
  const units = (account.scopedRoles ?? []).map((r) => r.administrativeUnitId);
  if (!user) return units.length > 0;
  return units.some((unit) => user.administrativeUnitIds?.includes(unit));
}
