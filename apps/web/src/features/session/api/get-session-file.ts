import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionFile } from '@mnemo/contracts/library';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface SessionFileRef {
  folderId: string;
  fileId: string;
  shareToken?: string | undefined;
}

/** GET /api/directory/:folderId/file/:fileId[?sharetoken=] */
export function getSessionFile({ folderId, fileId, shareToken }: SessionFileRef): Promise<SessionFile> {
  return requestApi<SessionFile>(`/directory/${encodeURIComponent(folderId)}/file/${encodeURIComponent(fileId)}`, {
    query: { sharetoken: shareToken },
  });
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
