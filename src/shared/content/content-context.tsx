import { createContext, use, useContext, type ComponentType } from 'react';
import { track } from '../ui/tracked-promise';
import type { ContentManifest } from './schema/manifest';

/** What an MDX step compiles to: a component that takes the kit as `components`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- MDX hands each component its own props.
export type StepComponent = ComponentType<{ components?: Record<string, ComponentType<any>> }>;

/** One guide's chunk: its steps by file name and the URLs of its images by the src written in MDX. */
export interface GuideModule {
  steps: Record<string, StepComponent>;
  images: Record<string, string>;
}

export interface ContentSource {
  manifest: ContentManifest;
  iconUrls: Record<string, string>;
  loadGuide(id: string): Promise<GuideModule>;
}

export const ContentContext = createContext<ContentSource | null>(null);

export function useContent(): ContentSource {
  const value = useContext(ContentContext);
  if (!value) throw new Error('useContent must be used inside <ContentContext>');
  return value;
}

const loads = new WeakMap<ContentSource, Map<string, Promise<GuideModule>>>();

/**
 * Starts loading the guide's chunk (once per guide per source) and returns that load. The router calls it as
 * soon as a guide's address matches, so that by the time the guide renders its chunk is usually there and
 * the guide shows at once, with no "Loading the guide…" in between.
 */
export function loadGuideOnce(source: ContentSource, id: string): Promise<GuideModule> {
  let bySource = loads.get(source);
  if (!bySource) loads.set(source, (bySource = new Map()));
  let promise = bySource.get(id);
  if (!promise) {
    promise = track(source.loadGuide(id));
    bySource.set(id, promise);
  }
  return promise;
}

/**
 * The guide's chunk; suspends while it loads (one request per guide per source). A failed load is kept,
 * so React sees the same rejected promise and shows the error, until `forgetGuide` allows another try.
 */
export function useGuideModule(id: string): GuideModule {
  return use(loadGuideOnce(useContent(), id));
}

/** Lets the next render ask for the guide's chunk again (after a failed download). */
export function forgetGuide(source: ContentSource, id: string): void {
  loads.get(source)?.delete(id);
}
