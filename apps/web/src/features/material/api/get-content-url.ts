import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentUrlResponse, ContentVariant } from '@mnemo/contracts/reading';
import { requestApi } from '../../../lib/api-client.ts';

/** The API path and query of a document's signed URL. */
export function contentUrlPath(documentId: string, variant: ContentVariant, shareToken?: string) {
  return {
    path: `/documents/${encodeURIComponent(documentId)}/content-url`,
    query: { variant, sharetoken: shareToken },
  };
}

/**
 * GET /api/documents/:id/content-url?variant=[&sharetoken=]: a signed URL valid for minutes.
 * `sent`: its answer when the session page's HTML already asked (ADR 161).
 */
export function getContentUrl(
  documentId: string,
  variant: ContentVariant,
  shareToken?: string,
  sent?: Promise<Response>,
): Promise<ContentUrlResponse> {
  const { path, query } = contentUrlPath(documentId, variant, shareToken);
  return requestApi<ContentUrlResponse>(path, { query, ...(sent ? { sent } : {}) });
}

export const contentUrlQueryKey = (documentId: string, variant: ContentVariant, shareToken?: string) =>
  ['content-url', documentId, variant, shareToken ?? null] as const;

/** The URL is fetched again a minute before it expires; a player that still gets 403 refetches it. */
export function contentUrlQueryOptions(documentId: string, variant: ContentVariant, shareToken?: string) {
  return queryOptions({
    queryKey: contentUrlQueryKey(documentId, variant, shareToken),
    queryFn: () => getContentUrl(documentId, variant, shareToken),
    staleTime: 4 * 60 * 1000,
    gcTime: 5 * 60 * 1000,
    retry: false,
  });
}

export function useContentUrl(
  documentId: string,
  variant: ContentVariant,
  shareToken?: string,
  { isEnabled = true } = {},
) {
  return useQuery({ ...contentUrlQueryOptions(documentId, variant, shareToken), enabled: isEnabled });
}
