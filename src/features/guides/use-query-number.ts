import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { stepFromQuery } from '../../shared/content/derive/steps';

/**
 * A 1-based position kept in the URL query (`?step=3`), so it can be linked, reloaded and reached with
 * Back. Moving pushes a history entry; a junk or out-of-range value is clamped by replacing the URL, and
 * an absent one is `resumeAt` (replacing the URL when that is not 1).
 */
export function useQueryNumber(name: string, total: number, resumeAt = 1): [number, (value: number, drop?: string[]) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const { step, canonical } = stepFromQuery(raw, total, resumeAt);

  useEffect(() => {
    if (canonical) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(name, String(step));
        return next;
      },
      { replace: true },
    );
  }, [canonical, name, step, setParams]);

  const go = useCallback(
    (value: number, drop: string[] = []) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set(name, String(value));
        for (const key of drop) next.delete(key);
        return next;
      });
    },
    [name, setParams],
  );
  return [step, go];
}
