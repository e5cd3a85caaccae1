import type { MaterialLanguage } from '@mnemo/domain/languages';
import type { DocumentAnalysis } from './analyze-material.ts';
import { getEnglishPos } from './nlp/wordnet.ts';

/*
 * Whether a sentence of the material stands on its own and is about the subject (issue 20 item 2,
 * ADR 116): the filter cards, open questions' expected answers and the statements of questions
 * share. What a reader threw away as needing its context, in every language the generator writes:
 *   - a worked example or an exercise: an imperative that sets one up ("Assume …", "Calcule …",
 *     "Supongamos …", "Soit …"), a numbered exercise line, a sentence inside an "Example 3.2" block;
 *   - a figure's or a table's caption, or a plot's marks ("the upper triangle shows", "the solid line");
 *   - a subject that is only a pointer: a deictic ("acima", "nesse caso", "en este caso",
 *     "ci-dessus", "in diesem Fall", "in questo caso", "in this case", "above") or a pronoun that
 *     names what came before ("celui-ci", "so gespeicherte Werte").
 * These are hard rules: they hold in the study set's reserve too (never invented items for a floor).
 */

/** Imperatives and suppositions that set up a worked example or an exercise, at a sentence's start. */
const TASK_OPENING: Record<MaterialLanguage, RegExp> = {
  en: /^(?:assume|suppose|consider|let|compute|calculate|find|determine|show that|prove that|prove|verify|evaluate|solve|sketch|write down|derive|estimate|imagine|take)(?!\p{L})/iu,
  pt: /^(?:assuma|suponha|suponhamos|considere|consideremos|seja|sejam|calcule|calcular|determine|mostre|prove|demonstre|verifique|encontre|obtenha|esboce|resolva|tome|tomemos|imagine)(?!\p{L})/iu,
  es: /^(?:asuma|supongamos|suponga|supón|considere|considera|consideremos|sea|sean|calcule|calcula|calcular|determine|demuestre|demuestra|pruebe|verifique|encuentre|halle|resuelva|tomemos|tome|imagine)(?!\p{L})/iu,
  fr: /^(?:supposons|supposez|considérons|considérez|soit|soient|calculer|calculez|calcule|déterminer|déterminez|montrer|montrez|démontrer|démontrez|vérifier|vérifiez|trouver|trouvez|résoudre|résolvez|prenons|imaginons)(?!\p{L})/iu,
  it: /^(?:supponiamo|supponi|consideriamo|considera|sia|siano|calcola|calcolare|calcolate|determina|determinare|dimostra|dimostrare|verifica|verificare|trova|trovare|risolvi|prendiamo|immaginiamo)(?!\p{L})/iu,
  de: /^(?:angenommen|nehmen wir|betrachten wir|betrachte|sei|seien|berechne|berechnen sie|bestimme|bestimmen sie|zeige|zeigen sie|beweise|beweisen sie|finde|finden sie|löse|lösen sie|gegeben sei)(?!\p{L})/iu,
};

/** Suppositions ("Let …", "Seja …", "Sea …", "Soit …"): a claim when a conclusion follows, else an example's setup. */
const SUPPOSITION: Record<MaterialLanguage, RegExp> = {
  en: /^(?:assume|suppose|let|consider)(?!\p{L})/iu,
  pt: /^(?:assuma|suponha|suponhamos|seja|sejam|considere|consideremos)(?!\p{L})/iu,
  es: /^(?:asuma|supongamos|suponga|supón|sea|sean|considere|consideremos)(?!\p{L})/iu,
  fr: /^(?:supposons|supposez|soit|soient|considérons)(?!\p{L})/iu,
  it: /^(?:supponiamo|supponi|sia|siano|consideriamo)(?!\p{L})/iu,
  de: /^(?:angenommen|nehmen wir|sei|seien|betrachten wir)(?!\p{L})/iu,
};
/** The conclusion of a general statement after its supposition: "…, then …", "…, entonces …", "…, alors …". */
const CONCLUSION: Record<MaterialLanguage, RegExp> = {
  en: /,\s*(?:then|it follows that)(?!\p{L})|\bthen (?:the|every|each|any|there)\b/iu,
  pt: /(?<!\p{L})(?:então|tem-se|temos que|segue-se que)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:entonces|se tiene que|se cumple que|se verifica que)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:alors|on a)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:allora|si ha)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:dann|so gilt|gilt)(?!\p{L})/iu,
};

/** Whether a sentence opens a task or a worked example: an imperative, or a supposition with no conclusion. */
function opensTask(sentence: string, language: MaterialLanguage): boolean {
  if (!TASK_OPENING[language].test(sentence)) return false;
  return !(SUPPOSITION[language].test(sentence) && CONCLUSION[language].test(sentence));
}

/** A numbered exercise or sub-question line: "3.", "1.2)", "(a)", "b)", "iv)" before its text. */
const EXERCISE_NUMBER =
  /^(?:\d{1,2}(?:\.\d{1,2})*[.)]|\(\s*(?:[a-h]|[ivx]{1,4}|\d{1,2})\s*\)|(?:[a-h]|[ivx]{1,4})\))\s+\S/iu;

/** The name of a worked example, an exercise or its solution, at a sentence's start ("Example 3.2", "Exemplo:", "Solución."). */
const EXAMPLE_WORD =
  /^(?:worked\s+)?(?:examples?|exercises?|problems?|solutions?|exemplos?|exerc[íi]cios?|problemas?|solu[çc][ãa]o|resolu[çc][ãa]o|ejemplos?|ejercicios?|soluci[óo]n|exemples?|exercices?|corrig[ée]|esempi[oa]?|esercizi[oa]?|soluzione|beispiele?|aufgaben?|übung(?:en)?|lösung)/iu;
/** What follows that name when it heads a block: a number, a colon or a stop, or the block's first capitalised word. */
const AFTER_HEADING = /^(?:\s*\d+(?:[.-]\d+)*)?\s*(?:[.:)–—-]|\s(?=\p{Lu}|\())|^\s*\d+(?:[.-]\d+)*\s/u;

/** Whether a sentence opens with the heading of a worked example, an exercise or a solution. */
function isExampleHeading(text: string): boolean {
  const sentence = text.trim().replace(/^["“„«(*_]+/u, '');
  const match = EXAMPLE_WORD.exec(sentence);
  return match !== null && AFTER_HEADING.test(sentence.slice(match[0].length));
}

/** The heading of a general block that ends an example: a definition, theorem, remark, a new section. */
const GENERAL_HEADING =
  /^(?:definitions?|defini[çc][ãa]o|definici[óo]n|d[ée]finition|definizione|theorem|teorema|th[ée]or[èe]me|satz|lemma|lema|lemme|proposition|proposi[çc][ãa]o|proposici[óo]n|proposizione|remark|observa[çc][ãa]o|observaci[óo]n|remarque|osservazione|bemerkung|note|nota|summary|resumo|resumen|r[ée]sum[ée])(?:\s*\d+(?:\.\d+)*)?\s*[.:)–—-]/iu;

/** A figure's or table's caption: "Figure 3.1:", "Fig. 2.", "Tabela 1 –", "Abbildung 4", "Source:". */
const CAPTION =
  /^(?:figure|fig\.|table|tab\.|chart|graph|plot|diagram|figura|fig\.|tabela|tabla|quadro|cuadro|gr[áa]fico|tableau|sch[ée]ma|abbildung|abb\.|tabelle|grafik|tabella|grafico|source|fonte|fuente|quelle)\s*(?:\d+(?:[.-]\d+)*[a-z]?)?\s*[:.–—|-]/iu;

/** Marks of a plot or a picture the learner does not see: "the solid line", "the upper triangle shows", "left panel". */
const PLOT_MARK =
  /(?<![\p{L}])(?:(?:solid|dashed|dotted|thick|thin|red|blue|green|black|gr[ae]y|orange) (?:lines?|curves?|bars?|dots?|arrows?)|(?:upper|lower) (?:triangle|half|part|row)|(?:left|right|top|bottom|upper|lower) (?:panel|plot|graph|column)|as shown|shown (?:above|below)|linha (?:cheia|tracejada|a cheio)|l[ií]nea (?:continua|discontinua|punteada)|(?:trait|ligne) (?:plein|pointill[ée]|continue)|linea (?:continua|tratteggiata)|(?:durchgezogene|gestrichelte) linie)(?![\p{L}])/iu;

/** Deictics: where or in which case, said of the page or of the example at hand. */
const DEICTIC: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:(?:above|below)(?=\s*(?:[.,;:)]|$))|(?:shown|given|defined|described|listed|discussed|mentioned|calculated|computed|derived|stated|seen|explained|outlined|introduced|presented|noted|see|as) (?:above|below)|the above|in (?:this|that|each|either|both|the (?:first|second|latter|former)) (?:case|example|setting|scenario|situation|figure|picture|plot|graph|table|way)|in our example|as follows|the following)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:(?:acima|abaixo)(?!\s+d[eoa]s?(?!\p{L}))|a seguir|seguinte|nest[ea]s?|ness[ea]s?|naquel[ea]s?|nisso|nisto|dest[ea]s?|dess[ea]s?|daquel[ea]s?|n?o (?:caso|exemplo) (?:acima|anterior))(?!\p{L})/iu,
  es: /(?<!\p{L})(?:(?<!(?:hacia|de|para) )(?:arriba|abajo)(?!\s+de(?!\p{L}))|a continuación|siguiente|en (?:este|ese|aquel|dicho) (?:caso|ejemplo)|en el (?:caso|ejemplo) anterior)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:ci-dessus|ci-dessous|ci-après|suivante?s?|celui-ci|celle-ci|ceux-ci|celles-ci|celui-là|celle-là|dans (?:ce|cet|cette) (?:cas|exemple)|dans l['’]exemple précédent)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:(?:qui|di|come|vist[oaie]|dett[oaie]|descritt[oaie]|indicat[oaie]|citat[oaie]) sopra|sopra (?:descritt|indicat|citat|riportat)\p{L}*|qui sotto|di seguito|seguente|in (?:questo|quel) (?:caso|esempio)|nell['’]esempio precedente)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:(?:wie|siehe) (?:oben|unten)|(?:oben|unten) (?:genannt|beschrieben|gezeigt|angegeben|definiert|erwähnt)\p{L}*|(?<!(?:nach|von) )(?:oben|unten)(?=\s*[.,;:)])|obige[nmrs]?|folgende[nmrs]?|in diesem (?:fall|beispiel)|im (?:obigen|vorigen|folgenden) beispiel|so \p{L}+(?:te|ten|tes|ter|tem))(?!\p{L})/iu,
};

/** Pronoun subjects that stand for what was just said: "That means …", "Celui-ci renvoie …", "Dieser ist …". */
const POINTER_SUBJECT: Record<MaterialLanguage, RegExp> = {
  en: /^(?:that|this|these|those|it|they|such)\s+\p{L}/iu,
  pt: /^(?:isso|isto|aquilo|ele|ela|eles|elas|este|esta|esse|essa)(?!\p{L})/iu,
  es: /^(?:esto|eso|aquello|él|ella|ellos|ellas|éste|ésta|este|esta|ese|esa)(?!\p{L})/iu,
  fr: /^(?:cela|ceci|ça|il(?!\s+(?:existe|y a|faut|est (?:possible|nécessaire|important|clair)))|elle|ils|elles|celui|celle|ceux)(?!\p{L})/iu,
  it: /^(?:questo|questa|ciò|esso|essa|essi|lui|lei)(?!\p{L})/iu,
  de: /^(?:dies|dieser|diese|dieses|das|er|sie|es)\s+(?:ist|sind|war|hat|haben|kann|wird|bedeutet|zeigt)(?!\p{L})/iu,
};

export type StandaloneDefect = 'worked-example' | 'exercise' | 'caption' | 'deictic' | 'pointer-subject';

/** Why a sentence of the material cannot stand on its own, by its text alone; null when it can. */
export function findStandaloneDefect(text: string, language: MaterialLanguage): StandaloneDefect | null {
  const sentence = text.trim().replace(/^["“„«(*_]+/u, '');
  if (isExampleHeading(sentence)) return 'worked-example';
  if (CAPTION.test(sentence)) return 'caption';
  if (EXERCISE_NUMBER.test(sentence)) {
    const rest = sentence.replace(/^\S+\s+/u, '');
    if (opensTask(rest, language) || /\?\s*$/u.test(rest)) return 'exercise';
  }
  if (opensTask(sentence, language)) return 'exercise';
  if (PLOT_MARK.test(sentence)) return 'caption';
  if (DEICTIC[language].test(sentence)) return 'deictic';
  if (POINTER_SUBJECT[language].test(sentence)) return 'pointer-subject';
  return null;
}

/** How many sentences back an "Example 3.2" heading still holds the sentences after it. */
const EXAMPLE_REACH = 6;

const exampleBlocks = new WeakMap<DocumentAnalysis, ReadonlySet<number>>();

/**
 * The sentences inside a worked example or an exercise: from an "Example 3.2" / "Exercício" /
 * "Solución" heading, in the same chunk, up to `EXAMPLE_REACH` sentences on, until a general
 * block begins (a definition, a theorem, a remark) — computed once per analysis.
 */
function getExampleSentences(analysis: DocumentAnalysis): ReadonlySet<number> {
  let found = exampleBlocks.get(analysis);
  if (found) return found;
  const inside = new Set<number>();
  const { sentences } = analysis;
  for (let index = 0; index < sentences.length; index += 1) {
    const sentence = sentences[index]!;
    if (!isExampleHeading(sentence.text)) continue;
    inside.add(index);
    for (let next = index + 1; next <= index + EXAMPLE_REACH && next < sentences.length; next += 1) {
      const other = sentences[next]!;
      if (other.chunkIndex !== sentence.chunkIndex || GENERAL_HEADING.test(other.text.trim())) break;
      if (isExampleHeading(other.text)) break;
      inside.add(next);
    }
  }
  found = inside;
  exampleBlocks.set(analysis, found);
  return found;
}

/** Why the material's sentence at `sentenceIndex` cannot stand on its own (its text, and the block it sits in); null when it can. */
export function findSentenceContextDefect(analysis: DocumentAnalysis, sentenceIndex: number): StandaloneDefect | null {
  const sentence = analysis.sentences[sentenceIndex];
  if (!sentence) return null;
  if (getExampleSentences(analysis).has(sentenceIndex)) return 'worked-example';
  return findStandaloneDefect(sentence.text, analysis.language);
}

/**
 * Whether a term asked about is a piece of an exercise or a formula rather than a concept: it opens
 * with a task's imperative ("assume 𝑣", "considere f"), holds a mathematical letter or a lone
 * symbol, or (in English) is an adjective alone ("polymorphic").
 */
export function isExerciseTerm(term: string, language: MaterialLanguage): boolean {
  const bare = term.trim().replace(/^["“„«'‘]+|["”»'’.:?]+$/gu, '');
  const words = bare.split(/\s+/u).filter(Boolean);
  if (words.length > 1 && (TASK_OPENING[language].test(bare) || TASK_OPENING.en.test(bare))) return true;
  // mathematical alphanumerics (𝑣, 𝐱) and one-letter symbols among words ("função f")
  if (/[\u{1D400}-\u{1D7FF}]/u.test(bare)) return true;
  if (words.length > 1 && words.some((word) => /^\p{L}$/u.test(word) && !/^(?:[aeoyàéè]|I|O)$/u.test(word)))
    return true;
  if (language === 'en' && words.length === 1) {
    const pos = getEnglishPos(bare.toLowerCase());
    if (pos.size > 0 && pos.has('a') && !pos.has('n')) return true;
  }
  return false;
}
