import { describe, expect, it } from 'vitest';
import { readStudentPassSettings, studentPassPolicy } from '../../../packages/function-app/src/student-pass-config';

const BASE = {
  PORTAL_TENANT_ID: '11111111-2222-4333-8444-555555555555',
  PORTAL_CLIENT_ID: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
  AzureWebJobsStorage: 'UseDevelopmentStorage=true',
  STAFF_TAP_STUDENT_LICENCES: '5A1E0000-0000-4000-8000-00000000C0DE',
};

describe('the settings of passes staff give', () => {
  it('defaults to staff role Staff, lifetimes of 10 to 480 minutes, one pass a student per 10 minutes and 20 a staff member per hour', () => {
    const reading = readStudentPassSettings(BASE);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(studentPassPolicy(reading.settings)).toEqual({
      signInMaxAgeSeconds: 600,
      staffRoles: ['Staff'],
      studentLicences: ['5a1e0000-0000-4000-8000-00000000c0de'],
      lifetimeMinutes: { min: 10, max: 480 },
    });
    expect(reading.settings).toMatchObject({ STAFF_TAP_STUDENT_WINDOW_MINUTES: 10, STAFF_TAP_PER_STAFF_PER_HOUR: 20 });
  });

  it('names what is wrong instead of throwing, so the other routes keep running', () => {
    const reading = readStudentPassSettings({
      ...BASE,
      STAFF_TAP_STUDENT_LICENCES: '',
      STAFF_TAP_MIN_LIFETIME_MINUTES: '120',
      STAFF_TAP_MAX_LIFETIME_MINUTES: '60',
    });
    expect(reading).toMatchObject({ ok: false });
    if (reading.ok) return;
    expect(reading.message).toContain('STAFF_TAP_STUDENT_LICENCES: set it to the licence every student holds');
    expect(reading.message).toContain('STAFF_TAP_MIN_LIFETIME_MINUTES: must not be more than STAFF_TAP_MAX_LIFETIME_MINUTES');
  });
});
