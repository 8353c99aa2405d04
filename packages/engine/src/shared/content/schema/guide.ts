/** `content/guides/<id>/guide.yaml`: one guide's metadata. */
import { z } from 'zod';
import { LAYOUTS } from '../layouts.ts';
import { DEVICES, OWNERS } from '../../user/devices.ts';
import {
  audienceField,
  conditionField,
  dateField,
  deviceNameField,
  kebabField,
  oneOf,
  keywordsField,
  platformListField,
  routeField,
  textField,
  tileField,
} from './fields.ts';

/** Code-backed screens a `layout: tool` guide can name. */
export const TOOLS = ['reset-student-password', 'guide-health', 'student-pass'] as const;

export const variantSchema = z.strictObject({
  id: kebabField.describe("Variant name, used in each step's `variant:`."),
  showLabel: textField.describe('Text of the toggle button that switches to this variant, e.g. "Show iOS Steps".'),
  defaultFor: z
    .union([
      deviceNameField.transform((d) => [d]),
      z.array(deviceNameField, { error: `must be a device or a list of them: ${DEVICES.join(', ')}` }).min(1),
    ])
    .optional()
    .describe(
      'The devices whose users start on this variant, e.g. iphone or [iphone, android]: people read the other variants on them too.',
    ),
});

export const guideSchema = z.strictObject({
  title: textField.describe('The page heading (h1).'),
  route: routeField.describe('The address of the guide, e.g. /adobe.'),
  layout: z
    .enum(LAYOUTS, { error: `must be one of: ${LAYOUTS.join(', ')}` })
    .describe('steps: one step per screen; page: all files on one screen; tool: a code-backed screen.'),
  audience: audienceField,
  keywords: keywordsField
    .optional()
    .describe(
      'Other words search finds the guide by, e.g. [internet, network, wireless]: the words people type that its own text does not use.',
    ),
  tile: tileField.optional().describe('The home tile: label, icon, order and a description. Without it the guide has no tile.'),
  licence: z
    .strictObject({
      audience: conditionField.describe('Who is licensed (a condition).'),
      message: textField.describe('What everyone else sees instead of the guide.'),
    })
    .optional()
    .describe('Who may use it; others see only the message.'),
  platforms: z
    .strictObject({
      supported: platformListField.describe("The devices it is for, of the school's devices (school.yaml's devices), e.g. [windows]."),
      message: textField.describe('What people on other devices see instead of the guide.'),
    })
    .optional()
    .describe('Platforms it supports; others see only the message.'),
  ownership: z
    .strictObject({
      only: z.enum(OWNERS, { error: oneOf(OWNERS) }).describe("school: only school devices; own: only people's own devices."),
      message: textField.describe('What people on the other kind of device see instead of the guide.'),
    })
    .optional()
    .describe(
      'Whose devices it is for: school or own. The portal asks once whose device it is (kept on this browser), and shows others only the message.',
    ),
  public: z
    .boolean({ error: 'must be true or false' })
    .optional()
    .describe(
      'true: anyone may read it without signing in (Help, Change Password, "Can\'t sign in?"). Everything in a guide ships as public files anyway: never put a secret in one.',
    ),
  setupGuideName: textField.optional().describe("Name on the Setup Guide's previous/next buttons. Default: tile.label, else title."),
  variants: z
    .array(variantSchema, { error: 'must be a list of variants' })
    .min(2, { error: 'needs at least two variants to toggle between' })
    .optional()
    .describe('Alternative step sets with a toggle (e.g. WiFi laptop and iOS).'),
  reviewed: dateField
    .optional()
    .describe(
      'The day IT last checked the guide against what students see, as YYYY-MM-DD; shown under its title. `check -- --stale 180` lists guides older than 180 days.',
    ),
  tool: z
    .enum(TOOLS, { error: `must be one of: ${TOOLS.join(', ')}` })
    .optional()
    .describe('For layout: tool, the screen to show.'),
});

export type GuideMeta = z.output<typeof guideSchema>;
