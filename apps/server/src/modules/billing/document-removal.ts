import { getPlanLimits } from '@mnemo/domain/plans';
import { getDocumentRemovalStep } from '@mnemo/domain/subscription';
import { formatDate } from '@mnemo/i18n/format';
import { translate } from '@mnemo/i18n/translate';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { removeDocumentById } from '../material/remove-document.ts';
import * as repo from './billing.repository.ts';

/** While one pass removes an account's documents, others leave it alone this long (then it resumes). */
const REMOVAL_LEASE_MS = 60 * 60 * 1000;

export interface RemovalPassResult {
  warned: number;
  removedDocuments: number;
}

/**
 * The prolonged non-payment pass (spec §4; ADR 024), off unless `UNPAID_DOCUMENT_REMOVAL_DAYS` is
 * set and mail works: for each account that fell to FREE after unpaid renewals and holds more
 * documents than its plan allows, it sends the first, then the second warning, then on the day
 * they named removes the newest documents over the limit, each with its rows and files together
 * (the material module's removal). Safe to run twice at once: every step is claimed first.
 */
export async function runDocumentRemovalPass(ctx: AppContext, now: Date = new Date()): Promise<RemovalPassResult> {
  const graceDays = ctx.config.UNPAID_DOCUMENT_REMOVAL_DAYS ?? null;
  const result: RemovalPassResult = { warned: 0, removedDocuments: 0 };
  // without mail nobody could be warned, and nobody loses a document unwarned
  if (graceDays === null || !ctx.mailer) return result;
  for (const account of await repo.listDowngradedAccounts(ctx.db)) {
    const limit = getPlanLimits(account.plan).documents;
    const count = (await repo.listDocumentsNewestFirst(ctx.db, account.id)).length;
    const notice = {
      warningsSent: account.removal_warnings_sent,
      removalAt: account.removal_at ? new Date(account.removal_at) : null,
    };
    const step = getDocumentRemovalStep({
      graceDays,
      status: 'downgraded',
      pastDueSince: account.past_due_since ? new Date(account.past_due_since) : null,
      isOverFreeLimit: count > limit,
      warningsSent: notice.warningsSent,
      removalAt: notice.removalAt,
      now,
    });
    if (step.kind === 'warn') {
      const next = { warningsSent: step.warning, removalAt: step.removalAt };
      if (!(await repo.claimRemovalNotice(ctx.db, account.id, notice, next))) continue;
      try {
        await sendRemovalWarning(ctx, account, step.warning, { count, limit, removalAt: step.removalAt });
        result.warned += 1;
      } catch (error) {
        // not warned: the next pass tries again, and the day named moves later with it
        await repo.claimRemovalNotice(ctx.db, account.id, next, notice);
        ctx.logger?.error({ err: error, userId: account.id }, 'document removal warning failed');
      }
    } else if (step.kind === 'remove') {
      const lease = { warningsSent: notice.warningsSent, removalAt: new Date(now.getTime() + REMOVAL_LEASE_MS) };
      if (!(await repo.claimRemovalNotice(ctx.db, account.id, notice, lease))) continue;
      const removed = await removeDocumentsOverLimit(ctx, account.id, limit);
      result.removedDocuments += removed.count;
      // done when within the limit; otherwise (a document still processing) the lease ends and a later pass goes on
      if (removed.isWithinLimit)
        await repo.claimRemovalNotice(ctx.db, account.id, lease, { warningsSent: 0, removalAt: null });
      ctx.logger?.info(
        { userId: account.id, removed: removed.count },
        'documents over the free limit removed after prolonged non-payment',
      );
    }
  }
  return result;
}

async function sendRemovalWarning(
  ctx: AppContext,
  account: { email: string; name: string; locale: 'en' | 'pt' },
  warning: 1 | 2,
  figures: { count: number; limit: number; removalAt: Date },
): Promise<void> {
  const origin = (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');
  const date = formatDate(figures.removalAt);
  const subjectKey = warning === 1 ? 'billing:mail.removalWarningSubject' : 'billing:mail.removalLastWarningSubject';
  await ctx.mailer!.send({
    to: account.email,
    subject: translate(account.locale, subjectKey, { date }),
    text: translate(account.locale, 'billing:mail.removalWarningBody', {
      name: account.name,
      count: figures.count,
      limit: figures.limit,
      excess: figures.count - figures.limit,
      date,
      link: `${origin}/pricing`,
    }),
  });
}

/** Removes the owner's newest documents until they are within `limit`; one still processing is left for later. */
async function removeDocumentsOverLimit(
  ctx: AppContext,
  ownerId: string,
  limit: number,
): Promise<{ count: number; isWithinLimit: boolean }> {
  let count = 0;
  const documents = await repo.listDocumentsNewestFirst(ctx.db, ownerId);
  let remaining = documents.length;
  for (const document of documents) {
    if (remaining <= limit) break;
    if (document.status === 'queued' || document.status === 'processing') continue;
    try {
      await removeDocumentById(ctx, document.id);
      count += 1;
      remaining -= 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // removed by its owner meanwhile: one fewer to remove; taken by processing: left for later
      if (error.code === 'NOT_FOUND') remaining -= 1;
    }
  }
  return { count, isWithinLimit: (await repo.listDocumentsNewestFirst(ctx.db, ownerId)).length <= limit };
}
