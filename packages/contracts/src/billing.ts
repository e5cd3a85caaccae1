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

export const SubscriptionStatusSchema = z.enum(['free', 'active', 'past_due', 'cancel_at_period_end', 'downgraded']);

export const SubscriptionResponseSchema = z
  .object({
    billing: z.enum(['off', 'stripe']),
    plan: z.enum(PLANS),
    status: SubscriptionStatusSchema,
    period: BillingPeriodSchema.nullable(),
    /** ISO date: the paid period's end (the renewal, or when a cancel or downgrade takes effect) */
    periodEnd: z.string().nullable(),
    /** a downgrade waiting for the period's end */
    scheduledPlan: z.enum(PLANS).nullable(),
    /** whether the user has payment details and invoices at the provider (the portal) */
    hasPortal: z.boolean(),
  })
  .meta({ id: 'Subscription' });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

export const PaidPlanSchema = z.enum(['STARTER', 'PERSONAL', 'ULTIMATE']);

export const CheckoutBodySchema = z.object({
  plan: PaidPlanSchema,
  period: BillingPeriodSchema,
  /** the early promotion: the coupon for the first three months (signed-in users only) */
  promotion: z.boolean().optional(),
});
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

export const UrlResponseSchema = z.object({ url: z.string() });
export type UrlResponse = z.infer<typeof UrlResponseSchema>;

export const SubscriptionActionBodySchema = z.object({
  action: z.enum(['upgrade', 'downgrade', 'cancel', 'resume']),
  plan: z.enum(PLANS).optional(),
});
export type SubscriptionActionBody = z.infer<typeof SubscriptionActionBodySchema>;

export const UpgradePreviewBodySchema = z.object({ plan: PaidPlanSchema });

export const UpgradePreviewResponseSchema = z.object({
  /** what the provider will charge now, in the currency's units */
  amount: z.number(),
  currency: z.string(),
});
export type UpgradePreviewResponse = z.infer<typeof UpgradePreviewResponseSchema>;
