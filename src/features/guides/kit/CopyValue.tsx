import { useClipboardCopy } from '../../../shared/use-clipboard-copy';
import { checkKitProps } from '../../content/kit-props';
import { KitError } from './KitError';

/** A value (such as an organisation code) with a button that copies it. */
export function CopyValue(props: { value?: string; label?: string }) {
  const checked = checkKitProps('CopyValue', props);
  const label = checked.ok ? checked.props.label : '';
  const { notice, copy } = useClipboardCopy({
    copied: `${label} copied`,
    failed: 'Could not copy: select the text and copy it yourself',
  });
  if (!checked.ok) return <KitError message={checked.message} />;
  const { value } = checked.props;
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
