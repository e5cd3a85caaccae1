#!/usr/bin/env node
/*
 * Builds the chat's phrase lexicon (apps/server/src/modules/ai/local/nlp/lexicon/*.phrases.tsv.gz,
 * ADR 110): the WordNet synsets that have a lemma of two or three words in one of the six
 * languages ("cross product", "produto vetorial", "parola chiave", "conjunto de datos"), with
 * every lemma each language gives them, one word or more. A phrase of a question then reaches
 * the material's phrase or word for the same thing ("cross product" → produto vetorial,
 * "parola chiave" → keyword), which word-by-word translation cannot.
 *
 *   node scripts/build-phrase-lexicon.mjs --omw <omw-data checkout> [--omw-spa <wn-data-spa.tab>] [--wordnet /usr/share/wordnet]
 *
 * The inputs are those of `scripts/build-lexicon.mjs` (same files, same commits; licences in
 * `lexicon/NOTICE.md`). A line is `lemma<TAB>synset synset …`; the synsets are base-36 numbers
 * of this file set's own (not the one-word files'). Only synsets with lemmas in English and in at
 * least one other language are kept.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ENGLISH_SENSES = 5;
const OTHER_SENSES = 12;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const omw = option('omw');
if (!omw) {
  process.stderr.write(
    'usage: node scripts/build-phrase-lexicon.mjs --omw <omw-data checkout> [--omw-spa <file>] [--wordnet <dict dir>]\n',
  );
  process.exit(2);
}
const wordnetDir = option('wordnet', '/usr/share/wordnet');
const outDir = option('out', 'apps/server/src/modules/ai/local/nlp/lexicon');

const SOURCES = {
  pt: ['wns/por/wn-data-por.tab', 'wns/wikt/wn-wikt-por.tab', 'wns/cldr/wn-cldr-por.tab'],
  es: [option('omw-spa', join(omw, 'wns/mcr/wn-data-spa.tab')), 'wns/wikt/wn-wikt-spa.tab', 'wns/cldr/wn-cldr-spa.tab'],
  fr: ['wns/fra/wn-data-fra.tab', 'wns/wikt/wn-wikt-fra.tab', 'wns/cldr/wn-cldr-fra.tab'],
  it: ['wns/ita/wn-data-ita.tab', 'wns/iwn/wn-data-ita.tab', 'wns/wikt/wn-wikt-ita.tab', 'wns/cldr/wn-cldr-ita.tab'],
  de: ['wns/wikt/wn-wikt-deu.tab', 'wns/cldr/wn-cldr-deu.tab'],
};

/** A lemma of one to three words of letters (inner hyphens and apostrophes allowed), as written with spaces. */
const toLemma = (raw) => {
  const lemma = raw.trim().toLowerCase().replace(/_/g, ' ').replace(/\s+/g, ' ');
  if (lemma.length > 40) return null;
  const words = lemma.split(' ');
  if (words.length > 3 || !words.every((word) => /^\p{L}[\p{L}\p{M}'’-]*$/u.test(word))) return null;
  return lemma;
};
const isPhrase = (lemma) => lemma.includes(' ');
const synsetKey = (offset, pos) => `${offset}-${pos === 's' ? 'a' : pos}`;

function readEnglish() {
  const lemmas = new Map();
  for (const [file, pos] of [
    ['index.noun', 'n'],
    ['index.verb', 'v'],
    ['index.adj', 'a'],
    ['index.adv', 'r'],
  ]) {
    for (const line of readFileSync(join(wordnetDir, file), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const lemma = toLemma(fields[0]);
      if (!lemma) continue;
      const synsetCount = Number(fields[2]);
      const pointerCount = Number(fields[3]);
      const offsets = fields.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + synsetCount).slice(0, ENGLISH_SENSES);
      const list = lemmas.get(lemma) ?? [];
      for (const offset of offsets) list.push(synsetKey(offset, pos));
      lemmas.set(lemma, list);
    }
  }
  return lemmas;
}

function readLanguage(files) {
  const lemmas = new Map();
  for (const file of files) {
    const path = file.startsWith('/') ? file : join(omw, file);
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const [synset, type, word] = line.split('\t');
      if (!synset || !word || !/(?:^|:)lemma$/.test(type ?? '')) continue;
      const lemma = toLemma(word);
      if (!lemma) continue;
      const [offset, pos] = synset.split('-');
      const key = synsetKey(offset, pos);
      const list = lemmas.get(lemma) ?? [];
      if (!list.includes(key)) list.push(key);
      lemmas.set(lemma, list);
    }
  }
  for (const [lemma, list] of lemmas) lemmas.set(lemma, list.slice(0, OTHER_SENSES));
  return lemmas;
}

const all = { en: readEnglish(), ...Object.fromEntries(Object.entries(SOURCES).map(([l, f]) => [l, readLanguage(f)])) };

// synsets with a phrase somewhere, and which languages give them a lemma
const withPhrase = new Set();
const languagesOf = new Map();
for (const [language, lemmas] of Object.entries(all)) {
  for (const [lemma, list] of lemmas) {
    for (const key of list) {
      if (isPhrase(lemma)) withPhrase.add(key);
      const set = languagesOf.get(key) ?? new Set();
      set.add(language);
      languagesOf.set(key, set);
    }
  }
}
const kept = [...withPhrase].filter((key) => languagesOf.get(key).has('en') && languagesOf.get(key).size >= 2).sort();
const ids = new Map(kept.map((key, index) => [key, index.toString(36)]));

mkdirSync(outDir, { recursive: true });
for (const [language, lemmas] of Object.entries(all)) {
  const lines = [];
  for (const [lemma, list] of [...lemmas].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const keys = list.filter((key) => ids.has(key)).map((key) => ids.get(key));
    if (keys.length > 0) lines.push(`${lemma}\t${keys.join(' ')}`);
  }
  const bytes = gzipSync(`${lines.join('\n')}\n`, { level: 9 });
  writeFileSync(join(outDir, `${language}.phrases.tsv.gz`), bytes);
  process.stdout.write(`${language}: ${lines.length} lemmas, ${bytes.length} bytes\n`);
}
process.stdout.write(`${ids.size} synsets\n`);
