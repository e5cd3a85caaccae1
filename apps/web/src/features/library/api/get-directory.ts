import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryResponse } from '@mnemo/contracts/library';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/directory/:folderId (`root` for the top level). */
export function getDirectory(folderId: string): Promise<DirectoryResponse> {
  return requestApi<DirectoryResponse>(`/directory/${encodeURIComponent(folderId)}`);
}

export function directoryQueryOptions(folderId: string) {
  return queryOptions({ queryKey: queryKeys.directory(folderId), queryFn: () => getDirectory(folderId) });
}

export function useDirectory(folderId: string) {
  return useQuery(directoryQueryOptions(folderId));
}
