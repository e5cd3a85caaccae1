import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LibrarySearchResponse } from '@mnemo/contracts/reading';
import { requestApi } from '../../../lib/api-client.ts';

export const MIN_QUERY_LENGTH = 2;

/** GET /api/search?q=…: the user's material, cards and notes matching the words, grouped by session. */
export function searchLibrary(query: string, signal?: AbortSignal): Promise<LibrarySearchResponse> {
  return requestApi<LibrarySearchResponse>('/search', { query: { q: query }, signal });
}

export function useLibrarySearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['library-search', trimmed],
    queryFn: ({ signal }) => searchLibrary(trimmed, signal),
    enabled: trimmed.length >= MIN_QUERY_LENGTH,
    // the list stays while the next words are looked up
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
