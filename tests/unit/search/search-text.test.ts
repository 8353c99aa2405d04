import { beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_MARK } from '../../../packages/engine/src/shared/content/search-index';
import type { Settings } from '../../../packages/engine/src/shared/content/schema/settings';
import { stepSearchText } from '../../../packages/engine/tooling/content/search/search-text';
import { manifestOf, VALID_FIXTURE } from '../content/load-fixture';

let settings: Settings;
beforeAll(async () => {
  settings = (await manifestOf(VALID_FIXTURE)).settings;
});

const step = (body: string, file = '01-step.mdx') => stepSearchText(`---\ntitle: A step\n---\n${body}`, file, settings);
/** The text of each segment, keyed by its conditions as the kit writes them. */
const segments = (body: string, file?: string) =>
  Object.fromEntries(
    step(body, file).map((s) => [
      s.only.map((c) => ('platform' in c ? `platform=${c.platform}` : `roles=${c.roles.source}`)).join(' & ') || 'everyone',
      s.text,
    ]),
  );

describe('the words of a step, for search', () => {
  it('keeps the text everyone sees as one line, words in blocks kept apart', () => {
    expect(segments('# Heading\n\nFirst **bold** line.\n\n- one\n- two\n\n```\ncode here\n```')).toEqual({
      everyone: 'Heading First bold line. one two code here',
    });
  });

  it('keeps the text of each <Only> apart, with its condition, and the rest for everyone', () => {
    expect(
      segments(
        'Open it.\n\n<Only platform="mac">Use **Finder**.</Only>\n\n<Only roles="Staff, Year7-Year12">Staff can see this.</Only>\n\nThen close <Only platform="windows">Explorer</Only> it.',
      ),
    ).toEqual({
      everyone: 'Open it. Then close it.',
      'platform=mac': 'Use Finder.',
      'roles=Staff, Year7-Year12': 'Staff can see this.',
      'platform=windows': 'Explorer',
    });
  });

  it('puts both conditions on an <Only> inside another, and one segment per set of conditions', () => {
    expect(
      segments(
        '<Only platform="mac">\n\nFirst.\n\n<Only roles="Staff">Mac staff.</Only>\n\n</Only>\n\n<Only platform="mac">Second.</Only>',
      ),
    ).toEqual({
      everyone: '',
      'platform=mac': 'First. Second.',
      'platform=mac & roles=Staff': 'Mac staff.',
    });
  });

  it('shows the values settings-driven components show: <Setting>, <CopyValue>, <PrinterTable />, <LinkList />', () => {
    const [text] = step(
      'Email <Setting name="help.email" link />.\n\n<CopyValue setting="vivi.organisationCode" label="Organisation code" />\n\n<CopyValue value="ABC-123" label="Room code" />\n\n<PrinterTable />\n\n<LinkList />',
    );
    expect(text!.text).toContain('Email ithelp@school.example. Organisation code DEMO-4821 Room code ABC-123');
    expect(text!.text).toContain('Library library-print@school.example Staff Room staffroom-print@school.example');
    expect(text!.text).toContain('Learning Tools School learning platform');
    expect(text!.text).toContain('LEGO SPIKE App');
  });

  it("keeps callout titles, in <Callout> and as :::callouts (the build's own plugin), in .mdx and .md", () => {
    expect(segments('<Callout type="tip" title="Before you start">Save first.</Callout>')).toEqual({
      everyone: 'Before you start Save first.',
    });
    expect(segments(':::warning[Hold for Authentication?]\nType it again.\n:::\n\nTime: 3:30', '01-step.md')).toEqual({
      everyone: 'Hold for Authentication? Type it again. Time: 3:30',
    });
  });

  it("writes keys as words, a figure by its caption, and marks where the reader's username goes", () => {
    expect(
      segments(
        'Press <Keys combo="Ctrl+Alt+Delete" /> then <Kbd>Enter</Kbd>.\n\n<Figure src="./images/diagram.svg" alt="A circle" width={24} height={24} caption="The sign-in box" />\n\nYou are **<Username />**.',
      ),
    ).toEqual({
      everyone: `Press Ctrl + Alt + Delete then Enter. The sign-in box You are ${USERNAME_MARK}.`,
    });
  });

  it('leaves out what a reader does not read: comments, raw HTML, picture addresses, the pass generator', () => {
    expect(segments('Text {/* a note */} here.\n\n![A circle](./images/diagram.svg)\n\n<TemporaryAccessPass />')).toEqual({
      everyone: 'Text here.',
    });
  });

  it('gives the Windows-only answer of the password question to Windows users, and the online one to all', () => {
    expect(
      segments(
        '<PasswordChangeQuestion>\n<OnDevice>\n\nPress the keys.\n\n</OnDevice>\n<Online>\n\nGo online.\n\n</Online>\n</PasswordChangeQuestion>',
      ),
    ).toEqual({
      everyone: 'Go online.',
      'platform=windows': 'Press the keys.',
    });
  });

  it('has no text for a step that does not parse (the content check reports it)', () => {
    expect(step('<Only platform="mac">never closed')).toEqual([]);
  });
});
