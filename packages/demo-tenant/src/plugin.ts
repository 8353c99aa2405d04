/**
 * Vite plugins that host the embedded demo tenant on the dev and preview servers (never in a build): the
 * OpenID provider, our sign-in page, the Graph emulator and the cloud functions (the pass, Sign out, reports
 * and guide health, with their tables in an Azurite started here, the reports seeded), all on the portal's own https origin; and the servers' answers to malformed
 * requests (request-guard.ts).
 */
import type { IncomingMessage } from 'node:http';
import { createLocalJWKSet } from 'jose';
import type { Connect, Plugin, PreviewServer, ResolvedConfig, ViteDevServer } from 'vite';
import { contentPluginApi } from '@school-it-portal/engine/content-plugin';
import { endpointUrl } from '@school-it-portal/function-contract/endpoints';
import { tableAuditLog } from '@school-it-portal/function-app/src/audit-log.ts';
import { DEFAULT_SIGN_IN_MAX_AGE_MINUTES, DEFAULT_WINDOW_MINUTES } from '@school-it-portal/function-app/src/config.ts';
import { createTempAccessPassHandler } from '@school-it-portal/function-app/src/create-temp-access-pass.ts';
import { createIdTokenVerifier } from '@school-it-portal/function-app/src/id-token.ts';
import { memorySeconds, type PassPolicy } from '@school-it-portal/function-app/src/pass-policy.ts';
import { tablePassWindows } from '@school-it-portal/function-app/src/pass-windows.ts';
import { recordSignOutHandler } from '@school-it-portal/function-app/src/record-sign-out.ts';
import { createStudentPassHandler } from '@school-it-portal/function-app/src/create-student-pass.ts';
import type { StudentPassPolicy } from '@school-it-portal/function-app/src/student-pass-config.ts';
import { STUDENT_PASS_LIMITS_TABLE, tableStudentPassLimits } from '@school-it-portal/function-app/src/student-pass-limits.ts';
import {
  PASS_AUDIT_TABLE,
  PASS_WINDOWS_TABLE,
  STUDENT_PASS_AUDIT_TABLE,
  tableOnFirstUse,
} from '@school-it-portal/function-app/src/table-storage.ts';
import { STUDENT_PASS_LIFETIME_MINUTES } from '@school-it-portal/function-contract/student-pass';
import {
  DEMO_CLIENT_ID,
  DEMO_GRAPH_PATH,
  DEMO_PROVIDER_PATH,
  DEMO_TENANT_ID,
  REDIRECT_BRIDGE_PATH,
} from '@school-it-portal/engine/demo-tenant-values';
import { reportSubjectsOf } from '@school-it-portal/engine/report-subjects';
import { schoolRoles, type SchoolRoles } from '@school-it-portal/engine/roles';
import type { ReportSubjects } from '@school-it-portal/function-contract/report-subjects';
import { yearRoleValues } from './account-roles.ts';
import { createAccessTokenVerifier } from './access-token.ts';
import { startAzurite, type Azurite } from './azurite.ts';
import { fetchHandlerMiddleware } from './fetch-adapter.ts';
import { DEMO_STUDENT_SKU_ID } from './directory.ts';
import { faultScopeOf } from './emulator-faults.ts';
import { createGraphEmulatorState, graphEmulator, requestOrigin } from './graph-emulator.ts';
import { passPolicyFor } from './pass-policy-cookies.ts';
import { passWindowScopeOf, scopedPassWindows, scopedStudentPassLimits } from './pass-window-scope.ts';
import { demoStudentPassGraph } from './student-pass-directory.ts';
import { demoReportFunctions } from './demo-reports.ts';
import { createDemoProvider } from './provider.ts';
import { answerUnhandledErrors, rejectMalformedRequests } from './request-guard.ts';
import { signInHandler } from './signin-page.ts';
import { TemporaryAccessPasses } from './temporary-access-passes.ts';

const INTERACTION_PATH = `${DEMO_PROVIDER_PATH}/interaction`;
/** Where the demo serves the cloud function; the demo school's `functionApp.url` (school.yaml) is `/api`. */
const DEMO_FUNCTION_URL = '/api';
const FUNCTION_PATH = endpointUrl(DEMO_FUNCTION_URL, 'createTempAccessPass');
const SIGN_OUT_PATH = endpointUrl(DEMO_FUNCTION_URL, 'signOut');
/** The report functions, beside the pass function as in the Function App. */
const REPORTS_PATH = endpointUrl(DEMO_FUNCTION_URL, 'reports');
const GUIDE_HEALTH_PATH = endpointUrl(DEMO_FUNCTION_URL, 'guideHealth');
/** A pass staff give a student. */
const STUDENT_PASS_PATH = endpointUrl(DEMO_FUNCTION_URL, 'createStudentPass');

/**
 * The demo's pass policy, as a school would set it: the production defaults, and passes for students only
 * (the school's year levels: TAP_ALLOWED_ROLES), so staff, other roles and people without a role are refused.
 */
function demoPassPolicy(roles: SchoolRoles): PassPolicy {
  return { signInMaxAgeSeconds: DEFAULT_SIGN_IN_MAX_AGE_MINUTES * 60, allowedRoles: yearRoleValues(roles), allowedGroups: [] };
}

/**
 * The demo's settings for passes staff give students, as a school would set them: the school's staff roles,
 * the demo's student licence as the allow-list, and the contract's lifetimes (10 to 480 minutes).
 */
function demoStudentPassPolicy(roles: SchoolRoles): StudentPassPolicy {
  return {
    signInMaxAgeSeconds: DEFAULT_SIGN_IN_MAX_AGE_MINUTES * 60,
    staffRoles: [...roles.staff],
    studentLicences: [DEMO_STUDENT_SKU_ID],
    lifetimeMinutes: { min: STUDENT_PASS_LIFETIME_MINUTES.min, max: STUDENT_PASS_LIFETIME_MINUTES.max },
  };
}

/**
 * Where the sign-in page links "Can't sign in?", as a school links it from Entra's company branding (its
 * sign-in page text): the portal's public guide at this address, when the school has one.
 */
const CANT_SIGN_IN_ROUTE = '/cant-sign-in';

/**
 * What the demo takes from the school's content: the portal's name, for its pages, the school's roles, and
 * the address of its "Can't sign in?" guide. The tenant is served on the portal's own origin (localhost or
 * 127.0.0.1, whichever the browser opened), so the guide's path is its whole address there.
 */
interface DemoSchool {
  portalName: string;
  roles: SchoolRoles;
  /** The guides and steps the content publishes: what a report may name. */
  reportSubjects: ReportSubjects;
  cantSignInHref?: string;
}

async function demoSchoolOf(config: ResolvedConfig): Promise<DemoSchool> {
  const manifest = (await contentPluginApi(config)?.loadedContent())?.manifest;
  const cantSignIn = manifest?.guides.some((g) => g.route === CANT_SIGN_IN_ROUTE && g.public === true);
  return {
    portalName: manifest?.school.portal.name ?? 'the portal',
    roles: manifest?.roles ?? schoolRoles(),
    reportSubjects: reportSubjectsOf(manifest?.guides ?? []),
    ...(cantSignIn ? { cantSignInHref: CANT_SIGN_IN_ROUTE } : {}),
  };
}

/** Mounts the demo tenant; returns what must be stopped with the server. */
async function mountDemoTenant(middlewares: Connect.Server, port: number, school: DemoSchool): Promise<Azurite> {
  const { portalName, roles } = school;
  const origin = `https://localhost:${port}`;
  const appOrigins = [origin, `https://127.0.0.1:${port}`];
  const issuer = `${origin}${DEMO_PROVIDER_PATH}`;
  const graphAudience = `${origin}${DEMO_GRAPH_PATH}`;
  const [{ provider, publicJwks }, azurite] = await Promise.all([
    createDemoProvider({ issuer, appOrigins, graphAudience, interactionPath: INTERACTION_PATH, portalName, roles }),
    startAzurite(),
  ]);
  const verify = createAccessTokenVerifier(publicJwks, issuer, graphAudience);
  const passes = new TemporaryAccessPasses();

  // The same handlers as the Function App, with the production defaults (10-minute window, a sign-in at
  // most 10 minutes old) and their tables in Azurite. They check ID tokens against the demo provider's keys,
  // and the pass comes straight from the tenant's store instead of through an app-only Graph token.
  const passWindows = tablePassWindows(tableOnFirstUse(azurite.tableClient(PASS_WINDOWS_TABLE)), {
    windowSeconds: DEFAULT_WINDOW_MINUTES * 60,
    // Long enough for the longest sign-in age a test's cookie may set.
    memorySeconds: memorySeconds({ signInMaxAgeSeconds: 60 * 60 }),
  });
  const keys = createLocalJWKSet(publicJwks);
  const passPolicy = demoPassPolicy(roles);
  const tokenPolicy = { issuer, audience: DEMO_CLIENT_ID, tenantId: DEMO_TENANT_ID };
  const audit = tableAuditLog(tableOnFirstUse(azurite.tableClient(PASS_AUDIT_TABLE)));
  const verifyIdToken = createIdTokenVerifier(keys, tokenPolicy);
  // A test's cookies give it windows of its own and may change the policy (pass-window-scope.ts,
  // pass-policy-cookies.ts); handlers are cheap to make.
  const passFunction = (req: IncomingMessage) =>
    createTempAccessPassHandler({
      verifyIdToken,
      createTemporaryAccessPass: async (userId: string) => {
        const { temporaryAccessPass, lifetimeInMinutes } = passes.create(userId);
        return { temporaryAccessPass, lifetimeInMinutes };
      },
      audit,
      policy: passPolicyFor(req, passPolicy),
      passWindows: scopedPassWindows(passWindows, passWindowScopeOf(req)),
    });
  const signOutFunction = (req: IncomingMessage) =>
    recordSignOutHandler({
      verifyIdToken: createIdTokenVerifier(keys, { ...tokenPolicy, clockToleranceSeconds: 24 * 60 * 60 }),
      audit,
      passWindows: scopedPassWindows(passWindows, passWindowScopeOf(req)),
    });
  // A pass staff give a student: the same handler as the Function App's, its Graph calls answered from the
  // demo directory (student-pass-directory.ts, with a test's faults), its tables in the same Azurite, and
  // the production limits (one pass a student per 10 minutes, 20 a staff member per hour).
  const studentPassLimits = tableStudentPassLimits(tableOnFirstUse(azurite.tableClient(STUDENT_PASS_LIMITS_TABLE)), {
    studentWindowSeconds: 10 * 60,
    staffPerHour: 20,
  });
  const studentPassAudit = tableAuditLog(tableOnFirstUse(azurite.tableClient(STUDENT_PASS_AUDIT_TABLE)));
  const studentPassPolicy = demoStudentPassPolicy(roles);
  const graphState = createGraphEmulatorState(passes);
  const studentPassFunction = (req: IncomingMessage) =>
    createStudentPassHandler({
      verifyIdToken,
      graph: demoStudentPassGraph(passes, graphState.faults.get(faultScopeOf(req))),
      limits: scopedStudentPassLimits(studentPassLimits, passWindowScopeOf(req)),
      audit: studentPassAudit,
      policy: { ...studentPassPolicy, signInMaxAgeSeconds: passPolicyFor(req, passPolicy).signInMaxAgeSeconds },
    });
  // Reports and guide health: the same ID token check, their table in the same Azurite, seeded here.
  const reports = await demoReportFunctions(azurite, keys, tokenPolicy, school.reportSubjects);

  // The redirect bridge receives the authorisation code: never cache it.
  middlewares.use(REDIRECT_BRIDGE_PATH, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  middlewares.use(INTERACTION_PATH, signInHandler(provider, INTERACTION_PATH, school));
  middlewares.use(DEMO_PROVIDER_PATH, provider.callback());
  middlewares.use(DEMO_GRAPH_PATH, graphEmulator(verify, graphState, appOrigins, DEMO_GRAPH_PATH));
  for (const [path, handler] of [
    [FUNCTION_PATH, passFunction],
    [SIGN_OUT_PATH, signOutFunction],
    [REPORTS_PATH, reports.report],
    [GUIDE_HEALTH_PATH, reports.health],
    [STUDENT_PASS_PATH, studentPassFunction],
  ] as const) {
    middlewares.use(path, (req, res, next) => {
      // Mounted by prefix: only the exact path is the function.
      if ((req.url ?? '/').split('?')[0] !== '/') return next();
      fetchHandlerMiddleware(handler(req), (r) => requestOrigin(r, appOrigins))(req, res, next);
    });
  }
  return azurite;
}

/** Azurite stops with the server (and on its own, should the server die without closing: see azurite.ts). */
function stopWith(httpServer: { once(event: 'close', listener: () => void): unknown } | null, azurite: Azurite): void {
  if (httpServer) httpServer.once('close', () => void azurite.stop());
}

/**
 * Runs before every other middleware (`enforce: 'pre'`, and listed before the preview host's headers), so a
 * malformed request is refused before anything tries to parse it.
 */
function requestGuard(): Plugin {
  return {
    name: 'portal:request-guard',
    apply: 'serve',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use(rejectMalformedRequests());
    },
    configurePreviewServer(server) {
      server.middlewares.use(rejectMalformedRequests());
      // Registered after Vite's own middlewares: the last word on any error, as a production host would have.
      return () => {
        server.middlewares.use(answerUnhandledErrors());
      };
    },
  };
}

export function demoTenant(): Plugin[] {
  return [
    requestGuard(),
    {
      name: 'portal:demo-tenant',
      apply: 'serve',
      async configureServer(server: ViteDevServer) {
        stopWith(
          server.httpServer,
          await mountDemoTenant(server.middlewares, server.config.server.port ?? 5173, await demoSchoolOf(server.config)),
        );
      },
      async configurePreviewServer(server: PreviewServer) {
        stopWith(
          server.httpServer,
          await mountDemoTenant(server.middlewares, server.config.preview.port ?? 4173, await demoSchoolOf(server.config)),
        );
      },
    },
  ];
}
