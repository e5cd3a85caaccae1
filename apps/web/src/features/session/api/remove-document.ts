import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/documents/:id (owner): answers how many documents the session has left. */
export function removeDocument(documentId: string): Promise<{ remainingDocuments: number }> {
  return requestApi<{ remainingDocuments: number }>(`/documents/${encodeURIComponent(documentId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDocument,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sessionFileAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.quota }),
      ]);
    },
  });
}
