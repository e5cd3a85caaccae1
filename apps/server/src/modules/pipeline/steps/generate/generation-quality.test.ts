import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Chunk } from '@mnemo/contracts/material';
import { parseCloze, renderClozeBack } from '@mnemo/domain/cloze';
import type { MaterialLanguage, QuestionLanguage } from '@mnemo/domain/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../../ai/ai.provider.ts';
import { analyzeMaterial } from '../../../ai/local/analyze-material.ts';
import { isClaimSentence, listDefinedTerms } from '../../../ai/local/generate-questions.ts';
import { createLocalProvider } from '../../../ai/local/local.provider.ts';
import { isFunctionWord } from '../../../ai/local/nlp/language.ts';
import { pointsAtMedium, speaksInPerson, startsWithFiller } from '../../../ai/local/nlp/speech.ts';
import { QUESTION_TEMPLATES } from '../../../ai/local/question-templates.ts';
import { findSections } from '../../../ai/local/sections.ts';
import { listContentSlides } from '../../../ai/local/slide-items.ts';
import { getYieldFloor } from '../../../ai/local/study-set.ts';
import { normalizeForDuplicates } from '../../../ai/traceability.ts';
import { readMaterialFile } from '../../read-material-file.ts';
import { extractPdf } from '../extract/extract-pdf.ts';
import { fixturePath, readFixture } from '../extract/testing/fixtures.ts';
import { buildPdfWithOutline, layOutPages, type PdfBookmark } from '../extract/testing/outline-pdf.ts';
import { generateExercises } from './generate-exercises.ts';

const provider = createLocalProvider();

type QuestionTypes = Parameters<typeof generateExercises>[2]['questionTypes'];
const EVERY_TYPE: QuestionTypes = ['multiple_choice', 'true_false', 'open_ended'];

/** what a generation gave, read (never changed) by every test that asks for the same one */
interface Generation {
  chunks: Chunk[];
  outline: Awaited<ReturnType<typeof readMaterialFile>>['outline'];
  material: Awaited<ReturnType<typeof generateExercises>>;
}
const generations = new Map<string, Promise<Generation>>();

/**
 * A material read and generated on the path an upload takes: once per file, question language and
 * types, shared by the tests that read it (the local provider is deterministic, so a second run
 * would give the same items; generating each again took most of this file's time).
 */
function generateOnce(path: string, questionLanguage: QuestionLanguage = 'en', questionTypes = EVERY_TYPE) {
  const key = JSON.stringify([path, questionLanguage, questionTypes]);
  let generation = generations.get(key);
  if (!generation) {
    generation = (async () => {
      const { chunks, outline } = await readMaterialFile(path);
      const material = await generateExercises(provider, chunks, { questionTypes, questionLanguage, outline });
      return { chunks, outline, material };
    })();
    generations.set(key, generation);
  }
  return generation;
}

/**
 * The closed types a material owes (ADR 115): multiple choice where it defines at least four terms
 * (an answer and three sibling options), for its options are defined terms only; true/false where
 * it defines a term or states a claim about one.
 */
function getOwedClosedTypes(chunks: Chunk[], outline?: Parameters<typeof analyzeMaterial>[2]): string[] {
  const analysis = analyzeMaterial(chunks, undefined, outline);
  const owed: string[] = [];
  if (listDefinedTerms(analysis).length >= 4) owed.push('multiple_choice');
  if (
    listDefinedTerms(analysis).length > 0 ||
    analysis.sentences.some((sentence) => isClaimSentence(analysis, sentence))
  )
    owed.push('true_false');
  return owed;
}

describe.each(['textbook-chapter-10p.pdf', 'research-paper-15p.pdf'])('generation from %s', (file) => {
  generateBeforeTests(() => fixturePath(`documents/${file}`));
  it('keeps at least its floor of items (one per two pages), multiple choice and true/false among them, traceable and without duplicates', async () => {
    const {
      chunks,
      outline,
      material: { flashcards, questions },
    } = await generateOnce(fixturePath(`documents/${file}`));
    const ids = new Set(chunks.map((chunk) => chunk.id));
    const floor = getYieldFloor(analyzeMaterial(chunks, undefined, outline));
    expect(floor).toBeGreaterThan(0);
    expect(flashcards.length + questions.length).toBeGreaterThanOrEqual(floor);
    expect(flashcards.length).toBeGreaterThan(0);
    for (const type of getOwedClosedTypes(chunks, outline))
      expect(
        questions.some((question) => question.type === type),
        type,
      ).toBe(true);
    for (const item of [...flashcards, ...questions]) expect(ids.has(item.sourceChunkId!)).toBe(true);
    expect(new Set(flashcards.map((card) => normalizeForDuplicates(card.front))).size).toBe(flashcards.length);
    expect(new Set(questions.map((question) => normalizeForDuplicates(question.prompt))).size).toBe(questions.length);
    const trueFalse = questions.filter((question) => question.type === 'true_false');
    const falseShare =
      trueFalse.filter((question) => question.type === 'true_false' && !question.answer).length / trueFalse.length;
    // false only by a sibling defined term swapped into a definition (ADR 115): fewer than half, never none where
    // the material defines siblings
    if (getOwedClosedTypes(chunks, outline).includes('multiple_choice')) expect(falseShare).toBeGreaterThan(0);
    expect(falseShare).toBeLessThan(0.8);
  });
});

/*
 * The issue-12 measures, per material, on the path an upload takes (extract → chunkPassages →
 * generateExercises): no front built on speech, no blank on a bare symbol, number or function
 * word, no repeated front, and every content slide of a deck covered.
 */

interface Item {
  kind: string;
  front: string;
  answer: string | null;
  sourceChunkId: string | null;
}

/** The material's own sentence inside a front (the template words around it, in the question language, removed). */
function getStatement(front: string, questionLanguage: QuestionLanguage = 'en'): string {
  const templates = QUESTION_TEMPLATES[questionLanguage];
  for (const prefix of [
    templates.fillBlank,
    templates.completeStatement,
    templates.trueOrFalse,
    templates.whichTerm,
    templates.whichSlide,
  ]) {
    if (front.startsWith(prefix))
      return front
        .slice(prefix.length)
        .trim()
        .replace(/^[“«„]\s*|\s*[”»“]$/gu, '');
  }
  for (const template of Object.values(templates)) {
    // {{term}} and its forms with an article ({{theTerm}}, {{deTerm}}, {{quotedTerm}}, …)
    if (!/\{\{\w*[tT]erm\}\}/u.test(template)) continue;
    const escaped = template
      .split(/\{\{\w*[tT]erm\}\}/u)
      .map((part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+)');
    const match = new RegExp(`^${escaped}$`, 'u').exec(front);
    if (match) return match[1]!;
  }
  return front;
}

function toItems(
  material: {
    flashcards: { front: string; back: string; sourceChunkId: string | null; clozeText?: string | null }[];
    questions: GeneratedQuestion[];
  },
  questionLanguage: QuestionLanguage = 'en',
): Item[] {
  const fillBlank = QUESTION_TEMPLATES[questionLanguage].fillBlank;
  return [
    ...material.flashcards.map((card) => {
      // a blank on a key term comes as a cloze note (ADR 127): measured as the blank it is
      const deletion = card.clozeText ? parseCloze(card.clozeText).find((d) => d.ordinal === 1) : undefined;
      if (card.clozeText && deletion)
        return {
          kind: 'card',
          front: `${fillBlank} ${renderClozeBack(card.clozeText.slice(0, deletion.start), 1)}_____${renderClozeBack(card.clozeText.slice(deletion.end), 1)}`,
          answer: deletion.answer,
          sourceChunkId: card.sourceChunkId,
        };
      return {
        kind: 'card',
        front: card.front,
        answer: card.front.startsWith(fillBlank) ? card.back : null,
        sourceChunkId: card.sourceChunkId,
      };
    }),
    ...material.questions.map((question) => ({
      kind: question.type,
      front: question.prompt,
      answer: question.type === 'multiple_choice' ? (question.options[question.correctIndex] ?? null) : null,
      sourceChunkId: question.sourceChunkId,
    })),
  ];
}

const SYMBOLS =
  /^(?:[a-z]|pi|theta|alpha|beta|gamma|delta|lambda|sigma|omega|phi|minus|plus|times|equals|squared|dx|dy)$/iu;

/** What the issue forbids in any item, with the offending items listed. */
function findOffences(
  items: Item[],
  language: MaterialLanguage = 'en',
  questionLanguage: QuestionLanguage = 'en',
): { speech: Item[]; badAnswers: Item[]; duplicates: string[] } {
  const speech = items.filter((item) => {
    const statement = getStatement(item.front, questionLanguage);
    return (
      startsWithFiller(statement, language) ||
      speaksInPerson(statement, language) ||
      pointsAtMedium(statement, language)
    );
  });
  const badAnswers = items.filter((item) => {
    if (item.answer === null) return false;
    const answer = item.answer.trim();
    return (
      answer.replace(/[^\p{L}\p{N}]/gu, '').length <= 2 ||
      /^[\p{N}\s.,%*^+-]+$/u.test(answer) ||
      SYMBOLS.test(answer) ||
      isFunctionWord(answer.toLowerCase(), language)
    );
  });
  const seen = new Map<string, number>();
  for (const item of items) {
    const key = `${item.kind === 'card' ? 'card' : 'question'}:${normalizeForDuplicates(item.front)}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const duplicates = [...seen].filter(([, count]) => count > 1).map(([key]) => key);
  return { speech, badAnswers, duplicates };
}

/**
 * Generates a material before the tests of a block that read it, in a hook (the shared fixture of
 * those tests: a long book takes a while on a loaded machine), once for the whole file.
 */
function generateBeforeTests(path: () => string, questionLanguage?: QuestionLanguage, questionTypes?: QuestionTypes) {
  beforeAll(async () => {
    await generateOnce(path(), questionLanguage, questionTypes);
  });
}

const textbook = (): string => fixturePath('documents/textbook-120p.pdf');

async function generateFrom(
  path: string,
  questionLanguage: QuestionLanguage = 'en',
): Promise<{ chunks: Chunk[]; items: Item[]; summary: string; keyConcepts: string[] }> {
  const { chunks, material } = await generateOnce(path, questionLanguage);
  return {
    chunks,
    items: toItems(material, questionLanguage),
    summary: material.summary,
    keyConcepts: material.keyConcepts,
  };
}

interface Cue {
  text: string;
  start: number;
  duration: number;
}

let lectureVttPath: string | undefined;

/** The recitation's real caption cues as a WebVTT file (the timed, spoken shape), written once. */
function writeLectureVtt(): string {
  lectureVttPath ??= writeLectureVttFile();
  return lectureVttPath;
}

function writeLectureVttFile(): string {
  const { segments } = JSON.parse(readFileSync(fixturePath('transcripts/lecture-captions.json'), 'utf8')) as {
    segments: Cue[];
  };
  const stamp = (seconds: number): string => new Date(Math.round(seconds * 1000)).toISOString().slice(11, 23);
  const body = segments
    .map((cue) => `${stamp(cue.start)} --> ${stamp(cue.start + cue.duration)}\n${cue.text}`)
    .join('\n\n');
  const path = join(mkdtempSync(join(tmpdir(), 'mnemo-vtt-')), 'lecture.vtt');
  writeFileSync(path, `WEBVTT\n\n${body}\n`);
  return path;
}

/*
 * sample-show.pptx may give nothing: its one content slide is titled "This is the second slide" and
 * its points are chatter ("They’re fun, aren’t they?"); a title that points at itself names nothing
 * (ADR 136), so its key-points card, the only item it gave, is refused.
 */
describe.each<[string, () => string, boolean]>([
  ['lecture captions pasted as text', () => fixturePath('transcripts/lecture-captions.txt'), false],
  ['lecture captions as a WebVTT file', writeLectureVtt, false],
  ['sample-show.pptx', () => fixturePath('documents/sample-show.pptx'), true],
  ['lecture-deck-23-slides.pptx', () => fixturePath('documents/lecture-deck-23-slides.pptx'), false],
  ['textbook-chapter-10p.pdf', () => fixturePath('documents/textbook-chapter-10p.pdf'), false],
  ['research-paper-15p.pdf', () => fixturePath('documents/research-paper-15p.pdf'), false],
])('items from %s', (_name, getPath, mayBeEmpty) => {
  it('are not built on speech, never blank a bare symbol, number or function word, and never repeat a front', async () => {
    const { items } = await generateFrom(getPath());
    if (!mayBeEmpty) expect(items.length).toBeGreaterThan(0);
    const offences = findOffences(items);
    expect(offences.speech).toEqual([]);
    expect(offences.badAnswers).toEqual([]);
    expect(offences.duplicates).toEqual([]);
  });
});

/*
 * The recitation speaks 81 of its 99 sentences in the first or second person; rewritten into the
 * third person ("we want to use Green's theorem to find an area" → "Green's theorem can be used
 * to find an area"), about fourteen clean statements remain, on half a dozen concepts (Green's
 * theorem, area, region, cycloid, maximum height, closed curve); those that also stand on their
 * own (no "that region" pointing back) and name a term the recitation comes back to are kept, each
 * checked for speech by the test above. "The maximum height is reached at theta equal pi because …"
 * names "maximum height" once and leaves the cycloid unsaid: readers discarded it (the labelled set),
 * and it gives no item (ADR 172).
 */
describe.each([
  ['pasted as text', () => fixturePath('transcripts/lecture-captions.txt')],
  ['as a WebVTT file', writeLectureVtt],
])('a spoken lecture %s', (_name, getPath) => {
  it("gives questions of the types it owes from the speaker's claims, rewritten in the third person", async () => {
    const { chunks, items } = await generateFrom(getPath());
    const listing = items.map((item) => `${item.kind}: ${item.front}`).join('\n');
    // no count fixed in advance: speech keeps only the claims that pass the learner's rules, short of its
    // floor (one item per 450 spoken words) when the lecture gives no more (ADR 134; study-set.test.ts
    // bounds the shortfall); the lecture's standalone claim below is among them
    expect(items.length, listing).toBeGreaterThan(0);
    for (const type of getOwedClosedTypes(chunks))
      expect(
        items.some((item) => item.kind === type),
        `${type}\n${listing}`,
      ).toBe(true);
    expect(
      items.some((item) => /can be used to find the (?:area|_____)/u.test(item.front)),
      listing,
    ).toBe(true);
    expect(
      items.some((item) => item.answer === 'maximum height' || /The maximum height /u.test(item.front)),
      listing,
    ).toBe(false);
  });
});

describe('a spoken lecture', () => {
  it('gives a summary that does not open with a filler or talk to the audience, and key concepts that are not phrases of speech', async () => {
    const { summary, keyConcepts } = await generateFrom(fixturePath('transcripts/lecture-captions.txt'));
    const first = summary.split(/(?<=[.!?])\s/u)[0] ?? '';
    // a lecture's composed opening names it ("This lecture is about …", ADR 098); what follows must not talk to the audience
    const stated = first.replace(/^This lecture is about /u, '');
    expect(startsWithFiller(stated, 'en') || speaksInPerson(stated, 'en') || pointsAtMedium(stated, 'en'), first).toBe(
      false,
    );
    expect(first, first).toContain("Green's theorem");
    expect(keyConcepts).toContain("Green's theorem");
    for (const concept of keyConcepts)
      expect(/^(?:come back|little bit|going|thing|stuff)$/iu.test(concept), concept).toBe(false);
  });
});

describe('a spoken lecture, summarised', () => {
  it('lists its topics after the overview, in the order spoken, each named once by a concept', async () => {
    const { summary } = await generateFrom(fixturePath('transcripts/lecture-captions.txt'));
    const transcript = readFileSync(fixturePath('transcripts/lecture-captions.txt'), 'utf8').toLowerCase();
    const topics = summary
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => line.slice(2));
    expect(topics.length, summary).toBeGreaterThanOrEqual(3);
    expect(new Set(topics.map((topic) => topic.toLowerCase())).size).toBe(topics.length);
    // read by hand: the recitation opens on Green's theorem, then the region, then the curve around it
    expect(topics[0]).toBe("Green's theorem");
    const firstSaid = topics.map((topic) => transcript.indexOf(topic.toLowerCase()));
    expect(
      firstSaid.every((at) => at >= 0),
      topics.join(', '),
    ).toBe(true);
    expect(firstSaid, topics.join(', ')).toEqual([...firstSaid].sort((a, b) => a - b));
    for (const topic of topics)
      expect(/^(?:come back|little bit|going|thing|stuff|picture|video)$/iu.test(topic), topic).toBe(false);
  });
});

describe('a real 23-slide lecture deck', () => {
  // read by hand: 1 is the title slide, 12 and 15 are a title over a diagram, 20 is seeded
  // questions and answers, 22 a list of links, 23 discussion notes
  const CONTENT_SLIDES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 16, 17, 18, 19, 21];

  it('gives at least one item per two content slides, none on the title or links slides', async () => {
    const { chunks, items } = await generateFrom(fixturePath('documents/lecture-deck-23-slides.pptx'));
    const slideOf = new Map(chunks.map((chunk) => [chunk.id, chunk.slide]));
    const perSlide = new Map<number, number>();
    for (const item of items) {
      const slide = slideOf.get(item.sourceChunkId ?? '') ?? 0;
      perSlide.set(slide, (perSlide.get(slide) ?? 0) + 1);
    }
    const onContent = CONTENT_SLIDES.reduce((sum, slide) => sum + (perSlide.get(slide) ?? 0), 0);
    expect(onContent).toBeGreaterThanOrEqual(Math.ceil(CONTENT_SLIDES.length / 2));
    expect([1, 22].filter((slide) => perSlide.has(slide))).toEqual([]);
  });
});

describe.each(['sample-show.pptx', 'lecture-deck-23-slides.pptx'])('questions on the deck %s', (file) => {
  it('never test the layout of the slides (which topic a point belongs to), by the rules of every item', async () => {
    const { chunks, items } = await generateFrom(fixturePath(`documents/${file}`));
    const slideOf = new Map(chunks.map((chunk) => [chunk.id, chunk.slide]));
    const questions = items.filter((item) => item.kind !== 'card');
    const listing = questions
      .map(
        (item) => `${item.kind} (slide ${slideOf.get(item.sourceChunkId ?? '')}): ${item.front} → ${item.answer ?? ''}`,
      )
      .join('\n');
    const templates = QUESTION_TEMPLATES.en;
    const layout = new RegExp(
      `^${templates.trueOrFalse.replace('?', '\\?')} “.+” is one of the key points of “.+”\\.$`,
      'u',
    );
    expect(
      questions.filter((item) => item.front.startsWith(templates.whichSlide) || layout.test(item.front)),
      listing,
    ).toEqual([]);
    const offences = findOffences(items);
    expect(offences.speech, listing).toEqual([]);
    expect(offences.badAnswers, listing).toEqual([]);
    expect(offences.duplicates, listing).toEqual([]);
  });
});

describe('a 120-page textbook', () => {
  generateBeforeTests(textbook);
  it('gives a summary with an overview of its chapters, then one line per chapter naming it, opening with a sentence that stands alone', async () => {
    const { summary, chunks } = await generateFrom(textbook());
    const chapters = [
      'The way of the program',
      'Variables, expressions and statements',
      'Functions',
      'Case study: interface design',
      'Conditionals and recursion',
      'Fruitful functions',
      'Iteration',
      'Strings',
      'Case study: word play',
      'Lists',
    ];
    const lines = summary.split('\n');
    chapters.forEach((title, index) =>
      expect(
        lines.some((line) => line.startsWith(`Chapter ${index + 1}. ${title}`)),
        title,
      ).toBe(true),
    );
    const first = summary.split(/(?<=[.!?])\s/u)[0] ?? '';
    expect(
      /^(?:it|this|that|these|they|he|she|however|so|but|and|the first|the second|in other words|for example)\b/iu.test(
        first,
      ),
      first,
    ).toBe(false);
    // the overview comes from the chapters, not from the preface, the contributor list or the contents before them
    const [firstChapter] = findSections(analyzeMaterial(chunks));
    const frontMatter = chunks
      .slice(0, firstChapter!.fromChunk)
      .map((chunk) => chunk.text.replace(/\s+/gu, ' '))
      .join(' ');
    const overview = summary.split('\n\n')[0]!.split(/(?<=[.!?])\s/u);
    for (const sentence of overview)
      expect(frontMatter.includes(sentence), `overview sentence from the front matter: ${sentence}`).toBe(false);
    // nor an exercise's instruction
    expect(summary).not.toMatch(/(?:^|\s)As an exercise\b/u);
  });
});

describe('a 120-page textbook, its summary', () => {
  generateBeforeTests(textbook);
  it('states what the book teaches, not the walk through one worked example and its values, in the overview and on each chapter line', async () => {
    const { summary } = await generateFrom(textbook());
    // read by hand: "The return value (2) is multiplied by n, which is 3, and the result, 6, becomes …" (chapter 6),
    // "The length of the word is 6, so the last time the loop runs is when i is 4, …" (chapter 9)
    const concreteValues =
      /\p{L} \(\d+\)|\p{L}, \d+,|\bwhich is \d|\bthe result,? \d|\b(?:is|equals) \d+(?:,| so\b)|\bas an example\b/gu;
    const sentences = summary
      .split('\n')
      .flatMap((line) => line.replace(/^Chapter \d+\. [^:]+: /u, '').split(/(?<=[.!?])\s/u));
    const examples = sentences.filter(
      (sentence) => (sentence.match(concreteValues) ?? []).length >= 2 || /\bas an example\b/u.test(sentence),
    );
    expect(examples, summary).toEqual([]);
  });
});

describe('a 120-page textbook, its definition cards', () => {
  generateBeforeTests(textbook, 'en', ['open_ended']);
  it('ask what a term is only where the book defines it in general, not what it is in one example', async () => {
    const {
      material: { flashcards },
    } = await generateOnce(textbook(), 'en', ['open_ended']);
    const definitions = flashcards.filter((card) => /^What (?:is|are) /u.test(card.front));
    const listing = definitions.map((card) => `${card.front} → ${card.back}`).join('\n');
    expect(
      definitions.some(
        (card) =>
          card.front === 'What is the Python interpreter?' &&
          card.back === 'A program that reads and executes Python code.',
      ),
      listing,
    ).toBe(true);
    // "The return value is the distance represented by a floating-point value": the return value of the distance function
    // in one example; "The empty string is an example of a special case": an instance
    const instances = definitions.filter(
      (card) => (/^What is the /u.test(card.front) && /^The /u.test(card.back)) || /^An? example of\b/u.test(card.back),
    );
    expect(
      instances.map((card) => `${card.front} → ${card.back}`),
      listing,
    ).toEqual([]);
  });
});

describe('a 120-page textbook, its definition answers', () => {
  generateBeforeTests(textbook, 'en', ['open_ended']);
  it('stand on their own and define the term asked, never another term, a cut-off clause or what the learner cannot see', async () => {
    const {
      material: { flashcards },
    } = await generateOnce(textbook(), 'en', ['open_ended']);
    const definitions = flashcards.filter((card) => /^What (?:is|are) /u.test(card.front));
    const listing = definitions.map((card) => `${card.front} → ${card.back}`).join('\n');
    // read by hand: "What is decrement? → Updating a variable by adding 1 is called an increment; subtracting 1" (the
    // definition of increment, cut at the semicolon) and "What are compound statements? → Statements like this"
    const pointing = definitions.filter((card) =>
      /\b(?:like|as) (?:this|these|those)\b|\bthe (?:following|above)\b|\b(?:above|below)\.?$|^(?:this|these|those|such)\b/iu.test(
        card.back,
      ),
    );
    const otherTerm = definitions.filter((card) => /\b(?:is|are) called\b/u.test(card.back));
    const cutOff = definitions.filter((card) => /;\s*(?:\S+\s+)?\S+$/u.test(card.back));
    expect(
      [...pointing, ...otherTerm, ...cutOff].map((card) => `${card.front} → ${card.back}`),
      listing,
    ).toEqual([]);
    // an instance or a judgement ("What is understanding natural language? → A good example.") says nothing of what the term is
    const judgements = definitions.filter((card) =>
      /^An? (?:good|great|nice|useful) (?:example|way|idea)\b/u.test(card.back),
    );
    expect(
      judgements.map((card) => `${card.front} → ${card.back}`),
      listing,
    ).toEqual([]);
  });
});

describe('a 120-page textbook, its front matter', () => {
  generateBeforeTests(textbook);
  it('gives no card or question from the title pages, preface, contributor list or contents before the first chapter', async () => {
    const { chunks, items } = await generateFrom(textbook());
    const [firstChapter] = findSections(analyzeMaterial(chunks));
    // read by hand: chapter 1 opens on page 21 ("Chapter 1 The way of the program"), after 20 pages of front matter
    expect(chunks[firstChapter!.fromChunk]!.page).toBe(21);
    const frontChunks = new Set(chunks.slice(0, firstChapter!.fromChunk).map((chunk) => chunk.id));
    const fromFront = items.filter((item) => frontChunks.has(item.sourceChunkId ?? ''));
    expect(fromFront.map((item) => `${item.kind}: ${item.front}`)).toEqual([]);
    expect(items.length).toBeGreaterThanOrEqual(60);
  });
});

describe('a 120-page textbook, chapter by chapter', () => {
  generateBeforeTests(textbook);
  it('spreads cards and questions over its chapters by their length (each within ⅓–1.5× its share)', async () => {
    const { chunks, items } = await generateFrom(textbook());
    const sections = findSections(analyzeMaterial(chunks));
    expect(sections.length).toBe(10);
    const chunkIndex = new Map(chunks.map((chunk, index) => [chunk.id, index]));
    const words = sections.map((section) =>
      chunks.slice(section.fromChunk, section.toChunk).reduce((sum, chunk) => sum + chunk.text.split(/\s+/u).length, 0),
    );
    const total = words.reduce((sum, count) => sum + count, 0);
    const rows = sections.map((section, index) => {
      const count = items.filter((item) => {
        const at = chunkIndex.get(item.sourceChunkId ?? '') ?? -1;
        return at >= section.fromChunk && at < section.toChunk;
      }).length;
      return { title: section.title, share: (words[index]! / total) * items.length, count };
    });
    const listing = rows.map((row) => `${row.title}: ${row.count} items, share ${row.share.toFixed(1)}`).join('\n');
    // precision first (ADR 056): a chapter of code and worked examples keeps fewer items than its
    // length alone would owe it, but never fewer than a third of its share
    for (const row of rows) {
      expect(row.count, listing).toBeGreaterThanOrEqual(Math.floor(row.share / 3));
      expect(row.count, listing).toBeLessThanOrEqual(Math.ceil(row.share * 1.5));
    }
  });
});

/*
 * A PDF with bookmarks (none of the fixtures has any): chapter 1 of Think Python
 * (textbook-chapter-10p.pdf, pages 3–10) laid out again, each section from a new page, its
 * running headers and the exercises (which give no items by design) left out, with a bookmark
 * for the chapter and one under it per section. Its text shows no heading the text-based
 * detection reads ("1.1. What is a program?" is neither a chapter nor a top-level number), so
 * the sections can only come from the bookmarks.
 */
async function writeBookmarkedChapter(): Promise<{ path: string; sections: string[] }> {
  const { passages } = await extractPdf(readFixture('documents/textbook-chapter-10p.pdf'));
  const lines = passages
    .filter((passage) => (passage.page ?? 0) >= 3)
    .flatMap((passage) => passage.text.split('\n'))
    .filter((line) => !/^\d+ Chapter 1\. The way of the program$/u.test(line) && !/^1\.\d\. .+ \d+$/u.test(line));
  const parts: { title: string | null; paragraphs: string[] }[] = [{ title: null, paragraphs: [] }];
  for (const line of lines) {
    const heading = /^1\.(\d)\. (.+)$/u.exec(line);
    if (heading) parts.push({ title: heading[2]!, paragraphs: [line] });
    else parts.at(-1)!.paragraphs.push(line);
  }
  const kept = parts.filter((part) => part.title !== 'Exercises');
  const pages: string[][] = [];
  const bookmarks: PdfBookmark[] = [];
  for (const part of kept) {
    // a blank line stays a paragraph break; lines inside a paragraph are joined again
    const paragraphs = part.paragraphs
      .join('\n')
      .split(/\n{2,}/u)
      .map((paragraph) => paragraph.replace(/\n/gu, ' '));
    if (part.title !== null)
      bookmarks.push({ title: part.title, page: pages.length + 1, isNamed: bookmarks.length % 2 === 1 });
    pages.push(...layOutPages(paragraphs));
  }
  const pdf = buildPdfWithOutline(
    pages,
    [{ title: 'Chapter 1. The way of the program', page: 1, children: bookmarks }],
    { title: 'Think Python, chapter 1' },
  );
  const path = join(mkdtempSync(join(tmpdir(), 'mnemo-outline-')), 'chapter-with-bookmarks.pdf');
  writeFileSync(path, pdf);
  return { path, sections: bookmarks.map((bookmark) => bookmark.title) };
}

describe('a PDF with bookmarks', () => {
  it('takes its sections from the bookmarks, names each in the summary, and spreads cards and questions over them by length', async () => {
    const { path, sections: titles } = await writeBookmarkedChapter();
    expect(titles).toEqual([
      'What is a program?',
      'Running Python',
      'The first program',
      'Arithmetic operators',
      'Values and types',
      'Formal and natural languages',
      'Debugging',
      'Glossary',
    ]);
    const { outline } = await readMaterialFile(path);
    const { chunks, items, summary } = await generateFrom(path);
    // the chapter is one top-level bookmark: its sections are the level below
    expect(findSections(analyzeMaterial(chunks, undefined, outline)).map((section) => section.title)).toEqual(titles);
    // without its bookmarks the same text shows no sections: they come from the outline
    expect(findSections(analyzeMaterial(chunks))).toEqual([]);

    const summaryLines = summary.split('\n');
    for (const title of titles)
      expect(
        summaryLines.some((line) => line.startsWith(title)),
        `${title}\n${summary}`,
      ).toBe(true);
    const offences = findOffences(items);
    expect(offences.speech).toEqual([]);
    expect(offences.badAnswers).toEqual([]);
    expect(offences.duplicates).toEqual([]);

    const sections = findSections(analyzeMaterial(chunks, undefined, outline));
    const chunkIndex = new Map(chunks.map((chunk, index) => [chunk.id, index]));
    const words = (from: number, to: number): number =>
      chunks.slice(from, to).reduce((sum, chunk) => sum + chunk.text.split(/\s+/u).length, 0);
    const total = words(0, chunks.length);
    const rows = sections.map((section) => {
      const count = items.filter((item) => {
        const at = chunkIndex.get(item.sourceChunkId ?? '') ?? -1;
        return at >= section.fromChunk && at < section.toChunk;
      }).length;
      return { title: section.title, share: (words(section.fromChunk, section.toChunk) / total) * items.length, count };
    });
    const listing = rows.map((row) => `${row.title}: ${row.count} items, share ${row.share.toFixed(1)}`).join('\n');
    // a section whose share is under one and a half items may give none, when none of its items passes
    // (the chapter's "Debugging" blanked "programming" in "programming errors are called bugs"); one at most
    expect(rows.filter((row) => row.count === 0 && row.share < 1.5).length, listing).toBeLessThanOrEqual(1);
    for (const row of rows) {
      expect(row.count, listing).toBeGreaterThanOrEqual(row.share < 1.5 ? 0 : Math.max(1, Math.floor(row.share / 3)));
      // no count is fixed, so a glossary, which defines a term per line, gives what it defines
      if (row.title !== 'Glossary') expect(row.count, listing).toBeLessThanOrEqual(Math.ceil(row.share * 1.5));
    }
  });
});

describe('slide decks', () => {
  it("summarise the content slides' titles, not the title slide or the links slide", async () => {
    const { summary } = await generateFrom(fixturePath('documents/lecture-deck-23-slides.pptx'));
    expect(summary).toContain('- Password Entropy');
    expect(summary).toContain('- Foundational Assumption');
    // the deck's title may name its subject in the opening (ADR 098), but the title slide is no item of the list
    expect(summary).not.toMatch(/^- Government-University Identity Management Opportunities/mu);
    expect(summary).not.toContain('www.cio.gov');
  });
});

describe.each(['lecture-deck-23-slides.pptx', 'sample-show.pptx'])('the slide deck %s', (file) => {
  it("names each slide's title apart from what the slide says, in its summary and its items, never glued into one sentence", async () => {
    const { chunks, items, summary } = await generateFrom(fixturePath(`documents/${file}`));
    const titles = listContentSlides(analyzeMaterial(chunks)).map((slide) => slide.title.replace(/[\s*:;,]+$/u, ''));
    expect(titles.length).toBeGreaterThanOrEqual(2);
    // "Foundational Assumption Government online services shall trust …": the title run into its first bullet
    const glued = (text: string): string[] =>
      titles.filter((title) =>
        new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[*]*\\s+\\p{L}`, 'u').test(text),
      );
    const lines = summary.split('\n');
    expect(
      lines.filter((line) => glued(line).length > 0),
      summary,
    ).toEqual([]);
    // a content slide that says something is named on a line of its own, what it says after the
    // title and a colon (a dash after a question); a bare title is a heading, not a summary line
    // (ADR 117), so most slides, not all, have a line
    const named = titles.filter((title) =>
      lines.some(
        (line) => line.startsWith(`- ${title}: `) || (/[?!]$/u.test(title) && line.startsWith(`- ${title} — `)),
      ),
    );
    expect(named.length, summary).toBeGreaterThanOrEqual(titles.length / 2);
    for (const title of titles) expect(lines, summary).not.toContain(`- ${title}`);
    expect(
      lines.some((line) => /^- [^:]+: \p{Lu}.*[.!?]$/u.test(line)),
      summary,
    ).toBe(true);
    expect(
      items.filter((item) => glued(getStatement(item.front)).length > 0).map((item) => `${item.kind}: ${item.front}`),
    ).toEqual([]);
  });
});

describe('a textbook chapter, its summary', () => {
  it('holds no sentence leaning on the one before it, contracted or not', async () => {
    const { summary } = await generateFrom(fixturePath('documents/textbook-chapter-10p.pdf'));
    // read by hand: "That’s why this chapter is called, “The way of the program”." (what "that" is was said before it)
    const leaning = summary
      .split(/\n+|(?<=[.!?])\s/u)
      .filter((sentence) => /^(?:that|this|it|these|they)(?:['’](?:s|re))?\s/iu.test(sentence));
    expect(leaning, summary).toEqual([]);
  });
});

describe('a research paper, its references', () => {
  it('gives no summary sentence, card or question from its reference list, whose heading the PDF runs into the first entry', async () => {
    const { chunks, items, summary } = await generateFrom(fixturePath('documents/research-paper-15p.pdf'));
    // read by hand: "References Amina Adadi and Mohammed Berrada. 2018. Peeking inside the black-box: …" on page 9;
    // the summary held "Exploring the effectiveness of question for neural short answer scoring system." (a cited title)
    // and a card "What are transformers? → State-of-the-art natural language processing."
    // the list runs from there to the appendix ("A German Length Statistics", page 13)
    const text = chunks.map((chunk) => chunk.text.replace(/\s+/gu, ' ')).join(' ');
    const from = text.indexOf('References Amina Adadi');
    const to = text.indexOf('A German Length Statistics');
    expect(from).toBeGreaterThan(0);
    expect(to).toBeGreaterThan(from);
    const references = text.slice(from, to);
    const cited = (sentence: string): boolean => sentence.length > 20 && references.includes(sentence);
    const sentences = summary.split(/\n+|(?<=[.!?])\s/u);
    expect(sentences.filter(cited), summary).toEqual([]);
    const fromReferences = items.filter((item) =>
      cited(getStatement(item.front).replace(/_____/u, item.answer ?? '_____')),
    );
    expect(fromReferences.map((item) => `${item.kind}: ${item.front}`)).toEqual([]);
  });
});

describe('a slide deck with tables', () => {
  it("builds no summary line, card or question from a table's cells", async () => {
    const { chunks, items, summary } = await generateFrom(fixturePath('documents/lecture-deck-23-slides.pptx'));
    // read by hand: slides 4 and 5 lay out the four levels of assurance as a grid, a row each
    // ("Online applications with risk of some harm from fraud, hacking; some risks") beside boxes "Level 1" … "Level 4"
    const rows = chunks
      .filter((chunk) => chunk.slide === 4 || chunk.slide === 5)
      .flatMap((chunk) => chunk.text.split('\n'))
      .filter((line) => line.includes('; '));
    expect(rows.length).toBe(8);
    const holdsRow = (text: string): boolean => rows.some((row) => text.includes(row));
    expect(summary.split('\n').filter(holdsRow), summary).toEqual([]);
    // the slide's card lists what the slide shows; no other item quotes a row or blanks a word in one
    const quoting = items.filter(
      (item) =>
        !/^What are the key points of\b/u.test(item.front) &&
        holdsRow(getStatement(item.front).replace(/_____/u, item.answer ?? '_____')),
    );
    expect(quoting.map((item) => `${item.kind}: ${item.front}`)).toEqual([]);
  });
});

describe.each(['sample-show.pptx', 'lecture-deck-23-slides.pptx'])('the key concepts of the slide deck %s', (file) => {
  it("are never a label of the deck's parts, and name its content slides' terms first", async () => {
    const { chunks, keyConcepts } = await generateFrom(fixturePath(`documents/${file}`));
    // read by hand: sample-show.pptx's only key concept was "Notes" (from "I am the notes of the first slide")
    const labels = keyConcepts.filter((concept) =>
      /^(?:(?:speaker )?notes?|slides?(?: \d+)?|\d+(?:st|nd|rd|th)? slide|agenda|outline|questions?\??|thank you|thanks|references|title|subtitle)$/iu.test(
        concept,
      ),
    );
    expect(labels, keyConcepts.join(', ')).toEqual([]);
    const titles = listContentSlides(analyzeMaterial(chunks)).map((slide) => slide.title.toLowerCase());
    if (file === 'lecture-deck-23-slides.pptx')
      expect(
        titles.some((title) => title.includes(keyConcepts[0]!.toLowerCase())),
        `${keyConcepts.join(', ')}\n${titles.join('\n')}`,
      ).toBe(true);
  });
});

describe('material in Portuguese (Pense em Python, chapter 1)', () => {
  const path = (): string => fixturePath('texts/pense-em-python-cap1-pt.md');

  it('with questions in Portuguese: definition cards and clozes in Portuguese, with the same rules as English', async () => {
    const { items, keyConcepts } = await generateFrom(path(), 'pt');
    // its blanks on everyday words ("pessoas", "cientistas", "problemas", "linguagem") are no cards (ADR 122)
    expect(items.filter((item) => item.kind === 'card').length).toBeGreaterThanOrEqual(6);
    const offences = findOffences(items, 'pt', 'pt');
    expect(offences.speech).toEqual([]);
    expect(offences.badAnswers).toEqual([]);
    expect(offences.duplicates).toEqual([]);
    expect(items.some((item) => item.front === 'O que é um programa?')).toBe(true);
    expect(keyConcepts).toContain('Resolução de problemas');
  });

  it('with questions in English: English question words around the Portuguese terms, quoted', async () => {
    const { items } = await generateFrom(path(), 'en');
    const cards = items.filter((item) => item.kind === 'card');
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(cards.some((item) => item.front === 'What is «programa»?' || item.front === 'What is “programa”?')).toBe(
      true,
    );
    expect(items.every((item) => !/^(?:O que|Complete a lacuna|Que opção|Verdadeiro ou falso)/u.test(item.front))).toBe(
      true,
    );
    expect(findOffences(items, 'pt').duplicates).toEqual([]);
  });
});

/*
 * Real material in the other languages (issue 12 item 6): one openly licensed text each (origin
 * and licence in test/fixtures/README.md), with the same rules as English. The phrases listed
 * were read by hand in each text: they address the reader (pro-drop verb forms and imperatives
 * included), and no front may hold them; the generic words and verbs listed may never be an answer.
 */
const OTHER_LANGUAGES = [
  {
    language: 'es' as const,
    file: 'texts/fopp-introduccion-es.md',
    // 6 before ADR 154: one was a blank on "Python es un ejemplo de …" (an example, discarded by readers), and with it
    // gone the section trim (study-set.ts, 1.5× a section's share) takes two cards of the other section; the floor is 2
    minItems: 3,
    addressing: ['aprenda a analizar', 'recuerde que', 'haces esto'],
    notAnswers: ['cosa', 'forma', 'parte', 'ejemplo', 'gente', 'ejecuta'],
    definitionFront: '¿Qué son los tokens?',
    definedTerm: 'tokens',
    englishFront: 'What are “tokens”?',
  },
  {
    language: 'de' as const,
    file: 'texts/grundkurs-python3-einfuehrung-de.md',
    minItems: 5,
    addressing: ['Mit diesen wird'],
    notAnswers: ['Art', 'Teil', 'Beispiel', 'Sache', 'Beim Aufruf'],
    definitionFront: 'Was ist Python?',
    definedTerm: 'Python',
    englishFront: 'What is “Python”?',
  },
  {
    language: 'fr' as const,
    file: 'texts/cours-python-variables-fr.md',
    // 8 before ADR 135: its true/false items are all true (no sibling to swap), and beyond the floor only as many as
    // keep two in five false are asked
    minItems: 6,
    addressing: ['vous', 'Vous', 'Notez', 'Retenez', 'Remarquez', 'évitez', 'testez', 'Nous avons', 'nous avons'],
    notAnswers: ['choses', 'cas', 'sorte', 'fois', 'manière', 'nature'],
    definitionFront: 'Qu’est-ce qu’une variable ?',
    definedTerm: 'variable',
    englishFront: 'What is “variable”?',
  },
  {
    language: 'it' as const,
    file: 'texts/python-doesnt-byte-variabili-it.md',
    // 3 before ADR 135 (see the French text)
    minItems: 2,
    addressing: ['puoi immaginare', 'Puoi immaginare', 'Nella mia cantina', 'devi avere', 'quando disfi', 'Evita l'],
    notAnswers: ['cosa', 'modo', 'esempio', 'tipo', 'puoi immaginare'],
    definitionFront: null,
    definedTerm: null,
    englishFront: null,
  },
];

describe.each(OTHER_LANGUAGES)(
  'material in $language',
  ({ language, file, minItems, addressing, notAnswers, definitionFront, definedTerm, englishFront }) => {
    const check = (items: Item[], questionLanguage: QuestionLanguage): void => {
      const listing = items.map((item) => `${item.kind}: ${item.front} → ${item.answer ?? ''}`).join('\n');
      const offences = findOffences(items, language, questionLanguage);
      expect(offences.speech, listing).toEqual([]);
      expect(offences.badAnswers, listing).toEqual([]);
      expect(offences.duplicates, listing).toEqual([]);
      expect(
        items.filter((item) => addressing.some((phrase) => item.front.includes(phrase))),
        listing,
      ).toEqual([]);
      expect(
        items.filter(
          (item) =>
            item.answer !== null && notAnswers.some((word) => item.answer!.toLowerCase() === word.toLowerCase()),
        ),
        listing,
      ).toEqual([]);
      // an answer never carries an elided article ("l'ambiguïté", "un'area"): the blank starts after it
      expect(
        items.filter((item) => item.answer !== null && /^(?:l|un|d)['’]/iu.test(item.answer)),
        listing,
      ).toEqual([]);
    };

    it(`with questions in ${language}: cards, clozes and questions by the same rules as English`, async () => {
      const { chunks, items } = await generateFrom(fixturePath(file), language);
      // no count fixed in advance: at least the floor (a page counted as 350 words), cards among them
      expect(items.length, items.map((item) => item.front).join('\n')).toBeGreaterThanOrEqual(
        Math.max(minItems, getYieldFloor(analyzeMaterial(chunks))),
      );
      expect(items.some((item) => item.kind === 'card')).toBe(true);
      for (const type of getOwedClosedTypes(chunks))
        expect(
          items.some((item) => item.kind === type),
          type,
        ).toBe(true);
      check(items, language);
      // the defined term is asked as a definition: a card, or an open question (which one takes the sentence depends on the turn)
      if (definitionFront)
        expect(
          items
            .filter(
              (item) =>
                item.front === definitionFront || (item.kind === 'open_ended' && item.front.includes(definedTerm!)),
            )
            .map((item) => item.front),
          items.map((item) => item.front).join('\n'),
        ).not.toEqual([]);
    });

    it('with questions in English: English question words around the terms, by the same rules', async () => {
      const { chunks, items } = await generateFrom(fixturePath(file), 'en');
      expect(items.length).toBeGreaterThanOrEqual(Math.max(minItems, getYieldFloor(analyzeMaterial(chunks))));
      check(items, 'en');
      const templates = QUESTION_TEMPLATES[language];
      expect(
        items.filter((item) =>
          [templates.fillBlank, templates.completeStatement, templates.trueOrFalse].some((prefix) =>
            item.front.startsWith(prefix),
          ),
        ),
      ).toEqual([]);
      if (englishFront)
        expect(
          items
            .filter(
              (item) =>
                item.front === englishFront || (item.kind === 'open_ended' && item.front.includes(`“${definedTerm!}”`)),
            )
            .map((item) => item.front),
          items.map((item) => item.front).join('\n'),
        ).not.toEqual([]);
    });
  },
);
