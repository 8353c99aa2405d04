/**
 * A GUID (an object, tenant, client or licence id): 8-4-4-4-12 hex digits. The function is built and deployed
 * on its own (api/ has its own package), so it keeps the pattern here rather than importing the portal's
 * src/shared/patterns.ts; the demo tenant's Graph emulator, which stands in for the Graph it calls, imports it
 * from here.
 */
export const GUID_SOURCE = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** A whole string that is a GUID. */
export const GUID = new RegExp(`^${GUID_SOURCE}$`);
