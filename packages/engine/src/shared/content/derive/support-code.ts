/**
 * Support codes: a short code on every step, such as `4KQ7-M2XB`, that a student reads out over the phone
 * so IT can open exactly the screen they see (Preview as…). It names the guide, the step, the device, the
 * variant and the kind of user (one of the school's roles, or no role): never who the student is.
 *
 * Eight characters of Crockford's base 32 (digits and capitals without I, L, O and U, so nothing looks or
 * sounds like something else; a typed O reads as 0 and I or L as 1). The first seven hold 35 bits:
 *
 *   guide 17 bits | step 6 | device 3 | variant 3 | audience 6
 *
 * The guide is a 17-bit hash of its folder name, not its place in a list, so adding or removing a guide
 * changes no other guide's codes. (Two guides whose hashes meet are told apart by hashing the later name
 * again; with a hundred guides that happens about once in thirty schools, and costs nothing but that.)
 * The step is the place in the steps this viewer sees (1-63), the variant its place in guide.yaml's list
 * (0: none), the audience the kind of user by the school's roles (school.yaml; up to 63). The eighth
 * character is a Luhn mod 32 check character, so any one mistyped character, and nearly any two swapped
 * neighbours, is caught before the code is read.
 */
import type { ContentManifest, GuideEntry } from '../schema/manifest.ts';
import type { PreviewDevice } from '../../user/preview.tsx';
import { DEVICES, stepsDevice, type DeviceName } from '../../user/devices.ts';
import { everyAudience, personKind, type SchoolRoles } from '../../user/roles.ts';
import type { Viewer } from '../../user/viewer.ts';
import { visibleSteps } from './steps.ts';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE = ALPHABET.length;
const PAYLOAD_LENGTH = 7;

const GUIDE_BITS = 17;
const MAX_STEP = 63;
const MAX_VARIANTS = 7;

/** Device slots: room for the devices the portal knows (DEVICES, in its order) and two more. */
const DEVICE_SLOTS = 8;
/** Audience slots: no role, then each of the school's roles. */
const AUDIENCE_SLOTS = 64;

/** What a code is read against: the school's guides, its roles and its devices. */
export type CodeContent = Pick<ContentManifest, 'guides' | 'roles' | 'devices'>;

/** The kinds of user a code can name, by their roles claim (`['']`: no role), as Preview as… offers them. */
function audiencesOf(roles: SchoolRoles): readonly (readonly string[])[] {
  return [[''], ...everyAudience(roles).filter((a) => a[0] !== '')];
}

/** An example to show where a code is asked for (not a code of any guide). */
export const SUPPORT_CODE_EXAMPLE = '4KQ7-M2XB';

/** The screen a code stands for. */
export interface SupportScreen {
  guideId: string;
  /** The place in the steps this viewer sees, from 1 (a single-page guide: 1). */
  step: number;
  device: PreviewDevice;
  variant?: string;
  /** The roles of the kind of user, as Preview as… sets them. */
  roles: readonly string[];
}

export type SupportCodeReading = ({ ok: true; guide: GuideEntry } & SupportScreen) | { ok: false; message: string };

/**
 * The device to preview to see what a viewer sees: the one in their hands when it alone gives the steps
 * they see (an iPhone reading the Windows steps at a Windows and Mac school), else the one whose steps they see.
 */
export function deviceOf(viewer: Pick<Viewer, 'platform' | 'inHand'>, school: readonly DeviceName[]): PreviewDevice {
  if (viewer.inHand) {
    const alone = stepsDevice(school, viewer.inHand, null);
    if (alone.uncovered === null && alone.device === viewer.platform) return viewer.inHand;
  }
  return viewer.platform;
}

/** What someone on a device sees, who has chosen none: the steps of the device the school gives them. */
export function viewerOn(device: DeviceName, school: readonly DeviceName[], roles: readonly string[]): Viewer {
  return { platform: stepsDevice(school, device, null).device, inHand: device, roles };
}

/** The kind of user a role list stands for, by the school's precedence (staff, then a year, then another role). */
function audienceIndex(schoolRoles: SchoolRoles, roles: readonly string[]): number {
  const person = personKind(schoolRoles, roles);
  const kind = person.kind === 'none' ? '' : person.role;
  return audiencesOf(schoolRoles).findIndex((a) => a[0] === kind);
}

/** FNV-1a, 32 bits. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const guideHashes = new WeakMap<readonly GuideEntry[], Map<string, number>>();

/** Each guide's 20-bit number: a hash of its id, hashed again (in id order) when an earlier guide has it. */
function guideNumbers(guides: readonly GuideEntry[]): Map<string, number> {
  let numbers = guideHashes.get(guides);
  if (numbers) return numbers;
  numbers = new Map();
  const taken = new Set<number>();
  for (const id of guides.map((g) => g.id).sort()) {
    let n = fnv1a(id) % 2 ** GUIDE_BITS;
    for (let again = 1; taken.has(n); again++) n = fnv1a(`${id}#${again}`) % 2 ** GUIDE_BITS;
    taken.add(n);
    numbers.set(id, n);
  }
  guideHashes.set(guides, numbers);
  return numbers;
}

/** Luhn mod 32 over the digits' values: the check digit that makes the whole sum a multiple of 32. */
function checkDigit(digits: readonly number[]): number {
  let sum = 0;
  digits.forEach((d, i) => {
    const addend = (digits.length - i) % 2 === 1 ? d * 2 : d;
    sum += Math.floor(addend / BASE) + (addend % BASE);
  });
  return (BASE - (sum % BASE)) % BASE;
}

function format(digits: readonly number[]): string {
  const text = digits.map((d) => ALPHABET[d]).join('');
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

/**
 * The code of a screen, or null when it cannot have one: a tool (no steps), a step past the 63rd, or a
 * variant past the 7th.
 */
export function encodeSupportCode({ guides, roles }: CodeContent, screen: SupportScreen): string | null {
  const guide = guides.find((g) => g.id === screen.guideId);
  if (!guide || guide.layout === 'tool') return null;
  // 0: the guide has no variants; else the variant's place in guide.yaml's list, from 1.
  const variant = screen.variant === undefined ? 0 : (guide.variants ?? []).findIndex((v) => v.id === screen.variant) + 1;
  const audience = audienceIndex(roles, screen.roles);
  if (variant > MAX_VARIANTS || (variant === 0) !== (screen.variant === undefined) || (guide.variants && variant === 0)) return null;
  if (!Number.isInteger(screen.step) || screen.step < 1 || screen.step > MAX_STEP || audience < 0 || audience >= AUDIENCE_SLOTS)
    return null;
  let value = guideNumbers(guides).get(guide.id)!;
  value = value * (MAX_STEP + 1) + screen.step;
  value = value * DEVICE_SLOTS + DEVICES.indexOf(screen.device);
  value = value * (MAX_VARIANTS + 1) + variant;
  value = value * AUDIENCE_SLOTS + audience;
  const digits: number[] = [];
  for (let i = 0; i < PAYLOAD_LENGTH; i++) {
    digits.unshift(value % BASE);
    value = Math.floor(value / BASE);
  }
  return format([...digits, checkDigit(digits)]);
}

/** The code of what a viewer sees at a step of a guide. */
export function supportCodeFor(
  content: CodeContent,
  guide: GuideEntry,
  viewer: Viewer,
  variant: string | undefined,
  step: number,
): string | null {
  return encodeSupportCode(content, { guideId: guide.id, step, device: deviceOf(viewer, content.devices), variant, roles: viewer.roles });
}

const NOT_A_CODE = `A support code has 8 letters and digits, such as ${SUPPORT_CODE_EXAMPLE}. Check the code with the student.`;

/** Reads a code as typed (any case, with or without spaces and dashes) and finds its screen in these guides. */
export function decodeSupportCode({ guides, roles, devices }: CodeContent, typed: string): SupportCodeReading {
  const text = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  const digits = [...text].map((c) => ALPHABET.indexOf(c));
  if (digits.length !== PAYLOAD_LENGTH + 1 || digits.some((d) => d < 0)) return { ok: false, message: NOT_A_CODE };
  const payload = digits.slice(0, PAYLOAD_LENGTH);
  if (checkDigit(payload) !== digits[PAYLOAD_LENGTH]) {
    return {
      ok: false,
      message: 'That code has a mistake in it: a letter or digit was misheard or mistyped. Read it back to the student and try again.',
    };
  }
  let value = payload.reduce((n, d) => n * BASE + d, 0);
  const take = (size: number) => {
    const part = value % size;
    value = Math.floor(value / size);
    return part;
  };
  const audience = audiencesOf(roles)[take(AUDIENCE_SLOTS)];
  const variantIndex = take(MAX_VARIANTS + 1);
  const device = DEVICES[take(DEVICE_SLOTS)];
  const step = take(MAX_STEP + 1);
  const guideNumber = value;
  const numbers = guideNumbers(guides);
  const guide = guides.find((g) => numbers.get(g.id) === guideNumber && g.layout !== 'tool');
  if (!guide)
    return {
      ok: false,
      message: 'No guide of the portal has that code: it may have been removed. Ask the student which guide they are on.',
    };
  const variant = variantIndex === 0 ? undefined : guide.variants?.[variantIndex - 1]?.id;
  const variantFits = guide.variants ? variant !== undefined : variantIndex === 0;
  if (!audience || !device || !variantFits || step < 1) {
    return { ok: false, message: `That code names ${guide.title}, but no screen of it. Check the code with the student.` };
  }
  const viewer = viewerOn(device, devices, audience);
  const total = guide.layout === 'page' ? 1 : visibleSteps(guide, viewer, variant).length;
  if (step > total) {
    return {
      ok: false,
      message: `That code is for step ${step} of ${guide.title}, which now has ${total} step${total === 1 ? '' : 's'} for them. Ask the student to read the code on their screen again.`,
    };
  }
  return { ok: true, guide, guideId: guide.id, step, device, variant, roles: [...audience] };
}

/** The address of a code's screen: the guide's route with its step (step-by-step guides) and variant. */
export function supportScreenPath(screen: { guide: Pick<GuideEntry, 'route' | 'layout'>; step: number; variant?: string }): string {
  const query = new URLSearchParams();
  if (screen.guide.layout === 'steps') query.set('step', String(screen.step));
  if (screen.variant) query.set('variant', screen.variant);
  const search = query.toString();
  return search ? `${screen.guide.route}?${search}` : screen.guide.route;
}
