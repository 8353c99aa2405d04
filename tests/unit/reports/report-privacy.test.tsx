// @vitest-environment jsdom
/**
 * What students are told of the words they type and the searches they make: who reads them and for how
 * long (school.yaml's `reports`, or the defaults), in the step report form and below a search that found nothing.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_REPORTS_KEEP_DAYS } from '../../../packages/function-app/src/report-config';
import { schoolSchema } from '../../../packages/engine/src/shared/content/schema/school';
import {
  DEFAULT_REPORT_KEPT_DAYS,
  DEFAULT_REPORT_READERS,
  reportPrivacy,
} from '../../../packages/engine/src/shared/content/schema/report-privacy';
import { wordsHint } from '../../../packages/engine/src/features/guides/StepReportForm';
import { NoResults } from '../../../packages/engine/src/features/search/SearchResults';
import { resultsSummary } from '../../../packages/engine/src/features/search/SearchAnnouncement';

const SCHOOL = {
  school: { name: 'Test School' },
  portal: { name: 'Test IT' },
  help: { email: 'it@test.example', officeHours: '8am to 4pm', location: 'the library' },
  functionApp: { url: '/api' },
};

afterEach(cleanup);

describe("school.yaml's reports", () => {
  it('defaults to the school’s IT team, for as long as the Function App keeps reports by default', () => {
    expect(reportPrivacy(schoolSchema.parse(SCHOOL))).toEqual({ readers: 'the school’s IT team', keptDays: 30 });
    expect(DEFAULT_REPORT_READERS).toBe('the school’s IT team');
    expect(DEFAULT_REPORT_KEPT_DAYS).toBe(DEFAULT_REPORTS_KEEP_DAYS);
  });

  it('takes who reads the words and the days, within what the Function App keeps', () => {
    const school = schoolSchema.parse({ ...SCHOOL, reports: { wordsReadBy: 'Mr Patel in the IT office', keptDays: 60 } });
    expect(reportPrivacy(school)).toEqual({ readers: 'Mr Patel in the IT office', keptDays: 60 });
    const refused = (reports: unknown) =>
      schoolSchema.safeParse({ ...SCHOOL, reports }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(refused({ keptDays: 7 })).toEqual([
      "reports.keptDays: must be at least 30 days (the shortest the Function App's REPORTS_KEEP_DAYS takes)",
    ]);
    expect(refused({ keptDays: 30.5 })).toEqual(['reports.keptDays: must be a whole number of days']);
    expect(refused({ readBy: 'IT' })?.[0]).toMatch(/^reports: /);
  });
});

describe('what the step report form says of the words', () => {
  it('says exactly who reads them and for how long, and never to type a password', () => {
    expect(wordsHint({ readers: 'the school’s IT team', keptDays: 90 })).toBe(
      'Only the school’s IT team read these words, for 90 days. They don’t see your name. Never type your password.',
    );
    expect(wordsHint({ readers: 'Mr Patel', keptDays: 31 })).toMatch(/^Only Mr Patel read these words, for 31 days\./);
  });
});

describe('a search that found nothing', () => {
  const noResults = (sharedWith?: string) =>
    render(
      <MemoryRouter>
        <NoResults query="zzq" help={{ email: 'it@test.example' }} {...(sharedWith ? { sharedWith } : {})} onLeave={() => {}} />
      </MemoryRouter>,
    );

  it("says, visibly, that it is shared with the school’s IT team without the person's name", () => {
    noResults('the school’s IT team');
    const note = screen.getByText('Searches that find nothing are shared with the school’s IT team, without your name.');
    expect(note.closest('.visually-hidden')).toBeNull();
  });

  it('says nothing of sharing when it is not shared (nobody signed in)', () => {
    noResults();
    expect(screen.queryByText(/shared with/)).toBeNull();
  });

  it('is also what a screen reader hears with "No results"', () => {
    const ready = { kind: 'ready' } as Parameters<typeof resultsSummary>[0];
    expect(resultsSummary(ready, [], 'the IT office')).toBe(
      'No results. Check the spelling, or try fewer or different words. Searches that find nothing are shared with the IT office, without your name.',
    );
    expect(resultsSummary(ready, [])).toBe('No results. Check the spelling, or try fewer or different words.');
  });
});
