import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderPatch, ReminderSettings } from '@mnemo/contracts/guided';
import { requestApi } from '../../../lib/api-client.ts';

const remindersKey = ['guided', 'reminders'] as const;

/** GET /api/reminders: the daily reminder's hour (null: off) and whether the server can send mail. */
export function useReminderSettings() {
  return useQuery({ queryKey: remindersKey, queryFn: () => requestApi<ReminderSettings>('/reminders') });
}

/** PATCH /api/reminders: on at an hour, or off (null); 409 when the server has no SMTP. */
export function useUpdateReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderPatch) => requestApi<ReminderSettings>('/reminders', { method: 'PATCH', body }),
    onSuccess: (settings) => queryClient.setQueryData(remindersKey, settings),
  });
}
