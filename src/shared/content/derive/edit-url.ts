/** Where a content file opens in GitHub's web editor: the settings' `editing.editUrl`, then the file's path in the repository. */

/** A step's file (`03-open-setup-page.mdx`) of a guide. */
export function stepEditUrl(editUrl: string, guideId: string, file: string): string {
  return `${editUrl.replace(/\/+$/, '')}/content/guides/${encodeURIComponent(guideId)}/${encodeURIComponent(file)}`;
}

/** A guide's guide.yaml (where its `reviewed:` day is). */
export function guideEditUrl(editUrl: string, guideId: string): string {
  return stepEditUrl(editUrl, guideId, 'guide.yaml');
}
