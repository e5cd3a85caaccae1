import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserResponse,
  AdminUsersResponse,
  AuditResponse,
  CreatedInvitation,
  InstanceUsage,
  InvitationsResponse,
  UpdateAdminUserBody,
} from '@mnemo/contracts/admin';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/users?q= */
export function useAdminUsers(query: string) {
  return useQuery({
    queryKey: queryKeys.adminUsers(query),
    queryFn: () =>
      requestApi<AdminUsersResponse>(query ? `/admin/users?q=${encodeURIComponent(query)}` : '/admin/users'),
    placeholderData: keepPreviousData,
  });
}

/** After any admin action: the lists and the audit log are read again. */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.adminAll });
}

/** PATCH /api/admin/users/:userId: plan, role, suspended. */
export function useUpdateAdminUser() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateAdminUserBody }) =>
      requestApi<AdminUserResponse>(`/admin/users/${userId}`, { method: 'PATCH', body }),
    onSettled: refresh,
  });
}

/** DELETE /api/admin/users/:userId */
export function useDeleteAdminUser() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (userId: string) => requestApi<void>(`/admin/users/${userId}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

/** GET /api/admin/invitations */
export function useInvitations() {
  return useQuery({
    queryKey: queryKeys.adminInvitations,
    queryFn: () => requestApi<InvitationsResponse>('/admin/invitations'),
  });
}

/** POST /api/admin/invitations */
export function useCreateInvitation() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (email: string) =>
      requestApi<CreatedInvitation>('/admin/invitations', { method: 'POST', body: { email } }),
    onSettled: refresh,
  });
}

/** DELETE /api/admin/invitations/:invitationId */
export function useRevokeInvitation() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (invitationId: string) => requestApi<void>(`/admin/invitations/${invitationId}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

/** GET /api/admin/usage */
export function useInstanceUsage() {
  return useQuery({ queryKey: queryKeys.adminUsage, queryFn: () => requestApi<InstanceUsage>('/admin/usage') });
}

/** GET /api/admin/audit */
export function useAuditLog() {
  return useQuery({ queryKey: queryKeys.adminAudit, queryFn: () => requestApi<AuditResponse>('/admin/audit') });
}
