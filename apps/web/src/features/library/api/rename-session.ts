import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionSummary } from '@mnemo/contracts/library';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface RenameSessionInput {
  folderId: string;
  fileId: string;
  name: string;
}

/** PUT /api/directory/:folderId/file/:fileId {name}: 400 under 3 characters, 409 on a duplicate. */
export function renameSession({ folderId, fileId, name }: RenameSessionInput): Promise<unknown> {
  return requestApi(`/directory/${encodeURIComponent(folderId)}/file/${encodeURIComponent(fileId)}`, {
    method: 'PUT',
    body: { name },
  });
}

export function useRenameSession() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, RenameSessionInput>({
    mutationFn: renameSession,
    onSuccess: (_result, { fileId, name }) => {
      // Spec §4: success updates the cached list name, without waiting for a refetch.
      queryClient.setQueryData<SessionSummary[]>(queryKeys.sessions, (sessions) =>
        sessions?.map((session) => (session.id === fileId ? { ...session, name } : session)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.directoryAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessionFileAll });
    },
  });
}
