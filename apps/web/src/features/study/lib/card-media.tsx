import { createContext, useContext, type ReactNode } from 'react';
import type { CardMediaItem } from '@mnemo/contracts/exchange';
import { CARD_MEDIA_PATH } from '@mnemo/contracts/values';
import { useCardMediaUrls } from '../api/card-media.ts';

/**
 * Card media (ADR 051): imported cards reference their images and sounds as
 * `/api/media/cards/<id>`; under this provider, the cards' Markdown shows each with the signed URL
 * the session lists (the owner's, or a share visitor's with the token).
 */
export type CardMediaUrls = ReadonlyMap<string, CardMediaItem>;

const CardMediaContext = createContext<CardMediaUrls | null>(null);

/** The signed URLs of the enclosing session's card media (null outside a provider, or while loading). */
export function useCardMedia(): CardMediaUrls | null {
  return useContext(CardMediaContext);
}

/** True when some text references card media (only then are the URLs fetched). */
export function hasCardMedia(texts: Iterable<string>): boolean {
  for (const text of texts) if (text.includes(CARD_MEDIA_PATH)) return true;
  return false;
}

export function CardMediaProvider({
  sessionId,
  shareToken,
  isEnabled = true,
  children,
}: {
  sessionId: string | null;
  shareToken?: string | undefined;
  /** false when no card references media: nothing is fetched */
  isEnabled?: boolean;
  children: ReactNode;
}) {
  const { data } = useCardMediaUrls(sessionId, shareToken, isEnabled);
  return <CardMediaContext.Provider value={data ?? null}>{children}</CardMediaContext.Provider>;
}
