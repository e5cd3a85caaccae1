import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DirectoryEntry } from '@mnemo/contracts/library';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/directory/:folderId/folder {name}: 409 when the name is taken in that folder. */
export function createFolder({ parentId, name }: { parentId: string; name: string }): Promise<DirectoryEntry> {
  return requestApi<DirectoryEntry>(`/directory/${encodeURIComponent(parentId)}/folder`, {
    method: 'POST',
    body: { name },
  });
}

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation<DirectoryEntry, ApiError, { parentId: string; name: string }>({
    mutationFn: createFolder,
    onSuccess: (_folder, { parentId }) => queryClient.invalidateQueries({ queryKey: queryKeys.directory(parentId) }),
  });
}
