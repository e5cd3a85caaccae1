import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudySettings, StudySettingsPatch } from '@mnemo/contracts/review';
import type { OptimizeResponse, Scheduler, SchedulerPatch, WorkloadResponse } from '@mnemo/contracts/scheduler';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const schedulerKey = ['scheduler'] as const;
const workloadKey = ['scheduler', 'workload'] as const;
const studySettingsKey = ['review', 'settings'] as const;

/** GET /api/me/scheduler: the learner's parameters, retention and fit. */
export function useScheduler() {
  return useQuery({ queryKey: schedulerKey, queryFn: () => requestApi<Scheduler>('/me/scheduler') });
}

/** GET /api/me/scheduler/workload: the next 30 days at the chosen retention and others, and the suggested one. */
export function useWorkload() {
  return useQuery({
    queryKey: workloadKey,
    queryFn: () => requestApi<WorkloadResponse>('/me/scheduler/workload'),
    staleTime: 60_000,
  });
}

/** The learner's scheduler changed: every due list, statistic and simulation is read again. */
function refreshAfterChange(queryClient: ReturnType<typeof useQueryClient>, scheduler: Scheduler) {
  queryClient.setQueryData(schedulerKey, scheduler);
  void queryClient.invalidateQueries({ queryKey: workloadKey });
  void queryClient.invalidateQueries({ queryKey: queryKeys.reviewAll });
}

/** PATCH /api/me/scheduler: one of a retention, the default parameters again, or monthly re-fitting. */
export function useUpdateScheduler() {
  const queryClient = useQueryClient();
  return useMutation({
    // one PATCH at a time, in the order asked: a retention stepped through by keyboard ends on the last one
    scope: { id: 'me-scheduler' },
    mutationFn: (body: SchedulerPatch) => requestApi<Scheduler>('/me/scheduler', { method: 'PATCH', body }),
    onSuccess: (scheduler) => refreshAfterChange(queryClient, scheduler),
  });
}

/** POST /api/me/scheduler/optimize: the fit and its evaluation (null below the minimum, with the reviews still needed). */
export function useOptimizeScheduler() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestApi<OptimizeResponse>('/me/scheduler/optimize', { method: 'POST' }),
    onSuccess: (result) => refreshAfterChange(queryClient, result.scheduler),
  });
}

/** GET /api/review/settings: new cards a day, time zone, leech threshold. */
export function useStudySettings() {
  return useQuery({ queryKey: studySettingsKey, queryFn: () => requestApi<StudySettings>('/review/settings') });
}

/** PATCH /api/review/settings. */
export function useUpdateStudySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudySettingsPatch) => requestApi<StudySettings>('/review/settings', { method: 'PATCH', body }),
    onSuccess: (settings) => queryClient.setQueryData(studySettingsKey, settings),
  });
}
