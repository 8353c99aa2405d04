// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditStepLink, stepEditUrl } from '../../../src/features/guides/EditStepLink';
import { ContentContext } from '../../../src/shared/content/content-context';
import { loadedSource } from '../../support/content-source';
import type { ContentManifest } from '../../../src/shared/content/schema/manifest';
import type { GraphClient } from '../../../src/shared/graph/graph-client';
import { AsUser } from '../../support/signed-in';

afterEach(cleanup);

const graph: GraphClient = { request: vi.fn() };
const EDIT_URL = 'https://github.com/example-school/portal/edit/main/';

async function renderFor(roles: string[], editing: { editUrl: string } | undefined) {
  const source = await loadedSource({ settings: { editing } } as unknown as ContentManifest);
  render(
    <AsUser name="Olivia Chen" roles={roles} graph={graph}>
      <ContentContext value={source}>
        <EditStepLink guideId="wifi" file="03-open-setup-page.mdx" title="Open the setup page" />
      </ContentContext>
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

  it('builds the address whether or not editUrl ends in a slash', () => {
    expect(stepEditUrl('https://github.com/s/p/edit/main', 'help', '01-get-help.md')).toBe('https://github.com/s/p/edit/main/content/guides/help/01-get-help.md');
  });
});
