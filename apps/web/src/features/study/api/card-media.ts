import { useQuery } from '@tanstack/react-query';
import type { CardMediaItem, CardMediaListResponse } from '@mnemo/contracts/exchange';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Signed URLs live ten minutes: they are fetched again well before. */
const REFRESH_MS = 4 * 60 * 1000;

/** GET /api/sessions/:id/card-media[?sharetoken=]: the session's card images and sounds by id, each with a signed URL. */
export function useCardMediaUrls(sessionId: string | null, shareToken: string | undefined, isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.cardMedia(sessionId ?? '', shareToken),
    queryFn: () =>
      requestApi<CardMediaListResponse>(`/sessions/${encodeURIComponent(sessionId!)}/card-media`, {
        query: { sharetoken: shareToken },
      }),
    select: (data) => new Map<string, CardMediaItem>(data.items.map((item) => [item.id, item])),
    enabled: isEnabled && sessionId !== null,
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
}
