import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { isFunctionWord, stripMarks } from './language.ts';

/*
 * The chat's phrase lexicon (ADR 110): WordNet synsets one of whose lemmas, in one of the six
 * languages, is two or three words ("cross product", "produto vetorial", "parola chiave"), with
 * every lemma each language gives them (`lexicon/<language>.phrases.tsv.gz`, built by
 * `scripts/build-phrase-lexicon.mjs` from the sources in `lexicon/NOTICE.md`). A question's run
 * of content words reaches the other language's phrase or word for the same thing, which
 * word-by-word translation misses ("cross product" is not "cruz produto").
 */

interface PhraseLexicon {
  /** a lemma's content words, each by its first five letters, joined by spaces ("conjunto de datos" → "conju datos") → its synsets */
  byStems: Map<string, string[]>;
  /** synset → its lemmas, as written */
  synsets: Map<string, string[]>;
}

/** How many letters of each word a phrase is keyed by. */
const PREFIX = 5;

const lexicons = new Map<MaterialLanguage, PhraseLexicon>();

/**
 * The content words of a lemma or of a question's run of words, each by its first five letters
 * without accents, so inflections meet ("produtos vetoriais", "produto vetorial" → "produ vetor"):
 * how both are looked up.
 */
export function toPhraseKey(words: readonly string[], language: MaterialLanguage): string {
  return words
    .filter((word) => !isFunctionWord(word, language))
    .map((word) => stripMarks(word).slice(0, PREFIX))
    .join(' ');
}

function loadPhrases(language: MaterialLanguage): PhraseLexicon {
  let lexicon = lexicons.get(language);
  if (lexicon) return lexicon;
  const text = gunzipSync(readFileSync(new URL(`./lexicon/${language}.phrases.tsv.gz`, import.meta.url))).toString(
    'utf8',
  );
  lexicon = { byStems: new Map(), synsets: new Map() };
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab <= 0) continue;
    const lemma = line.slice(0, tab);
    const synsets = line.slice(tab + 1).split(' ');
    for (const synset of synsets) {
      const members = lexicon.synsets.get(synset);
      if (members) members.push(lemma);
      else lexicon.synsets.set(synset, [lemma]);
    }
    if (!lemma.includes(' ')) continue;
    const key = toPhraseKey(lemma.split(' '), language);
    // a phrase of one content word ("le modèle") is a word, which the one-word lexicon translates
    if (!key.includes(' ')) continue;
    const known = lexicon.byStems.get(key);
    lexicon.byStems.set(key, known ? [...new Set([...known, ...synsets])] : synsets);
  }
  lexicons.set(language, lexicon);
  return lexicon;
}

/**
 * What a run of two or three consecutive content words of a question (lower case, as asked:
 * "produtos vetoriais", "parola chiave") is called in another language: the lemmas, one word or
 * more, of the synsets the run's phrase belongs to; commonest across those synsets first. Empty
 * when the run is no phrase the lexicon knows.
 */
export function translatePhrase(words: readonly string[], from: MaterialLanguage, to: MaterialLanguage): string[] {
  if (from === to || words.length < 2) return [];
  const synsets = loadPhrases(from).byStems.get(toPhraseKey(words, from));
  if (!synsets) return [];
  const target = loadPhrases(to);
  const counts = new Map<string, number>();
  for (const synset of synsets)
    for (const lemma of target.synsets.get(synset) ?? []) counts.set(lemma, (counts.get(lemma) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length).map(([lemma]) => lemma);
}

/** Whether two or three words of a language are one of the lexicon's phrases there ("common ground", "produto vetorial"). */
export function isKnownPhrase(words: readonly string[], language: MaterialLanguage): boolean {
  const key = toPhraseKey(words, language);
  return key.includes(' ') && loadPhrases(language).byStems.has(key);
}
