import type { GeneratedFlashcard } from '@mnemo/contracts/material';
import type { MaterialLanguage, QuestionLanguage } from '@mnemo/domain/languages';
import type { DocumentAnalysis } from './analyze-material.ts';
import { getTemplates } from './describe-source.ts';
import { fillTemplate } from './question-templates.ts';
import type { Ranked } from './ranking.ts';

/*
 * Slides (notes: "Material of other shapes"): a slide is a title plus fragments. The title names
 * the concept, the bullets are claims about it, the notes hold the sentences. Every content slide
 * gives a card — the title as the question, the bullets (and notes) as the answer; title, agenda,
 * acknowledgement, "Questions?" and reference slides give none.
 */

export interface SlideContent {
  slide: number;
  /** index of the slide's first chunk in the analysis */
  chunkIndex: number;
  title: string;
  bullets: string[];
  notes: string[];
}

/** Titles of slides that hold no content to learn, per language (a short title containing one). */
const NON_CONTENT_TITLES: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:agenda|outline|overview|contents|acknowledge?ments?|thanks|thank you|questions|q\s*&\s*a|references|resources|bibliography|further reading|notes|contact|credits)\b/iu,
  pt: /(?:^|\s)(?:agenda|sumário|índice|conteúdos?|agradecimentos|obrigad[oa]|perguntas|questões|referências|bibliografia|recursos|contactos?|notas)(?:\s|[?!.:]|$)/iu,
  es: /(?:^|\s)(?:agenda|índice|contenidos?|agradecimientos|gracias|preguntas|referencias|bibliografía|recursos|contacto|notas)(?:\s|[?!.:]|$)/iu,
  de: /(?:^|\s)(?:agenda|gliederung|inhalt|inhaltsverzeichnis|danksagung|danke|fragen|literatur|quellen|kontakt|notizen)(?:\s|[?!.:]|$)/iu,
  fr: /(?:^|\s)(?:plan|sommaire|table des matières|remerciements|merci|questions|références|bibliographie|ressources|contact|notes)(?:\s|[?!.:]|$)/iu,
  it: /(?:^|\s)(?:agenda|sommario|indice|ringraziamenti|grazie|domande|riferimenti|bibliografia|risorse|contatti|note)(?:\s|[?!.:]|$)/iu,
};

const MAX_ANSWER_WORDS = 45;

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Reads the slides back from their chunks: the first line is the title, then bullets, then (after a blank line) notes. */
export function readSlides(analysis: DocumentAnalysis): SlideContent[] {
  const slides = new Map<number, SlideContent>();
  analysis.chunks.forEach((chunk, chunkIndex) => {
    if (chunk.slide === null) return;
    const existing = slides.get(chunk.slide);
    const [head = '', ...rest] = chunk.text.split(/\n\s*\n/);
    const notes = rest.map((part) => part.replace(/\s+/g, ' ').trim()).filter(Boolean);
    if (existing) {
      existing.notes.push(...[head, ...rest].map((part) => part.replace(/\s+/g, ' ').trim()).filter(Boolean));
      return;
    }
    const [title = '', ...bullets] = head.split('\n').map((line) => line.replace(/^[•▪‣◦\-–—*]\s*/u, '').replace(/\s+/g, ' ').trim());
    slides.set(chunk.slide, { slide: chunk.slide, chunkIndex, title, bullets: bullets.filter(Boolean), notes });
  });
  return [...slides.values()].sort((a, b) => a.slide - b.slide);
}

/** Bullets worth learning: not footnote marks, links or bare labels. */
function getContentBullets(slide: SlideContent): string[] {
  return slide.bullets.filter((bullet) => !/^\*/.test(bullet) && !/^(?:https?:\/\/|www\.)\S+$/iu.test(bullet) && /\p{L}{2}/u.test(bullet));
}

/**
 * Whether a slide holds content to learn: it has a title and something under it, is not the
 * deck's title slide, and its title is not an agenda, thanks, questions or references slide.
 */
export function isContentSlide(slide: SlideContent, isFirst: boolean, language: MaterialLanguage): boolean {
  if (slide.title === '' || isFirst) return false;
  const words = countWords(slide.title);
  if (words <= 4 && NON_CONTENT_TITLES[language].test(slide.title)) return false;
  const body = [...getContentBullets(slide), ...slide.notes].join(' ');
  return countWords(body) >= 4;
}

/** The deck's content slides, in order. */
export function listContentSlides(analysis: DocumentAnalysis): SlideContent[] {
  const slides = readSlides(analysis);
  return slides.filter((slide, index) => isContentSlide(slide, index === 0 && slides.length > 3, analysis.language));
}

/** The answer of a slide's card: its bullets, and its notes where the bullets say little. */
function getSlideAnswer(slide: SlideContent): string {
  const parts: string[] = [];
  let words = 0;
  for (const bullet of getContentBullets(slide)) {
    if (words >= MAX_ANSWER_WORDS) break;
    parts.push(bullet.replace(/[.;:,]+$/u, ''));
    words += countWords(bullet);
  }
  let answer = parts.join('; ');
  if (answer !== '') answer += '.';
  if (words < 12) {
    for (const note of slide.notes) {
      if (words >= MAX_ANSWER_WORDS) break;
      answer = answer ? `${answer} ${note}` : note;
      words += countWords(note);
    }
  }
  const allWords = answer.split(/\s+/).filter(Boolean);
  return allWords.length > MAX_ANSWER_WORDS + 15 ? `${allWords.slice(0, MAX_ANSWER_WORDS).join(' ')}…` : answer;
}

/** A slide title as a concept: without trailing marks and footnote stars, a parenthetical aside dropped. */
function getConceptTitle(title: string): string {
  const trimmed = title.replace(/\*+$/u, '').replace(/\s*\([^()]*\)\s*$/u, '').replace(/[:.]+$/u, '').trim();
  return trimmed === '' ? title : trimmed;
}

/** One card per content slide: the title as the question, the bullets and notes as the answer. */
export function buildSlideCards(analysis: DocumentAnalysis, questionLanguage: QuestionLanguage): Ranked<GeneratedFlashcard>[] {
  const templates = getTemplates(questionLanguage);
  const seen = new Set<string>();
  const cards: Ranked<GeneratedFlashcard>[] = [];
  for (const slide of listContentSlides(analysis)) {
    const back = getSlideAnswer(slide);
    if (back === '') continue;
    const concept = getConceptTitle(slide.title);
    let front = /\?$/.test(slide.title) ? slide.title : fillTemplate(templates.slidePoints, { term: concept });
    if (seen.has(front.toLowerCase())) front = `${front} (${slide.slide})`;
    seen.add(front.toLowerCase());
    const words = countWords(back);
    cards.push({
      item: {
        front,
        back,
        difficulty: words > 30 ? 'hard' : words > 15 ? 'medium' : 'easy',
        sourceChunkId: analysis.chunks[slide.chunkIndex]!.id,
      },
      // above any sentence-level candidate: each content slide is covered first
      score: 10 + 1 / slide.slide,
      chunkIndex: slide.chunkIndex,
      sentenceIndex: -slide.slide,
      answerKey: `slide:${slide.slide}`,
      text: `${concept} ${back}`,
    });
  }
  return cards;
}
