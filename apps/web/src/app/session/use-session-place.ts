import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { MaterialLocation } from '../../lib/open-at.ts';

/**
 * Where the session page is, kept in the URL so a link or a reload returns there:
 * `tab` (the selected tab), `doc` (the document shown in the material pane) and one of
 * `page`, `slide` or `t` (milliseconds into a recording or video).
 */
export interface SessionPlace {
  tab: string | null;
  location: MaterialLocation | null;
}

const PLACE_KEYS = ['page', 'slide', 't'] as const;

function readPositiveInt(value: string | null, min: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed >= min ? parsed : null;
}

/** Reads the page's place from its query string (unknown or malformed values are ignored). */
export function readSessionPlace(params: URLSearchParams): SessionPlace {
  const documentId = params.get('doc');
  const tab = params.get('tab');
  if (!documentId) return { tab, location: null };
  const page = readPositiveInt(params.get('page'), 1);
  const slide = page === null ? readPositiveInt(params.get('slide'), 1) : null;
  const startMs = page === null && slide === null ? readPositiveInt(params.get('t'), 0) : null;
  return { tab, location: { documentId, page, slide, startMs } };
}

/** The query string with a new document place (at most one of page, slide, t). */
export function writeMaterialLocation(params: URLSearchParams, location: MaterialLocation): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('doc', location.documentId);
  for (const key of PLACE_KEYS) next.delete(key);
  if (location.page != null) next.set('page', String(location.page));
  else if (location.slide != null) next.set('slide', String(location.slide));
  else if (location.startMs != null) next.set('t', String(Math.max(0, Math.round(location.startMs))));
  return next;
}

/**
 * The page's place and its setters; every change replaces the history entry unless asked to push.
 * Two changes in one turn (a tab chosen while the viewer reports its page) both land: each starts
 * from the query string the one before wrote, not from the render's (the router's functional
 * update hands every call the render's params, so the second would undo the first).
 */
export function useSessionPlace() {
  const [params, setParams] = useSearchParams();
  const place = useMemo(() => readSessionPlace(params), [params]);
  /** the params last rendered, and what was written since (null once that render has come) */
  const rendered = useRef(params);
  const written = useRef<URLSearchParams | null>(null);
  useLayoutEffect(() => {
    rendered.current = params;
    written.current = null;
  }, [params]);

  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, replace: boolean) => {
      const next = change(written.current ?? rendered.current);
      written.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );

  const setTab = useCallback(
    (tab: string) =>
      update((current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      }, true),
    [update],
  );

  const setLocation = useCallback(
    (location: MaterialLocation, { push = false, tab }: { push?: boolean; tab?: string } = {}) =>
      update((current) => {
        const next = writeMaterialLocation(current, location);
        if (tab) next.set('tab', tab);
        return next;
      }, !push),
    [update],
  );

  return { place, setTab, setLocation };
}
