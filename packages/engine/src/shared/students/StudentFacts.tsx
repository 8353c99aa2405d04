import './student-search.css';
import { yearAndClass, type Student } from './student-search';

/** Who exactly, before a staff tool acts: the username, then year and class, where the directory has them. */
export function StudentFacts({ student }: { student: Student }) {
  const year = yearAndClass(student);
  if (!student.userPrincipalName && !year) return null;
  return (
    <dl className="student-facts">
      {student.userPrincipalName && (
        <div>
          <dt>Username</dt>
          <dd>{student.userPrincipalName}</dd>
        </div>
      )}
      {year && (
        <div>
          <dt>Year and class</dt>
          <dd>{year}</dd>
        </div>
      )}
    </dl>
  );
}
