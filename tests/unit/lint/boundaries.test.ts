import { describe, expect, it } from 'vitest';
import { plantedMessages } from './planted';

const layerErrors = (filePath: string, code: string) => plantedMessages('boundaries/dependencies', filePath, code);

// The first lint loads ESLint's plugins and the TypeScript parser: allow it time on a busy machine.
describe('the layers of src/ (shared -> features -> app), enforced by lint', { timeout: 60_000 }, () => {
  it.each([
    ['a feature importing another feature', 'src/features/home/planted.ts', "import { GuideContent } from '../guides/GuideContent';\nexport const x = GuideContent;", /Features do not import each other/],
    ['a feature loading another feature lazily', 'src/features/guides/planted.ts', "export const load = () => import('../hello-pass/TemporaryAccessPass');", /Features do not import each other/],
    ['a feature importing the app shell', 'src/features/home/planted.ts', "import { ROUTE_PATHS } from '../../app/routes';\nexport const x = ROUTE_PATHS;", /must not import the app shell/],
    ['shared code importing a feature', 'src/shared/planted.ts', "import { HomePage } from '../features/home/HomePage';\nexport const x = HomePage;", /must not import them/],
    ['shared code importing the app shell', 'src/shared/content/planted.ts', "import { ROUTE_PATHS } from '../../app/routes';\nexport const x = ROUTE_PATHS;", /must not import them/],
  ])('refuses %s', async (_case, filePath, code, message) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['a feature importing shared code and its own files', 'src/features/home/planted.ts', "import { useViewer } from '../../shared/content/use-viewer';\nimport { HomePage } from './HomePage';\nexport const x = [useViewer, HomePage];"],
    ['the app shell importing features and shared code', 'src/app/planted.ts', "import { HomePage } from '../features/home/HomePage';\nimport { useConfig } from '../shared/config/config-context';\nexport const x = [HomePage, useConfig];"],
    ['shared code importing shared code', 'src/shared/content/planted.ts', "import { usePlatform } from '../platform/PlatformProvider';\nexport const x = usePlatform;"],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
