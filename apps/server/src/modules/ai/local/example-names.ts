import type { DocumentAnalysis } from './analyze-material.ts';

/*
 * The name of a worked example's character (issue 20, ADR 175): "Marvin" buys a used car in an
 * economics chapter's example of imperfect information, and an item built on "… Marvin still cannot be
 * absolutely sure …" (or a blank on "Marvin") asks the learner about a person only the example knew.
 *
 * The signal is how the material uses the name: a single capitalised word that
 *   - is never written in lower case (so not an ordinary word at a sentence's start),
 *   - never stands beside another capitalised word (a real person of a history or a science is given
 *     a full name at least once — "Agustín de Iturbide", "Charles Darwin" — and so is a place or an
 *     institution of more than one word),
 *   - is never cited with a year ("Mendel (1866)"), and is no word of a term the material defines
 *     (a key phrase it may well be: the example names its character often),
 *   - is never the name of a thing named after a person ("the Cauchy sequence", "teorema de Cauchy",
 *     "sucesión de Cauchy": after "of", "de", "di", "du"), nor a place ("at Harvard", "em Lisboa"),
 *   - is named at least twice, every time within `NAME_SPAN` sentences of its first mention:
 *     the span of one example,
 *   - is a person there: a personal pronoun ("he", "she", "ele", "ella", "il", "lei") in a sentence
 *     that names it or the sentence after.
 * German is left out: every noun is capitalised there.
 */

/** How many sentences one example's character lives in, first mention to last. */
const NAME_SPAN = 6;
/** A character is named at least this often: once is a passing mention, not an example's person. */
const MIN_MENTIONS = 2;
/** Below this many sentences, a short span says nothing: a page's names all sit close together. */
const MIN_SENTENCES = 40;

const NAME = /^\p{Lu}\p{Ll}{2,}$/u;
/** Words before a name that make it the name of a thing after a person: "sucesión de Cauchy". */
const NAMED_AFTER = /^(?:of|de|da|do|del|della|di|du|des|d)$/iu;
/** Prepositions of place before a name make it a place ("at Harvard", "em Lisboa", "à Paris"). */
const PLACE_BEFORE = /^(?:at|in|from|into|near|em|no|na|en|à|au|nel|nella|a)$/iu;
/** A person's pronoun, in the languages whose nouns are not all capitalised. */
const PERSON_PRONOUN = /(?<!\p{L})(?:he|she|his|her|him|ele|ela|dele|dela|él|ella|il|elle|lui|lei)(?!\p{L})/iu;
const CAPITALISED = /^\p{Lu}/u;

interface NameUse {
  sentences: number[];
  paired: boolean;
  midSentence: boolean;
}

const cache = new WeakMap<DocumentAnalysis, ReadonlySet<string>>();

/** The names of examples' characters in a material (ADR 175). */
export function getExampleNames(analysis: DocumentAnalysis): ReadonlySet<string> {
  const cached = cache.get(analysis);
  if (cached) return cached;
  const names = new Set<string>();
  cache.set(analysis, names);
  if (analysis.language === 'de' || analysis.sentences.length < MIN_SENTENCES) return names;
  const uses = new Map<string, NameUse>();
  const lowered = new Set<string>();
  const cited = new Set<string>();
  for (const sentence of analysis.sentences) {
    const words = sentence.text.split(/[^\p{L}'’-]+/u).filter(Boolean);
    words.forEach((raw, position) => {
      const word = raw.replace(/['’]s$/u, '');
      if (!CAPITALISED.test(word)) {
        lowered.add(word.toLowerCase());
        return;
      }
      if (!NAME.test(word)) return;
      const use = uses.get(word) ?? { sentences: [], paired: false, midSentence: false };
      use.sentences.push(sentence.index);
      const before = words[position - 1];
      const after = words[position + 1];
      if ((before !== undefined && CAPITALISED.test(before)) || (after !== undefined && CAPITALISED.test(after)))
        use.paired = true;
      if (before !== undefined && (NAMED_AFTER.test(before) || PLACE_BEFORE.test(before))) use.paired = true;
      if (position > 0) use.midSentence = true;
      uses.set(word, use);
    });
    for (const match of sentence.text.matchAll(/(\p{Lu}\p{Ll}{2,})(?:\s+et al\.?)?,?\s*\(?(?:1[5-9]|20)\d{2}/gu))
      cited.add(match[1]!);
  }
  // a defined term is the material's own vocabulary, however it is written
  const defined = new Set(
    analysis.definitions.flatMap((definition) => definition.bareTerm.toLowerCase().split(/\s+/u)).filter(Boolean),
  );
  for (const [word, use] of uses) {
    const lower = word.toLowerCase();
    if (use.paired || !use.midSentence || lowered.has(lower) || cited.has(word) || defined.has(lower)) continue;
    if (use.sentences.length < MIN_MENTIONS) continue;
    const first = use.sentences[0]!;
    const last = use.sentences[use.sentences.length - 1]!;
    if (last - first > NAME_SPAN) continue;
    const person = use.sentences.some((index) =>
      [index, index + 1].some((at) => PERSON_PRONOUN.test(analysis.sentences[at]?.text ?? '')),
    );
    if (person) names.add(word);
  }
  return names;
}

/** Whether a sentence of the material names an example's character (ADR 175). */
export function namesExampleCharacter(analysis: DocumentAnalysis, sentenceIndex: number): boolean {
  const names = getExampleNames(analysis);
  if (names.size === 0) return false;
  const sentence = analysis.sentences[sentenceIndex];
  if (!sentence) return false;
  return sentence.text.split(/[^\p{L}'’-]+/u).some((word) => names.has(word.replace(/['’]s$/u, '')));
}
