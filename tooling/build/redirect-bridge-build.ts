/**
 * Builds the redirect-bridge page on its own, after the app's build, so its script is one self-contained
 * chunk. Built together with the app, it would share a chunk holding much of MSAL; alone it is a few kB,
 * and it loads on every sign-in.
 */
import { build, type Plugin } from 'vite';

export function redirectBridgeBuild(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'portal:redirect-bridge-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          // Its own manifest beside the app's: the budget check finds the bridge page's JS through it.
          manifest: '.vite/redirect-manifest.json',
          rollupOptions: { input: { redirect: 'redirect.html' } },
        },
      });
    },
  };
}
