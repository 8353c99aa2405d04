/**
 * `content/search.yaml` (optional): how students' words find the portal's guides. Synonyms and phrasings
 * add to the engine's own (src/shared/content/search-words.ts); each question is an answer shown in the
 * results, opening the step that helps.
 */
import { z } from 'zod';
import { hasSearchWord } from '../search-words.ts';
import { kebabField, textField } from './fields.ts';

/** A word or a few, as a student would type them; one search leaves out ("the", "x") would match nothing. */
const phraseField = textField.refine(hasSearchWord, {
  error: ({ input }) => `is "${String(input)}", which search leaves out (too short or too common), so it would match nothing`,
});

const phraseListField = (example: string) =>
  z
    .array(phraseField, { error: `must be a list of words or phrases such as ${example}` })
    .min(1, { error: 'must name at least one, or be left out' });

export const searchQuestionSchema = z.strictObject({
  question: textField.describe('What students ask, in their words, e.g. "WiFi not working". Shown as the result.'),
  answer: textField.describe('A sentence or two that answers it, shown under the question.'),
  guide: kebabField.describe('The guide that helps (its folder name in content/guides/), e.g. wifi.'),
  steps: z
    .array(z.string({ error: 'must be a step file name such as 10-connected.mdx' }), {
      error: 'must be a list of step file names such as [10-connected.mdx]',
    })
    .min(1, { error: 'must name at least one step file, or be left out' })
    .optional()
    .describe(
      'The step files it opens, e.g. [10-connected.mdx, 16-connected.mdx]: the first one the reader sees. Default: the guide itself.',
    ),
});

export const searchSchema = z.strictObject({
  synonyms: z
    .record(phraseField, phraseListField('[microsoft word, office]'), {
      error: 'must be words students type, each with a list of the portal’s words, e.g. word: [microsoft word, office]',
    })
    .optional()
    .describe(
      'Words students type, each with the portal’s words it also means, e.g. `teams: [microsoft teams, office]`. Added to the engine’s own (phone, iphone, log in ...).',
    ),
  ignore: phraseListField('[can you help]')
    .optional()
    .describe(
      'Phrasings that say nothing about what is wanted, left out of a search. Added to the engine’s own (how do i, get, install ...).',
    ),
  problems: phraseListField('[keeps dropping out]')
    .optional()
    .describe(
      'Phrasings that mean something is wrong: a search with one shows troubleshooting first. Added to the engine’s own (not working, broken ...).',
    ),
  questions: z
    .array(searchQuestionSchema, { error: 'must be a list of questions, each starting with "- question: ..."' })
    .optional()
    .describe('Questions students ask, each with its answer and the guide or step that helps: shown in the results.'),
});

export type SearchConfig = z.output<typeof searchSchema>;
export type SearchQuestion = z.output<typeof searchQuestionSchema>;
