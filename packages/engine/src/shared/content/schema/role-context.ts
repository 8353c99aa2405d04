/**
 * The school's roles the content is read with. Conditions are parsed by the schemas, which do not know
 * whose content they read: the content check provides the school's roles (school.yaml) for the time it
 * reads that school's content (tooling/content/check/school-roles.ts), the browser the roles of the content
 * it was built with (content-source.ts), and anything else parses with the defaults. Pure: the provider is set from outside.
 */
import { DEFAULT_ROLES, schoolRoles, type SchoolRoles } from '../../user/roles.ts';

const DEFAULT = schoolRoles(DEFAULT_ROLES);

let provider: () => SchoolRoles | undefined = () => undefined;

/** The roles of the school whose content is being read, else the defaults. */
export function contentRoles(): SchoolRoles {
  return provider() ?? DEFAULT;
}

/** Where contentRoles finds the school's roles (the content check's, for the content it reads). */
export function provideContentRoles(source: () => SchoolRoles | undefined): void {
  provider = source;
}
