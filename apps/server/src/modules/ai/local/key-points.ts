import type { MaterialLanguage } from '@mnemo/domain/languages';
import { isFunctionWord } from './nlp/language.ts';
import { pointsAtMedium, speaksInPerson, startsWithFiller } from './nlp/speech.ts';
import { getEnglishPos } from './nlp/wordnet.ts';

/*
 * A slide's key-points card (ADR 142). Blind readers threw most of them away: the title was a
 * structural word ("Summary", "Conclusion", "Example 2") that names no concept, or the back was
 * the slide's fragments run together ("Cavity; Toothache; Catch; entries; entries"). A card is
 * made only when the title names a concept and the back is a short list of complete points.
 */

/** Titles that name a part of the talk, not a concept: alone, numbered, or opening "Summary of …", "Example: …". */
const STRUCTURAL_TITLE: Record<MaterialLanguage, RegExp> = {
  en: /^(?:(?:a|an|the|brief|short|quick|final|general|main|key)\s+)*(?:summary|summaries|conclusions?|concluding remarks|overview|introduction|intro|outline|agenda|recap|review|wrap[- ]?up|takeaways?|key (?:points|ideas|takeaways)|main points|highlights|examples?|worked examples?|case stud(?:y|ies)|exercises?|practice|quiz|questions?|discussion|motivation|background|preliminaries|roadmap|next steps|future work|appendix|notes|definitions?)(?:\s*(?:\d+[\d.]*|[ivx]+|[a-z])\b)?(?:\s*(?:[:–—-]|\bof\b|\bon\b|\bfor\b).*)?$/iu,
  pt: /^(?:(?:breve|pequeno|pequena)\s+)?(?:resumo|sumário|síntese|conclus(?:ão|ões)|visão geral|introdução|apresentação|plano|agenda|revisão|recapitulação|pontos[- ]chave|pontos principais|exemplos?|estudos? de caso|exercícios?|perguntas|questões|discussão|motivação|enquadramento|próximos passos|trabalho futuro|anexo|apêndice|notas|definições|definição)(?:\s*(?:\d+[\d.]*|[ivx]+|[a-z])\b)?(?:\s*(?:[:–—-]|\bd[eoa]s?\b|\bsobre\b).*)?$/iu,
  es: /^(?:(?:breve|pequeño|pequeña)\s+)?(?:resumen|síntesis|conclusi(?:ón|ones)|visión general|introducción|presentación|esquema|agenda|repaso|revisión|puntos clave|puntos principales|ejemplos?|estudios? de caso|ejercicios?|preguntas|discusión|motivación|antecedentes|próximos pasos|trabajo futuro|anexo|apéndice|notas|definiciones|definición)(?:\s*(?:\d+[\d.]*|[ivx]+|[a-z])\b)?(?:\s*(?:[:–—-]|\bde(?:l)?\b|\bsobre\b).*)?$/iu,
  fr: /^(?:(?:bref|petit|court)\s+)?(?:résumé|synthèse|conclusions?|vue d['’]ensemble|aperçu|introduction|présentation|plan|sommaire|récapitulatif|rappels?|points clés|points essentiels|exemples?|études? de cas|exercices?|questions|discussion|motivation|contexte|perspectives|annexe|notes|définitions?)(?:\s*(?:\d+[\d.]*|[ivx]+|[a-z])\b)?(?:\s*(?:[:–—-]|\bd[eu]s?\b|\bd['’]|\bsur\b).*)?$/iu,
  it: /^(?:(?:breve|piccolo|piccola)\s+)?(?:riassunto|sintesi|sommario|conclusion[ei]|panoramica|introduzione|presentazione|schema|agenda|ripasso|punti chiave|punti principali|esempi|esempio|casi? di studio|esercizi|esercizio|domande|discussione|motivazione|contesto|prossimi passi|appendice|note|definizion[ei])(?:\s*(?:\d+[\d.]*|[ivx]+|[a-z])\b)?(?:\s*(?:[:–—-]|\bd(?:i|el|ella|ei|egli|elle)\b|\bsu\b).*)?$/iu,
  de: /^(?:(?:kurze|kleine)\s+)?(?:zusammenfassung|fazit|schluss(?:folgerungen?)?|überblick|übersicht|einführung|einleitung|gliederung|agenda|wiederholung|rückblick|kernpunkte|kernaussagen|beispiele?|fallstudien?|übungen|übung|aufgaben?|fragen|diskussion|motivation|hintergrund|ausblick|anhang|notizen|definitionen|definition)(?:\s*(?:\d+[\d.]*|[ivx]+|[a-z])\b)?(?:\s*(?:[:–—-]|\b(?:der|des|zu[mr]?|von|über)\b).*)?$/iu,
};

/** A title that states a claim ("FPKI Does Interfederate", "Entropy is measured in bits") rather than naming a concept. */
const FINITE_VERB: Record<MaterialLanguage, RegExp> = {
  en: /(?:^|\s)(?:is|are|was|were|does|do|did|has|have|can|will|shall|must|should)(?:\s|$)/iu,
  pt: /(?:^|\s)(?:é|são|foi|foram|tem|têm|pode|podem|deve|devem)(?:\s|$)/iu,
  es: /(?:^|\s)(?:es|son|fue|fueron|tiene|tienen|puede|pueden|debe|deben)(?:\s|$)/iu,
  fr: /(?:^|\s)(?:est|sont|était|étaient|a|ont|peut|peuvent|doit|doivent)(?:\s|$)/iu,
  it: /(?:^|\s)(?:è|sono|era|erano|ha|hanno|può|possono|deve|devono)(?:\s|$)/iu,
  de: /(?:^|\s)(?:ist|sind|war|waren|hat|haben|kann|können|muss|müssen|wird|werden)(?:\s|$)/iu,
};

/** Whether a slide title names a concept a key-points card can ask about: not a part of the talk, not a claim, not a question. */
export function isConceptTitle(title: string, language: MaterialLanguage): boolean {
  const bare = title.replace(/^["“„«']+|["”»'.:]+$/gu, '').trim();
  if (!/\p{L}{3}/u.test(bare) || /\?$/u.test(bare)) return false;
  if (STRUCTURAL_TITLE[language].test(bare) || STRUCTURAL_TITLE.en.test(bare)) return false;
  if (FINITE_VERB[language].test(bare)) return false;
  return true;
}

const MAX_POINTS = 5;
const MAX_POINT_WORDS = 30;
const MAX_LIST_WORDS = 60;

function countWords(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}

/**
 * Why one point of a list is no complete point, or null: a shard of one or two words, a
 * continuation (opens in lower case) or a cut line (ends on ":", ",", "-" or a function word), a
 * "Label: value" cell, symbols, a link, or speech addressed to the room.
 */
export function findPointDefect(point: string, language: MaterialLanguage): string | null {
  const text = point.replace(/[.!;]+$/u, '').trim();
  const words = text.split(/\s+/u).filter(Boolean);
  if (words.length < 3) return 'shard';
  if (words.length > MAX_POINT_WORDS) return 'long';
  if (!/^[\p{Lu}\p{N}“"(]/u.test(text)) return 'continuation';
  if (/[:,–—-]$/u.test(text)) return 'cut';
  const last = words[words.length - 1]!.toLowerCase().replace(/[^\p{L}'’]/gu, '');
  if (last !== '' && isFunctionWord(last, language)) return 'cut';
  if (language === 'en' && last !== '') {
    // "… based on", "… is requiring InC to": a line that stops on a preposition or a bare verb
    const pos = getEnglishPos(last);
    if (pos.size > 0 && pos.has('v') && !pos.has('n') && !pos.has('a') && words.length < 6) return 'cut';
  }
  // "Level 3: One-time Password": a label and a value, the cells of a table
  if (/^[^:]{1,30}:\s*\S+(?:\s+\S+){0,2}$/u.test(text)) return 'cell';
  if (/[<>{}=|\\^_]|https?:|www\./u.test(text)) return 'symbols';
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  if (letters < 0.6 * text.replace(/\s/gu, '').length) return 'symbols';
  if (speaksInPerson(text, language) || pointsAtMedium(text, language) || startsWithFiller(text, language))
    return 'speech';
  return null;
}

/**
 * The points of a key-points card, or null when they are no short list of complete points: up to
 * five, each complete, none repeated, sixty words in all. One point alone must be a sentence's worth.
 */
export function getKeyPoints(points: readonly string[], language: MaterialLanguage): string[] | null {
  const cleaned = points
    .map((point) =>
      point
        .replace(/\s+/gu, ' ')
        .replace(/[.;:,]+$/u, '')
        .trim(),
    )
    .filter(Boolean);
  if (cleaned.length === 0 || cleaned.length > MAX_POINTS) return null;
  if (new Set(cleaned.map((point) => point.toLowerCase())).size !== cleaned.length) return null;
  if (cleaned.some((point) => findPointDefect(point, language) !== null)) return null;
  const words = cleaned.reduce((sum, point) => sum + countWords(point), 0);
  if (words > MAX_LIST_WORDS || (cleaned.length === 1 && words < 6)) return null;
  return cleaned;
}

/** A key-points card's back read back into its points ("A; B; C."). */
export function splitKeyPoints(back: string): string[] {
  return back
    .replace(/[.]\s*$/u, '')
    .split(/;\s+/u)
    .map((point) => point.trim())
    .filter(Boolean);
}
