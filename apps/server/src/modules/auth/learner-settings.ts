import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repo from './learner-settings.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * The learner's settings kept on `users`, which auth owns (ADR 130): review saves the study
 * settings and guided the reminder's hour and last day through these use cases. What the values
 * mean (a valid time zone, whether mail can be sent) is checked by the module that asks.
 */

export type { StudySettingsChange } from './learner-settings.repository.ts';

/** Saves the changed study settings and returns all four as stored. */
export function saveStudySettings(db: Db, userId: string, change: repo.StudySettingsChange) {
  return repo.updateStudySettings(db, userId, change);
}

/** Saves the reminder's hour (null: off) and returns it as stored. */
export function saveReminderHour(db: Db, userId: string, hour: number | null) {
  return repo.updateReminderHour(db, userId, hour);
}

/**
 * Marks today's reminder as sent, unless it already was (by another worker): true when this
 * caller claimed it and so must send it.
 */
export function claimReminder(db: Db, userId: string, localDate: string): Promise<boolean> {
  return repo.claimReminderDay(db, userId, localDate);
}

/** Gives a claimed reminder back (the mail could not be sent), so the next pass tries again. */
export function releaseReminder(db: Db, userId: string, previous: string | null): Promise<void> {
  return repo.restoreReminderDay(db, userId, previous);
}
