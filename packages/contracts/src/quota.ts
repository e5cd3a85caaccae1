import { z } from 'zod';
import { PLANS } from '@mnemo/domain/plans';

export const QuotaResponseSchema = z
  .object({
    plan: z.enum(PLANS),
    documentsStored: z.int(),
    exercisesGenerated: z.int(),
    tokensConsumed: z.int(),
    /** tokens the `openai` provider spent generating this period; shown only, no limit applies */
    generationTokens: z.int(),
    nextRenewalDate: z.string(),
    limits: z.object({
      documents: z.int(),
      exercises: z.int(),
      tokens: z.int(),
      fileSize: z.int(),
    }),
  })
  .meta({ id: 'Quota' });
export type QuotaResponse = z.infer<typeof QuotaResponseSchema>;
