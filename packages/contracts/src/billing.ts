import { z } from 'zod';
import { BILLING_PERIODS, PLANS } from '@mnemo/domain/plans';

export const BillingPeriodSchema = z.enum(BILLING_PERIODS);

export const PlanOfferSchema = z
  .object({
    plan: z.enum(PLANS),
    limits: z.object({
      documents: z.int(),
      exercises: z.int(),
      tokens: z.int(),
      fileSize: z.int(),
      /** the terms' larger file size, where the spec gives one */
      termsFileSize: z.int().optional(),
    }),
    /** amounts in the currency's units (3.99); null when billing is off */
    prices: z.object({ monthly: z.number(), annual: z.number() }).nullable(),
  })
  .meta({ id: 'PlanOffer' });
export type PlanOffer = z.infer<typeof PlanOfferSchema>;

export const PlansQuerySchema = z.object({
  /** the currency's language; else the user's locale, else Accept-Language */
  locale: z.enum(['en', 'pt']).optional(),
});

export const PlansResponseSchema = z
  .object({
    /** `off`: limits only, no prices, no upgrades (a self-hosted install's default) */
    billing: z.enum(['off', 'stripe']),
    currency: z.enum(['USD', 'EUR']),
    plans: z.array(PlanOfferSchema),
  })
  .meta({ id: 'Plans' });
export type PlansResponse = z.infer<typeof PlansResponseSchema>;
