import { EditContentLink } from '../../shared/content/EditContentLink';

/** Staff only, when settings.yaml names the repository: opens this step's file in GitHub's editor. */
export function EditStepLink({ guideId, file, title }: { guideId: string; file: string; title: string }) {
  return <EditContentLink path={`guides/${guideId}/${file}`} label="Edit this step" about={`“${title}”`} />;
}
