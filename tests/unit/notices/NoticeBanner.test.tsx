// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuideNotices as GuideNoticesView, NoticeBanner as NoticeBannerView } from '../../../packages/engine/src/features/notices/Notices';
import { ContentContext, type ContentSource } from '../../../packages/engine/src/shared/content/content-context';
import { NOTICE_TICK_MS, NoticesProvider, useNotices } from '../../../packages/engine/src/shared/content/notices-context';
import { useViewer } from '../../../packages/engine/src/shared/content/use-viewer';
import { parseCondition } from '../../../packages/engine/src/shared/content/schema/condition-parse';
import type { Notice } from '../../../packages/engine/src/shared/content/schema/manifest';
import { PlatformProvider } from '../../../packages/engine/src/shared/platform/PlatformProvider';
import { PreviewProvider, usePreview } from '../../../packages/engine/src/shared/user/preview';
import { AsUser } from '../../support/signed-in';

const NOW = Date.UTC(2026, 2, 2, 0, 0);
const MINUTE = 60_000;

const staffOnly = parseCondition('Staff');
const juniors = parseCondition('Year3-Year5');
if (!staffOnly.ok || !juniors.ok) throw new Error('bad condition');

const current = { startsAt: NOW - MINUTE, endsAt: NOW + 60 * MINUTE };

const NOTICES: Notice[] = [
  // On every screen, for everyone, until it ends.
  {
    id: 'network-down',
    text: [{ strong: ['The school network is down.'] }, ' Ask at ', { href: '/help', children: ['IT Help'] }, '.'],
    severity: 'outage',
    dismissible: false,
    ...current,
  },
  {
    id: 'staff-meeting',
    text: ['Staff meeting at 3:30 in the library.'],
    severity: 'info',
    dismissible: true,
    audience: staffOnly.condition,
    ...current,
  },
  { id: 'excursion', text: ['Bring your device charged.'], severity: 'info', dismissible: true, audience: juniors.condition, ...current },
  // About guides: at their top only.
  {
    id: 'printers-down',
    text: ['The library printers are down.'],
    severity: 'outage',
    dismissible: true,
    guides: ['printing'],
    ...current,
  },
  { id: 'toner-low', text: ['Toner is low.'], severity: 'info', dismissible: false, guides: ['printing'], ...current },
  {
    id: 'staff-wifi',
    text: ['The staff WiFi changes on Monday. Use the steps in this guide.'],
    severity: 'warning',
    dismissible: true,
    audience: staffOnly.condition,
    guides: ['wifi'],
    ...current,
  },
  // Starts in two minutes: the banner shows it then, with no reload.
  { id: 'later', text: ['Assembly at noon.'], severity: 'info', dismissible: true, startsAt: NOW + 2 * MINUTE, endsAt: NOW + 60 * MINUTE },
];

/** The banner and the guide's notices as the app shell gives them: the notices, and whom they are for. */
function NoticeBanner() {
  return <NoticeBannerView state={useNotices()} viewer={useViewer()} />;
}
function GuideNotices({ guideId }: { guideId: string }) {
  return <GuideNoticesView state={useNotices()} viewer={useViewer()} guideId={guideId} />;
}

const source = (notices: Notice[] = NOTICES): ContentSource => ({
  manifest: { guides: [], setupGuide: undefined, externalTiles: [] } as unknown as ContentSource['manifest'],
  iconUrls: {},
  loadDetails: () => Promise.reject(new Error('No details in this test')),
  loadGuide: () => Promise.reject(new Error('No guides in this test')),
  loadNotices: () => Promise.resolve(notices),
});

/** Previews as a Year 4 student, as a staff member does with "Preview as…". */
function PreviewAsYear4() {
  const { setPreview } = usePreview();
  return (
    <button type="button" onClick={() => setPreview({ roles: ['Year4'] })}>
      Preview as Year 4
    </button>
  );
}

function renderAs(roles: string[], children: ReactNode, notices?: Notice[]) {
  return render(
    <AsUser name="Test User" roles={roles} graph={{ request: () => Promise.reject(new Error('no')) }}>
      <PreviewProvider enabled={roles.includes('Staff')}>
        <PlatformProvider>
          <ContentContext value={source(notices)}>
            <NoticesProvider>
              <PreviewAsYear4 />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
            </NoticesProvider>
          </ContentContext>
        </PlatformProvider>
      </PreviewProvider>
    </AsUser>,
  );
}

const banner = () => screen.findByRole('region', { name: 'School notices' });
const items = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NETWORK = 'Outage: The school network is down. Ask at IT Help.';
const MEETING = 'Notice: Staff meeting at 3:30 in the library.';

describe('the notices banner', () => {
  it('shows a region named "School notices" with each current notice about no guide in particular, its severity in words, most severe first', async () => {
    renderAs(['Staff'], <NoticeBanner />);
    const region = await banner();
    expect(items(region)).toEqual([NETWORK, MEETING]);
    expect(within(region).getByText('The school network is down.').tagName).toBe('STRONG');
    expect(within(region).getByRole('link', { name: 'IT Help' })).toHaveProperty('pathname', '/help');
  });

  it('lets the reader dismiss a notice with a button that names it, and remembers it in this browser; one marked dismissible: false has no Dismiss', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAs(['Staff'], <NoticeBanner />);
    const region = await banner();
    const [kept, meeting] = within(region).getAllByRole('listitem');
    expect(within(kept!).queryByRole('button')).toBeNull();
    const dismiss = within(meeting!).getByRole('button', { name: 'Dismiss: Staff meeting at 3:30 in the library.' });
    // Only "Dismiss" shows; the rest of its name is for screen readers.
    expect(dismiss.textContent).toBe('Dismiss');
    await user.click(dismiss);
    expect(items(await banner())).toEqual([NETWORK]);
    // The button went with its notice: keyboard focus stays in the banner rather than falling to the page's start.
    expect(document.activeElement).toBe(await banner());
    expect(JSON.parse(window.localStorage.getItem('portal.dismissedNotices') ?? '[]')).toEqual(['staff-meeting']);
    unmount();
    renderAs(['Staff'], <NoticeBanner />);
    expect(items(await banner())).toEqual([NETWORK]);
  });

  it('shows what the person being previewed would see', async () => {
    const user = userEvent.setup();
    renderAs(['Staff'], <NoticeBanner />);
    await banner();
    await user.click(screen.getByRole('button', { name: 'Preview as Year 4' }));
    expect(items(await banner())).toEqual([NETWORK, 'Notice: Bring your device charged.']);
  });

  it('judges the notices again each minute: one that starts shows without a reload, one that ends goes', async () => {
    renderAs(['Year4'], <NoticeBanner />);
    expect(items(await banner())).toHaveLength(2);
    // The banner showed before React ran its effects, the one that starts the clock among them.
    await act(async () => {});
    await act(async () => {
      vi.advanceTimersByTime(2 * NOTICE_TICK_MS);
    });
    expect(items(await banner())).toContain('Notice: Assembly at noon.');
    await act(async () => {
      vi.advanceTimersByTime(60 * MINUTE);
    });
    expect(screen.queryByRole('region', { name: 'School notices' })).toBeNull();
  });

  it('shows nothing, and no error, when the notices cannot be loaded (offline before the portal was saved)', async () => {
    render(
      <AsUser name="Test User" roles={['Staff']} graph={{ request: () => Promise.reject(new Error('no')) }}>
        <PreviewProvider enabled>
          <PlatformProvider>
            <ContentContext
              value={{ ...source(), loadNotices: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) }}
            >
              <NoticesProvider>
                <NoticeBanner />
                <p>The page</p>
              </NoticesProvider>
            </ContentContext>
          </PlatformProvider>
        </PreviewProvider>
      </AsUser>,
    );
    expect(await screen.findByText('The page')).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'School notices' })).toBeNull();
  });

  it('shows nothing when no notice is for the reader', async () => {
    renderAs(
      ['Year9'],
      <NoticeBanner />,
      NOTICES.filter((n) => n.audience),
    );
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'School notices' })).toBeNull();
  });
});

const guideList = () => screen.findByRole('list', { name: 'Notices about this guide' });

describe('the notices at the top of a guide', () => {
  it('shows the current notices that name the guide, for the reader', async () => {
    renderAs(['Staff'], <GuideNotices guideId="wifi" />);
    expect(items(await guideList())).toEqual(['Warning: The staff WiFi changes on Monday. Use the steps in this guide.']);
  });

  it('lets a keyboard user dismiss one with its named button, then keeps focus with the notices left; one marked dismissible: false stays', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAs(['Year4'], <GuideNotices guideId="printing" />);
    const list = await guideList();
    expect(items(list)).toEqual(['Outage: The library printers are down.', 'Notice: Toner is low.']);
    const dismiss = within(list).getByRole('button', { name: 'Dismiss: The library printers are down.' });
    expect(within(list).getAllByRole('button')).toEqual([dismiss]);
    await user.tab(); // the Preview as button
    await user.tab();
    expect(document.activeElement).toBe(dismiss);
    await user.keyboard('{Enter}');
    expect(items(await guideList())).toEqual(['Notice: Toner is low.']);
    expect(document.activeElement).toBe(await guideList());
    unmount();
    renderAs(['Year4'], <GuideNotices guideId="printing" />);
    expect(items(await guideList())).toEqual(['Notice: Toner is low.']);
  });

  it('sends focus on to the page when the last notice is dismissed', async () => {
    const user = userEvent.setup();
    renderAs(['Staff'], <GuideNotices guideId="wifi" />);
    await user.click(within(await guideList()).getByRole('button', { name: 'Dismiss: The staff WiFi changes on Monday.' }));
    expect(screen.queryByRole('list', { name: 'Notices about this guide' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves out a notice dismissed before, wherever it was dismissed', async () => {
    window.localStorage.setItem('portal.dismissedNotices', JSON.stringify(['printers-down', 'toner-low']));
    renderAs(['Staff'], <GuideNotices guideId="printing" />);
    expect(items(await guideList())).toEqual(['Notice: Toner is low.']);
  });

  it('shows nothing on a guide no notice names', async () => {
    renderAs(['Staff'], <GuideNotices guideId="office" />);
    await act(async () => {});
    expect(screen.queryByRole('list', { name: 'Notices about this guide' })).toBeNull();
  });
});
