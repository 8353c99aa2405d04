/**
 * Each app role's id, derived from its value: a name-based UUID (version 5, RFC 9562) in the portal's own
 * namespace, so writing the registration again gives every role the id it had, and Entra keeps the
 * assignments made to it.
 */
import { createHash } from 'node:crypto';

/** The namespace of the portal's app role ids (a made-up UUID, fixed for ever: changing it changes every id). */
export const APP_ROLE_NAMESPACE = '6f0c2b1e-3d4a-4e5f-9a8b-7c6d5e4f3a2b';

/** The version 5 UUID of `name` in `namespace`. */
export function uuidV5(name: string, namespace: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of the app role whose value is `value`. */
export const appRoleId = (value: string): string => uuidV5(value, APP_ROLE_NAMESPACE);
