/**
 * Entra ID's password rules for cloud-only accounts, as Microsoft documents them ("Password policies and
 * account restrictions in Microsoft Entra ID", learn.microsoft.com):
 * - 8 to 256 characters;
 * - only A-Z, a-z, 0-9, the symbols @ # $ % ^ & * - _ ! + = [ ] { } | \ : ' , . ? / ` ~ " ( ) ; < > and a
 *   blank space (no other Unicode characters);
 * - three of the four kinds: lower case, upper case, digits, symbols.
 * The blank space is allowed but not counted as a symbol here: the documentation does not say it counts,
 * so a password that passes here passes in Entra either way.
 */

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;
export const PASSWORD_SYMBOLS = '@#$%^&*-_!+=[]{}|\\:\',.?/`~"();<>';

/** What Graph answers (400, `Request_BadRequest`) when a new password breaks the policy. */
export const PASSWORD_POLICY_MESSAGE =
  'The specified password does not comply with password complexity requirements. Please provide a different password.';

const KINDS: [string, (c: string) => boolean][] = [
  ['lower-case letters', (c) => c >= 'a' && c <= 'z'],
  ['upper-case letters', (c) => c >= 'A' && c <= 'Z'],
  ['digits', (c) => c >= '0' && c <= '9'],
  ['symbols', (c) => PASSWORD_SYMBOLS.includes(c)],
];

const allowed = (c: string) => c === ' ' || KINDS.some(([, test]) => test(c));

/** Every rule the password breaks, in words; empty when Entra would accept it. */
export function passwordPolicyProblems(password: string): string[] {
  const problems: string[] = [];
  const characters = Array.from(password);
  if (characters.length < MIN_PASSWORD_LENGTH) problems.push(`shorter than ${MIN_PASSWORD_LENGTH} characters`);
  if (characters.length > MAX_PASSWORD_LENGTH) problems.push(`longer than ${MAX_PASSWORD_LENGTH} characters`);
  const disallowed = characters.filter((c) => !allowed(c));
  if (disallowed.length > 0) problems.push(`has characters Entra does not allow (${[...new Set(disallowed)].join('')})`);
  const kinds = KINDS.filter(([, test]) => characters.some(test)).map(([name]) => name);
  if (kinds.length < 3)
    problems.push(
      `has ${kinds.length === 0 ? 'none' : `only ${kinds.join(' and ')}`} of lower case, upper case, digits and symbols (three are needed)`,
    );
  return problems;
}
