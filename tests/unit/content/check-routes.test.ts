import { describe, expect, it } from 'vitest';
import { setupGuideSchema } from '../../../packages/engine/src/shared/content/schema/setup-guide';
import { checkRoutes } from '../../../packages/engine/tooling/content/check/check-routes';
import { guideFolder, lines, show, yamlFile } from './in-memory-content';

const setupGuide = yamlFile('setup-guide.yaml', setupGuideSchema, 'title: Setup\nheading: Setup\nroute: /guide\nsequence: [adobe]\n');
const guide = (id: string, route: string) => guideFolder(id, `title: ${id}\nroute: ${route}\nlayout: steps\n`);

describe('checkRoutes', () => {
  it('reports a route already used by another guide', () => {
    const { problems } = checkRoutes(setupGuide, [guide('adobe', '/adobe'), guide('office', '/adobe')], show);
    expect(lines(problems)).toEqual(['guides/office/guide.yaml:2: The route /adobe is already used by guides/adobe.']);
    expect(problems[0]?.hint).toBe('Each guide needs its own route.');
  });

  it("reports a guide that takes the Setup Guide's route", () => {
    const { problems } = checkRoutes(setupGuide, [guide('adobe', '/guide')], show);
    expect(lines(problems)).toEqual(['guides/adobe/guide.yaml:2: The route /guide is already used by setup-guide.yaml.']);
  });

  it('reads the route of a guide.yaml that is otherwise invalid', () => {
    const invalid = guideFolder('broken', 'route: /adobe\nlayout: slides\n');
    expect(invalid.meta).toBeNull();
    expect(lines(checkRoutes(null, [guide('adobe', '/adobe'), invalid], show).problems)).toEqual([
      'guides/broken/guide.yaml:1: The route /adobe is already used by guides/adobe.',
    ]);
  });

  it('gives the home page and every route claimed, each once', () => {
    const { routes, problems } = checkRoutes(
      setupGuide,
      [guide('adobe', '/adobe'), guide('office', '/office'), guide('copy', '/office')],
      show,
    );
    expect([...routes]).toEqual(['/', '/guide', '/adobe', '/office']);
    expect(problems).toHaveLength(1);
  });

  it('skips a guide without a route (the schema reports it)', () => {
    const { routes, problems } = checkRoutes(null, [guideFolder('none', 'title: X\nlayout: steps\n')], show);
    expect([...routes]).toEqual(['/']);
    expect(problems).toEqual([]);
  });
});
