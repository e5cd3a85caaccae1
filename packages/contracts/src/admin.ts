import { z } from 'zod';
import { PLANS } from '@mnemo/domain/plans';
import { USER_ROLES } from './values.ts';

/** The Admin page's API (/api/admin/*, admins only; ADR 109). */

export const AdminUserSchema = z
  .object({
    uid: z.uuid(),
    email: z.string(),
    name: z.string(),
    plan: z.enum(PLANS),
    role: z.enum(USER_ROLES),
    suspended: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersQuerySchema = z.object({ q: z.string().max(200).optional() }).strict();
export const AdminUsersResponseSchema = z.object({ users: z.array(AdminUserSchema) });
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;
export const AdminUserParamsSchema = z.object({ userId: z.uuid() }).strict();

/** One change at a time or several: the plan, the role, suspended or reinstated. */
export const UpdateAdminUserBodySchema = z
  .object({
    plan: z.enum(PLANS).optional(),
    role: z.enum(USER_ROLES).optional(),
    suspended: z.boolean().optional(),
  })
  .strict();
export type UpdateAdminUserBody = z.infer<typeof UpdateAdminUserBodySchema>;
export const AdminUserResponseSchema = z.object({ user: AdminUserSchema });
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;

export const InvitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    usedAt: z.string().nullable(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationsResponseSchema = z.object({ invitations: z.array(InvitationSchema) });
export type InvitationsResponse = z.infer<typeof InvitationsResponseSchema>;
export const CreateInvitationBodySchema = z
  .object({ email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254)) })
  .strict();
export type CreateInvitationBody = z.infer<typeof CreateInvitationBodySchema>;
/** A new invitation, its link (to copy when it was not e-mailed) and whether it was e-mailed. */
export const CreatedInvitationSchema = z.object({
  invitation: InvitationSchema,
  link: z.string(),
  emailed: z.boolean(),
});
export type CreatedInvitation = z.infer<typeof CreatedInvitationSchema>;
export const InvitationParamsSchema = z.object({ invitationId: z.uuid() }).strict();

/** An entry of the audit log: who (`cli`, `oidc`, or an admin's address), what, to whom, when. */
export const AuditEntrySchema = z
  .object({
    id: z.string(),
    actor: z.string(),
    action: z.string(),
    target: z.string().nullable(),
    detail: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditResponseSchema = z.object({ entries: z.array(AuditEntrySchema) });
export type AuditResponse = z.infer<typeof AuditResponseSchema>;

/** The instance's use by month (UTC, newest first), and the storage its documents take now. */
export const InstanceUsageSchema = z.object({
  storageBytes: z.number(),
  periods: z.array(z.object({ month: z.string(), documentsProcessed: z.number().int(), aiTokens: z.number().int() })),
});
export type InstanceUsage = z.infer<typeof InstanceUsageSchema>;
