import { vi } from 'vitest';

/**
 * The window is `width` px wide as far as media queries go: `(min-width: Npx)` matches when the
 * width reaches N, any other query does not. jsdom has no layout, so a test that needs the desktop
 * or the phone layout of a page says which.
 */
export function stubWindowWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return mediaQueryList(query, min ? width >= Number(min[1]) : false);
  });
}

/** A media query's answer that never changes (jsdom has no `matchMedia`). */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** A desktop-wide window: every `min-width` layout of the app applies. */
export const DESKTOP_WIDTH = 1440;
