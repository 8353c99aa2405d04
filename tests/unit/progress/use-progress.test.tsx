// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGuideProgress } from '../../../packages/engine/src/features/guides/use-guide-progress';
import { trackedSteps } from '../../../packages/engine/src/shared/progress/derive';
import { progressKey } from '../../../packages/engine/src/shared/progress/progress';
import type { Viewer } from '../../../packages/engine/src/shared/user/viewer';
import type { GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import type { GraphClient } from '../../../packages/engine/src/shared/graph/graph-client';
import { PreviewProvider, usePreview } from '../../../packages/engine/src/shared/user/preview';
import { AsUser } from '../../support/signed-in';

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const office = {
  id: 'office',
  title: 'Office',
  route: '/office',
  layout: 'steps',
  steps: [1, 2, 3, 4].map((n) => ({ number: n, file: `0${n}.mdx`, title: `Step ${n}` })),
} as GuideEntry;
const viewer: Viewer = { platform: 'windows', roles: ['Year8'], inHand: null };
const tracked = trackedSteps(office, viewer, undefined);

function Probe() {
  const progress = useGuideProgress(progressKey(office.id, viewer.platform, undefined), tracked);
  const { setPreview } = usePreview();
  return (
    <>
      <p>
        opens at {progress.resumeAt}; seen {progress.seen.join(',') || 'none'}; {progress.done ? 'done' : 'not done'}
      </p>
      <button type="button" onClick={() => progress.record(2)}>
        show step 2
      </button>
      <button type="button" onClick={() => progress.record(4)}>
        show step 4
      </button>
      <button type="button" onClick={() => progress.finish()}>
        finish
      </button>
      <button type="button" onClick={() => progress.startAgain()}>
        start again
      </button>
      <button type="button" onClick={() => setPreview({ roles: ['Year4'] })}>
        preview
      </button>
      <button type="button" onClick={() => setPreview(null)}>
        stop
      </button>
    </>
  );
}

const renderAs = (name: string, roles = ['Year8']) =>
  render(
    <AsUser name={name} roles={roles} graph={{ request: vi.fn() } as GraphClient}>
      <PreviewProvider enabled={roles.includes('Staff')}>
        <Probe />
      </PreviewProvider>
    </AsUser>,
  );

const click = (name: string) => act(() => screen.getByRole('button', { name }).click());

/** The progress items in localStorage (the browser's salt item aside). */
const progressItems = () => Object.keys(window.localStorage).filter((key) => key.startsWith('portal.progress.'));

describe('progress in the browser', () => {
  it('is remembered per account, under a name without the email or account id', () => {
    renderAs('Ava Nguyen');
    click('show step 2');
    expect(screen.getByText('opens at 2; seen 2; not done')).toBeTruthy();
    const names = progressItems();
    expect(names).toHaveLength(1);
    expect(names[0]).not.toMatch(/ava|nguyen|tenant/i);
    cleanup();
    renderAs('Leo Martin');
    expect(screen.getByText('opens at 1; seen none; not done')).toBeTruthy();
    cleanup();
    renderAs('Ava Nguyen');
    expect(screen.getByText('opens at 2; seen 2; not done')).toBeTruthy();
  });

  it('is done once the guide is finished, not when its last step is shown, and Start again forgets it', () => {
    renderAs('Ava Nguyen');
    click('show step 2');
    click('show step 4');
    expect(screen.getByText('opens at 4; seen 2,4; not done')).toBeTruthy();
    click('finish');
    expect(screen.getByText('opens at 1; seen 2,4; done')).toBeTruthy();
    click('start again');
    expect(screen.getByText('opens at 1; seen none; not done')).toBeTruthy();
  });

  it('follows a change made in another tab', () => {
    renderAs('Ava Nguyen');
    click('show step 2');
    const [name] = progressItems();
    const stored = JSON.parse(window.localStorage.getItem(name!)!);
    stored.guides['office/windows/'].step = 3;
    act(() => {
      window.localStorage.setItem(name!, JSON.stringify(stored));
      window.dispatchEvent(new StorageEvent('storage', { key: name! }));
    });
    expect(screen.getByText('opens at 3; seen 2; not done')).toBeTruthy();
  });

  it('is neither shown nor recorded while staff preview the portal, and is back after', () => {
    renderAs('Olivia Chen', ['Staff']);
    click('show step 2');
    click('preview');
    expect(screen.getByText('opens at 1; seen none; not done')).toBeTruthy();
    click('show step 4');
    expect(screen.getByText('opens at 1; seen none; not done')).toBeTruthy();
    click('stop');
    expect(screen.getByText('opens at 2; seen 2; not done')).toBeTruthy();
  });

  it('works as before when the browser refuses storage: nothing remembered, nothing thrown', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    renderAs('Ava Nguyen');
    click('show step 2');
    expect(screen.getByText('opens at 1; seen none; not done')).toBeTruthy();
  });
});
