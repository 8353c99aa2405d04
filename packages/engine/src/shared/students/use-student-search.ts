import { useEffect, useRef, useState } from 'react';
import type { GraphClient } from '../graph/graph-client';
import { GraphError, graphUserMessage, isAbortError } from '../graph/graph-error';
import { isTimeoutError } from '../resilience/time-limits';
import {
  foldedUsernamePrefix,
  isSearchable,
  MAX_RESULTS,
  mergeStudents,
  searchStudents,
  searchStudentsFolded,
  type Student,
} from './student-search';

export const SEARCH_DEBOUNCE_MS = 300;

export type SearchState =
  { status: 'idle' } | { status: 'searching' } | { status: 'found'; students: Student[] } | { status: 'failed'; message: string };

type Answer = { text: string; students: Student[] } | { text: string; message: string };

/** Graph's own message says what to do (no permission, offline, throttled, sign in again); else a generic one. */
function searchFailureMessage(error: unknown): string {
  if (error instanceof GraphError) return error.userMessage;
  // The answer started but its body never finished arriving.
  if (isTimeoutError(error)) return graphUserMessage('timeout');
  return "The search didn't work just now. Please try again in a moment.";
}

/**
 * Searches as the person types: after a pause, only for more than 2 characters. Each new text cancels the
 * previous request, and an answer is shown only for the text it was asked for, so a slow, stale answer
 * never replaces a newer one. A name typed without accents is then looked up by username too
 * (student-search.ts), and what that finds is added below the first results once it arrives; if it fails,
 * the first results stand.
 */
export function useStudentSearch(
  graph: GraphClient,
  studentLicenceSkuId: string,
  text: string,
  debounceMs = SEARCH_DEBOUNCE_MS,
): SearchState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const latestRequest = useRef(0);
  const query = text.trim();
  const searchable = isSearchable(query);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const requestId = ++latestRequest.current;
      searchStudents(graph, query, studentLicenceSkuId, controller.signal).then(
        (students) => {
          if (requestId !== latestRequest.current) return;
          setAnswer({ text: query, students });
          if (students.length >= MAX_RESULTS || foldedUsernamePrefix(query) === null) return;
          searchStudentsFolded(graph, query, studentLicenceSkuId, controller.signal).then(
            (more) => {
              if (requestId === latestRequest.current && more.length > 0)
                setAnswer({ text: query, students: mergeStudents(students, more) });
            },
            // The accent-free lookup only adds to what was found: without it, the first results stand.
            () => {},
          );
        },
        (error: unknown) => {
          if (isAbortError(error) || requestId !== latestRequest.current) return;
          setAnswer({ text: query, message: searchFailureMessage(error) });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [graph, studentLicenceSkuId, query, searchable, debounceMs]);

  if (!searchable) return { status: 'idle' };
  if (answer?.text !== query) return { status: 'searching' };
  return 'students' in answer ? { status: 'found', students: answer.students } : { status: 'failed', message: answer.message };
}
