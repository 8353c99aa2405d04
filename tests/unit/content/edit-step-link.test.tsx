// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditStepLink } from '../../../packages/engine/src/features/guides/EditStepLink';
import { EditContentLink } from '../../../packages/engine/src/shared/content/EditContentLink';
import { contentEditUrl } from '../../../packages/engine/src/shared/content/derive/edit-url';
import { ContentContext } from '../../../packages/engine/src/shared/content/content-context';
import { loadedSource, TEST_SCHOOL } from '../../support/content-source';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';
import type { GraphClient } from '../../../packages/engine/src/shared/graph/graph-client';
import { AsUser } from '../../support/signed-in';

afterEach(cleanup);

const graph: GraphClient = { request: vi.fn() };
const EDIT_URL = 'https://github.com/example-school/portal/edit/main/';

async function renderFor(
  roles: string[],
  editing: { editUrl: string } | undefined,
  link = <EditStepLink guideId="wifi" file="03-open-setup-page.mdx" title="Open the setup page" />,
) {
  const source = await loadedSource({ school: { ...TEST_SCHOOL, editing }, settings: {} } as unknown as ContentManifest);
  render(
    <AsUser name="Olivia Chen" roles={roles} graph={graph}>
      <ContentContext value={source}>{link}</ContentContext>
    </AsUser>,
  );
}

describe('Edit this step', () => {
  it("opens the step's file in GitHub's editor, for staff", async () => {
    await renderFor(['Staff'], { editUrl: EDIT_URL });
    const link = screen.getByRole('link', { name: 'Edit this step, “Open the setup page”, on GitHub (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://github.com/example-school/portal/edit/main/content/guides/wifi/03-open-setup-page.mdx');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('is not there for students, nor without an edit address in settings', async () => {
    await renderFor(['Year8'], { editUrl: EDIT_URL });
    await renderFor(['Staff'], undefined);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('builds the address whether or not editUrl ends in a slash, a name with a space encoded', () => {
    expect(contentEditUrl('https://github.com/s/p/edit/main', 'guides/help/01-get-help.md')).toBe(
      'https://github.com/s/p/edit/main/content/guides/help/01-get-help.md',
    );
    expect(contentEditUrl('https://github.com/s/p/edit/main//', 'guides/my guide/01 first.mdx')).toBe(
      'https://github.com/s/p/edit/main/content/guides/my%20guide/01%20first.mdx',
    );
  });
});

describe("Edit links for a guide's settings, the Setup Guide and the portal's settings", () => {
  it.each([
    ['guides/wifi/guide.yaml', "Edit this guide's settings", 'WiFi Connect: title, tile, audience and platforms, in guide.yaml'],
    ['setup-guide.yaml', "Edit the Setup Guide's parts", 'their order and names, in setup-guide.yaml'],
    ['settings.yaml', "Edit the portal's settings", 'in settings.yaml'],
  ])('opens content/%s for staff, named for what it holds', async (path, label, about) => {
    await renderFor(['Staff'], { editUrl: EDIT_URL }, <EditContentLink path={path} label={label} about={about} />);
    const link = screen.getByRole('link', { name: `${label}, ${about}, on GitHub (opens in a new tab)` });
    expect(link.getAttribute('href')).toBe(`https://github.com/example-school/portal/edit/main/content/${path}`);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    cleanup();
    await renderFor(['Year8'], { editUrl: EDIT_URL }, <EditContentLink path={path} label={label} about={about} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
