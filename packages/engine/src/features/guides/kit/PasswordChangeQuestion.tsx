import { Children, isValidElement, useId, useState, type ReactNode } from 'react';
import { useViewer } from '../../../shared/content/use-viewer';
import { usePrinting } from '../../../shared/ui/use-printing';

/** The "yes" answer: changing the password on the device. */
export function OnDevice({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** The "no" (and Mac) answer: changing it online. */
export function Online({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

function answer(children: ReactNode, type: typeof OnDevice | typeof Online): ReactNode {
  return Children.toArray(children).filter((c) => isValidElement(c) && c.type === type);
}

/** Asks non-Mac users whether they press Ctrl+Alt+Delete to sign in; Mac users get the online answer. */
export function PasswordChangeQuestion({ children }: { children?: ReactNode }) {
  const isMac = useViewer().platform === 'mac';
  const printing = usePrinting();
  const [choice, setChoice] = useState<'yes' | 'no' | null>(null);
  const name = useId();
  if (isMac) return <div className="answer">{answer(children, Online)}</div>;
  // On paper there is nothing to choose: both answers, each under its question.
  if (printing) {
    return (
      <>
        <p className="answer-heading">If you press Ctrl+Alt+Delete to sign in:</p>
        <div className="answer">{answer(children, OnDevice)}</div>
        <p className="answer-heading">If you do not:</p>
        <div className="answer">{answer(children, Online)}</div>
      </>
    );
  }
  return (
    <>
      <fieldset className="question">
        <legend>Do you press Ctrl+Alt+Delete to sign in?</legend>
        <label>
          <input type="radio" name={name} value="yes" checked={choice === 'yes'} onChange={() => setChoice('yes')} /> Yes
        </label>
        <label>
          <input type="radio" name={name} value="no" checked={choice === 'no'} onChange={() => setChoice('no')} /> No
        </label>
      </fieldset>
      {choice && <div className="answer">{answer(children, choice === 'yes' ? OnDevice : Online)}</div>}
    </>
  );
}
