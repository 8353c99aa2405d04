/**
 * The school whose content is being read: its roles and its devices (school.yaml). Conditions and device
 * lists are parsed by the schemas, which do not know whose content they read: the content check provides
 * the school's (tooling/content/check/school-context.ts) for the time it reads that school's content, the
 * browser those of the content it was built with (content-source.ts), and anything else reads with the
 * defaults. Pure: the provider is set from outside.
 */
import { DEFAULT_DEVICES, type DeviceName } from '../../user/devices.ts';
import { DEFAULT_ROLES, schoolRoles, type SchoolRoles } from '../../user/roles.ts';

export interface ContentSchool {
  roles: SchoolRoles;
  devices: readonly DeviceName[];
}

const DEFAULT: ContentSchool = { roles: schoolRoles(DEFAULT_ROLES), devices: DEFAULT_DEVICES };

let provider: () => ContentSchool | undefined = () => undefined;

/** The roles of the school whose content is being read, else the defaults. */
export function contentRoles(): SchoolRoles {
  return (provider() ?? DEFAULT).roles;
}

/** The devices of the school whose content is being read, else the defaults. */
export function contentDevices(): readonly DeviceName[] {
  return (provider() ?? DEFAULT).devices;
}

/** Where contentRoles and contentDevices find the school (the content check's, for the content it reads). */
export function provideContentSchool(source: () => ContentSchool | undefined): void {
  provider = source;
}
