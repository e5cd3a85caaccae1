import type { MaterialLanguage } from '@mnemo/domain/languages';
import { isFunctionWord } from './nlp/language.ts';
import { getEnglishPos } from './nlp/wordnet.ts';

/*
 * The true/false forms learners threw away most (ADR 178), read on the labelled items: a false
 * form of a hedged claim ("X may …", "Under some conditions, X …") that is true as often as not;
 * a swap of a term for a phrase of another length ("initial conditions" → "points", "parent" →
 * "children share"), which is a word of another kind more often than a sibling; and statements no
 * learner can judge whatever their key: a manuscript's line numbers inside the sentence ("has been
 * 419 made"), a heading run into it ("Data science positivism Alongside Python, …"), a claim that
 * only says something happens "in a variety of ways".
 */

/** A modal of possibility said negatively is a strong claim ("cannot", "no puede"): no hedge. */
const NEGATED_MODAL: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:cannot|can['’]t|can not|could not|couldn['’]t)\b/giu,
  pt: /(?<!\p{L})não\s+(?:pode|podem|poderá|poderão)(?!\p{L})/giu,
  es: /(?<!\p{L})no\s+(?:puede|pueden|podrá|podrán)(?!\p{L})/giu,
  fr: /(?<!\p{L})(?:ne|n['’])\s*(?:peut|peuvent|pourra|pourront)\s+(?:pas|jamais)(?!\p{L})/giu,
  it: /(?<!\p{L})non\s+(?:può|possono|potrà)(?!\p{L})/giu,
  de: /(?<!\p{L})(?:kann|können)\s+(?:nicht|kein\p{L}*)(?!\p{L})/giu,
};

/** What makes a claim hold only sometimes: a modal of possibility, a frequency, "some" of a kind. */
const HEDGE: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:may|might|can|could|sometimes|often|usually|typically|generally|frequently|occasionally|possibly|perhaps|probably|likely|tends? to|some(?!\s+of\b)|under (?:some|certain) (?:conditions|circumstances))\b/iu,
  pt: /(?<!\p{L})(?:pode|podem|poderá|poderão|poderia|poderiam|às vezes|por vezes|frequentemente|muitas vezes|geralmente|normalmente|em geral|alguns|algumas|costuma|costumam|tende a|tendem a|possivelmente|provavelmente)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:puede|pueden|podrá|podrán|podría|podrían|a veces|a menudo|frecuentemente|generalmente|normalmente|en general|algunos|algunas|suele|suelen|tiende a|tienden a|posiblemente|probablemente)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:peut|peuvent|pourra|pourront|pourrait|pourraient|parfois|souvent|généralement|en général|certains|certaines|quelques|tend à|tendent à|probablement|éventuellement)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:può|possono|potrà|potrebbe|potrebbero|talvolta|a volte|spesso|generalmente|in genere|alcuni|alcune|tende a|tendono a|probabilmente)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:kann|können|könnte|könnten|manchmal|oft|häufig|meist|meistens|im allgemeinen|einige|neigt|neigen|wahrscheinlich)(?!\p{L})/iu,
};

/**
 * Whether a claim is hedged ("Hints may be used to explain mistakes", "La structure de données
 * peut s'étaler sur plusieurs lignes", "Under some conditions, selection occurs quickly"): its
 * false form, one term swapped or the polarity turned, says what may well hold too — "mutation
 * occurs quickly under some conditions" is no error to catch. Such a claim is asked true only.
 */
export function isHedgedClaim(text: string, language: MaterialLanguage): boolean {
  return HEDGE[language].test(text.replace(NEGATED_MODAL[language], ' '));
}

/** The content words of a phrase, lower case, a hyphen's parts as one ("out-group"). */
function contentWords(text: string, language: MaterialLanguage): string[] {
  return text
    .split(/[\s/]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase())
    .filter((word) => word.length > 0 && !isFunctionWord(word, language));
}

/**
 * Whether a swap puts a phrase of another length in the term's place ("initial conditions" →
 * "points", "numerical integration" → "plot", "parent" → "children share", "layers of cells" →
 * "skin plays"): a material lists such phrases beside each other ("parent and children share
 * resources") without their being of one kind, and the false statement reads as nonsense rather
 * than as a sibling's claim. Phrases that share a word name one kind ("reference group",
 * "out-group"); two defined terms of the material are exempt where the swap is made: the material
 * says what each is.
 */
export function isUnevenSwap(original: string, replacement: string, language: MaterialLanguage): boolean {
  const before = contentWords(original, language);
  const after = contentWords(replacement, language);
  if (before.length === 0 || after.length === 0 || before.length === after.length) return false;
  // one kind of thing named by both ("reference group", "out-group"; "Python 3", "Python"): a sibling still
  const parts = (words: string[]): string[] => words.flatMap((word) => word.split(/[-‐]/u));
  const shared = new Set(parts(before));
  return !parts(after).some((word) => shared.has(word) && !isFunctionWord(word, language));
}

/**
 * Whether a manuscript's line numbers run through the sentence ("has been 419 made (5g) …, and
 * store that copy in a 420 sub-folder"): two bare numbers between words, one after the other, a
 * line's length apart. A count or a range ("between 10 and 11 hours") sits close together.
 */
export function hasLineNumbers(text: string): boolean {
  const numbers = [...text.matchAll(/(?<=([\p{L}]*)[,;)]?\s+)(\d{2,4})(?=\s+[\p{L}(“"])/gu)]
    // a number that a noun names ("version 12", "chapter 13", "PEP 20") is the sentence's own
    .filter((match) => !NUMBERED_NOUN.test(match[1] ?? ''))
    .map((match) => ({ value: Number(match[2]), at: match.index }));
  return numbers.some((first, index) =>
    numbers
      .slice(index + 1)
      .some((next) => next.value === first.value + 1 && next.at - first.at >= LINE_LENGTH_AT_LEAST),
  );
}
/** Nouns that number what they name: "version 12", "capítulo 3", "PEP 8". */
const NUMBERED_NOUN =
  /^(?:version|release|chapter|section|page|pages|figure|fig|table|step|rule|article|item|level|grade|class|room|route|number|no|act|verse|line|lines|exercise|lesson|week|day|year|years|century|model|type|pep|rfc|iso|versão|capítulo|seção|secção|página|figura|tabela|passo|artigo|aula|semana|século|versión|sección|tabla|paso|artículo|lección|siglo|chapitre|tableau|étape|leçon|semaine|siècle|capitolo|pagina|tabella|lezione|secolo|kapitel|seite|abbildung|tabelle|schritt|jahrhundert)$/iu;
/** The fewest characters between two line numbers: a short line of a two-column manuscript. */
const LINE_LENGTH_AT_LEAST = 30;

/**
 * Whether a heading runs into the sentence ("Data science positivism Alongside Python, R has
 * become …", "… other tools Already has all …", "… à la règle et au compas Pour résoudre …"): a
 * capitalised function word or adverb straight after a content word, with no stop between them —
 * a sentence's word only starts with a capital at its start or in a name ("de La Fontaine" follows
 * a function word).
 */
export function hasHeadingRunIn(text: string, language: MaterialLanguage): boolean {
  if (hasTitleRunIn(text, language)) return true;
  for (const match of text.matchAll(/(?<!\p{L})(\p{L}+)\s+(\p{Lu}\p{Ll}+)(?=[\s,])/gu)) {
    const [, before, word] = match as unknown as [string, string, string];
    if (match.index === 0 || !/^\p{Ll}/u.test(before)) continue;
    if (isFunctionWord(before.toLowerCase(), language)) continue;
    const lower = word.toLowerCase();
    if (isFunctionWord(lower, language)) return true;
    if (language === 'en') {
      const pos = getEnglishPos(lower);
      if (pos.size === 1 && pos.has('r')) return true;
    }
  }
  return false;
}

/** A title-case heading opening the sentence: two capitalised words or more, a title's small words between them. */
const TITLE_OPENING =
  /^((?:\p{Lu}[\p{L}'’-]*)(?:\s+(?:\p{Lu}[\p{L}'’-]*|of|on|in|and|the|for|to|with|de|da|do|del|des|du|la|le|et|e|y|en|em))*)\s+\p{Lu}\p{Ll}[\p{L}'’-]*\s+(\p{Ll}.*)$/u;

/**
 * Whether a section's title opens the sentence ("Habitat Influence on Speciation Sympatric
 * speciation may also take place …"): capitalised words, then the sentence's own capital, and the
 * title's last word said again in the sentence as a common noun. A name opening a sentence ("New
 * York City is …") is said again with its capital, if at all.
 */
function hasTitleRunIn(text: string, language: MaterialLanguage): boolean {
  const match = TITLE_OPENING.exec(text);
  if (!match) return false;
  const [, title, rest] = match as unknown as [string, string, string];
  const words = title.split(/\s+/u);
  if (words.filter((word) => /^\p{Lu}/u.test(word)).length < 2) return false;
  const last = words[words.length - 1]!.toLowerCase();
  if (last.length < 4 || isFunctionWord(last, language)) return false;
  return new RegExp(`(?<!\\p{L})${last.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?!\\p{L})`, 'u').test(rest);
}

/** A claim that something happens in many ways, or that a list exists, and says nothing else. */
const VAGUE_CLAIM: Record<MaterialLanguage, RegExp> = {
  en: /\bin\s+(?:a\s+(?:wide\s+|great\s+|large\s+)?(?:variety|number|range)\s+of|many|several|various|numerous|multiple|different|two|three|a few)\s+(?:different\s+)?ways\s*[.!]?$|^There\s+(?:is|are|exists?)\s+(?:a|an|some|many|several)\s+(?:list|number|variety|range|lot|lots|few)\s+of\b|^Some\s+\p{L}+(?:\s+\p{L}+)?\s+(?:have|has)\s+been\s+(?:shown|found|identified|proposed)\b/iu,
  pt: /(?<!\p{L})(?:de|em)\s+(?:várias|diversas|muitas|diferentes|inúmeras|duas|três)\s+(?:maneiras|formas)\s*[.!]?$/iu,
  es: /(?<!\p{L})(?:de|en)\s+(?:varias|diversas|muchas|diferentes|distintas|numerosas|dos|tres)\s+(?:maneras|formas)\s*[.!]?$/iu,
  fr: /(?<!\p{L})(?:de|en)\s+(?:plusieurs|nombreuses|diverses|différentes|multiples|deux|trois)\s+(?:façons|manières)\s*[.!]?$/iu,
  it: /(?<!\p{L})in\s+(?:vari|diversi|molti|numerosi|due|tre)\s+modi\s*[.!]?$/iu,
  de: /(?<!\p{L})auf\s+(?:verschiedene|viele|unterschiedliche|vielfältige)\s+(?:Weise|Arten)\s*[.!]?$/iu,
};

/**
 * Whether a claim only says that something takes many forms or that a list exists ("Reproductive
 * isolation can take place in a variety of ways", "There is a list of well-known TCP port
 * numbers", "Some factors have been shown to make errors likely"): no learner would answer false,
 * and the ways, the list, the factors are what the material teaches.
 */
export function isVagueClaim(text: string, language: MaterialLanguage): boolean {
  return VAGUE_CLAIM[language].test(text.trim());
}
