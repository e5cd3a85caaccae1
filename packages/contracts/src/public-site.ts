/**
 * Placeholders the prerendered public pages carry and the server fills when it serves them, so a
 * self-hoster changes PUBLIC_URL, the operator or the meeting link without rebuilding (issue 5).
 * `readFromMeta` names the <meta> that repeats a value for the hydrating client.
 */
export const PUBLIC_PLACEHOLDERS = {
  publicUrl: '%MNEMO_PUBLIC_URL%',
  operatorName: '%MNEMO_OPERATOR_NAME%',
  operatorContact: '%MNEMO_OPERATOR_CONTACT%',
  bookMeetingUrl: '%MNEMO_BOOK_MEETING_URL%',
  privacyUpdated: '%MNEMO_PRIVACY_UPDATED%',
  /** `off` or `stripe` (BILLING): billing-only parts of the pricing page hide when `off` */
  billing: '%MNEMO_BILLING%',
  /** GET /api/plans's answer as JSON, in the page's language (the pricing page's <meta>) */
  plans: '%MNEMO_PLANS%',
} as const;

/** The placeholder of one price on the pricing page ("$3.99/month"; empty with billing off). */
export function pricePlaceholder(plan: string, period: string): string {
  return `%MNEMO_PRICE_${plan.toUpperCase()}_${period.toUpperCase()}%`;
}

export type PublicPlaceholder = keyof typeof PUBLIC_PLACEHOLDERS;

/** <meta name="…"> holding each configurable value in a prerendered page, for hydration. */
export const PUBLIC_CONFIG_META = {
  operatorName: 'mnemo:operator-name',
  operatorContact: 'mnemo:operator-contact',
  bookMeetingUrl: 'mnemo:book-meeting-url',
  privacyUpdated: 'mnemo:privacy-updated',
  plans: 'mnemo:plans',
} as const;

/** The spec's date of the privacy policy (spec §2), kept until the operator sets another. */
export const DEFAULT_PRIVACY_UPDATED = '19/10/2024';

/** Where prerendered pages live inside the web build. */
export const PRERENDERED_DIR = 'prerendered';
