import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionSummary } from '@mnemo/contracts/library';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/sessions: every session of the user, newest first (the sidebar's list). */
export async function getSessions(): Promise<SessionSummary[]> {
  const response = await requestApi<{ sessions: SessionSummary[] }>('/sessions');
  return response.sessions;
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.sessions, queryFn: getSessions });
}

export function useSessions({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...sessionsQueryOptions(), enabled: isEnabled });
}

/** The folder a session's own routes take: its parent, or `root` at the top level. */
export function getSessionFolderId(session: Pick<SessionSummary, 'parent'>): string {
  return session.parent?.id ?? 'root';
}
