import { Link } from 'react-router-dom';
import { ROUTES } from '../../app/routes';
import { useDocumentTitle } from '../layout/use-document-title';
import { useSignedIn } from '../user/signed-in-context';

/** Home. Interim: lists every screen; the role-aware tile grid arrives with the guide content. */
export function HomePage() {
  useDocumentTitle('Home');
  const { user } = useSignedIn();
  const firstName = user.name.split(' ')[0];
  return (
    <section className="page">
      <h1>Welcome, {firstName}</h1>
      <p className="notice" role="note">
        Placeholder: the guides are still being written, so every screen below opens a placeholder for now.
      </p>
      <nav aria-label="Guides and tools">
        <ul className="tiles">
          {ROUTES.filter((r) => r.path !== '/').map((r) => (
            <li key={r.path}>
              <Link className="tile" to={r.path}>
                {r.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
