import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useContent } from './content-context';
import { readDismissed, writeDismissed } from './notice-dismissals';
import { whenIdle } from '../ui/when-idle';
import type { Notice } from './schema/manifest';

/** Every notice of the content, the time they are judged at, and what this browser dismissed. */
export interface NoticesState {
  notices: readonly Notice[];
  /** Milliseconds since 1970, moved on each minute while there are notices. */
  now: number;
  dismissed: ReadonlySet<string>;
  dismiss(id: string): void;
}

const NONE: NoticesState = { notices: [], now: 0, dismissed: new Set(), dismiss: () => undefined };

const NoticesContext = createContext<NoticesState>(NONE);

/** How often notices are judged again, so one starts and ends on time without a reload. */
export const NOTICE_TICK_MS = 60_000;

/**
 * Loads the notices (their own chunk, once the first screen is drawn and the browser is idle) and keeps the clock they are judged
 * by. A notices chunk that cannot load (offline before it was ever saved) means no notices, never an error.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const source = useContent();
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const [now, setNow] = useState(Date.now);
  const [dismissed, setDismissed] = useState(readDismissed);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() =>
      source.loadNotices?.().then(
        (loaded) => {
          if (!live) return;
          setNow(Date.now());
          setNotices(loaded);
        },
        () => undefined,
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [source]);
  const some = notices.length > 0;
  useEffect(() => {
    if (!some) return;
    const timer = setInterval(() => setNow(Date.now()), NOTICE_TICK_MS);
    return () => clearInterval(timer);
  }, [some]);
  const dismiss = useCallback((id: string) => {
    setDismissed((before) => {
      const after = new Set(before).add(id);
      writeDismissed(after);
      return after;
    });
  }, []);
  const value = useMemo(() => ({ notices, now, dismissed, dismiss }), [notices, now, dismissed, dismiss]);
  return <NoticesContext value={value}>{children}</NoticesContext>;
}

export function useNotices(): NoticesState {
  return useContext(NoticesContext);
}
