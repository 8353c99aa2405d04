/** What stops the app registration being written: every problem at once, each with what to write instead. */

export type RegistrationProblemCode =
  'no-host' | 'demo-host' | 'demo-tenant' | 'duplicate-role' | 'role-value-refused' | 'unknown-role-group';

export interface RegistrationProblem {
  code: RegistrationProblemCode;
  message: string;
}

export class RegistrationError extends Error {
  override name = 'RegistrationError';
  constructor(readonly problems: readonly RegistrationProblem[]) {
    super(`The app registration cannot be written from school.yaml:\n${problems.map((p) => `- ${p.message}`).join('\n')}`);
  }
}
