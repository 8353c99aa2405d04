import { useClipboardCopy } from '../../../shared/ui/use-clipboard-copy';
import { useManifest } from '../../../shared/content/content-context';
import { readKitProps } from '../../../shared/content/kit-props-reader';
import { copyValueSetting } from '../../../shared/content/kit-settings';
import { KitError } from './KitError';

/** A value (such as an organisation code) with a button that copies it: written out, or named in settings.yaml. */
export function CopyValue(props: { value?: string; setting?: string; label?: string }) {
  const { settings } = useManifest();
  const checked = readKitProps('CopyValue', props);
  const label = checked.ok ? checked.props.label : '';
  const { notice, copy } = useClipboardCopy({
    copied: `${label} copied`,
    failed: 'Could not copy: select the text and copy it yourself',
  });
  if (!checked.ok) return <KitError message={checked.message} />;
  const { value: literal, setting } = checked.props;
  const found = setting === undefined ? { ok: true as const, value: literal ?? '' } : copyValueSetting(settings, setting);
  if (!found.ok) return <KitError message={found.message} />;
  const value = found.value;
  return (
    <span className="copy-value">
      <span>{label}: </span>
      <code>{value}</code>{' '}
      <button type="button" className="button button-small" onClick={() => copy(value)} aria-label={`Copy ${label}`}>
        Copy
      </button>
      <span role="status" className="copy-status">
        {notice}
      </span>
    </span>
  );
}
