/**
 * `content/notices.yaml` (optional): short notices such as "Printing is down in the library", shown to the
 * people they concern while they are current: at the top of the guides they name, or in a banner on every
 * screen when they name none (or say `everywhere: true`). The build turns `start` and `end` into instants
 * in the school's time zone (school.yaml's timeZone).
 */
import { z } from 'zod';
import { parseLocalDateTime, type LocalDateTime } from './date-time.ts';
import { conditionField, kebabField, oneOf, platformListField } from './fields.ts';
import { parseNoticeText, type NoticeNode } from './notice-text.ts';

export const NOTICE_SEVERITIES = ['info', 'warning', 'outage'] as const;
export type NoticeSeverity = (typeof NOTICE_SEVERITIES)[number];

const noticeTextField = z
  .string({ error: 'must be text: one or two sentences, with **bold** and [links](https://...) if needed' })
  .trim()
  .min(1, { error: 'must not be empty' })
  .transform((text, ctx): NoticeNode[] => {
    const parsed = parseNoticeText(text);
    if (parsed.ok) return parsed.nodes;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

/** A date and time in the school's time zone; a date alone is the start of that day (or its end, for `end`). */
const dateTimeField = (endOfDay: boolean) =>
  z
    .string({ error: 'must be a date and time such as 2026-03-02 08:00' })
    .trim()
    .transform((text, ctx): LocalDateTime => {
      const parsed = parseLocalDateTime(text, endOfDay);
      if (typeof parsed !== 'string') return parsed;
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    });

export const noticeSchema = z.strictObject({
  id: kebabField.describe(
    'A name for the notice, lowercase words joined by dashes, e.g. library-printers-down. The portal remembers who dismissed it by this name.',
  ),
  text: noticeTextField.describe(
    'What it says, in a sentence or two: plain text, **bold** and [links](https://...) or [to a page](/help).',
  ),
  severity: z.enum(NOTICE_SEVERITIES, { error: oneOf(NOTICE_SEVERITIES) }).describe('info, warning or outage; it is shown as words too.'),
  audience: conditionField.optional().describe('Who sees it (a condition). Default: everyone.'),
  guides: z
    .array(kebabField, { error: 'must be a list of guide folder names such as [printing, wifi]' })
    .min(1, { error: 'must name at least one guide' })
    .optional()
    .describe(
      'The guides it is about (their folder names): it shows at the top of each, and not on other screens. Default: none; it shows on every screen.',
    ),
  everywhere: z
    .boolean({ error: 'must be true or false (not yes or no, and without quotes)' })
    .optional()
    .describe('true: a notice with guides shows on every screen too, as well as at the top of its guides. Default: false.'),
  dismissible: z
    .boolean({ error: 'must be true or false (not yes or no, and without quotes)' })
    .default(true)
    .describe('false: readers cannot dismiss it; it shows until its end. Default: true, whatever the severity.'),
  platforms: platformListField.optional().describe("Only on these devices (of school.yaml's devices), e.g. [mac]. Default: every device."),
  start: dateTimeField(false).describe(
    "When it starts showing, in the school's time zone: 2026-03-02 08:00, or 2026-03-02 for the start of that day.",
  ),
  end: dateTimeField(true).describe(
    "When it stops showing, in the school's time zone: 2026-03-06 15:30, or 2026-03-06 for the end of that day.",
  ),
});

export type NoticeMeta = z.output<typeof noticeSchema>;
