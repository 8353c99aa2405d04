/**
 * Where a content file opens in GitHub's web editor: the settings' `editing.editUrl` (up to the branch), then
 * the file's path in the repository. Each part of the path is encoded, so a name with a space still opens.
 */
export function contentEditUrl(editUrl: string, path: string): string {
  return `${editUrl.replace(/\/+$/, '')}/content/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** A step's file (`03-open-setup-page.mdx`) of a guide. */
export function stepEditUrl(editUrl: string, guideId: string, file: string): string {
  return contentEditUrl(editUrl, `guides/${guideId}/${file}`);
}

/** A guide's guide.yaml (where its `reviewed:` day is). */
export function guideEditUrl(editUrl: string, guideId: string): string {
  return stepEditUrl(editUrl, guideId, 'guide.yaml');
}
