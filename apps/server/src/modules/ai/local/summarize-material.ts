import type { MaterialLanguage } from '@mnemo/domain/languages';
import type { DocumentAnalysis, KeyPhrase } from './analyze-material.ts';
import { getAnaphoricStarts } from './nlp/function-words.ts';
import { findSpokenCut } from './nlp/speech.ts';
import { findLectureTopics } from './lecture-topics.ts';
import {
  comparesWithBefore,
  composeDefinedOpening,
  composeOpening,
  creditsOthers,
  describeBySubjects,
  findCentralTerms,
  findDocumentTitle,
  type CentralTerm,
  findMainIdea,
  isOutlineSentence,
  isSetupSentence,
  titleSubject,
  hasRunInHeading,
  opensUnclosed,
  rewritePurpose,
  type MainIdea,
} from './main-idea.ts';
import { ABSTRACT_LINE, isClassroomTalk, isStructureTitle, listTitleSubjects, statesWork } from './opening-scope.ts';
import { isGenericTerm } from './precision.ts';
import { isConceptAnswer, isNounLike } from './phrases.ts';
import { getStemSet, jaccard, selectRanked, type Ranked } from './ranking.ts';
import { type DocumentSection, findSections, isFrontMatterSection } from './sections.ts';
import { listContentSlides } from './slide-items.ts';
import { getEnglishPos } from './nlp/wordnet.ts';
import { isFunctionWord } from './nlp/language.ts';
import { isReferenceHeading } from './nlp/segment.ts';
import { findSummaryLineDefect, isLogistics, repeatsLine } from './summary-lines.ts';

export { hasRunInHeading } from './main-idea.ts';

/** Sentences in a summary: grows with the logarithm of the length (2 for a paragraph, ~10 for a book). */
export function getSummarySentenceCount(wordCount: number): number {
  return Math.max(2, Math.min(10, Math.round(Math.log2(Math.max(2, wordCount / 100)) * 1.5)));
}

const LEANING_PHRASES =
  /^(?:in other words|for (?:example|instance)|in (?:this|that|such a) case|as a result|on the other hand|in addition|noutras palavras|em outras palavras|por exemplo|nesse caso|neste caso|en otras palabras|por ejemplo|en ese caso|en d['’]autres termes|par exemple|dans ce cas|in altre parole|per esempio|ad esempio|in questo caso|mit anderen worten|zum beispiel|in diesem fall)\b/iu;

/** A sentence that is mostly a formula: math signs and one-letter symbols outweigh its words. */
function isMostlyFormula(sentence: DocumentAnalysis['sentences'][number]): boolean {
  const signs = sentence.text.match(/[\p{Sm}⇒⇔→←]/gu)?.length ?? 0;
  const symbols = sentence.tokens.filter(
    (token) => /^\p{L}[\p{N}\p{Ll}]?$/u.test(token.text) && token.text.length <= 2,
  ).length;
  return signs + symbols > sentence.tokens.length * 0.3;
}

/**
 * A sentence cut short: it ends on a function word ("… and the answer is.", "… one of which is, at
 * any given moment."), or inside a bracket it opened ("… as shown before (Falconer", ADR 124).
 */
function isCutShort(analysis: DocumentAnalysis, sentence: DocumentAnalysis['sentences'][number]): boolean {
  if (opensUnclosed(sentence.text)) return true;
  const last = sentence.tokens.at(-1)?.lower ?? '';
  return /\p{L}/u.test(last) && isFunctionWord(last, analysis.language) && !/[)"”»]$/u.test(sentence.text);
}

/** Whether a sentence can open a summary: it must not lean on something the reader has not seen. */
function canOpen(analysis: DocumentAnalysis, index: number): boolean {
  const sentence = analysis.sentences[index]!;
  if (comparesWithBefore(sentence)) return false;
  const first = sentence.tokens[0]?.lower ?? '';
  if (getAnaphoricStarts(analysis.language).has(first)) return false;
  // phrases that point back at what was said before ("In other words, …", "For example, …")
  if (LEANING_PHRASES.test(sentence.text)) return false;
  // other authors' work as its subject, a roadmap step, one example's detail, a line about the
  // document: the summary's first line says what the material itself is about (ADR 159)
  if (
    creditsOthers(sentence.text) ||
    isOutlineSentence(sentence.text) ||
    findSummaryLineDefect(sentence.text, analysis.language) !== null
  )
    return false;
  return !/^(?:the|a|o|a|el|la|le|il|der|die|das)\s+(?:first|second|third|next|last|following|previous|primeiro|segundo|próximo|último|primero|siguiente|premier|deuxième|suivant|primo|secondo|prossimo|erste|zweite|nächste|letzte)\b/iu.test(
    sentence.text,
  );
}

/**
 * The most central standalone sentences of chunks [from, to), no two saying the same thing,
 * spread over them, in reading order, the first one able to open the text.
 */
function pickSentences(analysis: DocumentAnalysis, count: number, from = 0, to = analysis.chunks.length): number[] {
  // slides: only what content slides say (not the title, thanks or questions slides)
  const slideChunks =
    analysis.shape === 'slides' ? new Set(listTaughtSlides(analysis).map((slide) => slide.chunkIndex)) : null;
  const inRange = (chunkIndex: number): boolean =>
    chunkIndex >= from && chunkIndex < to && (slideChunks === null || slideChunks.has(chunkIndex));
  let pool = analysis.sentences.filter(
    (sentence) => sentence.isStandalone && sentence.blockKind !== 'reference' && inRange(sentence.chunkIndex),
  );
  if (pool.length < count) {
    pool = analysis.sentences.filter(
      (sentence) =>
        inRange(sentence.chunkIndex) &&
        sentence.blockKind === 'paragraph' &&
        !sentence.isAddressed &&
        !sentence.isTableCell &&
        sentence.tokens.length >= 5,
    );
  }
  // a summary says what the material teaches: a walk through one example's values ("The return
  // value (2) is multiplied by n, which is 3, …") only where nothing general is left to say
  // nor one that only sets an example up ("Consider a biallelic locus where …")
  // every line is read alone (ADR 132): complete, with no logistics, connective, dangling pronoun
  // or false start — kept even where only a worked example's sentences are left to say
  // what is said aloud is a statement only when it is finished: no question to the room, false
  // start, aside or clause without its main one ("Between something that looks like an
  // exponential, …", "How is it going to scale …", ADR 166)
  const spoken = analysis.shape === 'spoken';
  const readable = pool.filter(
    (sentence) =>
      !isCutShort(analysis, sentence) &&
      !hasRunInHeading(analysis, sentence) &&
      findSummaryLineDefect(sentence.text, analysis.language) === null &&
      (!spoken || findSpokenCut(sentence.text, analysis.language) === null),
  );
  const general = readable.filter(
    (sentence) => !sentence.isWorkedExample && !isSetupSentence(sentence) && !isMostlyFormula(sentence),
  );
  if (general.length >= count) pool = general;
  // a lecture's summary is shorter rather than made of unfinished speech (ADR 166)
  else if (readable.length >= count || (spoken && readable.length > 0)) pool = readable;
  const candidates: Ranked<number>[] = pool.map((sentence) => ({
    item: sentence.index,
    score: sentence.centrality * sentence.quality + 0.05 * (sentence.index === pool[0]?.index ? 1 : 0),
    chunkIndex: sentence.chunkIndex,
    sentenceIndex: sentence.index,
    answerKey: String(sentence.index),
    text: sentence.text,
  }));
  const picked = selectRanked(analysis, candidates, count + 1).sort((a, b) => a - b);
  while (picked.length > 1 && !canOpen(analysis, picked[0]!)) picked.shift();
  return picked.slice(0, count);
}

/**
 * A main idea that can open a summary (ADR 132): a sentence of the material must be a complete
 * standalone one (no logistics, no connective or pronoun leaning back, not cut short, no heading run
 * into it); an opening composed from its words must not be about the course's running.
 */
function usableIdea(analysis: DocumentAnalysis, idea: MainIdea | null): MainIdea | null {
  if (idea === null) return null;
  if (idea.sentenceIndex === null) return isLogistics(idea.text, analysis.language) ? null : idea;
  const sentence = analysis.sentences[idea.sentenceIndex]!;
  if (findSummaryLineDefect(idea.text, analysis.language) !== null) return null;
  if (opensUnclosed(idea.text)) return null;
  // a purpose rewritten or cut from its heading is read as it will be shown; the cut and heading
  // checks read the sentence as written, so they judge only an opening taken as it stands
  if (idea.text === sentence.text && (isCutShort(analysis, sentence) || hasRunInHeading(analysis, sentence)))
    return null;
  return idea;
}

/**
 * Extractive summary (TextRank) that follows the material: for a document with chapters or
 * numbered sections, an overview paragraph then one line per section naming it; for slides, one
 * line per content slide naming its title, the deck's central statements after theirs; for a lecture, the overview then its topics
 * in the order spoken; otherwise the most central sentences in
 * reading order, a new paragraph where the summary jumps to a later part of long material.
 */
export function summarizeLocally(analysis: DocumentAnalysis): string {
  const count = getSummarySentenceCount(analysis.wordCount);
  if (analysis.shape === 'slides') {
    const deck = summarizeSlides(analysis, count);
    if (deck !== '') return deck;
  }
  // a book's preface or contributor list is no chapter of it
  // nor are its references
  const allSections = findSections(analysis);
  const sections = allSections.filter(
    (section) =>
      !isFrontMatterSection(section) &&
      !isReferenceHeading(section.title) &&
      // "Learning Objectives", "Overview", "Summary of the chapter" say how the material is laid
      // out: no chapter line of their own (ADR 166)
      !isRoadmapTitle(section.title, analysis.language),
  );
  if (sections.length >= 2) {
    // The overview reads the sections themselves: what comes before the first one is kept only
    // when it is as short as an abstract; a book's preface, contributors and contents are not
    // what the book teaches.
    // a document that does not say what it is about is about its chapters: their titles open, not one central detail
    // a sentence of one fact ("The Calvin cycle takes place in the stroma") is no scope: the
    // chapters' subjects open, the fact after them (ADR 138)
    const found = usableIdea(analysis, findMainIdea(analysis));
    const stated = found && statesSubject(analysis, found) ? found : null;
    let fact = stated ? null : found;
    // a paper that states no purpose in its opening's words opens with its abstract's statement of
    // what it does or finds, not with its sections' titles (ADR 188)
    const paper = stated?.stated ? null : paperStatement(analysis, sections);
    // the material's own definition of the term running through it says what it is about; a list
    // of its chapters' titles does not (ADR 144)
    const oneTerm = stated || paper ? null : usableIdea(analysis, definedOpening(analysis));
    const title = findDocumentTitle(analysis);
    const isGeneric = (heading: string): boolean =>
      isGenericTerm(heading, analysis.language) || isPaperSection(heading) || isStructureTitle(heading);
    const titles = sections.map((section) => section.title);
    // …but one term's definition is no scope where the sections name two subjects or more: the
    // scope opens, the definition follows it (ADR 188)
    const scopeFirst =
      oneTerm !== null &&
      !definesOwnTitle(analysis, oneTerm) &&
      describeBySubjects(titles, analysis.language, isGeneric, null) !== null;
    const defined = scopeFirst ? null : oneTerm;
    if (scopeFirst) fact = oneTerm;
    const ownDefined = defined && definesOwnTitle(analysis, defined) ? defined : null;
    // notes that do not say what they are about open with the statement of their first pages that
    // says it of the title's subject, not with a list of their section titles (ADR 179), nor with
    // the definition of one of its parts' terms, which follows it (ADR 188)
    const argued = stated || paper || ownDefined ? null : notesStatementOpening(analysis, allSections);
    if (argued && defined) fact = defined;
    const bySubjects =
      stated || paper || defined || argued ? null : describeBySubjects(titles, analysis.language, isGeneric, title);
    let mainIdea: MainIdea | null =
      paper ??
      ownDefined ??
      argued ??
      defined ??
      (bySubjects
        ? { text: bySubjects, sentenceIndex: null, stated: true }
        : (stated ?? usableIdea(analysis, composedOpening(analysis)) ?? fact));
    // a title naming two subjects or more ("Motivation and Emotion") is opened by a sentence on
    // all of them, else by the scope composed from the title; the one-sided sentence follows (ADR 188)
    if (mainIdea && !coversTitleSubjects(analysis, mainIdea)) {
      const both = findSentenceOnTitleSubjects(analysis);
      const scope = both ?? describeBySubjects(titles, analysis.language, isGeneric, title);
      if (scope) {
        if (mainIdea.sentenceIndex !== null) fact = mainIdea;
        mainIdea = typeof scope === 'string' ? { text: scope, sentenceIndex: null, stated: true } : scope;
      }
    }
    const overviewPicked = pickSentences(analysis, Math.min(3, count), analysis.bodyStart);
    const follows = fact;
    const overview = openWithMainIdea(
      mainIdea,
      follows &&
        mainIdea !== follows &&
        follows.sentenceIndex !== null &&
        follows.sentenceIndex !== mainIdea?.sentenceIndex
        ? [follows.sentenceIndex, ...overviewPicked.filter((index) => index !== follows.sentenceIndex)]
        : overviewPicked,
      analysis,
    ).join(' ');
    // each chapter by its subject: what it says it is about, else the sentence naming it best
    const opener = overview.split(/(?<=[.!?])\s/u)[0] ?? '';
    // no chapter's line says again what the overview or another chapter's line said (ADR 166)
    const said = overview.split(/(?<=[.!?])\s/u);
    const lines = sections.map((section) => {
      const idea = usableIdea(analysis, findMainIdea(analysis, section.fromChunk, section.toChunk, section.title));
      if (idea && !coversWords(opener, idea.text) && !repeatsLine(idea.text, said)) {
        said.push(idea.text);
        return `${section.label}: ${idea.text}`;
      }
      const fresh = (indexes: number[]): number | undefined =>
        indexes.find((index) => !repeatsLine(analysis.sentences[index]!.text, said));
      const best =
        fresh(pickSentences(analysis, 1, section.fromChunk, section.toChunk)) ??
        fresh(pickSentences(analysis, 3, section.fromChunk, section.toChunk));
      if (best === undefined) return section.label;
      said.push(analysis.sentences[best]!.text);
      return `${section.label}: ${analysis.sentences[best]!.text}`;
    });
    return [overview, lines.join('\n')].filter(Boolean).join('\n\n');
  }
  let mainIdea = usableIdea(analysis, findMainIdea(analysis));
  // a paper opens with its own statement of what it does or finds (ADR 188)
  if (!mainIdea?.stated) mainIdea = paperStatement(analysis, findSections(analysis)) ?? mainIdea;
  // one fact is no scope: the material's subject, composed from its title and headings, opens
  // and the fact follows it (ADR 138)
  let fact: number | null = null;
  if (mainIdea && !statesSubject(analysis, mainIdea)) {
    const composed = usableIdea(analysis, composedOpening(analysis));
    if (composed) {
      // an opening made of the fact's own definition holds the fact already (ADR 144)
      fact = composed.sentenceIndex === mainIdea.sentenceIndex ? null : mainIdea.sentenceIndex;
      mainIdea = composed;
    }
  }
  mainIdea ??= usableIdea(analysis, composedOpening(analysis));
  // a list of the notes' headings or concepts gives way to the statement that says what they teach (ADR 179)
  if (mainIdea?.sentenceIndex === null && analysis.shape !== 'spoken') {
    const argued = notesStatementOpening(analysis, findSections(analysis));
    if (argued) {
      if (fact === argued.sentenceIndex) fact = null;
      mainIdea = argued;
    }
  }
  // an opening composed of the scope carries the definition it was put before (ADR 188)
  if (mainIdea?.follows !== undefined && fact === null) fact = mainIdea.follows;
  // a title naming two subjects or more opens with a sentence on all of them, else with the scope
  // composed from its title, the one-sided sentence after it (ADR 188)
  if (mainIdea && analysis.shape !== 'spoken' && !coversTitleSubjects(analysis, mainIdea)) {
    const scope =
      findSentenceOnTitleSubjects(analysis) ?? usableIdea(analysis, composedOpening(analysis, { defined: false }));
    if (scope) {
      if (mainIdea.sentenceIndex !== null && fact === null) fact = mainIdea.sentenceIndex;
      mainIdea = scope;
    }
  }
  let picked = pickSentences(analysis, count).filter((index) => index !== mainIdea?.sentenceIndex && index !== fact);
  if (fact !== null) picked = [fact, ...picked];
  // a central sentence that says all the main idea says, and more, opens instead of it
  const fuller =
    mainIdea === null || mainIdea.sentenceIndex === null
      ? undefined
      : picked.find((index) => coversWords(analysis.sentences[index]!.text, mainIdea!.text));
  if (fuller !== undefined) {
    mainIdea = { text: analysis.sentences[fuller]!.text, sentenceIndex: fuller };
    picked = picked.filter((index) => index !== fuller);
  }
  if (mainIdea && picked.length >= count) picked.pop();
  // no line says again what the opening or an earlier line said (ADR 166)
  picked = withoutRepeats(analysis, picked, mainIdea ? [mainIdea.text] : []);
  const chunkSpan = Math.max(1, analysis.chunks.length / Math.max(1, count));
  // the opening states what the material is about (ADR 063); the central sentences follow in order
  let summary = mainIdea?.text ?? '';
  let previousChunk =
    mainIdea?.sentenceIndex === null || mainIdea === null ? -1 : analysis.sentences[mainIdea.sentenceIndex]!.chunkIndex;
  for (const index of picked) {
    const sentence = analysis.sentences[index]!;
    const separator = !summary
      ? ''
      : analysis.chunks.length > 4 && sentence.chunkIndex - previousChunk >= chunkSpan
        ? '\n\n'
        : ' ';
    summary += separator + sentence.text;
    previousChunk = sentence.chunkIndex;
  }
  if (analysis.shape === 'spoken') {
    // a lecture: its topics in the order spoken, after the overview
    // a one-word topic ("Exam", "Million", "Getting") is one only when it names a key concept
    // ("Discuss" is no noun at all)
    const keyStems = new Set(pickKeyConcepts(analysis, 8).flatMap((concept) => [...concept.stems]));
    const isKeyWord = (topic: string): boolean =>
      [...getStemSet(analysis, topic)].every((stem) => keyStems.has(stem)) &&
      (analysis.language !== 'en' || getEnglishPos(topic.toLowerCase()).has('n'));
    // a bullet is a topic of the subject: one that names none of its key concepts ("Active learning
    // format") or the course's running ("Piece set") is a fragment of talk (ADR 166)
    const namesKeyConcept = (topic: string): boolean =>
      [...getStemSet(analysis, topic)].some((stem) => keyStems.has(stem));
    const topics = findLectureTopics(analysis)
      .filter((topic) => (/\s/u.test(topic.trim()) ? namesKeyConcept(topic) : isKeyWord(topic)))
      .filter((topic) => !isLogistics(topic, analysis.language) && !repeatsLine(topic, [summary]))
      .map((topic) => `- ${topic}`);
    if (topics.length >= 2) summary = [summary.trim(), topics.join('\n')].filter(Boolean).join('\n\n');
  }
  return summary.trim();
}

/** "of" in the six languages: "the interior of the planets", "o interior dos planetas", "l'intérieur des planètes". */
const PART_OF = new Set('of de do da dos das del du des di dello della dei degli delle von vom der'.split(' '));

/**
 * Whether a main idea states what the material is about: one it states itself (its purpose, a
 * lecture's agenda, an opening composed from its title), or a sentence whose subject — its first
 * words, after an article — is the title's subject ("Population genetics is the study of …"),
 * not one fact of it ("The Calvin cycle takes place in the stroma"). Without a title, the
 * sentence chosen for its subject is taken as it is; a lecture's sentence never is.
 */
function statesSubject(analysis: DocumentAnalysis, idea: MainIdea): boolean {
  if (idea.stated || idea.sentenceIndex === null) return true;
  // a lecture's one statement is no question: what it keeps coming back to opens (composed)
  if (analysis.shape === 'spoken') return false;
  const title = findDocumentTitle(analysis);
  if (title === null || isRoadmapTitle(title, analysis.language)) return true;
  const subject = [...getStemSet(analysis, titleSubject(title))].filter(
    (stem) => !isFunctionWord(stem, analysis.language),
  );
  if (subject.length === 0) return true;
  const sentence = analysis.sentences[idea.sentenceIndex]!;
  const lead = new Set(sentence.stems.slice(0, subject.length + 3));
  // the title's subject as a complement of one part of it ("The interior of the terrestrial planets
  // …" under "The Planets") is that part's detail, not the subject (ADR 166)
  const firstAt = sentence.stems.findIndex((stem) => stem !== null && subject.includes(stem));
  const ofPart = firstAt > 1 && sentence.tokens.slice(1, firstAt).some((token) => PART_OF.has(token.lower));
  if (!ofPart && subject.every((stem) => lead.has(stem))) return true;
  // the title's head as the sentence's subject, the rest of the title said after it: "El lenguaje
  // de programación que aprenderá es Python" under "El lenguaje de programación Python" (ADR 159)
  return sentence.contentStems[0] === subject[0] && subject.every((stem) => sentence.contentStems.includes(stem));
}

/**
 * The opening written from the material's title and headings when no sentence of it states its
 * main idea (issue 20 item 4): "This material is about Memory, in particular: recall, recognition
 * and false memories." — its headings that hold its central terms, else its own concepts that run
 * through most of it; never a list of one part's terms (front matter, one example), and none at
 * all for a document with neither a title nor two such headings.
 */
function composedOpening(analysis: DocumentAnalysis, options: { defined?: boolean } = {}): MainIdea | null {
  const spoken = analysis.shape === 'spoken';
  const found = spoken ? null : findDocumentTitle(analysis);
  // a deck whose first slide is "Course logistics" or "Blank page" has no title that says its subject
  const title = found !== null && isRoadmapTitle(found, analysis.language) ? null : found;
  const central = findCentralTerms(analysis);
  const headings = spoken ? [] : listHeadingSubjects(analysis, central);
  // concepts as the material writes them, when they run through at least half of it
  // a lecture's list holds only terms it comes back to (a third of it), not one aside's phrases
  // ("hard electron", "millions of miles", ADR 132)
  const runsThrough = (stems: Set<string>): boolean =>
    central.some(
      (term) =>
        !term.isTitleWord &&
        term.spread >= (spoken ? 0.34 : 0.5) &&
        (term.stems.every((stem) => stems.has(stem)) || [...stems].every((stem) => term.stems.includes(stem))),
    );
  const concepts = pickKeyConcepts(analysis, 16)
    .filter((concept) => runsThrough(concept.stems) && !isPersonName(concept.phrase))
    .map((concept) => concept.phrase.surface);
  // without a title or headings, a list of terms is no opening (a document's front matter gave
  // one): the summary opens with its most central sentence instead; a lecture is still about its concepts
  const defined = spoken || options.defined === false ? null : definedOpening(analysis, title, central);
  const scope = headings.length >= 2 ? composeOpening(title, headings, analysis.language) : null;
  // one term's definition is no scope where two headings or more name what the material covers:
  // the scope opens and the definition follows it (ADR 188)
  if (defined && !definesOwnTitle(analysis, defined) && defined.sentenceIndex !== null) {
    // the statement on the title's subject opens before one part's definition (ADR 179, 188)
    const argued = notesStatementOpening(analysis);
    if (argued) return { ...argued, follows: defined.sentenceIndex };
    if (scope) return { text: scope, sentenceIndex: null, stated: true, follows: defined.sentenceIndex };
  }
  if (defined) return defined;
  const text = scope ?? (title || spoken ? composeOpening(title, concepts, analysis.language, spoken) : null);
  return text ? { text, sentenceIndex: null, stated: true } : null;
}

/**
 * Whether an opening is the material's own sentence on its title's subject as it stands ("A cell
 * is …" under "Cell Biology", ADR 179), not one term's definition framed by the title ("Notes on
 * Population Genetics introduces genetic drift: …", ADR 144).
 */
function definesOwnTitle(analysis: DocumentAnalysis, idea: MainIdea): boolean {
  return idea.sentenceIndex !== null && idea.text === analysis.sentences[idea.sentenceIndex]!.text;
}

/** The subjects the title names side by side ("Motivation and Emotion"), as stem sets; [] for a title of one subject. */
function titleSubjectStems(analysis: DocumentAnalysis): string[][] {
  const title = findDocumentTitle(analysis);
  if (title === null || isRoadmapTitle(title, analysis.language)) return [];
  return listTitleSubjects(titleSubject(title), analysis.language)
    .map((part) => [...getStemSet(analysis, part)].filter((stem) => !isFunctionWord(stem, analysis.language)))
    .filter((stems) => stems.length > 0);
}

/**
 * Whether an opening covers every subject its title names ("Motivation and Emotion": a word of
 * each); an opening composed from the title names them all; the material's sentence is read
 * without the title framing it (ADR 188).
 */
function coversTitleSubjects(analysis: DocumentAnalysis, idea: MainIdea): boolean {
  const subjects = titleSubjectStems(analysis);
  if (subjects.length < 2 || idea.sentenceIndex === null) return true;
  const stems = new Set(analysis.sentences[idea.sentenceIndex]!.contentStems);
  return subjects.every((part) => part.some((stem) => stems.has(stem)));
}

/**
 * A sentence that may open a summary as its main idea: standalone, declarative, 7–45 words, no
 * worked example, table cell or set-up of one, and one the opening rules take (ADR 179, 188).
 */
function mayOpenSummary(analysis: DocumentAnalysis, sentence: DocumentAnalysis['sentences'][number]): boolean {
  return (
    sentence.isStandalone &&
    !sentence.isWorkedExample &&
    !sentence.isTableCell &&
    sentence.tokens.length >= 7 &&
    sentence.tokens.length <= 45 &&
    /^["“„«]?\p{Lu}/u.test(sentence.text) &&
    /[.!]["”»’)]?$/u.test(sentence.text) &&
    !isSetupSentence(sentence) &&
    canOpen(analysis, sentence.index) &&
    usableIdea(analysis, { text: sentence.text, sentenceIndex: sentence.index }) !== null
  );
}

/**
 * The sentence of the material's first quarter that speaks of every subject its title names
 * ("Motivation and emotion are closely linked …"): standalone, declarative, 7–45 words, able to
 * open; the most central. Null when none does (ADR 188).
 */
function findSentenceOnTitleSubjects(analysis: DocumentAnalysis): MainIdea | null {
  const subjects = titleSubjectStems(analysis);
  if (subjects.length < 2) return null;
  const end = analysis.bodyStart + Math.max(3, Math.ceil((analysis.chunks.length - analysis.bodyStart) / 4));
  const best = analysis.sentences
    .filter(
      (sentence) =>
        sentence.chunkIndex >= analysis.bodyStart &&
        sentence.chunkIndex < end &&
        subjects.every((part) => part.some((stem) => sentence.contentStems.includes(stem))) &&
        !isCutShort(analysis, sentence) &&
        !hasRunInHeading(analysis, sentence) &&
        mayOpenSummary(analysis, sentence),
    )
    .sort((a, b) => b.centrality * b.quality - a.centrality * a.quality)[0];
  return best ? { text: best.text, sentenceIndex: best.index, stated: true } : null;
}

/** "Abstract We replicate …" → "We replicate …": the abstract's label run into its first sentence. */
const ABSTRACT_LABEL =
  /^(?:[Aa]bstract|ABSTRACT|[Rr]esumo|RESUMO|[Rr]esumen|RESUMEN|[Rr][ée]sum[ée]|RÉSUMÉ|[Rr]iassunto|[Ss]ommario|[Zz]usammenfassung|[Kk]urzfassung)\s*[:.—–-]?\s+(?=\p{Lu})/u;

/**
 * A paper's own statement of what it does or finds (ADR 188): in a document with an abstract, or
 * with two of a paper's standard sections, the first sentence of its abstract and introduction
 * (its first quarter) in which it says so ("We replicate …", "This paper proposes …", "Our results
 * show …"), able to open and read alone, put in the work's voice. Null for any other material.
 */
function paperStatement(analysis: DocumentAnalysis, sections: readonly DocumentSection[]): MainIdea | null {
  if (analysis.shape !== 'document') return null;
  const hasAbstract = analysis.chunks.slice(0, 3).some((chunk) => ABSTRACT_LINE.test(chunk.text));
  const structure = sections.filter(
    (section) => isPaperSection(cleanHeading(section.title)) || isStructureTitle(section.title),
  ).length;
  if (!hasAbstract && structure < 2) return null;
  const end = Math.max(3, Math.ceil(analysis.chunks.length / 4));
  for (const sentence of analysis.sentences) {
    if (sentence.chunkIndex >= end) break;
    if (
      sentence.blockKind === 'reference' ||
      sentence.isTableCell ||
      sentence.isWorkedExample ||
      sentence.tokens.length < 8 ||
      sentence.tokens.length > 60
    )
      continue;
    // read in the work's voice ("In this work, we replicate …" → "This work replicates …"): the
    // summary is of that work, so naming it leans on nothing
    const text = rewritePurpose(sentence.text.replace(ABSTRACT_LABEL, ''), analysis.language);
    if (
      !statesWork(text, analysis.language) ||
      isCutShort(analysis, sentence) ||
      opensUnclosed(text) ||
      comparesWithBefore(sentence) ||
      LEANING_PHRASES.test(text) ||
      creditsOthers(text) ||
      isOutlineSentence(text) ||
      findSummaryLineDefect(text, analysis.language) !== null
    )
      continue;
    return { text, sentenceIndex: sentence.index, stated: true };
  }
  return null;
}

/**
 * The opening from the material's own definition of the term running through it (ADR 144); none
 * for a lecture (its question or agenda opens), a deck whose first slide is no title, or a text
 * with no title.
 */
function definedOpening(
  analysis: DocumentAnalysis,
  found: string | null = findDocumentTitle(analysis),
  central: readonly CentralTerm[] = findCentralTerms(analysis),
): MainIdea | null {
  if (analysis.shape === 'spoken') return null;
  const title = found !== null && isRoadmapTitle(found, analysis.language) ? null : found;
  // an untitled text opens with its own sentences: "This material introduces X" would pick one of its
  // subjects (a text on photosynthesis and cellular respiration opened with the second)
  if (title === null) return null;
  // the notes' own definition of their title's subject ("A cell is the smallest unit of life …" under
  // "Cell Biology") says what they teach before the definition of another term they use most (ADR 179)
  const titleDefinition = notesStatementOpening(analysis);
  if (titleDefinition?.definesTitle) return titleDefinition;
  return composeDefinedOpening(
    analysis,
    title,
    central,
    (text) => findSummaryLineDefect(text, analysis.language) === null && !isLogistics(text, analysis.language),
  );
}

/** A name that is a person's ("Bill Burr", "J. Smith"): the author or a speaker, never the material's subject (ADR 132). */
function isPersonName(phrase: KeyPhrase): boolean {
  return (
    phrase.kind === 'name' &&
    /^(?:\p{Lu}[\p{Ll}'’-]+|\p{Lu}\.)(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{Ll}'’-]+)){1,2}$/u.test(phrase.surface)
  );
}

/**
 * A paper's standard section names say how it is laid out, not what it is about: "Related Work",
 * "Results and Discussion", "Conclusões" are no subjects of an opening (ADR 132).
 */
const PAPER_SECTION =
  /^(?:abstract|introduction|related work|background|preliminaries|methods?|methodology|materials and methods|experiments?(?: setup)?|experimental setup|evaluation|results?(?: and discussion)?|discussion|conclusions?(?: and future work)?|future work|limitations|acknowledge?ments?|appendix|resumo|introdução|trabalhos? relacionados?|metodologia|métodos?|resultados?(?: e discussão)?|discussão|conclus(?:ão|ões)|trabalho futuro|agradecimentos|apêndice|resumen|introducción|trabajos? relacionados?|métodos?|resultados?(?: y discusión)?|discusión|conclusi(?:ón|ones)|agradecimientos|apéndice|résumé|travaux (?:connexes|liés)|méthodes?|méthodologie|résultats?|conclusions?|remerciements|annexe|introduzione|lavori correlati|metodi|metodologia|risultati|discussione|conclusioni|ringraziamenti|appendice|zusammenfassung|einleitung|verwandte arbeiten|methoden|methodik|ergebnisse|diskussion|fazit|schlussfolgerungen?|danksagung|anhang)$/iu;

export function isPaperSection(heading: string): boolean {
  return PAPER_SECTION.test(heading.trim());
}

/** A heading's words that name a kind of passage, not its subject: "Summary of …", "Introdução à …". */
const HEADING_FRAME =
  /^(?:(?:a |an )?(?:summary|overview|introduction|review|recap) (?:of|to)|(?:resumo|visão geral|introdução|revisão) (?:de|do|da|dos|das|à|ao)|(?:resumen|introducción|repaso) (?:de|del|a|al)|(?:résumé|aperçu|introduction) (?:de|du|des|à|aux)|(?:riassunto|panoramica|introduzione) (?:di|del|della|a|al|alla)|(?:zusammenfassung|überblick|einführung) (?:von|zu|zur|zum|über|in))\s+/iu;

/** "## 2.1 Recall", "Lecture 3: Caches" → "Recall", "Caches": a heading's words without its marks and numbering. */
function cleanHeading(heading: string): string {
  return heading
    .replace(/^#{1,6}\s+/u, '')
    .replace(/\s*\{[^}]*\}\s*$/u, '')
    .replace(/[\s*:;,.!?…]+$/u, '')
    .replace(/^[\dIVXLC]+(?:\.\d+)*[.:)]?\s+/u, '')
    .replace(/\s*\([^()]*\)\s*$/u, '')
    .replace(HEADING_FRAME, '')
    .replace(/[*_`]/gu, '')
    .replace(/[\s:;,.!?…]+$/u, '')
    .trim();
}

/**
 * What the material's headings say it covers: a deck's titles several slides share, else its
 * slides' or its Markdown sections' headings that hold its central terms (the most central
 * first, at most four, in the material's order); activities, examples, generic titles and the
 * deck's parts are none.
 */
function listHeadingSubjects(analysis: DocumentAnalysis, central: readonly CentralTerm[]): string[] {
  if (analysis.shape === 'slides') {
    const shared = listDeckSubjects(analysis, 2);
    if (shared.length >= 2) return shared;
  }
  const raw =
    analysis.shape === 'slides'
      ? listTaughtSlides(analysis).map((slide) => slide.title)
      : listMarkdownHeadings(analysis);
  const seen = new Set<string>();
  const title = (findDocumentTitle(analysis) ?? '').toLowerCase();
  const candidates = raw
    .map(cleanHeading)
    .filter((heading, order) => {
      const key = heading.toLowerCase();
      if (seen.has(key) || key === title) return false;
      seen.add(key);
      return (
        order >= 0 &&
        heading.length >= 3 &&
        heading.split(/\s+/u).length <= 8 &&
        !/\p{N}{2,}/u.test(heading) &&
        !isActivityTitle(heading, analysis.language) &&
        !EXAMPLE_TITLE.test(heading) &&
        !isReferenceHeading(heading) &&
        !isGenericTerm(heading, analysis.language) &&
        !isPaperSection(heading) &&
        !isStructureTitle(heading)
      );
    })
    .map((heading, order) => {
      const stems = getStemSet(analysis, heading);
      const weight = central
        .filter((term) => term.stems.every((stem) => stems.has(stem)))
        .reduce((sum, term) => sum + term.weight, 0);
      // else a heading its text speaks of in two sentences or more still names a subject of it
      const content = [...stems].filter((stem) => !isFunctionWord(stem, analysis.language));
      const spokenOf =
        content.length > 0 &&
        (analysis.sentencesByStem.get(content[0]!) ?? []).filter((index) =>
          content.every((stem) => analysis.sentences[index]!.contentStems.includes(stem)),
        ).length >= 3;
      return { heading, order, weight: weight + (spokenOf ? 0.1 : 0) };
    })
    .filter((entry) => entry.weight > 0);
  // two headings on one subject ("… Lower-Level Identity Credentials", "… Cryptographic-Based Identity Credentials") name it once
  const distinct: typeof candidates = [];
  for (const entry of [...candidates].sort((a, b) => b.weight - a.weight || a.order - b.order)) {
    const stems = getStemSet(analysis, entry.heading);
    if (distinct.some((other) => jaccard(getStemSet(analysis, other.heading), stems) >= 0.5)) continue;
    distinct.push(entry);
  }
  return distinct
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .slice(0, 4)
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.heading);
}

/**
 * A Markdown text's section headings: the shallowest level below its title that has two or more
 * ("## Recall", "## Recognition" under "# Memory"), from where its body starts.
 */
function listMarkdownHeadings(analysis: DocumentAnalysis): string[] {
  const byLevel = new Map<number, string[]>();
  for (const chunk of analysis.chunks.slice(analysis.bodyStart))
    for (const match of chunk.text.matchAll(/^(#{1,6})\s+(.+)$/gmu)) {
      const level = match[1]!.length;
      byLevel.set(level, [...(byLevel.get(level) ?? []), match[2]!]);
    }
  const level = [...byLevel.keys()].sort((a, b) => a - b).find((at) => byLevel.get(at)!.length >= 2);
  return level === undefined ? [] : byLevel.get(level)!;
}

/**
 * Slide titles that name an activity or a part of the deck, not a subject: "Now You Try…",
 * "Brain Teaser", "Exercise 2", "Example", "Summary", "Review", "About Me", "Code Break", in the six
 * languages.
 */
const ACTIVITY_TITLE =
  /^(?:now |but first!? )?(?:an? )?(?:quick |brief |short |final |little )?(?:you|your turn|about me|who am i|welcome(?: to \p{L}+)?|(?:code |coffee )?break|try (?:it|this)(?: yourself)?|now you try|brain ?teasers?|exercises?|practice|quiz(?:zes)?|examples?|demo|recap|review|summary|homework|lab|activity|discussion|exerc[íi]cios?|ejercicios?|exercices?|esercizi[oi]?|übung(?:en)?|aufgaben?|exemplos?|ejemplos?|exemples?|esempi[oi]?|beispiele?|resumo|resumen|résumé|riassunto|zusammenfassung|revis[ãa]o|repaso|atividades?|actividad(?:es)?|activités?|attività|pratique|prática|práctica)\b[\s\p{N}.:!?…()-]*$/iu;

/** A slide title that names one example ("Direct Mapped Cache Example", "Exemplo: …"): the example's details, not the deck's subject. */
const EXAMPLE_TITLE =
  /(?:^|[\s:(-])(?:examples?|exemplos?|ejemplos?|exemples?|esempi[oi]?|beispiele?)(?:$|[\s:).,-])/iu;

/**
 * A slide title that names the deck's roadmap or the course's running, not what it teaches:
 * "Course logistics", "Blank page", "Today's plan", "Learning objectives", "Where we are",
 * "Logística", "Plan du cours" (issue 20 item 4: deck summaries opened with such titles).
 */
const ROADMAP_TITLE =
  /^(?:(?:course|class|lecture|module)\s+(?:information|info|details|structure|staff|policies|website|timeline)|(?:(?:course|class|lecture|module)\s+)?(?:logistics|administrivia|housekeeping|announcements?|reminders?|schedule|calendar|syllabus|road ?map|agenda|outline|overview|plan|contents|table of contents|(?:learning )?(?:objectives|outcomes|goals)|where we are|where we(?:['’]re| are) going|last (?:time|lecture|week|class)|next (?:time|lecture|week|class)|today|today['’]s (?:plan|agenda|lecture|topics?|class|goals?|outline)|plan for today|this (?:lecture|week|class)|blank(?: page| slide)?|untitled(?: slide)?|click to add (?:a )?title|title|instructors?|teaching (?:team|staff)|about (?:me|us|this course|the course)|contact(?: information)?|log[íi]stica(?: d[oe]l? (?:curso|aula|clase))?|informa[çc][ãa]o(?:es)? d[oe]l? curso|informaci[óo]n del curso|plano(?: da aula| do curso)?|plan (?:de la clase|del curso|du cours|de la séance)|programa(?: d[oe]l? curso)?|objetivos(?: da aula| de la clase)?|objectifs(?: du cours)?|obiettivi|lernziele|ziele|calend[áa]rio|calendario|calendrier|cronograma|zeitplan|termine|organisatorisches|ablauf|logistique|logistica|programma|sumário|índice|sommaire|inhalt|p[áa]gina em branco|p[áa]gina en blanco|page blanche|pagina vuota|leere seite|hoje|aula de hoje|hoy|clase de hoy|aujourd['’]hui|oggi|heute))$/iu;

/** Whether a slide title is of the deck's roadmap or the course's running ("Course logistics", "Blank page", "Agenda"). */
export function isRoadmapTitle(title: string, language: MaterialLanguage): boolean {
  const bare = cleanHeading(title)
    .replace(/^(?:part|parte|partie|teil|section|secção|sección)\s+[\dIVXLC]+\s*[.:–—-]?\s*/iu, '')
    .trim();
  return bare === '' || ROADMAP_TITLE.test(bare) || isLogistics(bare, language);
}

/** Whether a slide title names an activity or a part of the deck ("Now You Try…", "Exercise 2"). */
function isActivityTitle(title: string, language: MaterialLanguage): boolean {
  const bare = title.replace(/[\s*:;,.!?…]+$/u, '').trim();
  // a line of code ("name = input", "print(i)") is an example, not a subject; an aside in
  // parentheses ("Current State of Affairs (60 years old now)") is no code
  return (
    bare === '' ||
    ACTIVITY_TITLE.test(bare) ||
    isDeckLabel(bare, language) ||
    isRoadmapTitle(bare, language) ||
    /[={};<>]|[\p{L}\p{N}_]\(/u.test(bare)
  );
}

/**
 * What a deck covers, as its content slides' titles say it: the titles several slides share (a
 * topic spread over slides), the most shared first, at most four, in the deck's order; activities ("Now You Try") and
 * the deck's parts ("Agenda") are none, and a parenthetical aside is dropped.
 */
function listDeckSubjects(analysis: DocumentAnalysis, minSlides: number): string[] {
  const counts = new Map<string, { title: string; count: number; first: number }>();
  listTaughtSlides(analysis).forEach((slide, order) => {
    const title = slide.title
      .replace(/\s*\([^()]*\)\s*$/u, '')
      .replace(/[\s*:;,.!?…]+$/u, '')
      .trim();
    if (
      title.length < 3 ||
      title.split(/\s+/u).length > 8 ||
      isActivityTitle(title, analysis.language) ||
      EXAMPLE_TITLE.test(title)
    )
      return;
    const key = title.toLowerCase();
    const entry = counts.get(key) ?? { title, count: 0, first: order };
    entry.count += 1;
    counts.set(key, entry);
  });
  // a title on one slide only names that slide ("Current State of Affairs"): with `minSlides` 2, a
  // deck whose titles all differ is described by its key concepts instead
  return [...counts.values()]
    .filter((entry) => entry.count >= minSlides)
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, 4)
    .sort((a, b) => a.first - b.first)
    .map((entry) => entry.title);
}

/** Whether `longer` holds every word of three letters or more of `shorter`. */
function coversWords(longer: string, shorter: string): boolean {
  const words = (text: string): string[] => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  const inLonger = new Set(words(longer));
  return words(shorter).every((word) => inLonger.has(word));
}

/** The picked sentences, in order, less those that say again what `said` or an earlier one said (ADR 166). */
function withoutRepeats(analysis: DocumentAnalysis, picked: readonly number[], said: readonly string[]): number[] {
  const kept: number[] = [];
  const lines = [...said];
  for (const index of picked) {
    const text = analysis.sentences[index]!.text;
    if (repeatsLine(text, lines)) continue;
    kept.push(index);
    lines.push(text);
  }
  return kept;
}

/** The main idea first, then the picked sentences that are not it (as many as were picked). */
function openWithMainIdea(mainIdea: MainIdea | null, picked: number[], analysis: DocumentAnalysis): string[] {
  const texts = withoutRepeats(
    analysis,
    picked.filter((index) => index !== mainIdea?.sentenceIndex),
    mainIdea ? [mainIdea.text] : [],
  ).map((index) => analysis.sentences[index]!.text);
  if (!mainIdea) return texts;
  return [mainIdea.text, ...texts].slice(0, Math.max(1, picked.length));
}

/**
 * The content slides that teach: not those of the deck's roadmap or the course's running ("Course
 * logistics", "Agenda", "Blank page"), unless every content slide is one.
 */
function listTaughtSlides(analysis: DocumentAnalysis): ReturnType<typeof listContentSlides> {
  const slides = listContentSlides(analysis);
  const taught = slides.filter((slide) => !isRoadmapTitle(slide.title, analysis.language));
  return taught.length > 0 ? taught : slides;
}

/**
 * A deck's summary: its content slides in order, one line each naming the slide's title; a slide
 * holding some of the deck's most central statements gives them after its title, apart from it
 * ("- Foundational Assumption: Government online services shall trust …"). A title is a
 * heading, never the start of a sentence. Empty when the deck has no content slide.
 */
function summarizeSlides(analysis: DocumentAnalysis, count: number): string {
  const said = new Map<number, string[]>();
  for (const index of pickSentences(analysis, count)) {
    const sentence = analysis.sentences[index]!;
    const slide = analysis.chunks[sentence.chunkIndex]!.slide;
    if (slide !== null) said.set(slide, [...(said.get(slide) ?? []), sentence.text]);
  }
  // slides that go on under one title ("Making Animation" five times) are one line, with the
  // first two things they say
  const groups: { title: string; statements: string[] }[] = [];
  const taught = listTaughtSlides(analysis);
  // a statement two slides repeat is said once, under the first (ADR 166)
  const saidOnce: string[] = [];
  for (const slide of taught) {
    const title = slide.title.replace(/[\s*:;,]+$/u, ''); // footnote stars and a trailing colon off
    // a slide none of whose statements is among the deck's most central still says what it is
    // about with its own best statement: a bare title is a heading, not a summary (ADR 063)
    const [own] = said.has(slide.slide)
      ? []
      : pickSentences(analysis, 1, slide.chunkIndex, slide.chunkIndex + 1).filter(
          (index) => analysis.sentences[index]!.isStandalone,
        );
    const statements = (said.get(slide.slide) ?? (own === undefined ? [] : [analysis.sentences[own]!.text])).filter(
      (statement) => {
        if (repeatsLine(statement, saidOnce)) return false;
        saidOnce.push(statement);
        return true;
      },
    );
    // a bare activity ("- Now You Try…") says nothing of the subject
    if (statements.length === 0 && isActivityTitle(title, analysis.language)) continue;
    const last = groups.at(-1);
    if (last && last.title.toLowerCase() === title.toLowerCase()) {
      for (const statement of statements)
        if (last.statements.length < 2 && !last.statements.includes(statement)) last.statements.push(statement);
    } else groups.push({ title, statements: statements.slice(0, 2) });
  }
  // a bare title is a heading, not a summary: left out when enough slides say something (issue 20 item 4)
  const render = (opened: string | null): string => {
    const kept = groups.map(({ title, statements }) => ({
      title,
      statements: statements.filter((statement) => statement !== opened),
    }));
    const withStatements = kept.filter((group) => group.statements.length > 0);
    return (withStatements.length >= 3 ? withStatements : kept)
      .map(({ title, statements }) =>
        statements.length === 0
          ? `- ${title}`
          : // "Title?: …" would read oddly; a question title is set off by a dash
            `- ${title}${/[?!.]$/u.test(title) ? ' — ' : ': '}${statements.join(' ')}`,
      )
      .join('\n');
  };
  const lines = render(null);
  if (lines === '') return '';
  // the deck's main idea, when a slide that teaches states it, before the slides; else its title
  // and the statement its slides argue from (ADR 169), else its title and subjects: never a roadmap
  // or logistics slide's words, and every line read alone (ADR 132, 138)
  const taughtChunks = new Set(taught.map((slide) => slide.chunkIndex));
  const stated = usableIdea(analysis, findMainIdea(analysis));
  const fromSlide =
    stated && (stated.sentenceIndex === null || taughtChunks.has(analysis.sentences[stated.sentenceIndex]!.chunkIndex))
      ? stated
      : null;
  const argued = fromSlide ? null : deckStatementOpening(analysis, taught);
  if (argued?.sentenceIndex != null) {
    // the statement the opening says is not said again under its slide
    return `${argued.text}\n\n${render(analysis.sentences[argued.sentenceIndex]!.text)}`;
  }
  const mainIdea = fromSlide ?? usableIdea(analysis, composedOpening(analysis));
  return mainIdea && !lines.includes(mainIdea.text) ? `${mainIdea.text}\n\n${lines}` : lines;
}

/**
 * A deck's opening when none of its slides says what it is about (ADR 169): its title and the
 * premise its first slides state — a statement whose subject is a word of the title and that ties
 * two more of the deck's central terms to it ("Government-University Identity Management
 * Opportunities — Government online services shall trust externally-issued electronic identity
 * credentials at known levels of assurance (LOA)."), not a list of the slides' titles, which
 * readers took for bare titles. A statement further on, or one whose subject is one slide's thing
 * ("A page table maps …", an example's step), is one part of the deck: the composed opening stays.
 * Null without a title that names a subject, or without such a statement.
 */
function deckStatementOpening(
  analysis: DocumentAnalysis,
  taught: ReturnType<typeof listContentSlides>,
): MainIdea | null {
  const title = findDocumentTitle(analysis);
  if (title === null || isRoadmapTitle(title, analysis.language)) return null;
  // the premise is stated early: on the first quarter of the taught slides, never on an example's or an activity's
  const early = new Set(
    taught
      .slice(0, Math.max(2, Math.ceil(taught.length / 4)))
      .filter((slide) => !isActivityTitle(slide.title, analysis.language) && !EXAMPLE_TITLE.test(slide.title))
      .map((slide) => slide.chunkIndex),
  );
  const best = findTitleStatement(analysis, title, early)?.sentence;
  return best ? { text: `${title} — ${best.text}`, sentenceIndex: best.index, stated: true } : null;
}

/**
 * Notes' opening in place of a list of their section titles or concepts (ADR 179): the statement
 * of the first quarter of their body whose subject is the title's phrase — its first two content
 * words both title words, so "Genetic drift changes …" under "Population Genetics" is none — and
 * that ties two more of the material's central terms to it or is their definition of that phrase
 * ("Le gaz parfait est un modèle mathématique, permettant de prédire la température d'un gaz en
 * fonction de sa pression."): it says what the notes teach, where readers took "This material is
 * about X, in particular: <four titles>" for a list of headings. The sentence opens as it stands.
 * Null without a title naming a subject, or without such a statement; a front-matter section
 * (preface, licence, course information) is never searched.
 */
function notesStatementOpening(
  analysis: DocumentAnalysis,
  sections: readonly DocumentSection[] = findSections(analysis),
): (MainIdea & { definesTitle: boolean }) | null {
  if (analysis.shape === 'spoken' || analysis.shape === 'slides') return null;
  const title = findDocumentTitle(analysis);
  if (title === null || isRoadmapTitle(title, analysis.language)) return null;
  const from = analysis.bodyStart;
  const span = Math.max(1, analysis.chunks.length - from);
  const front = sections.filter(isFrontMatterSection);
  const early = new Set<number>();
  for (let chunk = from; chunk < from + Math.max(3, Math.ceil(span / 4)) && chunk < analysis.chunks.length; chunk += 1)
    if (!front.some((section) => chunk >= section.fromChunk && chunk < section.toChunk)) early.add(chunk);
  const best = findTitleStatement(analysis, title, early, true);
  return best
    ? { text: best.sentence.text, sentenceIndex: best.sentence.index, stated: true, definesTitle: best.definesTitle }
    : null;
}

/**
 * The statement of chunks `early` that best says what a titled material argues or teaches (ADR
 * 169, 179): its subject — its first content word — is a word of the title and it holds two more of
 * the material's central terms, or it is the material's definition of a term made of title words only
 * (`definesTitle`); standalone, declarative, 7–45 words ending in a stop, no setup, no
 * line defect, able to open; the best by centrality × quality × the weight of the central terms it
 * holds × an early position.
 */
function findTitleStatement(
  analysis: DocumentAnalysis,
  title: string,
  early: ReadonlySet<number>,
  wholeSubject = false,
): { sentence: DocumentAnalysis['sentences'][number]; definesTitle: boolean } | null {
  const central = findCentralTerms(analysis);
  // the title's words, a hyphenated pair as two ("Government-University")
  const titleStems = new Set(
    [...getStemSet(analysis, title.replace(/[-–]/gu, ' '))].filter((stem) => !isFunctionWord(stem, analysis.language)),
  );
  if (titleStems.size === 0) return null;
  const span = Math.max(1, analysis.chunks.length);
  const held = (stems: ReadonlySet<string>): number =>
    central.filter(
      (term) => term.stems.every((stem) => stems.has(stem)) && !term.stems.every((stem) => titleStems.has(stem)),
    ).length;
  const covered = (stems: ReadonlySet<string>): number =>
    central
      .filter((term) => term.stems.every((stem) => stems.has(stem)))
      .reduce((sum, term) => sum + term.weight * (term.isTitleWord ? 2 : 1), 0);
  // the material's definition of the title's own phrase ("Le gaz parfait est un modèle …" under "Le
  // gaz parfait ou …") says what it teaches without another central term (ADR 179)
  // ("A cell is the smallest unit of life …" under "Cell Biology"); a term with a word the title
  // has not ("Genetic drift is …" under "Population Genetics") is one part's
  const definesTitle = (sentence: DocumentAnalysis['sentences'][number]): boolean =>
    analysis.definitions.some((definition) => {
      if (definition.sentenceIndex !== sentence.index) return false;
      const term = [...getStemSet(analysis, definition.bareTerm)].filter(
        (stem) => !isFunctionWord(stem, analysis.language),
      );
      return term.length > 0 && term.every((stem) => titleStems.has(stem));
    });
  const scored = analysis.sentences
    .filter(
      (sentence) =>
        early.has(sentence.chunkIndex) &&
        titleStems.has(sentence.contentStems[0] ?? '') &&
        // notes: the subject is the title's phrase, not a term one of its words begins ("Genetic
        // drift changes …" under "Notes on Population Genetics" is one part's detail, ADR 098)
        (!wholeSubject ||
          sentence.contentStems.slice(0, Math.min(2, titleStems.size)).every((stem) => titleStems.has(stem))) &&
        (held(new Set(sentence.contentStems)) >= 2 || definesTitle(sentence)) &&
        mayOpenSummary(analysis, sentence),
    )
    .map((sentence) => ({
      sentence,
      score:
        sentence.centrality *
        sentence.quality *
        covered(new Set(sentence.contentStems)) *
        (1.3 - sentence.chunkIndex / span),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  const best = scored[0]?.sentence;
  return best ? { sentence: best, definesTitle: definesTitle(best) } : null;
}

/** Verbs and vague nouns a speaker uses about the talk itself, not the subject. */
const SPEECH_WORDS = new Set(
  'find come go get do make use look see say think know want try put take give draw write figure call start end check pick show need work back bit little lot way thing things stuff kind sort part point time question answer problem picture sense fact case idea'.split(
    ' ',
  ),
);

/**
 * Words that label a deck's parts, not its subject: "Notes", "Speaker notes", "Slide 3",
 * "Agenda", "Outline", "Questions?", "Thank you", "References", "Title", "Subtitle".
 */
const DECK_LABELS: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(
    'notes note speaker slide slides agenda outline overview contents questions question thank thanks you references reference bibliography title subtitle bullet bullets page q&a'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'notas nota orador diapositivo diapositivos slide slides agenda sumário índice conteúdos perguntas pergunta questões obrigado obrigada referências bibliografia título subtítulo página'.split(
      ' ',
    ),
  ),
  es: new Set(
    'notas nota orador diapositiva diapositivas agenda índice contenidos preguntas pregunta gracias referencias bibliografía título subtítulo página'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'notes note orateur diapositive diapositives plan sommaire questions question merci références bibliographie titre sous-titre page'.split(
      ' ',
    ),
  ),
  it: new Set(
    'note nota relatore diapositiva diapositive agenda sommario indice domande domanda grazie riferimenti bibliografia titolo sottotitolo pagina'.split(
      ' ',
    ),
  ),
  de: new Set(
    'notizen notiz sprechernotizen folie folien agenda gliederung inhalt fragen frage danke literatur quellen titel untertitel seite'.split(
      ' ',
    ),
  ),
};

function isDeckLabel(surface: string, language: MaterialLanguage): boolean {
  const words = surface
    .toLowerCase()
    .split(/[\s?!.:]+/u)
    .filter(Boolean);
  return (
    words.length > 0 && words.every((word) => DECK_LABELS[language].has(word) || /^\p{N}+(?:st|nd|rd|th)?$/u.test(word))
  );
}

/**
 * The material's key concepts: its best key phrases that read as nouns, none repeating another's
 * words ("formal language" and "formal languages" are one concept). A deck's concepts are named by
 * its content slides' titles first, and a label of the deck's parts ("Notes", "Agenda") is none.
 */
export function extractLocalKeyConcepts(analysis: DocumentAnalysis, count: number): string[] {
  return pickKeyConcepts(analysis, count).map((item) => item.surface);
}

/** Words that join two phrases into one run ("stoic god and aristotle's universe"), in the six languages. */
const JOINING_WORD = /\s(?:and|or|e|ou|y|o|et|und|oder|ed|u)\s/iu;

/** What comes before a verb, not before a term: "to buy", "we analyze", "will buy". */
const BEFORE_VERB = new Set(
  'to will would can could should must may might shall we you they i he she not do does did let'.split(' '),
);

/**
 * Whether a key phrase is shaped as a term a key-term list may hold (ADR 124): one noun phrase, not
 * two run together by a conjunction ("stoic god and aristotle's universe"; "supply and demand"
 * is one), and, in English, not led by a verb the material uses as one ("buy japanese", met
 * after "to" or "we" more often than not).
 */
export function isTermShaped(phrase: KeyPhrase, language: MaterialLanguage): boolean {
  if (isReferenceHeading(phrase.surface)) return false;
  // "supply and demand" is one term; two phrases joined are not
  const sides = phrase.surface.split(JOINING_WORD);
  if (sides.length >= 2 && sides.some((side) => side.trim().split(/\s+/u).length >= 2)) return false;
  if (language === 'en' && phrase.wordCount >= 2) {
    const first = phrase.surface.split(/\s+/u)[0]!.toLowerCase();
    if (getEnglishPos(first).has('v')) {
      let verbal = 0;
      let other = 0;
      for (const [word, n] of phrase.determiners) {
        if (BEFORE_VERB.has(word)) verbal += n;
        else other += n;
      }
      if (verbal > 0 && verbal >= other) return false;
    }
  }
  return true;
}

function pickKeyConcepts(
  analysis: DocumentAnalysis,
  count: number,
): { surface: string; stems: Set<string>; phrase: KeyPhrase }[] {
  const picked: { surface: string; stems: Set<string>; phrase: KeyPhrase }[] = [];
  let phrases = analysis.phrases;
  if (analysis.shape === 'slides') {
    phrases = phrases.filter((phrase) => !isDeckLabel(phrase.surface, analysis.language));
    const titles = listContentSlides(analysis).map((slide) => getStemSet(analysis, slide.title));
    const inTitle = (phrase: KeyPhrase): boolean =>
      titles.some((title) => phrase.stems.every((stem) => title.has(stem)));
    // the titles' terms first ("password entropy", "E-Authentication Federation"), longest first;
    // a title's single words ("little", "state") rank with the rest
    const isTitleTerm = (phrase: KeyPhrase): boolean => phrase.wordCount > 1 && inTitle(phrase);
    const fromTitles = phrases.filter(isTitleTerm).sort((a, b) => b.wordCount - a.wordCount || b.score - a.score);
    phrases = [...fromTitles, ...phrases.filter((phrase) => !isTitleTerm(phrase))];
  }
  for (const phrase of phrases) {
    if (picked.length >= count) break;
    if (phrase.kind !== 'concept' && phrase.kind !== 'name') continue;
    if (!isNounLike(phrase, analysis.language)) continue;
    if (!isConceptAnswer(phrase, analysis.language)) continue;
    if (!isTermShaped(phrase, analysis.language)) continue;
    // in speech, the speaker's doing ("come back", "find") is not a concept
    if (
      analysis.shape === 'spoken' &&
      analysis.language === 'en' &&
      phrase.surface
        .toLowerCase()
        .split(/\s+/)
        .every((word) => SPEECH_WORDS.has(word))
    )
      continue;
    // nor is the classroom ("final slide", "teach", "place"), unless the lecture defines it (ADR 188)
    if (analysis.shape === 'spoken' && !phrase.isDefinedTerm && isClassroomTalk(phrase.surface, analysis.language))
      continue;
    if (phrase.count < 2 && analysis.wordCount >= 600 && !phrase.isDefinedTerm) continue;
    const stems = new Set(phrase.stems);
    if (picked.some((other) => [...stems].some((stem) => other.stems.has(stem)) || jaccard(other.stems, stems) > 0))
      continue;
    const surface = phrase.surface.charAt(0).toUpperCase() + phrase.surface.slice(1);
    picked.push({ surface, stems, phrase });
  }
  return picked;
}
