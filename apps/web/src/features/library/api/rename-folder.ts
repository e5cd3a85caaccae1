import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/directory/:folderId {name} */
export function renameFolder({ folderId, name }: { folderId: string; name: string }): Promise<unknown> {
  return requestApi(`/directory/${encodeURIComponent(folderId)}`, { method: 'PUT', body: { name } });
}

export function useRenameFolder() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { folderId: string; name: string }>({
    mutationFn: renameFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.directoryAll }),
  });
}
