/** PostgreSQL text-search configurations for the languages the product knows; `simple` otherwise. */
const SEARCH_CONFIGS: Readonly<Record<string, string>> = {
  en: 'english',
  pt: 'portuguese',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  it: 'italian',
};

/** The regconfig name for an ISO 639-1 code (`simple` for unknown or missing languages). */
export function getSearchConfig(language: string | null | undefined): string {
  const code = language?.trim().toLowerCase().slice(0, 2);
  return (code && SEARCH_CONFIGS[code]) || 'simple';
}
