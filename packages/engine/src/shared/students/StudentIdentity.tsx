import { yearAndClass, type Student } from './student-search';

/**
 * A student's name, then on a second line what tells them from another of the same name: their username,
 * and their year and class where the directory has them. Read as one phrase by screen readers.
 */
export function StudentIdentity({ student }: { student: Student }) {
  const details = [student.userPrincipalName, yearAndClass(student)].filter(Boolean).join(', ');
  return (
    <>
      <span className="student-name">{student.displayName}</span>
      {details && (
        <>
          {' '}
          <span className="student-details">{details}</span>
        </>
      )}
    </>
  );
}
