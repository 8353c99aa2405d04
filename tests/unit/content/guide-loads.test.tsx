// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ContentContext,
  forgetGuide,
  loadGuideOnce,
  useGuideModule,
  type ContentSource,
  type GuideModule,
} from '../../../packages/engine/src/shared/content/content-context';

const guide: GuideModule = { steps: { '01-first.mdx': () => <p>The first step</p> }, images: {} };
const sourceWith = (loadGuide: ContentSource['loadGuide']): ContentSource => ({
  manifest: {} as ContentSource['manifest'],
  iconUrls: {},
  loadGuide,
  loadDetails: vi.fn(),
});

function FirstStep() {
  const Step = useGuideModule('wifi').steps['01-first.mdx']!;
  return <Step />;
}

const show = (source: ContentSource) =>
  render(
    <ContentContext value={source}>
      <Suspense fallback={<p>Loading the guide…</p>}>
        <FirstStep />
      </Suspense>
    </ContentContext>,
  );

describe("a guide's chunk, loaded once", () => {
  it('renders at once when the router has already loaded it: no "Loading the guide…" first, and no second request', async () => {
    const source = sourceWith(vi.fn(async () => guide));
    await loadGuideOnce(source, 'wifi');
    show(source);
    expect(screen.getByText('The first step')).toBeTruthy();
    expect(screen.queryByText('Loading the guide…')).toBeNull();
    expect(source.loadGuide).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed load (the guide shows its error) until it is forgotten, then asks again', async () => {
    const loadGuide = vi.fn<ContentSource['loadGuide']>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(guide);
    const source = sourceWith(loadGuide);
    await expect(loadGuideOnce(source, 'wifi')).rejects.toThrow('offline');
    await expect(loadGuideOnce(source, 'wifi')).rejects.toThrow('offline');
    forgetGuide(source, 'wifi');
    await expect(loadGuideOnce(source, 'wifi')).resolves.toBe(guide);
    expect(loadGuide).toHaveBeenCalledTimes(2);
  });
});
