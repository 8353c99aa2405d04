import { personKind, type SchoolRoles } from '../../shared/user/roles.ts';
import type { Preview } from '../../shared/user/preview.tsx';
import {
  DEVICE_LABELS,
  DEVICE_NOUNS,
  hasTwoWaySwitch,
  readingDevices,
  type DeviceName,
  type DeviceOwner,
} from '../../shared/user/devices.ts';

/** Who a role list stands for, in words, by the school's roles: "a Year 4 student", "a BasicView user", "staff". */
export function audienceLabel(roles: readonly string[], schoolRoles: SchoolRoles): string {
  const person = personKind(schoolRoles, roles);
  switch (person.kind) {
    case 'year':
      return `a ${person.label} student`;
    case 'staff':
      return schoolRoles.staff.length > 1 ? `staff (${person.role})` : 'staff';
    case 'other':
      return `a ${person.role} user`;
    case 'none':
      return 'a user with no role';
  }
}

/** What a preview shows, e.g. "a Year 4 student on a Mac", or "you on an iPhone" for a device alone. */
export function previewLabel(preview: Preview, schoolRoles: SchoolRoles): string {
  const who = preview.roles ? audienceLabel(preview.roles, schoolRoles) : 'you';
  const on = preview.device ? `${who} on ${preview.device === 'windows' ? 'Windows' : DEVICE_NOUNS[preview.device]}` : who;
  return preview.owner ? `${on}, ${OWNER_WORDS[preview.owner]}` : on;
}

/** Whose device a preview is on, in the banner's words. */
const OWNER_WORDS: Record<DeviceOwner, string> = { school: 'on a school device', own: 'on their own device' };

/** Whose device a staff member can preview as, after keeping this browser's answer. */
export function previewOwners(): { value: DeviceOwner | 'own-answer'; label: string }[] {
  return [
    { value: 'own-answer', label: 'As answered on this browser' },
    { value: 'school', label: 'The school (a school device)' },
    { value: 'own', label: 'Them (their own device)' },
  ];
}

/** What a staff member can preview as: the school's year levels, its staff roles, its other roles, and no role. */
export function previewAudiences(schoolRoles: SchoolRoles): { value: string; label: string; roles: string[] }[] {
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const option = (role: string) => ({ value: role, label: capital(audienceLabel([role], schoolRoles)), roles: [role] });
  return [
    ...schoolRoles.years.map((y) => option(y.role)),
    ...schoolRoles.staff.map(option),
    ...schoolRoles.others.map(option),
    { value: 'none', label: 'Someone with no role', roles: [''] },
  ];
}

/** The devices a staff member can preview on (readingDevices), after keeping the header's choice. */
export function previewDevices(school: readonly DeviceName[]): { value: DeviceName | 'own'; label: string }[] {
  return [
    { value: 'own', label: hasTwoWaySwitch(school) ? 'As the Windows/Mac switch says' : 'As chosen at the top of the page' },
    ...readingDevices(school).map((d) => ({ value: d, label: DEVICE_LABELS[d] })),
  ];
}
