/** Plans and their monthly limits (spec §9, pricing-page file sizes; ARCHITECTURE.md §4). */
export const PLANS = ['FREE', 'STARTER', 'PERSONAL', 'ULTIMATE'] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanLimits {
  /** documents stored at once */
  documents: number;
  /** generated flashcards + questions per billing period */
  exercises: number;
  /** chat tokens per billing period */
  tokens: number;
  /** bytes per uploaded file */
  fileSize: number;
}

const MB = 1024 * 1024;

export const PLAN_LIMITS: Readonly<Record<Plan, PlanLimits>> = {
  FREE: { documents: 10, exercises: 1_000, tokens: 100_000, fileSize: 10 * MB },
  STARTER: { documents: 30, exercises: 2_000, tokens: 500_000, fileSize: 15 * MB },
  PERSONAL: { documents: 75, exercises: 10_000, tokens: 1_000_000, fileSize: 30 * MB },
  ULTIMATE: { documents: 400, exercises: 25_000, tokens: 3_000_000, fileSize: 50 * MB },
};

/** Absolute upload caps by kind, whatever the plan (413 above them). */
export const ABSOLUTE_FILE_CAP = {
  audio: 100 * MB,
  document: 100 * MB,
} as const;

export const QUOTA_LIMIT_KINDS = [
  'FILE_SIZE_LIMIT',
  'AMOUNT_OF_DOCUMENTS_LIMIT',
  'EXERCISES_LIMIT',
  'TOKENS_LIMIT',
] as const;
export type QuotaLimitKind = (typeof QUOTA_LIMIT_KINDS)[number];

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

export function getPlanLimits(plan: Plan): PlanLimits {
  return PLAN_LIMITS[plan];
}

/** The two billing periods a paid plan is sold for (spec §9: recurring monthly or annually). */
export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Monthly prices in cents, as the payment provider counts them (spec §9: 0, 3.99, 5.99, 9.99). */
export const PLAN_PRICE_CENTS: Readonly<Record<Plan, number>> = {
  FREE: 0,
  STARTER: 399,
  PERSONAL: 599,
  ULTIMATE: 999,
};

/** By default an annual plan costs ten months' price (the operator may set another number). */
export const DEFAULT_ANNUAL_MONTHS = 10;

/** The terms' larger file sizes (spec §9: where the two readings disagree, both stand). */
export const TERMS_FILE_SIZE: Readonly<Partial<Record<Plan, number>>> = {
  STARTER: 20 * MB,
  PERSONAL: 50 * MB,
  ULTIMATE: 100 * MB,
};

/** A plan's price for one period, in cents: annual = `annualMonths` × the monthly price. */
export function getPlanPriceCents(plan: Plan, period: BillingPeriod, annualMonths = DEFAULT_ANNUAL_MONTHS): number {
  const monthly = PLAN_PRICE_CENTS[plan];
  return period === 'monthly' ? monthly : monthly * annualMonths;
}

/** Plans ordered from the smallest: a move to a higher rank is an upgrade. */
export function comparePlans(a: Plan, b: Plan): number {
  return PLANS.indexOf(a) - PLANS.indexOf(b);
}

export type Currency = 'USD' | 'EUR';

/** `$` in English, `€` in Portuguese (spec §9). */
export function getCurrencyForLocale(locale: string): Currency {
  return locale === 'pt' ? 'EUR' : 'USD';
}

export interface PlanOffer {
  plan: Plan;
  limits: PlanLimits & { termsFileSize?: number };
  /** amounts in the currency's units (3.99), or null when billing is off */
  prices: Record<BillingPeriod, number> | null;
}

/**
 * Every plan with its limits and, with billing on, its price for both periods: the one source of
 * the figures the pricing page, the quota modal and the account page show.
 */
export function listPlanOffers(options: { isBillingOn: boolean; annualMonths?: number }): PlanOffer[] {
  return PLANS.map((plan) => {
    const terms = TERMS_FILE_SIZE[plan];
    return {
      plan,
      limits: { ...PLAN_LIMITS[plan], ...(terms === undefined ? {} : { termsFileSize: terms }) },
      prices: options.isBillingOn
        ? {
            monthly: getPlanPriceCents(plan, 'monthly') / 100,
            annual: getPlanPriceCents(plan, 'annual', options.annualMonths) / 100,
          }
        : null,
    };
  });
}
