// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreviewDialog } from '../../../packages/engine/src/features/preview/PreviewDialog';
import { loadManifestOnce } from '../../../packages/engine/src/shared/content/content-context';
import { encodeSupportCode } from '../../../packages/engine/src/shared/content/derive/support-code';
import type { ContentManifest, GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import { PreviewProvider } from '../../../packages/engine/src/shared/user/preview';
import { PRIMARY_ROLES, SPEC_ROLES } from '../../support/school-roles';
import { loadedSource } from '../../support/content-source';

// jsdom has no modal dialogs. This stand-in behaves as browsers do: showModal() opens at once; close()
// closes at once and announces it with a 'close' event in a later task.
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
});
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

/** Renders `dialog` at home in a router (the header is in one). */
function renderAtHome(dialog: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element: dialog },
    { path: '/wifi', element: <h1>WiFi screen</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const wifi = {
  id: 'wifi',
  title: 'WiFi Connect',
  route: '/wifi',
  layout: 'steps',
  variants: [
    { id: 'laptop', showLabel: 'Show Laptop Steps' },
    { id: 'ios', showLabel: 'Show iOS Steps', defaultFor: 'iphone' },
  ],
  steps: [
    { number: 1, file: '01-a.mdx', title: 'One', variant: 'laptop' },
    { number: 2, file: '02-b.mdx', title: 'Two', variant: 'laptop', platforms: ['mac'] },
    { number: 3, file: '03-c.mdx', title: 'Three', variant: 'laptop' },
    { number: 4, file: '04-d.mdx', title: 'Phone', variant: 'ios' },
  ],
} as GuideEntry;

describe('the preview dialog', () => {
  it('stays open under StrictMode, which closes and opens it again at once (npm start)', async () => {
    const onClose = vi.fn();
    renderAtHome(
      <StrictMode>
        <PreviewProvider enabled>
          <PreviewDialog onClose={onClose} roles={SPEC_ROLES} />
        </PreviewProvider>
      </StrictMode>,
    );
    await settle();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Preview the portal as' })).toHaveProperty('open', true);
  });

  it('closes when the browser closes it (Escape)', async () => {
    const onClose = vi.fn();
    renderAtHome(
      <PreviewProvider enabled>
        <PreviewDialog onClose={onClose} roles={SPEC_ROLES} />
      </PreviewProvider>,
    );
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    await settle();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("opens the step a student's support code names, previewing as that kind of user on their device", async () => {
    const onClose = vi.fn();
    const source = await loadedSource({ settings: {}, roles: SPEC_ROLES, guides: [wifi] } as unknown as ContentManifest);
    const code = encodeSupportCode(
      { roles: SPEC_ROLES, devices: ['windows', 'mac'], guides: [wifi] },
      { guideId: 'wifi', step: 3, device: 'mac', variant: 'laptop', roles: ['Year4'] },
    )!;
    const router = renderAtHome(
      <PreviewProvider enabled>
        <PreviewDialog onClose={onClose} roles={SPEC_ROLES} loadContent={() => loadManifestOnce(source)} />
      </PreviewProvider>,
    );
    fireEvent.change(screen.getByLabelText('Or a support code'), { target: { value: code.toLowerCase() } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await settle();
    expect(router.state.location.pathname + router.state.location.search).toBe('/wifi?step=3&variant=laptop');
    expect(JSON.parse(window.sessionStorage.getItem('portal.preview')!)).toEqual({ roles: ['Year4'], device: 'mac' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says what is wrong with a code it cannot read, and stays open for another try', async () => {
    const onClose = vi.fn();
    const source = await loadedSource({ settings: {}, roles: SPEC_ROLES, guides: [wifi] } as unknown as ContentManifest);
    const router = renderAtHome(
      <PreviewProvider enabled>
        <PreviewDialog onClose={onClose} roles={SPEC_ROLES} loadContent={() => loadManifestOnce(source)} />
      </PreviewProvider>,
    );
    const input = screen.getByLabelText('Or a support code');
    fireEvent.change(input, { target: { value: 'WF3-M2K' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('A support code has 8 letters and digits, such as 4KQ7-M2XB. Check the code with the student.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(document.activeElement).toBe(input);
    expect(onClose).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem('portal.preview')).toBeNull();

    // Typing again clears the message.
    fireEvent.change(input, { target: { value: 'WF3-M2KQ' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("offers the school's own roles: its year levels by name, each staff role, its other roles and no role", async () => {
    renderAtHome(
      <PreviewProvider enabled>
        <PreviewDialog onClose={vi.fn()} roles={PRIMARY_ROLES} />
      </PreviewProvider>,
    );
    const who = screen.getByLabelText('Who') as HTMLSelectElement;
    expect([...who.options].map((o) => o.textContent)).toEqual([
      'My own account',
      'A Foundation student',
      'A Year 1 student',
      'A Year 2 student',
      'A Year 3 student',
      'A Year 4 student',
      'A Year 5 student',
      'A Year 6 student',
      'Staff (Teacher)',
      'Staff (Office)',
      'A Visitor user',
      'Someone with no role',
    ]);
  });
});
