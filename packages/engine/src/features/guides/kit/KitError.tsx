import { useEffect } from 'react';

/** Shown in place of a kit component whose props are wrong, so the mistake is visible, not a blank. */
export function KitError({ message }: { message: string }) {
  useEffect(() => console.error(`Content mistake: ${message}`), [message]);
  return (
    <p className="kit-error" role="alert">
      This part of the guide has a mistake and cannot be shown. Please let IT know. ({message})
    </p>
  );
}
