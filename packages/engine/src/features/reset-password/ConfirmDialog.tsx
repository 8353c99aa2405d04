import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

function close(element: HTMLDialogElement): void {
  if (!element.open) return;
  if (typeof element.close === 'function') element.close();
  else element.removeAttribute('open');
}

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The safe choice: first, focused when the dialog opens, and what Escape does. */
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * A question that must be answered before going on, shown while it is rendered. A native modal `<dialog>`:
 * the rest of the page is inert, focus starts on the safe choice, Escape chooses it, and closing returns
 * focus to where it was. Screen readers announce it as a dialog with its title and text.
 */
export function ConfirmDialog({ title, children, cancelLabel, onCancel, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useLayoutEffect(() => {
    const element = dialog.current!;
    // jsdom has no showModal; every browser the portal supports does.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    cancel.current?.focus();
    return () => close(element);
  }, []);

  // Closed before the choice is acted on: while the dialog is open the rest of the page is inert, so
  // focus can only move there (back to where it was, or wherever the choice sends it) once it is closed.
  const choose = (then: () => void) => {
    if (dialog.current) close(dialog.current);
    then();
  };

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape: the safe choice, made the same way as with the button.
        event.preventDefault();
        choose(onCancel);
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId}>{children}</div>
      <div className="button-row">
        <button ref={cancel} type="button" className="button" onClick={() => choose(onCancel)}>
          {cancelLabel}
        </button>
        <button type="button" className="button button-danger" onClick={() => choose(onConfirm)}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
