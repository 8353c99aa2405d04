import { useDocumentTitle } from '../layout/use-document-title';

export interface ResetStudentPasswordPageProps {
  /** The licence (SKU) id that marks a user as a student; from the content settings file. */
  studentLicenceSkuId: string;
}

/** Staff tool: reset a student's password. Placeholder until the staff-tools work lands. */
export function ResetStudentPasswordPage(_props: ResetStudentPasswordPageProps) {
  useDocumentTitle('Reset Student Password');
  return (
    <section className="page">
      <h1>Reset Student Password</h1>
      <p className="notice" role="note">
        Placeholder: this tool has not been built yet.
      </p>
    </section>
  );
}
