import type { ReactNode } from 'react';
import { useManifest } from '../../../shared/content/content-context';
import { readKitProps } from '../../../shared/content/kit-props-reader';
import { downloadSetting, downloadUrl, onlyForOtherPlatform } from '../../../shared/content/kit-settings';
import { useViewer } from '../../../shared/content/use-viewer';
import { KitError } from './KitError';

/**
 * A download button: one address for all (`href`), one for Windows and one for Mac, or the same read from
 * settings.yaml (`setting`).
 */
export function Download({
  children,
  ...props
}: {
  children?: ReactNode;
  href?: string;
  windows?: string;
  mac?: string;
  setting?: string;
}) {
  const { settings } = useManifest();
  const { platform } = useViewer();
  const checked = readKitProps('Download', props);
  if (!checked.ok) return <KitError message={checked.message} />;
  const { setting, ...literal } = checked.props;
  const targets = setting === undefined ? { ok: true as const, value: literal } : downloadSetting(settings, setting);
  if (!targets.ok) return <KitError message={targets.message} />;
  const url = downloadUrl(targets.value, platform);
  if (!url) return <p className="notice">{onlyForOtherPlatform(platform)}</p>;
  return (
    <p>
      <a className="button download-button" href={url} rel="noopener noreferrer">
        {children}
      </a>
    </p>
  );
}
