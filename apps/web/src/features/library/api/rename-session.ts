import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionSummary } from '@mnemo/contracts/library';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { i18n } from '../../../lib/i18n.ts';
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

/** Spec §4's messages for a refused rename: a duplicate name, a name under 3 characters. */
export function describeRenameSessionError(error: unknown): string {
  return describeApiError(error, {
    CONFLICT: i18n.t('errors:error_file_name_duplicated'),
    VALIDATION: i18n.t('errors:error_edit_name_empty'),
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
