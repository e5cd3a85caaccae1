import { createContext, useContext } from 'react';

/**
 * A place in a session's material: a document and one of its page, slide or time (the chunk, when
 * known, lets the material pane mark the exact passage). Cards, questions and chat citations
 * carry one (the server resolves it from their source passage).
 */
export interface MaterialLocation {
  documentId: string;
  page?: number | null;
  slide?: number | null;
  startMs?: number | null;
  chunkId?: string | null;
  /** the words quoted from that chunk (a chat citation's): the viewer marks them rather than the whole chunk */
  quote?: string | null;
}

/** Opens the material pane at a location and briefly marks the passage there. */
export type OpenAt = (location: MaterialLocation) => void;

/**
 * Provided by the session route (app/routes/session.tsx) to the page's features, which never
 * import each other: a card, a quiz question or a chat citation opens its source through it.
 */
export const OpenAtContext = createContext<OpenAt | null>(null);

/** The session page's `openAt`, or null outside it (then show no source link). */
export function useOpenAt(): OpenAt | null {
  return useContext(OpenAtContext);
}
