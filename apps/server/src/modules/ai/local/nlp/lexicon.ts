import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { stemWord } from './language.ts';

/*
 * The bilingual lexicon of the chat (ADR 072): for each of the six languages, its one-word lemmas
 * and the WordNet 3.0 synsets they belong to (Princeton WordNet for English, the Open
 * Multilingual Wordnet's wordnets for the others; `lexicon/NOTICE.md`), built by
 * `scripts/build-lexicon.mjs`. A word of one language reaches the lemmas of another through the
 * synsets both share. Each language's file (0.1–0.4 MB gzipped) is read the first time a
 * question needs it.
 */

interface LanguageLexicon {
  /** lemma → synsets (English: commonest sense first) */
  lemmas: Map<string, string[]>;
  /** lemmas by their first four letters, to find an inflected word's lemma by its stem */
  prefixes: Map<string, string[]>;
  /** synset → lemmas, each with the rank of that sense among the lemma's senses */
  synsets: Map<string, { lemma: string; rank: number }[]>;
}

const lexicons = new Map<MaterialLanguage, LanguageLexicon>();

function loadLexicon(language: MaterialLanguage): LanguageLexicon {
  let lexicon = lexicons.get(language);
  if (lexicon) return lexicon;
  const text = gunzipSync(readFileSync(new URL(`./lexicon/${language}.tsv.gz`, import.meta.url))).toString('utf8');
  lexicon = { lemmas: new Map(), prefixes: new Map(), synsets: new Map() };
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab <= 0) continue;
    const lemma = line.slice(0, tab);
    const synsets = line.slice(tab + 1).split(' ');
    lexicon.lemmas.set(lemma, synsets);
    const prefix = lemma.slice(0, 4);
    const bucket = lexicon.prefixes.get(prefix);
    if (bucket) bucket.push(lemma);
    else lexicon.prefixes.set(prefix, [lemma]);
    synsets.forEach((synset, rank) => {
      const members = lexicon.synsets.get(synset);
      if (members) members.push({ lemma, rank });
      else lexicon.synsets.set(synset, [{ lemma, rank }]);
    });
  }
  lexicons.set(language, lexicon);
  return lexicon;
}

/**
 * The synsets of the lemmas that share an inflected word's stem ("dicionários" → "dicionário"):
 * only lemmas with the word's first four letters are stemmed (stemming all 30–60 thousand
 * lemmas of a language at load would take seconds).
 */
function findByStem(lexicon: LanguageLexicon, word: string, language: MaterialLanguage): string[] {
  const stem = stemWord(word, language);
  const synsets: string[] = [];
  for (const lemma of lexicon.prefixes.get(word.slice(0, 4)) ?? []) {
    if (Math.abs(lemma.length - word.length) > 4 || stemWord(lemma, language) !== stem) continue;
    for (const synset of lexicon.lemmas.get(lemma) ?? []) if (!synsets.includes(synset)) synsets.push(synset);
  }
  return synsets;
}

/** A word of the target language with how strongly the lexicon links it to the source word. */
export interface Translation {
  word: string;
  weight: number;
}

/**
 * Words of `to` that translate a (lower-case) word of `from`: the lemmas sharing a synset with
 * it, the word's commoner senses and the target lemma's commoner senses weighing more; at most
 * `limit`, strongest first. An inflected word ("dicionários") is found by its stem.
 */
export function translateWord(word: string, from: MaterialLanguage, to: MaterialLanguage, limit = 4): Translation[] {
  if (from === to) return [{ word, weight: 1 }];
  const source = loadLexicon(from);
  const target = loadLexicon(to);
  const synsets = source.lemmas.get(word) ?? findByStem(source, word, from);
  const weights = new Map<string, number>();
  synsets.forEach((synset, senseRank) => {
    // English senses come in frequency order; the other wordnets' order means nothing
    const sourceWeight = from === 'en' ? 1 / (1 + senseRank) : 1;
    for (const { lemma, rank } of target.synsets.get(synset) ?? []) {
      const targetWeight = to === 'en' ? 1 / (1 + rank) : 1;
      weights.set(lemma, (weights.get(lemma) ?? 0) + sourceWeight * targetWeight);
    }
  });
  const ranked = [...weights].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length);
  const best = ranked[0]?.[1] ?? 0;
  return ranked
    .filter(([, weight]) => weight >= best * 0.25)
    .slice(0, limit)
    .map(([lemma, weight]) => ({ word: lemma, weight: weight / best }));
}
