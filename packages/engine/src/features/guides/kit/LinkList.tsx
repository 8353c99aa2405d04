import { useManifest } from '../../../shared/content/content-context';
import { readKitProps } from '../../../shared/content/kit-props-reader';
import {
  DEFAULT_LINKS_SETTING,
  downloadUrl,
  linkListSetting,
  onlyForOtherPlatform,
  type LinkItem,
} from '../../../shared/content/kit-settings';
import { useViewer } from '../../../shared/content/use-viewer';
import { ExternalLink } from './ExternalLink';
import { KitError } from './KitError';

/**
 * A list of links from settings.yaml (`links`, or the setting it names): a heading per group and a list
 * of its links. `headingLevel` is not an attribute authors write: the kit sets it so group headings sit
 * below the part's own heading.
 */
export function LinkList({ headingLevel = 3, ...props }: { headingLevel?: number; setting?: string }) {
  const { settings } = useManifest();
  const checked = readKitProps('LinkList', props);
  if (!checked.ok) return <KitError message={checked.message} />;
  const links = linkListSetting(settings, checked.props.setting ?? DEFAULT_LINKS_SETTING);
  if (!links.ok) return <KitError message={links.message} />;
  const Heading = `h${Math.min(6, headingLevel)}` as 'h3';
  return (
    <div className="link-list">
      {links.value.map((group) => (
        <div key={group.group}>
          <Heading>{group.group}</Heading>
          <ul>
            {group.items.map((item) => (
              <li key={item.label}>
                <LinkListItem item={item} />
                {item.description && <>: {item.description}</>}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** A site opens in a new tab; an app with Windows/Mac installers gets the download for the reader's platform. */
function LinkListItem({ item }: { item: LinkItem }) {
  const { platform } = useViewer();
  if ('url' in item) return <ExternalLink href={item.url}>{item.label}</ExternalLink>;
  const url = downloadUrl(item, platform);
  if (!url)
    return (
      <>
        {item.label}: {onlyForOtherPlatform(platform)}
      </>
    );
  return (
    <a className="button button-small download-button" href={url} rel="noopener noreferrer">
      Download {item.label}
    </a>
  );
}
