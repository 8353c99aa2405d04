import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useContent } from '../../shared/content/content-context';
import { homeTiles, type HomeTile } from '../../shared/content/derive/tiles';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { DeviceNotCovered } from '../../shared/content/DeviceNotCovered';
import { useViewer } from '../../shared/content/use-viewer';
import { useSignedIn } from '../../shared/user/signed-in-context';
import type { TileMark } from '../../shared/progress/home-marks';
import { expectsContinueCard, type ProgressRecord } from '../../shared/progress/progress';
import { useProgress } from '../../shared/progress/use-progress';
import { FinishedNotice } from './FinishedNotice';
import { ContinueCard, ContinueCardPlace } from './ContinueCard';
import { useHomeMarks } from './use-home-marks';
import './home.css';

interface TileProps {
  tile: HomeTile;
  iconUrl: string | undefined;
  /** Keep a line for a description that has not loaded yet (when the school gave tiles descriptions). */
  roomForDescription: boolean;
  description: string | undefined;
  state: TileMark | undefined;
}

/**
 * A tile: icon, label, description, and for a guide its state. The link's name is the label and the state;
 * the description is its description. Description and state arrive with the content's details, into lines
 * kept for them, so that nothing moves.
 */
function Tile({ tile, iconUrl, roomForDescription, description, state }: TileProps) {
  const descriptionId = useId();
  const body = (
    <>
      {iconUrl && <img src={iconUrl} alt="" width={40} height={40} className="tile-icon" />}
      <span className="tile-label">{tile.label}</span>
      {(roomForDescription || description) && (
        <span className="tile-description" id={descriptionId} aria-hidden="true">
          {description}
        </span>
      )}
      {!tile.external && (
        <span className="tile-state">
          {state?.kind === 'done' && <span aria-hidden="true">✓ </span>}
          {state && <strong>{state.detail ? `${state.headline}:` : state.headline}</strong>}
          {state?.detail && ` ${state.detail}`}
        </span>
      )}
    </>
  );
  const describedBy = description ? descriptionId : undefined;
  return tile.external ? (
    <a
      className="tile"
      href={tile.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={[describedBy, 'new-tab-note'].filter(Boolean).join(' ')}
    >
      {body}
    </a>
  ) : (
    <Link className="tile" to={tile.href} aria-describedby={describedBy} data-state={state?.kind}>
      {body}
    </Link>
  );
}

const NO_PROGRESS: ProgressRecord = {};

/**
 * Home: the guide to continue, if any, and the tiles this user may see (content decides which, and in what
 * order), each with what the guide is for and where the user stands in it.
 */
export function HomePage() {
  useDocumentTitle('Home');
  const { user, visiting, signInAgain } = useSignedIn();
  const { manifest, iconUrls } = useContent();
  const firstName = user.name.split(' ')[0];
  const viewer = useViewer();
  const tiles = homeTiles(manifest, viewer.roles, { visitor: viewer.visitor });
  // The card, descriptions and states need the guides' details, which load after the first screen.
  const record = useProgress()?.record ?? NO_PROGRESS;
  const marks = useHomeMarks(viewer, record);
  // Until then, the card's place is kept when the progress says one is coming, so the tiles do not move.
  const keepCardPlace = !marks && expectsContinueCard(record, manifest.guides, viewer.platform);
  return (
    <section className="page">
      {/* No name when reading offline without signing in. */}
      <h1>{firstName ? `Welcome, ${firstName}` : 'Welcome'}</h1>
      {visiting && (
        <div className="visitor-intro">
          <p>These guides are open to everyone. Sign in with your school account for the rest: your guides, your progress and the tools.</p>
          <button type="button" className="button" onClick={() => signInAgain()}>
            Sign in
          </button>
        </div>
      )}
      <FinishedNotice />
      <DeviceNotCovered />
      {marks?.card ? <ContinueCard card={marks.card} /> : keepCardPlace && <ContinueCardPlace />}
      <nav aria-label="Guides and tools">
        <ul className="tiles">
          {tiles.map((tile) => (
            <li key={tile.label}>
              <Tile
                tile={tile}
                iconUrl={iconUrls[tile.icon]}
                roomForDescription={manifest.tileDescriptions}
                description={marks?.descriptions.get(tile.label)}
                state={tile.external ? undefined : marks?.states.get(tile.href)}
              />
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
