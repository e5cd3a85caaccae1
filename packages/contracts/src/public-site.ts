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
} as const;

export type PublicPlaceholder = keyof typeof PUBLIC_PLACEHOLDERS;

/** <meta name="…"> holding each configurable value in a prerendered page, for hydration. */
export const PUBLIC_CONFIG_META = {
  operatorName: 'mnemo:operator-name',
  operatorContact: 'mnemo:operator-contact',
  bookMeetingUrl: 'mnemo:book-meeting-url',
  privacyUpdated: 'mnemo:privacy-updated',
} as const;

/** The spec's date of the privacy policy (spec §2), kept until the operator sets another. */
export const DEFAULT_PRIVACY_UPDATED = '19/10/2024';

/** Where prerendered pages live inside the web build. */
export const PRERENDERED_DIR = 'prerendered';
