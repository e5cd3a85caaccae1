import { z } from 'zod';
import { GRADES } from '@mnemo/domain/grades';
import { GUIDED_STAGES, MAX_STAGE_ELAPSED_MS, RUN_ACTIONS, RUN_KINDS, RUN_STATUSES } from '@mnemo/domain/guided-run';
import { MAX_QUICK_CONCEPTS, MIN_QUICK_CONCEPTS } from '@mnemo/domain/microlearning';
import { ExamLabelSchema } from './library.ts';
import { MUSIC_TRACKS } from './values.ts';

/** Guided study (issue 15): runs, quick sessions, exam labels, the session's remembered mode, reminders, music. */

export const GuidedStageSchema = z.enum(GUIDED_STAGES);

/** POST /api/sessions/:id/guided: a guided run (45 min) or a quick session on the 1–3 weakest concepts. */
export const StartRunBodySchema = z
  .object({
    kind: z.enum(RUN_KINDS).default('guided'),
    /** a quick session's number of concepts (1–3, default 3; fewer when the session has fewer) */
    conceptCount: z.int().min(MIN_QUICK_CONCEPTS).max(MAX_QUICK_CONCEPTS).optional(),
  })
  .strict();
export type StartRunBody = z.infer<typeof StartRunBodySchema>;

export const RunParamsSchema = z.object({ runId: z.uuid() }).strict();

/** PATCH /api/guided/:runId: an action with the client's elapsed time in the current stage. */
export const RunActionBodySchema = z
  .object({
    action: z.enum(RUN_ACTIONS),
    elapsedMs: z
      .number()
      .min(0)
      .max(MAX_STAGE_ELAPSED_MS * 10),
  })
  .strict();
export type RunActionBody = z.infer<typeof RunActionBodySchema>;

/** What the finish screen shows besides the time per stage. */
export const RunReportSchema = z
  .object({
    /** the learner's card reviews in this session since the run started */
    cardsReviewed: z.int().min(0),
    /** the grade of the latest quiz finished since the run started */
    quizGrade: z.enum(GRADES).nullable(),
    quizScore: z.number().min(0).max(1).nullable(),
    /** when the session's next card falls due after now (null: none scheduled) */
    nextDueAt: z.string().nullable(),
    /** the session's cards due now (reviewed ones; new cards not counted) */
    dueNow: z.int().min(0),
  })
  .meta({ id: 'RunReport' });
export type RunReport = z.infer<typeof RunReportSchema>;

export const GuidedRunSchema = z
  .object({
    id: z.uuid(),
    sessionId: z.uuid(),
    kind: z.enum(RUN_KINDS),
    status: z.enum(RUN_STATUSES),
    stage: GuidedStageSchema,
    stageIndex: z.int().min(0),
    stages: z.array(z.object({ stage: GuidedStageSchema, minutes: z.number() })),
    /** the client's elapsed time in the current stage, as last reported */
    elapsedMs: z.number().min(0),
    stageStartedAt: z.string(),
    history: z.array(z.object({ stage: GuidedStageSchema, elapsedMs: z.number().min(0), isSkipped: z.boolean() })),
    /** the key concepts the run covers (guided: the session's first 3–5; quick: the weakest 1–3) */
    concepts: z.array(z.string()),
    examLabel: ExamLabelSchema.nullable(),
    /** at the finish stage and after: cards reviewed, quiz grade, next due reviews */
    report: RunReportSchema.nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'GuidedRun' });
export type GuidedRun = z.infer<typeof GuidedRunSchema>;

export const RunResponseSchema = z.object({ run: GuidedRunSchema });
export type RunResponse = z.infer<typeof RunResponseSchema>;
/** GET /api/sessions/:id/guided: the open run, or null. */
export const OpenRunResponseSchema = z.object({ run: GuidedRunSchema.nullable() });
export type OpenRunResponse = z.infer<typeof OpenRunResponseSchema>;

/** GET / PATCH /api/reminders: the opt-in daily e-mail when cards are due. */
export const ReminderSettingsSchema = z
  .object({
    /** the hour (0–23, the user's time zone) the reminder goes at; null: off */
    hour: z.int().min(0).max(23).nullable(),
    /** whether the server can send mail at all (SMTP configured) */
    isAvailable: z.boolean(),
  })
  .meta({ id: 'ReminderSettings' });
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;
export const ReminderPatchSchema = z.object({ hour: z.int().min(0).max(23).nullable() }).strict();
export type ReminderPatch = z.infer<typeof ReminderPatchSchema>;

/** GET /api/config/music: the tracks this server offers (lofi and techno only with operator-configured video ids); titles are in the web catalog. */
export { MUSIC_TRACKS };
export type MusicTrackId = (typeof MUSIC_TRACKS)[number];
export const MusicTrackSchema = z
  .object({ id: z.enum(MUSIC_TRACKS), source: z.enum(['generated', 'youtube']), videoId: z.string().nullable() })
  .meta({ id: 'MusicTrack' });
export type MusicTrack = z.infer<typeof MusicTrackSchema>;
export const MusicConfigSchema = z.object({ tracks: z.array(MusicTrackSchema) }).meta({ id: 'MusicConfig' });
export type MusicConfig = z.infer<typeof MusicConfigSchema>;
