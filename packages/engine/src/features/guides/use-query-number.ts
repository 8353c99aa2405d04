import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { stepFromQuery } from '../../shared/content/derive/steps';

/**
 * A 1-based position kept in the URL query (`?step=3`), so it can be linked, reloaded and reached with
 * Back. Moving pushes a history entry; a junk or out-of-range value is clamped by replacing the URL, and
 * an absent one is `resumeAt` (replacing the URL when that is not 1), keeping what opened the page (a
 * search's words to highlight). Also gives a link's target for a value.
 */
export function useQueryNumber(
  name: string,
  total: number,
  resumeAt = 1,
): [number, (value: number, drop?: string[]) => void, (value: number) => { search: string }] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const { step, canonical } = stepFromQuery(raw, total, resumeAt);
  const { state } = useLocation();

  useEffect(() => {
    if (canonical) return;
    setParams((prev) => withValue(prev, name, step), { replace: true, state });
  }, [canonical, name, step, setParams, state]);

  const go = useCallback(
    (value: number, drop: string[] = []) => {
      setParams((prev) => withValue(prev, name, value, drop));
    },
    [name, setParams],
  );
  const linkTo = (value: number) => ({ search: `?${withValue(params, name, value)}` });
  return [step, go, linkTo];
}

/** The query with `name` set to `value` and the `drop` keys removed. */
function withValue(query: URLSearchParams, name: string, value: number, drop: string[] = []): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set(name, String(value));
  for (const key of drop) next.delete(key);
  return next;
}
