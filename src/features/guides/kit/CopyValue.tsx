import { useEffect, useState } from 'react';
import { checkKitProps } from '../../content/schema/kit';
import { KitError } from './KitError';

/** A value (such as an organisation code) with a button that copies it. */
export function CopyValue(props: { value?: string; label?: string }) {
  const checked = checkKitProps('CopyValue', props);
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(''), 2000);
    return () => window.clearTimeout(timer);
  }, [status]);
  if (!checked.ok) return <KitError message={checked.message} />;
  const { value, label } = checked.props;
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setStatus(`${label} copied`),
      () => setStatus('Could not copy: select the text and copy it yourself'),
    );
  return (
    <span className="copy-value">
      <span>{label}: </span>
      <code>{value}</code>{' '}
      <button type="button" className="button button-small" onClick={() => void copy()} aria-label={`Copy ${label}`}>
        Copy
      </button>
      <span role="status" className="copy-status">
        {status}
      </span>
    </span>
  );
}
