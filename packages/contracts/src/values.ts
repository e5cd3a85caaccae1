/**
 * Plain values of the contracts that the web app's pages read at run time, kept free of zod so
 * that importing them does not bring zod (≈ 25 KB gzipped) into a page's first load: the web app
 * sends and reads JSON typed by the contracts and never parses a response with a schema
 * (ADR 050, ADR 104). The schema modules import these values and re-export them.
 */

/** The four highlight colours the material pane offers (any #rrggbb is stored as sent). */
export const ANNOTATION_COLORS = ['#fde047', '#86efac', '#93c5fd', '#f9a8d4'] as const;

/** The longest front and back of a flashcard, in characters. */
export const FLASHCARD_FRONT_MAX_LENGTH = 2000;
export const FLASHCARD_BACK_MAX_LENGTH = 4000;

/** The most cards one page of a session's card list carries (GET /api/sessions/:id/flashcards, ADR 114). */
export const FLASHCARD_PAGE_MAX = 200;

/** The music tracks a server may offer (lofi and techno only with operator-configured video ids). */
export const MUSIC_TRACKS = ['lofi', 'binaural', 'whitenoise', 'brownnoise', 'techno'] as const;

/** How many speaker colours the transcript cycles through. */
export const SPEAKER_COLOR_COUNT = 8;

/** Where a card's image or sound is served from (its signed URL's path prefix). */
export const CARD_MEDIA_PATH = '/api/media/cards/';

/** Every card media reference in a text, in order (`g` flag: use with matchAll / replace). */
export const CARD_MEDIA_REF_PATTERN =
  /\/api\/media\/cards\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;

/** The media id of a URL that is a card media reference (the stable path, signed or not), else null. */
export function parseCardMediaRef(url: string): string | null {
  const match = /^\/api\/media\/cards\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\?.*)?$/.exec(
    url,
  );
  return match?.[1] ?? null;
}
