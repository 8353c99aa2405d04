import { describe, expect, it } from 'vitest';
import { MAX_WORDS_LENGTH } from '@school-it-portal/function-contract/reports';
import { DEMO_REPORT_SEEDS } from '../../../packages/demo-tenant/src/demo-reports';
import { demoAccounts } from '../../../packages/demo-tenant/src/directory';
import { cleanQuery, cleanWords, REMOVED } from '../../../packages/function-contract/src/report-text';

describe('what a report keeps of the words a person typed', () => {
  it('keeps ordinary words, error codes, years and short numbers', () => {
    expect(cleanWords('Step 3 says error 0x80070005 (AADSTS50126) since 2026, on Wi-Fi, in room 12.')).toBe(
      'Step 3 says error 0x80070005 (AADSTS50126) since 2026, on Wi-Fi, in room 12.',
    );
  });

  it.each([
    ['my email is ava.nguyen@school.example ok', `my email is ${REMOVED} ok`],
    ['password Summer2024! did not work', `password ${REMOVED} did not work`],
    ['I typed Pa$$word', `I typed ${REMOVED}`],
    ['the pass was Tq7#kP2x.', `the pass was ${REMOVED}.`],
    ['my PIN 4821 fails', `my PIN ${REMOVED} fails`],
    ['student id 20481234', `student id ${REMOVED}`],
    ['call me on 0412 345 678 please', `call me on ${REMOVED} please`],
    ['call +61 (2) 9876-5432', `call ${REMOVED}`],
    ['it went to https://wifi.school.example/onboard?user=ava&code=xyz', 'it went to https://wifi.school.example/onboard'],
  ])('takes out what could name or unlock someone: %s', (typed, kept) => {
    expect(cleanWords(typed)).toBe(kept);
  });

  it.each([
    // The reset tool's passphrase, as read out, in any case, and two of its words with the number.
    ['it said Wombat Galah Quokka Emu 572 but that fails', `it said ${REMOVED} but that fails`],
    ['typed wombat galah quokka emu 572.', `typed ${REMOVED}`],
    ['koala numbat 48 did not work', `${REMOVED} did not work`],
    // A word given as the password.
    ['my password is sunshine and it fails', `my password is ${REMOVED} and it fails`],
    ['password: rainbow', `password: ${REMOVED}`],
    ['pin= tiger', `pin= ${REMOVED}`],
    // A pass typed in two halves.
    ['the pass Tq7# kP2x expired', `the pass ${REMOVED} expired`],
  ])('takes out a password typed as words: %s', (typed, kept) => {
    expect(cleanWords(typed)).toBe(kept);
  });

  it.each([
    'my password is wrong',
    'the password was expired so I reset it',
    'password is not working on the koala room printer',
    'Windows 11 on my laptop, the 5G WiFi',
    'The kangaroo picture on step 2 is missing',
  ])('keeps what only tells what happened: %s', (typed) => {
    expect(cleanWords(typed)).toBe(typed);
  });

  it.each([
    ['my pin is 4821', `my pin is ${REMOVED}`],
    ['code: bluefish', `code: ${REMOVED}`],
    ['pass Kangaroo', `pass ${REMOVED}`],
    ['the passcode = tigerlily then it failed', `the passcode = ${REMOVED} then it failed`],
    ['my pw was sunshine', `my pw was ${REMOVED}`],
    ['PIN: bluefish, then nothing', `PIN: ${REMOVED}, then nothing`],
    ['it sent a code orchid to my phone', `it sent a code ${REMOVED} to my phone`],
    ['my password is hunter then', `my password is ${REMOVED} then`],
  ])('takes out any word given after password, pass, PIN or code, even a plain one: %s', (typed, kept) => {
    expect(cleanWords(typed)).toBe(kept);
  });

  it.each([
    'my password is wrong',
    'password expired yesterday',
    'the code didn’t arrive',
    "the code didn't arrive on my phone",
    'error code 0x80070005 again',
    'error code 404 on the page',
    'my pin doesn’t work',
    'the pass expired before I used it',
    'I typed the pin code twice',
    'password reset page says no',
    'Temporary Access Pass was not accepted',
  ])('keeps a password word followed by what happened: %s', (typed) => {
    expect(cleanWords(typed)).toBe(typed);
  });

  it.each(DEMO_REPORT_SEEDS.flatMap((seed) => (seed.kind === 'step' && seed.words ? [seed.words] : [])))(
    "keeps the demo's sample reports as they were typed: %s",
    (typed) => {
      expect(cleanWords(typed)).toBe(typed);
    },
  );

  it("takes the person's own names out, in any case and with or without accents, and leaves other people's", () => {
    const names = ['Zoë Patel', 'Zoë', 'Patel'];
    expect(cleanWords('ZOE PATEL here: Zoe’s laptop, zoë patel’s login. Ask Ava', { names })).toBe(
      `${REMOVED} ${REMOVED} here: ${REMOVED} laptop, ${REMOVED} ${REMOVED} login. Ask Ava`,
    );
    expect(cleanQuery('Zoe Patel timetable', names)).toBe(`${REMOVED} ${REMOVED} timetable`);
  });

  it.each(demoAccounts.map((a) => [a.displayName] as const))("takes the demo account %s's names out of their own words", (displayName) => {
    const [given, family] = displayName.split(' ');
    const kept = cleanWords(`Hi I am ${displayName.toUpperCase()} and ${given} needs help with step 3`, {
      names: [displayName, given!, family!],
    });
    expect(kept).toBe(`Hi I am ${REMOVED} ${REMOVED} and ${REMOVED} needs help with step 3`);
  });

  it('drops control and bidirectional formatting characters and folds the text onto one line', () => {
    expect(cleanWords('line one\nline\u202etwo\u0000 three\t\u200b')).toBe('line one line two three');
  });

  it(`keeps at most ${MAX_WORDS_LENGTH} characters, never half of one`, () => {
    const kept = cleanWords('😀 '.repeat(400));
    expect(Array.from(kept).length).toBeLessThanOrEqual(MAX_WORDS_LENGTH);
    expect(kept.endsWith('…')).toBe(true);
    expect(kept).not.toMatch(/[\ud800-\udbff]…$/);
  });

  it('keeps a search in lower case, and nothing when only personal details were typed', () => {
    expect(cleanQuery('  Eduroam   Password ')).toBe('eduroam password');
    expect(cleanQuery('ava.nguyen@school.example')).toBe('');
    expect(cleanQuery('Summer2024!')).toBe('');
    expect(cleanQuery('x'.repeat(200))).toHaveLength(80);
  });
});
