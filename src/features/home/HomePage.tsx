import { Link } from 'react-router-dom';
import { useContent } from '../../shared/content/content-context';
import { homeTiles, type HomeTile } from '../../shared/content/derive/tiles';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useViewer } from '../../shared/content/use-viewer';
import { useSignedIn } from '../../shared/user/signed-in-context';

function TileBody({ tile, iconUrl }: { tile: HomeTile; iconUrl: string | undefined }) {
  return (
    <>
      {iconUrl && <img src={iconUrl} alt="" width={40} height={40} className="tile-icon" />}
      <span>{tile.label}</span>
    </>
  );
}

/** Home: the tiles this user may see (content decides which, and in what order). */
export function HomePage() {
  useDocumentTitle('Home');
  const { user } = useSignedIn();
  const { manifest, iconUrls } = useContent();
  const firstName = user.name.split(' ')[0];
  const { roles } = useViewer();
  const tiles = homeTiles(manifest, roles);
  return (
    <section className="page">
      <h1>Welcome, {firstName}</h1>
      <nav aria-label="Guides and tools">
        <ul className="tiles">
          {tiles.map((tile) => (
            <li key={tile.label}>
              {tile.external ? (
                <a className="tile" href={tile.href} target="_blank" rel="noopener noreferrer" aria-describedby="new-tab-note">
                  <TileBody tile={tile} iconUrl={iconUrls[tile.icon]} />
                </a>
              ) : (
                <Link className="tile" to={tile.href}>
                  <TileBody tile={tile} iconUrl={iconUrls[tile.icon]} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <p id="new-tab-note" hidden>
        Opens in a new tab
      </p>
    </section>
  );
}
