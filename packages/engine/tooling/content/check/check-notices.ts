/**
 * content/notices.yaml (optional): each notice checked with the one schema, then against the rest of the
 * content: ids used once, guides that exist, links to pages that exist, an end after the start, and words
 * such as "this guide" only in a notice shown in a guide. Its times become instants in the school's time
 * zone (school.yaml's timeZone).
 */
import type { Notice } from '../../../src/shared/content/schema/manifest.ts';
import { instantInZone } from '../../../src/shared/content/schema/date-time.ts';
import { noticeLinks, noticePlainText } from '../../../src/shared/content/schema/notice-text.ts';
import { noticeSchema, type NoticeMeta } from '../../../src/shared/content/schema/notices.ts';
import { closestName } from '../../../src/shared/content/schema/suggest.ts';
import { readTextIfPresent } from './files-if-present.ts';
import type { ProblemList } from './problem-list.ts';
import { validateList } from './validate-yaml.ts';
import { lineOfPath } from './yaml-lines.ts';

/** Words that point at the guide being read: they mean nothing in the banner on every screen. */
const GUIDE_WORDS = ['this guide', 'these steps', 'this page', 'the steps below'];

/** The first of GUIDE_WORDS the text says, whatever its capitals and spacing. */
function guideWordsIn(text: string): string | undefined {
  const words = text.replace(/\s+/g, ' ').toLowerCase();
  return GUIDE_WORDS.find((phrase) => new RegExp(`\\b${phrase}\\b`).test(words));
}

/** A guide whose folder name the text says (wifi in "The staff WiFi changes"), to suggest in `guides:`. */
function guideNamedIn(text: string, guideIds: readonly string[]): string | undefined {
  const words = text.replace(/\s+/g, ' ').toLowerCase();
  return guideIds.find((id) => new RegExp(`\\b${id.replace(/-/g, ' ')}\\b`).test(words));
}

export interface NoticeContext {
  /** The guides' folder names. */
  guideIds: readonly string[];
  /** Every route of the portal, '/' included. */
  routes: ReadonlySet<string>;
  timeZone: string;
}

/** The notice as the browser gets it, its times in the school's time zone. */
export function builtNotice(meta: NoticeMeta, timeZone: string): Notice {
  const { start, end, ...rest } = meta;
  return { ...rest, startsAt: instantInZone(start, timeZone), endsAt: instantInZone(end, timeZone) };
}

/** The notices (none when the file is absent), or null when any has a mistake; every mistake goes to `problems`. */
export function readNotices(path: string, context: NoticeContext, problems: ProblemList): Notice[] | null {
  const text = readTextIfPresent(path);
  return text === null ? [] : checkNotices(path, text, context, problems);
}

/** The notices file's text at `path`, checked: its notices, or null when any has a mistake. */
export function checkNotices(path: string, text: string, context: NoticeContext, problems: ProblemList): Notice[] | null {
  const before = problems.problems.length;
  const {
    items,
    entries,
    problems: found,
  } = validateList(text, problems.show(path), noticeSchema, {
    message: 'The notices file must be a list of notices.',
    hint: 'Start each notice with "- id: ...", as in the authors’ guide ("Post a notice").',
  });
  problems.push(...found);
  const ids = new Map<string, number>();
  for (const { index, fields } of entries) {
    const line = (...field: PropertyKey[]) => lineOfPath(text, [index, ...field]);
    if (fields.id !== undefined) {
      const first = ids.get(fields.id);
      if (first === undefined) ids.set(fields.id, index);
      else
        problems.add(
          path,
          line('id'),
          `Two notices have the id "${fields.id}" (notices ${first + 1} and ${index + 1}).`,
          'Give each notice its own id: the portal remembers who dismissed a notice by its id.',
        );
    }
    (fields.guides ?? []).forEach((guide, at) => {
      if (context.guideIds.includes(guide)) return;
      const close = closestName(guide, context.guideIds);
      problems.add(
        path,
        line('guides', at),
        `There is no guide "${guide}"${close ? `: did you mean "${close}"?` : '.'}`,
        `Name guides by their folder in content/guides/: ${[...context.guideIds].join(', ')}.`,
      );
    });
    if (fields.everywhere !== undefined && !fields.guides)
      problems.add(
        path,
        line('everywhere'),
        '"everywhere" is only for a notice with "guides": a notice without guides already shows on every screen.',
        'Remove "everywhere", or add guides: [...] to show the notice at the top of those guides as well.',
      );
    const words = noticePlainText(fields.text ?? []);
    const said = guideWordsIn(words);
    if (said && (!fields.guides || fields.everywhere)) {
      const named = guideNamedIn(words, context.guideIds);
      problems.add(
        path,
        line('text'),
        fields.guides
          ? `"text" says "${said}", but "everywhere: true" shows the notice on every screen, where "${said}" means nothing.`
          : `"text" says "${said}", but the notice has no "guides": it shows on every screen, where "${said}" means nothing.`,
        fields.guides
          ? 'Remove "everywhere" so it shows only at the top of its guides, or name the guide in words (e.g. "the WiFi guide").'
          : `Add ${named ? `guides: [${named}]` : 'guides: [...] with the folder names of the guides it is about'}, so it shows only at the top of those guides; or name the guide in words (e.g. "the WiFi guide").`,
      );
    }
    for (const href of noticeLinks(fields.text ?? [])) {
      const page = href.split('?')[0]!;
      if (href.startsWith('/') && !context.routes.has(page)) {
        problems.add(
          path,
          line('text'),
          `"text" links to ${page}, which is no page of the portal.`,
          `Link to a page the portal has, such as ${[...context.routes]
            .filter((r) => r !== '/')
            .slice(0, 4)
            .join(', ')}, or to a full https:// address.`,
        );
      }
    }
    if (fields.start && fields.end) {
      const starts = instantInZone(fields.start, context.timeZone);
      const ends = instantInZone(fields.end, context.timeZone);
      if (ends <= starts)
        problems.add(
          path,
          line('end'),
          '"end" is not after "start": the notice would never show.',
          'Write an end later than the start, e.g. start: 2026-03-02 08:00 and end: 2026-03-02 15:30.',
        );
    }
  }
  if (!items || problems.problems.length > before) return null;
  return items.map((meta) => builtNotice(meta, context.timeZone));
}
