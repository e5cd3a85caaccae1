import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResponse } from '@mnemo/contracts/exchange';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/import (multipart `file`): an Anki package or a CSV becomes a new session named after
 * its deck; with `sessionId`, POST /api/sessions/:id/import adds its cards to that session.
 */
export function importDeck({ file, sessionId }: { file: File; sessionId?: string | undefined }): Promise<ImportResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  return requestApi<ImportResponse>(sessionId ? `/sessions/${sessionId}/import` : '/import', { method: 'POST', body });
}

export function useImportDeck() {
  const queryClient = useQueryClient();
  return useMutation<ImportResponse, ApiError, { file: File; sessionId?: string | undefined }>({
    mutationFn: importDeck,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessionFileAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviewAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.directoryAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
    },
  });
}
