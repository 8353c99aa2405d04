/**
 * The portal's app registration, worked out from the site's configuration: one file an administrator
 * reviews (`school-portal registration` writes it) and `school-portal provision` applies. Pure: the same
 * configuration always gives the same file, so writing it again shows no change.
 */
import { OPENID_SCOPES, protectedResources } from '../../src/shared/config/auth-config.ts';
import { DEMO_CLIENT_ID, DEMO_TENANT_ID, REDIRECT_BRIDGE_PATH } from '../../src/shared/config/demo-tenant.ts';
import type { SchoolConfig } from '../../src/shared/content/schema/school.ts';
import { DEFAULT_ROLES, schoolRoles } from '../../src/shared/user/roles.ts';
import { demoHostReason } from './demo-host.ts';
import {
  FUNCTION_APP_PERMISSIONS,
  GRAPH_APP_ID,
  GRAPH_APPLICATION_PERMISSION_IDS,
  GRAPH_DELEGATED_PERMISSION_IDS,
  STUDENT_PASS_TOOL_PERMISSIONS,
} from './graph-permissions.ts';
import { RegistrationError, type RegistrationProblem } from './registration-errors.ts';
import { appRoleId } from './role-ids.ts';

/** How provision finds the application again: Graph's alternate key for an application, set when it is created. */
export const APP_UNIQUE_NAME = 'school-it-portal';

/** MSAL adds this to every sign-in against Entra ID (for a refresh token), beside the scopes the portal names. */
const MSAL_DEFAULT_SCOPES = ['offline_access'];

/**
 * The optional ID token claims the Function App decides a pass by (its README, "The claims the decision
 * needs"): when the person last authenticated, and their sign-in session (for Sign out); `acrs`, the
 * authentication contexts a sign-in satisfied, only when a pass needs one.
 */
const ID_TOKEN_CLAIMS = ['auth_time', 'sid'] as const;
const AUTH_CONTEXT_CLAIM = 'acrs';

/** The address the dev server serves the portal on, for a `--dev` registration. */
export const DEV_ORIGIN = 'https://localhost:5173';

/** Entra refuses an app role value longer than this (Graph's appRole resource). */
export const ROLE_VALUE_MAX = 120;
/** The characters Entra allows in an app role value (no spaces); it may not start with a dot. */
const ROLE_VALUE = /^[A-Za-z0-9!#$%&'()*+,\-./:;<=>?@[\]^_`{|}~]+$/;

export interface RegistrationInput {
  school: SchoolConfig;
  /** The screens the site's guides name (`tool:` in guide.yaml): `student-pass` needs more of the Function App. */
  tools: readonly string[];
  /** A registration for testing against the real tenant from the dev server (https://localhost:5173) instead. */
  dev?: boolean;
}

export interface AppRole {
  id: string;
  value: string;
  displayName: string;
  description: string;
  allowedMemberTypes: ['User'];
  isEnabled: true;
}

export interface ResourceAccess {
  id: string;
  type: 'Scope' | 'Role';
}

export interface OptionalClaim {
  name: string;
  source: null;
  essential: false;
  additionalProperties: [];
}

/** The Graph `application` the portal is, as `POST /applications` takes it. */
export interface ApplicationManifest {
  displayName: string;
  uniqueName: string;
  signInAudience: 'AzureADMyOrg';
  isFallbackPublicClient: false;
  spa: { redirectUris: string[] };
  web: { redirectUris: []; implicitGrantSettings: { enableAccessTokenIssuance: false; enableIdTokenIssuance: false } };
  requiredResourceAccess: { resourceAppId: string; resourceAccess: ResourceAccess[] }[];
  appRoles: AppRole[];
  optionalClaims: { idToken: OptionalClaim[]; accessToken: []; saml2Token: [] };
  groupMembershipClaims: string;
}

export interface Permission {
  name: string;
  id: string;
}

/** Everything provision does, in one reviewed file. */
export interface AppRegistration {
  application: ApplicationManifest;
  /** The delegated Graph permissions granted for the whole tenant (admin consent), by name. */
  adminConsent: { resourceAppId: string; scopes: string[] };
  /** The group each app role is assigned to (display name or object id), from school.yaml's deploy.roleGroups. */
  roleGroups: Record<string, string>;
  /** The Graph application permissions the Function App's identity needs. */
  functionApp: { principalId: string | null; resourceAppId: string; permissions: Permission[] };
}

/** Every scope the portal's code asks MSAL for, with Graph's own spelling, in a fixed order. */
export function requestedScopes(): string[] {
  const asked = [...OPENID_SCOPES, ...MSAL_DEFAULT_SCOPES, ...Object.values(protectedResources).flatMap((r) => r.scopes)];
  const names = Object.keys(GRAPH_DELEGATED_PERMISSION_IDS);
  const scopes: string[] = [];
  for (const scope of asked) {
    const name = names.find((n) => n.toLowerCase() === scope.toLowerCase());
    if (!name) throw new Error(`The portal asks for the scope ${scope}, which graph-permissions.ts has no id for: add Graph's id there.`);
    if (!scopes.includes(name)) scopes.push(name);
  }
  return scopes;
}

function roleDescription(kind: 'staff' | 'year' | 'other', words: string, school: string): string {
  if (kind === 'staff') return `Staff of ${school}: the staff tools, and previewing the portal as anyone.`;
  if (kind === 'year') return `Students in ${words} at ${school}: the guides for their year.`;
  return `Accounts the portal's guides name as ${words}.`;
}

function appRoles(school: SchoolConfig): AppRole[] {
  const roles = schoolRoles(school.roles ?? DEFAULT_ROLES);
  const entries: [string, string, 'staff' | 'year' | 'other'][] = [
    ...roles.staff.map((value): [string, string, 'staff'] => [value, value, 'staff']),
    ...roles.years.map((y): [string, string, 'year'] => [y.role, y.label, 'year']),
    ...roles.others.map((value): [string, string, 'other'] => [value, value, 'other']),
  ];
  return entries.map(([value, words, kind]) => ({
    id: appRoleId(value),
    value,
    displayName: words,
    description: roleDescription(kind, words, school.school.name),
    allowedMemberTypes: ['User'],
    isEnabled: true,
  }));
}

function roleProblems(roles: readonly AppRole[], roleGroups: Record<string, string>): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  const seen = new Set<string>();
  for (const { value } of roles) {
    if (seen.has(value.toLowerCase()))
      problems.push({
        code: 'duplicate-role',
        message: `The role ${value} is named twice in school.yaml's roles: an app role has one value.`,
      });
    seen.add(value.toLowerCase());
    if (value.length > ROLE_VALUE_MAX)
      problems.push({
        code: 'role-value-refused',
        message: `The role ${value.slice(0, 20)}... is ${value.length} characters long: Entra takes at most ${ROLE_VALUE_MAX}. Use a shorter value.`,
      });
    else if (!ROLE_VALUE.test(value) || value.startsWith('.'))
      problems.push({
        code: 'role-value-refused',
        message: `The role "${value}" would be refused by Entra: write letters and digits with no spaces${value.startsWith('.') ? ', not starting with a dot' : ''}, e.g. ${value.replace(/[^A-Za-z0-9]/g, '') || 'Year7'}.`,
      });
  }
  for (const role of Object.keys(roleGroups)) {
    if (!roles.some((r) => r.value === role))
      problems.push({
        code: 'unknown-role-group',
        message: `deploy.roleGroups names ${role}, which is not one of school.yaml's roles (${roles.map((r) => r.value).join(', ')}).`,
      });
  }
  return problems;
}

function hostProblems(host: string | undefined, dev: boolean): RegistrationProblem[] {
  if (dev) return [];
  if (!host)
    return [
      {
        code: 'no-host',
        message: "school.yaml has no deploy.host, the portal's address: add it, e.g.\n  deploy:\n    host: portal.<your school's domain>",
      },
    ];
  const reason = demoHostReason(host);
  return reason
    ? [{ code: 'demo-host', message: `deploy.host is ${host}, ${reason}: write the address your school's portal will have.` }]
    : [];
}

function tenantProblems(school: SchoolConfig): RegistrationProblem[] {
  const { tenant } = school;
  if (tenant && (tenant.id === DEMO_TENANT_ID || tenant.clientId === DEMO_CLIENT_ID))
    return [
      {
        code: 'demo-tenant',
        message:
          "school.yaml's tenant holds the demo tenant's ids: write your Directory (tenant) ID there, or leave tenant: out until provision has made the app.",
      },
    ];
  return [];
}

const claim = (name: string): OptionalClaim => ({ name, source: null, essential: false, additionalProperties: [] });

/** The app registration for this configuration; a RegistrationError lists everything that stops it. */
export function appRegistration({ school, tools, dev = false }: RegistrationInput): AppRegistration {
  const deploy = school.deploy ?? {};
  const roles = appRoles(school);
  const roleGroups = deploy.roleGroups ?? {};
  const problems = [...hostProblems(deploy.host, dev), ...tenantProblems(school), ...roleProblems(roles, roleGroups)];
  if (problems.length > 0) throw new RegistrationError(problems);
  const origin = dev ? DEV_ORIGIN : `https://${deploy.host}`;
  const scopes = requestedScopes();
  const functionPermissions = [...FUNCTION_APP_PERMISSIONS, ...(tools.includes('student-pass') ? STUDENT_PASS_TOOL_PERMISSIONS : [])];
  const name = deploy.appName ?? school.portal.name;
  return {
    application: {
      displayName: dev ? `${name} (dev)` : name,
      uniqueName: dev ? `${APP_UNIQUE_NAME}-dev` : APP_UNIQUE_NAME,
      signInAudience: 'AzureADMyOrg',
      isFallbackPublicClient: false,
      // The redirect bridge (MSAL's redirectUri) and the home page, where Sign out returns.
      spa: { redirectUris: [`${origin}${REDIRECT_BRIDGE_PATH}`, `${origin}/`] },
      web: { redirectUris: [], implicitGrantSettings: { enableAccessTokenIssuance: false, enableIdTokenIssuance: false } },
      requiredResourceAccess: [
        { resourceAppId: GRAPH_APP_ID, resourceAccess: scopes.map((s) => ({ id: GRAPH_DELEGATED_PERMISSION_IDS[s]!, type: 'Scope' })) },
      ],
      appRoles: roles,
      optionalClaims: {
        idToken: [...ID_TOKEN_CLAIMS, ...(deploy.authContext ? [AUTH_CONTEXT_CLAIM] : [])].map(claim),
        accessToken: [],
        saml2Token: [],
      },
      // The Function App refuses an ID token without wids (directory roles); groups only when asked for.
      groupMembershipClaims: deploy.groupsClaim ? 'DirectoryRole, ApplicationGroup' : 'DirectoryRole',
    },
    adminConsent: { resourceAppId: GRAPH_APP_ID, scopes },
    roleGroups: Object.fromEntries(roles.filter((r) => roleGroups[r.value]).map((r) => [r.value, roleGroups[r.value]!])),
    functionApp: {
      principalId: deploy.functionAppPrincipalId ?? null,
      resourceAppId: GRAPH_APP_ID,
      permissions: functionPermissions.map((p) => ({ name: p, id: GRAPH_APPLICATION_PERMISSION_IDS[p]! })),
    },
  };
}
