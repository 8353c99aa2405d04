import { yearOf } from '../../shared/user/roles.ts';
import type { Preview, PreviewDevice } from '../../shared/user/preview.tsx';

const DEVICES: Record<PreviewDevice, string> = { windows: 'Windows', mac: 'a Mac', iphone: 'an iPhone' };

/** Who a role list stands for, in words: "a Year 4 student", "a BasicView user", "staff". */
export function audienceLabel(roles: readonly string[]): string {
  const first = roles[0] ?? '';
  const year = yearOf(first);
  if (year !== null) return `a Year ${year} student`;
  if (roles.includes('Staff')) return 'staff';
  if (roles.includes('BasicView')) return 'a BasicView user';
  return 'a user with no role';
}

/** What a preview shows, e.g. "a Year 4 student on a Mac", or "you on an iPhone" for a device alone. */
export function previewLabel(preview: Preview): string {
  const who = preview.roles ? audienceLabel(preview.roles) : 'you';
  return preview.device ? `${who} on ${DEVICES[preview.device]}` : who;
}
