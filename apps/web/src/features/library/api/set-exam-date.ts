import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionFile } from '@mnemo/contracts/library';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * PATCH /api/directory/:folderId/file/:fileId {examDate}: the session's exam date (null removes
 * it). Its cards are rescheduled by the server, so the session, its due lists and statistics are
 * read again.
 */
export function useSetExamDate() {
  const queryClient = useQueryClient();
  return useMutation<SessionFile, ApiError, { folderId: string; fileId: string; examDate: string | null }>({
    mutationFn: ({ folderId, fileId, examDate }) =>
      requestApi<SessionFile>(`/directory/${encodeURIComponent(folderId)}/file/${encodeURIComponent(fileId)}`, {
        method: 'PATCH',
        body: { examDate },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessionFileAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviewAll });
    },
  });
}
