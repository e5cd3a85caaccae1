import type { MaterialLanguage } from '@mnemo/domain/languages';
import { isFunctionWord, splitWords, stripMarks } from './nlp/language.ts';
import { isKnownPhrase } from './nlp/phrase-lexicon.ts';
import { EXAMPLE_CUE } from './illustrations.ts';

/*
 * What a blank (a cloze card or a "which option completes the statement?" question) may not hide
 * (ADR 154, beside ADR 122's words of general language in precision.ts): a word the sentence gives
 * away through another form of it ("effects" … "effective") or a set phrase it completes, a detail
 * of a sentence the material tells as an example or anecdote, or a word of a quoted string.
 */

/** How many letters two words open on alike, accents aside. */
function sharedPrefix(a: string, b: string): number {
  const x = stripMarks(a.toLowerCase());
  const y = stripMarks(b.toLowerCase());
  let index = 0;
  while (index < x.length && index < y.length && x[index] === y[index]) index += 1;
  return index;
}

/**
 * Whether another word of the sentence gives the blank away: one of the answer's content words
 * opens like a word outside the blank — on six letters ("philosophy" … "philos", "programação" …
 * "programas"; five would join "Interpreter" and "interaktiven"), or on four that are all but two
 * of the shorter word ("mesure" … "mesuré") — or the answer
 * with the word beside it is a set phrase of the language ("supply and demand", "trial and error").
 */
export function isBlankGivenAway(sentence: string, start: number, end: number, language: MaterialLanguage): boolean {
  const answer = splitWords(sentence.slice(start, end)).filter((word) => !isFunctionWord(word.toLowerCase(), language));
  if (answer.length === 0) return false;
  const before = splitWords(sentence.slice(0, start));
  const after = splitWords(sentence.slice(end));
  const others = [...before, ...after].filter(
    (word) => !isFunctionWord(word.toLowerCase(), language) && word.length >= 4,
  );
  for (const word of answer) {
    // a short word said again outside the blank ("DNA … _____" → "DNA", "the Sun … _____" → "Sun", ADR 164)
    if (word.length < 4) {
      const said = [...before, ...after].filter((other) => !isFunctionWord(other.toLowerCase(), language));
      if (word.length >= 2 && said.some((other) => other.toLowerCase() === word.toLowerCase())) return true;
      continue;
    }
    for (const other of others) {
      const prefix = sharedPrefix(word, other);
      const shorter = Math.min(word.length, other.length);
      if (prefix >= 6 || (prefix >= 4 && prefix >= shorter - 2)) return true;
    }
  }
  // a set phrase the blank completes: the content word just before or after it, with the answer
  const previous = [...before].reverse().find((word) => !isFunctionWord(word.toLowerCase(), language));
  const next = after.find((word) => !isFunctionWord(word.toLowerCase(), language));
  const lower = (words: string[]): string[] => words.map((word) => word.toLowerCase());
  if (previous && before.slice(-3).includes(previous) && isKnownPhrase(lower([previous, ...answer]), language))
    return true;
  if (next && after.slice(0, 3).includes(next) && isKnownPhrase(lower([...answer, next]), language)) return true;
  return false;
}

/** Example cues that mark a comparison or a list inside a claim, not an example: "such as", "consider". */
const INLINE_CUE =
  /^(?:such as|consider|considere(?:mos)?|consider(?:e|emos)|consid[ée]rons|consideriamo|betrachten wir)$/iu;

/**
 * Whether the sentence is an example or an anecdote the material tells (ADR 154): an example cue
 * among its first words ("For example, …", "Imagine …", "Por exemplo", "Python es un ejemplo de
 * …"). A blank there asks for one case's detail, not for the subject.
 */
export function isExampleSentence(sentence: string, language: MaterialLanguage): boolean {
  const opening = sentence.trim().split(/\s+/u).slice(0, 5).join(' ');
  const match = EXAMPLE_CUE[language].exec(opening);
  return match !== null && !INLINE_CUE.test(match[0].trim());
}

/** Whether the blank sits inside quotation marks: a quoted example or string ("“_____, World”"), not a term. */
export function isBlankQuoted(sentence: string, blankAt: number): boolean {
  const before = sentence.slice(0, blankAt);
  const open = (before.match(/[“«„]/gu) ?? []).length - (before.match(/[”»]/gu) ?? []).length;
  return open > 0;
}

/**
 * Whether the blank is a part of a word or a name whose other part stays in the sentence (ADR 164):
 * one half of a hyphenated or dashed compound ("The _____–Ford algorithm" → "Bellman",
 * "Michaelis-_____" → "Menten"), or a possessive that names what follows it ("_____ Moon" →
 * "Earth’s"). `sentence` holds the answer between `start` and `end`.
 */
export function isBlankPartOfWord(sentence: string, start: number, end: number): boolean {
  const answer = sentence.slice(start, end).trim();
  if (/^[-‐–]\p{L}/u.test(sentence.slice(end)) || /\p{L}[-‐–]$/u.test(sentence.slice(0, start))) return true;
  // "Earth’s", "Newton's", "students’": the possessor of the word after the blank, not a term
  return /\p{L}(?:['’]s|s['’])$/u.test(answer);
}

/**
 * Whether a one-word blank is a word of a capitalised name whose other words stay ("the chief
 * justice of the _____ Court" → "Supreme", "the _____ Ocean" → "Pacific"; ADR 164): the name's
 * other capitalised word, right beside the blank, tells which one it is. `sentence` holds the
 * answer between `start` and `end`; a blank at the sentence's start is read by the word after it.
 * Not in German, whose nouns all open on a capital.
 */
export function isBlankHalfOfName(sentence: string, start: number, end: number, language: MaterialLanguage): boolean {
  if (language === 'de') return false;
  const answer = sentence.slice(start, end).trim();
  if (!/^\p{Lu}\p{Ll}+$/u.test(answer)) return false;
  const next = /^\s+(\p{Lu}\p{Ll}+)(?![\p{L}'’])/u.exec(sentence.slice(end))?.[1];
  const before = sentence.slice(0, start);
  const previous = /(?:^|[^.!?:;]\s)(\p{Lu}\p{Ll}+)\s+$/u.exec(before);
  const previousIsName = previous !== null && previous.index + previous[0].indexOf(previous[1]!) > 0;
  return next !== undefined || previousIsName;
}
