import type { Ref } from 'react';
import { StudentResults } from './StudentResults';
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH, type Student } from './student-search';
import type { SearchState } from './use-student-search';
import './student-search.css';

/** What the status line under the box says: searching, how many were found, or what went wrong. */
export function searchSummary(search: SearchState): string {
  switch (search.status) {
    case 'idle':
      return '';
    case 'searching':
      return 'Searching…';
    case 'failed':
      return search.message;
    case 'found':
      if (search.students.length === 0)
        return 'No students found. Check the spelling, or try part of their first or family name, or the start of their username.';
      return search.students.length === 1 ? '1 student found' : `${search.students.length} students found`;
  }
}

interface StudentSearchBoxProps {
  text: string;
  onTextChange: (text: string) => void;
  search: SearchState;
  /** Whether the matching students are offered (a tool hides them while it works on a chosen one). */
  showResults: boolean;
  onChoose: (student: Student) => void;
  disabled?: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The staff tools' student search: the labelled box with its hint, a polite status line (searching, how
 * many, or the failure), and the matching students as buttons. Down from the box goes to the first result;
 * Up from the first result comes back.
 */
export function StudentSearchBox({ text, onTextChange, search, showResults, onChoose, disabled, inputRef }: StudentSearchBoxProps) {
  const focusBox = () => (typeof inputRef === 'object' && inputRef ? inputRef.current?.focus() : undefined);
  return (
    <div className="student-search">
      <label htmlFor="student-search">Student name or username</label>
      <p id="student-search-hint" className="hint">
        Type at least {MIN_SEARCH_LENGTH} letters of the student&apos;s first or family name, or the start of their username (such as
        jack.thompson), then choose them from the list.
      </p>
      <input
        ref={inputRef}
        id="student-search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_SEARCH_LENGTH}
        aria-describedby="student-search-hint student-search-status"
        value={text}
        disabled={disabled}
        onChange={(e) => onTextChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            document.querySelector<HTMLButtonElement>('.student-results button')?.focus();
          }
        }}
      />
      <p id="student-search-status" role="status" className={search.status === 'failed' ? 'search-status error-text' : 'search-status'}>
        {searchSummary(search)}
      </p>
      {showResults && search.status === 'found' && search.students.length > 0 && (
        <StudentResults students={search.students} onChoose={onChoose} onLeaveTop={focusBox} />
      )}
    </div>
  );
}
