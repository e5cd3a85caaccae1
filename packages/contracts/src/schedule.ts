import { z } from 'zod';
import { SCHEDULE_STATES } from '@mnemo/domain/spaced-repetition';

/**
 * A card's FSRS schedule (null until the card is first reviewed): what the card player needs to
 * print each button's next interval without a request (docs/decisions/034-scheduling-and-review-log.md).
 */
export const ScheduleSchema = z
  .object({
    state: z.enum(SCHEDULE_STATES),
    due: z.string(),
    stability: z.number(),
    difficulty: z.number(),
    reps: z.int().min(0),
    lapses: z.int().min(0),
    scheduledDays: z.number().min(0),
    learningSteps: z.int().min(0),
    lastReview: z.string().nullable(),
  })
  .meta({ id: 'Schedule' });
export type ScheduleDto = z.infer<typeof ScheduleSchema>;
