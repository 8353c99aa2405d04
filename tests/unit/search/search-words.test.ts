import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_WORDS,
  expandQuery,
  problemFinder,
  withSchoolWords,
} from '../../../packages/engine/src/shared/content/search-words';

const school = withSchoolWords({
  synonyms: { word: ['microsoft word', 'office'], 'log on': ['portal'] },
  ignore: ['can you help'],
  problems: ['keeps freezing'],
});

describe("a query in students' words", () => {
  it.each([
    ['how do i get word', [{ words: ['word'], synonyms: [] }]],
    ['Install Adobe please', [{ words: ['adobe'], synonyms: [] }]],
    [
      'email on phone',
      [
        { words: ['email'], synonyms: [['mail']] },
        { words: ['phone'], synonyms: [['iphone'], ['android'], ['mobile']] },
      ],
    ],
    [
      'log in to wi-fi',
      [
        { words: ['log'], synonyms: [['sign']] },
        { words: ['wi', 'fi'], synonyms: [['wifi']] },
      ],
    ],
  ])('"%s" leaves out what says nothing and adds the engine’s synonyms', (query, parts) => {
    expect(expandQuery(query, DEFAULT_SEARCH_WORDS).parts).toEqual(parts);
  });

  it('adds the school’s synonyms and phrasings to the engine’s', () => {
    expect(expandQuery('how do i get word', school).parts).toEqual([{ words: ['word'], synonyms: [['microsoft', 'word'], ['office']] }]);
    // "log on" keeps the engine's "sign in" and gains the school's word.
    expect(expandQuery('log on', school).parts).toEqual([{ words: ['log'], synonyms: [['sign'], ['portal']] }]);
    expect(expandQuery('can you help with printing', school).parts).toEqual([{ words: ['printing'], synonyms: [] }]);
    expect(expandQuery('laptop keeps freezing', school)).toMatchObject({ problem: true, parts: [{ words: ['laptop'] }] });
    expect(expandQuery('laptop keeps freezing', DEFAULT_SEARCH_WORDS).problem).toBe(false);
  });

  it.each(['wifi not working', "wifi doesn't work", 'wifi doesnt work', 'WiFi is broken', 'my laptop won’t connect'])(
    '"%s" tells of a problem',
    (query) => {
      expect(expandQuery(query, DEFAULT_SEARCH_WORDS).problem).toBe(true);
    },
  );

  it('names a phone when a word or its synonyms do', () => {
    expect(expandQuery('wifi on iphone', DEFAULT_SEARCH_WORDS).phone).toBe(true);
    expect(expandQuery('outlook on my mobile', DEFAULT_SEARCH_WORDS).phone).toBe(true);
    expect(expandQuery('galaxy', withSchoolWords({ synonyms: { galaxy: ['android'] } })).phone).toBe(true);
    expect(expandQuery('wifi on laptop', DEFAULT_SEARCH_WORDS)).toMatchObject({ phone: false, problem: false });
  });

  it('searches a query of nothing but such phrasings for its own words', () => {
    expect(expandQuery('install', DEFAULT_SEARCH_WORDS).parts).toEqual([{ words: ['install'], synonyms: [] }]);
    expect(expandQuery('broken', DEFAULT_SEARCH_WORDS)).toEqual({
      parts: [{ words: ['broken'], synonyms: [] }],
      problem: true,
      phone: false,
    });
    expect(expandQuery('how do i', DEFAULT_SEARCH_WORDS).parts).toEqual([]);
  });

  it('finds troubleshooting text by the same phrasings', () => {
    const tellsOfProblem = problemFinder(DEFAULT_SEARCH_WORDS);
    expect(tellsOfProblem('If it stops working, start these steps again.')).toBe(true);
    expect(tellsOfProblem("The app doesn't work offline.")).toBe(true);
    expect(tellsOfProblem('Your laptop now works on the school network.')).toBe(false);
  });
});
