/**
 * The component kit's props, one schema per component, and their one validation (`validateKitProps`),
 * which the content check runs on every MDX file at build time. The browser reads the already-checked
 * props without Zod (kit-props-reader.ts, held to these schemas by a test), so a mistake names itself at
 * build time.
 */
import { z } from 'zod';
import { conditionField, httpsUrlField, platformField, settingsPathField, textField } from './fields.ts';
import { GUIDE_IMAGE_PATH } from './image-rules.ts';
import { CALLOUT_TYPES, KIT_DEFAULTS } from './kit-shape.ts';

const settingPath = settingsPathField('help.email');
const size = z.number({ error: 'must be a number in braces, e.g. {640}' }).int().positive({ error: 'must be a positive whole number' });
const none = z.strictObject({});

export const kitPropSchemas = {
  Only: z
    .strictObject({ platform: platformField.optional(), roles: conditionField.optional() })
    .refine((p) => (p.platform === undefined) !== (p.roles === undefined), {
      error: 'needs exactly one of platform="..." (a device, e.g. windows) or roles="..."',
    }),
  Callout: z.strictObject({
    type: z.enum(CALLOUT_TYPES, { error: `must be one of: ${CALLOUT_TYPES.join(', ')}` }).default(KIT_DEFAULTS.Callout.type),
    title: textField.optional(),
  }),
  Keys: z.strictObject({
    combo: z
      .string({ error: 'must be keys joined by +, e.g. "Ctrl+Alt+Delete"' })
      .regex(/^[^+\s][^+]*(\+[^+\s][^+]*)*$/, { error: 'must be keys joined by +, e.g. "Ctrl+Alt+Delete"' }),
  }),
  Kbd: none,
  Figure: z.strictObject({
    // Any file in images/: what it must be (format, size) is the image rules' to say, about the file itself.
    src: z
      .string({ error: 'must be a path such as ./images/sign-in.svg' })
      .regex(GUIDE_IMAGE_PATH, { error: "must be an image in the guide's images folder, e.g. ./images/sign-in.svg" }),
    alt: z.string({ error: 'describe what the picture shows' }).trim().min(1, { error: 'must describe what the picture shows' }),
    width: size,
    height: size,
    caption: textField.optional(),
    /** Set by the build on a step's first figure: load it at once rather than lazily. */
    priority: z.boolean().optional(),
  }),
  // `setting` names a value in settings.yaml instead of repeating it; the content check also makes sure
  // the setting exists and has the right shape (kit-settings.ts), which needs the settings themselves.
  CopyValue: z
    .strictObject({ value: textField.optional(), setting: settingPath.optional(), label: textField })
    .refine((p) => (p.value === undefined) !== (p.setting === undefined), { error: 'needs exactly one of value="..." or setting="..."' }),
  Download: z
    .strictObject({
      href: httpsUrlField.optional(),
      windows: httpsUrlField.optional(),
      mac: httpsUrlField.optional(),
      setting: settingPath.optional(),
    })
    .refine((p) => [p.href, p.windows ?? p.mac, p.setting].filter((v) => v !== undefined).length === 1, {
      error: 'needs exactly one of href="https://...", windows="..." and/or mac="...", or setting="..."',
    }),
  Username: none,
  Setting: z.strictObject({ name: settingPath, link: z.boolean({ error: 'is a switch: write just `link`' }).optional() }),
  // Which settings they list: by default settings.yaml's printing.rooms and links.
  PrinterTable: z.strictObject({ setting: settingPath.optional() }),
  LinkList: z.strictObject({ setting: settingPath.optional() }),
  TemporaryAccessPass: none,
  PasswordChangeQuestion: none,
  OnDevice: none,
  Online: none,
} as const;

export type KitComponentName = keyof typeof kitPropSchemas;

export const KIT_COMPONENTS = Object.keys(kitPropSchemas) as KitComponentName[];

export function isKitComponent(name: string): name is KitComponentName {
  return Object.hasOwn(kitPropSchemas, name);
}

/** Validates props; returns the parsed props or a one-line message naming what is wrong. */
export function validateKitProps<N extends KitComponentName>(
  name: N,
  props: Record<string, unknown>,
): { ok: true; props: z.output<(typeof kitPropSchemas)[N]> } | { ok: false; message: string } {
  // Children are the component's content, not an attribute.
  const attributes = Object.fromEntries(Object.entries(props).filter(([key]) => key !== 'children'));
  const result = kitPropSchemas[name].safeParse(attributes, { reportInput: true });
  if (result.success) return { ok: true, props: result.data as z.output<(typeof kitPropSchemas)[N]> };
  return { ok: false, message: result.error.issues.map((i) => describeKitIssue(name, i)).join(' ') };
}

function describeKitIssue(name: string, issue: z.core.$ZodIssue): string {
  const message = issue.message.replace(/\.$/, '');
  if (issue.code === 'unrecognized_keys') return `<${name}> has no ${issue.keys.map((k) => `"${k}"`).join(', ')} attribute.`;
  const key = issue.path.join('.');
  if (key === '') return `<${name}> ${message}.`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `<${name}> is missing ${key} (${message}).`;
  return `<${name}> ${key}: ${message}.`;
}
