import { useRef, type KeyboardEvent } from 'react';
import { StudentIdentity } from './StudentIdentity';
import type { Student } from './student-search';

interface StudentResultsProps {
  students: Student[];
  onChoose: (student: Student) => void;
  /** Where the Up arrow goes from the first result: the search box. */
  onLeaveTop: () => void;
}

/**
 * The matching students as a list of buttons, one row per result (and never less than two rows tall), each
 * naming the student with their username, year and class, so two students of one name are told apart.
 * Up and Down move between them, Home and End jump, Enter or Space chooses.
 */
export function StudentResults({ students, onChoose, onLeaveTop }: StudentResultsProps) {
  const list = useRef<HTMLUListElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const buttons = Array.from(list.current?.querySelectorAll('button') ?? []);
    const target =
      event.key === 'ArrowDown'
        ? Math.min(index + 1, buttons.length - 1)
        : event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    if (target < 0) onLeaveTop();
    else buttons[target]?.focus();
  };

  return (
    <ul ref={list} className="student-results" aria-label="Matching students" data-rows={students.length}>
      {students.map((student, index) => (
        <li key={student.id}>
          <button type="button" className="student-option" onClick={() => onChoose(student)} onKeyDown={(e) => onKeyDown(e, index)}>
            <StudentIdentity student={student} />
          </button>
        </li>
      ))}
    </ul>
  );
}
