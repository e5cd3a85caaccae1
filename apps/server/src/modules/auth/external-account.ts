import type { Locale } from '@mnemo/domain/languages';
import type { Kysely, Transaction } from 'kysely';
import type { MessageKey } from '@mnemo/i18n/keys';
import { translate } from '@mnemo/i18n/translate';
import type { AppContext } from '../../app-context.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import { runInBackground } from '../../lib/background-tasks.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import * as repo from './auth.repository.ts';
import { checkNewAccount, type SignupMethod, usePermit } from './signup-policy.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** What an identity provider (Google, an OpenID Connect provider) says about the person signing in. */
export interface ExternalIdentity {
  email: string;
  /** the provider vouches that the person owns the address */
  isEmailVerified: boolean;
  name?: string | undefined;
}

/** How one provider keeps its link between its accounts and ours. */
export interface ExternalAccountLink {
  /** the account already linked to this identity at the provider, if any */
  findLinked(db: Db): Promise<UserRow | undefined>;
  /** records the link to an account (inside the transaction that revokes its password and sessions) */
  link(trx: Trx, userId: string): Promise<void>;
  /** the e-mail telling an account's owner its password was replaced by this provider */
  linkedMail: { subject: MessageKey; body: MessageKey; values?: Record<string, string> };
}

/**
 * The account an identity signs in to, by the rules Google sign-in set (ADR 108): the account
 * already linked to the identity; else, when the provider verified the address, the account
 * registered with it, linked now (registration never proved the address, so its password is
 * removed and every session and reset link revoked in one transaction, and the owner is told
 * by e-mail); else a new account, made only when the age was confirmed and the server lets it
 * be made (who may join, ADR 109). `onUnverified` decides what an unverified address gets.
 */
export async function resolveExternalAccount(
  ctx: AppContext,
  identity: ExternalIdentity,
  link: ExternalAccountLink,
  options: {
    ageConfirmed: boolean;
    locale: Locale;
    /** without a verified address: throw to refuse (Google), or return to make a new account (OpenID Connect) */
    onUnverified: () => void;
    /** how the account would be made: who may join decides (signup-policy.ts) */
    method: SignupMethod;
  },
): Promise<UserRow> {
  let user = await link.findLinked(ctx.db);
  if (!user) {
    const existing = identity.isEmailVerified ? await repo.findUserByEmail(ctx.db, identity.email) : undefined;
    if (!identity.isEmailVerified) options.onUnverified();
    if (existing) {
      user = await linkByVerifiedEmail(ctx, existing, identity.email, link);
    } else {
      if (!options.ageConfirmed) throw errors.validation('ageConfirmed', 'age_required');
      const permit = await checkNewAccount(ctx, {
        email: identity.email,
        method: options.method,
        isEmailVerified: identity.isEmailVerified,
      });
      const email = identity.email.toLowerCase();
      try {
        user = await ctx.db.transaction().execute(async (trx) => {
          const row = await repo.insertUser(trx, {
            email,
            name: identity.name?.trim() || email.split('@')[0]!,
            passwordHash: null,
            plan: ctx.config.DEFAULT_PLAN,
            locale: options.locale,
          });
          await link.link(trx, row.id);
          await usePermit(trx, permit, row.id);
          return row;
        });
      } catch (error) {
        // an unverified address someone already registered: neither linked nor taken
        if (isUniqueViolation(error)) throw errors.conflict('external_email_taken', { field: 'email' });
        throw error;
      }
    }
  }
  if (!user) throw errors.unauthenticated();
  if (user.suspended_at) throw errors.forbidden('account_suspended');
  return user;
}

async function linkByVerifiedEmail(
  ctx: AppContext,
  existing: UserRow,
  email: string,
  link: ExternalAccountLink,
): Promise<UserRow | undefined> {
  const user = await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteUserTokens(trx, existing.id);
    await repo.deletePasswordResetTokens(trx, existing.id);
    await link.link(trx, existing.id);
    return repo.updateUser(trx, existing.id, { passwordHash: null });
  });
  const mailer = ctx.mailer;
  if (mailer && existing.password_hash) {
    runInBackground(ctx, 'external-account-linked-mail', async () => {
      const locale = existing.locale ?? 'en';
      const values = { name: existing.name, email, ...link.linkedMail.values };
      await mailer.send({
        to: existing.email,
        subject: translate(locale, link.linkedMail.subject, values),
        text: translate(locale, link.linkedMail.body, values),
      });
    });
  }
  return user;
}
