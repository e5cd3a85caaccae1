import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionFile } from '@mnemo/contracts/library';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface SessionFileRef {
  folderId: string;
  fileId: string;
  shareToken?: string | undefined;
}

/** The API path and query of a session file. */
export function sessionFilePath({ folderId, fileId, shareToken }: SessionFileRef) {
  return {
    path: `/directory/${encodeURIComponent(folderId)}/file/${encodeURIComponent(fileId)}`,
    query: { sharetoken: shareToken },
  };
}

/** GET /api/directory/:folderId/file/:fileId[?sharetoken=]; `sent`: its answer when already asked for (ADR 161). */
export function getSessionFile(ref: SessionFileRef, sent?: Promise<Response>): Promise<SessionFile> {
  const { path, query } = sessionFilePath(ref);
  return requestApi<SessionFile>(path, { query, ...(sent ? { sent } : {}) });
}

export function sessionFileQueryOptions(ref: SessionFileRef) {
  return queryOptions({
    queryKey: queryKeys.sessionFile(ref.folderId, ref.fileId, ref.shareToken),
    queryFn: () => getSessionFile(ref),
  });
}

export function useSessionFile(ref: SessionFileRef, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...sessionFileQueryOptions(ref), enabled: isEnabled });
}
