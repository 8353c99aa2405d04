/** `content/setup-guide.yaml`: the combined Setup Guide and its order of screens. */
import { z } from 'zod';
import { audienceField, kebabField, routeField, textField, tileField } from './fields.ts';

export const setupGuideSchema = z.strictObject({
  title: textField.describe('Name of the screen (browser tab).'),
  heading: textField.describe('The page heading (h1), e.g. "BYOD Device Setup Guide".'),
  route: routeField.describe('Its address, e.g. /guide.'),
  audience: audienceField,
  tile: tileField.optional().describe('Its home tile.'),
  sequence: z
    .array(kebabField, { error: 'must be a list of guide ids' })
    .min(1, { error: 'must list at least one guide' })
    .describe('Guide ids in order. A guide is skipped for users outside its audience or its licence.'),
});

export type SetupGuideMeta = z.output<typeof setupGuideSchema>;
