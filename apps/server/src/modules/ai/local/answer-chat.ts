import type { ChatPlace, Citation } from '@mnemo/contracts/material';
import type { Locale, MaterialLanguage } from '@mnemo/domain/languages';
import { countTokens } from 'gpt-tokenizer';
import type { ChatEvent, ChatFocus, FocusTerm, RetrievedPassage } from '../ai.provider.ts';
import { cleanSentence } from './analyze-material.ts';
import { frame } from './chat-framing.ts';
import { getGenericWords } from './nlp/function-words.ts';
import { detectLanguage, isFunctionWord, splitWords } from './nlp/language.ts';
import { isDefining } from './nlp/defining.ts';
import {
  analyzeQuestion,
  asksPrice,
  detectAnswerType,
  findNames,
  holdsAnswerType,
  holdsPrice,
  withLetterBoundaries,
  type AnswerType,
} from './nlp/question.ts';
import { BlockSplitter, splitSentences, type TextBlock } from './nlp/segment.ts';
import { createTermMatcher, getNamingKeys, getWordKeys, matchTerm } from './nlp/word-keys.ts';
import { getEnglishPos, getEnglishSynsets } from './nlp/wordnet.ts';

/**
 * Share of the question's weighted content words the best sentence must hold to answer: more
 * when the question is in another language than the material (its words are translations, some
 * of them of another sense).
 */
const MIN_COVERAGE = 0.3;
const MIN_COVERAGE_ACROSS_LANGUAGES = 0.45;
/** Share of the question's weight the material lacks altogether past which it is refused. */
const MAX_ABSENT = 0.45;
/** The same share for a question one of whose names the material does not write (ADRs 099, 160). */
const MAX_ABSENT_NAMED = 0.3;
/** Share of a "how" question's weight one passage must hold more than: the action and what it acts on, together. */
const MIN_HOW_PASSAGE_COVERAGE = 0.5;
const MAX_SENTENCES = 4;
const MAX_CODE_CHARS = 600;

function withBoundaries(patterns: Record<MaterialLanguage, RegExp>): Record<MaterialLanguage, RegExp> {
  return Object.fromEntries(
    Object.entries(patterns).map(([language, pattern]) => [language, withLetterBoundaries(pattern)]),
  ) as Record<MaterialLanguage, RegExp>;
}

/**
 * Sentences that give a reason, per language (for "why" questions): a conjunction or a phrase of
 * cause or purpose ("because (of)", "since", "due to", "owing to", "so that", "in order to"; "visto
 * que", "graças a", "a fin de", "étant donné que", "siccome", "wegen", "um … zu").
 */
const REASONS: Record<MaterialLanguage, RegExp> = withBoundaries({
  en: /\b(?:because|since|so that|so as to|therefore|thus|hence|the reason|this is why|that is why|in order (?:to|for)|so you|which means|to avoid|otherwise|as a result|due to|owing to|thanks to|on account of|given that|for (?:\p{L}+ )?reasons?|the (?:goal|aim|purpose) (?:is|was))\b/iu,
  pt: /\b(?:porque|pois|uma vez que|já que|visto que|dado que|portanto|por isso|a razão|para que|de modo a|de forma a|a fim de|caso contrário|devido a|graças a|por causa d[eoa]s?|por (?:razões|motivos)|o objetivo (?:é|era))\b/iu,
  es: /\b(?:porque|ya que|puesto que|dado que|visto que|por lo tanto|por eso|la razón|para que|de modo que|a fin de|con el fin de|de lo contrario|debido a|gracias a|a causa de|por causa de|por (?:razones|motivos)|el objetivo (?:es|era))\b/iu,
  fr: /\b(?:parce que|car|puisque|étant donné que|vu que|donc|c['’]est pourquoi|la raison|pour que|afin de|afin que|de sorte que|sinon|en raison de|à cause de|grâce à|du fait de|pour des raisons|le but (?:est|était))\b/iu,
  it: /\b(?:perché|poiché|siccome|dato che|visto che|dal momento che|quindi|per questo|la ragione|affinché|in modo da|al fine di|altrimenti|a causa di|grazie a|per via di|per (?:ragioni|motivi)|lo scopo (?:è|era))\b/iu,
  de: /\b(?:weil|da|denn|deshalb|daher|deswegen|der grund|damit|sodass|so dass|sonst|aufgrund|wegen|dank|infolge|aus (?:\p{L}+ )?gründen|um (?:\p{L}+ ){1,6}zu|das ziel (?:ist|war))\b/iu,
});

/**
 * A clause of cause opened by "as" / "como" / "comme" / "come" ("As a single author may not
 * suffice, the draft is discussed …", "… were common as the annotators did not consider …"): the
 * word opens the sentence before a comma, or a clause whose subject a verb follows. Not the "as"
 * of a comparison or an example ("such as the …", "as we saw", "as shown in").
 */
const CAUSAL_AS: Record<MaterialLanguage, RegExp | null> = {
  en: withLetterBoundaries(
    /^as (?!(?:well|such|shown|seen|described|mentioned|noted|discussed|expected|explained|illustrated|follows|before|above|below|usual|far|long|soon|much|many|an? (?:example|result|rule)|for|in|of|with|to|part|we (?:saw|have seen|will see|mentioned|discussed|said))\b)[^,]{3,160},|(?<!\b(?:such|same|so|as|just|twice|much|well)\s)\bas (?:it|they|this|these|those|we|he|she|there|the|its|their|our|most|many|some|no) (?:\p{L}+[’']?\p{L}* ){0,3}(?:is|are|was|were|has|have|had|did|does|do|can|cannot|could|may|might|must|will|would|should|\p{L}+ed)\b/iu,
  ),
  pt: withLetterBoundaries(
    /^como (?!(?:vimos|já|se (?:vê|viu)|referido|mencionado|mostrado|descrito|exemplo|por exemplo)\b)[^,]{3,160},/iu,
  ),
  es: withLetterBoundaries(
    /^como (?!(?:vimos|ya|se (?:ve|vio)|hemos visto|mencionamos|dijimos|ejemplo|por ejemplo)\b)[^,]{3,160},/iu,
  ),
  fr: withLetterBoundaries(
    /^comme (?!(?:nous l['’]avons vu|on l['’]a vu|indiqué|mentionné|décrit|exemple|par exemple)\b)[^,]{3,160},/iu,
  ),
  it: withLetterBoundaries(
    /^come (?!(?:abbiamo visto|visto|detto|già|esempio|per esempio|descritto|mostrato)\b)[^,]{3,160},/iu,
  ),
  de: null,
};

/** Whether a sentence gives a reason (for "why" questions). */
export function givesReason(text: string, language: MaterialLanguage): boolean {
  return REASONS[language].test(text) || (CAUSAL_AS[language]?.test(text) ?? false);
}

/**
 * Sentences that open with a consequence of what the sentence before them says ("For this reason,
 * …", "Por isso, …"): the reason they give is the one before them, not the sentence that follows.
 */
const CONSEQUENCE: Record<MaterialLanguage, RegExp> = withBoundaries({
  en: /^(?:for (?:this|that|these|those) reasons?|therefore|thus|hence|so|consequently|as a result|that is why|this is why)\b/iu,
  pt: /^(?:por (?:esta|essa|estas|essas) (?:razão|razões)|por isso|portanto|assim|consequentemente|como resultado)\b/iu,
  es: /^(?:por (?:esta|esa|estas|esas) (?:razón|razones)|por (?:eso|ello|lo tanto)|así|en consecuencia|como resultado)\b/iu,
  fr: /^(?:pour (?:cette|ces) raisons?|c['’]est pourquoi|donc|ainsi|par conséquent)\b/iu,
  it: /^(?:per (?:questo|questa ragione|questo motivo)|quindi|perciò|pertanto|di conseguenza)\b/iu,
  de: /^(?:aus diesem grund|deshalb|daher|deswegen|somit|folglich)\b/iu,
});

/**
 * A sentence that goes on about the previous one's subject ("The game was played on …" after
 * "Super Bowl 50 was …"): it opens with a pronoun or a determiner that points back.
 */
const CONTINUES: Record<MaterialLanguage, RegExp> = withBoundaries({
  en: /^(?:it|its|this|these|that|those|they|their|he|his|she|her|the (?:same|latter|former|\p{L}+ (?:was|were|had))|such)\b/iu,
  pt: /^(?:ele|ela|eles|elas|este|esta|estes|estas|esse|essa|isto|isso|o seu|a sua|tal)\b/iu,
  es: /^(?:él|ella|ellos|ellas|este|esta|estos|estas|ese|esa|esto|eso|su|sus|tal)\b/iu,
  fr: /^(?:il|elle|ils|elles|ce|cet|cette|ces|cela|ceci|son|sa|ses|leur|leurs)\b/iu,
  it: /^(?:esso|essa|essi|esse|egli|ella|questo|questa|questi|queste|quel|quello|quella|ciò|il suo|la sua)\b/iu,
  de: /^(?:er|sie|es|dieser|diese|dieses|sein|seine|ihr|ihre|dies)\b/iu,
});
/** Openings that go on from the sentence before ("Other influential spokesmen included …"), per language. */
const GOES_ON: Record<MaterialLanguage, RegExp> = withBoundaries({
  en: /^(?:other|another|also|however|but|yet|instead|similarly|likewise|besides|in addition)\b/iu,
  pt: /^(?:outr[oa]s?|também|porém|mas|contudo|no entanto|além disso)\b/iu,
  es: /^(?:otr[oa]s?|también|pero|sin embargo|además)\b/iu,
  fr: /^(?:d['’]autres|un autre|une autre|aussi|mais|cependant|toutefois|de plus)\b/iu,
  it: /^(?:altr[oaie]|anche|ma|però|tuttavia|inoltre)\b/iu,
  de: /^(?:andere|anderen|auch|aber|jedoch|außerdem)\b/iu,
});
/** Whether a sentence speaks of what the one before it says: it opens so, or after a short opening phrase. */
function pointsBack(text: string, language: MaterialLanguage): boolean {
  if (CONTINUES[language].test(text) || GOES_ON[language].test(text)) return true;
  // "Traveling to Fort Le Boeuf, he threatened …": a pronoun after an opening phrase
  const afterOpening = /^[^,;:.]{1,60},\s*(.+)$/u.exec(text)?.[1];
  return afterOpening !== undefined && CONTINUES[language].test(afterOpening);
}

/** How much of the previous sentence's coverage a continuing sentence carries. */
const CARRIED = 0.6;
/** How many sentences after the best one a "how" answer brings (the steps it announces). */
const STEPS_AFTER = 2;
/** How far from the best sentence one that holds the expected answer is looked for. */
const NEIGHBOURS = 2;
/**
 * How much more a sentence weighs per share of the question's weight it says with a synonym
 * ("stop" / halt, "begin" / start, "show" / display): said otherwise, the question's word
 * is still there. It only ranks sentences that match the question's own words; whether the material
 * treats the question is still read on its own words (ADR 149).
 */
const SYNONYM_BONUS = 0.5;
/** How many of a word's commonest senses (per part of speech) a synonym must share one of. */
const SYNONYM_SENSES = 3;
const synsetCache = new Map<string, string[]>();
/** An English word's commonest senses, cached. */
function sensesOf(word: string): string[] {
  let senses = synsetCache.get(word);
  if (!senses) {
    senses = getEnglishSynsets(word, SYNONYM_SENSES);
    if (synsetCache.size > 50_000) synsetCache.clear();
    synsetCache.set(word, senses);
  }
  return senses;
}

/** How much a sentence that gives a reason weighs more for a "why" question. */
const REASON_FACTOR = 1.4;
/** How much a sentence that holds what a factual question expects (a date for "when") weighs more. */
const ANSWER_TYPE_FACTOR = 1.35;

interface ScoredSentence {
  text: string;
  passage: RetrievedPassage;
  /** where it sits among all sentences of the passages (reading order) */
  position: number;
  blockIndex: number;
  coverage: number;
  relevance: number;
  sides: Set<number>;
  /** the first sentence after a heading: another section's, which no sentence before it goes on into */
  opensSection: boolean;
}

/** A citation of a passage, quoting the sentence used. */
export function toCitation(
  passage:
    | RetrievedPassage
    | {
        id: string;
        documentId: string;
        page: number | null;
        slide: number | null;
        startMs: number | null;
        endMs: number | null;
        speaker: string | null;
      },
  quote: string,
): Citation {
  return {
    chunkId: passage.id,
    documentId: passage.documentId,
    quote,
    page: passage.page,
    slide: passage.slide,
    startMs: passage.startMs,
    endMs: passage.endMs,
    speaker: passage.speaker,
  };
}

/** The focus the provider reads itself when retrieval gave none: every content word weighs the same. */
function readFocus(question: string, language: MaterialLanguage): ChatFocus {
  const analysis = analyzeQuestion(question, language);
  const words =
    analysis.words.length > 0
      ? analysis.words
      : splitWords(question.toLowerCase()).filter((word) => !isFunctionWord(word, language));
  const generic = getGenericWords(language);
  return {
    kind: analysis.kind,
    language,
    places: [],
    terms: words.map((word) => ({
      word,
      forms: [word],
      weight: generic.has(word) ? 0.35 : 1,
      isInMaterial: true,
      side:
        analysis.sides.findIndex((side) => side.includes(word)) >= 0
          ? analysis.sides.findIndex((side) => side.includes(word))
          : null,
      start: null,
    })),
  };
}

/** The largest share of the question's weight one passage holds. */
function passageCoverage(passages: RetrievedPassage[], focus: ChatFocus): number {
  const totalWeight = focus.terms.reduce((sum, term) => sum + term.weight, 0);
  if (totalWeight === 0) return 0;
  let best = 0;
  for (const passage of passages) {
    if (passage.isContext) continue;
    const language = detectLanguage(passage.text, focus.language);
    const words = splitWords(passage.text).map((word) => word.toLowerCase());
    const keys = new Set(words.flatMap((word) => getWordKeys(word, language)));
    const matched = focus.terms.reduce(
      (sum, term) => sum + term.weight * matchTerm(createTermMatcher(term.forms, language, term.start), keys, words),
      0,
    );
    best = Math.max(best, matched / totalWeight);
  }
  return best;
}

/**
 * Each passage's blocks. The splitter carries what it read from one chunk to the next (a list of
 * references or exercises goes on in the next chunk), so passages are split in their document's
 * order, and one that does not follow the passage before starts afresh: split in the ranking's
 * order, the references of a paper ranked first made the introduction ranked after them references
 * too (ADR 141).
 */
function splitInReadingOrder(passages: RetrievedPassage[]): Map<RetrievedPassage, TextBlock[]> {
  const fullText = passages.map((passage) => passage.text).join('\n');
  const blocks = new Map<RetrievedPassage, TextBlock[]>();
  let splitter = new BlockSplitter(fullText);
  let previous: RetrievedPassage | null = null;
  // a chunk read only as context is split by itself: what it would carry into a retrieved passage (a list
  // of exercises going on) is read less surely than the passage's own text
  for (const passage of passages)
    if (passage.isContext)
      blocks.set(passage, new BlockSplitter(fullText).split(passage.text, passages.indexOf(passage)));
  const reading = passages
    .filter((passage) => !passage.isContext)
    .sort((a, b) => a.documentId.localeCompare(b.documentId) || a.order - b.order);
  for (const passage of reading) {
    if (previous && !(previous.documentId === passage.documentId && previous.order + 1 === passage.order))
      splitter = new BlockSplitter(fullText);
    blocks.set(passage, splitter.split(passage.text, passages.indexOf(passage)));
    previous = passage;
  }
  return blocks;
}

/**
 * A page's running header rather than a section's heading: it ends or opens with the page's number
 * ("2.6. SISTEMA DE COORDENADAS CILÍNDRICAS 25", "30 Cálculo Numérico"), or is all capitals.
 */
function isRunningHeader(text: string): boolean {
  const line = text.trim();
  return (
    /\p{L}.*\s\d+$/u.test(line) || /^\d+\s+\p{L}/u.test(line) || (/\p{Lu}{3}/u.test(line) && !/\p{Ll}/u.test(line))
  );
}

function scoreSentences(
  passages: RetrievedPassage[],
  focus: ChatFocus,
  language: MaterialLanguage,
  answerType: AnswerType | null,
): { sentences: ScoredSentence[]; codeAfter: Map<string, string>; all: ScoredSentence[] } {
  const matchers = focus.terms.map((term) => createTermMatcher(term.forms, language, term.start));
  // the senses of each term's English forms, for the synonyms an English text says it with
  const termSenses = focus.terms.map((term) =>
    language === 'en' ? new Set(term.forms.filter((form) => !form.includes(' ')).flatMap(sensesOf)) : new Set<string>(),
  );
  const termKeys = matchers.map(getNamingKeys);
  const totalWeight = focus.terms.reduce((sum, term) => sum + term.weight, 0);
  const maxScore = Math.max(1e-9, ...passages.map((passage) => passage.score));
  const blocksOf = splitInReadingOrder(passages);
  const sentences: ScoredSentence[] = [];
  /** every sentence, matched or not, in reading order (for the neighbours of the best one) */
  const all: ScoredSentence[] = [];
  /** the first code block after a sentence, by "passage:position" */
  const codeAfter = new Map<string, string>();
  let position = 0;
  passages.forEach((passage, passageRank) => {
    const rankFactor = 0.75 + 0.25 * (passage.score / maxScore) - Math.min(0.15, passageRank * 0.02);
    let sentenceInSection = 0;
    const pendingCode: ScoredSentence[] = [];
    let afterHeading = false;
    /** how strongly the heading just read holds each term: the section's first sentence is about what it names */
    let headingStrengths: number[] | null = null;
    blocksOf.get(passage)!.forEach((block, blockIndex) => {
      if (block.kind === 'heading') {
        afterHeading = true;
        // not a page's running header ("2.6. SISTEMA DE COORDENADAS CILÍNDRICAS 25"): the text after it goes on from the page before
        const headingWords = splitWords(block.text).map((word) => word.toLowerCase());
        const headingKeys = new Set(headingWords.flatMap((word) => getWordKeys(word, language)));
        headingStrengths = isRunningHeader(block.text)
          ? null
          : matchers.map((matcher) => matchTerm(matcher, headingKeys, headingWords));
      }
      if (block.kind === 'code') {
        for (const sentence of pendingCode.splice(0))
          codeAfter.set(`${sentence.passage.id}:${sentence.position}`, block.text);
        return;
      }
      if (block.kind === 'heading' || block.kind === 'reference') return;
      let previousMatched = 0;
      for (const raw of splitSentences(block.text, language)) {
        position += 1;
        sentenceInSection += 1;
        const text = cleanSentence(raw);
        // a line of a table of contents names a subject without treating it
        if (/(?:\.\s?){5,}/u.test(text)) continue;
        const words = splitWords(text);
        all.push({
          text,
          passage,
          position,
          blockIndex,
          coverage: 0,
          relevance: 0,
          sides: new Set(),
          opensSection: afterHeading,
        });
        afterHeading = false;
        // a chunk beside a retrieved one is read only to go on from a retrieved sentence
        if (passage.isContext) continue;
        const lowerWords = words.map((word) => word.toLowerCase());
        const keys = new Set(lowerWords.flatMap((word) => getWordKeys(word, language)));
        let matched = 0;
        const sides = new Set<number>();
        let paraphrased = 0;
        const opening = all.at(-1)!.opensSection ? headingStrengths : null;
        headingStrengths = null;
        focus.terms.forEach((term, index) => {
          const strength = Math.max(matchTerm(matchers[index]!, keys, lowerWords), opening?.[index] ?? 0);
          if (strength === 0) {
            const senses = termSenses[index]!;
            if (
              senses.size > 0 &&
              lowerWords.some(
                (word) => !isFunctionWord(word, language) && sensesOf(word).some((sense) => senses.has(sense)),
              )
            )
              paraphrased += term.weight;
            return;
          }
          matched += term.weight * strength;
          if (term.side !== null && strength === 1) sides.add(term.side);
        });
        // a sentence that goes on about the previous one's subject carries part of its match
        const carried = previousMatched > 0 && CONTINUES[language].test(text) ? previousMatched * CARRIED : 0;
        matched = Math.max(matched, carried);
        previousMatched = matched;
        if (matched === 0) continue;
        const coverage = totalWeight > 0 ? matched / totalWeight : 0;
        // short fragments and very long run-ons answer badly even when they match
        const lengthFactor = words.length < 5 ? 0.5 : words.length > 70 ? 0.7 : 1;
        let kindFactor = 1;
        if (focus.kind === 'define' || focus.kind === 'where') {
          if (block.kind === 'glossary' || isDefining(text, termKeys, language)) kindFactor *= 1.5;
          if (passage.section?.isStart && sentenceInSection <= 2) kindFactor *= 1.2;
        } else if (focus.kind === 'why') {
          if (givesReason(text, language)) kindFactor *= REASON_FACTOR;
        } else if (focus.kind === 'compare') {
          if (sides.size >= 2) kindFactor *= 1.4;
        } else if (focus.kind === 'how') {
          if (/:\s*$/u.test(text) || /\b(?:you can|use|using|call|type|write|run)\b/iu.test(text)) kindFactor *= 1.15;
        }
        if (answerType && holdsAnswerType(text, answerType)) kindFactor *= ANSWER_TYPE_FACTOR;
        if (block.kind === 'exercise') kindFactor *= 0.6;
        const sentence: ScoredSentence = {
          text,
          passage,
          position,
          blockIndex,
          coverage,
          relevance:
            coverage *
            lengthFactor *
            kindFactor *
            rankFactor *
            (1 + (totalWeight > 0 ? (SYNONYM_BONUS * paraphrased) / totalWeight : 0)),
          sides,
          opensSection: all.at(-1)!.opensSection,
        };
        sentences.push(sentence);
        pendingCode.push(sentence);
      }
    });
  });
  return { sentences, codeAfter, all };
}

/** "pp. 12–15" / "p. 12" in the answer's language, or nothing for material without pages. */
function describePages(place: ChatPlace, language: MaterialLanguage): string {
  if (place.pageFrom === null) return '';
  if (place.pageTo === null || place.pageTo === place.pageFrom)
    return frame(language, 'placePage', { page: place.pageFrom });
  return frame(language, 'placePages', { from: place.pageFrom, to: place.pageTo });
}

function usageOf(question: string, passages: RetrievedPassage[], text: string) {
  const promptTokens = countTokens(question) + passages.reduce((sum, passage) => sum + countTokens(passage.text), 0);
  const completionTokens = countTokens(text);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
}

/**
 * Answers a chat turn without a model (issue 22): for "where" questions the sections that treat
 * the subject; otherwise the material's sentences that answer the kind of question asked (what
 * X is, how to do it, why, X against Y), in reading order, each followed by its citation number
 * (a "how" answer brings the code shown after its sentence). The framing is written in the
 * question's language. A question whose content words the material lacks, or that no sentence
 * covers enough of, gets a plain refusal. Streams sentence by sentence.
 */
export async function* answerChatLocally(input: {
  question: string;
  passages: RetrievedPassage[];
  locale: Locale;
  focus?: ChatFocus;
  hasMaterial?: boolean;
}): AsyncGenerator<ChatEvent> {
  const { question, passages } = input;
  const focus = input.focus ?? readFocus(question, detectLanguage(question, input.locale));
  const answerLanguage = focus.language;
  const refuse = function* (key: 'notCovered' | 'noMaterial'): Generator<ChatEvent> {
    const text = frame(answerLanguage, key);
    yield { type: 'text', delta: text };
    yield { type: 'done', text, citations: [], usage: usageOf(question, passages, text), isRefusal: true };
  };
  if (!(input.hasMaterial ?? passages.length > 0)) {
    yield* refuse('noMaterial');
    return;
  }
  const totalWeight = focus.terms.reduce((sum, term) => sum + term.weight, 0);
  const absentWeight = focus.terms.filter((term) => !term.isInMaterial).reduce((sum, term) => sum + term.weight, 0);
  if (passages.length === 0 || totalWeight === 0 || absentWeight / totalWeight >= MAX_ABSENT) {
    yield* refuse('notCovered');
    return;
  }
  // "who painted the Gioconda", "the distance from Lisbon to London": when the material does not write the
  // names a question holds, or one of them though it writes another ("London"), and misses a fair share of
  // its words, it does not treat its subject (ADR 160); an English word WordNet knows as an adjective
  // ("British", "French") says of what kind, it names nothing, so it is not missed so
  const names = new Set(findNames(question, answerLanguage));
  const namedTerms = focus.terms.filter((term) => names.has(term.word));
  // nor does an acronym ("TV", "UK"), which the material may write out ("television")
  const acronyms = new Set(
    splitWords(question)
      .filter((word) => /^\p{Lu}{2,}$/u.test(word))
      .map((word) => word.toLowerCase()),
  );
  const isMissingName = (term: FocusTerm): boolean =>
    !term.isInMaterial && !acronyms.has(term.word) && (answerLanguage !== 'en' || !getEnglishPos(term.word).has('a'));
  if (
    namedTerms.length > 0 &&
    (namedTerms.every((term) => !term.isInMaterial) || namedTerms.some(isMissingName)) &&
    absentWeight / totalWeight >= MAX_ABSENT_NAMED
  ) {
    yield* refuse('notCovered');
    return;
  }

  // "How much does an RTX 2080 Ti cost?": a question about a price is answered only by material that states prices
  if (asksPrice(question, answerLanguage) && !passages.some((passage) => holdsPrice(passage.text))) {
    yield* refuse('notCovered');
    return;
  }
  // "How do I train for a marathon?": how to do something needs the doing and the thing in one passage
  if (focus.kind === 'how' && passageCoverage(passages, focus) <= MIN_HOW_PASSAGE_COVERAGE) {
    yield* refuse('notCovered');
    return;
  }

  if (focus.kind === 'where' && focus.places.length > 0) {
    let text = `${frame(answerLanguage, 'places')}\n`;
    yield { type: 'text', delta: text };
    for (const [index, place] of focus.places.entries()) {
      const pages = describePages(place, answerLanguage);
      const line = `\n${index + 1}. ${place.title}${pages ? ` (${pages})` : ''}`;
      text += line;
      yield { type: 'text', delta: line };
    }
    yield { type: 'done', text, citations: [], usage: usageOf(question, passages, text), isRefusal: false };
    return;
  }

  const materialLanguage = detectLanguage(
    passages
      .slice(0, 3)
      .map((passage) => passage.text)
      .join('\n'),
    answerLanguage,
  );
  const answerType = focus.kind === 'other' ? detectAnswerType(question, answerLanguage) : null;
  const { sentences, codeAfter, all } = scoreSentences(passages, focus, materialLanguage, answerType);
  const ranked = sentences.sort((a, b) => b.relevance - a.relevance);
  const best = ranked[0];
  if (!best || best.coverage < (materialLanguage === answerLanguage ? MIN_COVERAGE : MIN_COVERAGE_ACROSS_LANGUAGES)) {
    yield* refuse('notCovered');
    return;
  }
  const chosen: ScoredSentence[] = [best];
  // a comparison shows both sides
  if (focus.kind === 'compare') {
    for (const side of [0, 1]) {
      if (chosen.some((sentence) => sentence.sides.has(side))) continue;
      const other = ranked.find((sentence) => sentence.sides.has(side) && sentence.coverage >= MIN_COVERAGE * 0.5);
      if (other) chosen.push(other);
    }
  }
  for (const sentence of ranked) {
    if (chosen.length >= MAX_SENTENCES) break;
    if (chosen.some((other) => other.text === sentence.text)) continue;
    // keep only sentences close to the best one: a weak match dilutes a good answer
    if (sentence.relevance < best.relevance * 0.5) break;
    chosen.push(sentence);
  }
  // "how did they estimate …": the steps follow the sentence that announces them
  /** the sentence next to another one in its block, or across the chunk boundary when it ends its chunk */
  const nextTo = (from: ScoredSentence, step: 1 | -1): ScoredSentence | undefined => {
    const inBlock = all.find(
      (sentence) =>
        sentence.passage.id === from.passage.id &&
        sentence.blockIndex === from.blockIndex &&
        sentence.position === from.position + step,
    );
    if (inBlock) return inBlock;
    // only from the first or last sentence of its chunk (scored sentences are copies of those in `all`)
    const ownChunk = all.filter((sentence) => sentence.passage.id === from.passage.id);
    const edge = step === 1 ? ownChunk.at(-1) : ownChunk[0];
    if (edge?.position !== from.position || (step === -1 && from.opensSection)) return undefined;
    const chunk = all.filter(
      (sentence) =>
        sentence.passage.documentId === from.passage.documentId && sentence.passage.order === from.passage.order + step,
    );
    const across = step === 1 ? chunk[0] : chunk.at(-1);
    return across && !(step === 1 && across.opensSection) ? across : undefined;
  };
  /** the sentence `offset` places from another one, in its block or on across a chunk boundary (ADR 141) */
  const beside = (from: ScoredSentence, offset: number): ScoredSentence | undefined => {
    let sentence: ScoredSentence | undefined = from;
    for (let step = 0; step < Math.abs(offset) && sentence; step++) sentence = nextTo(sentence, offset > 0 ? 1 : -1);
    return sentence;
  };
  if (focus.kind === 'how') {
    for (let offset = 1; offset <= STEPS_AFTER; offset++) {
      const next = beside(best, offset);
      if (next && !chosen.some((sentence) => sentence.position === next.position)) chosen.push(next);
    }
  }
  const bring = (sentence: ScoredSentence | undefined): void => {
    if (
      sentence &&
      !chosen.some((other) => other.position === sentence.position && other.passage.id === sentence.passage.id)
    )
      chosen.push(sentence);
  };
  // "What is the WorldTree V2 dataset?": when a chosen sentence as good as the best only names the subject
  // ("The closest to our research is the WorldTree V2 dataset."), the sentences after it in its block say what it is
  if (focus.kind === 'define') {
    const namingKeys = focus.terms.map((term) =>
      getNamingKeys(createTermMatcher(term.forms, materialLanguage, term.start)),
    );
    const naming = chosen.find(
      (sentence) => sentence.coverage >= best.coverage && !isDefining(sentence.text, namingKeys, materialLanguage),
    );
    if (naming) {
      const next = beside(naming, 1);
      bring(next);
      const after = next && !isDefining(next.text, namingKeys, materialLanguage) ? beside(naming, 2) : undefined;
      // not one that turns to another subject ("Other datasets explain …")
      if (after && !GOES_ON[materialLanguage].test(after.text)) bring(after);
    }
  }
  // "Why did the authors add the question?": the sentence that states what the question asks about (the
  // claim) is the one whose reason is wanted. It is the best one unless another won only by its reason
  // word ("Since the answers are combined as input, …" elsewhere); then the claim comes too (ADR 149)
  if (focus.kind === 'why') {
    const withoutReason = (sentence: ScoredSentence): number =>
      givesReason(sentence.text, materialLanguage) ? sentence.relevance / REASON_FACTOR : sentence.relevance;
    const claim = ranked.reduce((top, sentence) => (withoutReason(sentence) > withoutReason(top) ? sentence : top));
    if (claim !== best && claim.coverage >= best.coverage) bring(claim);
    // when the claim gives no reason, the reason is beside it ("For computational reasons, …" before;
    // "… even though the question may …" after)
    if (!givesReason(claim.text, materialLanguage)) {
      // one before it that opens with a consequence ("For this reason, …") gives the reason of its own claim
      const reason = [-1, 1, -2, 2]
        .map((offset) => [offset, beside(claim, offset)] as const)
        .find(
          ([offset, sentence]) =>
            sentence !== undefined &&
            givesReason(sentence.text, materialLanguage) &&
            !(offset < 0 && CONSEQUENCE[materialLanguage].test(sentence.text)),
        )?.[1];
      bring(reason ?? beside(claim, 1));
    }
  }
  // "This is known as infinite recursion.", "Traveling to the fort, he threatened …": a best sentence that
  // points back ("this", "he", "other …") speaks of what the sentence before it says, so that one comes too
  if (pointsBack(best.text, materialLanguage)) {
    const previous = beside(best, -1);
    if (previous && !chosen.some((sentence) => sentence.position === previous.position)) chosen.push(previous);
  }
  // "When did the accident occur?", "Who annotated the data?": when no chosen sentence holds a date (a person,
  // a role), the nearest one beside the best that does, in its block or on across its chunk's edge (ADR 149)
  if (answerType && !chosen.some((sentence) => holdsAnswerType(sentence.text, answerType))) {
    const neighbour = [-1, 1, -2, 2]
      .slice(0, 2 * NEIGHBOURS)
      .map((offset) => beside(best, offset))
      .find((sentence) => sentence !== undefined && holdsAnswerType(sentence.text, answerType));
    bring(neighbour);
  }
  chosen.sort(
    (a, b) =>
      a.passage.order - b.passage.order ||
      a.passage.documentId.localeCompare(b.passage.documentId) ||
      a.position - b.position,
  );

  const citations: Citation[] = [];
  let text = `${frame(answerLanguage, 'fromMaterial')}\n\n`;
  yield { type: 'text', delta: text };
  let codeShown = false;
  for (const sentence of chosen) {
    citations.push(toCitation(sentence.passage, sentence.text));
    let delta = `${text.endsWith('\n') ? '' : text.endsWith('```') ? '\n\n' : ' '}${sentence.text} [${citations.length}]`;
    const code = codeAfter.get(`${sentence.passage.id}:${sentence.position}`);
    // "how do I …": the steps are in the code the material shows after the sentence
    if (focus.kind === 'how' && !codeShown && code && code.length <= MAX_CODE_CHARS) {
      delta += `\n\n\`\`\`\n${code}\n\`\`\``;
      codeShown = true;
    }
    text += delta;
    yield { type: 'text', delta };
  }
  yield { type: 'done', text, citations, usage: usageOf(question, passages, text), isRefusal: false };
}
