import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ROUTER_PRODUCTION_FILES, routerProduction } from '../../../packages/engine/tooling/integrations/router-production';

type ResolveId = (this: { error: (message: string) => never }, source: string) => string | null;
const resolveId = routerProduction().resolveId as unknown as ResolveId;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe("the build's React Router", () => {
  it('resolves react-router and react-router/dom to production files that exist, with the same exports as the development ones', () => {
    const require = createRequire(import.meta.url);
    for (const source of Object.keys(ROUTER_PRODUCTION_FILES)) {
      const path = resolveId.call(context, source);
      expect(path, source).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]/);
      const production = readFileSync(path!, 'utf8');
      const development = readFileSync(require.resolve(source), 'utf8');
      // The production file of the same name: same exports (last export block), no development warnings.
      const lastExport = (code: string) => code.slice(code.lastIndexOf('export {')).replace(/chunk-\w+/g, 'chunk');
      expect(lastExport(production)).toBe(lastExport(development));
    }
  });

  it('leaves every other module to the normal resolution', () => {
    for (const source of ['react', 'react-router-dom', 'react-router/internal', './router']) {
      expect(resolveId.call(context, source)).toBeNull();
    }
  });
});
