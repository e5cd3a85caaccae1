import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * Writes of the learner's settings that other modules keep on `users` (ADR 130: auth owns the
 * table; review and guided change these columns through `learner-settings.ts`).
 */

export interface StudySettingsChange {
  timeZone?: string | undefined;
  newCardsPerDay?: number | undefined;
  libraryNewCardsPerDay?: number | null | undefined;
  leechThreshold?: number | undefined;
}

export async function updateStudySettings(db: Db, userId: string, patch: StudySettingsChange) {
  return db
    .updateTable('users')
    .set({
      ...(patch.timeZone !== undefined ? { time_zone: patch.timeZone } : {}),
      ...(patch.newCardsPerDay !== undefined ? { new_cards_per_day: patch.newCardsPerDay } : {}),
      ...(patch.libraryNewCardsPerDay !== undefined ? { library_new_cards_per_day: patch.libraryNewCardsPerDay } : {}),
      ...(patch.leechThreshold !== undefined ? { leech_threshold: patch.leechThreshold } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .returning(['time_zone', 'new_cards_per_day', 'library_new_cards_per_day', 'leech_threshold'])
    .executeTakeFirstOrThrow();
}

export async function updateReminderHour(db: Db, userId: string, hour: number | null) {
  return db
    .updateTable('users')
    .set({ reminder_hour: hour, updated_at: new Date() })
    .where('id', '=', userId)
    .returning(['reminder_hour'])
    .executeTakeFirstOrThrow();
}

/** Sets the day of the last reminder unless it is already that day: true when this call set it. */
export async function claimReminderDay(db: Db, userId: string, localDate: string): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ reminder_sent_on: localDate })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('reminder_sent_on', 'is', null), eb('reminder_sent_on', '!=', localDate)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function restoreReminderDay(db: Db, userId: string, previous: string | null): Promise<void> {
  await db.updateTable('users').set({ reminder_sent_on: previous }).where('id', '=', userId).execute();
}
