import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../layout/use-document-title';

/** A screen whose content has not been written yet. Says so plainly. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      <p className="notice" role="note">
        Placeholder: this page has not been written yet.
      </p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
