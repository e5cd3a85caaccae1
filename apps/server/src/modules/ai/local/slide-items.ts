import type { GeneratedFlashcard } from '@mnemo/contracts/material';
import type { MaterialLanguage, QuestionLanguage } from '@mnemo/domain/languages';
import type { GeneratedQuestion } from '../ai.provider.ts';
import type { DocumentAnalysis } from './analyze-material.ts';
import { getTemplates } from './describe-source.ts';
import { createRandom } from './distractors.ts';
import { getKeyPoints, isConceptTitle } from './key-points.ts';
import { isFunctionWord } from './nlp/language.ts';
import { splitSentences } from './nlp/segment.ts';
import { pointsAtMedium, speaksInPerson, startsWithFiller } from './nlp/speech.ts';
import { fillTemplate } from './question-templates.ts';
import { getStemSet, jaccard, type Ranked } from './ranking.ts';
import { findTableCells, normalizeCell } from './slide-tables.ts';

/*
 * Slides (notes: "Material of other shapes"): a slide is a title plus fragments. The title names
 * the concept, the bullets are claims about it, the notes hold the sentences. A content slide
 * gives a key-points card — the title as the question, the bullets (or notes) as the answer — only
 * when its title names a concept and its bullets are a short list of complete points (ADR 142);
 * title, agenda, acknowledgement, "Questions?" and reference slides give none. The other slides
 * are learnt from their definitional sentences (cards and cloze of the sentence-level generator).
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
    const [title = '', ...bullets] = head.split('\n').map((line) =>
      line
        .replace(/^[•▪‣◦\-–—*]\s*/u, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    slides.set(chunk.slide, { slide: chunk.slide, chunkIndex, title, bullets: bullets.filter(Boolean), notes });
  });
  return [...slides.values()].sort((a, b) => a.slide - b.slide);
}

/** Bullets worth learning: not footnote marks, links or bare labels. */
function getContentBullets(slide: SlideContent): string[] {
  return slide.bullets.filter(
    (bullet) => !/^\*/.test(bullet) && !/^(?:https?:\/\/|www\.)\S+$/iu.test(bullet) && /\p{L}{2}/u.test(bullet),
  );
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

/**
 * The answer of a slide's card: its bullets (or, on a slide without bullets, its notes'
 * sentences) as a short list of complete points, or '' when they are none (ADR 142): a table's
 * cells, shards of a word or two, cut lines and repeated entries run together answer nothing.
 */
function getSlideAnswer(slide: SlideContent, language: MaterialLanguage): string {
  const bullets = getContentBullets(slide);
  if (findTableCells(bullets).size > 0) return '';
  const source = bullets.length > 0 ? bullets : slide.notes.flatMap((note) => splitSentences(note, language));
  const points = getKeyPoints(source, language);
  return points === null ? '' : `${points.join('; ')}.`;
}

/** A slide title as a concept: without trailing marks and footnote stars, a parenthetical aside dropped. */
function getConceptTitle(title: string): string {
  const trimmed = title
    .replace(/\*+$/u, '')
    .replace(/\s*\([^()]*\)\s*$/u, '')
    .replace(/[:.]+$/u, '')
    .trim();
  return trimmed === '' ? title : trimmed;
}

/** One card per content slide: the title as the question, the bullets and notes as the answer. */
export function buildSlideCards(
  analysis: DocumentAnalysis,
  questionLanguage: QuestionLanguage,
): Ranked<GeneratedFlashcard>[] {
  const templates = getTemplates(questionLanguage);
  const seen = new Set<string>();
  const cards: Ranked<GeneratedFlashcard>[] = [];
  for (const slide of listContentSlides(analysis)) {
    const concept = getConceptTitle(slide.title);
    // "Summary", "Example 2", "FPKI Does Interfederate": no concept to ask the key points of
    if (!/\?$/.test(slide.title) && !isConceptTitle(concept, analysis.language)) continue;
    const back = getSlideAnswer(slide, analysis.language);
    if (back === '') continue;
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

/*
 * Questions on a deck (issue 12): a slide's bullets are claims about its title, so each content
 * slide is asked about as its card is — which title a point belongs to (multiple choice, the
 * sibling slides' titles as distractors) or whether a point is one of a title's (true/false, made
 * false by putting a sibling's title in its place).
 */

const OPTION_COUNT = 4;

/** A slide's points that can be quoted in a question: statements, not lead-ins, questions or speech. */
function getSlidePoints(slide: SlideContent, language: MaterialLanguage): string[] {
  const notes = slide.notes.flatMap((note) => splitSentences(note, language));
  // a table's cells ("Online applications with risk of some harm from fraud, hacking; some risks") are no points
  const cells = findTableCells(slide.bullets);
  return [...getContentBullets(slide).filter((bullet) => !cells.has(normalizeCell(bullet))), ...notes]
    .filter((point) => !/[:,;–-]$/u.test(point) && !point.includes('?'))
    .map((point) => point.replace(/[.!]+$/u, '').trim())
    .filter((point) => {
      const words = countWords(point);
      // a statement opens on a capital (a lower-case bullet continues the one before); "Ex. …" lists examples
      if (
        words < 4 ||
        words > 30 ||
        !/^[\p{Lu}\p{N}“"(]/u.test(point) ||
        /^(?:ex|e\.g|i\.e|z\.b|p\.ex)\.?\s/iu.test(point) ||
        /[<>{}=]|https?:|www\./u.test(point)
      )
        return false;
      return !speaksInPerson(point, language) && !pointsAtMedium(point, language) && !startsWithFiller(point, language);
    });
}

/** Whether a title can be an answer: words, not a bare number, symbol or function word, nor a question. */
function isTitleAnswer(title: string, language: MaterialLanguage): boolean {
  return /\p{L}{3}/u.test(title) && !/[?]$/u.test(title) && !isFunctionWord(title.toLowerCase(), language);
}

interface SlideTopic {
  slide: SlideContent;
  concept: string;
  stems: Set<string>;
  points: string[];
}

/** The other slides' titles nearest this one, none repeating the answer or each other. */
function pickSiblingTitles(
  topics: SlideTopic[],
  topic: SlideTopic,
  count: number,
  seed: string,
  language: MaterialLanguage,
): string[] {
  const random = createRandom(seed);
  const chosen: SlideTopic[] = [];
  const others = topics
    .filter((other) => other !== topic && isTitleAnswer(other.concept, language))
    .map((other) => ({ other, order: Math.abs(other.slide.slide - topic.slide.slide) + random() * 3 }))
    .sort((a, b) => a.order - b.order);
  for (const { other } of others) {
    if (chosen.length >= count) break;
    if (
      [topic, ...chosen].some(
        (taken) =>
          taken.concept.toLowerCase() === other.concept.toLowerCase() || jaccard(taken.stems, other.stems) >= 0.5,
      )
    )
      continue;
    chosen.push(other);
  }
  return chosen.map((other) => other.concept);
}

/**
 * One question per content slide, of the requested deck-question types in turn (multiple choice,
 * true/false), the other type where a slide cannot give its turn's (too few distinct sibling
 * titles for the options); true/false statements alternate true and false.
 */
export function buildSlideQuestions(
  analysis: DocumentAnalysis,
  questionLanguage: QuestionLanguage,
  types: readonly ('multiple_choice' | 'true_false')[],
): Ranked<GeneratedQuestion>[] {
  if (types.length === 0) return [];
  const templates = getTemplates(questionLanguage);
  const language = analysis.language;
  const quote = (text: string): string => fillTemplate(templates.quoted, { term: text });
  const slides = listContentSlides(analysis);
  const topics: SlideTopic[] = slides.map((slide) => {
    const concept = getConceptTitle(slide.title);
    return { slide, concept, stems: getStemSet(analysis, concept), points: getSlidePoints(slide, language) };
  });
  // a point said on two slides belongs to neither
  const seen = new Map<string, number>();
  for (const topic of topics)
    for (const point of new Set(topic.points.map((item) => item.toLowerCase())))
      seen.set(point, (seen.get(point) ?? 0) + 1);
  const questions: Ranked<GeneratedQuestion>[] = [];
  let falseTurn = false;
  topics.forEach((topic, index) => {
    // a point that names its own title gives the answer away
    const points = topic.points.filter(
      (point) =>
        seen.get(point.toLowerCase()) === 1 && ![...topic.stems].every((stem) => getStemSet(analysis, point).has(stem)),
    );
    if (points.length === 0) return;
    const source = { sourceChunkId: analysis.chunks[topic.slide.chunkIndex]!.id };
    const where = fillTemplate(templates.onSlide, { slide: topic.slide.slide });
    const rank = {
      score: 10 + 1 / topic.slide.slide,
      chunkIndex: topic.slide.chunkIndex,
      sentenceIndex: -topic.slide.slide,
      answerKey: `slide:${topic.slide.slide}`,
    };
    const turn = types[index % types.length]!;
    for (const type of [turn, ...types.filter((other) => other !== turn)]) {
      if (type === 'multiple_choice') {
        const point = points[0]!;
        if (!isTitleAnswer(topic.concept, language)) continue;
        const distractors = pickSiblingTitles(topics, topic, OPTION_COUNT - 1, point, language);
        if (distractors.length < 2) continue;
        const random = createRandom(`slide:${point}`);
        const correctIndex = Math.floor(random() * (distractors.length + 1));
        const options = [...distractors];
        options.splice(correctIndex, 0, topic.concept);
        questions.push({
          ...rank,
          item: {
            type: 'multiple_choice',
            prompt: `${templates.whichSlide} ${quote(point)}`,
            options,
            correctIndex,
            explanation: `${fillTemplate(templates.answerIs, { answer: topic.concept })} ${fillTemplate(templates.sourceSays, { quote: point })} ${where}`,
            ...source,
          },
          text: `${topic.concept} ${point}`,
        });
        return;
      }
      // true/false: another point than the multiple choice's where the slide has one
      const point = points[points.length > 1 ? 1 : 0]!;
      const [wrong] = falseTurn ? pickSiblingTitles(topics, topic, 1, `tf:${point}`, language) : [];
      const isTrue = wrong === undefined;
      // after a true statement the next one is made false (when a sibling title allows it)
      falseTurn = isTrue;
      const verdict = isTrue
        ? templates.statementTrue
        : fillTemplate(templates.slidePointFalse, { answer: topic.concept, wrong });
      questions.push({
        ...rank,
        item: {
          type: 'true_false',
          prompt: `${templates.trueOrFalse} ${fillTemplate(templates.slidePoint, { point, term: isTrue ? topic.concept : wrong })}`,
          answer: isTrue,
          explanation: `${verdict} ${fillTemplate(templates.sourceSays, { quote: point })} ${where}`,
          ...source,
        },
        text: `${topic.concept} ${point}`,
      });
      return;
    }
  });
  return questions;
}
