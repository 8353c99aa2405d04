// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchBox } from '../../../src/features/search/SearchBox';
import { MAX_QUERY_LENGTH } from '../../../src/features/search/search-box-shared';

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
});
