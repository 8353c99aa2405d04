import { describe, expect, it } from 'vitest';
import { healthReaders, readReportSettings, staffPolicy } from '../../../packages/function-app/src/report-config';

const base = {
  PORTAL_TENANT_ID: '11111111-2222-4333-8444-555555555555',
  PORTAL_CLIENT_ID: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
  AzureWebJobsStorage: 'DefaultEndpointsProtocol=https;AccountName=x;AccountKey=a2V5',
  REPORTS_SALT: 'k3V9x0wq7Lr2mZ8pT4yB6nC1dF5gH0jS',
  REPORTS_SUBJECTS_URL: 'https://portal.school.example/report-subjects.json',
};
const GROUP = '6f1e0000-0000-4000-8000-0000000000aa';

describe('the report functions’ settings', () => {
  it('defaults to staff by the Staff role, the words read by ITSupport only, 30 reports a person a day, kept 30 days', () => {
    const reading = readReportSettings(base);
    expect(reading).toMatchObject({ ok: true, settings: { REPORTS_DAILY_LIMIT: 30, REPORTS_KEEP_DAYS: 30 } });
    expect(reading.ok && staffPolicy(reading.settings)).toEqual({ roles: ['Staff'], groups: [] });
    expect(reading.ok && healthReaders(reading.settings)).toEqual({
      staff: { roles: ['Staff'], groups: [] },
      words: { roles: ['ITSupport'], groups: [] },
      keepDays: 30,
    });
  });

  it('reads who reads the words from roles or groups, and a longer keeping up to a school year', () => {
    const reading = readReportSettings({ ...base, REPORTS_WORDS_ROLES: 'ITTeam', REPORTS_WORDS_GROUPS: GROUP, REPORTS_KEEP_DAYS: '366' });
    expect(reading.ok && healthReaders(reading.settings)).toMatchObject({ words: { roles: ['ITTeam'], groups: [GROUP] }, keepDays: 366 });
  });

  it('reads who is staff from roles or groups', () => {
    const reading = readReportSettings({ ...base, REPORTS_STAFF_ROLES: 'ITStaff, Teachers', REPORTS_STAFF_GROUPS: GROUP });
    expect(reading.ok && staffPolicy(reading.settings)).toEqual({ roles: ['ITStaff', 'Teachers'], groups: [GROUP] });
  });

  it.each([
    [{ REPORTS_SALT: undefined }, 'REPORTS_SALT: set it to a random value of at least 32 characters'],
    [{ REPORTS_SALT: 'short' }, 'REPORTS_SALT: must be a random value of at least 32 characters'],
    [{ REPORTS_STAFF_ROLES: '' }, 'REPORTS_STAFF_ROLES: set it (e.g. Staff), or REPORTS_STAFF_GROUPS'],
    [{ REPORTS_STAFF_GROUPS: 'IT team' }, 'REPORTS_STAFF_GROUPS: must be group object ids'],
    [{ REPORTS_DAILY_LIMIT: '0' }, 'REPORTS_DAILY_LIMIT'],
    [{ REPORTS_KEEP_DAYS: '7' }, 'REPORTS_KEEP_DAYS'],
    [{ REPORTS_KEEP_DAYS: '3650' }, 'REPORTS_KEEP_DAYS'],
    [{ REPORTS_WORDS_GROUPS: 'IT team' }, 'REPORTS_WORDS_GROUPS: must be group object ids'],
    [{ REPORTS_SUBJECTS_URL: undefined }, 'REPORTS_SUBJECTS_URL'],
    [{ REPORTS_SUBJECTS_URL: 'http://portal.school.example/report-subjects.json' }, 'REPORTS_SUBJECTS_URL: must be the https address'],
    [{ AzureWebJobsStorage: undefined }, 'AzureWebJobsStorage: set it'],
  ])('names a wrong setting without throwing (the pass function keeps running): %o', (change, named) => {
    const reading = readReportSettings({ ...base, ...change });
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.message).toContain(named);
  });
});
