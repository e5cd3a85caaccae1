import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExamLabel } from '@mnemo/domain/exam-labels';
import type { StudyMode } from '@mnemo/domain/guided-run';
import type { SessionFile } from '@mnemo/contracts/library';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PATCH /api/directory/:folderId/file/:fileId with the remembered mode and/or exam label. */
export function useUpdateSessionStudy(folderId: string, fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { mode?: StudyMode; examLabel?: ExamLabel | null }) =>
      requestApi<SessionFile>(`/directory/${encodeURIComponent(folderId)}/file/${encodeURIComponent(fileId)}`, {
        method: 'PATCH',
        body,
      }),
    onSuccess: (file) => {
      queryClient.setQueryData(queryKeys.sessionFile(folderId, fileId), file);
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
    },
  });
}
