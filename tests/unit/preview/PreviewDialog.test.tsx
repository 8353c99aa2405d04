// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreviewDialog } from '../../../src/features/preview/PreviewDialog';
import { PreviewProvider } from '../../../src/shared/user/preview';

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
afterEach(cleanup);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('the preview dialog', () => {
  it('stays open under StrictMode, which closes and opens it again at once (npm start)', async () => {
    const onClose = vi.fn();
    render(
      <StrictMode>
        <PreviewProvider enabled>
          <PreviewDialog onClose={onClose} />
        </PreviewProvider>
      </StrictMode>,
    );
    await settle();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Preview the portal as' })).toHaveProperty('open', true);
  });

  it('closes when the browser closes it (Escape)', async () => {
    const onClose = vi.fn();
    render(
      <PreviewProvider enabled>
        <PreviewDialog onClose={onClose} />
      </PreviewProvider>,
    );
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    await settle();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
