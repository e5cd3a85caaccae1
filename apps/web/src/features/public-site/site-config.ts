import { DEFAULT_PRIVACY_UPDATED, PUBLIC_CONFIG_META, PUBLIC_PLACEHOLDERS } from '@mnemo/contracts/public-site';

/** Operator settings a public page shows (names in env: OPERATOR_NAME, OPERATOR_CONTACT, …). */
export interface SiteConfig {
  /** undefined in a client without them (the SPA shell): the copy's generic wording is shown */
  operatorName: string | undefined;
  operatorContact: string | undefined;
  /** the meeting link, or a fallback the server chose for the page */
  bookMeetingUrl: string | undefined;
  privacyUpdated: string;
}

/** At prerender time the pages carry placeholders that the server fills when it serves them. */
export const PRERENDER_SITE_CONFIG: SiteConfig = {
  operatorName: PUBLIC_PLACEHOLDERS.operatorName,
  operatorContact: PUBLIC_PLACEHOLDERS.operatorContact,
  bookMeetingUrl: PUBLIC_PLACEHOLDERS.bookMeetingUrl,
  privacyUpdated: PUBLIC_PLACEHOLDERS.privacyUpdated,
};

function readMeta(name: string): string | undefined {
  const value = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;
  // A page served without the server's substitution still holds the placeholder: treat as unset.
  return value && !value.startsWith('%MNEMO_') ? value : undefined;
}

let clientConfig: SiteConfig | undefined;

/**
 * The values the server wrote into this page's <meta> tags. Read once, synchronously, so the
 * hydrating render shows exactly the text the served HTML holds.
 */
export function getSiteConfig(): SiteConfig {
  if (typeof document === 'undefined') return PRERENDER_SITE_CONFIG;
  clientConfig ??= {
    operatorName: readMeta(PUBLIC_CONFIG_META.operatorName),
    operatorContact: readMeta(PUBLIC_CONFIG_META.operatorContact),
    bookMeetingUrl: readMeta(PUBLIC_CONFIG_META.bookMeetingUrl),
    privacyUpdated: readMeta(PUBLIC_CONFIG_META.privacyUpdated) ?? DEFAULT_PRIVACY_UPDATED,
  };
  return clientConfig;
}

/** For tests: forget the cached values. */
export function resetSiteConfigForTests(): void {
  clientConfig = undefined;
}
