import { useEffect, useRef, useState } from 'react';
import type { Student } from '../../shared/students/student-search';
import { nameWithUsername } from '../../shared/students/student-search';
import { useClipboardCopy } from '../../shared/ui/use-clipboard-copy';
import type { GivenPass } from './api/give-pass';
import { lifetimeInWords } from './lifetimes';
import { passGroups } from './pass-characters';

const COPY_MESSAGES = { copied: 'Pass copied to clipboard', failed: "Couldn't copy: select the pass and copy it yourself." };
const KIND_HINTS = { capital: 'capital', small: 'small', number: 'number', symbol: 'symbol' } as const;

/** "3:45 pm", as people at the school read a clock. */
const clockTime = (at: number) => new Date(at).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });

/**
 * The pass, large, one character per box in groups of four, each with what it is under it (capital,
 * small, number, symbol) so that O and 0, l, 1 and I are told apart; for a screen reader, a list read one
 * character at a time ("capital K", "seven"). Then when it expires, and what the student does with it.
 * Once it has expired, it goes.
 */
export function GivenPassPanel({ student, given, onDone }: { student: Student; given: GivenPass; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { notice, copy } = useClipboardCopy(COPY_MESSAGES);
  const [expired, setExpired] = useState(() => given.expiresAt <= Date.now());
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), Math.min(Math.max(0, given.expiresAt - Date.now()), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [given.expiresAt]);
  const name = student.displayName;

  return (
    <section className="student-pass-panel success" aria-labelledby="given-heading">
      <h2 id="given-heading" ref={heading} tabIndex={-1}>
        Temporary Access Pass for {name}
      </h2>
      {expired ? (
        <p role="alert" className="given-pass-expired">
          This pass has expired. Give {name} a new one if they still need it.
        </p>
      ) : (
        <>
          <p>Read this pass out to {nameWithUsername(student)}, or show it to them:</p>
          {/* One list, read a character at a time; the groups of four only shape it on screen, and wrap whole. */}
          <div className="given-pass" role="list" aria-label="The pass, one character at a time">
            {passGroups(given.pass).map((group, g) => (
              <span key={g} className="pass-group" role="presentation">
                {group.map((c, i) => (
                  <span key={i} role="listitem" className={`pass-char pass-char-${c.kind}`}>
                    <span className="pass-glyph" aria-hidden="true">
                      {c.char}
                    </span>
                    <span className="pass-hint" aria-hidden="true">
                      {KIND_HINTS[c.kind]}
                    </span>
                    <span className="visually-hidden">{c.spoken}</span>
                  </span>
                ))}
              </span>
            ))}
          </div>
          <p className="given-pass-text">
            As text: <code>{given.pass}</code>{' '}
            <button type="button" className="button button-secondary" onClick={() => copy(given.pass)}>
              Copy pass
            </button>{' '}
            <span role="status" className="copy-notice">
              {notice}
            </span>
          </p>
          <p className="given-pass-expiry">
            It works <strong>once</strong>, until <strong>{clockTime(given.expiresAt)}</strong> ({lifetimeInWords(given.lifetimeInMinutes)}{' '}
            from now).
          </p>
          <h3>What {name} does now</h3>
          <ol className="next-steps">
            <li>On the sign-in page, type their username, then choose to sign in with a Temporary Access Pass and type this pass.</li>
            <li>
              Straight away, set up a sign-in method they can keep: the Microsoft Authenticator app, a passkey or Windows Hello, at{' '}
              <strong>aka.ms/mysecurityinfo</strong>.
            </li>
            <li>Next time, they sign in with that method. The pass stops working once it has been used.</li>
          </ol>
        </>
      )}
      <button type="button" className="button button-secondary" onClick={onDone}>
        Give another pass
      </button>
    </section>
  );
}
