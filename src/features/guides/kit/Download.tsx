import type { ReactNode } from 'react';
import { checkKitProps } from '../../content/kit-props';
import { useViewer } from '../use-viewer';
import { KitError } from './KitError';

/** A download button: one address for all (`href`), or one for Windows and one for Mac. */
export function Download({ children, ...props }: { children?: ReactNode; href?: string; windows?: string; mac?: string }) {
  const { platform } = useViewer();
  const checked = checkKitProps('Download', props);
  if (!checked.ok) return <KitError message={checked.message} />;
  const { href, windows, mac } = checked.props;
  const url = href ?? (platform === 'mac' ? mac : windows);
  if (!url) {
    return <p className="notice">This download is only for {platform === 'mac' ? 'Windows' : 'Mac'}.</p>;
  }
  return (
    <p>
      <a className="button download-button" href={url} rel="noopener noreferrer">
        {children}
      </a>
    </p>
  );
}
