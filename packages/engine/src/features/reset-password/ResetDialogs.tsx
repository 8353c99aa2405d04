import { ConfirmDialog } from './ConfirmDialog';
import type { ResetState } from './use-password-reset';

/** What leaving would lose, for the question asked before it happens. */
export function LeaveDialog({ state, onStay, onLeave }: { state: ResetState; onStay: () => void; onLeave: () => void }) {
  const resetting = state.phase === 'resetting';
  return (
    <ConfirmDialog
      title={resetting ? 'Leave while the password is being reset?' : 'Leave without this password?'}
      cancelLabel="Stay on this page"
      onCancel={onStay}
      confirmLabel="Leave this page"
      onConfirm={onLeave}
    >
      <p>
        {resetting
          ? "The reset is still running. If you leave now, you won't find out whether it worked, and the new password won't be shown again."
          : "The password on screen may already be the student's new password. If you leave, it won't be shown again."}
      </p>
    </ConfirmDialog>
  );
}

/** Before a password that may already be the student's is taken off the screen (Start again, or another student). */
export function DiscardDialog({
  state,
  onKeep,
  onDiscard,
}: {
  state: Extract<ResetState, { password: string }>;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      title="Start again without this password?"
      cancelLabel="Keep the password on screen"
      onCancel={onKeep}
      confirmLabel="Discard and start again"
      onConfirm={onDiscard}
    >
      <p>
        {state.student.displayName}&apos;s password may already be <code className="new-password-inline">{state.password}</code>. Once you
        start again, it won&apos;t be shown any more. Copy it first if you might need it.
      </p>
    </ConfirmDialog>
  );
}
