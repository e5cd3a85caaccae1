/** Interface languages (spec §5: en, pt). */
export const LOCALES = ['en', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Languages questions can be generated in (spec §5). */
export const QUESTION_LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'pt'] as const;
export type QuestionLanguage = (typeof QUESTION_LANGUAGES)[number];

/** Languages the offline provider understands in the material itself. */
export const MATERIAL_LANGUAGES = QUESTION_LANGUAGES;
export type MaterialLanguage = QuestionLanguage;

export const QUESTION_TYPES = ['multiple_choice', 'true_false', 'open_ended'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
