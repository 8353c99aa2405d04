/**
 * "Ask the helpdesk": a help request as an email to the school's ticket address (school.yaml's `help.ticketEmail`, else
 * `help.email`: most school helpdesks turn email into tickets), filled in with where the person is stuck.
 * A `mailto:` address with a subject and body (RFC 6068): the person's own email app opens it, and they can
 * add to it or change it before sending.
 */
import type { WhatHappened } from '@school-it-portal/function-contract/reports';
import type { GuideEntry } from '../../shared/content/schema/manifest';
import { SITE_NAME } from '../../shared/ui/use-document-title';
import { DEVICE_LABELS, type DeviceName } from '../../shared/user/devices';

export const WHAT_HAPPENED_LABELS: Record<WhatHappened, string> = {
  looks_different: 'The screen looks different',
  error: 'I got an error',
  other: 'Something else',
};

export interface HelpRequest {
  /** The ticket address. */
  to: string;
  guideTitle: string;
  /** The step, for a step-by-step guide. */
  step?: { number: number; total: number; title: string };
  device: DeviceName;
  /** The variant's name, e.g. "Laptop Steps". */
  variant?: string;
  supportCode?: string;
  /** The browser and system, e.g. "Safari 18 on macOS". */
  browser?: string;
  /** What happened, when the person said (the report form asks; the office's contact does not). */
  what?: WhatHappened;
  words?: string;
  /** The screen's full address, with its step, platform and variant. */
  address: string;
}

/** Where the person is, as the screen knows it: what every request about a step or page carries. */
export interface RequestPlace {
  guide: Pick<GuideEntry, 'title' | 'variants'>;
  step?: { number: number; total: number; title: string };
  device: DeviceName;
  /** The variant's id, when the guide has variants. */
  variant?: string;
  supportCode: string | null;
  address: string;
}

/** The request about `place` to `to`, before anything the person adds (what happened, their words, the browser). */
export function requestAbout(to: string, { guide, step, device, variant, supportCode, address }: RequestPlace): HelpRequest {
  return {
    to,
    guideTitle: guide.title,
    ...(step ? { step: { number: step.number, total: step.total, title: step.title } } : {}),
    device,
    ...(variant ? { variant: variantName(guide.variants?.find((v) => v.id === variant)?.showLabel ?? variant) } : {}),
    ...(supportCode ? { supportCode } : {}),
    address,
  };
}

/** The variant's name as a person says it: its toggle's label without "Show" ("Show Laptop Steps": "Laptop Steps"). */
export function variantName(showLabel: string): string {
  return showLabel.replace(/^show\s+/i, '');
}

/** The email's subject: the guide, the step and the device. */
export function helpSubject(request: Pick<HelpRequest, 'guideTitle' | 'step' | 'device'>): string {
  const where = request.step ? `, step ${request.step.number}` : '';
  return `Help with ${request.guideTitle}${where} (${DEVICE_LABELS[request.device]})`;
}

/** The email's body, one fact a line. */
export function helpBody(request: HelpRequest): string {
  const lines = [
    'Hello IT,',
    '',
    `${request.step ? 'This step' : 'This page'} of a portal guide didn't work for me.`,
    '',
    `Guide: ${request.guideTitle}`,
    ...(request.step ? [`Step: ${request.step.number} of ${request.step.total}, "${request.step.title}"`] : []),
    `Platform: ${DEVICE_LABELS[request.device]}`,
    ...(request.variant ? [`Variant: ${request.variant}`] : []),
    ...(request.supportCode ? [`Support code: ${request.supportCode}`] : []),
    ...(request.browser ? [`Browser: ${request.browser}`] : []),
    ...(request.what ? [`What happened: ${WHAT_HAPPENED_LABELS[request.what]}`] : []),
    ...(request.words?.trim() ? [`In my words: ${request.words.trim()}`] : []),
    `Address: ${request.address}`,
    '',
    `(Sent from ${SITE_NAME}. Add anything else that might help, such as a photo of the screen.)`,
  ];
  return lines.join('\r\n');
}

/** The `mailto:` address that opens the request in the person's email app. */
export function helpRequestMailto(request: HelpRequest): string {
  return `mailto:${request.to}?subject=${encodeURIComponent(helpSubject(request))}&body=${encodeURIComponent(helpBody(request))}`;
}
