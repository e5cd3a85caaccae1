import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentChunksResponse } from '@mnemo/contracts/reading';
import { requestApi } from '../../../lib/api-client.ts';

/** GET /api/documents/:id/chunks[?sharetoken=] */
export function getDocumentChunks(documentId: string, shareToken?: string): Promise<DocumentChunksResponse> {
  return requestApi<DocumentChunksResponse>(`/documents/${encodeURIComponent(documentId)}/chunks`, {
    query: { sharetoken: shareToken },
  });
}

export const documentChunksQueryKey = (documentId: string, shareToken?: string) =>
  ['document-chunks', documentId, shareToken ?? null] as const;

export function documentChunksQueryOptions(documentId: string, shareToken?: string) {
  return queryOptions({
    queryKey: documentChunksQueryKey(documentId, shareToken),
    queryFn: () => getDocumentChunks(documentId, shareToken),
    // the speakers' avatar URLs inside expire after minutes: never serve them from an old cache
    staleTime: 4 * 60 * 1000,
    gcTime: 5 * 60 * 1000,
  });
}

export function useDocumentChunks(documentId: string, shareToken?: string, { isEnabled = true } = {}) {
  return useQuery({ ...documentChunksQueryOptions(documentId, shareToken), enabled: isEnabled });
}
