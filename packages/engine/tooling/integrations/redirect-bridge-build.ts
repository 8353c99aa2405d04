/**
 * Builds the redirect-bridge page on its own, after the app's build, so its script is one self-contained
 * chunk. Built together with the app, it would share a chunk holding much of MSAL; alone it is a few kB,
 * and it loads on every sign-in. Being the build's last step, it then moves both builds' manifests out of
 * the published folder (build-manifests.ts).
 */
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { branding } from '../content/plugin/branding.ts';
import { CONTENT_PLUGIN_NAME, contentPluginApi, type ContentPluginApi } from '../content/plugin/plugin.ts';
import { moveManifestsOutOfSite, REDIRECT_MANIFEST, VITE_MANIFEST_DIR } from './build-manifests.ts';

/**
 * The name of the bridge build's entry, which names its files: assets/redirect-<hash>.js and the page's
 * stylesheet assets/redirect-<hash>.css. The service worker leaves them out of its precache, as it does
 * the page itself.
 */
export const REDIRECT_BRIDGE_ENTRY = 'redirect';

export function redirectBridgeBuild(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let content: ContentPluginApi | undefined;
  return {
    name: 'portal:redirect-bridge-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      content = contentPluginApi(config);
    },
    async closeBundle() {
      if (!content)
        throw new Error(`The redirect bridge's build needs the content plugin (${CONTENT_PLUGIN_NAME}) for the school's name and look.`);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        // The school's name, logo and colours, from the app build's one load of the content.
        plugins: [branding(content.loadedContent)],
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          // Its own manifest beside the app's: the budget check finds the bridge page's JS through it.
          manifest: `${VITE_MANIFEST_DIR}/${REDIRECT_MANIFEST}`,
          rollupOptions: { input: { [REDIRECT_BRIDGE_ENTRY]: 'redirect.html' } },
        },
      });
      moveManifestsOutOfSite(resolve(root, outDir));
    },
  };
}
