import type { MaterialLanguage } from '@mnemo/domain/languages';
import { getEnglishPos } from './wordnet.ts';

/** What a run of lines is, for generation: only `paragraph` and `glossary` text becomes cards. */
export type BlockKind = 'paragraph' | 'heading' | 'code' | 'glossary' | 'reference' | 'caption' | 'exercise';

export interface TextBlock {
  kind: BlockKind;
  text: string;
  /** index of the source chunk (position in the input array) */
  chunkIndex: number;
}

const ABBREVIATIONS: Record<MaterialLanguage, string[]> = {
  en: [
    'e.g',
    'i.e',
    'etc',
    'vs',
    'cf',
    'al',
    'fig',
    'figs',
    'eq',
    'eqs',
    'sec',
    'no',
    'nos',
    'vol',
    'pp',
    'p',
    'dr',
    'mr',
    'mrs',
    'ms',
    'prof',
    'st',
    'jr',
    'sr',
    'inc',
    'ltd',
    'co',
    'approx',
    'ca',
    'resp',
    'ch',
    'jan',
    'feb',
    'mar',
    'apr',
    'jun',
    'jul',
    'aug',
    'sep',
    'sept',
    'oct',
    'nov',
    'dec',
    'u.s',
    'ph.d',
    'a.m',
    'p.m',
  ],
  pt: [
    'p.ex',
    'ex',
    'etc',
    'sr',
    'sra',
    'dr',
    'dra',
    'prof',
    'profa',
    'fig',
    'pág',
    'págs',
    'p',
    'pp',
    'vol',
    'cap',
    'n',
    'nº',
    'al',
    'cf',
    'séc',
    'av',
    'eng',
    'lda',
    'v.g',
  ],
  es: [
    'p.ej',
    'ej',
    'etc',
    'sr',
    'sra',
    'srta',
    'dr',
    'dra',
    'prof',
    'fig',
    'pág',
    'págs',
    'p',
    'pp',
    'vol',
    'cap',
    'núm',
    'n',
    'al',
    'cf',
    'ud',
    'uds',
    'vd',
    'vds',
    'aprox',
    'ee.uu',
  ],
  fr: [
    'p.ex',
    'ex',
    'etc',
    'm',
    'mm',
    'mme',
    'mmes',
    'mlle',
    'dr',
    'pr',
    'prof',
    'fig',
    'p',
    'pp',
    'vol',
    'chap',
    'n',
    'no',
    'al',
    'cf',
    'env',
    'av',
    'apr',
    'j.-c',
    'st',
    'ste',
  ],
  it: [
    'p.es',
    'es',
    'ecc',
    'sig',
    'sigg',
    'sig.ra',
    'dott',
    'dott.ssa',
    'prof',
    'fig',
    'pag',
    'p',
    'pp',
    'vol',
    'cap',
    'n',
    'al',
    'cfr',
    'ca',
    'sec',
    'ing',
    'avv',
  ],
  de: [
    'z.b',
    'd.h',
    'u.a',
    'usw',
    'bzw',
    'ca',
    'vgl',
    'ggf',
    'evtl',
    'inkl',
    'bspw',
    'etc',
    'nr',
    'abb',
    'kap',
    's',
    'al',
    'dr',
    'prof',
    'hr',
    'fr',
    'jh',
    'jhd',
    'u.ä',
    'o.ä',
    'i.d.r',
    'z.t',
    'sog',
    'vs',
    'str',
    'tab',
  ],
};

const abbreviationSets = new Map<MaterialLanguage, ReadonlySet<string>>();
function getAbbreviations(language: MaterialLanguage): ReadonlySet<string> {
  let set = abbreviationSets.get(language);
  if (!set) {
    set = new Set([
      ...ABBREVIATIONS[language],
      ...ABBREVIATIONS.en.filter((a) => ['e.g', 'i.e', 'al', 'fig', 'vs', 'cf'].includes(a)),
    ]);
    abbreviationSets.set(language, set);
  }
  return set;
}

const REFERENCE_HEADINGS =
  /^(?:\d+\.?\s+)?(references(?: and notes)?|notes and references|reference list|cited references|bibliography|works cited|literature cited|referências(?: bibliográficas)?|bibliografia|bibliografía|referencias|références(?: bibliographiques)?|bibliographie|riferimenti(?: bibliografici)?|literatur(?:verzeichnis)?|quellen(?:verzeichnis)?)\s*:?(?:\s+\d{1,4})?\s*$/i;
/**
 * Whether a line is a references heading: "References", "Bibliografia:", "7 Literaturverzeichnis" (ADR
 * 124); a line-numbered manuscript's "412 References" or "REFERENCES AND NOTES 412" (ADR 133).
 */
export function isReferenceHeading(line: string): boolean {
  return REFERENCE_HEADINGS.test(line.trim());
}
/** A reference heading followed on its line by an entry: a name, then a year ("Adadi and Berrada. 2018."). */
const GLUED_REFERENCE_HEADING =
  /^((?:\d{1,4}\s+)?\S+(?:\s+cited|\s+bibliográficas|\s+bibliographiques|\s+bibliografici)?)\s+(?=\p{Lu}[^\n]{0,200}?\b(?:19|20)\d{2}[a-z]?[.,)])/u;
const EXERCISE_HEADINGS =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:exercises?|exercícios?|ejercicios?|exercices?|esercizi|esercizio|übungen|übung|aufgaben?)\b/iu;
/**
 * An appendix heading: a capital letter and a capitalised title ("A German Length Statistics", "B.2 Proofs"),
 * or the word in a language. Two patterns: under the `i` flag `[A-Z]` and `\p{Lu}` match lower case too,
 * and a reference entry's wrapped line ("a report of …") would end the references.
 */
const APPENDIX_LETTER_HEADING = /^[A-Z](?:\.\d+)*\.?\s+\p{Lu}/u;
const APPENDIX_WORD_HEADING = /^(?:appendix|appendices|anhang|anexo|apêndice|annexe|appendice|apéndice)/iu;
const isAppendixHeading = (line: string): boolean =>
  APPENDIX_LETTER_HEADING.test(line) || APPENDIX_WORD_HEADING.test(line);
/** Whether a line in a list of references is an appendix's heading, which ends the list ("A German Length Statistics"). */
/**
 * A chapter's opening ("Capítulo 1", "Chapter 3 Genetics") or a section numbered on two levels
 * ("2.1 Vetores e escalares"): no reference entry reads so, and a references run meets one where the
 * list was a chapter's and the next chapter starts, or where the "References 45" it started at was a
 * line of the contents page, so the body after it is read again (a whole book was once read as
 * references from its contents page on).
 */
export function opensChapterOrSection(line: string): boolean {
  if (line.length > 80 || /[.,:;]$/u.test(line) || /\b(?:19|20)\d{2}\b/u.test(line)) return false;
  return (
    /^(?:chapter|capítulo|capitulo|kapitel|chapitre|capitolo)\s+\d{1,3}\b(?:\s*[.:–-]?\s*\p{L}.*)?$/iu.test(line) ||
    /^\d{1,2}\.\d{1,2}(?:\.\d{1,2})*\.?\s+\p{Lu}\p{Ll}+(?:\s+\p{L}+){0,10}$/u.test(line)
  );
}

/**
 * A line that opens an appendix or supplement by its word, whatever follows on it: "A Appendix: Sensitivity of …
 * A.1 Approach The sensitivity …", "Appendix B. Proofs …", "Supplementary Material". A PDF often runs the heading
 * into the appendix's first lines, too long for `endsReferences`; no reference entry opens so.
 */
export function opensAppendix(line: string): boolean {
  return /^(?:[A-H](?:\.\d+)?\.?\s+)?(?:appendix|appendices|anhang|anexo|apêndice|annexe|appendice|apéndice|supplementary (?:material|information|methods|text)|supporting information|material suplementar|matériel supplémentaire)(?:\s+[A-H](?:\.\d+)?)?(?:[.:]?\s|\s*$)/iu.test(
    line,
  );
}

export function endsReferences(line: string): boolean {
  return isAppendixHeading(line) && line.length < 80 && !/[.,:;]$/u.test(line) && !/\b(?:19|20)\d{2}\b/u.test(line);
}
const NAMED_HEADINGS =
  /^(?:abstract|summary|introduction|conclusions?|discussion|results|methods?|acknowledg(?:e)?ments?|glossary|exercises|resumo|sumário|introdução|conclus(?:ão|ões)|resumen|introducción|conclusi(?:ón|ones)|résumé|conclusions?|riassunto|introduzione|conclusioni|zusammenfassung|einleitung|fazit|glossar|glossário|glosario|glossaire|glossario|übungen|exercícios|ejercicios|exercices|esercizi)\s*$/iu;
const NUMBERED_HEADING =
  /^(?:(?:chapter|capítulo|kapitel|chapitre|capitolo|section|secção|seção|sección|abschnitt)\s+)?\d+(?:\.\d+)*\.?\s+\S/iu;
const CAPTION = /^(?:table|figure|fig\.|tabela|figura|tabla|tableau|tabella|abbildung|abb\.|tabelle)\s*\d+[.:]/iu;
const GLOSSARY_LINE = /^([\p{L}][\p{L}\p{N} '’()-]{0,48}[\p{L})]):\s+(\p{Lu}.{8,})$/u;

/** A list item's marker at the start of a line: a dash, star or bullet and a space. */
const LIST_MARKER = /^[-*•–]\s+(?=\S)/u;

/** A vector arrow read as "~" before a single letter or the null vector's 0, perhaps with an index ("~u", "~0", "~v1"). */
const VECTOR_TILDE = /(?<![\p{L}\p{N}/~])~(\p{L}|0)(?=\p{N}*(?![\p{L}\p{N}]))/gu;

/** Replaces PDF artefacts (ligatures, soft hyphens, odd spaces) with plain characters. */
export function normalizeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/\u00ad/g, '')
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f]/g, ' ')
      .replace(/[\u200b-\u200d\ufeff]/g, '')
      .replace(/ﬁ/g, 'fi')
      .replace(/ﬂ/g, 'fl')
      .replace(/ﬀ/g, 'ff')
      .replace(/ﬃ/g, 'ffi')
      .replace(/ﬄ/g, 'ffl')
      // a draft LaTeX build's source-path and placeholder markers ("#srcPath:cap_algvet/cap_algvet.tex#",
      // "+++construirExer+++") print on the heading's line and glue the heading to its first sentence
      .replace(/#srcPath:[^#\n]*#/gu, '\n')
      .replace(/\+\+\+[\p{L}\p{N}_]+\+\+\+/gu, '')
      // TeX's vector arrow (\vec) comes out of the math font as a tilde before its letter: "~u × ~v", "o vetor
      // nulo ~0", "~v1"; written back as the arrow over the letter ("u⃗"), the sentence reads as the page does
      .replace(VECTOR_TILDE, '$1\u20d7')
      .replace(/[ \t]+/g, ' ')
  );
}

/** Whether a line of extracted text is code (an interpreter prompt, a statement, mostly symbols). */
export function isCodeLine(line: string): boolean {
  if (/^(?:>>>|\.\.\.\s|\$\s|#include|def |class |import |from \S+ import|print\(|return\b)/.test(line)) return true;
  const letters = (line.match(/\p{L}/gu) ?? []).length;
  if (letters === 0) return true;
  const symbols = (line.match(/[{}[\]()<>=;+*/\\_|^~`#@$]/g) ?? []).length;
  return symbols / Math.max(1, line.length) > 0.12 && symbols >= 3;
}

function endsSentence(line: string): boolean {
  return /[.!?…:;]["'”’»)\]]*$/.test(line);
}

function countWords(line: string): number {
  return line.split(/\s+/).filter(Boolean).length;
}

/** A running header or footer: a page number with a title ("2 Chapter 1. The way…", "1.3. The first program 3"). */
function isRunningHeader(line: string): boolean {
  return (
    (/^\d{1,4}\s+\p{L}.{0,80}$/u.test(line) &&
      !endsSentence(line) &&
      countWords(line) <= 10 &&
      /chapter|capítulo|kapitel|chapitre|capitolo/i.test(line)) ||
    (/^\d+(?:\.\d+)+\.?\s+.{1,80}\s\d{1,4}$/u.test(line) && !endsSentence(line.replace(/\s\d+$/, '')))
  );
}

function classifyLine(line: string, medianLength: number): BlockKind | 'text' {
  if (isRunningHeader(line)) return 'heading';
  if (/^\d{1,4}$/.test(line)) return 'heading'; // lone page number
  if (isCodeLine(line)) return 'code';
  const words = countWords(line);
  if (NAMED_HEADINGS.test(line) || REFERENCE_HEADINGS.test(line)) return 'heading';
  if (
    NUMBERED_HEADING.test(line) &&
    words <= 12 &&
    (!endsSentence(line) || /\?$/.test(line)) &&
    line.length < medianLength * 1.1
  )
    return 'heading';
  if (CAPTION.test(line)) return 'caption';
  if (GLOSSARY_LINE.test(line)) return 'glossary';
  return 'text';
}

/** A verb that needs a subject before it: a form of be, have or do, or a modal. */
const AUXILIARY =
  /^(?:is|are|was|were|has|have|had|does|do|did|can|cannot|could|will|would|shall|should|may|might|must|isn['’]t|aren['’]t|doesn['’]t|don['’]t|can['’]t|won['’]t)$/u;
/** What opens a verb's object: an imperative goes on with one ("Use the …", "Fill in the …"). */
const OBJECT_OPENING = /^(?:the|a|an|your|our|their|its|this|these|those|all|each|every|some|any)$/u;
const PARTICLE = /^(?:in|out|up|down|on|off|over|back)$/u;
/** Words the lexicon knows as verbs that open a sentence as prepositions: "Like the Bellman–Ford algorithm, …". */
const PREPOSITION_VERB = /^(?:like|unlike|given|considering|regarding|including|following|except)$/u;

/**
 * Whether an English slide bullet states nothing of its own because its subject is only in the
 * slide's title (ADR 176): it opens on a verb that needs a subject ("Is free and open source",
 * "Has all of the statistics support"), on an adverb and then such a verb ("Already has …"), on a
 * word only ever a verb ("Requires …"), or on an imperative with its object ("Use the password …",
 * "Fill in the gaps …"). "Plotting with ggplot2 is easy" and "Change in demand shifts …" have theirs.
 */
export function lacksSubject(bullet: string): boolean {
  const words = bullet.toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? [];
  const [first = '', second = '', third = ''] = words;
  if (!/^\p{Lu}/u.test(bullet.trim()) || words.length < 3 || PREPOSITION_VERB.test(first)) return false;
  const isVerbOnly = (word: string): boolean => {
    const pos = getEnglishPos(word);
    return pos.has('v') && !pos.has('n') && !pos.has('a') && !pos.has('r') && !/ing$/u.test(word);
  };
  if (AUXILIARY.test(first) || isVerbOnly(first)) return true;
  const firstPos = getEnglishPos(first);
  if (firstPos.has('r') && !firstPos.has('n') && !firstPos.has('a') && (AUXILIARY.test(second) || isVerbOnly(second)))
    return true;
  if (!firstPos.has('v') || /ing$/u.test(first)) return false;
  return OBJECT_OPENING.test(second) || (PARTICLE.test(second) && OBJECT_OPENING.test(third));
}

/**
 * Splits extracted text into blocks (paragraphs, headings, code, glossary entries, references).
 * PDF text comes as wrapped lines without blank lines between paragraphs, so line lengths and
 * shapes decide; hyphenation at line ends is undone unless the hyphenated form occurs elsewhere.
 */
export class BlockSplitter {
  private inReferences = false;
  private inExercises = false;
  private readonly hyphenated = new Set<string>();

  /** `language`: the material's, when known — an English slide's bullets are read for a missing subject (ADR 176) */
  constructor(
    fullText: string,
    private readonly language?: MaterialLanguage,
  ) {
    for (const match of fullText.matchAll(/\p{L}+-\p{L}+/gu)) this.hyphenated.add(match[0].toLowerCase());
  }

  /**
   * `isSlide`: the text is a slide's (its first line the title, the lines up to the first blank
   * line its bullets, then its notes). The title is a heading, never the start of a sentence, and
   * each bullet is a statement of its own, its line end a sentence end.
   */
  split(rawText: string, chunkIndex: number, isSlide = false): TextBlock[] {
    const lines = normalizeText(rawText)
      .split('\n')
      .map((line) => line.trim());
    if (isSlide) return this.splitSlide(lines, chunkIndex);
    const lengths = lines
      .filter((line) => line.length > 0)
      .map((line) => line.length)
      .sort((a, b) => a - b);
    const median = lengths[Math.floor(lengths.length / 2)] ?? 80;
    const blocks: TextBlock[] = [];
    let current: { kind: BlockKind; text: string } | null = null;
    const flush = (): void => {
      if (current && current.text.trim()) blocks.push({ kind: current.kind, text: current.text.trim(), chunkIndex });
      current = null;
    };
    for (const rawLine of lines) {
      if (!rawLine) {
        flush();
        continue;
      }
      // "References Amina Adadi and Mohammed Berrada. 2018. Peeking inside …": the heading run
      // into the list's first entry on one line (PDF text); the list starts there all the same
      // an appendix after the references ("A German Length Statistics") is read again, however short its heading
      if (this.inReferences && (endsReferences(rawLine) || opensChapterOrSection(rawLine))) {
        flush();
        this.inReferences = false;
        blocks.push({ kind: 'heading', text: rawLine, chunkIndex });
        continue;
      }
      // …and an appendix run into its first lines ends it too, its line then read as any other
      // (a long one as the paragraph it opens: its "Appendix:" is no glossary label)
      if (this.inReferences && opensAppendix(rawLine)) {
        flush();
        this.inReferences = false;
        if (rawLine.length > 80) {
          current = { kind: 'paragraph', text: rawLine };
          continue;
        }
      }
      const glued = GLUED_REFERENCE_HEADING.exec(rawLine);
      if (glued && REFERENCE_HEADINGS.test(glued[1]!)) {
        flush();
        this.inReferences = true;
        blocks.push({ kind: 'heading', text: glued[1]!, chunkIndex });
        current = { kind: 'reference', text: rawLine.slice(glued[0].length) };
        continue;
      }
      // A list item ("- …", "• …") is a block of its own, without its marker: joined to the line
      // before, it would glue two statements into one card ("… dynamique. - Python a alloué …").
      const bullet = LIST_MARKER.exec(rawLine);
      if (bullet) flush();
      const line = bullet ? rawLine.slice(bullet[0].length) : rawLine;
      // an exercises run ends where the next chapter or numbered section opens, as a references run does
      // ("Capítulo 3", "2.3 Ângulo entre vetores"), even where the line is too short or bare to read as a heading
      if (this.inExercises && !EXERCISE_HEADINGS.test(line) && opensChapterOrSection(line)) {
        flush();
        this.inExercises = false;
        blocks.push({ kind: 'heading', text: line, chunkIndex });
        continue;
      }
      const kind = classifyLine(line, median);
      if (kind === 'heading') {
        flush();
        if (REFERENCE_HEADINGS.test(line)) this.inReferences = true;
        else if (this.inReferences && isAppendixHeading(line)) this.inReferences = false;
        // Exercise sections ask things; they do not state facts to learn.
        if (EXERCISE_HEADINGS.test(line)) this.inExercises = true;
        else if (
          !isRunningHeader(line) &&
          (/^(?:\d+\.\d+|chapter|capítulo|kapitel|chapitre|capitolo)/iu.test(line) || NAMED_HEADINGS.test(line))
        )
          this.inExercises = false;
        blocks.push({ kind: 'heading', text: line, chunkIndex });
        continue;
      }
      if (kind === 'code' || kind === 'caption' || kind === 'glossary') {
        flush();
        current = {
          kind: this.inReferences ? 'reference' : this.inExercises && kind !== 'code' ? 'exercise' : kind,
          text: line,
        };
        if (kind === 'code') flush();
        continue;
      }
      if (/^(?:exercise|exercício|ejercicio|exercice|esercizio|übung|aufgabe)\s+\d+(?:\.\d+)*\.?(?:\s|$)/iu.test(line))
        this.inExercises = true;
      const blockKind: BlockKind = this.inReferences ? 'reference' : this.inExercises ? 'exercise' : 'paragraph';
      if (current && (current.kind === blockKind || current.kind === 'glossary' || current.kind === 'caption')) {
        current.text = this.joinLines(current.text, line);
      } else {
        flush();
        current = { kind: blockKind, text: line };
      }
      // A short line that ends a sentence ends its paragraph.
      if (endsSentence(line) && line.length < median * 0.7) flush();
    }
    flush();
    return blocks;
  }

  private splitSlide(lines: string[], chunkIndex: number): TextBlock[] {
    const blankAt = lines.findIndex((line) => line === '');
    const head = (blankAt < 0 ? lines : lines.slice(0, blankAt)).map((line) => line.replace(LIST_MARKER, ''));
    const [title, ...bullets] = head;
    const blocks: TextBlock[] = title ? [{ kind: 'heading', text: title, chunkIndex }] : [];
    for (const bullet of bullets) {
      if (!bullet) continue;
      const kind = classifyLine(bullet, 80);
      if (kind === 'heading' || kind === 'code') {
        blocks.push({ kind, text: bullet, chunkIndex });
        continue;
      }
      // a bullet ends where its line does: a full statement ("Government online services shall
      // trust …") reads as a sentence; a fragment ending in ":" or "," stays one
      // a bullet that lost its subject to the title ("Is free and open source", "Already has …", "Use the …") is
      // no statement: it keeps no full stop (ADR 176)
      const text =
        this.language === 'en' && lacksSubject(bullet)
          ? bullet.replace(/[.]$/u, '')
          : /[\p{L}\p{N})”’"]$/u.test(bullet) && /^\p{Lu}/u.test(bullet)
            ? `${bullet}.`
            : bullet;
      blocks.push({ kind: 'paragraph', text, chunkIndex });
    }
    if (blankAt >= 0) blocks.push(...this.split(lines.slice(blankAt + 1).join('\n'), chunkIndex));
    return blocks;
  }

  private joinLines(previous: string, next: string): string {
    const hyphen = /(\p{L}+)-$/u.exec(previous);
    if (hyphen && /^\p{Ll}/u.test(next)) {
      const nextWord = /^\p{L}+/u.exec(next)?.[0] ?? '';
      const compound = `${hyphen[1]}-${nextWord}`.toLowerCase();
      if (this.hyphenated.has(compound)) return `${previous}${next}`;
      return `${previous.slice(0, -1)}${next}`;
    }
    return `${previous} ${next}`;
  }
}

const BOUNDARY = /([.!?…]+)(["'”’»)\]]*)\s+(?=["'“‘«([¿¡]?[\p{Lu}\p{N}])/gu;

/** Splits a paragraph into sentences, keeping abbreviations, initials, decimals and "et al." whole. */
export function splitSentences(paragraph: string, language: MaterialLanguage): string[] {
  const abbreviations = getAbbreviations(language);
  const sentences: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(BOUNDARY)) {
    const index = match.index ?? 0;
    if (match[1] === '.') {
      const before = paragraph.slice(Math.max(start, index - 20), index);
      const lastWord = /([\p{L}.]+)$/u.exec(before)?.[1]?.toLowerCase() ?? '';
      if (abbreviations.has(lastWord) || /^\p{L}$/u.test(lastWord) || /^(?:\p{L}\.)+\p{L}$/u.test(lastWord)) continue;
    }
    const end = index + match[1]!.length + (match[2]?.length ?? 0);
    const sentence = paragraph.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = end;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}
