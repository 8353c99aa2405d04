import { describe, expect, it } from 'vitest';
import { schoolSchema } from '../../../packages/engine/src/shared/content/schema/school';
import { checkNotices, type NoticeContext } from '../../../packages/engine/tooling/content/check/check-notices';
import { ProblemList } from '../../../packages/engine/tooling/content/check/problem-list';
import { validateYaml } from '../../../packages/engine/tooling/content/check/validate-yaml';
import { lines, show } from '../content/in-memory-content';

const CONTEXT: NoticeContext = {
  guideIds: ['printing', 'wifi', 'office'],
  routes: new Set(['/', '/printing', '/wifi', '/office', '/help']),
  timeZone: 'Australia/Sydney',
};

/** A notices.yaml checked as check checks it: the notices, and every problem as `file:line: message`. */
function check(yaml: string, context = CONTEXT) {
  const problems = new ProblemList(show);
  const notices = checkNotices('notices.yaml', yaml, context, problems);
  return { notices, problems: problems.problems, lines: lines(problems.problems) };
}

/** One notice with every required field, lines 1-5; `extra` lines follow. */
const notice = (extra = '', fields: Record<string, string> = {}) => {
  const all = {
    id: 'printers-down',
    text: 'The printers are down.',
    severity: 'outage',
    start: '2026-03-02 08:00',
    end: '2026-03-02 15:30',
    ...fields,
  };
  return `- ${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n  ')}\n${extra}`;
};

describe('notices.yaml: valid notices', () => {
  it('builds each notice with its times as instants in the school time zone', () => {
    const { notices, problems } = check(notice('  audience: Year7-Year12, Staff\n  guides: [printing]\n  platforms: [mac]\n'));
    expect(problems).toEqual([]);
    expect(notices).toEqual([
      {
        id: 'printers-down',
        text: ['The printers are down.'],
        severity: 'outage',
        audience: {
          source: 'Year7-Year12, Staff',
          include: [
            { kind: 'years', from: 7, to: 12, roles: ['Year7', 'Year8', 'Year9', 'Year10', 'Year11', 'Year12'] },
            { kind: 'role', role: 'Staff' },
          ],
          exclude: [],
        },
        guides: ['printing'],
        dismissible: true,
        platforms: ['mac'],
        // 08:00 and 15:30 in Sydney in March (daylight saving, UTC+11).
        startsAt: Date.UTC(2026, 2, 1, 21, 0),
        endsAt: Date.UTC(2026, 2, 2, 4, 30),
      },
    ]);
  });

  it('reads the times by the time zone settings.yaml names', () => {
    const { notices } = check(notice(), { ...CONTEXT, timeZone: 'Australia/Perth' });
    expect(notices?.[0]?.startsAt).toBe(Date.UTC(2026, 3 - 1, 2, 0, 0));
  });

  it.each([
    ['plain text', 'Printing is slow today.', ['Printing is slow today.']],
    ['bold', '"**Printing** is down."', [{ strong: ['Printing'] }, ' is down.']],
    ['a link to a page of the portal', 'See [IT Help](/help).', ['See ', { href: '/help', children: ['IT Help'] }, '.']],
    ['a link to a step', 'See [step 2](/wifi?step=2).', ['See ', { href: '/wifi?step=2', children: ['step 2'] }, '.']],
    [
      'a link to another site',
      'Read [the status page](https://status.school.example).',
      ['Read ', { href: 'https://status.school.example', children: ['the status page'] }, '.'],
    ],
    ['bold around a link', '"**Call [IT](/help) now**"', [{ strong: ['Call ', { href: '/help', children: ['IT'] }, ' now'] }]],
    ['a folded text over several lines', '>-\n    Printing is\n    down.', ['Printing is down.']],
  ])('reads text with %s', (_, text, nodes) => {
    const { notices, problems } = check(notice('', { text }));
    expect(problems).toEqual([]);
    expect(notices?.[0]?.text).toEqual(nodes);
  });

  it.each([
    ['dismissible by default, whatever the severity', '', { dismissible: true }],
    ['kept on screen with dismissible: false', '  dismissible: false\n', { dismissible: false }],
    ['on every screen as well as its guides with everywhere: true', '  guides: [printing]\n  everywhere: true\n', { everywhere: true }],
    ['"this guide" in a notice with guides', '  guides: [wifi]\n', { guides: ['wifi'] }],
  ])('reads a notice %s', (_, extra, expected) => {
    const text = extra.includes('[wifi]') ? 'Connect again with the steps in this guide.' : 'The printers are down.';
    const { notices, problems } = check(notice(extra, { text }));
    expect(problems).toEqual([]);
    expect(notices?.[0]).toMatchObject(expected);
  });

  it('gives none for an empty file, and a date alone as the whole day', () => {
    expect(check('').notices).toEqual([]);
    const { notices } = check(notice('', { start: '2026-07-15', end: '2026-07-15' }));
    expect(notices?.[0]).toMatchObject({ startsAt: Date.UTC(2026, 6, 14, 14, 0), endsAt: Date.UTC(2026, 6, 15, 14, 0) });
  });
});

describe('notices.yaml: mistakes, each at its line with what to write', () => {
  it.each([
    [
      'a severity it does not know',
      notice('', { severity: 'urgent' }),
      'notices.yaml:3: "[1].severity" is "urgent", but must be one of: info, warning, outage.',
    ],
    [
      'a misspelt severity',
      notice('', { severity: 'warn' }),
      'notices.yaml:3: "[1].severity" is "warn", but must be one of: info, warning, outage (did you mean "warning"?).',
    ],
    ['a missing field', '- id: a\n  text: Hello.\n  start: 2026-03-02\n  end: 2026-03-03\n', 'notices.yaml:1: "[1].severity" is missing.'],
    ['a misspelt field', notice('  audiense: Staff\n'), 'notices.yaml:6: Unknown field "audiense" in [1]: did you mean "audience"?'],
    [
      'an unknown role',
      notice('  audience: Teachers\n'),
      'notices.yaml:6: "[1].audience": Unknown role "Teachers". Write one of: everyone, Staff, BasicView, Foundation ... Year12, a range such as Year6-Year12, or "not" before any of them.',
    ],
    [
      'an unknown platform',
      notice('  platforms: [linux]\n'),
      'notices.yaml:6: "[1].platforms[1]" is "linux", but must be one of: windows, mac.',
    ],
    [
      'an id with capitals',
      notice('', { id: 'Printers' }),
      'notices.yaml:1: "[1].id" must be lowercase letters, digits and dashes, e.g. "setup-guide".',
    ],
    [
      'a start that is no date',
      notice('', { start: 'Monday' }),
      'notices.yaml:4: "[1].start" must be a date and time such as 2026-03-02 08:00 (24-hour time), or a date such as 2026-03-02, not "Monday".',
    ],
    [
      'an end with a time zone',
      notice('', { end: '2026-03-02T15:30Z' }),
      'notices.yaml:5: "[1].end" has a time zone ("2026-03-02T15:30Z"): write the school\'s own time without one, e.g. 2026-03-02 08:00 (the time zone is timeZone in settings.yaml).',
    ],
    [
      'an end before the start',
      notice('', { end: '2026-03-01 15:30' }),
      'notices.yaml:5: "end" is not after "start": the notice would never show.',
    ],
    [
      'a stray asterisk',
      notice('', { text: '"**Printing* is down."' }),
      'notices.yaml:2: "[1].text" has a * that is not part of **bold**: put two asterisks on each side of the bold words, e.g. **Printing is down**.',
    ],
    [
      'a link to http',
      notice('', { text: 'See [status](http://status.example).' }),
      'notices.yaml:2: "[1].text" has a link to "http://status.example": a link must go to a full https:// address or a page of the portal such as /help.',
    ],
    [
      'a link to a page the portal lacks',
      notice('', { text: 'See [help](/helpdesk).' }),
      'notices.yaml:2: "text" links to /helpdesk, which is no page of the portal.',
    ],
    [
      'HTML',
      notice('', { text: 'Printing is <b>down</b>.' }),
      'notices.yaml:2: "[1].text" has an HTML tag, which a notice does not show: use **bold** and [links](https://address) only.',
    ],
    [
      'a guide that does not exist',
      notice('  guides: [priting]\n'),
      'notices.yaml:6: There is no guide "priting": did you mean "printing"?',
    ],
    [
      'a dismissible that is not true or false',
      notice('  dismissible: no\n'),
      'notices.yaml:6: "[1].dismissible" must be true or false (not yes or no, and without quotes).',
    ],
    [
      'everywhere without guides',
      notice('  everywhere: true\n'),
      'notices.yaml:6: "everywhere" is only for a notice with "guides": a notice without guides already shows on every screen.',
    ],
    [
      '"this guide" in a notice without guides',
      notice('', { text: 'The staff WiFi changes on Monday. Connect again with the steps in this guide.' }),
      'notices.yaml:2: "text" says "this guide", but the notice has no "guides": it shows on every screen, where "this guide" means nothing.',
    ],
    [
      '"These Steps" in capitals, over folded lines',
      notice('', { text: '>-\n    Follow These\n    Steps again.' }),
      'notices.yaml:2: "text" says "these steps", but the notice has no "guides": it shows on every screen, where "these steps" means nothing.',
    ],
    [
      '"this page" in bold',
      notice('', { text: '"Printing from **this page** is down."' }),
      'notices.yaml:2: "text" says "this page", but the notice has no "guides": it shows on every screen, where "this page" means nothing.',
    ],
    [
      '"this guide" in a notice shown everywhere',
      notice('  guides: [wifi]\n  everywhere: true\n', { text: 'See this guide.' }),
      'notices.yaml:2: "text" says "this guide", but "everywhere: true" shows the notice on every screen, where "this guide" means nothing.',
    ],
    ['a list that is not a list', 'id: a\n', 'notices.yaml:1: The notices file must be a list of notices.'],
  ])('reports %s', (_, yaml, expected) => {
    const { notices, lines: found } = check(yaml);
    expect(notices).toBeNull();
    expect(found).toEqual([expected]);
  });

  it.each([
    [
      'naming the guide the text names',
      'The staff WiFi changes. Use this guide.',
      'Add guides: [wifi], so it shows only at the top of those guides',
    ],
    [
      'asking for the folder names when the text names none',
      'Use this guide.',
      'Add guides: [...] with the folder names of the guides it is about',
    ],
  ])('tells an author who wrote "this guide" without guides to add guides, %s', (_, text, hint) => {
    expect(check(notice('', { text })).problems[0]?.hint).toContain(hint);
  });

  it('does not mistake other words for "this guide"', () => {
    expect(check(notice('', { text: 'Read this guidebook, or these stepsisters.' })).problems).toEqual([]);
  });

  it('reports two notices with one id, at the second', () => {
    const { lines: found, problems } = check(`${notice()}${notice()}`);
    expect(found).toEqual(['notices.yaml:6: Two notices have the id "printers-down" (notices 1 and 2).']);
    expect(problems[0]?.hint).toBe('Give each notice its own id: the portal remembers who dismissed a notice by its id.');
  });

  it('reports every mistake of every notice in one pass, each with a hint', () => {
    const { problems } = check(`${notice('', { severity: 'urgent' })}${notice('  guides: [nowhere]\n', { id: 'second', start: 'soon' })}`);
    expect(lines(problems)).toEqual([
      'notices.yaml:3: "[1].severity" is "urgent", but must be one of: info, warning, outage.',
      'notices.yaml:9: "[2].start" must be a date and time such as 2026-03-02 08:00 (24-hour time), or a date such as 2026-03-02, not "soon".',
      'notices.yaml:11: There is no guide "nowhere".',
    ]);
    expect(problems.every((p) => p.hint.length > 0)).toBe(true);
    expect(problems[2]?.hint).toBe('Name guides by their folder in content/guides/: printing, wifi, office.');
  });
});

describe("school.yaml's timeZone", () => {
  const schoolWith = (timeZone: string) => `timeZone: ${timeZone}\n`;
  const timeZoneProblems = (zone: string) =>
    validateYaml(schoolWith(zone), schoolSchema, 'school.yaml')
      .problems.filter((p) => p.message.includes('timeZone'))
      .map((p) => `${p.line}: ${p.message}`);

  it.each([
    [
      'Sydney',
      '1: "timeZone": "Sydney" is not a time zone: write one such as Australia/Sydney, Australia/Perth or Australia/Brisbane (did you mean "Australia/Sydney"?).',
    ],
    [
      'Australia/Sidney',
      '1: "timeZone": "Australia/Sidney" is not a time zone: write one such as Australia/Sydney, Australia/Perth or Australia/Brisbane (did you mean "Australia/Sydney"?).',
    ],
  ])('reports %s, naming the zone meant', (zone, expected) => {
    expect(timeZoneProblems(zone)).toEqual([expected]);
  });

  it('accepts a time zone such as Australia/Perth', () => {
    expect(timeZoneProblems('Australia/Perth')).toEqual([]);
  });
});
