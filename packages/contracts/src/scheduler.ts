import { z } from 'zod';
import { FSRS_PARAMETER_COUNT, MAX_DESIRED_RETENTION, MIN_DESIRED_RETENTION } from '@mnemo/domain/spaced-repetition';

/**
 * A learner's scheduler (issue 24; docs/decisions/081-personal-scheduling.md): their FSRS
 * parameters (fitted to their own review log, or the defaults), the retention they chose, and
 * the fit's bookkeeping. `GET`/`PATCH /api/me/scheduler`, `POST /api/me/scheduler/optimize`.
 */

export const DesiredRetentionSchema = z.number().min(MIN_DESIRED_RETENTION).max(MAX_DESIRED_RETENTION);

export const SchedulerSchema = z
  .object({
    parameters: z.array(z.number()).length(FSRS_PARAMETER_COUNT),
    desiredRetention: z.number(),
    /** fitted to the learner's log (false: FSRS's defaults) */
    isPersonal: z.boolean(),
    optimizedAt: z.string().nullable(),
    /** reviews the parameters were fitted on (0 with the defaults) */
    reviewsUsed: z.int().min(0),
    /** reviews in the learner's log now (their own and imported ones; not quiz misses) */
    reviewsAvailable: z.int().min(0),
    /** re-fit every month */
    autoOptimize: z.boolean(),
  })
  .meta({ id: 'Scheduler' });
export type Scheduler = z.infer<typeof SchedulerSchema>;

const PATCH_FIELDS = ['desiredRetention', 'resetParameters', 'autoOptimize'] as const;

/** Exactly one of: a retention (0.70–0.97), back to the default parameters, or monthly re-fitting on/off. */
export const SchedulerPatchSchema = z
  .object({
    desiredRetention: DesiredRetentionSchema.optional(),
    resetParameters: z.literal(true).optional(),
    autoOptimize: z.boolean().optional(),
  })
  .strict()
  .superRefine((body, context) => {
    const given = PATCH_FIELDS.filter((field) => body[field] !== undefined);
    if (given.length === 1) return;
    // none: the first field is missing; several: the second is one too many
    context.addIssue({
      code: 'custom',
      path: [given.length === 0 ? PATCH_FIELDS[0] : given[1]!],
      message: 'exactly one of desiredRetention, resetParameters, autoOptimize',
    });
  });
export type SchedulerPatch = z.infer<typeof SchedulerPatchSchema>;

export const FitScoreSchema = z.object({ logLoss: z.number(), rmse: z.number() });

/** The fit measured out of sample: parameters fitted on the earliest 80 % of the log, scored beside the defaults on the latest 20 %. */
export const SchedulerEvaluationSchema = z
  .object({
    /** reviews scored: those of the latest 20 % made on a later study day than the card's review before */
    reviews: z.int().min(0),
    /** the default parameters */
    before: FitScoreSchema,
    /** the parameters fitted on the earliest 80 % */
    after: FitScoreSchema,
  })
  .meta({ id: 'SchedulerEvaluation' });
export type SchedulerEvaluation = z.infer<typeof SchedulerEvaluationSchema>;

/** POST /api/me/scheduler/optimize: the scheduler after the fit and its evaluation; below the minimum, no fit and how many reviews more it needs. */
export const OptimizeResponseSchema = z
  .object({
    scheduler: SchedulerSchema,
    evaluation: SchedulerEvaluationSchema.nullable(),
    reviewsNeeded: z.int().min(1).optional(),
  })
  .meta({ id: 'OptimizeResponse' });
export type OptimizeResponse = z.infer<typeof OptimizeResponseSchema>;

export const WorkloadEstimateSchema = z.object({
  desiredRetention: z.number(),
  reviewsPerDay: z.number().min(0),
  minutesPerDay: z.number().min(0),
});
export type WorkloadEstimateDto = z.infer<typeof WorkloadEstimateSchema>;

/** GET /api/me/scheduler/workload: the next 30 days at the chosen retention and at 0.80 / 0.85 / 0.90 / 0.95, and the suggested retention. */
export const WorkloadResponseSchema = z
  .object({
    days: z.int().min(1),
    chosen: WorkloadEstimateSchema,
    compared: z.array(WorkloadEstimateSchema),
    /** FSRS's minimum recommended retention: the least study time per card remembered in 0.70–0.95 (ADR 096; a suggestion, never applied by itself) */
    optimalRetention: z.number(),
    /** seconds a review takes, from the learner's own review times (defaults until they have enough) */
    secondsPerReview: z.object({ pass: z.number(), lapse: z.number(), newCard: z.number() }),
  })
  .meta({ id: 'Workload' });
export type WorkloadResponse = z.infer<typeof WorkloadResponseSchema>;
