import type { MaterialLanguage } from '@mnemo/domain/languages';
import { getFunctionWords } from './function-words.ts';
import { LANGUAGE_WORDS } from './languages/index.ts';
import { getEnglishPos } from './wordnet.ts';

/*
 * Speech in material (lectures, recitations, captions): the discourse words a speaker opens a
 * sentence with, first- and second-person framing, and pointers to the medium ("in this
 * video", "on the board"). A card built on them teaches the lecture, not its content. The words
 * and patterns are data, one file per language under `languages/`.
 */

const fillerPatterns = new Map<MaterialLanguage, RegExp>();

function alternatives(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/ /g, '\\s+'))
    .join('|');
}

function getFillerPattern(language: MaterialLanguage): RegExp {
  let pattern = fillerPatterns.get(language);
  if (!pattern) {
    const { fillers, commaFillers } = LANGUAGE_WORDS[language];
    pattern = new RegExp(
      `^(?:(?:${alternatives(fillers)})(?:[,.!:;]+\\s*|\\s+|$)|(?:${alternatives(commaFillers)})[,.!:;]+\\s*)`,
      'iu',
    );
    fillerPatterns.set(language, pattern);
  }
  return pattern;
}

/** Whether a sentence opens with a filler or discourse word. */
export function startsWithFiller(text: string, language: MaterialLanguage): boolean {
  return getFillerPattern(language).test(text.trim());
}

/** The sentence without the fillers it opens with, its first letter capitalised ("OK, so the area …" → "The area …"). */
export function stripFillers(text: string, language: MaterialLanguage): string {
  const pattern = getFillerPattern(language);
  let rest = text.trim();
  for (let i = 0; i < 4; i += 1) {
    const match = pattern.exec(rest);
    if (!match || match[0].length === 0) break;
    const next = rest.slice(match[0].length).trim();
    // a filler alone, or one that is the sentence's subject ("Now is the time"), stays
    if (next === '' || /^(?:is|are|was|were|means|é|es|ist|est|è)\b/iu.test(next)) break;
    rest = next;
  }
  return rest === text.trim() ? rest : rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * The sentence cut before its first clause that speaks in person or points at the board
 * (", or alternatively you could have done x*dy"), when what stays is a statement of its own.
 */
function dropPersonTail(text: string, language: MaterialLanguage): string {
  const parts = text.split(/(?=,\s)/u);
  for (let i = 1; i < parts.length; i += 1) {
    if (!speaksInPerson(parts[i]!, language) && !pointsAtBoard(parts[i]!, language)) continue;
    const head = parts.slice(0, i).join('');
    const isStatement = head.split(/\s+/u).length >= 6 && LANGUAGE_WORDS[language].statementVerbs.test(head);
    const isHeadAddressed = speaksInPerson(head, language) || pointsAtBoard(head, language);
    return isStatement && !isHeadAddressed ? head : text;
  }
  return text;
}

/**
 * A spoken sentence as a statement: fillers and the speaker's framing removed ("So what we have
 * is X" → "X", "we can use X to Y" → "X can be used to Y"), by the rewrites of the language's
 * word file. Languages without rewrites keep the sentence as it is, fillers stripped; whether
 * the result still speaks in person is the caller's check.
 */
export function rewriteSpoken(text: string, language: MaterialLanguage): string {
  let current = stripFillers(text, language);
  const { rewrites } = LANGUAGE_WORDS[language];
  if (rewrites.length === 0) return current;
  for (let round = 0; round < 4; round += 1) {
    let next = current;
    for (const [pattern, replacement] of rewrites) next = next.replace(pattern, replacement).trim();
    next = stripFillers(dropPersonTail(next, language), language);
    if (next === current) break;
    current = next;
  }
  if (current === text.trim()) return current;
  current = current.replace(/[,;:\s]+$/u, '');
  if (!/[.!?]["”»’)]?$/u.test(current)) current = `${current}.`;
  return current.charAt(0).toUpperCase() + current.slice(1);
}

/**
 * An English existential sentence ("There are three kinds of rock.", "There is no limit on …"): its
 * "there" stands for no place said before. Only with an indefinite subject: "There's the peak" points.
 * Written material only: a speaker's "there's" points at the board as often (pointsAtBoard), and
 * read blind the spoken ones were run-ons ("There are definitely VCs and also, depending …").
 */
const EXISTENTIAL =
  /^there(?:['’]s|\s+(?:is|are|was|were|exists?|(?:may|might|can|could|will|must|would)\s+be|(?:has|have)\s+been|seems?\s+to\s+be))\s+(?!the\b|this\b|that\b|these\b|those\b|it\b|one\b|here\b|there\b|something\b|nothing\b|anything\b)\p{L}/iu;

/** Whether a sentence states that something exists ("There are many …"), in English; never leaning back. */
export function isExistential(text: string, language: MaterialLanguage): boolean {
  return language === 'en' && EXISTENTIAL.test(text.trim());
}

/** Whether a spoken sentence points at something the listener sees or just heard ("this one", "It's a times …"). */
export function pointsAtBoard(text: string, language: MaterialLanguage): boolean {
  const { boardPointers, leaningStarts } = LANGUAGE_WORDS[language];
  return (boardPointers?.test(text) ?? false) || (leaningStarts?.test(text) ?? false);
}

/** Whether a sentence speaks in the first or second person. */
export function speaksInPerson(text: string, language: MaterialLanguage): boolean {
  return LANGUAGE_WORDS[language].person.test(text);
}

/** Whether a sentence points at the medium ("in this video", "on the board"). */
export function pointsAtMedium(text: string, language: MaterialLanguage): boolean {
  return LANGUAGE_WORDS[language].medium.test(text);
}

/** A speaker's definition or claim ("X is …", "X means …", "that's called …", "the reason … is …"). */
export function isClaim(text: string, language: MaterialLanguage): boolean {
  return LANGUAGE_WORDS[language].claims.test(text);
}

/**
 * Whether text reads as speech: many sentences open with fillers or talk to the audience. Used
 * for pasted text that carries no timing (captions and transcripts do).
 */
export function readsAsSpeech(sentences: readonly string[], language: MaterialLanguage): boolean {
  if (sentences.length < 5) return false;
  let fillers = 0;
  let addressed = 0;
  for (const sentence of sentences) {
    if (startsWithFiller(sentence, language)) fillers += 1;
    if (speaksInPerson(sentence, language) || pointsAtMedium(sentence, language)) addressed += 1;
  }
  return fillers / sentences.length >= 0.15 && addressed / sentences.length >= 0.3;
}

const speechWordSets = new Map<MaterialLanguage, ReadonlySet<string>>();

/**
 * Whether a word of spoken material is speech rather than a possible concept: symbols read aloud
 * ("theta", "minus", "dx") and the verbs of narration ("find", "come", "figure"), which WordNet
 * also knows as nouns. In spoken material a key phrase holding one is a phrase of speech.
 */
export function isSpeechWord(lower: string, language: MaterialLanguage): boolean {
  let set = speechWordSets.get(language);
  if (!set) {
    set = new Set(LANGUAGE_WORDS[language].speechWords.split(/\s+/u).filter(Boolean));
    speechWordSets.set(language, set);
  }
  if (set.has(lower)) return true;
  // a single Latin letter or an indexed one ("x", "c_2") is a symbol in any language but one-letter words
  return set.size > 0 && (/^[a-z]$/.test(lower) || /^[a-z]_?\d$/.test(lower));
}

/** Fillers a speaker drops inside a sentence without changing its claim: "um", "uh", and a "you know", "I mean", "actually" set off by commas. Hedges that weaken the claim ("perhaps", "kind of") are not fillers. */
const INNER_FILLERS: Partial<Record<MaterialLanguage, { anywhere: RegExp; commaSet: RegExp }>> = {
  en: {
    // "kind of" / "sort of" as a hedge ("is kind of a temporary instrument"), not as a noun ("a kind of enzyme")
    anywhere:
      /,?\s*\b(?:um+|uh+|erm|uh-huh)\b,?|,?\s*(?<!\b(?:a|the|this|that|what|which|some|any|one|every|each|no|same|other|another|different|new|particular|certain|special|first|second|of|all|many|these|those)\s+)\b(?:kind|sort) of\b,?/giu,
    commaSet:
      /,\s*(?:you know|i mean|actually|indeed|basically|essentially|so|well|okay|ok|right|okay so|so to speak|if you like|for instance|for example)\s*,|(?<=\b(?:can|could|may|might|will|would|should|must))\s*,\s*(?:perhaps|maybe)\s*,|,?\s*\b(?:and so forth|and so on|or something(?: like that)?|or whatever|and stuff(?: like that)?|basically)(?=\s*[.!]?\s*$)/giu,
  },
  pt: {
    anywhere: /,?\s*(?<!\p{L})(?:hum+|ã+|éé+)(?!\p{L}),?/giu,
    commaSet: /,\s*(?:quer dizer|digamos|n[ée]|ok|pronto|bem|portanto)\s*,/giu,
  },
  es: {
    anywhere: /,?\s*(?<!\p{L})(?:eh+|em+|mmm+)(?!\p{L}),?/giu,
    commaSet: /,\s*(?:o sea|digamos|bueno|vale|pues)\s*,/giu,
  },
  fr: {
    anywhere: /,?\s*(?<!\p{L})(?:euh+|hum+|bah)(?!\p{L}),?/giu,
    commaSet: /,\s*(?:bon|ben|en fait|du coup|disons|voilà)\s*,/giu,
  },
};

/**
 * A spoken sentence cleaned of what the speaker said between its words (ADR 083): fillers
 * dropped ("um", ", you know,", ", actually,"), a tag question at its end (", right?") made a
 * stop (ADR 098), a word or two-word run said twice in a row kept once ("the the", "of the
 * of the"), and a phrase of up to eight words said again after a comma kept once (ADR 172); the
 * claim itself is left as it is.
 */
/** A tag the speaker asks the audience at a claim's end (", right?", ", OK?", ", né?", ", ¿verdad?", ", n'est-ce pas ?"): the claim, not a question. */
const TAG_QUESTION: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /,\s*(?:right|ok(?:ay)?|yeah|yes|no|correct|you know|you see|isn['’]t it|aren['’]t they|don['’]t you think)\s*\?\s*$/iu,
  pt: /,\s*(?:n[ée]|certo|ok|não [ée]|percebem|está bem)\s*\?\s*$/iu,
  es: /,\s*¿?\s*(?:verdad|vale|no|sí|ok|de acuerdo|entienden)\s*\?\s*$/iu,
  fr: /,\s*(?:d['’]accord|ok|hein|non|n['’]est-ce pas|vous voyez)\s*\?\s*$/iu,
  it: /,\s*(?:vero|giusto|ok|no|d['’]accordo)\s*\?\s*$/iu,
  de: /,\s*(?:oder|ne|nicht wahr|ok|gell|richtig)\s*\?\s*$/iu,
};

export function dropInnerFillers(text: string, language: MaterialLanguage): string {
  const fillers = INNER_FILLERS[language];
  // "The rate goes as log N, right?" states the rate; the tag only checks the audience follows
  let current = text.replace(TAG_QUESTION[language] ?? /$^/u, '.');
  if (fillers) current = current.replace(fillers.commaSet, ' ').replace(fillers.anywhere, ' ');
  current = current
    .replace(/(?<!\p{L})(\p{L}+(?:\s+\p{L}+)?)(?:\s+\1)+(?!\p{L})/giu, '$1')
    // a phrase said again after a comma ("the elasticity of demand for medical care, the elasticity of demand for medical care", ADR 172)
    .replace(/(?<!\p{L})(\p{L}+(?:\s+\p{L}+){0,7}),\s+\1(?!\p{L})/giu, '$1')
    .replace(/\s+([,.;:!?])/gu, '$1')
    .replace(/,\s*([.!?])/gu, '$1')
    .replace(/\s{2,}/gu, ' ')
    .replace(/^[,;:\s]+/u, '')
    .trim();
  if (current === text.trim() || current === '') return text.trim();
  return current.charAt(0).toUpperCase() + current.slice(1);
}

/** Why a spoken sentence is no complete statement (ADR 123); see `findSpokenCut`. */
export type SpokenCut =
  'question' | 'false-start' | 'no-main-clause' | 'no-finite-verb' | 'loose-end' | 'aside' | 'needs-context';

interface CutPatterns {
  subordinate: RegExp;
  relative: RegExp;
  dangling: ReadonlySet<string>;
}

const cutPatterns = new Map<MaterialLanguage, CutPatterns>();

function getCutPatterns(language: MaterialLanguage): CutPatterns {
  let patterns = cutPatterns.get(language);
  if (!patterns) {
    const { subordinators, danglingEnds, relatives } = LANGUAGE_WORDS[language];
    const words = subordinators.split('|').map((word) => word.trim().replace(/ /g, '\\s+'));
    words.sort((a, b) => b.length - a.length);
    patterns = {
      // an elided subordinator ("lorsqu'", "parce qu'") runs into the next word
      subordinate: new RegExp(`^(?:${words.join('|')})(?:(?<=['’])|(?!\\p{L}))`, 'iu'),
      relative: new RegExp(`(?<!\\p{L})(?:${relatives.trim().split(/\s+/u).join('|')})(?!\\p{L}).*$`, 'iu'),
      dangling: new Set(danglingEnds.split(/\s+/u).filter(Boolean)),
    };
    cutPatterns.set(language, patterns);
  }
  return patterns;
}

/** A question glued to a statement without its mark (ADR 125): "… of s. And what was the scale of …". */
const GLUED_QUESTION =
  /[.!;]\s+(?:(?:and|so|but|or)\s+)?(?:what|why|how|which|who|where|when)(?:['’]s)?\s+(?:is|are|was|were|do|does|did|can|could|would|will|should|happens|kind|sort)(?!\p{L})/iu;

/** A self-correction or an abandoned start: a dash the transcript marks it with ("we-- so we", "we — so we"). */
const FALSE_START = /--|\s[—–]\s/u;
/**
 * A filler said inside the sentence (ADR 188): a hesitation sound ("um", "uh", "euh", "äh"), or a
 * discourse word run after the verb it breaks off ("The point is well, there are many reasons …",
 * "O ponto é tipo, …"): the sentence was never finished as said.
 */
const FILLER_INSIDE: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:um+|uh+|uhm|erm|hmm+)(?!\p{L})|(?<!\p{L})(?:is|are|was|were)\s+(?:well|like|you know|I mean|kind of|sort of),\s/iu,
  pt: /(?<!\p{L})(?:hum+|ahn+|éh+|hã+)(?!\p{L})|(?<!\p{L})(?:é|são|era|foi)\s+(?:bem|bom|tipo|assim|pronto|quer dizer),\s/iu,
  es: /(?<!\p{L})(?:eh+m*|mmm+)(?!\p{L})|(?<!\p{L})(?:es|son|era|fue)\s+(?:bueno|pues|este|o sea|digamos),\s/iu,
  fr: /(?<!\p{L})(?:euh+|heu+|hum+)(?!\p{L})|(?<!\p{L})(?:est|sont|était|c'est|c’est)\s+(?:bon|ben|bah|genre|enfin|disons),\s/iu,
  it: /(?<!\p{L})(?:ehm+|ehh+|mmm+)(?!\p{L})|(?<!\p{L})(?:è|sono|era|fu)\s+(?:beh|cioè|tipo|insomma|diciamo),\s/iu,
  de: /(?<!\p{L})(?:äh+m*|öh+m*|hm+)(?!\p{L})|(?<!\p{L})(?:ist|sind|war|waren)\s+(?:naja|na ja|also|quasi|sozusagen),\s/iu,
};
/** A word said twice in a row ("the the"), unless the grammar repeats it ("that that", "die die Membran", "nous nous"). */
const REPEATED_WORD = /(?<!\p{L})(\p{L}+)\s+\1(?!\p{L})/giu;
const GRAMMATICAL_REPEATS = new Set(['that', 'had', 'die', 'der', 'das', 'den', 'dem', 'nous', 'vous']);

function repeatsWord(sentence: string): boolean {
  return [...sentence.matchAll(REPEATED_WORD)].some((match) => !GRAMMATICAL_REPEATS.has(match[1]!.toLowerCase()));
}

/** Nouns of quantity or manner that name nothing a pronoun could stand for ("a lot of times they …"). */
const NO_ANTECEDENT = new Set(
  'lot lots bit couple kind sort number time times way ways point sense case thing things fact idea part'.split(' '),
);
/** Words before a noun that make it a noun phrase ("the paths", "many firms", "their data"). */
const DETERMINERS = new Set(
  'the a an this that these those each every any some many most all no both our your his her its their such other another several few'.split(
    ' ',
  ),
);

/**
 * Whether a word of an English sentence, before a pronoun, can be the pronoun's antecedent: an
 * acronym or a name ("VCs", "Axel"), a noun after a determiner or an adjective ("the paths",
 * "different firms"), or a word that is only a noun ("investors", not "means").
 */
function isAntecedent(words: readonly string[], index: number): boolean {
  const word = words[index]!;
  if (/^\p{Lu}{2,}s?$/u.test(word) || (index > 0 && /^\p{Lu}\p{Ll}+$/u.test(word))) return true;
  const lower = word.toLowerCase();
  if (lower.length < 3 || NO_ANTECEDENT.has(lower) || getFunctionWords('en').has(lower)) return false;
  const pos = getEnglishPos(lower);
  if (!pos.has('n')) return false;
  if (!pos.has('v')) return true;
  const before = words[index - 1]?.toLowerCase();
  if (before === undefined) return false;
  if (DETERMINERS.has(before)) return true;
  const beforePos = getEnglishPos(before);
  return beforePos.size > 0 && !beforePos.has('n') && !beforePos.has('v') && !beforePos.has('r') && beforePos.has('a');
}

/**
 * Whether a spoken sentence needs the conversation it was said in (ADR 125): a reference to it
 * ("as we saw so far", "last time", "this one", "do that"), a pronoun subject opening it, or (in
 * English) a third-person pronoun with no antecedent before it in the sentence ("If it's a delta
 * function, …", "Realistic just means that it explains their data.").
 */
function needsConversation(sentence: string, language: MaterialLanguage): boolean {
  const { contextPointers, pronouns } = LANGUAGE_WORDS[language];
  if (contextPointers.test(sentence)) return true;
  const match = pronouns?.exec(sentence);
  if (!match) return false;
  const words = sentence.slice(0, match.index).match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  return !words.some((_, index) => isAntecedent(words, index));
}

/**
 * Why a spoken sentence is no complete statement a learner could keep (ADR 123), or null: a
 * question; a self-correction or a repeated start; a subordinate clause ("If the company is growing and it has
 * value.") with no main clause after it, or followed by another ("If r is close to g, if …"); no
 * finite verb; an end on a function word ("… is a very."); an aside — time-bound deixis
 * ("today", "this morning"), the speaker's or another person's story, address to the audience.
 * These are hard rules: they hold wherever a spoken sentence becomes an item, the study set's
 * reserve included. The words are data of the language's word file.
 */
export function findSpokenCut(text: string, language: MaterialLanguage): SpokenCut | null {
  const sentence = text
    .trim()
    .replace(/^["“„«(]+|["”»)]+$/gu, '')
    .trim();
  if (sentence === '') return null;
  const words = LANGUAGE_WORDS[language];
  // a question to the room ("Why will this not work?") states nothing
  if (/[?¿]/u.test(sentence) || GLUED_QUESTION.test(sentence)) return 'question';
  if (FALSE_START.test(sentence) || repeatsWord(sentence) || FILLER_INSIDE[language].test(sentence))
    return 'false-start';
  if (words.asides.test(sentence) || speaksInPerson(sentence, language)) return 'aside';
  if (needsConversation(sentence, language)) return 'needs-context';
  const { subordinate, relative, dangling } = getCutPatterns(language);
  const body = sentence.replace(/[.!?…;:]+$/u, '').trim();
  // a word with its clitic ("mantém-se", "fais-le") ends on the word, not on the pronoun
  const last = (body.match(/[\p{L}'’-]+$/u)?.[0] ?? '').toLowerCase();
  if (dangling.has(last)) return 'loose-end';
  if (!words.finiteVerbs.test(body)) return 'no-finite-verb';
  if (subordinate.test(body)) {
    // the main clause: a part after a comma that opens with no subordinator and has a finite verb of its own, before any relative clause
    const parts = body.split(/,\s*/u).slice(1);
    const main = parts.some((part) => {
      const clause = part.trim();
      return clause !== '' && !subordinate.test(clause) && words.finiteVerbs.test(clause.replace(relative, ''));
    });
    if (!main) return 'no-main-clause';
  }
  return null;
}
