import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenRunResponse, RunActionBody, RunResponse, StartRunBody } from '@mnemo/contracts/guided';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const runKey = (sessionId: string) => [...queryKeys.guidedRun(sessionId)] as const;

/** GET /api/sessions/:id/guided: the open run, or null. */
export function getOpenRun(sessionId: string): Promise<OpenRunResponse> {
  return requestApi<OpenRunResponse>(`/sessions/${encodeURIComponent(sessionId)}/guided`);
}

export function openRunQueryOptions(sessionId: string) {
  // The run is the server's: always read it fresh, so a reload or another device resumes it.
  return queryOptions({ queryKey: runKey(sessionId), queryFn: () => getOpenRun(sessionId), staleTime: 0 });
}

/** The open run; not asked when `isEnabled` is false (a share visitor: guided study is the owner's, the server says 404). */
export function useOpenRun(sessionId: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...openRunQueryOptions(sessionId), enabled: isEnabled });
}

/** POST /api/sessions/:id/guided: starts a run (or answers the open one). */
export function useStartRun(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartRunBody) =>
      requestApi<RunResponse>(`/sessions/${encodeURIComponent(sessionId)}/guided`, { method: 'POST', body }),
    onSuccess: (data) => queryClient.setQueryData<OpenRunResponse>(runKey(sessionId), { run: data.run }),
  });
}

/** PATCH /api/guided/:runId with the client's elapsed time in the stage; a finished run leaves the cache. */
export function useRunAction(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, ...body }: RunActionBody & { runId: string }) =>
      requestApi<RunResponse>(`/guided/${encodeURIComponent(runId)}`, { method: 'PATCH', body }),
    onSuccess: (data) => {
      // a finished run is no longer the open one
      queryClient.setQueryData<OpenRunResponse>(runKey(sessionId), {
        run: data.run.status === 'finished' ? null : data.run,
      });
      // the finish screen's figures come from reviews and quizzes: refresh what they show
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviewAll });
    },
  });
}
