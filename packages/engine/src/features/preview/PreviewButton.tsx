import { lazy, Suspense, useContext, useRef, useState } from 'react';
import { ContentContext, loadManifestOnce } from '../../shared/content/content-context';
import { useSignedIn } from '../../shared/user/signed-in-context';

// Only staff ever open it: its own chunk.
const PreviewDialog = lazy(() => import('./PreviewDialog').then((m) => ({ default: m.PreviewDialog })));

/** Staff only: opens the "Preview the portal as" dialog. */
export function PreviewButton() {
  const { flags } = useSignedIn();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const content = useContext(ContentContext);
  if (!flags.isStaff) return null;
  const loadContent = content ? async () => await loadManifestOnce(content) : undefined;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button-small button-secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Preview as…
      </button>
      {open && (
        <Suspense fallback={null}>
          {content && (
            <PreviewDialog onClose={close} roles={content.manifest.roles} devices={content.manifest.devices} loadContent={loadContent} />
          )}
        </Suspense>
      )}
    </>
  );
}
