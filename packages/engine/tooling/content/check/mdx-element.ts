/**
 * One JSX element of a step: a kit component spelt as the kit spells it, with plain attribute values the
 * component accepts, settings that exist, and nothing that runs code (event handlers, injected HTML).
 */
import {
  copyValueSetting,
  DEFAULT_LINKS_SETTING,
  DEFAULT_PRINTER_ROOMS_SETTING,
  downloadSetting,
  linkListSetting,
  printerRoomsSetting,
  renamedSetting,
  shownSetting,
  type SettingLookup,
} from '../../../src/shared/content/kit-settings.ts';
import { GUIDE_IMAGE_PATH } from '../../../src/shared/content/schema/image-rules.ts';
import { isKitComponent, validateKitProps } from '../../../src/shared/content/schema/kit.ts';
import { checkFigureSize } from './check-images.ts';
import type { ImageFile } from './image-file.ts';
import { altTextProblem, imagePathProblem } from './mdx-images.ts';
import { isJavascriptUrl, type EstreeNode, type MdNode, type NodeProblem } from './mdx-nodes.ts';
import { checkTagName, describeKitProps } from './mdx-tags.ts';
import { settingsFor, type SettingsSource } from './settings-source.ts';

export interface ElementContext {
  guideDir: string;
  settings: SettingsSource;
  images?: ReadonlyMap<string, ImageFile>;
}

/** Kit attributes that name a value in settings.yaml, and what each must find there. */
const SETTING_ATTRIBUTES: Partial<
  Record<string, { attribute: string; default?: string; lookup: (settings: unknown, path: string) => SettingLookup<unknown> }>
> = {
  Setting: { attribute: 'name', lookup: shownSetting },
  CopyValue: { attribute: 'setting', lookup: copyValueSetting },
  Download: { attribute: 'setting', lookup: downloadSetting },
  LinkList: { attribute: 'setting', default: DEFAULT_LINKS_SETTING, lookup: linkListSetting },
  PrinterTable: { attribute: 'setting', default: DEFAULT_PRINTER_ROOMS_SETTING, lookup: printerRoomsSetting },
};

/** The value of a literal attribute expression such as {640}, {true}, {"x"}; undefined for anything else. */
function literalOf(estree: EstreeNode | undefined): { ok: true; value: unknown } | { ok: false } {
  const statement = estree?.body?.[0];
  const expression = estree?.body?.length === 1 && statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (expression?.type === 'Literal') return { ok: true, value: expression.value };
  if (
    expression?.type === 'UnaryExpression' &&
    expression.operator === '-' &&
    expression.argument?.type === 'Literal' &&
    typeof expression.argument.value === 'number'
  ) {
    return { ok: true, value: -expression.argument.value };
  }
  return { ok: false };
}

/** The element's attributes as props, and what is wrong with any of them. */
function readAttributes(name: string, node: MdNode): { props: Record<string, unknown>; problems: NodeProblem[] } {
  const props: Record<string, unknown> = {};
  const problems: NodeProblem[] = [];
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      problems.push({ message: `<${name}> may not spread {...attributes}.`, hint: 'Write each attribute out: name="value".' });
      continue;
    }
    const key = attribute.name;
    if (key === 'dangerouslySetInnerHTML' || /^on[A-Z]/i.test(key)) {
      problems.push({
        message: `Content may not use the ${key} attribute.`,
        hint: 'Write the content as text inside the element instead.',
      });
      continue;
    }
    const raw = attribute.value;
    if (raw === null || raw === undefined) props[key] = true;
    else if (typeof raw === 'string') props[key] = raw;
    else {
      const literal = literalOf(raw.data?.estree);
      if (literal.ok) props[key] = literal.value;
      else
        problems.push({
          message: `<${name}> ${key} must be a plain value, not code.`,
          hint: `Write ${key}="text" or a number such as ${key}={640}.`,
        });
    }
    const value = props[key];
    if (typeof value === 'string' && ['href', 'src', 'windows', 'mac'].includes(key) && isJavascriptUrl(value)) {
      problems.push({ message: `Content may not use "${value.split(':')[0]}:" addresses.`, hint: 'Use a full https:// address.' });
    }
  }
  return { props, problems };
}

/** A setting-naming attribute (`<Setting name>`, `setting=`) must name a value of the shape the component shows. */
function settingProblem(name: string, props: Record<string, unknown>, settings: SettingsSource): NodeProblem | null {
  const setting = SETTING_ATTRIBUTES[name];
  const path = setting && (props[setting.attribute] ?? setting.default);
  if (!setting || typeof path !== 'string') return null;
  // A path a release renamed is named at once, whatever settings.yaml holds (so one check says it all).
  const renamed = renamedSetting(`<${name} ${setting.attribute}="${path}">`, path);
  if (renamed) return { message: renamed.message, hint: renamed.hint };
  const known = settingsFor(settings, path);
  if (!known) return null;
  const found = setting.lookup(known, path);
  return found.ok ? null : { message: found.message, hint: found.hint };
}

/** Everything wrong with one element, and the picture it shows (for the guide's chunk), if any. */
export function checkElement(node: MdNode, context: ElementContext): { problems: NodeProblem[]; image: string | null } {
  const name = node.name;
  if (!name) return { problems: [], image: null }; // A fragment <>...</>.
  const tagProblem = checkTagName(name);
  if (tagProblem?.forbidden) return { problems: [tagProblem], image: null };
  const { props, problems } = readAttributes(name, node);
  if (tagProblem) return { problems: [...problems, tagProblem], image: null };
  if (!isKitComponent(name)) return { problems, image: null };
  // A picture path with a space or outside images/: say that, not what the schema makes of it.
  const src = name === 'Figure' && typeof props.src === 'string' ? props.src : null;
  const pathProblem = src === null ? null : imagePathProblem(src, context.guideDir);
  if (pathProblem) return { problems: [...problems, pathProblem], image: null };
  const checked = validateKitProps(name, props);
  if (!checked.ok) problems.push({ message: describeKitProps(name, props, checked.message), hint: `See <${name}> in the authors’ guide.` });
  if (src !== null && checked.ok) {
    const alt = altTextProblem(props.alt as string, src, 'The picture');
    if (alt) problems.push(alt);
    if (context.images) problems.push(...checkFigureSize(checked.props, context.images));
  }
  // Settings are only worth looking up once the props themselves are right.
  const setting = checked.ok ? settingProblem(name, props, context.settings) : null;
  if (setting) problems.push(setting);
  return { problems, image: src !== null && GUIDE_IMAGE_PATH.test(src) ? src : null };
}
