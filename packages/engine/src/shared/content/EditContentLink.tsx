import { useSignedIn } from '../user/signed-in-context';
import { useManifest } from './content-context';
import { contentEditUrl } from './derive/edit-url';

interface EditContentLinkProps {
  /** The file, relative to content/. */
  path: string;
  /** What the link says, e.g. "Edit this step". */
  label: string;
  /** Said to screen readers after the label, e.g. the step's title. */
  about?: string;
}

/**
 * Staff only, and only when school.yaml names the repository (editing.editUrl): opens a file of the
 * content in GitHub's editor, in a new tab. Technicians find the file behind a screen from the screen.
 */
export function EditContentLink({ path, label, about }: EditContentLinkProps) {
  const { school } = useManifest();
  const { flags } = useSignedIn();
  const editUrl = school.editing?.editUrl;
  if (!flags.isStaff || !editUrl) return null;
  return (
    <p className="edit-content">
      {/* The whole name in one attribute: a hidden span would give it a stray space before the comma. */}
      <a
        href={contentEditUrl(editUrl, path)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label}${about ? `, ${about},` : ''} on GitHub (opens in a new tab)`}
      >
        {label}
      </a>
    </p>
  );
}
