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

/** Monthly prices in the plan's currency ($ in English, € in Portuguese). */
export const PLAN_PRICES: Readonly<Record<Plan, number>> = {
  FREE: 0,
  STARTER: 3.99,
  PERSONAL: 5.99,
  ULTIMATE: 9.99,
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
