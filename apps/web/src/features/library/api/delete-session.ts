import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionSummary } from '@mnemo/contracts/library';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface DeleteSessionInput {
  folderId: string;
  fileId: string;
}

/** DELETE /api/directory/:folderId/file/:fileId */
export function deleteSession({ folderId, fileId }: DeleteSessionInput): Promise<void> {
  return requestApi<void>(`/directory/${encodeURIComponent(folderId)}/file/${encodeURIComponent(fileId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, DeleteSessionInput>({
    mutationFn: deleteSession,
    onSuccess: (_result, { fileId }) => {
      queryClient.setQueryData<SessionSummary[]>(queryKeys.sessions, (sessions) =>
        sessions?.filter((session) => session.id !== fileId),
      );
      queryClient.removeQueries({ queryKey: [...queryKeys.sessionFileAll, fileId] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.directoryAll });
      // Its documents no longer count against the plan.
      void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
    },
  });
}
