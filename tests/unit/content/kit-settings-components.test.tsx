// @vitest-environment jsdom
/** The kit components that read settings.yaml, rendered from MDX as a guide renders them. */
import { evaluate } from '@mdx-js/mdx';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import * as runtime from 'react/jsx-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentContext, type StepComponent } from '../../../packages/engine/src/shared/content/content-context';
import { loadedSource } from '../../support/content-source';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';
import { kitComponents } from '../../../packages/engine/src/features/guides/kit/kit-components';
import { OS_CHOICE_KEY } from '../../../packages/engine/src/shared/platform/platform';
import { PlatformProvider } from '../../../packages/engine/src/shared/platform/PlatformProvider';
import type { GraphClient } from '../../../packages/engine/src/shared/graph/graph-client';
import { AsUser } from '../../support/signed-in';

// Not the real content's values, so a component that ignored settings.yaml would fail.
const SETTINGS = {
  vivi: { organisationCode: 'TEST-7310' },
  help: { email: 'help@test.example' },
  tools: {
    page: 'https://tools.test.example/page',
    both: { windows: 'https://dl.test.example/tool.msi', mac: 'https://dl.test.example/tool.pkg' },
    windowsOnly: { windows: 'https://dl.test.example/only.exe' },
  },
  links: [
    {
      group: 'Learning',
      items: [
        { label: 'Class site', url: 'https://class.test.example' },
        { label: 'Robot App', windows: 'https://dl.test.example/robot.msi', mac: 'https://dl.test.example/robot.dmg' },
      ],
    },
    {
      group: 'Office',
      items: [
        { label: 'Reports', url: 'https://reports.test.example' },
        { label: 'Scanner App', windows: 'https://dl.test.example/scan.exe' },
      ],
    },
  ],
};

const unusedGraph: GraphClient = { request: vi.fn() };

async function renderMdx(
  mdx: string,
  { platform = 'windows', headingShift = 0 }: { platform?: 'windows' | 'mac'; headingShift?: number } = {},
) {
  window.localStorage.setItem(OS_CHOICE_KEY, platform);
  const { default: Content } = (await evaluate(mdx, { ...runtime })) as unknown as { default: StepComponent };
  const source = await loadedSource({ settings: SETTINGS } as unknown as ContentManifest);
  return render(
    <AsUser name="Ava Nguyen" roles={['Year8']} graph={unusedGraph}>
      <PlatformProvider>
        <ContentContext value={source}>
          <Content components={kitComponents(headingShift)} />
        </ContentContext>
      </PlatformProvider>
    </AsUser>,
  );
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('<CopyValue setting>', () => {
  it('shows the value from settings.yaml and copies it', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderMdx('<CopyValue setting="vivi.organisationCode" label="Organisation code" />');
    expect(screen.getByText('TEST-7310')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Organisation code' })));
    expect(writeText).toHaveBeenCalledWith('TEST-7310');
    expect(screen.getByRole('status').textContent).toBe('Organisation code copied');
  });

  it('shows the mistake when the setting does not exist', async () => {
    await renderMdx('<CopyValue setting="vivi.code" label="Organisation code" />');
    expect(screen.getByRole('alert').textContent).toContain(
      '<CopyValue setting="vivi.code"> names a setting that settings.yaml does not have.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('<Download setting>', () => {
  it.each(['windows', 'mac'] as const)('links an address setting for every platform (%s)', async (platform) => {
    await renderMdx('<Download setting="tools.page">Open the page</Download>', { platform });
    expect(screen.getByRole('link', { name: 'Open the page' }).getAttribute('href')).toBe('https://tools.test.example/page');
  });

  it.each([
    ['windows', 'https://dl.test.example/tool.msi'],
    ['mac', 'https://dl.test.example/tool.pkg'],
  ] as const)("picks the reader's platform from a windows/mac setting (%s)", async (platform, href) => {
    await renderMdx('<Download setting="tools.both">Get the tool</Download>', { platform });
    expect(screen.getByRole('link', { name: 'Get the tool' }).getAttribute('href')).toBe(href);
  });

  it('tells Mac readers a Windows-only download is not for them', async () => {
    await renderMdx('<Download setting="tools.windowsOnly">Get it</Download>', { platform: 'mac' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('This download is only for Windows.')).toBeTruthy();
  });

  it('shows the mistake when the setting is not a download address', async () => {
    await renderMdx('<Download setting="help.email">Get it</Download>');
    expect(screen.getByRole('alert').textContent).toContain(
      '<Download setting="help.email"> names a setting that is not a download address.',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('<LinkList />', () => {
  // jsdom drops the space before the hidden "(opens in a new tab)" that browsers keep.
  it('shows a heading per group, below the part heading, with its links opening in a new tab', async () => {
    await renderMdx('<LinkList />');
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H3', 'Learning'],
      ['H3', 'Office'],
    ]);
    const lists = screen.getAllByRole('list');
    expect(lists).toHaveLength(2);
    const classSite = within(lists[0]!).getByRole('link', { name: /^Class site ?\(opens in a new tab\)$/ });
    expect([classSite.getAttribute('href'), classSite.getAttribute('target'), classSite.getAttribute('rel')]).toEqual([
      'https://class.test.example',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(
      within(lists[1]!)
        .getByRole('link', { name: /^Reports ?\(opens in a new tab\)$/ })
        .getAttribute('href'),
    ).toBe('https://reports.test.example');
  });

  it('puts the group headings one level lower inside the Setup Guide', async () => {
    await renderMdx('<LinkList />', { headingShift: 1 });
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Learning', 'Office']);
  });

  it.each([
    ['windows', 'https://dl.test.example/robot.msi'],
    ['mac', 'https://dl.test.example/robot.dmg'],
  ] as const)("offers an app with installers as the download for the reader's platform (%s)", async (platform, href) => {
    await renderMdx('<LinkList />', { platform });
    expect(screen.getByRole('link', { name: 'Download Robot App' }).getAttribute('href')).toBe(href);
  });

  it("says when an app has no installer for the reader's platform", async () => {
    await renderMdx('<LinkList />', { platform: 'mac' });
    expect(screen.queryByRole('link', { name: /Scanner App/ })).toBeNull();
    expect(screen.getByText('Scanner App: This download is only for Windows.')).toBeTruthy();
  });
});
