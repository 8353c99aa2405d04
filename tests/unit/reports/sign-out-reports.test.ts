// @vitest-environment jsdom
/** Sign out and the reports still waiting in this browser: the person's go, whatever else fails. */
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReportsAtSignOut } from '../../../packages/engine/src/app/layout/sign-out-reports';
import { enqueueReport, queuedReports, reportOwner } from '../../../packages/engine/src/shared/reports/report-queue';

const report = (stepName: string) =>
  ({ kind: 'step', guide: 'wifi', stepName, step: 2, platform: 'mac', what: 'other', madeAt: new Date().toISOString() }) as const;

beforeEach(() => localStorage.clear());

describe('the waiting reports at Sign out', () => {
  it("forgets the account's own reports and keeps another account's for it", async () => {
    enqueueReport(report('mine'), reportOwner('me'));
    enqueueReport(report('theirs'), reportOwner('them'));
    await forgetReportsAtSignOut('me');
    expect(queuedReports().map((e) => e.payload.kind === 'step' && e.payload.stepName)).toEqual(['theirs']);
  });

  it("forgets every waiting report when the queue's code cannot be loaded (offline), rather than leave any", async () => {
    enqueueReport(report('mine'), reportOwner('me'));
    enqueueReport(report('theirs'), reportOwner('them'));
    await forgetReportsAtSignOut('me', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(localStorage.getItem('portal.report-queue')).toBeNull();
  });

  it('loads nothing when no report waits', async () => {
    let loaded = false;
    await forgetReportsAtSignOut('me', () => {
      loaded = true;
      return Promise.reject(new Error('not loaded'));
    });
    expect(loaded).toBe(false);
  });
});
