import type { MaterialLanguage, QuestionLanguage } from '@mnemo/domain/languages';
import type { GeneratedQuestion } from '../ai.provider.ts';
import type { DocumentAnalysis, SentenceInfo } from './analyze-material.ts';
import { getContentKey } from './analyze-material.ts';
import { describeSource, getTemplates } from './describe-source.ts';
import { formatTerm, isGivenAway } from './generate-flashcards.ts';
import { getAnaphoricStarts } from './nlp/function-words.ts';
import { isFunctionWord } from './nlp/language.ts';
import { getEnglishPos } from './nlp/wordnet.ts';
import { getPhraseWeight } from './phrases.ts';
import { findTextDefect } from './precision.ts';
import { fillTemplate } from './question-templates.ts';
import { getStemSet, type Ranked } from './ranking.ts';
import { findSentenceContextDefect, findStandaloneDefect, isExerciseTerm } from './standalone-sentence.ts';

/*
 * Open questions worth grading (issue 20 item 3, ADR 116): "Explain X" only for a term the material
 * defines, its expected answer the defining sentences — the definition whole, and the sentences
 * right after it that go on about X ("Tuples are immutable.") — never any sentence that merely
 * mentions X. A definition that sits in a worked example, leans on a figure or on what came
 * before, or only files X under a kind ("X is one of the axioms …") gives no question.
 */

/** At most this many sentences after the definition join the expected answer, and this many words in all. */
const MAX_FOLLOWING = 2;
const MAX_ANSWER_WORDS = 70;

/**
 * The speaker or author talking about themselves or the course ("Cycling is one of the things that
 * I always think about", "il se peut que dans la suite du cours, nous employions …", "the next item
 * on our agenda"): such a sentence tells how the material goes, and a teacher would not take it as
 * the model answer of "Explain X".
 */
const FIRST_PERSON: Record<MaterialLanguage, RegExp> = {
  en: /(?<![\p{L}'’])(?:I|[Mm]e|[Mm]y|[Ww]e|us|[Oo]urs?|I['’](?:m|ve|ll|d)|[Ww]e['’](?:re|ve|ll|d))(?![\p{L}'’])/u,
  pt: /(?<![\p{L}])(?:eu|nós|nosso|nossa|nossos|nossas|meu|minha|meus|minhas)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:yo|nosotros|nosotras|nuestro|nuestra|nuestros|nuestras|mi|mis)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:je|j['’]|nous|notre|nos|mon|ma|mes)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(?:io|noi|nostro|nostra|nostri|nostre|mio|mia|miei|mie)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:ich|wir|uns|unser|unsere|unserem|unseren|unserer|mein|meine|meinem|meinen)(?![\p{L}])/iu,
};

/** A sentence adverb that opens no term ("Sometimes refactoring is a sign …" defines nothing). */
export const ADVERB_START =
  /^(?:sometimes|often|usually|also|thus|therefore|however|generally|typically|normally|now|then|here|so|just|still|indeed|perhaps|maybe|às vezes|muitas vezes|geralmente|normalmente|também|a veces|también|parfois|souvent|aussi|généralement|a volte|spesso|anche|manchmal|oft|auch)\s/iu;

/** "X is one of the Y": a kind, with nothing of what sets X apart — no model answer. */
const ONE_OF: Record<MaterialLanguage, RegExp> = {
  en: /^[^,;]{0,60}?\b(?:is|are) (?:one|some|among) (?:of )?the\b/iu,
  pt: /^[^,;]{0,60}?(?<!\p{L})(?:é|são) (?:um|uma|alguns|algumas) d[oa]s(?!\p{L})/iu,
  es: /^[^,;]{0,60}?(?<!\p{L})(?:es|son) (?:uno|una|algunos|algunas) de (?:los|las)(?!\p{L})/iu,
  fr: /^[^,;]{0,60}?(?<!\p{L})(?:est|sont) (?:l['’]une?|quelques-un(?:e)?s) des(?!\p{L})/iu,
  it: /^[^,;]{0,60}?(?<!\p{L})(?:è|sono) (?:uno|una|alcuni|alcune) (?:dei|degli|delle)(?!\p{L})/iu,
  de: /^[^,;]{0,60}?(?<!\p{L})(?:ist|sind) (?:eine[rs]?|einige) (?:der|von)(?!\p{L})/iu,
};

/**
 * "X is an important concept in …", "X é uma ideia fundamental": the definiens judges X, it does
 * not say what X is — a teacher does not take it as the model answer (ADR 138).
 */
const JUDGED: Record<MaterialLanguage, RegExp> = {
  en: /^[^,;]{0,60}?\b(?:is|are) (?:a|an|the|one)? ?(?:very |really |quite |most |more |particularly )?(?:important|useful|key|good|bad|nice|great|powerful|interesting|common|popular|simple|easy|difficult|hard|major|big|central|fundamental|crucial|essential|critical|main|special|typical|famous|well-known|classic|new|recent|serious|helpful|relevant|significant|necessary|basic)\b(?: (?:concept|idea|notion|topic|tool|part|thing|aspect|example|issue|question|point|subject|one|step|feature|factor))?(?:[.]|\s+(?:in|for|of|to|when|because|as|here)\b)/iu,
  pt: /^[^,;]{0,60}?(?<!\p{L})(?:é|são) (?:um|uma|o|a)? ?(?:muito |bastante )?(?:importante|útil|fundamental|essencial|central|crucial|básic[oa]|simples|fácil|difícil|comum|interessante|poderos[oa]|principal)s?(?!\p{L})/iu,
  es: /^[^,;]{0,60}?(?<!\p{L})(?:es|son) (?:un|una|el|la)? ?(?:muy |bastante )?(?:importante|útil|fundamental|esencial|central|crucial|básic[oa]|simple|fácil|difícil|común|interesante|poderos[oa]|principal)(?:e?s)?(?!\p{L})/iu,
  fr: /^[^,;]{0,60}?(?<!\p{L})(?:est|sont) (?:un|une|le|la)? ?(?:très |assez )?(?:important|utile|fondamental|essentiel|central|crucial|simple|facile|difficile|courant|intéressant|puissant|principal)e?s?(?!\p{L})/iu,
  it: /^[^,;]{0,60}?(?<!\p{L})(?:è|sono) (?:un|una|il|la)? ?(?:molto |abbastanza )?(?:importante|utile|fondamentale|essenziale|centrale|cruciale|semplice|facile|difficile|comune|interessante|potente|principale)(?!\p{L})/iu,
  de: /^[^,;]{0,60}?(?<!\p{L})(?:ist|sind) (?:ein|eine|der|die|das)? ?(?:sehr |ziemlich )?(?:wichtig|nützlich|grundlegend|wesentlich|zentral|einfach|schwierig|häufig|interessant|mächtig)(?:e[rsnm]?)?(?!\p{L})/iu,
};

/** A definition that goes on elsewhere: "… is defined as follows:", "… satisfies the following conditions." */
const GOES_ON =
  /(?<!\p{L})(?:as follows|the following|a seguir|o seguinte|os seguintes|as seguintes|lo siguiente|los siguientes|las siguientes|ci-dessous|suivante?s?|seguenti|il seguente|folgende[nrs]?|wie folgt)(?![\p{L}])|:\s*$/iu;

/**
 * An English glossary entry that gives an instruction, not what the term is: "running: Experiment
 * by making changes and running different versions." — its first word a verb (WordNet knows it as
 * one) followed by a preposition, an article or a pronoun.
 */
function isInstruction(definition: string, language: MaterialLanguage): boolean {
  if (language !== 'en') return false;
  const match = /^(\p{L}+)\s+(\p{L}+)/u.exec(definition.trim());
  if (!match) return false;
  const first = match[1]!.toLowerCase();
  if (/^(?:a|an|the|one|any|some|each|every|all|to)$/u.test(first)) return false;
  return (
    getEnglishPos(first).has('v') &&
    /^(?:by|with|the|a|an|your|it|them|this|that|these|those|on|in|into|out|up|for|each|every|all)$/iu.test(match[2]!)
  );
}

/**
 * Whether a definition makes the expected answer of "Explain X" a teacher would accept: not one
 * whose term opens with a sentence adverb or is a piece of an exercise, nor one said in the first
 * person, nor one that cannot stand alone (an example's, a figure's, a pointer's), nor one that only
 * names X's kind.
 */
export function isModelAnswer(analysis: DocumentAnalysis, term: string, expectedAnswer: string): boolean {
  if (ADVERB_START.test(term.trim()) || isExerciseTerm(term, analysis.language)) return false;
  if (findStandaloneDefect(expectedAnswer, analysis.language) !== null) return false;
  // "A raíz de esta definición podemos definir … función inversa": a pointer, a cross-reference, a glued heading
  if (findTextDefect(expectedAnswer, analysis.language) !== null) return false;
  if (ONE_OF[analysis.language].test(expectedAnswer)) return false;
  // what X is, whole: not a judgement of X, not a definition that goes on elsewhere, not an
  // instruction (ADR 138)
  const [first = expectedAnswer] = expectedAnswer.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  if (JUDGED[analysis.language].test(first) || GOES_ON.test(first)) return false;
  if (isInstruction(first, analysis.language)) return false;
  // the pronouns and possessives only: a verb's ending ("usamos") is too like a noun's ("extremos")
  const rest = expectedAnswer.replace(term, ' ');
  return !FIRST_PERSON[analysis.language].test(rest);
}

/**
 * A speaker's figure of speech, not a definition: "Venture capital is the freckle of the freckle in
 * the financial markets." The kind a spoken definition files its term under — the first content
 * words of what it says the term is — is a word the lecture uses nowhere else; a real kind
 * ("a loan that converts into equity") is one the speaker comes back to (ADR 146). Written
 * material defines in words of its field and is not read so.
 */
export function isFigurative(analysis: DocumentAnalysis, sentenceIndex: number, definiens: string): boolean {
  if (analysis.shape !== 'spoken') return false;
  const kind = (definiens.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [])
    .filter((word) => !isFunctionWord(word, analysis.language))
    .slice(0, 2);
  if (kind.length === 0) return false;
  return kind.every((word) =>
    [...getStemSet(analysis, word)].every((stem) =>
      (analysis.sentencesByStem.get(stem) ?? []).every((index) => index === sentenceIndex),
    ),
  );
}

/** A sentence that says the definition again in other words: "That is, …", "In other words, …", "Es decir, …". */
const RESTATES =
  /^(?:that is(?: to say)?|in other words|i\.\s?e\.|this means that|put (?:simply|differently)|ou seja|isto é|quer dizer|em outras palavras|noutras palavras|es decir|o sea|en otras palabras|c['’]est-à-dire|autrement dit|en d['’]autres termes|cioè|in altre parole|das heißt|d\.\s?h\.|mit anderen worten),?\s+/iu;

/**
 * The defining sentences of a term: its definition, and the next sentences of the same block
 * that go on about it as their subject — opening with the term ("Tuples are immutable.") or with a
 * word that points back at it ("It …", "Elle …") — while they stand alone otherwise, up to
 * MAX_FOLLOWING sentences and MAX_ANSWER_WORDS words. A sentence that only mentions the term
 * ("Depending on your environment, you start the interpreter …") is no part of its definition.
 */
export function getDefiningPassage(analysis: DocumentAnalysis, sentence: SentenceInfo, bareTerm: string): string {
  const termStems = [...getStemSet(analysis, bareTerm)];
  const parts = [sentence.text];
  let words = sentence.tokens.length;
  for (let offset = 1; offset <= MAX_FOLLOWING; offset += 1) {
    const next = analysis.sentences[sentence.index + offset];
    if (!next || next.chunkIndex !== sentence.chunkIndex || next.blockKind !== sentence.blockKind) break;
    if (!/[.]["”»)]?$/u.test(next.text) || words + next.tokens.length > MAX_ANSWER_WORDS) break;
    // about the term as its subject: opening with the term (after an article) or with a word that points back at it
    const first = next.tokens[0]?.lower ?? '';
    const opening = getStemSet(
      analysis,
      next.tokens
        .slice(0, termStems.length + 1)
        .map((token) => token.text)
        .join(' '),
    );
    const namesTerm = termStems.length > 0 && termStems.every((stem) => opening.has(stem));
    // "That is, …", "Ou seja, …": the definition said again in other words continues it (ADR 138)
    const restated = RESTATES.exec(next.text);
    if (!namesTerm && !restated && !getAnaphoricStarts(analysis.language).has(first)) break;
    // a sentence that turns to an example, a figure or the reader ends the passage
    const rest = restated
      ? next.text.slice(restated[0].length).replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())
      : next.text;
    const defect = findStandaloneDefect(rest, analysis.language);
    if ((defect !== null && defect !== 'pointer-subject') || FIRST_PERSON[analysis.language].test(next.text)) break;
    if (analysis.definitions.some((other) => other.sentenceIndex === next.index)) break;
    parts.push(next.text);
    words += next.tokens.length;
  }
  return parts.join(' ');
}

/** An infinitive's ending in each language, for a term and the first word of its definition. */
const INFINITIVE: Record<MaterialLanguage, RegExp> = {
  en: /^$/u,
  pt: /^\p{Ll}+(?:ar|er|ir)$/u,
  es: /^\p{Ll}+(?:ar|er|ir)$/u,
  fr: /^\p{Ll}+(?:er|ir|re)$/u,
  it: /^\p{Ll}+(?:are|ere|ire)$/u,
  de: /^\p{Ll}+(?:en|ern|eln)$/u,
};

/**
 * Whether a definition defines a verb: "traverse: To iterate through the items …", "percorrer:
 * iterar sobre …". "Explain what traverse is" is no sentence; the verb's question asks what it
 * means to do it (ADR 146).
 */
export function definesVerb(term: string, definiens: string, language: MaterialLanguage): boolean {
  const bare = term.trim();
  if (/\s/u.test(bare)) return false;
  if (language === 'en') return /^to\s+\p{L}/iu.test(definiens.trim()) && /^\p{Ll}/u.test(bare);
  const first = /^\p{L}+/u.exec(definiens.trim().toLowerCase())?.[0] ?? '';
  return INFINITIVE[language].test(bare) && INFINITIVE[language].test(first);
}

/**
 * Whether an English term is a mass noun named by a gerund — "object-oriented programming",
 * "problem solving" — that takes no indefinite article ("what an object-oriented programming is"
 * is no English, ADR 146). Only a phrase of two words or more: one word ("a building", "a
 * mapping") is often countable.
 */
export function isGerundPhrase(bareTerm: string): boolean {
  const words = bareTerm.trim().split(/\s+/u);
  if (words.length < 2) return false;
  const last = words.at(-1)!.toLowerCase();
  const match = /^(\p{L}{2,}?)(\p{L})?\2?ing$/u.exec(last);
  if (!match) return false;
  const base = last.slice(0, -3);
  const candidates = [base, `${base}e`, base.replace(/(\p{L})\1$/u, '$1')];
  return candidates.some((verb) => verb.length >= 3 && getEnglishPos(verb).has('v'));
}

/** "Explain X" for each term the material defines, its defining sentences the expected answer. */
export function buildOpenEnded(analysis: DocumentAnalysis, language: QuestionLanguage): Ranked<GeneratedQuestion>[] {
  const templates = getTemplates(language);
  const candidates: Ranked<GeneratedQuestion>[] = [];
  for (const definition of analysis.definitions) {
    const sentence = analysis.sentences[definition.sentenceIndex]!;
    const context = findSentenceContextDefect(analysis, sentence.index);
    // a worked example's sentence; a bibliography entry (a cited package's description) is no model answer (ADR 133)
    if (context === 'worked-example' || context === 'reference') continue;
    const key = getContentKey(definition.bareTerm, analysis.language);
    const formatted = formatTerm(definition.term, definition.bareTerm, analysis, language);
    const term =
      analysis.language === 'en' && language === 'en' && isGerundPhrase(definition.bareTerm)
        ? formatted.replace(/^an?\s+/iu, '')
        : formatted;
    const prompt = definesVerb(definition.bareTerm, definition.definition, analysis.language)
      ? fillTemplate(templates.explainVerb, { term: definition.bareTerm })
      : fillTemplate(definition.isPlural ? templates.explainTerms : templates.explainTerm, { term });
    const expectedAnswer =
      sentence.blockKind === 'glossary'
        ? definition.definition
        : getDefiningPassage(analysis, sentence, definition.bareTerm);
    if (isGivenAway(analysis, prompt, expectedAnswer)) continue;
    if (isFigurative(analysis, sentence.index, definition.definition)) continue;
    if (
      !isModelAnswer(analysis, definition.bareTerm, sentence.blockKind === 'glossary' ? expectedAnswer : sentence.text)
    )
      continue;
    const phrase = analysis.phraseByKey.get(key);
    candidates.push({
      item: {
        type: 'open_ended',
        prompt,
        expectedAnswer,
        explanation: describeSource(analysis, sentence, language),
        sourceChunkId: analysis.chunks[sentence.chunkIndex]!.id,
      },
      score: 1.2 * (0.4 + sentence.centrality) * (phrase ? getPhraseWeight(analysis, phrase) : 0.4),
      chunkIndex: sentence.chunkIndex,
      sentenceIndex: sentence.index,
      answerKey: key,
      text: `${definition.bareTerm} ${expectedAnswer}`,
    });
  }
  // "What does the material say about X?" answered by any sentence that mentions X is not asked:
  // an open question is worth grading only when the material defines what it asks about
  return candidates;
}
