import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser, AuditEntry, Invitation } from '@mnemo/contracts/admin';
import { PLANS, type Plan } from '@mnemo/domain/plans';
import { formatDate, formatDateTime, formatNumber } from '@mnemo/i18n/format';
import { Button } from '../../../components/button.tsx';
import { PageHeader, Section } from '../../../components/card.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { LoadingState } from '../../../components/spinner.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import {
  useAdminUsers,
  useAuditLog,
  useCreateInvitation,
  useDeleteAdminUser,
  useInstanceUsage,
  useInvitations,
  useRevokeInvitation,
  useUpdateAdminUser,
} from '../api/admin-api.ts';

/** The Admin page (admins only; the server answers 403 to anyone else): users, invitations, usage, audit log. */
export function AdminPage({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t('admin.title')} description={t('admin.subtitle')} />
      <Section title={t('admin.users.title')} description={t('admin.users.description')}>
        <UsersSection currentUserId={currentUserId} />
      </Section>
      <Section title={t('admin.invitations.title')} description={t('admin.invitations.description')}>
        <InvitationsSection />
      </Section>
      <Section title={t('admin.usage.title')} description={t('admin.usage.description')}>
        <UsageSection />
      </Section>
      <Section title={t('admin.audit.title')} description={t('admin.audit.description')}>
        <AuditSection />
      </Section>
    </div>
  );
}

function UsersSection({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const users = useAdminUsers(query.trim());
  const update = useUpdateAdminUser();
  const remove = useDeleteAdminUser();
  const error = update.error ?? remove.error;
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('admin.users.search')}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {error ? <InlineMessage tone="error">{describeApiError(error)}</InlineMessage> : null}
      {users.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : users.data?.users.length ? (
        <ul className="flex flex-col divide-y divide-border">
          {users.data.users.map((user) => (
            <UserRow
              key={user.uid}
              user={user}
              isSelf={user.uid === currentUserId}
              onUpdate={(body) => update.mutate({ userId: user.uid, body })}
              onDelete={() => remove.mutate(user.uid)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('admin.users.empty')}</p>
      )}
    </div>
  );
}

function UserRow({
  user,
  isSelf,
  onUpdate,
  onDelete,
}: {
  user: AdminUser;
  isSelf: boolean;
  onUpdate: (body: { plan?: Plan; role?: AdminUser['role']; suspended?: boolean }) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <li className="flex flex-col gap-3 py-3 lg:flex-row lg:items-end lg:gap-4">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-fg">
          {user.name}
          {isSelf ? <span className="font-normal text-muted"> ({t('admin.users.you')})</span> : null}
        </p>
        <p className="truncate text-sm text-muted">{user.email}</p>
        {user.suspended ? <p className="text-xs font-medium text-danger-fg">{t('admin.users.suspended')}</p> : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('admin.users.plan')}
          aria-label={t('admin.users.planOf', { email: user.email })}
          value={user.plan}
          onChange={(event) => onUpdate({ plan: event.target.value as Plan })}
        >
          {PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {t(`plans.${plan}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('admin.users.role')}
          aria-label={t('admin.users.roleOf', { email: user.email })}
          value={user.role}
          disabled={isSelf}
          onChange={(event) => onUpdate({ role: event.target.value === 'admin' ? 'admin' : 'user' })}
        >
          <option value="user">{t('admin.users.roles.user')}</option>
          <option value="admin">{t('admin.users.roles.admin')}</option>
        </SelectField>
        {isSelf ? null : (
          <>
            <Button
              variant="secondary"
              aria-label={t(user.suspended ? 'admin.users.reinstateUser' : 'admin.users.suspendUser', {
                email: user.email,
              })}
              onClick={() => onUpdate({ suspended: !user.suspended })}
            >
              {user.suspended ? t('admin.users.reinstate') : t('admin.users.suspend')}
            </Button>
            <Button
              variant="secondary"
              className="text-danger-fg"
              aria-label={t('admin.users.deleteUser', { email: user.email })}
              onClick={() => setIsConfirming(true)}
            >
              {t('admin.users.delete')}
            </Button>
          </>
        )}
      </div>
      {isConfirming ? (
        <div className="flex flex-col gap-2 rounded-lg border border-border p-3 lg:basis-full" role="group">
          <p className="text-sm text-fg">{t('admin.users.confirmDelete', { email: user.email })}</p>
          <div className="flex gap-2">
            <Button
              variant="danger"
              onClick={() => {
                setIsConfirming(false);
                onDelete();
              }}
            >
              {t('admin.users.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setIsConfirming(false)}>
              {t('admin.users.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

function invitationState(invitation: Invitation, now: number): 'used' | 'expired' | 'open' {
  if (invitation.usedAt) return 'used';
  return new Date(invitation.expiresAt).getTime() <= now ? 'expired' : 'open';
}

function InvitationsSection() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const invitations = useInvitations();
  const create = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const [now] = useState(() => Date.now());

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    create.mutate(email.trim(), { onSuccess: () => setEmail('') });
  }

  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={submit} noValidate>
        <div className="flex-1">
          <TextField
            label={t('admin.invitations.email')}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <Button type="submit" isLoading={create.isPending}>
          {t('admin.invitations.submit')}
        </Button>
      </form>
      {create.error ? <InlineMessage tone="error">{describeApiError(create.error)}</InlineMessage> : null}
      {create.data ? (
        create.data.emailed ? (
          <InlineMessage tone="success">
            {t('admin.invitations.emailed', { email: create.data.invitation.email })}
          </InlineMessage>
        ) : (
          <div className="flex flex-col gap-2">
            <InlineMessage tone="info">
              {t('admin.invitations.copyLink', { email: create.data.invitation.email })}
            </InlineMessage>
            <TextField
              label={t('admin.invitations.link')}
              readOnly
              value={create.data.link}
              onFocus={(event) => event.target.select()}
            />
          </div>
        )
      ) : null}
      {invitations.data?.invitations.length ? (
        <ul className="flex flex-col divide-y divide-border">
          {invitations.data.invitations.map((invitation) => {
            const state = invitationState(invitation, now);
            const date = formatDate(state === 'used' ? invitation.usedAt! : invitation.expiresAt);
            return (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 truncate text-sm text-fg">
                  {invitation.email} <span className="text-muted">{t(`admin.invitations.${state}`, { date })}</span>
                </span>
                {state === 'open' ? (
                  <Button
                    variant="ghost"
                    aria-label={t('admin.invitations.withdrawFor', { email: invitation.email })}
                    onClick={() => revoke.mutate(invitation.id)}
                  >
                    {t('admin.invitations.withdraw')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : invitations.isPending ? null : (
        <p className="text-sm text-muted">{t('admin.invitations.empty')}</p>
      )}
    </div>
  );
}

function formatSize(bytes: number, locale: ReturnType<typeof getUiLanguage>): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(Math.round(value * 10) / 10, locale)} ${units[unit]}`;
}

function UsageSection() {
  const { t } = useTranslation();
  const usage = useInstanceUsage();
  const locale = getUiLanguage();
  if (!usage.data) return <LoadingState label={t('common.loading')} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-fg">
        {t('admin.usage.storage', { size: formatSize(usage.data.storageBytes, locale) })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                {t('admin.usage.month')}
              </th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">
                {t('admin.usage.documents')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('admin.usage.tokens')}
              </th>
            </tr>
          </thead>
          <tbody>
            {usage.data.periods.map((period) => (
              <tr key={period.month} className="border-t border-border">
                <th scope="row" className="py-1 pr-4 font-normal text-fg">
                  {period.month}
                </th>
                <td className="py-1 pr-4 text-right tabular-nums">{formatNumber(period.documentsProcessed, locale)}</td>
                <td className="py-1 text-right tabular-nums">{formatNumber(period.aiTokens, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function AuditSection() {
  const { t } = useTranslation();
  const audit = useAuditLog();
  const actorName = (entry: AuditEntry) =>
    entry.actor === 'cli'
      ? t('admin.audit.commandLine')
      : entry.actor === 'oidc'
        ? t('admin.audit.provider')
        : entry.actor;
  if (!audit.data) return <LoadingState label={t('common.loading')} />;
  if (audit.data.entries.length === 0) return <p className="text-sm text-muted">{t('admin.audit.empty')}</p>;
  return (
    <ol className="flex flex-col divide-y divide-border">
      {audit.data.entries.map((entry) => (
        <li key={entry.id} className="flex flex-col py-2 text-sm sm:flex-row sm:gap-3">
          <time dateTime={entry.at} className="shrink-0 text-muted tabular-nums">
            {formatDateTime(entry.at)}
          </time>
          <span className="min-w-0 break-words text-fg">
            <strong className="font-medium">{actorName(entry)}</strong>{' '}
            {t(`admin.audit.actions.${entry.action}` as 'admin.audit.actions.invite', { defaultValue: entry.action })}
            {entry.target ? ` ${entry.target}` : ''}
            {entry.detail ? ` → ${entry.detail}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
