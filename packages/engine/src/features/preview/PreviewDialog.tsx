import { useEffect, useId, useRef, useState, type FormEvent, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  decodeSupportCode,
  SUPPORT_CODE_EXAMPLE,
  supportScreenPath,
  type SupportCodeReading,
} from '../../shared/content/derive/support-code';
import type { CodeContent } from '../../shared/content/derive/support-code';
import type { SchoolRoles } from '../../shared/user/roles';
import { previewAudiences, previewDevices, previewOwners } from './preview-label';
import { usePreview, type Preview, type PreviewDevice } from '../../shared/user/preview';
import { DEFAULT_DEVICES, isDeviceOwner, type DeviceName } from '../../shared/user/devices';

const OWN = 'own';

type Audience = { value: string; label: string; roles?: string[] };

function audienceOf(audiences: readonly Audience[], preview: Preview | null): string {
  const roles = preview?.roles;
  if (!roles) return OWN;
  return audiences.find((a) => a.roles && a.roles.join() === roles.join())?.value ?? OWN;
}

/**
 * Staff choose who to view the portal as; a modal dialog, so keyboard focus stays in it until it closes.
 * Who may be chosen comes from the school's roles (`roles`), on which device from its devices; `loadContent` gives the guides a support code
 * is looked up in (the header's content, passed in so this chunk shares no module with the first load).
 */
export function PreviewDialog({
  onClose,
  roles,
  devices = DEFAULT_DEVICES,
  loadContent,
}: {
  onClose: () => void;
  roles: SchoolRoles;
  devices?: readonly DeviceName[];
  loadContent?: () => Promise<CodeContent>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { preview, setPreview } = usePreview();
  const audiences: readonly Audience[] = [{ value: OWN, label: 'My own account' }, ...previewAudiences(roles)];
  const [audience, setAudience] = useState(audienceOf(audiences, preview));
  const [device, setDevice] = useState<string>(preview?.device ?? OWN);
  const owners = previewOwners();
  const [owner, setOwner] = useState<string>(preview?.owner ?? owners[0]!.value);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  // The browser announces a close() with a 'close' event a moment later. React's StrictMode (under
  // `npm start`) runs the effect above twice, closing and opening the dialog again at once: the event
  // from that close arrives when the dialog is open again, and must not close it.
  const closed = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.currentTarget.open) onClose();
  };

  /** A support code decides who, the device and the screen: the student's own, as they see it. */
  const openCode = async () => {
    let reading: SupportCodeReading;
    try {
      if (!loadContent) throw new Error('No content');
      reading = decodeSupportCode(await loadContent(), code);
    } catch {
      reading = { ok: false, message: 'The guides could not be loaded to look the code up. Check the connection and try again.' };
    }
    if (!reading.ok) {
      setCodeError(reading.message);
      codeInput.current?.focus();
      return;
    }
    setPreview({ roles: [...reading.roles], device: reading.device });
    void navigate(supportScreenPath(reading));
    onClose();
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) {
      void openCode();
      return;
    }
    const chosen = audiences.find((a) => a.value === audience)?.roles;
    const chosenDevice = device === OWN ? undefined : (device as PreviewDevice);
    const chosenOwner = isDeviceOwner(owner) ? owner : undefined;
    const next: Preview = {
      ...(chosen ? { roles: chosen } : {}),
      ...(chosenDevice ? { device: chosenDevice } : {}),
      ...(chosenOwner ? { owner: chosenOwner } : {}),
    };
    setPreview(Object.keys(next).length > 0 ? next : null);
    onClose();
  };

  return (
    <dialog ref={dialog} className="preview-dialog" aria-labelledby={`${id}-title`} onClose={closed}>
      <form onSubmit={apply}>
        <h2 id={`${id}-title`}>Preview the portal as</h2>
        <p>See the tiles, guides, steps and Setup Guide exactly as they would. Tools keep using your own account.</p>
        <Choice id={`${id}-audience`} label="Who" options={audiences} value={audience} onChange={setAudience} />
        <Choice id={`${id}-device`} label="Device" options={previewDevices(devices)} value={device} onChange={setDevice} />
        <Choice id={`${id}-owner`} label="Owned by" options={owners} value={owner} onChange={setOwner} />
        <label htmlFor={`${id}-code`}>Or a support code</label>
        <p id={`${id}-code-hint`} className="field-hint">
          The code under a student&rsquo;s step, such as {SUPPORT_CODE_EXAMPLE}: it opens that step as they see it, whatever is chosen
          above.
        </p>
        <input
          ref={codeInput}
          id={`${id}-code`}
          type="text"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setCodeError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${id}-code-error ${id}-code-hint` : `${id}-code-hint`}
        />
        {codeError && (
          <p id={`${id}-code-error`} className="field-error" role="alert">
            {codeError}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button">
            Preview
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** A labelled drop-down of the dialog. */
function Choice({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}
