/**
 * The marks on a public guide's prerendered page (the build's tooling/integrations/prerender.ts writes it,
 * app/prerendered.ts reads it in the browser), shared so both name them alike.
 */

/** On `<html>`: the device whose prerendered screen shows, or `none`. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** On each device's screen inside `#root`. */
export const PRERENDERED_FOR_ATTRIBUTE = 'data-prerendered-for';
/** On the page's head script: the school's devices, in its order (JSON). */
export const PRERENDERED_DEVICES_ATTRIBUTE = 'data-devices';
