import type { MaterialLanguage } from '@mnemo/domain/languages';
import { DE } from './de.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { IT } from './it.ts';
import type { LanguageWords } from './language-words.ts';
import { PT } from './pt.ts';

export type { LanguageWords } from './language-words.ts';

/** The word lists of every material language. */
export const LANGUAGE_WORDS: Record<MaterialLanguage, LanguageWords> = {
  de: DE,
  en: EN,
  es: ES,
  fr: FR,
  it: IT,
  pt: PT,
};
