import { useEffect, useId, useRef, useState, type FormEvent, type SyntheticEvent } from 'react';
import './sign-out-dialog.css';

export interface SignOutChoice {
  /** Forget this person's progress in the guides on this computer. */
  forgetProgress: boolean;
}

/**
 * Asked when a person selects Sign out: students share lab computers, so they may also have the portal
 * forget their progress in the guides on this one. A modal dialog, so keyboard focus stays in it.
 */
export function SignOutDialog({ onSignOut, onClose }: { onSignOut: (choice: SignOutChoice) => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [forget, setForget] = useState(false);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  // A close() is announced by a 'close' event a moment later; under StrictMode (`npm start`) the effect
  // above closes and opens the dialog again at once, and that event must not close it (PreviewDialog too).
  const closed = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.currentTarget.open) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSignOut({ forgetProgress: forget });
  };

  return (
    <dialog ref={dialog} className="sign-out-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onClose={closed}>
      <form onSubmit={submit}>
        <h2 id={`${id}-title`}>Sign out of the portal?</h2>
        <p id={`${id}-text`}>On a shared computer, also have the portal forget where you are up to in each guide.</p>
        <p className="checkbox-row">
          <input id={`${id}-forget`} type="checkbox" checked={forget} onChange={(event) => setForget(event.target.checked)} />
          <label htmlFor={`${id}-forget`}>Forget my progress on this computer</label>
        </p>
        <div className="button-row">
          <button type="submit" className="button">
            Sign out
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
