import { protectedResources } from '../config/auth-config';
import type { GraphClient } from './graph-client';

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
    reader.readAsDataURL(blob);
  });
}

/** The signed-in user's 48x48 photo as a data URL, or null when there is none or it cannot be fetched. */
export async function fetchProfilePhoto(graph: GraphClient, signal?: AbortSignal): Promise<string | null> {
  try {
    const response = await graph.request('/me/photos/48x48/$value', { scopes: protectedResources.graphMe.scopes, signal });
    const blob = await response.blob();
    if (!blob.type.startsWith('image/')) return null;
    return await blobToDataUrl(blob);
  } catch {
    // No photo (404) or any failure: the header shows the silhouette instead.
    return null;
  }
}
