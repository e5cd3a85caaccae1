import { buildApiUrl } from '../../lib/api-client.ts';

/** A request the page's HTML sent: its URL and its answer. */
export interface EarlyRequest {
  url: string;
  response: Promise<Response>;
}

/**
 * What `public/session-start.js` sent while the session page's HTML was read (ADR 161), before the
 * app's code had loaded: the session file's request (its URL, the token and language it was sent
 * with, and its answer), then, for a document shown as PDF pages, its signed URL's request and the
 * PDF's first chunk.
 */
export interface EarlySessionRequest extends EarlyRequest {
  token: string;
  language: string;
  /**
   * For a document shown as PDF pages, its signed URL's request, settled once the session file is
   * read (null: none was sent)
   */
  pdf?: Promise<
    | (EarlyRequest & {
        /**
         * the PDF's first chunk, asked for once the signed URL answered (null: it was not), and for
         * a file of up to 1 MB the rest of it, once the first chunk gave its length (ADR 173)
         */
        head: Promise<(EarlyRequest & { rest?: Promise<Response | null> }) | null>;
      })
    | null
  >;
}

declare global {
  interface Window {
    __mnemoSessionStart?: EarlySessionRequest | undefined;
  }
}

/** The early requests when they were sent with `token` and `language`, as the app sends them now; taken once. */
export function takeEarlySessionStart(token: string, language: string): EarlySessionRequest | null {
  if (typeof window === 'undefined') return null;
  const early = window.__mnemoSessionStart;
  window.__mnemoSessionStart = undefined;
  return early && early.token === token && early.language === language ? early : null;
}

/** The answer of `early` when it asked for the API's `path` with `query`; null otherwise. */
export function answerOf(
  early: EarlyRequest | undefined,
  path: string,
  query: Record<string, string | undefined>,
): Promise<Response> | null {
  return early && early.url === buildApiUrl(path, query) ? early.response : null;
}
