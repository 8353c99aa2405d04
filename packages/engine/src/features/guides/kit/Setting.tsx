import { useManifest } from '../../../shared/content/content-context';
import { shownSetting } from '../../../shared/content/kit-settings';
import { readKitProps } from '../../../shared/content/kit-props-reader';
import { EMAIL_ADDRESS, isHttpsUrl } from '../../../shared/patterns';
import { ExternalLink } from './ExternalLink';
import { KitError } from './KitError';

/** A value from settings.yaml; with `link`, emails become mailto: links and addresses links. */
export function Setting(props: { name?: string; link?: boolean }) {
  const { settings } = useManifest();
  const read = readKitProps('Setting', props);
  if (!read.ok) return <KitError message={read.message} />;
  const found = shownSetting(settings, read.props.name);
  if (!found.ok) return <KitError message={found.message} />;
  const text = found.value;
  if (read.props.link && EMAIL_ADDRESS.test(text)) return <a href={`mailto:${text}`}>{text}</a>;
  if (read.props.link && isHttpsUrl(text)) return <ExternalLink href={text}>{text}</ExternalLink>;
  return <>{text}</>;
}
