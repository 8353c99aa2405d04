/**
 * The demo tenant's report functions (`POST /api/reports`, `GET /api/guideHealth`): the Function App's
 * handlers and store, on a table in the servers' Azurite, with a demo salt, the Function App's default
 * readers (the Staff role reads guide health, the ITSupport role its words: Olivia Chen holds both, James
 * Wilson Staff only), and the guides the demo's content publishes as the reports' subjects. A few reports are seeded when Azurite starts, through the same store (the same keys,
 * so seeding twice stores nothing twice), so the Guide health page has something to show on first run.
 * Dev and preview servers only; a Function App reads REPORTS_SALT from its settings (api/README.md).
 */
import type { IncomingMessage } from 'node:http';
import type { ReportSubjects } from '@school-it-portal/function-contract/report-subjects';
import type { JWTVerifyGetKey } from 'jose';
import { unboundedStorageCalls } from '@school-it-portal/function-app/src/deadline.ts';
import { guideHealthHandler, privacyOf } from '@school-it-portal/function-app/src/guide-health.ts';
import { createIdTokenVerifier, type IdTokenPolicy } from '@school-it-portal/function-app/src/id-token.ts';
import {
  DEFAULT_REPORTS_DAILY_LIMIT,
  DEFAULT_REPORTS_KEEP_DAYS,
  DEFAULT_STAFF_ROLES,
  DEFAULT_WORDS_ROLES,
  type HealthReaders,
} from '@school-it-portal/function-app/src/report-config.ts';
import { fixedSubjects } from '@school-it-portal/function-app/src/report-subjects.ts';
import type { Report } from '@school-it-portal/function-app/src/report-request.ts';
import { REPORTS_TABLE, tableReportStore, type ReportStore } from '@school-it-portal/function-app/src/report-store.ts';
import { recordReportHandler } from '@school-it-portal/function-app/src/record-report.ts';
import { tableOnFirstUse } from '@school-it-portal/function-app/src/table-storage.ts';
import type { Azurite } from './azurite.ts';
import { passWindowScopeOf } from './pass-window-scope.ts';

/** The demo's salt. Public, so never for a Function App: a school sets a random REPORTS_SALT of its own. */
export const DEMO_REPORTS_SALT = 'demo-tenant-only: never use this value as a REPORTS_SALT';

/** Who reads guide health and its words in the demo: the Function App's defaults. */
export const DEMO_HEALTH_READERS: HealthReaders = {
  staff: { roles: [DEFAULT_STAFF_ROLES], groups: [] },
  words: { roles: [DEFAULT_WORDS_ROLES], groups: [] },
  keepDays: DEFAULT_REPORTS_KEEP_DAYS,
};

/** People of the seeded reports: ids of nobody in the directory, so no demo account's own report is taken. */
const SEED_PEOPLE = [
  '5eed0000-0000-4000-8000-000000000001',
  '5eed0000-0000-4000-8000-000000000002',
  '5eed0000-0000-4000-8000-000000000003',
];

type SeedReport = { daysAgo: number; person: number } & (
  Omit<Extract<Report, { kind: 'step' }>, 'madeAt'> | Omit<Extract<Report, { kind: 'search' }>, 'madeAt'>
);

/** The demo's example reports (their words are also the scrubber's test of ordinary text). */
export const DEMO_REPORT_SEEDS: readonly SeedReport[] = [
  {
    daysAgo: 1,
    person: 0,
    kind: 'step',
    guide: 'wifi',
    stepName: 'open-setup-page',
    step: 3,
    platform: 'mac',
    variant: 'laptop',
    what: 'looks_different',
    words: 'The page says I am not permitted to view it',
    browser: 'Safari 18',
  },
  {
    daysAgo: 2,
    person: 1,
    kind: 'step',
    guide: 'wifi',
    stepName: 'join-network',
    step: 2,
    platform: 'windows',
    variant: 'laptop',
    what: 'error',
    words: 'It keeps asking me to accept a certificate',
    browser: 'Edge 138',
  },
  {
    daysAgo: 3,
    person: 2,
    kind: 'step',
    guide: 'wifi',
    stepName: 'join-network',
    step: 2,
    platform: 'windows',
    variant: 'laptop',
    what: 'other',
    words: '',
    browser: 'Chrome 138',
  },
  {
    daysAgo: 4,
    person: 0,
    kind: 'step',
    guide: 'office',
    stepName: 'install',
    step: 2,
    platform: 'windows',
    what: 'looks_different',
    words: 'There is no Install apps button, only Install Office',
    browser: 'Edge 138',
  },
  {
    daysAgo: 12,
    person: 1,
    kind: 'step',
    guide: 'onedrive',
    stepName: 'choose-folder',
    step: 3,
    platform: 'mac',
    what: 'error',
    words: 'Error 0x8004de40 when signing in',
    browser: 'Safari 18',
  },
  { daysAgo: 1, person: 0, kind: 'search', query: 'eduroam', platform: 'iphone' },
  { daysAgo: 2, person: 1, kind: 'search', query: 'eduroam', platform: 'windows' },
  { daysAgo: 5, person: 2, kind: 'search', query: 'printer jammed', platform: 'windows' },
  { daysAgo: 20, person: 0, kind: 'search', query: 'teams camera', platform: 'mac' },
];

/** Stores the demo's reports, each made its number of days ago. Safe to run again: a report stored once is kept once. */
export async function seedDemoReports(store: ReportStore, now = new Date()): Promise<void> {
  for (const { daysAgo, person, ...report } of DEMO_REPORT_SEEDS) {
    const madeAt = new Date(now.getTime() - daysAgo * 86_400_000);
    await store.record({ ...report, madeAt } as Report, SEED_PEOPLE[person]!, unboundedStorageCalls);
  }
}

/** The handlers as the dev and preview servers mount them, with the seeded store behind them. */
export async function demoReportFunctions(azurite: Azurite, keys: JWTVerifyGetKey, tokenPolicy: IdTokenPolicy, published: ReportSubjects) {
  const store = tableReportStore(tableOnFirstUse(azurite.tableClient(REPORTS_TABLE)), {
    salt: DEMO_REPORTS_SALT,
    dailyLimit: DEFAULT_REPORTS_DAILY_LIMIT,
  });
  // The page works without its examples: a failed seed is said, not fatal.
  await seedDemoReports(store).catch((error: unknown) => console.warn('demo tenant: the example reports were not seeded:', error));
  const verifyIdToken = createIdTokenVerifier(keys, tokenPolicy);
  const health = guideHealthHandler({ verifyIdToken, store, readers: DEMO_HEALTH_READERS });
  const subjects = fixedSubjects(published);
  const privacy = privacyOf(DEMO_HEALTH_READERS);
  return {
    store,
    /**
     * A test's browser context (its `demo-pass-window-scope` cookie) reports as a person of its own, so a
     * test retried, or two at once, never find each other's report of the day. Without it, as in production.
     */
    report: (req: IncomingMessage) => {
      const scope = passWindowScopeOf(req);
      return recordReportHandler({
        verifyIdToken: scope
          ? async (authorization) => {
              const caller = await verifyIdToken(authorization);
              return { ...caller, oid: `${scope}_${caller.oid}` };
            }
          : verifyIdToken,
        store,
        subjects,
        privacy,
      });
    },
    health: () => health,
  };
}
