import { useManifest } from '../../shared/content/content-context';
import { stepEditUrl } from '../../shared/content/derive/edit-url';
import { useSignedIn } from '../../shared/user/signed-in-context';

export { stepEditUrl };

/** Staff only, and only when settings.yaml names the repository: opens this step's file in GitHub's editor. */
export function EditStepLink({ guideId, file, title }: { guideId: string; file: string; title: string }) {
  const { settings } = useManifest();
  const { flags } = useSignedIn();
  const editUrl = settings.editing?.editUrl;
  if (!flags.isStaff || !editUrl) return null;
  return (
    <p className="edit-step">
      <a href={stepEditUrl(editUrl, guideId, file)} target="_blank" rel="noopener noreferrer">
        Edit this step<span className="visually-hidden">, “{title}”, on GitHub (opens in a new tab)</span>
      </a>
    </p>
  );
}
