import { Link } from 'react-router-dom';
import { useContent, useManifestWhenLoaded } from '../../shared/content/content-context';
import { homeTiles, type HomeTile } from '../../shared/content/derive/tiles';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useViewer } from '../../shared/content/use-viewer';
import { useSignedIn } from '../../shared/user/signed-in-context';
import { continueCard, doneRoutes } from '../../shared/progress/derive';
import { useProgress } from '../../shared/progress/use-progress';
import { setupGuideDone } from '../../shared/progress/setup-guide-progress';
import { FinishedNotice } from './FinishedNotice';
import { ContinueCard } from './ContinueCard';
import './home.css';

function TileBody({ tile, iconUrl, done }: { tile: HomeTile; iconUrl: string | undefined; done?: boolean }) {
  return (
    <>
      {iconUrl && <img src={iconUrl} alt="" width={40} height={40} className="tile-icon" />}
      <span>{tile.label}</span>
      {done && (
        <span className="tile-done">
          <span aria-hidden="true">✓ </span>Done
        </span>
      )}
    </>
  );
}

const NONE_DONE: ReadonlySet<string> = new Set();

/**
 * Home: the guide to continue, if any, and the tiles this user may see (content decides which, and in what
 * order), finished guides marked done.
 */
export function HomePage() {
  useDocumentTitle('Home');
  const { user } = useSignedIn();
  const { manifest, iconUrls } = useContent();
  const firstName = user.name.split(' ')[0];
  const viewer = useViewer();
  const tiles = homeTiles(manifest, viewer.roles);
  const record = useProgress()?.record ?? {};
  // Progress needs the guides' steps, which load after the first screen: the marks show a moment later.
  const withSteps = useManifestWhenLoaded();
  const card = withSteps && continueCard(withSteps, viewer, record);
  const done = withSteps ? doneRoutes(withSteps, viewer, record) : NONE_DONE;
  // The Setup Guide is done when every one of its parts is.
  const setupDone = withSteps !== null && setupGuideDone(withSteps, viewer, record);
  const isDone = (href: string) => done.has(href) || (setupDone && href === manifest.setupGuide.route);
  return (
    <section className="page">
      {/* No name when reading offline without signing in. */}
      <h1>{firstName ? `Welcome, ${firstName}` : 'Welcome'}</h1>
      <FinishedNotice />
      {card && <ContinueCard card={card} />}
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
                  <TileBody tile={tile} iconUrl={iconUrls[tile.icon]} done={isDone(tile.href)} />
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
