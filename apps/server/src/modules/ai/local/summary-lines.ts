import type { MaterialLanguage } from '@mnemo/domain/languages';
import { getAnaphoricStarts } from './nlp/function-words.ts';
import { findStandaloneDefect, type StandaloneDefect } from './standalone-sentence.ts';

/**
 * What keeps a sentence out of a summary (ADR 132): a summary line is read alone, so it must be a
 * complete standalone declarative sentence — the standalone checks (ADR 126), and none of what a
 * blind read of summaries found: course logistics, an opening connective pointing back, a dangling
 * person or place, a speaker's false start.
 */
export type SummaryLineDefect =
  StandaloneDefect | 'logistics' | 'connective' | 'dangling' | 'disfluent' | 'fragment' | 'spoken-formula';

/** The course's running, not its subject: "build on what you learned in section on Friday", "the problem set is due …". */
const LOGISTICS: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:(?:in|at) (?:section|recitation|class|lab|lecture) (?:on|last|next|this|today|tomorrow)|recitations?|problem sets?|psets?|homework|office hours|midterms?|final exam|(?:the|this|next|last) (?:exam|quiz)|due (?:on|by|next|this|tomorrow)|(?:last|next) (?:time|week|lecture|class)|tonight|on (?:monday|tuesday|wednesday|thursday|friday)|syllabus|grading policy|handouts?|(?:course |class )?logistics|administrivia|housekeeping)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:(?:na|da) (?:aula|sessão) (?:passada|anterior|seguinte|de (?:segunda|terça|quarta|quinta|sexta))|trabalho de casa|trabalhos de casa|ficha de exercícios|horário de atendimento|(?:o|no) (?:exame|teste) (?:final|de)|(?:na )?próxima aula|(?:na )?semana (?:passada|que vem)|logística d[oa] (?:curso|aula|disciplina))(?!\p{L})/iu,
  es: /(?<!\p{L})(?:(?:en|de) la (?:clase|sesión) (?:pasada|anterior|siguiente|del (?:lunes|martes|miércoles|jueves|viernes))|tareas? para casa|hoja de ejercicios|horas? de tutoría|(?:el )?examen (?:final|parcial)|(?:la )?próxima clase|(?:la )?semana (?:pasada|que viene)|logística de(?:l curso| la (?:clase|asignatura)))(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:(?:au|du) (?:cours|TD) (?:précédent|suivant|de (?:lundi|mardi|mercredi|jeudi|vendredi))|devoirs? (?:à la maison|maison)|feuille d['’]exercices|examen (?:final|partiel)|(?:la )?semaine (?:dernière|prochaine)|(?:le )?prochain cours)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:(?:nella|della) lezione (?:precedente|scorsa|successiva|di (?:lunedì|martedì|mercoledì|giovedì|venerdì))|compiti a casa|esame (?:finale|parziale)|(?:la )?prossima lezione|(?:la )?settimana (?:scorsa|prossima))(?!\p{L})/iu,
  de: /(?<!\p{L})(?:(?:in der|aus der) (?:letzten|nächsten|vorigen) (?:vorlesung|stunde|übung|woche)|hausaufgaben?|übungsblatt|sprechstunden?|(?:die )?(?:abschluss)?klausur|nächste woche|letzte woche)(?!\p{L})/iu,
};

/** A sentence that opens leaning on the one before: "For the same reason …", "Likewise, …", "But …". */
const CONNECTIVE: Record<MaterialLanguage, RegExp> = {
  en: /^(?:subsequently|afterwards|finally|next|first(?:ly)?|secondly|for (?:the same|this|that|these|those|this very) reasons?|by the same (?:token|argument|reasoning)|(?:in )?the same (?:way|is true|holds|goes)|likewise|similarly|however|but|and|or|so|also|thus|hence|therefore|then|still|yet|besides|moreover|furthermore|otherwise|instead|again|as (?:such|a result|we (?:saw|said|have seen))|because of (?:this|that)|that is(?! to say)|here)(?!\p{L})/iu,
  pt: /^(?:pela mesma razão|por (?:isso|esse motivo|essa razão|este motivo)|da mesma (?:forma|maneira)|do mesmo modo|(?:analogamente|igualmente|contudo|porém|mas|e|ou|então|assim|logo|portanto|também|além disso|aqui|ainda))(?!\p{L})/iu,
  es: /^(?:por la misma razón|por (?:eso|ello|esto|este motivo|esa razón)|para ello|de la misma (?:forma|manera)|del mismo modo|(?:análogamente|igualmente|sin embargo|pero|y|o|entonces|así|luego|por tanto|también|además|aquí|aún))(?!\p{L})/iu,
  fr: /^(?:pour la même raison|pour (?:cela|ce faire)|c['’]est pourquoi|de (?:la même|même) (?:façon|manière)|de même|(?:cependant|pourtant|mais|et|ou|alors|ainsi|donc|aussi|en outre|ici|encore))(?!\p{L})/iu,
  it: /^(?:per la stessa ragione|per (?:questo|ciò)|allo stesso modo|(?:analogamente|tuttavia|però|ma|e|o|allora|così|quindi|dunque|anche|inoltre|qui))(?!\p{L})/iu,
  de: /^(?:aus dem(?:selben| gleichen) grund|deshalb|daher|deswegen|ebenso|genauso|(?:jedoch|aber|und|oder|dann|also|so|auch|außerdem|hier|trotzdem))(?!\p{L})/iu,
};

/** A person or place named only by a pronoun: "He then …", "There Stage 2 …" (not "There is …"). */
const DANGLING: Record<MaterialLanguage, RegExp> = {
  en: /^(?:he|she|him|her|his|there(?!\s+(?:is|are|was|were|will|would|can|could|may|might|must|should|exists?|seems?|appears?|remains?|has|have|had|'s|’s)(?!\p{L})))(?!\p{L})/iu,
  pt: /^(?:ele|ela|eles|elas|lá|ali)(?!\p{L})/iu,
  es: /^(?:él|ella|ellos|ellas|allí|allá)(?!\p{L})/iu,
  fr: /^(?:il|elle|ils|elles|là)(?!\p{L})(?!\s+(?:existe|y a|faut|est (?:possible|nécessaire|important|clair)))/iu,
  it: /^(?:lui|lei|egli|essi|lì|là)(?!\p{L})/iu,
  de: /^(?:er|dort)(?!\p{L})/iu,
};

/** A speaker's false start or self-correction: "Often means-- mean …", "the, the …", "um". */
const DISFLUENT = /--|—\s*$|(?<!\p{L})(\p{L}+),?\s+\1(?!\p{L})/iu;

/** English fillers ("um" is Portuguese for "a"). */
const FILLER = /(?<!\p{L})(?:um+|uh+|erm)(?!\p{L})/iu;

/**
 * The material naming itself: "this book", "deste livro", "en este capítulo", "dans ce cours",
 * "this paper", and "This work shows …" as a paper's claim is rewritten (ADR 138).
 */
const SELF_REFERENCE =
  /(?<!\p{L})(?:this|these|d?est[ea]s?|n?est[ea]s?|ce|cet|cette|quest[oa]|dies(?:e[rsmn]?)?)\s+(?:book|chapter|text|material|course|lecture|notes|livro|cap[íi]tulo|texto|material|curso|aula|apontamentos|libro|apuntes|clase|livre|chapitre|cours|texte|capitolo|testo|corso|lezione|dispense|buch|kapitel|kurs|vorlesung|skript|paper|article|thesis|study|artigo|estudo|tese|artículo|estudio|tesis|étude|thèse|articolo|studio|tesi|artikel|studie|arbeit|work(?=\s+(?:presents|proposes|introduces|shows|describes|argues|demonstrates|investigates|examines|develops|reports|explores|replicates|reproduces|studies|tests|compares|evaluates|derives|reduces|models|analy[sz]es|constructs|proves|establishes|identifies|finds|confirms|concludes)(?!\p{L})))(?!\p{L})/giu;

/** An opening phrase that points back at what was just said: "Using this parametrization, …", "Con esta idea, …". */
const POINTING_LEAD: Record<MaterialLanguage, RegExp> = {
  en: /^(?:\p{L}+\s+){1,2}(?:this|these|those|such)\s+\p{L}+(?:\s+\p{L}+)?,/iu,
  pt: /^(?:\p{L}+\s+){1,2}(?:este|esta|estes|estas|esse|essa|esses|essas|isso|isto)(?:\s+\p{L}+){0,2},/iu,
  es: /^(?:\p{L}+\s+){1,2}(?:este|esta|estos|estas|ese|esa|esos|esas|esto|eso|ello)(?:\s+\p{L}+){0,2},/iu,
  fr: /^(?:\p{L}+\s+){1,2}(?:ce|cet|cette|ces|cela|ceci)(?:\s+\p{L}+){0,2},/iu,
  it: /^(?:\p{L}+\s+){1,2}(?:questo|questa|questi|queste|ciò)(?:\s+\p{L}+){0,2},/iu,
  de: /^(?:\p{L}+\s+){1,2}(?:diese[mnrs]?|dies)(?:\s+\p{L}+){0,2},/iu,
};

/**
 * A list item cut from its label, opening with an infinitive and stating nothing: "Executar
 * operações matemáticas básicas como adição e multiplicação." (a definition list's entry).
 */
const INFINITIVE_ITEM: Partial<Record<MaterialLanguage, { start: RegExp; statement: RegExp }>> = {
  pt: {
    start: /^\p{Lu}\p{Ll}+(?:ar|er|ir)(?!\p{L})/u,
    statement: /(?<!\p{L})(?:é|são|significa|consiste|permite|serve)(?!\p{L})/iu,
  },
  es: {
    start: /^\p{Lu}\p{Ll}+(?:ar|er|ir)(?!\p{L})/u,
    statement: /(?<!\p{L})(?:es|son|significa|consiste|permite|sirve)(?!\p{L})/iu,
  },
  fr: {
    start: /^\p{Lu}\p{Ll}+(?:er|ir|re)(?!\p{L})/u,
    statement: /(?<!\p{L})(?:est|sont|signifie|consiste|permet|sert)(?!\p{L})/iu,
  },
  it: {
    start: /^\p{Lu}\p{Ll}+(?:are|ere|ire)(?!\p{L})/u,
    statement: /(?<!\p{L})(?:è|sono|significa|consiste|permette|serve)(?!\p{L})/iu,
  },
};

/** A formula read aloud, one example's values: "x equals a times the quantity theta minus sine theta". */
const SPOKEN_MATH =
  /(?<!\p{L})(?:equals?|times|minus|plus|squared|cubed|theta|sine|cosine|tangent|pi|alpha|beta|delta|sub)(?!\p{L})/giu;

/** Why a sentence cannot stand as a line of a summary, by its text alone; null when it can. */
export function findSummaryLineDefect(text: string, language: MaterialLanguage): SummaryLineDefect | null {
  const sentence = text.trim().replace(/^["“„«(*_]+/u, '');
  // "this book", "deste livro" name the material itself: no deictic leaning on the page
  const selfNamed = sentence.replace(SELF_REFERENCE, 'the material');
  const standalone = findStandaloneDefect(selfNamed, language);
  if (standalone) return standalone;
  if (LOGISTICS[language].test(sentence)) return 'logistics';
  if (CONNECTIVE[language].test(sentence)) return 'connective';
  // "This paper shows …" names the material, it does not point back
  const first = /^\p{L}+/u.exec(selfNamed)?.[0]?.toLowerCase() ?? '';
  if (DANGLING[language].test(sentence)) return 'dangling';
  // "There are …" states that something exists; it leans on nothing
  if (getAnaphoricStarts(language).has(first) && !(language === 'en' && first === 'there')) return 'connective';
  if (POINTING_LEAD[language].test(sentence)) return 'connective';
  const item = INFINITIVE_ITEM[language];
  if (item && item.start.test(sentence) && !item.statement.test(sentence)) return 'fragment';
  if (language === 'en' && (sentence.match(SPOKEN_MATH)?.length ?? 0) >= 4) return 'spoken-formula';
  if (DISFLUENT.test(sentence) || (language === 'en' && FILLER.test(sentence))) return 'disfluent';
  return null;
}

/** Whether an opening composed from the material's words (a lecture's agenda) is about the course's running. */
export function isLogistics(text: string, language: MaterialLanguage): boolean {
  return LOGISTICS[language].test(text);
}
