/**
 * The demo tenant's directory: every account the local sign-in page accepts and the Graph emulator knows.
 * One module on purpose, so later features (student search, password reset, temporary access passes)
 * extend the same data.
 */

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
}

const oid = (n: number): string => `0d3a0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const demoAccounts: readonly DemoAccount[] = [
  { oid: oid(1), username: 'ava.nguyen@school.example', displayName: 'Ava Nguyen', roles: ['Year8'], hasPhoto: true, photoColour: '#1d6b57' },
  { oid: oid(2), username: 'leo.martin@school.example', displayName: 'Leo Martin', roles: ['Year4'], hasPhoto: false },
  { oid: oid(3), username: 'zoe.patel@school.example', displayName: 'Zoe Patel', roles: ['Year6'], hasPhoto: true, photoColour: '#7a3e9d' },
  { oid: oid(4), username: 'ethan.lee@school.example', displayName: 'Ethan Lee', roles: ['Year12'], hasPhoto: false },
  { oid: oid(5), username: 'mia.brown@school.example', displayName: 'Mia Brown', roles: ['BasicView'], hasPhoto: false },
  { oid: oid(6), username: 'olivia.chen@school.example', displayName: 'Olivia Chen', roles: ['Staff'], hasPhoto: true, photoColour: '#9c4a1a' },
  { oid: oid(7), username: 'james.wilson@school.example', displayName: 'James Wilson', roles: ['Staff'], hasPhoto: false },
  { oid: oid(8), username: 'noah.smith@school.example', displayName: 'Noah Smith', hasPhoto: false },
];

export function findAccountByUsername(username: string): DemoAccount | undefined {
  const wanted = username.trim().toLowerCase();
  return demoAccounts.find((a) => a.username === wanted);
}

export function findAccountById(id: string): DemoAccount | undefined {
  return demoAccounts.find((a) => a.oid === id);
}
