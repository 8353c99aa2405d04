/**
 * The Function App's five routes, under its address (`https://<app>.azurewebsites.net/api`: host.json's
 * route prefix is part of the address the school configures), and what each takes and answers. Every
 * call sends the portal's ID token as `Authorization: Bearer <token>`; every answer is JSON with
 * `Cache-Control: no-store` (but a 204), each refusal with its code (refusals.ts).
 */
import type { GuideHealth, GuideHealthRefusal, HealthPeriod } from './guide-health.ts';
import type { PassAnswer, PassRefusal, SignOutRefusal } from './pass.ts';
import type { StudentPassAnswer, StudentPassRefusal, StudentPassRequest } from './student-pass.ts';
import type { ReportAnswer, ReportRefusal, ReportRequest } from './reports.ts';

export const ENDPOINTS = {
  createTempAccessPass: { method: 'GET', route: 'createTempAccessPass' },
  signOut: { method: 'POST', route: 'signOut' },
  reports: { method: 'POST', route: 'reports' },
  guideHealth: { method: 'GET', route: 'guideHealth' },
  createStudentPass: { method: 'POST', route: 'createStudentPass' },
} as const;

export type EndpointName = keyof typeof ENDPOINTS;

/** What each route takes (its query and its JSON body) and answers (`answer` when it succeeds, or a refusal). */
export interface Endpoints {
  createTempAccessPass: { query: undefined; body: undefined; answer: PassAnswer; refusal: PassRefusal };
  /** 204 with no body once recorded. */
  signOut: { query: undefined; body: undefined; answer: undefined; refusal: SignOutRefusal };
  reports: { query: undefined; body: ReportRequest; answer: ReportAnswer; refusal: ReportRefusal };
  guideHealth: { query: { days: HealthPeriod }; body: undefined; answer: GuideHealth; refusal: GuideHealthRefusal };
  createStudentPass: { query: undefined; body: StudentPassRequest; answer: StudentPassAnswer; refusal: StudentPassRefusal };
}

/** `<functionUrl>/<route>`, and its query, whether the address ends in a slash or not. */
export function endpointUrl<E extends EndpointName>(functionUrl: string, name: E, query?: Endpoints[E]['query']): string {
  const url = `${functionUrl.replace(/\/+$/, '')}/${ENDPOINTS[name].route}`;
  const pairs = Object.entries(query ?? {}).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? url : `${url}?${pairs.join('&')}`;
}
