import type { MaterialLanguage } from '@mnemo/domain/languages';
import { getFunctionWords } from './nlp/function-words.ts';
import { findMathSpans } from './math-spans.ts';
import { findSpokenCut } from './nlp/speech.ts';
import { translateWord } from './nlp/lexicon.ts';
import { getEnglishPos, getEnglishSynsets } from './nlp/wordnet.ts';

/*
 * Rules from a held-out learner read of generated items (issue 20, ADR 083): what a reader threw
 * away that the shape checks let through. Each is a general rule on the item's text, in every
 * language the generator writes:
 *   - a cross-reference ("as shown in Eq. (3)", "Table 2", "Teorema 2.4", "la figura") leans on
 *     something the learner cannot see;
 *   - a one-word answer any reader could guess is no key term: a word of everyday language
 *     (many senses in WordNet, the word itself or its English translation) or a function word;
 *   - options are of the answer's kind: a name among concepts, an acronym among phrases, a
 *     plural among singulars, an adjective among nouns;
 *   - spoken material gives an item only from a complete, unhedged claim of the lecturer; whether
 *     it is a complete statement at all (no cut clause, self-correction or aside, ADR 123) holds
 *     even with these rules switched off.
 */

let lenient = false;

/**
 * Runs `build` with the learner rules of this file switched off (every predicate answering "fine"):
 * the study set's reserve for its floors (ADR 083), used only where the rules leave the material
 * short of its floor or without a type of item asked for.
 */
export function withoutLearnerRules<T>(build: () => T): T {
  const before = lenient;
  lenient = true;
  try {
    return build();
  } finally {
    lenient = before;
  }
}

/**
 * Runs `build` with the learner rules of this file in force, even inside `withoutLearnerRules`: for
 * what must read the material the same way in both readings (where a spoken sentence's caption lines
 * are joined, ADR 123), so the two readings count the same words and owe the same floor.
 */
export function withLearnerRules<T>(build: () => T): T {
  const before = lenient;
  lenient = false;
  try {
    return build();
  } finally {
    lenient = before;
  }
}

/** Whether the learner rules are switched off (see withoutLearnerRules). */
export function areLearnerRulesOff(): boolean {
  return lenient;
}

/** Numbered pointers to parts of the document the learner does not see: "Eq. (3)", "Table 2", "Figure 4.1", "Sección 2.3", "Teorema 2.4". */
const CROSS_REFERENCE =
  /(?<!\p{L})(?:eqs?\.|eqns?\.?|equations?|tables?|tab\.|figures?|figs?\.|sections?|sec\.|§|chapters?|appendix|algorithm|theorem|lemma|corollary|proposition|definition|exercises?|question|problem|listing|tablas?|tabelas?|figuras?|ecuaci[oó]n|equa[cç][aã]o|secci[oó]n|sec[cç][aã]o|se[cç][aã]o|cap[ií]tulo|ap[eé]ndice|ap[eê]ndice|teorema|lema|corolario|corol[aá]rio|proposici[oó]n|proposi[cç][aã]o|definici[oó]n|defini[cç][aã]o|ejercicio|exerc[ií]cio|ejemplo|exemplo|tableau|[ée]quation|chapitre|annexe|th[ée]or[eè]me|lemme|abbildung|tabelle|gleichung|abschnitt|kapitel|satz|tabella|equazione|sezione|capitolo|teorema)\s*(?:n[º°o.]\s*)?\(?\d+(?:\.\d+)*[a-z]?\)?|(?<!\p{L})(?:see|cf\.|véase|ver|veja|voir|siehe|vedi)\s+(?:also\s+)?(?:eq|table|fig|section|chapter|p\.|page|tabla|figura|secci|cap|página|seção|secção)|\(\s*\d{1,3}(?:\.\d+)?\s*\)\s*$|(?<!\p{L})(?:eqn|eqns)(?!\p{L})/iu;

/** A figure, table or plot shown to the reader ("in the figure", "the graph shows", "a figura"), numbered or not. */
const SHOWN_VISUAL: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /\b(?:in|on|from|of) the (?:figure|graph|plot|diagram|picture|image|chart|table|slide|screen)\b|\bthe (?:figure|graph|plot|diagram|chart) (?:shows|below|above)\b/iu,
  pt: /(?<!\p{L})(?:na|da|pela) (?:figura|tabela|imagem)|(?:no|do) (?:gr[aá]fico|diagrama|quadro)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:en|de) la (?:figura|tabla|imagen|gr[aá]fica)|(?:en|del) (?:gr[aá]fico|diagrama|cuadro)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:dans|sur) (?:la figure|le tableau|le graphique|le sch[ée]ma)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:nella|dalla) (?:figura|tabella|immagine)|nel (?:grafico|diagramma)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:in|auf) der (?:abbildung|tabelle|grafik)|im (?:diagramm|bild)(?!\p{L})/iu,
};

/** The words that label a table's numbered cells, either case of their first letter ("[Aa]nswer"). */
const CELL_LABELS = [
  'answer',
  'feedback',
  'question',
  'example',
  'item',
  'sample',
  'response',
  'student',
  'model',
  'run',
  'trial',
  'participant',
  'subject',
  'score',
  'case',
]
  .map((word) => `[${word[0]!}${word[0]!.toUpperCase()}]${word.slice(1)}`)
  .join('|');

/**
 * A numbered cell label of a table or appendix run into the text: "Student Answer 3 Spanning …",
 * "Feedback 1.1 0.75", "the feedback 4 for", a capitalised word and a decimal number ("Table 2.1 3"),
 * "Smith & Jones". Case-sensitive: under the `i` flag `\p{Lu}` matches any letter, which refused
 * "there are 1.61 kilometers in a mile" and "run 1 mile".
 */
const TABLE_LABEL = new RegExp(
  `(?<!\\p{L})(?:${CELL_LABELS})\\s+\\d+(?:\\.\\d+)?(?:\\s+(?:\\d|\\p{Lu})|\\s+for\\b)|\\p{Lu}\\p{Ll}+\\s+\\d+\\.\\d+\\s+(?:\\d|\\p{L})|\\s&\\s\\p{Lu}`,
  'u',
);

/** Whether a text points at a numbered part of the document, a figure the learner cannot see, or is a table's cells. */
export function citesDocumentPart(text: string, language: MaterialLanguage): boolean {
  if (lenient) return false;
  return CROSS_REFERENCE.test(text) || TABLE_LABEL.test(text) || (SHOWN_VISUAL[language]?.test(text) ?? false);
}

/** A sentence that says it is like the one before ("Similarly, …", "Con una intuición análoga …"): it needs that one. */
const LIKE_BEFORE =
  /(?<!\p{L})(?:similarly|likewise|analogously|an analogous|análog\p{L}*|analog\p{L}*|igualmente|de igual (?:modo|forma)|do mesmo modo|de la misma (?:manera|forma)|de même|allo stesso modo|ebenso)(?!\p{L})/iu;

/** Words that point back at what was just named ("dicho límite", "tal conjunto", "the said"). */
const POINTING_BACK: Partial<Record<MaterialLanguage, RegExp>> = {
  es: /(?<!\p{L})(?:dich[oa]s?|tal(?:es)?\s+\p{L}+|el mismo|la misma)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:referid[oa]s?|tal\s+\p{L}+|o mesmo|a mesma)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:ledit|ladite|lesdits|lesdites|ce dernier|cette dernière)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:suddett[oaie]|dett[oaie]\s+\p{L}+|tale\s+\p{L}+)(?!\p{L})/iu,
  en: /\b(?:the said|said \p{L}+ (?:is|are))\b/iu,
};

/** Openings that continue the sentence before: an example of it, a consequence, a contrast, "another" case of it. */
const CONTINUING_START: Record<MaterialLanguage, RegExp> = {
  en: /^(?:for example|for instance|e\.g\.|at the same time|as a consequence|in consequence|consequently|in contrast|by contrast|on the other hand|on the contrary|another|other|in particular|in general|in both|in either|in each|both|firstly|secondly|thirdly|lastly|subsequently|afterwards|otherwise|accordingly)(?!\p{L})/iu,
  pt: /^(?:por exemplo|ao mesmo tempo|como consequência|em consequência|consequentemente|em contraste|por outro lado|pelo contrário|outro|outra|em particular|em primeiro lugar|em segundo lugar|por último|finalmente|posteriormente)(?!\p{L})/iu,
  es: /^(?:por ejemplo|al mismo tiempo|como consecuencia|en consecuencia|consecuentemente|en contraste|por otro lado|por el contrario|otro|otra|en particular|en primer lugar|en segundo lugar|por último|finalmente|posteriormente|a continuación)(?!\p{L})/iu,
  fr: /^(?:par exemple|par ailleurs|en outre|en même temps|par conséquent|en conséquence|en revanche|par contre|d['’]autre part|au contraire|un autre|une autre|en particulier|premièrement|deuxièmement|enfin|ensuite)(?!\p{L})/iu,
  it: /^(?:ad esempio|per esempio|allo stesso tempo|di conseguenza|al contrario|d['’]altra parte|un altro|un['’]altra|in particolare|in primo luogo|infine|poi)(?!\p{L})/iu,
  de: /^(?:zum beispiel|z\.\s?b\.|gleichzeitig|folglich|im gegensatz|andererseits|dagegen|ein anderer|eine andere|insbesondere|erstens|zweitens|schließlich|anschließend)(?!\p{L})/iu,
};

/** Whether a text leans on what came just before it: a comparison with it, a word pointing back at it, an opening that continues it. */
export function leansOnBefore(text: string, language: MaterialLanguage): boolean {
  if (lenient) return false;
  return (
    LIKE_BEFORE.test(text) ||
    (POINTING_BACK[language]?.test(text) ?? false) ||
    CONTINUING_START[language].test(text.trim().replace(/^["“„«(]+/u, ''))
  );
}

/** Sentences glued without a space ("… of arbitrary length.And the number …"). */
export function isGluedText(text: string): boolean {
  if (lenient) return false;
  return /[\p{L}_]\.\p{Lu}\p{Ll}{2}/u.test(text);
}

/** A word with at least this many WordNet senses is everyday language: guessable, and no term of one material. */
const EVERYDAY_SENSES = 5;

const sensesCache = new Map<string, number>();

/** How many senses the word has in English (through its translations for other languages); 0 when unknown. */
function countEverydaySenses(word: string, language: MaterialLanguage): number {
  const key = `${language}:${word}`;
  const cached = sensesCache.get(key);
  if (cached !== undefined) return cached;
  let senses = 0;
  if (language === 'en') senses = getEnglishSynsets(word).length;
  else {
    // the strongest translations (a word's cognate or its first sense) stand for it
    const translations = translateWord(word, language, 'en', 3).filter((translation) => translation.weight >= 0.99);
    for (const translation of translations) senses = Math.max(senses, getEnglishSynsets(translation.word).length);
  }
  sensesCache.set(key, senses);
  return senses;
}

/**
 * Whether a one-word answer (or option) is a word of everyday language rather than a term the
 * material treats: "way", "number", "example", "function", "conjuntos", "evento". A defined term,
 * an acronym or a name is a term whatever its senses.
 */
export function isEverydayWord(word: string, language: MaterialLanguage): boolean {
  if (lenient) return false;
  const bare = word.trim().replace(/^[("“«'‘]+|[)"”»'’.,;:!?]+$/gu, '');
  if (bare === '') return false;
  if (/\s/u.test(bare)) {
    // a phrase of everyday words only ("total amount", "expected total amount") is everyday too
    const content = bare.split(/\s+/u).filter((part) => !getFunctionWords(language).has(part.toLowerCase()));
    return content.length > 0 && content.every((part) => isEverydayWord(part, language));
  }
  if (/^\p{Lu}{2,}s?$/u.test(bare) || /\p{N}|[-σΣμλ]/u.test(bare)) return false;
  const lower = bare.toLowerCase();
  if (getFunctionWords(language).has(lower)) return true;
  return countEverydaySenses(lower, language) >= EVERYDAY_SENSES;
}

/** Prepositions the function-word lists leave out because they are also nouns or adjectives ("bajo", "sobre"). */
const PREPOSITIONS: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(
    'under over about above below between through across against among within without via per than'.split(' '),
  ),
  es: new Set('bajo sobre ante tras hacia hasta según mediante durante entre contra desde'.split(' ')),
  pt: new Set('sob sobre ante após perante segundo mediante durante entre contra desde até'.split(' ')),
  fr: new Set('sous sur devant après selon pendant entre contre depuis vers'.split(' ')),
  it: new Set('sotto sopra davanti dopo secondo durante tra fra contro verso'.split(' ')),
  de: new Set('unter über vor nach während zwischen gegen seit durch'.split(' ')),
};

/** Whether an answer begins or ends on a function word ("cerrados bajo", "the way of"): half a phrase. */
export function hasLooseEnd(answer: string, language: MaterialLanguage): boolean {
  // half a phrase is never a term: in the study set's reserve too (ADR 145)
  const words = answer.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];
  if (words.length < 2) return false;
  const functionWords = getFunctionWords(language);
  const loose = (word: string): boolean => functionWords.has(word) || PREPOSITIONS[language].has(word);
  return loose(words[0]!) || loose(words[words.length - 1]!);
}

/** The head word of a phrase: the last in English and German ("selection coefficient"), the first in Romance languages ("sucesión decreciente"). */
function headWord(phrase: string, language: MaterialLanguage): string {
  const words: string[] = phrase.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
  if (words.length === 0) return '';
  if (language === 'en') {
    // "pair of alleles", "levels of population structure": the head comes before "of"
    const of = words.indexOf('of');
    return of > 0 ? words[of - 1]! : words[words.length - 1]!;
  }
  if (language === 'de') return words[words.length - 1]!;
  return words[0]!;
}

/** Whether a phrase is plural by its head word (English "alleles", Spanish "familias de variables", not "análisis", "process"). */
export function isPluralPhrase(phrase: string, language: MaterialLanguage): boolean {
  const head = headWord(phrase, language);
  if (head.length < 3) return false;
  switch (language) {
    case 'en':
      return /[^su]s$/u.test(head) && !/(?:is|ss|us)$/u.test(head);
    case 'es':
    case 'pt':
    case 'fr':
      return (/s$/u.test(head) && !/(?:is|ss|us|[áéíóú]s)$/u.test(head)) || /(?:ões|ães|aux|eaux)$/u.test(head);
    case 'it':
      return /[ie]$/u.test(head) && !/(?:ità|tà)$/u.test(head);
    default:
      return false;
  }
}

type OptionKind = 'acronym' | 'name' | 'number' | 'term';

/** The kind of an option: an acronym ("ASAG"), a name ("German", "Wright", "Link State Routing"), a number, or a term ("genetic drift"). */
export function getOptionKind(option: string, atSentenceStart = false): OptionKind {
  const text = option.trim();
  if (/^[-+]?\p{N}[\p{N}.,\s%]*(?:\s*\p{L}{1,3})?$/u.test(text)) return 'number';
  const words = text.split(/\s+/u).filter(Boolean);
  if (words.every((word) => /^\p{Lu}[\p{Lu}\p{N}-]+s?$/u.test(word))) return 'acronym';
  if (!atSentenceStart && words.every((word) => /^\p{Lu}/u.test(word))) return 'name';
  // a name cut from the start of a sentence: every word after the first is capitalised too
  if (atSentenceStart && words.length > 1 && words.every((word) => /^\p{Lu}/u.test(word))) return 'name';
  return 'term';
}

/**
 * Whether an option is of the answer's kind: the same kind (acronym, name, number, term), the
 * same grammatical number, and, for one English word, a noun when the answer is one.
 */
export function isSameKind(
  answer: string,
  option: string,
  language: MaterialLanguage,
  answerAtSentenceStart = false,
): boolean {
  if (lenient) return true;
  if (getOptionKind(answer, answerAtSentenceStart) !== getOptionKind(option, answerAtSentenceStart)) return false;
  if (getOptionKind(answer) === 'number') return true;
  if (isPluralPhrase(answer, language) !== isPluralPhrase(option, language)) return false;
  const head = headWord(option, language);
  if (language === 'en') {
    const pos = getEnglishPos(head);
    if (pos.size > 0 && !pos.has('n')) return false;
  } else if (!/\s/u.test(option.trim())) {
    // a one-word option of another language: an adjective or a verb ("grande", "anterior") by its English translation
    const [first] = translateWord(head, language, 'en', 1);
    if (first && first.weight >= 0.99) {
      const pos = getEnglishPos(first.word);
      if (pos.size > 0 && !pos.has('n')) return false;
    }
  }
  return true;
}

/** Hedges and fillers inside a spoken sentence (", actually,", "kind of", "you know", "um"). */
const SPOKEN_HEDGE: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /\b(?:um+|uh+|erm|you know|i mean|i guess|i think|kind of|sort of|basically|perhaps|maybe|probably|like,|or something|and so forth|and so on|whatever)\b|,\s*(?:actually|indeed|right|okay|ok|so|well)\s*,|--|\?\s*$/iu,
  pt: /(?<!\p{L})(?:hum+|ã+|tipo assim|sei lá|quer dizer|n[ée] isso|digamos|ok)(?!\p{L})|--/iu,
  es: /(?<!\p{L})(?:eh+|este\.\.\.|o sea|digamos|bueno,|vale,|¿no\?|pues)(?!\p{L})|--/iu,
  fr: /(?<!\p{L})(?:euh+|bon,|ben|genre|quoi\s*[.!?]|du coup)(?!\p{L})|--/iu,
  it: /(?<!\p{L})(?:ehm+|cioè,|diciamo|insomma|tipo)(?!\p{L})|--/iu,
  de: /(?<!\p{L})(?:äh+|ähm+|halt|sozusagen|quasi)(?!\p{L})|--/iu,
};

/** Openings that leave a spoken sentence without its subject: "For small populations …", "Between X and Y.", "Very low rates …". */
const SPOKEN_FRAGMENT_START: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /^(?:between|without|very|about|like|because|since|although|while|whereas|just|much|either|neither|even|only|really|actually|maybe|perhaps|which|where|what|how|why|here|now|yeah|yes|no|and|but|or|oh|well|right|okay|ok)\b/iu,
  pt: /^(?:para|entre|em|no|na|com|sem|de|por|muito|sobre|porque|como|que|onde|quando|se|e|mas|ou|sim|não|bem|ok)(?!\p{L})/iu,
  es: /^(?:para|entre|en|con|sin|de|por|muy|sobre|porque|como|que|donde|cuando|si|y|pero|o|sí|no|bueno|vale)(?!\p{L})/iu,
  fr: /^(?:pour|entre|en|dans|avec|sans|de|par|très|sur|parce|comme|que|où|quand|si|et|mais|ou|oui|non|bon)(?!\p{L})/iu,
};

/** The fragment openings no reading keeps: a connective or a reply word the claim was cut from (ADR 125). */
const SPOKEN_CUT_START: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /^(?:(?:like|because|and|but|or|which|where|what|how|why|yeah|yes|oh|well|okay|ok)(?![\p{L}'’])|right(?=\s*,|\s+(?:because|so|and|but|now|here|there)(?!\p{L})))/iu,
  pt: /^(?:porque|e|mas|ou|sim|ok)(?!\p{L})/iu,
  es: /^(?:porque|y|pero|o|sí|vale)(?!\p{L})/iu,
  fr: /^(?:parce|et|mais|ou|oui)(?!\p{L})/iu,
};

/** The hedges no reading keeps: a claim the speaker does not vouch for, or leaves open (ADR 125). */
const SPOKEN_HEDGE_HARD: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /\b(?:probably|maybe|perhaps|i guess|or something|or whatever|and so forth|and stuff|for instance)\b/iu,
  pt: /(?<!\p{L})(?:provavelmente|talvez|sei lá|ou algo assim)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:probablemente|quizás|quizá|tal vez|o algo así)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:probablement|peut-être|ou quelque chose comme ça)(?!\p{L})/iu,
};

/** Hearsay: what people say or think of the subject ("a lot of people talk about just venture capital", ADR 172). */
const HEARSAY: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /(?<!\p{L})(?:(?:a lot of|lots of|many|most|some|other) people|everybody|everyone|nobody|no one|they)\s+(?:(?:often|usually|always|sometimes|just|will|would)\s+)?(?:talk|talks|say|says|think|thinks|believe|believes|call|calls|tell|tells|argue|argues|claim|claims)(?!\p{L})/iu,
};

/** The course's running said aloud (ADR 134): its exams, problem sets, site and hours are no subject matter. */
const COURSE_LOGISTICS: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /\b(?:exams?|midterms?|quiz(?:zes)?|homeworks?|problem sets?|psets?|office hours|syllabus|recitations?|TAs|the course (?:site|website|page)|(?:is|are) due|hand (?:it |them )?in|turn (?:it |them )?in|sign up|Stellar|Canvas|Piazza|Moodle)\b/u,
  pt: /(?<!\p{L})(?:exames?|testes|trabalhos? de casa|fichas? de exerc[ií]cios|hor[aá]rio de atendimento|Moodle)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:ex[aá]men(?:es)?|parciales|tareas|horario de tutor[ií]as|Moodle)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:examens?|partiels?|devoirs|Moodle)(?!\p{L})/iu,
};

/**
 * A spoken opening cut from what came before (ADR 134): one or two words and a comma, then the
 * speaker starting again ("Off, there are …", "For example, so being male …", "Suddenly, that means …").
 */
const RESTARTED_OPENING: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /^(?:[\p{L}'’]+\s+)?[\p{L}'’]+,\s+(?:so|and|but|that means|that's|this means|which means)\b|^(?:off|on|out|up|down|suddenly|anyway|anyhow|again|also|plus|then)\s*,/iu,
};

/** A spoken predicate that judges ("is interesting", "is, actually, rather simple", "is fine"): the speaker's aside, not a fact to recall. */
const JUDGEMENT =
  /\b(?:is|are|was|were|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|seems?|looks?)\s+(?:\p{L}+\s+){0,3}(?:interesting|simple|easy|nice|fine|good|bad|hard|difficult|surprising|remarkable|complicated|tricky|obvious|weird|strange|cool|great|fun|crazy|amazing)\b/iu;

/** Finite verbs a spoken claim is made with (WordNet reads "rates", "sizes" as verbs too, so the check is by list). */
const SPOKEN_FINITE =
  /\b(?:is|are|was|were|isn['’]t|aren['’]t|has|have|had|can|could|will|would|may|might|must|should|does|do|did|cannot|can['’]t|won['’]t|means|refers|consists|contains|occurs|depends|gives|makes|takes|allows|causes|leads|requires|increases|decreases|changes|becomes|remains|tends|goes|grows|scales|slows|determines|produces|constrains|evolves|fixes|spreads|acts|explains|describes|measures|equals|happens|comes|depend|lead|cause|allow|require|increase|decrease|occur|tend|grow|scale|evolve|shows?|indicates?|suggests?|implies|imply|uses?|needs?|gets?|wins?|works?|moves?|went|came|got|gave|made|found|showed|\p{L}{3,}ed)\b/iu;

/**
 * The room a lecture is given in, named in the third person (ADR 172): its students, its class,
 * course, lecture or panel, the teachers and the school. A sentence about them is the classroom's
 * story ("Active learning is a lot more fun for the students.", "The orthogonal lecture is coming up
 * …", "A number of students graduate from MIT …"), not the subject. "clase", "cours" are left out:
 * they also mean "kind" and "course of".
 */
const ROOM: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /(?<![\p{L}-])(?:[Ss]tudents?|[Uu]ndergrad(?:uate)?s?|[Cc]lassmates?|[Cc]lass(?:room)?|[Ll]ectures?|[Ll]ecturers?|[Pp]anel(?:ists?)?|[Aa]udience|[Pp]rofessors?|[Ii]nstructors?|[Tt]eachers?|[Ss]emesters?|MIT|OpenCourseWare)(?![\p{L}-])/u,
  pt: /(?<!\p{L})(?:alunos?|alunas?|estudantes?|aulas?|turmas?|professor(?:es|as?)?|semestre)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:alumnos?|alumnas?|estudiantes?|profesor(?:es|as?)?|semestre|asignatura)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:[ée]tudiants?|[ée]tudiantes?|[ée]l[èe]ves?|professeurs?|semestre|amphi(?:th[ée][âa]tre)?)(?!\p{L})/iu,
};

/** Whether a spoken sentence speaks of the room it is said in: its students, class, lecture, course or school (ADR 172). */
export function namesTheRoom(text: string, language: MaterialLanguage): boolean {
  return ROOM[language]?.test(text) ?? false;
}

/** The English operator words of a spoken formula ("p squared over 2m plus …", "a times 1 minus cosine theta"). */
const SPOKEN_OPERATOR_WORDS =
  /(?<!\p{L})(?:plus|minus|times|over|squared|cubed|divided by|equals?|equal to|greater than|less than|to the power of)(?!\p{L})/giu;

/**
 * Whether a spoken sentence states a formula in words with two operators or more (ADR 172): said
 * aloud, its grouping is lost ("M omega squared upon 2x squared" reads as mω²/(2x²); "D over r minus
 * g" as D/r − g), and its symbols ("dθ") go unsaid. A single operator ("between 0 and minus 1",
 * "is equal to the energy operator acting on Psi") reads as it is meant. English only, as the spoken
 * formulas are read (`findMathSpans`). A formula said with its brackets ("a times the quantity 1 minus
 * cosine theta") is read as meant.
 */
export function hasSpokenFormula(text: string, language: MaterialLanguage): boolean {
  // "a times the quantity 1 minus cosine theta": the speaker says the brackets
  if (language !== 'en' || /(?<!\p{L})the quantity(?!\p{L})/iu.test(text)) return false;
  let operators = 0;
  for (const span of findMathSpans(text, language))
    operators += text.slice(span.start, span.end).match(SPOKEN_OPERATOR_WORDS)?.length ?? 0;
  return operators >= 2;
}

/**
 * A spoken sentence that starts again (ADR 172), in English: its first word said again within the
 * next three ("Waves because waves are actually coming …", "Statistic is that statistics are …").
 * A sentence that changes its construction otherwise — a condition with its predicate unsaid, a noun
 * and only its relative clause — is a fragment every statement's check refuses (ADR 153, 164).
 */
function startsAgain(text: string, language: MaterialLanguage): boolean {
  if (language !== 'en') return false;
  const words = (text.match(/[\p{L}'’]+/gu) ?? []).map((word) => word.toLowerCase());
  const stem = (word: string): string => word.replace(/(?:es|s)$/u, '');
  const first = words[0] ?? '';
  return (
    first.length >= 4 &&
    !getFunctionWords(language).has(first) &&
    words.slice(1, 4).some((word) => stem(word) === stem(first))
  );
}

/**
 * What a spoken sentence shows on the board or takes from an example (ADR 172), in English: an
 * instruction to draw or look ("Draw a little dashed line up from the E1 to the S2 curve …"), a
 * shaded or coloured part of a graph ("The shaded area is the money …"), a figure of the example
 * said before ("The liquidation value is the 27 million on average.").
 */
const SPOKEN_SHOWN: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /^(?:draw|write|plot|sketch|look|take|put|erase|imagine|suppose|pretend)(?!\p{L})|(?<!\p{L})(?:the )?(?:shaded|dashed|dotted|colou?red|highlighted|circled|boxed)\s+(?:area|region|part|line|curve|box|triangle|rectangle|bit)(?!\p{L})|(?<!\p{L})the\s+(?:red|blue|green|black|yellow|orange|purple|pink|white)\s+(?:curve|line|one|area|dot|point|arrow|box)(?!\p{L})|(?<!\p{L})the\s+\$?\d[\d.,]*\s*(?:million|billion|thousand|percent|%|dollars?|bucks)(?!\p{L})/iu,
};

/**
 * Whether a spoken sentence (after its opening fillers were stripped) is a complete claim an
 * item may state: no hedges or false starts left inside, a subject first (not a preposition, a
 * connective or an answer word), a finite verb, and more than a judgement.
 */
export function isCompleteSpokenClaim(text: string, language: MaterialLanguage): boolean {
  const sentence = text.trim();
  // a cut sentence, a self-correction or an aside is no statement, in the study set's reserve too (ADR 123)
  if (findSpokenCut(sentence, language) !== null) return false;
  const first = (sentence.match(/^[("“]*([\p{L}'’-]+)/u)?.[1] ?? '').toLowerCase();
  // the speaker's judgement ("is interesting") and a list's or an imperative's opening ("One is that", "Let's") are asides too
  if (language === 'en' && (JUDGEMENT.test(sentence) || /^(?:one|don['’]t|do|let['’]s|so-called)$/u.test(first)))
    return false;
  // a reply or a clause cut from its claim ("Like for many venture firms, …", "Because …", "Yeah, …"), in the reserve too (ADR 125)
  if (SPOKEN_CUT_START[language]?.test(sentence.replace(/^["“«(]+/u, ''))) return false;
  // the course's running (an exam next week, the course site) and a restarted opening are no claims, in the reserve too (ADR 134)
  const logistics = COURSE_LOGISTICS[language];
  if (
    logistics &&
    (logistics.test(sentence) || logistics.test(sentence.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())))
  )
    return false;
  if (RESTARTED_OPENING[language]?.test(sentence.replace(/^["“«(]+/u, ''))) return false;
  // a claim the speaker hedges or leaves open ("probably", "or something", "and so forth") is no fact to recall, in the reserve too (ADR 125)
  if (SPOKEN_HEDGE_HARD[language]?.test(sentence)) return false;
  // what people say of the subject is hearsay, not the speaker's claim (ADR 172)
  if (HEARSAY[language]?.test(sentence)) return false;
  // the room the lecture is given in, a formula said in words, a sentence that changes course midway (ADR 172)
  if (
    namesTheRoom(sentence, language) ||
    hasSpokenFormula(sentence, language) ||
    startsAgain(sentence, language) ||
    (SPOKEN_SHOWN[language]?.test(sentence) ?? false)
  )
    return false;
  if (lenient) return true;
  if (SPOKEN_HEDGE[language]?.test(sentence)) return false;
  if (SPOKEN_FRAGMENT_START[language]?.test(sentence.replace(/^["“«(]+/u, ''))) return false;
  if (language === 'en') {
    // a third-person pronoun in speech stands for what was on the board or said a minute ago
    if (/\b(?:it|it['’]s|they|them|their|he|she|his|her|him)\b/iu.test(sentence)) return false;
    // a claim has a finite verb: "For small population sizes or in the limit of low mutation rates." has none
    if (!SPOKEN_FINITE.test(sentence)) return false;
    // the subject comes first: a determiner, a noun or a name; not an adjective ("Realistic just means")
    if (
      !/^(?:the|a|an|each|every|any|no|if|there|when|many|most|some|all|several|few|both|other|these|those|such)$/u.test(
        first,
      )
    ) {
      const pos = getEnglishPos(first);
      if (pos.size > 0 && !pos.has('n')) return false;
    }
  }
  return true;
}

/** Speakers whose turns are no source of items: a question or guess from the room may be wrong. */
export function isAudienceSpeaker(speaker: string | null | undefined): boolean {
  // hard, in the reserve too (ADR 125): a question or a guess from the room turned into a fact teaches it wrong
  return (
    speaker !== null &&
    speaker !== undefined &&
    /^(?:audience|student|students|participant|attendee|public|p[uú]blico|alumno|aluno|estudiante|estudante|[ée]tudiant|publikum|studente)\b/iu.test(
      speaker.trim(),
    )
  );
}

/**
 * An answer that is only the speaker's aside about the term (ADR 134): a comparison with nothing
 * compared ("A lot harder to see."), or a judgement of the word ("A very slippery word, too.").
 */
const SPOKEN_ASIDE_ANSWER: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /^(?:(?:a|an)\s+)?(?:(?:lot|bit|little|very|really|much|quite|far|way|so|pretty)\s+)*(?:\p{L}{3,}er|more\s+\p{L}+|less\s+\p{L}+)\s+(?:to|than)\b|^(?:a|an)\s+(?:(?:very|really|quite|pretty|bit|little|rather)\s+)*(?:slippery|tricky|subtle|loaded|confusing|funny|strange|weird|nice|good|great|bad|interesting|important|big|hard|difficult|complicated|complex|deep|rich|huge|fascinating|beautiful|simple|easy)\s+(?:word|term|thing|one|question|idea|concept|topic|point|subject|matter|story|business|issue|problem|area|field)(?:,?\s+too)?[.!]?$/iu,
};

/**
 * Whether a spoken text still carries hedges, fillers or false starts, or is only the speaker's aside
 * (an answer); or speaks of the room or says a formula in words (ADR 172).
 */
export function hasSpokenHedge(text: string, language: MaterialLanguage): boolean {
  if (lenient) return false;
  return (
    (SPOKEN_HEDGE[language]?.test(text) ?? false) ||
    (SPOKEN_ASIDE_ANSWER[language]?.test(text.trim()) ?? false) ||
    namesTheRoom(text, language) ||
    hasSpokenFormula(text, language)
  );
}
