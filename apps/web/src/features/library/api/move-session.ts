import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface MoveSessionInput {
  fromFolderId: string;
  fileId: string;
  toFolderId: string;
}

/** PUT /api/directory/:folderId/file/:fileId {folderId}: moves the session to another folder. */
export function moveSession({ fromFolderId, fileId, toFolderId }: MoveSessionInput): Promise<unknown> {
  return requestApi(`/directory/${encodeURIComponent(fromFolderId)}/file/${encodeURIComponent(fileId)}`, {
    method: 'PUT',
    body: { folderId: toFolderId },
  });
}

export function useMoveSession() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, MoveSessionInput>({
    mutationFn: moveSession,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.directoryAll });
      // The sidebar keeps each session's parent, which the sidebar's own calls use.
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessionFileAll });
    },
  });
}
