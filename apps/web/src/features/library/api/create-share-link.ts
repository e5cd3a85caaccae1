import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';

export interface ShareToken {
  shareToken: string;
  expiresAt: string;
  includeNotes: boolean;
}

export interface ShareLink {
  url: string;
  expiresAt: string;
  includeNotes: boolean;
}

interface ShareLinkRequest {
  folderId: string;
  fileId: string;
  /** the link shows the owner's notes and highlights too (off by default) */
  includeNotes?: boolean;
}

/** GET /api/directory/:folderId/file/:fileId/share-token[?includeNotes=true]: each call mints a new 30-day token. */
export function getShareToken({ folderId, fileId, includeNotes = false }: ShareLinkRequest): Promise<ShareToken> {
  return requestApi<ShareToken>(
    `/directory/${encodeURIComponent(folderId)}/file/${encodeURIComponent(fileId)}/share-token${includeNotes ? '?includeNotes=true' : ''}`,
  );
}

/** The link a visitor opens: /session with folder_id, session_id and sharetoken (spec §2). */
export function buildShareUrl(origin: string, folderId: string, fileId: string, shareToken: string): string {
  return `${origin}${paths.session(folderId, fileId, shareToken)}`;
}

/** A mutation, not a query: every call creates a token, so it must never be cached or retried. */
export function useCreateShareLink() {
  return useMutation<ShareLink, ApiError, ShareLinkRequest>({
    mutationFn: async ({ folderId, fileId, includeNotes }) => {
      const response = await getShareToken({ folderId, fileId, includeNotes });
      if (!response?.shareToken) throw new Error('Response does not have shareToken');
      return {
        url: buildShareUrl(window.location.origin, folderId, fileId, response.shareToken),
        expiresAt: response.expiresAt,
        includeNotes: response.includeNotes,
      };
    },
  });
}
