import type { StudySettings, StudySettingsPatch } from '@mnemo/contracts/review';
import { isValidTimeZone } from '@mnemo/domain/study-day';
import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { saveStudySettings } from '../auth/learner-settings.ts';
import * as repo from './review.repository.ts';

/** The learner's study settings: new cards per day, the time zone their day starts in, and the leech threshold. */
export async function getStudySettings(ctx: AppContext, user: AuthUser): Promise<StudySettings> {
  const row = await repo.findStudySettings(ctx.db, user.id);
  return {
    newCardsPerDay: row.new_cards_per_day,
    libraryNewCardsPerDay: row.library_new_cards_per_day,
    timeZone: row.time_zone,
    leechThreshold: row.leech_threshold,
  };
}

/** Changes the learner's study settings (an unknown time zone is a 400 on `timeZone`). */
export async function updateStudySettings(
  ctx: AppContext,
  user: AuthUser,
  patch: StudySettingsPatch,
): Promise<StudySettings> {
  if (patch.timeZone !== undefined && !isValidTimeZone(patch.timeZone))
    throw errors.validation('timeZone', 'time_zone_invalid');
  const row = await saveStudySettings(ctx.db, user.id, patch);
  return {
    newCardsPerDay: row.new_cards_per_day,
    libraryNewCardsPerDay: row.library_new_cards_per_day,
    timeZone: row.time_zone,
    leechThreshold: row.leech_threshold,
  };
}
