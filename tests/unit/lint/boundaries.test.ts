import { describe, expect, it } from 'vitest';
import { plantedMessages } from './planted';

const layerErrors = (filePath: string, code: string) => plantedMessages('boundaries/dependencies', filePath, code);

// The first lint loads ESLint's plugins and the TypeScript parser: allow it time on a busy machine.
describe('the layers of src/ (shared -> features -> app) and the rooms of tooling/, enforced by lint', { timeout: 60_000 }, () => {
  it.each([
    [
      'a feature importing another feature',
      'packages/engine/src/features/home/planted.ts',
      "import { GuideContent } from '../guides/GuideContent';\nexport const x = GuideContent;",
      /Features do not import each other/,
    ],
    [
      'a feature loading another feature lazily',
      'packages/engine/src/features/guides/planted.ts',
      "export const load = () => import('../hello-pass/TemporaryAccessPass');",
      /Features do not import each other/,
    ],
    [
      'a feature importing the app shell',
      'packages/engine/src/features/home/planted.ts',
      "import { ROUTE_PATHS } from '../../app/routes';\nexport const x = ROUTE_PATHS;",
      /must not import the app shell/,
    ],
    [
      'shared code importing a feature',
      'packages/engine/src/shared/ui/planted.ts',
      "import { HomePage } from '../../features/home/HomePage';\nexport const x = HomePage;",
      /must not import them/,
    ],
    [
      'shared code importing the app shell',
      'packages/engine/src/shared/content/planted.ts',
      "import { ROUTE_PATHS } from '../../app/routes';\nexport const x = ROUTE_PATHS;",
      /must not import them/,
    ],
    [
      'shared/user importing shared/content',
      'packages/engine/src/shared/user/planted.ts',
      "import { homeTiles } from '../content/derive/tiles';\nexport const x = homeTiles;",
      /shared\/user must not import a shared folder that comes after it/,
    ],
    [
      'shared/config importing shared/graph',
      'packages/engine/src/shared/config/planted.ts',
      "import { GraphClient } from '../graph/graph-client';\nexport const x = GraphClient;",
      /shared\/config must not import/,
    ],
    [
      "the Function App's client importing shared/user",
      'packages/engine/src/shared/function-app/planted.ts',
      "import { SignInNeededError } from '../user/sign-in-needed';\nexport const x = SignInNeededError;",
      /shared\/function-app must not import a shared folder that comes after it/,
    ],
    [
      'build code importing the app shell',
      'packages/engine/tooling/integrations/planted.ts',
      "import { ROUTE_PATHS } from '../../src/app/routes';\nexport const x = ROUTE_PATHS;",
      /may use src\/shared\/ only/,
    ],
    [
      'build code importing a feature',
      'packages/engine/tooling/content/plugin/planted.ts',
      "import { HomePage } from '../../../src/features/home/HomePage';\nexport const x = HomePage;",
      /may use src\/shared\/ only/,
    ],
    [
      'the content check importing the Vite plugin',
      'packages/engine/tooling/content/check/planted.ts',
      "import { content } from '../plugin/plugin.ts';\nexport const x = content;",
      /tooling\/content\/check may import only tooling\/content\/mdx/,
    ],
    [
      'the content check importing an authoring tool',
      'packages/engine/tooling/content/check/planted.ts',
      "import { planRenumber } from '../authoring/renumber.ts';\nexport const x = planRenumber;",
      /tooling\/content\/check may import only/,
    ],
    [
      'the step compiler importing the check',
      'packages/engine/tooling/content/mdx/planted.ts',
      "import { ProblemList } from '../check/problem-list.ts';\nexport const x = ProblemList;",
      /tooling\/content\/mdx may import only its own files/,
    ],
  ])('refuses %s', async (_case, filePath, code, message) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    [
      'a feature importing shared code and its own files',
      'packages/engine/src/features/home/planted.ts',
      "import { useViewer } from '../../shared/content/use-viewer';\nimport { HomePage } from './HomePage';\nexport const x = [useViewer, HomePage];",
    ],
    [
      'the app shell importing features and shared code',
      'packages/engine/src/app/planted.ts',
      "import { HomePage } from '../features/home/HomePage';\nimport { useConfig } from '../shared/config/config-context';\nexport const x = [HomePage, useConfig];",
    ],
    [
      'shared code importing shared code before it',
      'packages/engine/src/shared/content/planted.ts',
      "import { usePlatform } from '../platform/PlatformProvider';\nexport const x = usePlatform;",
    ],
    [
      "the reports sender importing the Function App's client",
      'packages/engine/src/shared/reports/api/planted.ts',
      "import { callFunction } from '../../function-app/function-client';\nexport const x = callFunction;",
    ],
    [
      'build code importing shared code',
      'packages/engine/tooling/content/check/planted.ts',
      "import { STEP_FILE } from '../../../packages/engine/src/shared/patterns.ts';\nexport const x = STEP_FILE;",
    ],
    [
      'the Vite plugin importing the check and the compiler',
      'packages/engine/tooling/content/plugin/planted.ts',
      "import { loadContent } from '../check/load-content.ts';\nimport { stepCompiler } from '../mdx/step-compiler.ts';\nexport const x = [loadContent, stepCompiler];",
    ],
    [
      'an authoring tool importing the check',
      'packages/engine/tooling/content/authoring/planted.ts',
      "import { ProblemList } from '../check/problem-list.ts';\nexport const x = ProblemList;",
    ],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
