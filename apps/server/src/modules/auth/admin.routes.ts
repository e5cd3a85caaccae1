import {
  AdminUserParamsSchema,
  AdminUserResponseSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  type AdminUser,
  AuditResponseSchema,
  CreateInvitationBodySchema,
  CreatedInvitationSchema,
  InstanceUsageSchema,
  InvitationParamsSchema,
  InvitationsResponseSchema,
  UpdateAdminUserBodySchema,
} from '@mnemo/contracts/admin';
import { errorEnvelopes } from '@mnemo/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as admin from './admin.service.ts';
import type { BeforeAccountDeletion } from './auth.service.ts';
import * as repo from './auth.repository.ts';
import { type InvitationView, listInvitations } from './invitations.service.ts';

const tags = ['admin'];

function presentAdminUser(row: UserRow): AdminUser {
  return {
    uid: row.id,
    email: row.email,
    name: row.name,
    plan: row.plan,
    role: row.role,
    suspended: row.suspended_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function presentInvitation(invitation: InvitationView) {
  return {
    id: invitation.id,
    email: invitation.email,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    usedAt: invitation.usedAt?.toISOString() ?? null,
  };
}

function actorOf(request: FastifyRequest): admin.AuditActor {
  const user = requireUser(request);
  return { kind: 'admin', id: user.id, email: user.email };
}

/**
 * The Admin page's API: users (search, plan, role, suspend, reinstate, delete), invitations, the
 * instance's usage and the audit log. Every route is `admin` (403 for anyone else), and every
 * change is written to the audit log with the admin who made it.
 */
export async function adminRoutes(
  app: FastifyInstance,
  options: { beforeAccountDeletion: BeforeAccountDeletion },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  async function requireTarget(userId: string): Promise<UserRow> {
    const row = await repo.findUserById(ctx.db, userId);
    if (!row) throw errors.notFound();
    return row;
  }

  r.get(
    '/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'adminListUsers',
        summary: 'List or search the accounts (admins only)',
        tags,
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersResponseSchema, ...errorEnvelopes(400, 401, 403) },
      },
    },
    async (request) => ({ users: (await admin.searchUsers(ctx, request.query.q)).map(presentAdminUser) }),
  );

  r.patch(
    '/admin/users/:userId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'adminUpdateUser',
        summary: "Change an account's plan or role, or suspend or reinstate it (admins only)",
        tags,
        params: AdminUserParamsSchema,
        body: UpdateAdminUserBodySchema,
        response: { 200: AdminUserResponseSchema, ...errorEnvelopes(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      let target = await requireTarget(request.params.userId);
      const { plan, role, suspended } = request.body;
      const isSelf = target.id === requireUser(request).id;
      if (isSelf && (suspended === true || role === 'user')) throw errors.forbidden('admin_self_action');
      if (plan !== undefined && plan !== target.plan) await admin.changePlan(ctx, actor, target, plan);
      if (role !== undefined) await admin.changeRole(ctx, actor, target, role);
      if (suspended === true && !target.suspended_at) await admin.suspendUser(ctx, actor, target);
      if (suspended === false && target.suspended_at) await admin.reinstateUser(ctx, actor, target);
      target = await requireTarget(target.id);
      return { user: presentAdminUser(target) };
    },
  );

  r.delete(
    '/admin/users/:userId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'adminDeleteUser',
        summary: 'Delete an account and everything it owns (admins only)',
        tags,
        params: AdminUserParamsSchema,
        response: { 204: z.null(), ...errorEnvelopes(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const target = await requireTarget(request.params.userId);
      if (target.id === requireUser(request).id) throw errors.forbidden('admin_self_action');
      await admin.deleteUserAsAdmin(ctx, actorOf(request), target, options.beforeAccountDeletion);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/admin/invitations',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'adminListInvitations',
        summary: 'List the invitations (admins only)',
        tags,
        response: { 200: InvitationsResponseSchema, ...errorEnvelopes(401, 403) },
      },
    },
    async () => ({ invitations: (await listInvitations(ctx)).map(presentInvitation) }),
  );

  r.post(
    '/admin/invitations',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'adminCreateInvitation',
        summary: 'Invite an address to create an account (admins only)',
        tags,
        body: CreateInvitationBodySchema,
        response: { 201: CreatedInvitationSchema, ...errorEnvelopes(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { invitation, link, isEmailed } = await admin.inviteAddress(ctx, actorOf(request), request.body.email);
      return reply.status(201).send({ invitation: presentInvitation(invitation), link, emailed: isEmailed });
    },
  );

  r.delete(
    '/admin/invitations/:invitationId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'adminRevokeInvitation',
        summary: 'Withdraw an open invitation (admins only)',
        tags,
        params: InvitationParamsSchema,
        response: { 204: z.null(), ...errorEnvelopes(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await admin.withdrawInvitation(ctx, actorOf(request), request.params.invitationId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/admin/usage',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'adminGetUsage',
        summary: "The instance's usage by month (admins only)",
        tags,
        response: { 200: InstanceUsageSchema, ...errorEnvelopes(401, 403) },
      },
    },
    async () => admin.getInstanceUsage(ctx),
  );

  r.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'adminListAudit',
        summary: 'The audit log of administrative actions, newest first (admins only)',
        tags,
        response: { 200: AuditResponseSchema, ...errorEnvelopes(401, 403) },
      },
    },
    async () => ({ entries: await admin.listAudit(ctx) }),
  );
}
