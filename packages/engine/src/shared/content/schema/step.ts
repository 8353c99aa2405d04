/** The front-matter of each step file (`NN-slug.mdx` or `NN-slug.md`). */
import { z } from 'zod';
import { conditionField, kebabField, platformListField, textField } from './fields.ts';

export const stepFrontMatterSchema = z.strictObject({
  title: textField.describe('The step heading (h2). Required.'),
  platforms: platformListField.optional().describe('Only on these platforms, e.g. [windows]. Default: all platforms.'),
  roles: conditionField.optional().describe('Only for these users (a condition). Default: everyone.'),
  variant: kebabField
    .optional()
    .describe('Which variant the step belongs to. Required when the guide declares variants, forbidden otherwise.'),
});
