/**
 * Build time: leaves out the parts of MSAL the portal never runs, so every sign-in does not download them.
 * The portal signs in by redirect and renews tokens silently (cache, refresh token, hidden frame); it never
 * opens a pop-up, redeems an authorisation code of its own, or talks to a platform broker (allowPlatformBroker
 * stays false in src/app/auth/msal-configuration.ts). Those modules are swapped for small stand-ins with the
 * same exports that say plainly what was left out, should a future change start to use one.
 *
 * Production builds only: the dev server serves MSAL whole. If MSAL moves or renames one of these modules,
 * the build stops and names it, rather than quietly shipping the whole library again.
 */
import type { Plugin } from 'vite';

/** Where MSAL's browser modules live, as the end of a module id. */
const MSAL_DIST = '/@azure/msal-browser/dist/';

/** The error a stand-in throws: names the feature and where the choice is made. */
const leftOut = (feature: string) =>
  `new Error(${JSON.stringify(`${feature} is left out of the portal's build (tooling/integrations/msal-trim.ts).`)})`;

/** A stand-in class whose constructor throws: MSAL creates these clients only for the flows named. */
const unusedClient = (name: string, feature: string) => `export class ${name} { constructor() { throw ${leftOut(feature)}; } }\n`;

/** The modules left out (paths under MSAL_DIST) and their stand-ins' source. */
export const MSAL_STAND_INS: Readonly<Record<string, string>> = {
  'interaction_client/PopupClient.mjs': unusedClient('PopupClient', 'Pop-up sign-in'),
  'interaction_client/SilentAuthCodeClient.mjs': unusedClient(
    'SilentAuthCodeClient',
    'Redeeming an authorisation code (acquireTokenByCode)',
  ),
  'interaction_client/PlatformAuthInteractionClient.mjs': unusedClient(
    'PlatformAuthInteractionClient',
    'Sign-in through a platform broker',
  ),
  // MSAL asks this module whether a broker may be used before every redirect and silent request: the
  // answer is "no", as MSAL's own answers when allowPlatformBroker is false. Configured otherwise, it fails.
  'broker/nativeBroker/PlatformAuthProvider.mjs': [
    'export function isPlatformAuthAllowed(config) {',
    `  if (config.system.allowPlatformBroker || config.experimental.allowPlatformBrokerWithDOM) throw ${leftOut('Sign-in through a platform broker')};`,
    '  return false;',
    '}',
    `export async function getPlatformAuthProvider() { throw ${leftOut('Sign-in through a platform broker')}; }`,
    'export async function isPlatformBrokerAvailable() { return false; }',
    '',
  ].join('\n'),
};

/** The stand-in for a module id, if it is one of MSAL's left-out modules. */
export function msalStandIn(id: string): { module: string; code: string } | undefined {
  const path = id.replace(/\\/g, '/').split('?')[0]!;
  const at = path.lastIndexOf(MSAL_DIST);
  if (at < 0) return undefined;
  const module = path.slice(at + MSAL_DIST.length);
  const code = MSAL_STAND_INS[module];
  return code === undefined ? undefined : { module, code };
}

export function msalTrim(): Plugin {
  const used = new Set<string>();
  return {
    name: 'portal:msal-trim',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      used.clear();
    },
    load(id) {
      const standIn = msalStandIn(id);
      if (!standIn) return null;
      used.add(standIn.module);
      return { code: standIn.code, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = Object.keys(MSAL_STAND_INS).filter((module) => !used.has(module));
      if (missing.length > 0) {
        this.error(
          `MSAL trim: the build no longer loads ${missing.join(', ')} from @azure/msal-browser. Has MSAL moved them? Update tooling/integrations/msal-trim.ts.`,
        );
      }
    },
  };
}
