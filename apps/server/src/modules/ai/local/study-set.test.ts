import { QUESTION_TYPES } from '@mnemo/domain/languages';
import { describe, expect, it } from 'vitest';
import { loadFixtureStudySet } from './testing/fixture-study-set.ts';
import { findCardDefect, findQuestionDefect, findTextDefect, isGenericTerm } from './precision.ts';
import { QUESTION_TEMPLATES } from './question-templates.ts';
import { withoutLearnerRules } from './learner-keeps.ts';
import {
  buildStudySet,
  buildStudySetUnderRules,
  getYieldFloor,
  MAX_SHARED_QUESTION_SHARE,
  type StudySet,
} from './study-set.ts';

/*
 * The study set (issue 20 items 1–3, ADR 056) on the tuning material: real documents of each kind
 * (a 68-page set of biology notes, Spanish lecture notes, a 23-slide deck, two spoken lectures
 * with speaker turns, a textbook chapter), generated as an upload is.
 */
const FIXTURES = [
  'documents/en-biology-popgen-notes-68p.pdf',
  'documents/es-probabilidad-apuntes-41p.pdf',
  'documents/textbook-chapter-10p.pdf',
  'documents/lecture-deck-23-slides.pptx',
  'transcripts/lecture-15s21-financing-panel.vtt',
  'transcripts/lecture-8591j-fitness-landscapes.vtt',
];

const load = loadFixtureStudySet;

/** Everything a learner reads on an item, one string per item. */
function readItems(set: StudySet): string[] {
  return [
    ...set.flashcards.map((card) => `${card.front}\n${card.back}`),
    ...set.questions.map((question) =>
      [
        question.prompt,
        ...('options' in question ? question.options : []),
        ...('expectedAnswer' in question ? [question.expectedAnswer] : []),
      ].join('\n'),
    ),
  ];
}

/** Patterns the learner rubric discards, none of which a kept item may show. */
const REJECTED: [string, RegExp][] = [
  ['speaker label', /(?:^|\s)(?:PROFESSOR|AUDIENCE|[A-Z]{3,} [A-Z]{3,}):/mu],
  ['transcription marker', /\[(?:INAUDIBLE|LAUGHTER|SIDE CONVERSATIONS|\?)/iu],
  ['a speaker as a term', /^What (?:is|are) (?:PROFESSOR|AUDIENCE)\b/mu],
  [
    '"the result" / "the body" as the subject',
    /^(?:What (?:is|are)|Explain in your own words what) (?:the |a )?(?:result|body|answer|example|key quantity)\b/imu,
  ],
  [
    'a generic slide title',
    /key points of “(?:Definitions?|Introduction|Overview|Summary|Section [\d.]+|Outline|Agenda)”/iu,
  ],
  ['the layout of slides', /Which topic does this key point belong to\?|” is one of the key points of “/u],
  [
    'a statement pointing back',
    /^(?:Fill in the blank:|True or false\?|Which option completes the statement\? “) (?:This|These|Those|It|They|Let|Consider|Suppose|As before)\b/mu,
  ],
  [
    '"What does the material say about X?"',
    /^(?:What does the material say about|Describe .+ as presented in the material)/mu,
  ],
];

describe.each(FIXTURES)('the yield of %s', (file) => {
  it('meets its floor (min(⌈pages/2⌉, 60) for prose, one per two content slides, one per 450 spoken words)', async () => {
    const { analysis, set } = await load(file);
    const floor = getYieldFloor(analysis);
    expect(floor).toBeGreaterThan(0);
    expect(set.floor).toBe(floor);
    const kept = set.flashcards.length + set.questions.length;
    if (analysis.shape === 'spoken') {
      // Known shortfall (issue 20, left open): a lecture whose sentences are mostly classroom talk
      // gives fewer items than one per 450 spoken words. Speech has no reserve (ADR 134): read blind,
      // nine in ten of the items the shape checks added to a transcript were discarded (a cut sentence,
      // an aside, a claim about the talk), so a transcript short of its floor stays short. The 8.591J
      // lecture gives 3 of 18 (8 with the reserve, 13 before ADR 125), the 15.S21 panel 7 of 26 (20 with it).
      // It must still give a part of its floor, never silence.
      expect(set.rules).toBe('learner');
      expect(kept).toBeGreaterThanOrEqual(Math.ceil(floor * 0.15));
    } else expect(kept).toBeGreaterThanOrEqual(floor);
  }, 60_000);
});

describe.each(FIXTURES)('the study set of %s', (file) => {
  it('asks at most a fifth of its questions from a sentence a card or another question already uses', async () => {
    const { set } = await load(file);
    const { flashcards, questions } = set.sources;
    expect(questions).toHaveLength(set.questions.length);
    const cardSentences = new Set(flashcards);
    const shared = questions.filter(
      (sentence, index) =>
        cardSentences.has(sentence) || questions.some((other, at) => at !== index && other === sentence),
    ).length;
    expect(shared / Math.max(1, questions.length)).toBeLessThanOrEqual(MAX_SHARED_QUESTION_SHARE);
    // and no two cards share one
    expect(new Set(flashcards).size).toBe(flashcards.length);
    // nor does a true/false state a card's sentence again, under either rules (ADR 122: one fact, one item)
    const restated = set.questions.filter(
      (question, index) => question.type === 'true_false' && cardSentences.has(questions[index]!),
    );
    expect(restated.map((question) => question.prompt)).toEqual([]);
  }, 60_000);

  it('never keeps an item the rubric discards by pattern, and every kept item passes the hard checks', async () => {
    const { analysis, set } = await load(file);
    const texts = readItems(set);
    for (const [name, pattern] of REJECTED)
      expect(
        texts.filter((text) => pattern.test(text)),
        name,
      ).toEqual([]);
    const language = analysis.language;
    // every kept item passes the hard checks of its set: the learner rules (ADR 083) included, unless
    // they left the material short of its floor and the set was built with the shape checks alone
    const check = <T>(find: () => T): T => (set.rules === 'shape' ? withoutLearnerRules(find) : find());
    expect(set.flashcards.filter((card) => check(() => findCardDefect(card, analysis, language)) !== null)).toEqual([]);
    expect(
      set.questions.filter((question) => check(() => findQuestionDefect(question, analysis, language)) !== null),
    ).toEqual([]);
    if (set.rules === 'shape') {
      // the shape-only set is chosen only where the learner's rules fall short
      const strict = buildStudySetUnderRules(analysis, analysis.language, QUESTION_TYPES);
      const closedMissing = ['multiple_choice', 'true_false'].some(
        (type) => !strict.questions.some((question) => question.type === type),
      );
      expect(
        strict.flashcards.length + strict.questions.length < strict.floor ||
          strict.flashcards.length === 0 ||
          closedMissing,
        file,
      ).toBe(true);
    }
  }, 60_000);

  it('asks open questions only about concepts the material defines, the defining sentences as the expected answer', async () => {
    const { analysis, set } = await load(file);
    const templates = QUESTION_TEMPLATES[analysis.language];
    const explain = [templates.explainTerm, templates.explainTerms].map((template) => template.split('{{term}}')[0]!);
    const defining = analysis.definitions.flatMap((definition) => [
      analysis.sentences[definition.sentenceIndex]!.text,
      definition.definition,
    ]);
    for (const question of set.questions) {
      if (question.type !== 'open_ended') continue;
      expect(
        explain.some((prefix) => question.prompt.startsWith(prefix)),
        question.prompt,
      ).toBe(true);
      expect(
        defining.some((text) => question.expectedAnswer.startsWith(text)),
        question.expectedAnswer,
      ).toBe(true);
    }
  }, 60_000);
});

describe('the study set with ceilings ("Generate more")', () => {
  it('gives at most the count asked for each kind, only items that pass the hard checks', async () => {
    const { analysis } = await load('documents/textbook-chapter-10p.pdf');
    const capped = buildStudySet(analysis, 'en', ['true_false'], { flashcards: 3, questions: { true_false: 2 } });
    expect(capped.flashcards.length).toBeLessThanOrEqual(3);
    expect(capped.flashcards.length).toBeGreaterThan(0);
    expect(capped.questions.length).toBeLessThanOrEqual(2);
    expect(capped.questions.every((question) => question.type === 'true_false')).toBe(true);
    // a ceiling far above what passes gives what passes, no more
    const generous = buildStudySet(analysis, 'en', ['multiple_choice'], {
      flashcards: 1000,
      questions: { multiple_choice: 1000 },
    });
    expect(generous.flashcards.length).toBeLessThan(1000);
    expect(generous.flashcards.filter((card) => findCardDefect(card, analysis, 'en') !== null)).toEqual([]);
  }, 60_000);
});

describe('the hard checks', () => {
  it('find what needs its context, reads garbled or is off the subject', () => {
    expect(findTextDefect('The rate of this increase is proportional to the variance.', 'en')).toBe('needs-context');
    expect(findTextDefect('It depends only on the mutation rate of the population.', 'en')).toBe('needs-context');
    expect(findTextDefect('Consider a pair of relatives sharing two alleles.', 'en')).toBe('needs-context');
    expect(findTextDefect('PROFESSOR: The fitness landscape has many peaks.', 'en')).toBe('garbled');
    expect(findTextDefect('The mutation rate was [INAUDIBLE] per generation.', 'en')).toBe('garbled');
    expect(findTextDefect('This book is licensed under a Creative Commons licence.', 'en')).not.toBeNull();
    expect(findTextDefect('Genetic drift changes allele frequencies by chance in small populations.', 'en')).toBeNull();
    expect(findTextDefect('Esta propiedad se cumple para cualquier suceso.', 'es')).toBe('needs-context');
    expect(findTextDefect('La probabilidad de un suceso es un número entre cero y uno.', 'es')).toBeNull();
  });

  it('find generic subjects and slide titles that name nothing', () => {
    for (const term of [
      'the result',
      'the body',
      'a key quantity',
      'Definitions',
      'Section 1.2',
      'PROFESSOR',
      'AMIR NASHAT',
      'o resultado',
    ]) {
      expect(isGenericTerm(term, term === 'o resultado' ? 'pt' : 'en'), term).toBe(true);
    }
    for (const term of ['linkage disequilibrium', 'genetic drift', 'DNA'])
      expect(isGenericTerm(term, 'en'), term).toBe(false);
  });
});

describe('a transcript short of its floor (ADR 134)', () => {
  it.each([
    [
      'transcripts/lecture-8591j-fitness-landscapes.vtt',
      // 1:38 (the course's exams), 71:29 (a joke): items the reserve added, discarded by a reader
      [/research and education indicates/iu, /biology and the word always/iu],
    ],
    [
      'transcripts/lecture-15s21-financing-panel.vtt',
      // 3:29 (who sits on the panel), 15:45 (the teams of one story)
      [/the people on the panel represent/iu, /the teams would join/iu],
    ],
  ] as const)(
    '%s stays short rather than take the reserve’s items',
    async (file, discarded) => {
      const { set } = await load(file);
      expect(set.rules).toBe('learner');
      const texts = readItems(set);
      for (const pattern of discarded) expect(texts.filter((text) => pattern.test(text))).toEqual([]);
    },
    60_000,
  );
});
