import { useContent } from '../../../shared/content/content-context';
import { checkKitProps } from '../../../shared/content/kit-props';
import { settingAt } from '../../../shared/content/settings-path';
import { ExternalLink } from './ExternalLink';
import { KitError } from './KitError';

/** A value from settings.yaml; with `link`, emails become mailto: links and addresses links. */
export function Setting(props: { name?: string; link?: boolean }) {
  const { manifest } = useContent();
  const checked = checkKitProps('Setting', props);
  if (!checked.ok) return <KitError message={checked.message} />;
  const value = settingAt(manifest.settings, checked.props.name);
  if (typeof value !== 'string' && typeof value !== 'number') return <KitError message={`<Setting name="${checked.props.name}"> names no setting.`} />;
  const text = String(value);
  if (checked.props.link && /^[^@\s]+@[^@\s]+$/.test(text)) return <a href={`mailto:${text}`}>{text}</a>;
  if (checked.props.link && /^https:\/\//.test(text)) return <ExternalLink href={text}>{text}</ExternalLink>;
  return <>{text}</>;
}
