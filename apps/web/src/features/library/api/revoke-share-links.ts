import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';

/** DELETE /api/directory/:folderId/file/:fileId/share-token: every link made so far stops working. */
export function revokeShareLinks({ folderId, fileId }: { folderId: string; fileId: string }): Promise<void> {
  return requestApi<void>(`/directory/${encodeURIComponent(folderId)}/file/${encodeURIComponent(fileId)}/share-token`, {
    method: 'DELETE',
  });
}

export function useRevokeShareLinks() {
  return useMutation<void, ApiError, { folderId: string; fileId: string }>({ mutationFn: revokeShareLinks });
}
