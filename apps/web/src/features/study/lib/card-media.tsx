import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { CardMediaItem } from '@mnemo/contracts/exchange';
import { CARD_MEDIA_PATH } from '@mnemo/contracts/values';
import { useIsOnline } from '../../../lib/use-is-online.ts';
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
  const { data, isError } = useCardMediaUrls(sessionId, shareToken, isEnabled);
  const isOnline = useIsOnline();
  // offline (or the list unreachable), the learner's own cards show the media kept on this device (ADR 100)
  const kept = useKeptCardMedia(sessionId, isEnabled && shareToken === undefined && (!isOnline || isError));
  return <CardMediaContext.Provider value={kept ?? data ?? null}>{children}</CardMediaContext.Provider>;
}

/** The media of a session's cards kept for offline study, as object URLs (released on unmount); null until read or when unused. */
function useKeptCardMedia(sessionId: string | null, isEnabled: boolean): CardMediaUrls | null {
  const [kept, setKept] = useState<{ sessionId: string; urls: CardMediaUrls } | null>(null);
  useEffect(() => {
    if (!isEnabled || sessionId === null) return;
    let isCurrent = true;
    let created: string[] = [];
    void import('../offline/offline-pack.ts')
      .then((pack) => pack.readOfflineMedia(sessionId))
      .then((media) => {
        created = [...media.values()].map((item) => item.url);
        if (!isCurrent) return;
        const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
        setKept({
          sessionId,
          urls: new Map(
            [...media].map(([id, item]) => [id, { id, name: id, kind: item.kind, url: item.url, expiresAt }]),
          ),
        });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [sessionId, isEnabled]);
  return isEnabled && kept?.sessionId === sessionId && kept.urls.size > 0 ? kept.urls : null;
}
