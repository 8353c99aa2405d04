/**
 * In the browser, a step's <Only roles="..."> is read in the roles of the school the portal was built for
 * (school.yaml's `roles`), not the engine's defaults: the unit tests build the demo school's content, whose
 * years are Year3 to Year12.
 */
import { describe, expect, it } from 'vitest';
import { builtContent } from '../../../packages/engine/src/shared/content/content-source';
import { readKitProps } from '../../../packages/engine/src/shared/content/kit-props-reader';

describe("<Only roles> in the browser, in the school's roles", () => {
  it('reads a year the school has, and says the school has no Foundation where the defaults would', () => {
    expect(builtContent.manifest.roles.years[0]?.role).toBe('Year3');
    expect(readKitProps('Only', { roles: 'Year3' })).toMatchObject({ ok: true });
    expect(readKitProps('Only', { roles: 'Foundation' })).toEqual({
      ok: false,
      message:
        '<Only> roles: Unknown role "Foundation". Write one of: everyone, Staff, BasicView, Year3 ... Year12, a range such as Year7-Year12, or "not" before any of them.',
    });
  });
});
