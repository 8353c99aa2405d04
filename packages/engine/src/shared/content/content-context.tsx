import { createContext, use, useContext, type ComponentType } from 'react';
import { track, type TrackedPromise } from '../ui/tracked-promise';
import { useSettled } from '../ui/use-settled';
import type { ContentDetails, ContentIndex, ContentManifest, GuideEntry, Notice } from './schema/manifest';

/** What an MDX step compiles to: a component that takes the kit as `components`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- MDX hands each component its own props.
export type StepComponent = ComponentType<{ components?: Record<string, ComponentType<any>> }>;

/** One guide's chunk: its steps by file name and the URLs of its images by the src written in MDX. */
export interface GuideModule {
  steps: Record<string, StepComponent>;
  images: Record<string, string>;
}

export interface ContentSource {
  /** What the first load knows: a line per guide and tile (useManifest loads the whole manifest, the details). */
  manifest: ContentIndex;
  iconUrls: Record<string, string>;
  loadDetails(): Promise<ContentDetails>;
  loadGuide(id: string): Promise<GuideModule>;
  /** The notices (content/notices.yaml), in their own chunk; none when a source has no notices. */
  loadNotices?(): Promise<Notice[]>;
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

const manifests = new WeakMap<ContentSource, TrackedPromise<ContentManifest>>();

/**
 * The whole manifest, details and all: loads them once per source. The router waits for it before a guide,
 * a tool or the Setup Guide renders, so their screens have it at once. A failed download is forgotten, so
 * the next screen that needs it asks again.
 */
export function loadManifestOnce(source: ContentSource): TrackedPromise<ContentManifest> {
  let promise = manifests.get(source);
  if (!promise) {
    promise = track<ContentManifest>(source.loadDetails());
    manifests.set(source, promise);
    promise.catch(() => manifests.delete(source));
  }
  return promise;
}

/** The whole manifest; suspends until the details have loaded (guide and tool screens, the Setup Guide). */
export function useManifest(): ContentManifest {
  return use(loadManifestOnce(useContent()) as Promise<ContentManifest>);
}

/** A guide with its steps (see useManifest). */
export function useGuide(id: string): GuideEntry {
  const guide = useManifest().guides.find((g) => g.id === id);
  if (!guide) throw new Error(`There is no guide called "${id}".`);
  return guide;
}

/**
 * The whole manifest once its details have loaded, else null, without suspending: for what can show a
 * moment later or not at all (home's progress marks), so that the page never waits for it or fails with it.
 */
export function useManifestWhenLoaded(): ContentManifest | null {
  return useSettled(loadManifestOnce(useContent()));
}
