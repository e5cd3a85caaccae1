import type { ReminderPatch, ReminderSettings } from '@mnemo/contracts/guided';
import { getLocalDate, isReminderDue } from '@mnemo/domain/reminders';
import { translate } from '@mnemo/i18n/translate';
import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { claimReminder, releaseReminder, saveReminderHour } from '../auth/learner-settings.ts';
import { countDueBySession } from '../review/list-due-cards.ts';
import * as repo from './guided.repository.ts';

/** The learner's reminder setting, and whether this server can send mail at all. */
export async function getReminderSettings(ctx: AppContext, user: AuthUser): Promise<ReminderSettings> {
  const row = await repo.findReminderSettings(ctx.db, user.id);
  return { hour: row.reminder_hour, isAvailable: ctx.mailer !== null };
}

/** Turns the daily reminder on at an hour, or off (null); turning it on needs SMTP configured. */
export async function updateReminderSettings(
  ctx: AppContext,
  user: AuthUser,
  patch: ReminderPatch,
): Promise<ReminderSettings> {
  if (patch.hour !== null && !ctx.mailer) throw errors.conflict('guided:errors.remindersUnavailable');
  const row = await saveReminderHour(ctx.db, user.id, patch.hour);
  return { hour: row.reminder_hour, isAvailable: ctx.mailer !== null };
}

/**
 * Sends the reminders due at `now`: to each learner whose hour has come (their time zone) and who
 * has cards due today, one e-mail listing the due count per session, with one link; at most one
 * per local day, even with several workers (the day is claimed before the mail goes). Returns how
 * many were sent.
 */
export async function sendDueReminders(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const mailer = ctx.mailer;
  if (!mailer) return 0;
  const origin = (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');
  let sent = 0;
  for (const user of await repo.listReminderSubscribers(ctx.db)) {
    const schedule = { hour: user.reminder_hour, timeZone: user.time_zone, sentOn: user.reminder_sent_on };
    if (!isReminderDue(schedule, now)) continue;
    const due = [...(await countDueBySession(ctx, user, now)).entries()].filter(([, count]) => count > 0);
    const total = due.reduce((sum, [, count]) => sum + count, 0);
    if (total === 0) continue;
    if (!(await claimReminder(ctx.db, user.id, getLocalDate(now, user.time_zone)))) continue;
    const counts = new Map(due);
    const sessions = await repo.listSessionNames(ctx.db, [...counts.keys()]);
    const lines = sessions.map((s) =>
      translate(user.locale, 'guided:reminder.line', { session: s.name, count: counts.get(s.id) ?? 0 }),
    );
    const text = [
      translate(user.locale, 'guided:reminder.intro', { name: user.name }),
      ...lines,
      '',
      translate(user.locale, 'guided:reminder.outro', { link: `${origin}/` }),
    ].join('\n');
    try {
      await mailer.send({
        to: user.email,
        subject: translate(user.locale, 'guided:reminder.subject', { count: total }),
        text,
      });
      sent += 1;
    } catch (error) {
      await releaseReminder(ctx.db, user.id, user.reminder_sent_on);
      ctx.logger?.error({ err: error, userId: user.id }, 'reminder e-mail failed');
    }
  }
  return sent;
}
