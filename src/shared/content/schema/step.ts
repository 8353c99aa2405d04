/** The front-matter of each step file (`NN-slug.mdx` or `NN-slug.md`). */
import { z } from 'zod';
import { KEBAB_ID } from '../../patterns.ts';
import { conditionField, kebabField, platformListField, textField } from './fields.ts';

export const stepFrontMatterSchema = z.strictObject({
  title: textField.describe('The step heading (h2). Required.'),
  platforms: platformListField.optional().describe('Only on these platforms, e.g. [windows]. Default: all platforms.'),
  roles: conditionField.optional().describe('Only for these users (a condition). Default: everyone.'),
  variant: kebabField.optional().describe('Which variant the step belongs to. Required when the guide declares variants, forbidden otherwise.'),
});

export type StepFrontMatter = z.output<typeof stepFrontMatterSchema>;

/**
 * Step files are named `NN-slug.mdx` or `NN-slug.md`: a two-digit number, a dash, a lowercase-kebab slug.
 * `.md` is plain Markdown (a < or { is just text; no components, but :::note callouts work).
 */
export const STEP_FILE = new RegExp(`^(\\d{2})-(${KEBAB_ID.source.slice(1, -1)})\\.mdx?$`);
