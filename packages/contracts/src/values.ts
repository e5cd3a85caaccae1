/**
 * Plain values of the contracts that the web app's pages read at run time, kept free of zod so
 * that importing them does not bring zod (≈ 25 KB gzipped) into a page's first load: the web app
 * sends and reads JSON typed by the contracts and never parses a response with a schema
 * (ADR 050, ADR 104). The schema modules import these values and re-export them.
 */

/** The kinds of document a session holds (an upload, pasted text, a web page, a video, a recording). */
export const DOCUMENT_KINDS = ['pdf', 'pptx', 'ppt', 'text', 'url', 'youtube', 'audio'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * How the material pane shows a document: `pages` in the PDF viewer, `slides` as a deck's PDF pages
 * beside each slide's text and notes, or as its `text`, its `audio` player or its `video`.
 */
export type DocumentKindView = 'pages' | 'slides' | 'text' | 'audio' | 'video';

/**
 * The view of each kind of document, written once: a PDF as its pages, a web page as the PDF the
 * server rendered of it, a deck as the PDF the server converted it to (each read as its text, or
 * its slides' outline, when the server kept no PDF of it: `hasPdf: false`).
 */
export const DOCUMENT_KIND_VIEWS: Readonly<Record<DocumentKind, DocumentKindView>> = Object.freeze({
  pdf: 'pages',
  url: 'pages',
  pptx: 'slides',
  ppt: 'slides',
  text: 'text',
  youtube: 'video',
  audio: 'audio',
});

/** Whether the material pane shows a document of this kind as PDF pages (when the server kept its PDF). */
export function isShownAsPdfPages(kind: DocumentKind): boolean {
  const view = DOCUMENT_KIND_VIEWS[kind];
  return view === 'pages' || view === 'slides';
}

/** The four highlight colours the material pane offers (any #rrggbb is stored as sent). */
export const ANNOTATION_COLORS = ['#fde047', '#86efac', '#93c5fd', '#f9a8d4'] as const;

/** The longest front and back of a flashcard, in characters. */
export const FLASHCARD_FRONT_MAX_LENGTH = 2000;
export const FLASHCARD_BACK_MAX_LENGTH = 4000;

/**
 * A card's kind (issue 28, ADR 106): `basic` (front and back), `cloze` (one deletion of a cloze
 * note, its front and back rendered from the note's text) or `typed` (answered by typing its back).
 */
export const CARD_KINDS = ['basic', 'cloze', 'typed'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
/** The longest text of a cloze note, in characters (its cards' rendered backs stay under the back's limit). */
export const CLOZE_NOTE_MAX_LENGTH = 2000;
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

/** Who may create an account on a server (SIGNUP): anyone, only through the OpenID Connect provider, or only by invitation. */
export const SIGNUP_MODES = ['open', 'oidc-only', 'invite'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

/** A user's role: an `admin` has the Admin page and the /api/admin routes. */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
