import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/directory/:folderId: the folder and everything in it. */
export function deleteFolder({ folderId }: { folderId: string }): Promise<void> {
  return requestApi<void>(`/directory/${encodeURIComponent(folderId)}`, { method: 'DELETE' });
}

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, { folderId: string }>({
    mutationFn: deleteFolder,
    onSuccess: (_result, { folderId }) => {
      queryClient.removeQueries({ queryKey: queryKeys.directory(folderId) });
      // Sessions inside went with it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.directoryAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
    },
  });
}
