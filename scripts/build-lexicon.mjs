#!/usr/bin/env node
/*
 * Builds the chat's bilingual lexicon (apps/server/src/modules/ai/local/nlp/lexicon/, ADR 072):
 * one gzipped file per language, each line `lemma<TAB>synset synset …` (synsets as base-36
 * numbers shared by all six files), so a word of one language reaches the words of another
 * through the WordNet synsets both belong to.
 *
 *   node scripts/build-lexicon.mjs --omw <omw-data checkout> [--omw-spa <wn-data-spa.tab>] [--wordnet /usr/share/wordnet]
 *
 * Inputs (see the NOTICE.md written beside the output for each one's licence):
 * - English: Princeton WordNet 3.0's index files (Debian package `wordnet-base`), the senses of
 *   each lemma in WordNet's frequency order, at most ENGLISH_SENSES of them;
 * - the Open Multilingual Wordnet's tab files (github.com/omwn/omw-data), which link lemmas to
 *   WordNet 3.0 synsets: OpenWN-PT, the MCR's Spanish wordnet (its last copy small enough to
 *   be read, at commit 291d2c2, given with --omw-spa), WOLF, MultiWordNet and ItalWordNet, and
 *   for every language the Wiktionary links (German has no other free wordnet) and CLDR's.
 * Only one-word lemmas are kept, and only synsets that have an English lemma and a lemma in at
 * least one other language.
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
    'usage: node scripts/build-lexicon.mjs --omw <omw-data checkout> [--omw-spa <file>] [--wordnet <dict dir>]\n',
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

/** A lemma worth keeping: one word of letters (inner hyphens and apostrophes allowed). */
const isOneWord = (lemma) => /^\p{L}[\p{L}\p{M}'’-]*$/u.test(lemma) && lemma.length <= 40;
/** WordNet 3.0 writes satellite adjectives as `s`; the tab files use either. */
const synsetKey = (offset, pos) => `${offset}-${pos === 's' ? 'a' : pos}`;

/** English lemma → its synsets, commonest sense first. */
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
      const lemma = fields[0].toLowerCase();
      if (!isOneWord(lemma)) continue;
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

/** Lemma → synsets of one language, from its tab files (`offset-pos <TAB> [lang:]lemma <TAB> word`). */
function readLanguage(files) {
  const lemmas = new Map();
  for (const file of files) {
    const path = file.startsWith('/') ? file : join(omw, file);
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const [synset, type, word] = line.split('\t');
      if (!synset || !word || !/(?:^|:)lemma$/.test(type ?? '')) continue;
      const lemma = word.trim().toLowerCase();
      if (!isOneWord(lemma)) continue;
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

const english = readEnglish();
const languages = Object.fromEntries(
  Object.entries(SOURCES).map(([language, files]) => [language, readLanguage(files)]),
);

const englishSynsets = new Set([...english.values()].flat());
const otherSynsets = new Set();
for (const lemmas of Object.values(languages))
  for (const list of lemmas.values()) for (const key of list) if (englishSynsets.has(key)) otherSynsets.add(key);
const ids = new Map([...otherSynsets].sort().map((key, index) => [key, index.toString(36)]));

mkdirSync(outDir, { recursive: true });
const write = (language, lemmas) => {
  const lines = [];
  for (const [lemma, list] of [...lemmas].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const kept = list.filter((key) => ids.has(key)).map((key) => ids.get(key));
    if (kept.length > 0) lines.push(`${lemma}\t${kept.join(' ')}`);
  }
  const bytes = gzipSync(`${lines.join('\n')}\n`, { level: 9 });
  writeFileSync(join(outDir, `${language}.tsv.gz`), bytes);
  process.stdout.write(`${language}: ${lines.length} lemmas, ${bytes.length} bytes\n`);
};
write('en', english);
for (const [language, lemmas] of Object.entries(languages)) write(language, lemmas);
process.stdout.write(`${ids.size} synsets\n`);
