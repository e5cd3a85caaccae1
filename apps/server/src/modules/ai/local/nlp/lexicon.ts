import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { stemWord, stripMarks } from './language.ts';
import { translateFromSupplement } from './lexicon-supplement.ts';

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

/** Word endings that differ between a language and English in words both took from Latin or Greek. */
const COGNATE_ENDINGS: Record<Exclude<MaterialLanguage, 'en'>, [string, string][]> = {
  pt: [
    ['ções', 'tions'],
    ['ção', 'tion'],
    ['sões', 'sions'],
    ['são', 'sion'],
    ['dades', 'ties'],
    ['dade', 'ty'],
    ['ável', 'able'],
    ['ível', 'ible'],
    ['ivos', 'ives'],
    ['ivas', 'ives'],
    ['ivo', 'ive'],
    ['iva', 'ive'],
    ['ico', 'ic'],
    ['ica', 'ic'],
    ['icos', 'ics'],
    ['icas', 'ics'],
    ['ismo', 'ism'],
    ['ista', 'ist'],
    ['ência', 'ence'],
    ['ância', 'ance'],
    ['ente', 'ent'],
    ['ante', 'ant'],
    ['oso', 'ous'],
    ['osa', 'ous'],
    ['ário', 'ary'],
    ['ória', 'ory'],
    ['ório', 'ory'],
    ['ia', 'y'],
    ['or', 'or'],
    ['al', 'al'],
    ['ar', 'ar'],
    ['ma', 'm'],
    ['mento', 'ment'],
    ['ento', 'ent'],
  ],
  es: [
    ['ciones', 'tions'],
    ['ción', 'tion'],
    ['siones', 'sions'],
    ['sión', 'sion'],
    ['dades', 'ties'],
    ['dad', 'ty'],
    ['ble', 'ble'],
    ['ivos', 'ives'],
    ['ivas', 'ives'],
    ['ivo', 'ive'],
    ['iva', 'ive'],
    ['ico', 'ic'],
    ['ica', 'ic'],
    ['ismo', 'ism'],
    ['ista', 'ist'],
    ['encia', 'ence'],
    ['ancia', 'ance'],
    ['ente', 'ent'],
    ['ante', 'ant'],
    ['oso', 'ous'],
    ['osa', 'ous'],
    ['ario', 'ary'],
    ['oria', 'ory'],
    ['orio', 'ory'],
    ['ía', 'y'],
    ['ia', 'y'],
    ['or', 'or'],
    ['al', 'al'],
    ['ar', 'ar'],
    ['ma', 'm'],
    ['mento', 'ment'],
    ['ento', 'ent'],
  ],
  fr: [
    ['tions', 'tions'],
    ['tion', 'tion'],
    ['sion', 'sion'],
    ['tés', 'ties'],
    ['té', 'ty'],
    ['ique', 'ic'],
    ['iques', 'ics'],
    ['ive', 'ive'],
    ['if', 'ive'],
    ['isme', 'ism'],
    ['iste', 'ist'],
    ['ence', 'ence'],
    ['ance', 'ance'],
    ['eux', 'ous'],
    ['euse', 'ous'],
    ['aire', 'ary'],
    ['oire', 'ory'],
    ['ie', 'y'],
    ['eur', 'or'],
    ['e', ''],
    ['s', ''],
  ],
  it: [
    ['zioni', 'tions'],
    ['zione', 'tion'],
    ['sioni', 'sions'],
    ['sione', 'sion'],
    ['tà', 'ty'],
    ['bile', 'ble'],
    ['ivo', 'ive'],
    ['iva', 'ive'],
    ['ico', 'ic'],
    ['ica', 'ic'],
    ['ismo', 'ism'],
    ['ista', 'ist'],
    ['enza', 'ence'],
    ['anza', 'ance'],
    ['ente', 'ent'],
    ['ante', 'ant'],
    ['oso', 'ous'],
    ['osa', 'ous'],
    ['ario', 'ary'],
    ['orio', 'ory'],
    ['ia', 'y'],
    ['ore', 'or'],
    ['ale', 'al'],
    ['ma', 'm'],
    ['mento', 'ment'],
    ['ento', 'ent'],
  ],
  de: [
    ['tionen', 'tions'],
    ['tion', 'tion'],
    ['ität', 'ity'],
    ['isch', 'ic'],
    ['iv', 'ive'],
    ['ismus', 'ism'],
    ['ist', 'ist'],
    ['enz', 'ence'],
    ['anz', 'ance'],
    ['ieren', 'ate'],
    ['ie', 'y'],
    ['or', 'or'],
    ['e', ''],
    ['en', ''],
  ],
};

/**
 * English words a word of another language may be a cognate of ("recursiva" → recursive,
 * "notación" → notation, "algorithme" → algorithm), kept only when English has the lemma.
 */
function cognatesInEnglish(word: string, from: Exclude<MaterialLanguage, 'en'>): string[] {
  const english = loadLexicon('en').lemmas;
  const found = new Set<string>();
  const plain = stripMarks(word);
  if (plain.length >= 4 && english.has(plain)) found.add(plain);
  for (const [ending, replacement] of COGNATE_ENDINGS[from]) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const candidate = stripMarks(word.slice(0, -ending.length) + replacement);
    if (candidate.length >= 4 && english.has(candidate)) found.add(candidate);
  }
  return [...found];
}

/** Words of another language an English word may be a cognate of ("notation" → notación), the lemmas that language has. */
function cognatesFromEnglish(word: string, to: Exclude<MaterialLanguage, 'en'>): string[] {
  const target = loadLexicon(to);
  const found = new Set<string>();
  for (const [ending, replacement] of COGNATE_ENDINGS[to]) {
    if (!word.endsWith(replacement) || word.length - replacement.length < 3) continue;
    const stem = word.slice(0, word.length - replacement.length);
    for (const lemma of target.prefixes.get(stripMarks(stem + ending).slice(0, 4)) ?? []) {
      if (stripMarks(lemma) === stripMarks(stem + ending)) found.add(lemma);
    }
  }
  return [...found];
}

/** Whether a (lower-case) word is a lemma of the language's wordnet (ADR 137). */
export function isLexiconLemma(word: string, language: MaterialLanguage): boolean {
  return loadLexicon(language).lemmas.has(word);
}

/** The share of its senses another word must share with a cognate's to come after it, and how many come. */
const SAME_SENSES_SHARE = 0.5;
const MAX_SAME_SENSE_OTHERS = 2;

/** A word of the target language with how strongly the lexicon links it to the source word. */
export interface Translation {
  word: string;
  weight: number;
}

/**
 * Words of `to` that translate a (lower-case) word of `from`: the lemmas sharing a synset with
 * it, the word's commoner senses and the target lemma's commoner senses weighing more; at most
 * `limit`, strongest first. An inflected word ("dicionários") is found by its stem; a question's
 * irregular verb ("midieron", "obtuvieron", "tienen") by its infinitive only with `irregularVerbs`
 * (the chat's questions, ADR 141): the generator's counts of general words were set with them
 * unread, and reading them there made its sentences' verbs common words (`tienen`, `vienen`), which
 * moved what its checks keep.
 */
export function translateWord(
  word: string,
  from: MaterialLanguage,
  to: MaterialLanguage,
  limit = 4,
  { irregularVerbs = false }: { irregularVerbs?: boolean } = {},
): Translation[] {
  if (from === to) return [{ word, weight: 1 }];
  const target = loadLexicon(to);
  // the same word in both languages ("capital", "string", "variable") means what it says there
  const plain = stripMarks(word);
  // without its accents only when that is no other word ("länge" is Länge, length, not the name Lange)
  const source = loadLexicon(from);
  const sourceSynsets = new Set(source.lemmas.get(word) ?? []);
  // nor a false friend: a word the source language knows is the target's same word only when the two share
  // a sense (French "ensemble" is a set or together, never a musical ensemble)
  const isOtherWord = (form: string): boolean =>
    sourceSynsets.size > 0 && !(target.lemmas.get(form) ?? []).some((synset) => sourceSynsets.has(synset));
  const same = [...new Set([word, plain])].filter(
    (form) => form.length >= 4 && target.lemmas.has(form) && !isOtherWord(form),
  );
  const bases = baseForms(word, from, irregularVerbs);
  if (same.length > 0) {
    if (sourceSynsets.size === 0) return same.map((form) => ({ word: form, weight: 1 }));
    // and the target's other words for most of the same senses ("héritage" is heritage, and inheritance)
    const shared = new Map<string, number>();
    for (const synset of sourceSynsets)
      for (const { lemma } of target.synsets.get(synset) ?? [])
        if (!same.includes(lemma)) shared.set(lemma, (shared.get(lemma) ?? 0) + 1);
    const synonyms = [...shared]
      .filter(([lemma, count]) => count >= 2 && count >= (target.lemmas.get(lemma)?.length ?? 0) * SAME_SENSES_SHARE)
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_SAME_SENSE_OTHERS)
      .map(([lemma]) => ({ word: lemma, weight: 0.75 }));
    return [...same.map((form) => ({ word: form, weight: 1 })), ...synonyms].slice(0, limit);
  }
  // a false friend is not a translation by any other path either ("Gift" is poison, not a gift)
  const falseFriends = new Set([word, plain].filter((form) => target.lemmas.has(form)));
  // study and computing words the wordnets lack or rank under another sense come first
  const supplement = translateFromSupplement(bases, from, to).filter((form) => !form.includes(' '));
  if (supplement.length > 0) {
    // and the wordnets' first sense after them, weaker
    const rest = translateWordFromWordnets(word, bases, from, to, limit).filter(
      (translation) => !supplement.includes(translation.word) && !falseFriends.has(translation.word),
    );
    return [
      ...supplement.map((form) => ({ word: form, weight: 1 })),
      ...rest.slice(0, 1).map((translation) => ({ ...translation, weight: 0.5 })),
    ].slice(0, limit);
  }
  return translateWordFromWordnets(word, bases, from, to, limit + falseFriends.size).filter(
    (translation) => !falseFriends.has(translation.word),
  );
}

/**
 * A word written the same in both languages ("canal", "lateral") is translated as itself and its
 * synonyms of most senses (`translateWord`); its translations by its other senses ("canal" →
 * channel, shared by two of its eleven synsets), for a caller that keeps only those its material
 * writes. Empty when the word is not so written in the target language.
 */
export function translateOtherSenses(
  word: string,
  from: MaterialLanguage,
  to: MaterialLanguage,
  limit: number,
): Translation[] {
  if (from === to) return [];
  const same = translateWord(word, from, to, limit);
  if (!same.some((translation) => translation.word === word || translation.word === stripMarks(word))) return [];
  const known = new Set(same.map((translation) => translation.word));
  return translateWordFromWordnets(word, baseForms(word, from, false), from, to, limit + known.size).filter(
    (translation) => !known.has(translation.word),
  );
}

function translateWordFromWordnets(
  word: string,
  bases: string[],
  from: MaterialLanguage,
  to: MaterialLanguage,
  limit: number,
): Translation[] {
  const source = loadLexicon(from);
  const target = loadLexicon(to);
  // a cognate the target language has is the likeliest translation of a learned word
  const english = from === 'en' ? bases : [...new Set(bases.flatMap((base) => cognatesInEnglish(base, from)))];
  const cognates = to === 'en' ? english : [...new Set(english.flatMap((lemma) => cognatesFromEnglish(lemma, to)))];
  const known = bases.find((base) => source.lemmas.has(base));
  const synsets = known ? source.lemmas.get(known)! : cognates.length > 0 ? [] : findByStem(source, word, from);
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
  const translations = ranked
    .filter(([, weight]) => weight >= best * 0.25)
    .slice(0, limit)
    .map(([lemma, weight]) => ({ word: lemma, weight: weight / best }));
  // a word the lexicon knows keeps its senses first; a cognate comes after them, or alone
  const extra = cognates.filter((cognate) => !translations.some((translation) => translation.word === cognate));
  return known
    ? [...translations, ...extra.slice(0, 2).map((cognate) => ({ word: cognate, weight: 0.5 }))]
    : [...extra.slice(0, limit).map((cognate) => ({ word: cognate, weight: 1 })), ...translations];
}

/** Verb endings of each language and the infinitive endings they may come from. */
const VERB_ENDINGS: Record<MaterialLanguage, { endings: string[]; infinitives: string[] }> = {
  en: { endings: [], infinitives: [] },
  pt: {
    endings: [
      'adas',
      'idas',
      'ados',
      'idos',
      'ada',
      'ida',
      'ado',
      'ido',
      'aram',
      'eram',
      'iram',
      'avam',
      'ava',
      'iam',
      'ia',
      'ando',
      'endo',
      'indo',
      'amos',
      'emos',
      'imos',
      'am',
      'em',
      'a',
      'e',
      'ou',
      'eu',
      'iu',
    ],
    infinitives: ['ar', 'er', 'ir'],
  },
  es: {
    endings: [
      'adas',
      'idas',
      'ados',
      'idos',
      'ada',
      'ida',
      'ado',
      'ido',
      'aron',
      'ieron',
      'aban',
      'aba',
      'ían',
      'ía',
      'ando',
      'iendo',
      'amos',
      'emos',
      'imos',
      'an',
      'en',
      'a',
      'e',
      'ó',
      'ió',
    ],
    infinitives: ['ar', 'er', 'ir'],
  },
  fr: {
    endings: ['aient', 'ait', 'ant', 'ées', 'és', 'ée', 'é', 'ent', 'ons', 'ez', 'e', 'it', 'is'],
    infinitives: ['er', 'ir', 're'],
  },
  it: {
    endings: [
      'avano',
      'ava',
      'ando',
      'endo',
      'ate',
      'ati',
      'ata',
      'ato',
      'ite',
      'iti',
      'ita',
      'ito',
      'ano',
      'ono',
      'a',
      'e',
      'i',
    ],
    infinitives: ['are', 'ere', 'ire'],
  },
  de: { endings: ['et', 't', 'en', 'e', 'st'], infinitives: ['en', 'n'] },
};

/**
 * Irregular verbs of a question (ADR 141): stems of strong preterites, each with the infinitive it
 * comes from, found at a word's end before a preterite ending, so a prefixed verb reads too
 * ("obtuvieron" → ob-tener, "produjeron" → pro-ducir).
 */
const STRONG_STEMS: Partial<Record<MaterialLanguage, { endings: string[]; stems: [string, string][] }>> = {
  es: {
    endings: ['ieron', 'eron', 'imos', 'iste', 'o', 'e'],
    stems: [
      ['hic', 'hacer'],
      ['hiz', 'hacer'],
      ['pus', 'poner'],
      ['tuv', 'tener'],
      ['estuv', 'estar'],
      ['anduv', 'andar'],
      ['sup', 'saber'],
      ['pud', 'poder'],
      ['quis', 'querer'],
      ['vin', 'venir'],
      ['dij', 'decir'],
      ['traj', 'traer'],
      ['duj', 'ducir'],
    ],
  },
  pt: {
    endings: ['eram', 'emos', 'este', 'e', ''],
    stems: [
      ['fiz', 'fazer'],
      ['fez', 'fazer'],
      ['pus', 'pôr'],
      ['pôs', 'pôr'],
      ['tiv', 'ter'],
      ['teve', 'ter'],
      ['estiv', 'estar'],
      ['soub', 'saber'],
      ['pud', 'poder'],
      ['quis', 'querer'],
      ['diss', 'dizer'],
      ['troux', 'trazer'],
      ['houv', 'haver'],
    ],
  },
};
/** Irregular forms read whole: participles and the shortest preterites. */
const IRREGULAR_FORMS: Partial<Record<MaterialLanguage, Record<string, string[]>>> = {
  es: {
    hecho: ['hacer'],
    hecha: ['hacer'],
    puesto: ['poner'],
    dicho: ['decir'],
    escrito: ['escribir'],
    visto: ['ver'],
    vieron: ['ver'],
    vio: ['ver'],
    dieron: ['dar'],
    dio: ['dar'],
    fueron: ['ser', 'ir'],
    fue: ['ser', 'ir'],
    abierto: ['abrir'],
    resuelto: ['resolver'],
    vuelto: ['volver'],
    cubierto: ['cubrir'],
    descubierto: ['descubrir'],
  },
  pt: {
    feito: ['fazer'],
    feita: ['fazer'],
    posto: ['pôr'],
    dito: ['dizer'],
    escrito: ['escrever'],
    visto: ['ver'],
    viram: ['ver'],
    deram: ['dar'],
    deu: ['dar'],
    foram: ['ser', 'ir'],
    foi: ['ser', 'ir'],
    aberto: ['abrir'],
    coberto: ['cobrir'],
    descoberto: ['descobrir'],
  },
};

/** Spanish and Portuguese verbs whose stem vowel changes: the stems they may have in the infinitive. */
function stemVowelChanges(stem: string, language: MaterialLanguage): string[] {
  if (language !== 'es' && language !== 'pt') return [];
  const changes: string[] = [];
  const replaceLast = (from: string, to: string): void => {
    const at = stem.lastIndexOf(from);
    if (at > 0) changes.push(stem.slice(0, at) + to + stem.slice(at + from.length));
  };
  // "midieron" → medir, "durmió" → dormir, "sirvo" → servir
  replaceLast('i', 'e');
  replaceLast('u', 'o');
  if (language === 'es') {
    // a diphthong of the present: "resuelve" → resolver, "entiende" → entender
    replaceLast('ue', 'o');
    replaceLast('ie', 'e');
  }
  return changes;
}

/**
 * Plural endings whose singular is not the word less its "s": "variáveis" → variável, "iniciais"
 * → inicial, "raíces" → raíz, "normaux" → normal (the chat reads a question's plurals by them too).
 */
export const PLURAL_ENDINGS: Partial<Record<MaterialLanguage, [RegExp, string][]>> = {
  pt: [
    [/áveis$/u, 'ável'],
    [/íveis$/u, 'ível'],
    [/éis$/u, 'el'],
    [/eis$/u, 'el'],
    [/ais$/u, 'al'],
    [/óis$/u, 'ol'],
    [/ns$/u, 'm'],
  ],
  es: [[/ces$/u, 'z']],
  fr: [[/aux$/u, 'al']],
};

/**
 * Plurals and feminines whose lemma is not the word less its "s": the plural endings above, and
 * "absoluta", "aleatórias" → absoluto, aleatório; "stricte" → strict. The wordnets list adjectives
 * and most nouns by their masculine singular.
 */
const INFLECTIONS: Partial<Record<MaterialLanguage, [RegExp, string][]>> = {
  pt: [...(PLURAL_ENDINGS.pt ?? []), [/(?<=\p{L}{3})as?$/u, 'o']],
  es: [...(PLURAL_ENDINGS.es ?? []), [/(?<=\p{L}{3})as?$/u, 'o']],
  fr: [...(PLURAL_ENDINGS.fr ?? []), [/(?<=\p{L}{3})ées?$/u, 'é'], [/(?<=\p{L}{3})(?:e|es)$/u, '']],
};

/** The lemmas a question's plural or feminine may stand for (`INFLECTIONS`). */
function inflectedBases(word: string, language: MaterialLanguage): string[] {
  return (INFLECTIONS[language] ?? [])
    .filter(([ending]) => ending.test(word))
    .map(([ending, base]) => word.replace(ending, base));
}

/**
 * Forms a word may stand for in the lexicon: itself, without a plural ending ("discordâncias",
 * "funções"), and the infinitives a conjugated verb may come from ("resolvidas" → resolver,
 * "vorbereitet" → vorbereiten).
 */
function baseForms(word: string, language: MaterialLanguage, irregularVerbs: boolean): string[] {
  const forms = [word];
  // an English verb or plural by its lemma ("estimated" → estimate, "computing" → compute, "studies" → study)
  if (language === 'en') {
    const en = /^(.{3,}?)(ied|ies|ed|ing|es|s)$/u.exec(word);
    if (en) {
      const [, stem, ending] = en as unknown as [string, string, string];
      if (ending === 'ied' || ending === 'ies') forms.push(`${stem}y`);
      else forms.push(stem, `${stem}e`);
      // a doubled consonant before the ending ("stopped" → stop)
      if (/(\p{L})\1$/u.test(stem) && ending !== 's') forms.push(stem.slice(0, -1));
    }
    return [...new Set(forms)];
  }
  if (word.endsWith('ões')) forms.push(`${word.slice(0, -3)}ão`);
  if (word.endsWith('es') && word.length > 5) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && word.length > 4) forms.push(word.slice(0, -1));
  if (language === 'it' && /[ie]$/u.test(word))
    forms.push(`${word.slice(0, -1)}o`, `${word.slice(0, -1)}a`, `${word.slice(0, -1)}e`);
  if (irregularVerbs) forms.push(...inflectedBases(word, language));
  if (irregularVerbs) forms.push(...(IRREGULAR_FORMS[language]?.[word] ?? []));
  const strong = irregularVerbs ? STRONG_STEMS[language] : undefined;
  for (const ending of strong?.endings ?? []) {
    if (!word.endsWith(ending)) continue;
    const rest = word.slice(0, word.length - ending.length);
    // the longest stem first: "estuvieron" is estar, not es-tener
    const stems = [...strong!.stems].sort((a, b) => b[0].length - a[0].length);
    const found = stems.find(([stem]) => rest.endsWith(stem));
    if (found) {
      const [stem, infinitive] = found;
      forms.push(rest.slice(0, rest.length - stem.length) + infinitive);
    }
  }
  // "construyeron" → construir, "leyó" → leer; "produjeron" → producir
  if (irregularVerbs && language === 'es') {
    const y = /^(.{3,})y(?:eron|ó|endo|e|en)$/u.exec(word);
    if (y) forms.push(`${y[1]}ir`, `${y[1]}er`);
  }
  const { endings, infinitives } = VERB_ENDINGS[language];
  for (const ending of endings) {
    // a stem of two letters only before a long ending ("usaron" → usar; not "mesa" → mes-ar)
    if (!word.endsWith(ending) || word.length - ending.length < (ending.length >= 3 ? 2 : 3)) continue;
    let stem = word.slice(0, -ending.length);
    for (const infinitive of infinitives) forms.push(stem + infinitive);
    // after the regular forms, which come first: a stem whose vowel changed ("midieron" → medir)
    if (irregularVerbs)
      for (const changed of stemVowelChanges(stem, language))
        for (const infinitive of infinitives) forms.push(changed + infinitive);
    // a German participle: "geschätzt" → schätzen, "gemessen" → messen, "vorbereitet" keeps its prefix
    if (language === 'de' && stem.startsWith('ge') && stem.length > 4 && /^(?:t|et|en)$/u.test(ending)) {
      stem = stem.slice(2);
      for (const infinitive of infinitives) forms.push(stem + infinitive);
    }
  }
  return [...new Set(forms)];
}
