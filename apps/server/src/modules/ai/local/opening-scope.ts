import type { MaterialLanguage } from '@mnemo/domain/languages';
import { isFunctionWord } from './nlp/language.ts';

/*
 * What a summary's opening must cover (issue 20, ADR 188): the two or more subjects a title names,
 * a paper's own statement of what it does, and which words of a lecture are its classroom's talk,
 * not its subject.
 */

/** "and" between a title's subjects in the six languages, and "&". */
const TITLE_AND = /\s*,\s*(?:(?:and|e|y|et|und|ed)\s+)?|\s+(?:and|e|y|et|und|ed)\s+|\s*&\s*/iu;

/**
 * The subjects a title names side by side: "Motivation and Emotion" → ["Motivation", "Emotion"],
 * "Sets, Relations and Functions" → three, "Ondas e Óptica" → two. Each holds a content word of
 * three letters or more; a title naming one subject ("Cálculo de Funções de Várias Variáveis") gives
 * [] — as does one whose "and" is inside a longer phrase ("Getting Started with Python and R" names
 * one subject: only titles of at most three words a side are split).
 */
export function listTitleSubjects(subject: string, language: MaterialLanguage): string[] {
  const parts = subject
    .split(TITLE_AND)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return [];
  const content = (part: string): string[] =>
    (part.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((word) => !isFunctionWord(word, language));
  if (parts.some((part) => content(part).length === 0 || part.split(/\s+/u).length > 3)) return [];
  return parts;
}

/** The word that opens an abstract, alone on its line or before its text: "Abstract", "Resumo", "Zusammenfassung". */
export const ABSTRACT_LINE =
  /^\s*(?:abstract|resumo|resumen|r[ée]sum[ée]|riassunto|sommario|zusammenfassung|kurzfassung)\s*(?:$|[:.—–-]\s*)/imu;

/**
 * A sentence in which a paper says what it does or finds: "We replicate …", "This paper proposes
 * …", "In this work, we …", "Our results show …", in the six languages — with the verbs of a main
 * contribution, not of a means to it ("we use the X dataset").
 */
const WORK_DOCUMENT: Record<MaterialLanguage, string> = {
  en: String.raw`(?:this|the present|our) (?:paper|work|study|article|report|thesis|replication|project|research)`,
  pt: String.raw`(?:este|o presente) (?:artigo|trabalho|estudo|relatório)`,
  es: String.raw`(?:este|el presente) (?:artículo|trabajo|estudio|informe)`,
  fr: String.raw`(?:cet article|ce travail|cette étude|ce rapport)`,
  it: String.raw`(?:questo|il presente) (?:articolo|lavoro|studio)`,
  de: String.raw`(?:diese|dieser|dieses|der vorliegende|die vorliegende) (?:Artikel|Arbeit|Studie|Beitrag)`,
};
/** The document's verbs of its main contribution, in the third person. */
const DOCUMENT_VERBS: Record<MaterialLanguage, string> = {
  en: 'presents|proposes|introduces|replicates|reproduces|investigates|examines|studies|explores|shows|finds|demonstrates|reports|develops|describes|evaluates|compares|tests|analy[sz]es|attempts to|aims to|seeks to|argues',
  pt: 'propõe|apresenta|replica|reproduz|investiga|estuda|explora|mostra|demonstra|desenvolve|descreve|avalia|compara|analisa|pretende',
  es: 'propone|presenta|replica|reproduce|investiga|estudia|explora|muestra|demuestra|desarrolla|describe|evalúa|compara|analiza|pretende',
  fr: 'propose|présente|reproduit|étudie|examine|explore|montre|démontre|développe|décrit|évalue|compare|analyse|vise à',
  it: 'propone|presenta|riproduce|studia|esamina|esplora|mostra|dimostra|sviluppa|descrive|valuta|confronta|analizza',
  de: 'stellt|präsentiert|schlägt|reproduziert|untersucht|zeigt|entwickelt|beschreibt|evaluiert|vergleicht|analysiert',
};
/** The authors' "we" with those verbs: "We replicate …", "propomos", "nous montrons", "wir untersuchen". */
const WE_VERBS: Record<MaterialLanguage, string> = {
  en: String.raw`we(?: here)?(?: \p{L}+ly)? (?:present|propose|introduce|replicate|reproduce|investigate|examine|study|explore|show|find|found|demonstrate|report|develop|describe|evaluate|compare|test|analy[sz]e|attempt to|aim to|seek to|argue)`,
  pt: 'propomos|apresentamos|replicamos|reproduzimos|investigamos|estudamos|exploramos|mostramos|demonstramos|desenvolvemos|descrevemos|avaliamos|comparamos|analisamos',
  es: 'proponemos|presentamos|replicamos|reproducimos|investigamos|estudiamos|exploramos|mostramos|demostramos|desarrollamos|describimos|evaluamos|comparamos|analizamos',
  fr: 'nous (?:proposons|présentons|reproduisons|étudions|examinons|explorons|montrons|démontrons|développons|décrivons|évaluons|comparons|analysons)',
  it: 'proponiamo|presentiamo|riproduciamo|studiamo|esaminiamo|esploriamo|mostriamo|dimostriamo|sviluppiamo|descriviamo|valutiamo|confrontiamo|analizziamo',
  de: String.raw`wir (?:\p{L}+ )?(?:stellen|präsentieren|schlagen|reproduzieren|untersuchen|zeigen|entwickeln|beschreiben|evaluieren|vergleichen|analysieren)|(?:stellen|präsentieren|schlagen|untersuchen|zeigen|entwickeln|beschreiben|analysieren) wir`,
};
const FOUND: Record<MaterialLanguage, string> = {
  en: String.raw`our (?:results|findings|experiments|analys[ie]s) (?:show|suggest|indicate|confirm|demonstrate|reveal)`,
  pt: String.raw`(?:os )?(?:nossos )?resultados (?:mostram|indicam|sugerem|confirmam|revelam)`,
  es: String.raw`(?:los |nuestros )?resultados (?:muestran|indican|sugieren|confirman|revelan)`,
  fr: String.raw`(?:nos|les) résultats (?:montrent|indiquent|suggèrent|confirment|révèlent)`,
  it: String.raw`(?:i nostri |i )?risultati (?:mostrano|indicano|suggeriscono|confermano|rivelano)`,
  de: String.raw`(?:unsere|die) Ergebnisse (?:zeigen|deuten|bestätigen|belegen)`,
};
const WORK_STATEMENT = Object.fromEntries(
  (Object.keys(WORK_DOCUMENT) as MaterialLanguage[]).map((language) => [
    language,
    new RegExp(
      String.raw`(?<!\p{L})(?:${WORK_DOCUMENT[language]}(?: here)?,? (?:${DOCUMENT_VERBS[language]})|${WE_VERBS[language]}|${FOUND[language]})(?!\p{L})`,
      'iu',
    ),
  ]),
) as Record<MaterialLanguage, RegExp>;

/** Whether a sentence is a paper's statement of what it does or finds (ADR 188). */
export function statesWork(text: string, language: MaterialLanguage): boolean {
  // a pointer to one of its sections ("In Section 3 we describe …") says where, not what
  if (/\b(?:section|sect\.|secção|seção|sección|chapitre|sezione|abschnitt|kapitel)\s*\p{N}/iu.test(text)) return false;
  return WORK_STATEMENT[language].test(text);
}

/**
 * The words of a paper's structure, not its subject: a section title made only of them
 * ("Methodology proposal", "Experimental methodology", "Proposed method", "Resultados
 * experimentais") says how the paper is laid out (ADR 188, after ADR 132's single names), as long as
 * one of them is a word only a paper's structure uses ("Data analysis" stays a subject).
 */
const STRUCTURE_WORDS = new Set(
  'methodology methodologies method methods proposal proposed experimental experiment experiments setup set-up results result discussion discussions conclusion conclusions evaluation evaluations implementation implementations related work works future approach overview remarks concluding final preliminary preliminaries materials background introduction data analysis design procedure procedures limitations study case metodologia metodologias método métodos proposta proposto proposta experimental experimentais experimento experimentos resultados resultado discussão conclusão conclusões avaliação implementação trabalhos trabalho relacionados futuro abordagem considerações finais materiais dados análise metodología propuesta propuesto experimentales resultados discusión conclusión conclusiones evaluación implementación trabajos relacionados enfoque consideraciones materiales datos análisis méthodologie méthode méthodes proposée proposé expérimentale expérimental expériences résultats discussion évaluation travaux connexes approche données analyse metodologia proposta sperimentale esperimenti risultati discussione conclusioni valutazione lavori correlati approccio dati analisi methodik methode methoden vorgeschlagene experimentelle experimente ergebnisse diskussion schlussfolgerungen evaluation implementierung verwandte arbeiten ansatz daten analyse and e y et und ed of de do da des du di der die das the and the our nossa nuestra notre nostra unsere'.split(
    ' ',
  ),
);
const STRUCTURE_ONLY = new Set(
  'methodology methodologies method methods proposal proposed experimental experiment experiments setup set-up results discussion conclusion conclusions evaluation implementation related future remarks concluding preliminary preliminaries metodologia metodologias método métodos proposta proposto experimentais experimentos resultados discussão conclusão conclusões avaliação implementação relacionados metodología propuesta propuesto experimentales discusión conclusión conclusiones evaluación méthodologie méthode méthodes proposée proposé expérimentale expérimental expériences résultats évaluation connexes metodologia sperimentale esperimenti risultati discussione conclusioni valutazione correlati methodik methode methoden vorgeschlagene experimentelle experimente ergebnisse diskussion schlussfolgerungen implementierung verwandte'.split(
    ' ',
  ),
);

export function isStructureTitle(heading: string): boolean {
  const words = heading
    .toLowerCase()
    .replace(/^[\dIVXLC]+(?:\.\d+)*[.:)]?\s+/iu, '')
    .match(/[\p{L}-]+/gu);
  if (!words || words.length < 2 || words.length > 5) return false;
  return words.every((word) => STRUCTURE_WORDS.has(word)) && words.some((word) => STRUCTURE_ONLY.has(word));
}

/**
 * What a lecturer says of the class itself, not of its subject (ADR 188): a key term whose head is
 * one of these ("final slide", "teach", "place", "next lecture") is classroom talk, unless the
 * lecture defines it. "Point" is not among them: a recitation's points are on its curves.
 */
const CLASSROOM_WORDS: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(
    'slide slides board blackboard whiteboard lecture lectures class classes course courses teach teaching taught place places homework exam exams quiz quizzes minute minutes today tomorrow question questions reason reasons lot lots way ways thing things stuff handout handouts video screen semester week weeks talk everybody everyone folks guys people room'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'slide slides diapositivo diapositivos quadro aula aulas turma curso ensinar lugar exame exames prova provas minuto minutos hoje amanhã pergunta perguntas razão razões coisa coisas semana semanas pessoal gente sala'.split(
      ' ',
    ),
  ),
  es: new Set(
    'diapositiva diapositivas pizarra clase clases curso enseñar lugar examen exámenes minuto minutos hoy mañana pregunta preguntas razón razones cosa cosas semana semanas gente sala'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'diapositive diapositives transparent tableau cours classe enseigner place endroit examen examens minute minutes aujourd’hui demain question questions raison raisons chose choses semaine semaines salle'.split(
      ' ',
    ),
  ),
  it: new Set(
    'diapositiva diapositive lavagna lezione lezioni classe corso insegnare posto esame esami minuto minuti oggi domani domanda domande ragione ragioni cosa cose settimana settimane aula'.split(
      ' ',
    ),
  ),
  de: new Set(
    'folie folien tafel vorlesung vorlesungen kurs unterricht lehren platz prüfung prüfungen klausur minute minuten heute morgen frage fragen grund gründe sache sachen ding dinge woche wochen saal'.split(
      ' ',
    ),
  ),
};

/** Whether a lecture's phrase is its classroom's talk ("final slide", "teach", "place"), not a term of its subject. */
export function isClassroomTalk(phrase: string, language: MaterialLanguage): boolean {
  const words = phrase.toLowerCase().match(/[\p{L}’']+/gu) ?? [];
  // the head noun: last in English and German ("final slide", "letzte Folie"), first or after one
  // adjective in the Romance languages ("diapositivo", "último diapositivo")
  const heads = language === 'en' || language === 'de' ? words.slice(-1) : words.slice(0, 2);
  return heads.some((head) => CLASSROOM_WORDS[language].has(head));
}
