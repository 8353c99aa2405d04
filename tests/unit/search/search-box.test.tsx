// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchBox } from '../../../packages/engine/src/features/search/SearchBox';
import { MAX_QUERY_LENGTH } from '../../../packages/engine/src/features/search/search-box-shared';

describe("the header's search box", () => {
  afterEach(cleanup);

  it(`takes at most ${MAX_QUERY_LENGTH} characters`, () => {
    render(
      <MemoryRouter>
        <SearchBox />
      </MemoryRouter>,
    );
    expect((screen.getByRole('combobox', { name: 'Search guides' }) as HTMLInputElement).maxLength).toBe(MAX_QUERY_LENGTH);
    expect(MAX_QUERY_LENGTH).toBe(100);
  });

  it("opens from its icon (a phone's) with the focus in the field; Escape closes it, the focus back on the icon", () => {
    render(
      <MemoryRouter>
        <SearchBox />
      </MemoryRouter>,
    );
    const search = screen.getByRole('search');
    const icon = screen.getByRole('button', { name: 'Search guides' });
    const box = screen.getByRole('combobox', { name: 'Search guides' });
    expect(search.classList.contains('open')).toBe(false);
    fireEvent.click(icon);
    expect(search.classList.contains('open')).toBe(true);
    expect(document.activeElement).toBe(box);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(search.classList.contains('open')).toBe(false);
    expect(document.activeElement).toBe(icon);
  });
});
