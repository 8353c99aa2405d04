/** Content sources for unit tests, from a (partial) manifest, served as the build serves it. */
import { loadManifestOnce, type ContentSource } from '../../packages/engine/src/shared/content/content-context';
import type { ContentIndex, ContentManifest } from '../../packages/engine/src/shared/content/schema/manifest';
import { schoolRoles } from '../../packages/engine/src/shared/user/roles';
import type { SchoolConfig } from '../../packages/engine/src/shared/content/schema/school';

/** A school.yaml for tests that need one but no school in particular. */
export const TEST_SCHOOL: SchoolConfig = {
  school: { name: 'Test School' },
  portal: { name: 'Test Portal' },
  help: { email: 'it@school.example', officeHours: '8am-4pm', location: 'the library' },
  functionApp: { url: '/api' },
};

/**
 * A source whose first-load index and details come from `manifest` (only the parts a test needs), with
 * its details already loaded, as the router has them before a guide's screen renders.
 */
export async function loadedSource(
  manifest: Partial<ContentManifest>,
  loadGuide: ContentSource['loadGuide'] = () => Promise.reject(new Error('No guides in this test')),
): Promise<ContentSource> {
  const guides = manifest.guides ?? [];
  const roles = manifest.roles ?? schoolRoles();
  const devices = manifest.devices ?? ['windows', 'mac'];
  const index = { guides, roles, devices, setupGuide: manifest.setupGuide, externalTiles: [] } as unknown as ContentIndex;
  const source: ContentSource = {
    manifest: index,
    iconUrls: {},
    loadDetails: () =>
      Promise.resolve({
        school: manifest.school ?? TEST_SCHOOL,
        settings: manifest.settings!,
        roles,
        devices,
        guides,
        setupGuide: manifest.setupGuide!,
        externalTiles: manifest.externalTiles ?? [],
      }),
    loadGuide,
  };
  await loadManifestOnce(source);
  return source;
}
