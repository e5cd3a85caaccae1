import type { MaterialLanguage } from '@mnemo/domain/languages';
import { isFunctionWord, stemWord, stripMarks } from './language.ts';
import { isLexiconLemma } from './lexicon.ts';
import { getEnglishPos, lemmatizeEnglish } from './wordnet.ts';

/*
 * Clause cues for whether a sentence has a main clause (ADR 153), in the six languages the generator
 * writes, from the grammar's closed classes and the lexicons the project already has: a finite verb
 * (an auxiliary, a copula or a modal by list; in English a verb form WordNet knows, inflected, after
 * a subject-like word; elsewhere an inflected word that is no lemma of the language's wordnet and
 * whose stem is a verb's infinitive's), subordinators that open a dependent clause at a clause's
 * start, and relative pronouns that open one anywhere. A finite verb no subordinator or relative
 * pronoun claims is the main clause's. The cues err towards finding a verb: a missed fragment costs
 * one poor item, a refused sentence costs a good one.
 */

/** Finite forms of the auxiliaries, copulas, modals and commonest verbs, by list. */
const FINITE_WORDS: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(
    `is are was were am has have had does do did can could will would may might must shall should cannot isn't aren't wasn't
    weren't hasn't haven't hadn't doesn't don't didn't can't couldn't won't wouldn't shouldn't mustn't ought
    became began brought built came chose did drew drove fell felt found fought gave got grew held kept knew laid led left lent
    let lost made meant met paid put ran rose said saw sent set showed shown shot sat slept sold spoke spent stood struck took
    taught told thought threw understood went won wrote lies applies implies relies varies carries denies supplies`.split(
      /\s+/u,
    ),
  ),
  pt: new Set(
    `é são foi foram era eram será serão seria seriam seja sejam está estão estava estavam esteve estiveram estará tem têm tinha
    tinham teve tiveram terá há havia houve haverá pode podem podia podiam poderá poderão poderia deve devem devia deveria
    faz fazem fez fizeram dá dão deu deram vai vão ia iam foi diz dizem disse vem vêm veio fica ficam ficou existe existem
    permite permitem consiste depende significa chama chamam representa representam fosse fossem tenha tenham possa possam
    haja`.split(/\s+/u),
  ),
  es: new Set(
    `es son fue fueron era eran será serán sería serían sea sean está están estaba estaban estuvo estará tiene tienen tenía
    tenían tuvo tendrá hay había hubo habrá ha han había habían puede pueden podía podían podrá podría debe deben debía debería
    hace hacen hizo hicieron da dan dio dieron va van iba iban dice dicen dijo viene vienen vino queda quedan existe existen
    permite permiten consiste depende significa llama llaman representa representan fuera fueran fuese fuesen haya hayan
    tenga tengan pueda puedan`.split(/\s+/u),
  ),
  fr: new Set(
    `est sont était étaient fut furent sera seront serait seraient soit soient a ont avait avaient eut auront aura aurait
    peut peuvent pouvait pourra pourrait doit doivent devait devra devrait fait font faisait fera va vont allait dit disent
    vient viennent existe existent permet permettent consiste dépend signifie représente représentent faut suffit ait aient
    puisse puissent fût`.split(/\s+/u),
  ),
  it: new Set(
    `è sono era erano fu furono sarà saranno sarebbe sarebbero sia siano ha hanno aveva avevano ebbe avrà avrebbe c'è può
    possono poteva potrà potrebbe deve devono doveva dovrà dovrebbe fa fanno faceva fece va vanno andava dice dicono disse
    viene vengono venne esiste esistono permette permettono consiste dipende significa rappresenta rappresentano basta
    occorre serve fosse fossero abbia abbiano possa possano`.split(/\s+/u),
  ),
  de: new Set(
    `ist sind war waren wird werden wurde wurden würde würden sei seien wäre wären hat haben hatte hatten hätte hätten kann
    können konnte konnten könnte muss müssen musste mussten müsste darf dürfen durfte soll sollen sollte sollten will wollen
    wollte mag gibt gab geht ging gilt galt heißt hieß bedeutet besteht bestehen liegt liegen steht stehen kommt kommen
    macht machen bleibt bleiben enthält enthalten lässt lassen`.split(/\s+/u),
  ),
};

/** Infinitive endings a finite form's stem takes to be a lemma of the language's wordnet. */
const INFINITIVE_ENDINGS: Record<Exclude<MaterialLanguage, 'en'>, readonly string[]> = {
  pt: ['ar', 'er', 'ir', 'or'],
  es: ['ar', 'er', 'ir'],
  fr: ['er', 'ir', 're', 'oir'],
  it: ['are', 'ere', 'ire', 'rre'],
  de: ['en', 'n', 'ern', 'eln'],
};

/** Endings of the finite forms a claim is stated in (third person, and the first plural of a text's "we"). */
const FINITE_ENDING: Record<Exclude<MaterialLanguage, 'en'>, RegExp> = {
  pt: /(?:a|e|am|em|ou|ava|avam|ia|iam|aram|eram|iram|ará|erá|irá|arão|erão|irão|amos|emos|imos)$/u,
  es: /(?:a|e|an|en|ó|ió|aba|aban|ía|ían|aron|ieron|ará|erá|irá|arán|erán|irán|amos|emos|imos)$/u,
  fr: /(?:e|ent|it|ît|t|d|ait|aient|a|ut|era|ira|eront|iront|ons)$/u,
  it: /(?:a|e|ano|ono|ò|ì|ava|avano|eva|evano|iva|ivano|erà|irà|iamo)$/u,
  de: /(?:t|et|te|ten|en|n)$/u,
};
/**
 * Endings only a finite verb has among the words that are no lemma (an adjective's or a noun's
 * plural ends in -s): the third and first plural ("tienden", "permitem", "dépendent", "dipendono").
 */
const PLURAL_FINITE_ENDING: Record<Exclude<MaterialLanguage, 'en' | 'de'>, RegExp> = {
  pt: /\p{L}{2}(?:am|em|amos|emos|imos)$/u,
  es: /\p{L}{2}(?:an|en|amos|emos|imos)$/u,
  fr: /\p{L}{2}(?:ent|ons)$/u,
  it: /\p{L}{2}(?:ano|ono|iamo)$/u,
};

/** Words after which the next word is a noun or a name, not a finite verb: articles, determiners, prepositions. */
const NOMINAL_BEFORE: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(
    `a an the this these those its their his her our your my every each any no some many few several of for with to from by in on at
    into onto about between among under over through than as per via without within whose other another such both all`.split(
      /\s+/u,
    ),
  ),
  pt: new Set(
    `o a os as um uma uns umas de do da dos das no na nos nas em ao aos à às pelo pela pelos pelas por para com sem sobre entre este esta
    estes estas esse essa esses essas seu sua seus suas cada todo toda todos todas outro outra num numa`.split(/\s+/u),
  ),
  es: new Set(
    `el la los las un una unos unas de del al en por para con sin sobre entre este esta estos estas ese esa esos esas su sus cada todo
    toda todos todas otro otra`.split(/\s+/u),
  ),
  fr: new Set(
    `le la les l un une des du de d au aux en par pour avec sans sur sous entre dans ce cet cette ces son sa ses leur leurs chaque tout
    toute tous toutes autre`.split(/\s+/u),
  ),
  it: new Set(
    `il lo la i gli le l un uno una di del della dei degli delle dello al alla ai agli alle in nel nella nei negli nelle per con su sul
    sulla tra fra da dal dalla questo questa questi queste suo sua suoi sue ogni tutto tutta tutti tutte altro altra`.split(
      /\s+/u,
    ),
  ),
  de: new Set(
    `der die das den dem des ein eine einen einem einer eines von vom zu zum zur mit für auf aus bei nach über unter zwischen durch
    im ins am an in dieser diese dieses diesen diesem jeder jede jedes sein seine ihr ihre`.split(/\s+/u),
  ),
};

/** English modals: after an if-clause, a modal heads the consequence ("If the data is informative the estimates will converge"). */
const ENGLISH_MODAL = /^(?:will|would|can|could|may|might|must|shall|should)$/u;

/** Subject pronouns before a finite English base form ("they produce", "we use"). */
const ENGLISH_SUBJECT_PRONOUN = /^(?:i|we|you|they|who|which|that)$/u;

/** Subordinators that open a dependent clause at a clause's start ("If …", "…, quando …", "Wenn …"). */
const SUBORDINATORS: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set([
    'if',
    'when',
    'whenever',
    'since',
    'because',
    'although',
    'though',
    'while',
    'whereas',
    'unless',
    'once',
  ]),
  pt: new Set(['se', 'quando', 'porque', 'embora', 'enquanto', 'caso', 'conquanto', 'porquanto']),
  es: new Set(['si', 'cuando', 'porque', 'aunque', 'mientras', 'puesto']),
  fr: new Set([
    'si',
    "s'il",
    "s'ils",
    'quand',
    'lorsque',
    "lorsqu'",
    'puisque',
    "puisqu'",
    'parce',
    'quoique',
    'tandis',
  ]),
  it: new Set(['se', 'quando', 'perché', 'poiché', 'sebbene', 'benché', 'mentre', 'siccome', 'qualora']),
  de: new Set(['wenn', 'weil', 'obwohl', 'falls', 'dass', 'sobald', 'nachdem', 'ob', 'damit']),
};

/** Relative pronouns: a dependent clause about the noun before ("a particle whose …", "un répertoire qui …"). */
const RELATIVES: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(['that', 'which', 'who', 'whom', 'whose', 'where']),
  pt: new Set(['que', 'cujo', 'cuja', 'cujos', 'cujas', 'onde', 'quem']),
  es: new Set(['que', 'cuyo', 'cuya', 'cuyos', 'cuyas', 'donde', 'quien', 'quienes']),
  fr: new Set(['qui', 'que', "qu'", 'dont', 'où', 'lequel', 'laquelle', 'lesquels', 'lesquelles']),
  it: new Set(['che', 'cui', 'quale', 'quali', 'dove']),
  // German relatives are articles too: only after a comma
  de: new Set(['welche', 'welcher', 'welches', 'welchen', 'welchem', 'deren', 'dessen']),
};
const GERMAN_COMMA_RELATIVES = new Set(['der', 'die', 'das', 'dem', 'den', 'deren', 'dessen', 'denen']);

/** Words that make a subordinator with "que"/"che"/"dass" after them ("para que", "ya que", "afin que", "so dass"). */
const COMPOUND_SUBORDINATOR =
  /^(?:para|por|sin|antes|después|hasta|desde|ya|así|dado|puesto|visto|pois|sem|até|desde|uma|pour|sans|avant|afin|bien|alors|pendant|dès|tandis|perché|affinché|prima|dopo|senza|visto|dato|so|ohne|anstatt|sodass)$/u;

/** Words that join two clauses of the same kind ("… is growing and it has …"). */
const COORDINATORS: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(['and', 'or', 'but', 'nor']),
  pt: new Set(['e', 'ou', 'mas', 'nem']),
  es: new Set(['y', 'e', 'o', 'u', 'pero', 'ni']),
  fr: new Set(['et', 'ou', 'mais', 'ni']),
  it: new Set(['e', 'ed', 'o', 'ma', 'né']),
  de: new Set(['und', 'oder', 'aber', 'sondern']),
};

/** Words that resume the main clause after a leading dependent one ("If …, then …"). */
const RESUMING: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(['then']),
  pt: new Set(['então']),
  es: new Set(['entonces']),
  fr: new Set(['alors']),
  it: new Set(['allora']),
  de: new Set(['dann', 'so']),
};

/** A token of the clause reading: a word (lower-cased, with its written form) or a clause-breaking mark. */
interface ClauseToken {
  word: string;
  written: string;
  /** a comma, semicolon, colon or dash stands before it */
  afterBreak: boolean;
}

const TOKEN =
  /[\p{L}\p{M}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}]*)?(?:-[\p{L}\p{M}]+)*|\p{N}+(?:[.,]\p{N}+)*|[,;:–—]|\s-\s|[=<>≤≥≠≈≡⇒⇔→∈∉⊂⊆⊃⊇∝~]/gu;
/** A formula's relation states as a verb does: "lim An = lim inf An", "P(A) ≤ 1". */
const RELATION = /^[=<>≤≥≠≈≡⇒⇔→∈∉⊂⊆⊃⊇∝~]$/u;

/** An elided article, preposition or pronoun before its word: "l'esecuzione", "d'addition", "qu'il", "dell'albero". */
const ELISION =
  /^((?:l|d|j|m|n|s|t|c|qu|lorsqu|puisqu|quoiqu|jusqu|dell|dall|nell|sull|all|un|quest|quell)['’])(\p{L}.*)$/iu;

function tokenize(text: string, language: MaterialLanguage): ClauseToken[] {
  const tokens: ClauseToken[] = [];
  let afterBreak = false;
  for (const match of text.matchAll(TOKEN)) {
    const written = match[0];
    if (/^(?:[,;:–—]|\s-\s)$/u.test(written)) {
      afterBreak = true;
      continue;
    }
    const elided = language === 'fr' || language === 'it' ? ELISION.exec(written) : null;
    const parts = elided ? [elided[1]!, elided[2]!] : [written];
    for (const part of parts) {
      tokens.push({ word: part.toLowerCase().replace(/’/gu, "'"), written: part, afterBreak });
      afterBreak = false;
    }
  }
  return tokens;
}

const verbStemCache = new Map<string, boolean>();

/** Whether a word's stem, with an infinitive ending, is a lemma of the language's wordnet ("determina" → "determinar"). */
function hasVerbStem(word: string, language: Exclude<MaterialLanguage, 'en'>): boolean {
  const key = `${language}:${word}`;
  const cached = verbStemCache.get(key);
  if (cached !== undefined) return cached;
  const stems = new Set([stemWord(word, language)]);
  if (language === 'de') stems.add(word.replace(/(?:et|t|en|n|te|ten|st)$/u, ''));
  for (const stem of [...stems]) {
    // a stem that changes in the finite form: "tiend" → "tend", "concatèn" → "concatén", "muev" → "mov"
    stems.add(stem.replace(/ie(?=\p{L}+$)/u, 'e').replace(/ue(?=\p{L}+$)/u, 'o'));
    stems.add(stem.replace(/è/gu, 'é'));
    stems.add(stripMarks(stem));
  }
  let found = false;
  for (const stem of stems) {
    if (stem.length < 3) continue;
    for (const ending of INFINITIVE_ENDINGS[language])
      if (isLexiconLemma(stem + ending, language)) {
        found = true;
        break;
      }
    if (found) break;
  }
  if (verbStemCache.size > 50_000) verbStemCache.clear();
  verbStemCache.set(key, found);
  return found;
}

/** Words after which an English participle is an adjective ("If accessed data is …"), not a finite verb. */
const ENGLISH_PARTICIPLE_BEFORE = /^(?:if|when|whenever|once|unless|although|though|while|because|since)$/u;

/** Whether an English word, in its place, reads as a finite verb. */
function isEnglishFinite(tokens: readonly ClauseToken[], index: number): boolean {
  const { word } = tokens[index]!;
  const before = tokens[index - 1]?.word;
  const after = tokens[index + 1];
  if (FINITE_WORDS.en.has(word)) return true;
  if (/^\p{L}+'(?:s|re|ve|ll|d|m)$/u.test(word))
    return /^(?:it|that|there|here|what|he|she|we|they|you|i|who|which|this)'/u.test(word);
  if (before !== undefined && NOMINAL_BEFORE.en.has(before)) return false;
  // an imperative opening: "Name all files …", "Be careful …", "Beware that …"
  if (
    before === undefined &&
    getEnglishPos(word).has('v') &&
    lemmatizeEnglish(word).includes(word) &&
    (/^(?:be|do|let|note|make|keep|use|avoid|try|remember|beware|see|never|always)$/u.test(word) ||
      /^(?:the|a|an|all|that|your|each|every|any|this|these|those|it|them|sure|no)$/u.test(after?.word ?? ''))
  )
    return true;
  if (/ing$/u.test(word) || word.length < 3) return false;
  const lemmas = lemmatizeEnglish(word);
  if (!lemmas.some((lemma) => getEnglishPos(lemma).has('v'))) return false;
  // an inflected form ("holds", "changed"), not a base form that ends so ("need", "process")
  const inflected =
    /(?:[^s]s|ed)$/u.test(word) && lemmas.some((lemma) => lemma !== word && getEnglishPos(lemma).has('v'));
  if (inflected) {
    // "strings" after "parsing", "rates" after "mutation": a plural noun after an adjective or a noun modifier
    if (before === undefined) return !/ed$/u.test(word);
    // after a subordinator comes the clause's subject: "If accessed data …", "Since programs often write …"
    if (ENGLISH_PARTICIPLE_BEFORE.test(before) && (/ed$/u.test(word) || getEnglishPos(word).has('n'))) return false;
    const beforePos = getEnglishPos(before);
    if (/ing$/u.test(before) || (beforePos.has('a') && !beforePos.has('n'))) return false;
    return true;
  }
  if (before === undefined) return false;
  if (before === 'to' || FINITE_WORDS.en.has(before)) return false;
  // a base form after a subject pronoun or a plural noun: "they produce", "cells divide"
  if (ENGLISH_SUBJECT_PRONOUN.test(before)) return true;
  if (/[^s]s$/u.test(before) && getEnglishPos(before).has('n') && !getEnglishPos(word).has('n')) return true;
  // a base form before its object or after its clause: "… matrix divide and differentiate", "… forward include Cicero"
  return (
    after !== undefined &&
    !after.afterBreak &&
    (/^(?:the|a|an|this|these|those|its|their|all|both|each|every|to|in|on|at|by|with|from|into)$/u.test(after.word) ||
      /^\p{Lu}/u.test(after.written))
  );
}

/** Articles, which open a verb's object. */
const ARTICLES: Record<MaterialLanguage, RegExp> = {
  en: /^(?:the|a|an)$/u,
  pt: /^(?:o|a|os|as|um|uma|uns|umas)$/u,
  es: /^(?:el|la|los|las|un|una|unos|unas)$/u,
  fr: /^(?:le|la|les|l'|un|une|des|du)$/u,
  it: /^(?:il|lo|la|i|gli|le|l'|un|uno|una)$/u,
  de: /^(?:der|die|das|den|dem|ein|eine|einen|einem)$/u,
};

/** German subject pronouns, before or after the finite verb ("man ruft", "ruft man … auf"). */
const GERMAN_PRONOUN = /^(?:man|er|sie|es|wir|ihr|ich|du)$/u;

/** Whether a word of another language, in its place, reads as a finite verb. */
function isOtherFinite(
  tokens: readonly ClauseToken[],
  index: number,
  language: Exclude<MaterialLanguage, 'en'>,
  previousFinite: boolean,
): boolean {
  const { written } = tokens[index]!;
  // "pode-se", "chama-se", "dá-lhe": the verb before its clitic
  const word = tokens[index]!.word.replace(/-(?:se|lo|la|los|las|lhe|lhes|nos|me|te|o|a|os|as)$/u, '');
  if (FINITE_WORDS[language].has(word)) return true;
  if (word !== tokens[index]!.word && word.length >= 2) return true;
  if (isFunctionWord(word, language)) return false;
  // right after a finite verb comes its complement, not a second finite verb ("é baixa", "est constante")
  if (previousFinite && !tokens[index]!.afterBreak) return false;
  const before = tokens[index - 1]?.word;
  const after = tokens[index + 1]?.word;
  const isFunction = NOMINAL_BEFORE[language].has(word);
  // a clitic before it marks a verb: "se divide", "lo calcula", "si chiama", "ne dépend"
  if (before !== undefined && /^(?:se|si|lhe|ne|n'|s'|ci|vi|me|te|nos)$/u.test(before)) {
    if (word.length >= 3 && FINITE_ENDING[language].test(word) && !isFunction) return true;
  }
  if (before !== undefined && NOMINAL_BEFORE[language].has(before)) return false;
  // a negation before a word that is no lemma: "non cambia", "não depende", "no cambia"
  if (
    before !== undefined &&
    /^(?:não|non|no|nem)$/u.test(before) &&
    FINITE_ENDING[language].test(word) &&
    !isLexiconLemma(word, language)
  )
    return true;
  if (isFunction || word.length < 4 || !FINITE_ENDING[language].test(word)) return false;
  // a name or (in German) a noun is capitalised; a finite verb is not, past the sentence's first word
  if (index > 0 && /^\p{Lu}/u.test(written)) return false;
  if (language === 'de') {
    if (/^ge\p{L}+t$/u.test(word)) return false;
    if ((before !== undefined && GERMAN_PRONOUN.test(before)) || (after !== undefined && GERMAN_PRONOUN.test(after)))
      return true;
    // the verb second, after a capitalised subject: "Jeder Python-Interpreter bietet …" (adjectives stand before the noun)
    if (index > 0 && /^\p{Lu}/u.test(tokens[index - 1]!.written) && !isLexiconLemma(word, language)) return true;
  }
  // a noun or an adjective is a lemma as written; a finite form is not (the infinitive is)
  if (isLexiconLemma(word, language)) return index > 0 && hasVerbStem(word, language);
  // a feminine adjective ("significativa", whose masculine is the lemma) unless an object follows ("retorna um …")
  const feminine =
    language === 'fr'
      ? /e$/u.test(word) && isLexiconLemma(word.slice(0, -1), language)
      : language !== 'de' && /a$/u.test(word) && isLexiconLemma(`${word.slice(0, -1)}o`, language);
  if (feminine) return after !== undefined && ARTICLES[language].test(after);
  if (language !== 'de' && PLURAL_FINITE_ENDING[language].test(word)) return true;
  return hasVerbStem(word, language) || language !== 'de';
}

function isFinite(
  tokens: readonly ClauseToken[],
  index: number,
  language: MaterialLanguage,
  previousFinite: boolean,
): boolean {
  if (RELATION.test(tokens[index]!.word)) return true;
  return language === 'en' ? isEnglishFinite(tokens, index) : isOtherFinite(tokens, index, language, previousFinite);
}

/** What the clause reading found: finite verbs, and whether one of them heads a main clause. */
export interface ClauseReading {
  /** the words read as finite verbs, in order */
  verbs: string[];
  finiteCount: number;
  hasMainClause: boolean;
  /** the sentence opens with a subordinator whose clause no main clause follows */
  isDanglingSubordinate: boolean;
}

/**
 * Reads a sentence's clauses: each subordinator at a clause's start and each relative pronoun opens
 * a dependent clause, which claims the next finite verb; a verb joined by a coordinator to a
 * dependent clause's verb belongs to that clause too ("If the company is growing and it has value");
 * a subordinator whose clause has no verb before the next comma was a preposition ("Since 1990, …").
 * A finite verb nothing claims is the main clause's.
 */
export function readClauses(text: string, language: MaterialLanguage): ClauseReading {
  const tokens = tokenize(text, language);
  let pending = 0;
  let verbSinceOpen = false;
  let lastKind: 'main' | 'dependent' | null = null;
  let coordinated = false;
  let finiteCount = 0;
  const verbs: string[] = [];
  let previousFinite = false;
  let hasMainClause = false;
  const opensSubordinate = tokens.length > 0 && SUBORDINATORS[language].has(tokens[0]!.word);
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const { word } = token;
    const afterFinite = previousFinite;
    previousFinite = false;
    if (token.afterBreak) {
      // a subordinator with no verb up to the comma was a preposition or an adverb ("Since 1990,", "Si nécessaire,")
      if (pending > 0 && !verbSinceOpen) pending = 0;
      coordinated = false;
    }
    // "para que", "mientras que", "parce que", "so dass": one subordinator
    if (
      /^(?:que|qu'|che|dass)$/u.test(word) &&
      index > 0 &&
      (SUBORDINATORS[language].has(tokens[index - 1]!.word) || COMPOUND_SUBORDINATOR.test(tokens[index - 1]!.word))
    ) {
      if (!SUBORDINATORS[language].has(tokens[index - 1]!.word)) {
        pending += 1;
        verbSinceOpen = false;
      }
      continue;
    }
    const clauseStart =
      index === 0 || token.afterBreak || coordinated || RESUMING[language].has(tokens[index - 1]!.word);
    if (clauseStart && SUBORDINATORS[language].has(word)) {
      pending += 1;
      verbSinceOpen = false;
      continue;
    }
    const isRelative =
      RELATIVES[language].has(word) ||
      (language === 'de' && token.afterBreak && GERMAN_COMMA_RELATIVES.has(word)) ||
      // "s'il", "qu'il", "lorsqu'on": the elided form
      (language === 'fr' && /^(?:qu'|lorsqu'|puisqu')/u.test(word));
    // a relative pronoun with no noun before it connects ("De donde extraemos …")
    if (isRelative && index > 0 && !(index === 1 && NOMINAL_BEFORE[language].has(tokens[0]!.word))) {
      pending += 1;
      verbSinceOpen = false;
      continue;
    }
    // a capital "Y", "E", "O" is a variable, not a conjunction
    if (COORDINATORS[language].has(word) && token.written === word) {
      coordinated = true;
      continue;
    }
    const finite = isFinite(tokens, index, language, afterFinite);
    previousFinite = finite;
    if (!finite) continue;
    finiteCount += 1;
    verbs.push(word);
    if (pending > 0) {
      pending -= 1;
      lastKind = 'dependent';
    } else if (coordinated && lastKind === 'dependent' && !(language === 'en' && ENGLISH_MODAL.test(word))) {
      lastKind = 'dependent';
    } else {
      lastKind = 'main';
      hasMainClause = true;
    }
    coordinated = false;
    verbSinceOpen = true;
  }
  return { verbs, finiteCount, hasMainClause, isDanglingSubordinate: opensSubordinate && !hasMainClause };
}
