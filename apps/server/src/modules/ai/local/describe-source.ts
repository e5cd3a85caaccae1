import type { QuestionLanguage } from '@mnemo/domain/languages';
import type { DocumentAnalysis, SentenceInfo } from './analyze-material.ts';
import { fillTemplate, QUESTION_TEMPLATES } from './question-templates.ts';

/** The templates for the question language (defaults to the material's language). */
export function getTemplates(language: QuestionLanguage) {
  return QUESTION_TEMPLATES[language];
}

/** A quoted passage with where it is (page or slide), in the question language. */
export function describeSource(analysis: DocumentAnalysis, sentence: SentenceInfo, language: QuestionLanguage): string {
  const templates = QUESTION_TEMPLATES[language];
  const chunk = analysis.chunks[sentence.chunkIndex];
  const quote = fillTemplate(templates.sourceSays, { quote: sentence.text });
  if (chunk?.page) return `${quote} ${fillTemplate(templates.onPage, { page: chunk.page })}`;
  if (chunk?.slide) return `${quote} ${fillTemplate(templates.onSlide, { slide: chunk.slide })}`;
  return quote;
}
