import { Link } from 'react-router-dom';
import type { GuideAccess } from '../../shared/content/derive/access';
import { helpGuide, insteadOf } from '../../shared/content/derive/guide-notes';
import { useManifest } from '../../shared/content/content-context';
import type { GuideEntry } from '../../shared/content/schema/manifest';
import type { Viewer } from '../../shared/user/viewer';
import { OwnerAnswer } from './OwnerQuestion';

interface GuideMessageProps {
  access: Exclude<GuideAccess, { kind: 'ok' }>;
  guide: GuideEntry;
  viewer: Viewer;
}

/**
 * A guide that does not apply to this person: why (the content's message), what to do instead, and whom to
 * ask (the IT office from the settings, and the help guide when the content names one), never a dead end.
 */
export function GuideMessage({ access, guide, viewer }: GuideMessageProps) {
  const manifest = useManifest();
  const { email, location, officeHours } = manifest.school.help;
  const help = helpGuide(manifest, viewer.roles);
  return (
    <div className="notice guide-message" role="note">
      <p className="guide-message-why">{access.message}</p>
      <p>{insteadOf(access, guide, viewer)}</p>
      {access.kind === 'other-owner' && <OwnerAnswer />}
      <p>
        Need a hand? Ask at {location} ({officeHours}) or email <a href={`mailto:${email}`}>{email}</a>.
        {help && help.id !== guide.id && (
          <>
            {' '}
            See <Link to={help.route}>{help.title}</Link>.
          </>
        )}
      </p>
    </div>
  );
}
