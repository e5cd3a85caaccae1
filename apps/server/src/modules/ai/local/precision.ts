import type { GeneratedFlashcard } from '@mnemo/contracts/material';
import type { MaterialLanguage, QuestionLanguage } from '@mnemo/domain/languages';
import type { GeneratedQuestion } from '../ai.provider.ts';
import { getContentKey, type DocumentAnalysis } from './analyze-material.ts';
import { getFunctionWords, getGenericWords } from './nlp/function-words.ts';
import { getKeyPoints, isConceptTitle, splitKeyPoints } from './key-points.ts';
import { speaksInPerson } from './nlp/speech.ts';
import {
  isBlankGivenAway,
  isBlankHalfOfName,
  isBlankPartOfWord,
  isBlankQuoted,
  isExampleSentence,
} from './blank-terms.ts';
import { isCommonWord } from './nlp/general-frequency.ts';
import { getEnglishPos, hasWordnet, lemmatizeEnglish } from './nlp/wordnet.ts';
import { isLexiconLemma, translateWord } from './nlp/lexicon.ts';
import { BLANK, QUESTION_TEMPLATES } from './question-templates.ts';
import { getStemSet } from './ranking.ts';
import { findSections } from './sections.ts';
import { findFragmentDefect, findStandaloneDefect, isExerciseTerm } from './standalone-sentence.ts';
import { isAboutDocument } from './summary-lines.ts';
import { findTrueFalseDefect } from './true-false-statements.ts';
import {
  areLearnerRulesOff,
  citesDocumentPart,
  hasLooseEnd,
  hasSpokenHedge,
  isCompleteSpokenClaim,
  isEverydayWord,
  isGluedText,
  isSameKind,
  leansOnBefore,
} from './learner-keeps.ts';

/*
 * Hard checks an item must pass to be kept, whatever its rank (issue 20 item 2): it stands on
 * its own and it is about the subject. Each check names the rubric's reason
 * (`docs/quality/learner-judge.md`), so that the eval and the tests can say why an item was
 * left out. The checks read the item as a learner sees it: the template words the provider writes
 * around the material ("Which term matches this description?") are set aside first.
 */

export type DefectReason =
  'needs-context' | 'garbled' | 'off-topic' | 'trivial' | 'bad-distractors' | 'bad-cloze' | 'not-an-answer';

/** Transcription markers ("[INAUDIBLE]", "[? word ?]", "[LAUGHTER]") and speaker labels ("PROFESSOR:", "AMIR NASHAT:"). */
const TRANSCRIPT_MARKER =
  /\[(?:\?[^\]]*\?|[\p{Lu}\s-]{3,})\]|\b(?:INAUDIBLE|CROSSTALK|LAUGHTER|APPLAUSE|SIDE CONVERSATIONS?)\b/u;
const SPEAKER_LABEL = /(?:^|[\s"“«(])\p{Lu}{2,}(?:[\s.-]+\p{Lu}{2,})*\s*:/u;
/** Symbols whose content the extraction lost: "g( )", "[ ]", "N s  1". */
const LOST_SYMBOLS = /\(\s*\)|\[\s*\]|\S {2,}\S/u;

/** Words that point at something said or shown before, per language (needs-context). */
const POINTING: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:this|these|those)\s+\p{L}|\bsuch\s+(?!as\b)\p{L}|\b(?:of|in|on|at|to|for|from|with|by|about|into|under|over|through)\s+that\s+\p{L}|\b(?:the former|the latter|the above|the following|aforementioned|as before|as above|shown above|shown below|see above|see below|above|previous(?:ly)?|here|again)\b|\b(?:let['’]?s|lets)\b/iu,
  pt: /(?<!\p{L})(?:este|esta|estes|estas|esse|essa|esses|essas|isto|isso|aquele|aquela|aqueles|aquelas|acima|anterior(?:mente)?|seguinte|novamente|aqui)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:este|esta|estos|estas|ese|esa|esos|esas|esto|eso|aquel|aquella|arriba|anterior(?:mente)?|siguiente|nuevamente|aquí)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:cet|cette|ces|ceci|cela|ci-dessus|ci-dessous|précédent(?:e|s|es)?|précédemment|suivant(?:e|s|es)?|ici)(?!\p{L})|(?<!\p{L})ce\s+(?!qui|que|qu['’]|dont)\p{L}/iu,
  it: /(?<!\p{L})(?:questo|questa|questi|queste|quello|quella|quelli|quelle|sopra|precedente(?:mente)?|seguente|qui)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:dieser|diese|dieses|diesem|diesen|jener|jene|jenes|oben|vorherige[nmrs]?|folgende[nmrs]?|hier)(?!\p{L})/iu,
};

/** Openings that set up a worked example or continue an argument (needs-context). */
const LEANING_OPENING: Record<MaterialLanguage, RegExp> = {
  en: /^(?:let us|we now|that is|i\.e\.|let|consider|suppose|assume|note|recall|see|now|then|so|thus|hence|therefore|also|similarly|instead|finally|well|in turn|in addition|furthermore|moreover|however|but|and|or|again|first|second|next|as a result|as we|in this case|in that case|to make progress|specifically)\b/iu,
  pt: /^(?:vejamos|vamos|ou seja|isto é|seja|sejam|considere|consideremos|suponha|suponhamos|note|agora|então|assim|portanto|logo|também|além disso|contudo|mas|e|ou|novamente|primeiro|neste caso|nesse caso)(?!\p{L})/iu,
  es: /^(?:veamos|vamos a|es decir|o sea|sea|sean|considere|consideremos|supongamos|note|ahora|entonces|así|por tanto|por lo tanto|luego|también|además|sin embargo|pero|y|o|nuevamente|primero|en este caso|en ese caso)(?!\p{L})/iu,
  fr: /^(?:voyons|c['’]est-à-dire|soit|soient|considérons|supposons|notons|maintenant|alors|donc|ainsi|aussi|de plus|cependant|mais|et|ou|encore|d['’]abord|dans ce cas)(?!\p{L})/iu,
  it: /^(?:vediamo|cioè|ossia|sia|siano|consideriamo|supponiamo|notiamo|ora|allora|quindi|dunque|così|anche|inoltre|tuttavia|ma|e|o|di nuovo|in questo caso)(?!\p{L})/iu,
  de: /^(?:sei|seien|betrachten|nehmen wir|nun|dann|also|somit|daher|deshalb|auch|außerdem|jedoch|aber|und|oder|wieder|in diesem fall)(?!\p{L})/iu,
};

/** Pronouns of the third person stand for something named before; early in a sentence they dangle ("we" and "you" are the speaker's framing, judged apart as speech). */
const PRONOUNS: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(['it', 'its', 'they', 'them', 'their', 'he', 'she', 'his', 'her', 'him']),
  pt: new Set(['ele', 'ela', 'eles', 'elas']),
  es: new Set(['él', 'ella', 'ellos', 'ellas']),
  fr: new Set(['il', 'elle', 'ils', 'elles']),
  it: new Set(['esso', 'essa', 'essi', 'esse', 'lui', 'lei', 'loro']),
  de: new Set(['er', 'sie', 'es']),
};

/** Subjects that name nothing without the passage: "the result", "the body", "a key quantity". */
const GENERIC_SUBJECTS: Record<MaterialLanguage, RegExp> = {
  en: /^(?:the |a |an )?(?:(?:key|main|important|first|second|third|last|next|other|same|following|previous|general|simple|basic|final|obvious) )*(?:result|results|body|answer|example|case|thing|things|way|point|idea|one|ones|rest|part|quantity|value|output|input|step|version|problem|question|effect|reason|difference|method|approach|formula|equation|expression|model|definitions?|concepts?|notion|theorem|lemma|property|properties|proof|demonstration|statement)$/iu,
  pt: /^(?:o |a |os |as |um |uma )?(?:resultado|resultados|corpo|resposta|exemplo|caso|coisa|forma|ponto|ideia|parte|valor|passo|problema|questão|modelo|fórmula|equação|expressão|definição|definições|conceito|noção|teorema|lema|propriedade|propriedades|demonstração|prova|enunciado)$/iu,
  es: /^(?:el |la |los |las |un |una )?(?:resultado|resultados|cuerpo|respuesta|ejemplo|caso|cosa|forma|punto|idea|parte|valor|paso|problema|cuestión|modelo|fórmula|ecuación|expresión|definición|definiciones|concepto|noción|teorema|lema|propiedad|propiedades|demostración|prueba|enunciado)$/iu,
  fr: /^(?:le |la |les |l['’]|un |une )?(?:résultat|résultats|corps|réponse|exemple|cas|chose|façon|point|idée|partie|valeur|étape|problème|question|modèle|formule|équation|expression|définition|concept|notion|théorème|lemme|propriété|démonstration|preuve|énoncé)$/iu,
  it: /^(?:il |la |lo |i |le |gli |l['’]|un |una )?(?:risultato|risultati|corpo|risposta|esempio|caso|cosa|modo|punto|idea|parte|valore|passo|problema|domanda|modello|formula|equazione|espressione)$/iu,
  de: /^(?:der |die |das |ein |eine )?(?:Ergebnis|Ergebnisse|Körper|Antwort|Beispiel|Fall|Sache|Weg|Punkt|Idee|Teil|Wert|Schritt|Problem|Frage|Modell|Formel|Gleichung|Ausdruck)$/iu,
};

/** Slide and section titles that name no concept ("Definitions", "Section 1.2", "Key points"). */
const GENERIC_TITLE =
  /^(?:definitions?|definições|definiciones|définitions|definizioni|introduction|introdução|introducción|introduzione|einleitung|overview|summary|resumo|resumen|résumé|riassunto|outline|agenda|contents|índice|sommaire|conclusions?|conclusão|conclusión|background|motivation|examples?|exemplos?|ejemplos?|exemples?|esempi|beispiele|review|recap|questions?|perguntas|preguntas|discussion|key points|notes|references|referências|referencias|bibliograph\w*|acknowledg\w*|agradecimentos|thanks|thank you|obrigad[oa]|(?:section|secção|seção|sección|part|parte|chapter|capítulo|chapitre|capitolo|kapitel|lecture|aula|lección|unit|module|week|slide|topic|tema)\s*[\divxlc.]*\w?)$/iu;

/** Front matter and course logistics: never the subject of an item (off-topic). */
const OFF_TOPIC =
  /\b[\w-]+\.(?:edu|org|com|net|io|gov)\b|\b(?:donation|donate|subscribe|opencourseware|preface|foreword|contributors?|acknowledg(?:e)?ments?|table of contents|copyright|all rights reserved|isbn|creative commons|licen[cs]ed? under|homework|problem set|office hours|syllabus|due (?:on|by)|midterm|final exam|prefácio|agradecimentos|prefacio|agradecimientos|préface|remerciements|prefazione|ringraziamenti|vorwort|danksagung)\b/iu;

const templatePrefixes = new Map<QuestionLanguage, string[]>();

/** The fixed words each template starts with ("Which term matches this description?"), longest first. */
function getTemplatePrefixes(language: QuestionLanguage): string[] {
  let prefixes = templatePrefixes.get(language);
  if (!prefixes) {
    prefixes = (Object.values(QUESTION_TEMPLATES[language]) as string[])
      .map((template) => template.split('{{')[0]!.trim())
      .filter((prefix) => prefix.length >= 4)
      .sort((a, b) => b.length - a.length);
    templatePrefixes.set(language, prefixes);
  }
  return prefixes;
}

/** A text as the material wrote it: the template's opening words and the quotes around a cloze set aside. */
export function stripTemplate(text: string, language: QuestionLanguage): string {
  let rest = text.trim();
  for (const prefix of getTemplatePrefixes(language)) {
    if (rest.startsWith(prefix)) {
      rest = rest.slice(prefix.length).trim();
      break;
    }
  }
  return rest.replace(/^["“„«]\s*/u, '').replace(/\s*["”»]$/u, '');
}

function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
}

/** Whether a pronoun that stands for something named before sits in the first half of a statement. */
function hasEarlyPronoun(text: string, language: MaterialLanguage): boolean {
  const words = text.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  const pronouns = PRONOUNS[language];
  const half = Math.max(3, Math.ceil(words.length / 2));
  return words.slice(0, half).some((word) => pronouns.has(word));
}

/** A heading run into the sentence after it: "Linkage disequilibrium The phrase …", "Recombination Lets consider …". */
const GLUED_HEADING: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /\p{Ll}{2,}\s+(?:The|A|An|In|For|We|Lets|Let|This|It|Consider|Suppose|Here|While|When|Although|Since|Because|Unlike|Many|Most|Some|Each|There|Our|Given|Using|Imagine)\s/u,
  pt: /\p{Ll}{2,}\s+(?:O|A|Os|As|Um|Uma|Seja|Sejam|Se|Em|No|Na|Dizemos|Quando|Embora|Muitos|Muitas|Dada|Dado|Dadas|Dados)\s/u,
  es: /\p{Ll}{2,}\s+(?:El|La|Los|Las|Un|Una|Sea|Sean|Si|En|Diremos|Se|Cuando|Aunque|Muchos|Muchas|Dada|Dado|Dadas|Dados)\s/u,
  fr: /\p{Ll}{2,}\s+(?:Le|La|Les|Un|Une|Soit|Soient|Si|En|On|Dans|Lorsque|Quand|Bien)\s/u,
  it: /\p{Ll}{2,}\s+(?:Il|La|Lo|Le|Gli|Un|Una|Sia|Siano|Se|In|Quando|Mentre)\s/u,
};
/**
 * A heading run into its first sentence that repeats one of its words capitalised: "Formal and natural
 * languages Natural languages are …" (ADR 126). German capitalises every noun, so it is left out.
 */
function repeatsHeadingWord(text: string, language: MaterialLanguage): boolean {
  if (language === 'de') return false;
  const tokens = text.trim().split(/\s+/u).slice(0, 10);
  for (let index = 2; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (!/^\p{Lu}\p{Ll}+$/u.test(token) || !/\p{Ll}$/u.test(tokens[index - 1]!)) continue;
    const lower = token.toLowerCase();
    if (tokens.slice(0, index).some((before) => before.toLowerCase().replace(/[^\p{L}]/gu, '') === lower)) return true;
  }
  return false;
}
/** English words that make a statement of a run of words (a heading has none: "The covariance in phenotype between mother and child"). */
const ENGLISH_FINITE =
  /\b(?:is|are|was|were|be|been|being|has|have|had|can|could|will|would|may|might|must|shall|should|does|do|did|cannot|means|refers|consists|contains|occurs|depends|describes|measures|gives|makes|takes|allows|causes|leads|results (?:in|from)|requires|increases|decreases|changes|becomes|remains|tends|acts)\b/iu;

/** Whether an English run of words states something: an auxiliary, or a word WordNet knows as a verb in -s/-ed past its first word. */
function hasEnglishVerb(text: string): boolean {
  if (ENGLISH_FINITE.test(text)) return true;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words
    .slice(1)
    .some(
      (word) =>
        (/(?:[^s]s|ed)$/u.test(word) &&
          word.length > 3 &&
          getEnglishPos(word.replace(/(?:es|s|ed|d)$/u, '')).has('v')) ||
        (/(?:[^s]s|ed)$/u.test(word) && getEnglishPos(word).has('v')),
    );
}

/** Whether a text reads as words, not as symbols and numbers ("N p2 t, N 2ptqt, N q2 t."). */
function isMostlySymbols(text: string): boolean {
  const tokens = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (tokens.filter((token) => /^\p{L}{3,}$/u.test(token)).length < 4) return true;
  // symbols: a digit inside, or a lone letter other than a word ("a", "I", "à", "e", "y", "o")
  const symbols = tokens.filter(
    (token) => /\p{N}/u.test(token) || (token.length === 1 && !/^[aAIàéeyoò]$/u.test(token)),
  ).length;
  return symbols / tokens.length > 0.3;
}

/** The reason a piece of material shown on an item needs its context or reads wrong; null when it stands on its own. */
export function findTextDefect(text: string, language: MaterialLanguage): DefectReason | null {
  if (TRANSCRIPT_MARKER.test(text) || SPEAKER_LABEL.test(text)) return 'garbled';
  // control characters are what an extractor leaves of a symbol it could not map ("N s \u001d 1")
  // eslint-disable-next-line no-control-regex
  if (LOST_SYMBOLS.test(text) || /[\uFFFD\uE000-\uF8FF\u0000-\u0008\u000B\u000C\u000E-\u001F]/u.test(text))
    return 'garbled';
  // a superscript flattened onto its bracket: "1/(2N )2", "(1 − μ)2T"
  if (/\)\d/u.test(text)) return 'garbled';
  if (GLUED_HEADING[language]?.test(text) || repeatsHeadingWord(text, language)) return 'garbled';
  // a sentence that trails off ("… si m → ∞ PA1A2...") is cut (ADR 126)
  if (/(?:\.\.\.|…)\s*$/u.test(text)) return 'garbled';
  if (OFF_TOPIC.test(text)) return 'off-topic';
  // a learning outcome ("By the end of this lesson you will be able to …", "Objetivos: …") or who
  // of the authors did what is about the document, not its subject (ADR 159)
  if (isAboutDocument(text, language)) return 'off-topic';
  // "as shown in Eq. (3)", "Table 2", "la figura": a part of the document the learner does not see
  if (citesDocumentPart(text, language)) return 'needs-context';
  if (isGluedText(text)) return 'garbled';
  if (POINTING[language].test(text) || leansOnBefore(text, language)) return 'needs-context';
  if (LEANING_OPENING[language].test(text.replace(/^["“„«(]+/u, ''))) return 'needs-context';
  if (hasEarlyPronoun(text, language)) return 'needs-context';
  return null;
}

/**
 * A statement that opens as an example of what came before ("For example, parent and child share …",
 * "Por exemplo, …", "Por ejemplo, …"): an example's specifics, in the study set's reserve too (ADR 145).
 */
const EXAMPLE_OPENING: Record<MaterialLanguage, RegExp> = {
  en: /^(?:for (?:example|instance)|e\.\s?g\.|as an example|to give an example)(?!\p{L})/iu,
  pt: /^(?:por exemplo|como exemplo|p\.\s?ex\.)(?!\p{L})/iu,
  es: /^(?:por ejemplo|como ejemplo|p\.\s?ej\.)(?!\p{L})/iu,
  fr: /^(?:par exemple|à titre d['’]exemple|p\.\s?ex\.)(?!\p{L})/iu,
  it: /^(?:ad esempio|per esempio|ad es\.|per es\.)(?!\p{L})/iu,
  de: /^(?:zum beispiel|beispielsweise|z\.\s?b\.)(?!\p{L})/iu,
};

/**
 * A line of a slide or a list headed by its label and a dash or a colon ("Preferred path - School joins an
 * Identity Federation …", "Current status: Said to be …"): the label frames what follows, and a
 * statement of both is neither a claim nor a definition a learner can judge (ADR 145).
 */
const LABELLED_LINE = /^[\p{L}'’]+(?:\s+[\p{L}'’]+){0,3}(?:\s+[-–—]|\s*:)\s+\p{Lu}/u;

/**
 * Whether an English statement opens with a bare verb, an instruction rather than a claim ("Satisfy
 * technical interoperability testing using SAML 1.0 …", a list item after "requires X to:"): a word
 * WordNet knows only as a verb, in its base form (ADR 145). Other languages' imperatives are the
 * task openings of ADR 116 only.
 */
function opensWithBareVerb(text: string, language: MaterialLanguage): boolean {
  if (language !== 'en') return false;
  const first = /^\p{Lu}\p{Ll}+(?=\s)/u.exec(text.trim())?.[0]?.toLowerCase();
  if (!first || /(?:s|ed|ing|ly)$/u.test(first)) return false;
  return isOnlyVerb(first);
}

/** A sentence of the material shown as a statement (a cloze, a true/false): it must stand alone and state something. */
export function findStatementDefect(
  sentence: string,
  language: MaterialLanguage,
  answer?: string,
): DefectReason | null {
  const text = sentence.replace(BLANK, 'X');
  const defect = findTextDefect(text, language);
  if (defect) return defect;
  // a worked example's or an exercise's sentence, a caption, a deictic subject (ADR 116); the blank
  // stands for a term there, not for a letter the symbol check would read as undefined (ADR 136)
  const standing = findStandaloneDefect(sentence.replace(BLANK, 'term'), language);
  // a bibliography entry, a pointer to other reading or course logistics (ADR 133)
  if (standing === 'reference' || standing === 'aside') return 'off-topic';
  if (standing !== null) return 'needs-context';
  if (isMostlySymbols(text)) return 'garbled';
  // an example's specifics, a labelled list line, an instruction (ADR 145): no claim that stands alone
  if (EXAMPLE_OPENING[language].test(text) || LABELLED_LINE.test(text) || opensWithBareVerb(text, language))
    return 'needs-context';
  // a heading or a caption is too short to state a fact on its own
  if (countWords(text) < 8) return 'garbled';
  // a question and its answer copied from a slide ("Q: What about …")
  if (/^(?:Q|A|P|R)\s*[:.]\s/u.test(text)) return 'garbled';
  // two sentences run together ("… a function of s. And what was …"), or a question read as a statement
  if (
    /\p{L}{2}[.!?]\s+\p{Lu}/u.test(text.replace(/[.!?]["”»]?$/u, '')) ||
    /^(?:what|why|how|where|when|who|which)\b/iu.test(text)
  )
    return 'garbled';
  if (
    language === 'en' &&
    /^(?:the|a|an)\s+(?:answer|point|question|result|thing|idea|reason|problem|case|example|body|other|same|rest|last|first|next|key|main)\b/iu.test(
      text,
    )
  )
    return 'needs-context';
  // a heading or a caption is no statement
  if (language === 'en' && !hasEnglishVerb(sentence.replace(BLANK, ' '))) return 'garbled';
  // no complete declarative sentence: an if-clause alone, a noun phrase, a cut sentence, a heading run in (ADR 153);
  // a blank is read with its answer in it (the blank may be the verb), and not read when the answer is unknown
  const whole = sentence.includes(BLANK) ? (answer === undefined ? null : sentence.replace(BLANK, answer)) : sentence;
  if (whole !== null && findFragmentDefect(whole, language) !== null) return 'garbled';
  return null;
}

/** Whether a term or title names nothing on its own ("the result", "Definitions", "Section 1.2"). */
export function isGenericTerm(term: string, language: MaterialLanguage): boolean {
  const bare = term.replace(/^["“„«']+|["”»'.:?]+$/gu, '').trim();
  if (bare.length < 2) return true;
  // "linkage disequilibrium merely": an adverb is no part of a term
  if (
    language === 'en' &&
    /\b\p{L}+ly$/iu.test(bare) &&
    getEnglishPos(bare.split(/\s+/u).pop()!.toLowerCase()).has('r')
  )
    return true;
  if (GENERIC_SUBJECTS[language].test(bare) || GENERIC_TITLE.test(bare) || TRANSCRIPT_MARKER.test(bare)) return true;
  // a speaker taken for a term: "PROFESSOR", "AMIR NASHAT"
  return (
    /^(?:PROFESSOR|AUDIENCE|STUDENT|SPEAKER|MODERATOR|INTERVIEWER|HOST|NARRATOR)$/u.test(bare) ||
    /^\p{Lu}{2,}(?:\s\p{Lu}{2,})+$/u.test(bare)
  );
}

/** The term a "What is X?" / "Explain X" / "Key points of X" item asks about, or null. */
function findAskedTerm(text: string, language: QuestionLanguage): string | null {
  // the template with the most fixed words wins: "What are the key points of “X”?" over "What are X?" (ADR 136)
  let found: string | null = null;
  let fixed = -1;
  for (const template of Object.values(QUESTION_TEMPLATES[language]) as string[]) {
    if (!template.includes('{{term}}')) continue;
    const [before, after] = template.split('{{term}}') as [string, string];
    if (
      text.startsWith(before) &&
      text.endsWith(after) &&
      text.length > before.length + after.length &&
      before.length + after.length > fixed
    ) {
      found = text.slice(before.length, text.length - after.length);
      fixed = before.length + after.length;
    }
  }
  return found;
}

/** Whether a front is a slide's "What are the key points of “X”?" card. */
function isKeyPointsFront(front: string, language: QuestionLanguage): boolean {
  const [before, after] = QUESTION_TEMPLATES[language].slidePoints.split('{{term}}') as [string, string];
  return front.startsWith(before) && front.endsWith(after);
}

/** A template as a pattern, each placeholder matching any text. */
function toPattern(template: string): RegExp {
  const parts = template.split(/\{\{\w+\}\}/u).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`, 'u');
}

function isNumberLike(text: string): boolean {
  return /^[-+]?\p{N}[\p{N}.,\s%]*$/u.test(text.trim());
}

/** English plural by its last word ("alleles", not "process", "genus", "analysis"). */
function isEnglishPlural(text: string): boolean {
  const last = text.toLowerCase().split(/\s+/u).pop() ?? '';
  return /[^su]s$/u.test(last) && !/(?:is|ss|us)$/u.test(last);
}

/** Whether an English word can only be a verb (WordNet knows it, never as a noun or adjective). */
function isOnlyVerb(word: string): boolean {
  const pos = getEnglishPos(word.toLowerCase());
  return pos.size > 0 && pos.has('v') && !pos.has('n') && !pos.has('a');
}

/**
 * How often a phrase must recur to count as a term of the material: a single word three times in
 * long material (a word said once may be anything), less in a page or two, where a term is named
 * once or twice; a run of words, which is rarer by chance, once less.
 */
function getRecurrenceBar(analysis: DocumentAnalysis, wordCount: number): number {
  const bar = analysis.wordCount < 1000 ? 1 : analysis.wordCount < 2500 ? 2 : 3;
  return Math.max(1, wordCount === 1 ? bar : bar - 1);
}

/**
 * Whether a phrase of the material reads as a term a learner could be asked for: it recurs (or
 * is defined), it is not generic, and in English it ends on a word that can be a noun ("neutral
 * mutational", "drawing two" and "strong compared" are not terms).
 */
/**
 * Whether a lower-case word of a term is one neither the language's dictionary (WordNet, the
 * lexicon of ADR 072 and its stems) nor the material elsewhere knows: a heading's typo or an
 * extraction's cut ("rsultado", "modeloen"), read once in the material (ADR 164).
 */
function isStrayWord(word: string, analysis: DocumentAnalysis): boolean {
  const { language } = analysis;
  const bare = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (!/^\p{Ll}{4,}$/u.test(bare)) return false;
  if ((analysis.sentencesByStem.get(getContentKey(bare, language))?.length ?? 0) >= 2) return false;
  if (language === 'en') return hasWordnet() && getEnglishPos(bare).size === 0 && lemmatizeEnglish(bare).length === 0;
  return !isLexiconLemma(bare, language) && translateWord(bare, language, 'en', 1).length === 0;
}

export function isTermLike(text: string, analysis: DocumentAnalysis): boolean {
  const { language } = analysis;
  const words = text.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0 || isGenericTerm(text, language)) return false;
  // a symbol inside ("dos sucesiones Xn", "lim inf An") or a count ("two individuals") is no term
  if (words.length > 1 && words.some((word) => /^\p{Lu}\p{Ll}?\p{N}*$|\p{N}/u.test(word))) return false;
  if (/(?:^|\s)(?:one|two|three|four|dos|tres|dois|duas|três|deux|trois|due|tre|zwei|drei)(?:\s|$)/iu.test(text))
    return false;
  const phrase = analysis.phraseByKey.get(getContentKey(text, language));
  if (phrase && !phrase.isDefinedTerm && phrase.count < getRecurrenceBar(analysis, words.length)) return false;
  // "rsultado final": a heading's word missing a letter, in no dictionary and no other sentence of the material (ADR 164)
  if (words.some((word) => isStrayWord(word, analysis))) return false;
  if (language === 'en') {
    const last = words[words.length - 1]!.toLowerCase();
    // "we’ll", "model we’ll": a contraction is speech, not a term
    if (words.some((word) => /['’](?!s$)/u.test(word))) return false;
    // "strong compared": a participle ends no term
    if (
      (/ed$/u.test(last) && getEnglishPos(last.replace(/d$/u, '')).has('v')) ||
      (/ed$/u.test(last) && getEnglishPos(last.replace(/ed$/u, '')).has('v'))
    )
      return false;
    if (/^\p{N}/u.test(last) || /^(?:one|two|three|four|five|six|ten|zero)$/u.test(last)) return false;
    const pos = getEnglishPos(last);
    if (pos.size > 0 && !pos.has('n')) return false;
    if (words.length === 1 && getGenericWords(language).has(last)) return false;
    // "taking", "getting": a verb's form, not a concept, unless the material defines it
    if (words.length === 1 && /ing$/u.test(last) && !phrase?.isDefinedTerm) return false;
  }
  return true;
}

/** A blank right after "X and" / "X, Y or the" (six languages): the last member of a coordination. */
const FOLLOWS_COORDINATION: Record<MaterialLanguage, RegExp> = {
  en: /[\p{L}\p{N})]\s+(?:and|or|&|nor)(?:\s+(?:the|a|an))?\s*$/iu,
  pt: /[\p{L}\p{N})]\s+(?:e|ou|&)(?:\s+(?:o|a|os|as|um|uma))?\s*$/iu,
  es: /[\p{L}\p{N})]\s+(?:y|e|o|u|&)(?:\s+(?:el|la|los|las|un|una))?\s*$/iu,
  fr: /[\p{L}\p{N})]\s+(?:et|ou|&)(?:\s+(?:le|la|les|des|du|de la|un|une)|\s+l['’])?\s*$/iu,
  it: /[\p{L}\p{N})]\s+(?:e|ed|o|&)(?:\s+(?:il|lo|la|i|gli|le|un|una)|\s+l['’])?\s*$/iu,
  de: /[\p{L}\p{N})]\s+(?:und|oder|&)(?:\s+(?:der|die|das|den|dem|des|ein|eine))?\s*$/iu,
};

/** The reason a cloze's answer is not worth a blank, or the blank cannot be recovered; null when fine. */
/** Letters a word's start must share with another word to be the same word in another form ("volcanic", "volcano"). */
const ECHO_PREFIX = 5;
/** …and the share of the shorter word they must make: "interaktiven" and "Interpreters" share only "inter". */
const ECHO_SHARE = 0.6;

/** Whether two words are one word in two forms: a long enough common start. */
function isSameWordForm(a: string, b: string): boolean {
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared += 1;
  return shared >= ECHO_PREFIX && shared >= ECHO_SHARE * Math.min(a.length, b.length);
}

/** Whether at least half of the answer's content words appear, in some form, in the rest of the sentence. */
function echoesAnswer(rest: string, answer: string, language: MaterialLanguage): boolean {
  const functionWords = getFunctionWords(language);
  const content = (answer.toLowerCase().match(/\p{L}+/gu) ?? []).filter(
    (word) => word.length >= ECHO_PREFIX && !functionWords.has(word),
  );
  if (content.length === 0) return false;
  const others = (rest.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length >= ECHO_PREFIX);
  const echoed = content.filter((word) => others.some((other) => isSameWordForm(word, other))).length;
  return echoed * 2 >= content.length;
}

/** The generic nouns of research writing, one word (ADR 145): a blank on one of them tests no term of the subject. */
const STUDY_NOUNS: Record<MaterialLanguage, RegExp> = {
  en: /^(?:datasets?|data|corpus|corpora|models?|tasks?|systems?|experiments?|study|studies|papers?|works?|baselines?|benchmarks?|samples?|settings?|methods?|approach(?:es)?|results?|analys[ie]s)$/iu,
  pt: /^(?:dados|modelos?|tarefas?|sistemas?|experiências?|experimentos?|estudos?|artigos?|amostras?|métodos?|resultados?|análises?)$/iu,
  es: /^(?:datos|modelos?|tareas?|sistemas?|experimentos?|estudios?|artículos?|muestras?|métodos?|resultados?|análisis)$/iu,
  fr: /^(?:données|modèles?|tâches?|systèmes?|expériences?|études?|articles?|échantillons?|méthodes?|résultats?|analyses?)$/iu,
  it: /^(?:dati|modell[oi]|compit[oi]|sistem[ai]|esperiment[oi]|stud[io]|articol[oi]|campion[ei]|metod[oi]|risultat[oi]|analisi)$/iu,
  de: /^(?:daten|datens[äa]tze?|modelle?|aufgaben?|systeme?|experimente?|studien?|artikel|stichproben?|methoden?|ergebnisse?|analysen?)$/iu,
};

/** The initials of a run of words, with and without its function words: "levels of assurance" → LOA, LA. */
function initialsOf(words: readonly string[], language: MaterialLanguage): string[] {
  const all = words.map((word) => word[0]!.toUpperCase()).join('');
  const functionWords = getFunctionWords(language);
  const content = words
    .filter((word) => !functionWords.has(word.toLowerCase()))
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return [all, content];
}

/**
 * Whether the sentence spells out the blank's acronym, or names the blank's words by their acronym
 * ("… at known levels of assurance (_____)" → LOA; "_____ (ASAG) compares …" → automatic short
 * answer grading): the sentence gives the answer away (ADR 145).
 */
function spellsOutAnswer(sentence: string, answer: string, language: MaterialLanguage): boolean {
  const rest = sentence.replace(BLANK, ' ');
  const words = rest.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  const acronym = answer.trim().replace(/(?<=\p{Lu})s$/u, '');
  if (/^\p{Lu}{2,6}$/u.test(acronym)) {
    const functionWords = getFunctionWords(language);
    const isContent = (word: string): boolean => !functionWords.has(word.toLowerCase());
    // a run of words from a content word to a content word, at most two function words inside ("levels of assurance")
    const longest = acronym.length === 2 ? 2 : acronym.length + 2;
    for (let start = 0; start < words.length; start += 1) {
      if (!isContent(words[start]!) || words[start]![0]!.toUpperCase() !== acronym[0]) continue;
      for (let end = start + acronym.length; end <= Math.min(words.length, start + longest); end += 1)
        if (isContent(words[end - 1]!) && initialsOf(words.slice(start, end), language).includes(acronym)) return true;
    }
    return false;
  }
  const answerWords = answer.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  if (answerWords.length < 2) return false;
  const initials = initialsOf(answerWords, language).filter((letters) => letters.length >= 2);
  return (rest.match(/(?<!\p{L})\p{Lu}{2,6}(?=s?(?!\p{L}))/gu) ?? []).some((token) => initials.includes(token));
}

export function findBlankDefect(sentence: string, answer: string, analysis: DocumentAnalysis): DefectReason | null {
  const { language } = analysis;
  const blankAt = sentence.indexOf(BLANK);
  if (blankAt < 0) return 'bad-cloze';
  const after = sentence.slice(blankAt + BLANK.length);
  // the blank names a symbol that follows it ("a population of _____ N"): what it stands for is a label
  if (/^\s*(?:\p{L}|\p{N}+)(?:[\s,.;:)]|$)/u.test(after) && !/^\s*(?:a|e|o|y|à|é|è)\s/iu.test(after))
    return 'bad-cloze';
  if (countWords(sentence.replace(BLANK, '')) < 6) return 'bad-cloze';
  const words = answer.split(/\s+/u).filter(Boolean);
  // a function word or a bare number alone tests nothing of the subject
  if (isNumberLike(answer) || (words.length === 1 && getFunctionWords(language).has(answer.trim().toLowerCase())))
    return 'trivial';
  // a symbol with an index ("W11", "p2") is a label, not a term
  if (/^\p{L}{1,2}\p{N}+$/u.test(answer.trim())) return 'trivial';
  if (language === 'en' && words.some((word) => isOnlyVerb(word))) return 'trivial';
  // a verb's slot, whatever the answer's length ("to _____" → "approach fixation", "which _____" → "reaches fixation"): a verb phrase is no term
  if (
    !areLearnerRulesOff() &&
    language === 'en' &&
    /(?:^|\s)(?:to|can|cannot|could|will|would|should|must|may|might|which|who)\s*$/iu.test(sentence.slice(0, blankAt))
  )
    return 'trivial';
  if (language === 'en' && words.length === 1) {
    // a verb's slot ("wouldn't _____", "to _____") or an adjective ("a _____ way", "great") is no term
    const before = sentence.slice(0, blankAt).trim().split(/\s+/u).pop()?.toLowerCase() ?? '';
    if (
      /^(?:would|wouldn['’]t|will|won['’]t|can|can['’]t|cannot|could|couldn['’]t|should|must|may|might|to|does|doesn['’]t|did|didn['’]t|do|don['’]t|not)$/u.test(
        before,
      )
    )
      return 'trivial';
    if (getEnglishPos(answer.toLowerCase()).has('a')) return 'trivial';
  }
  // "cerrados bajo", "the way of": half a phrase; "total amount": everyday words only
  if (hasLooseEnd(answer, language)) return 'trivial';
  if (
    words.length > 1 &&
    isEverydayWord(answer, language) &&
    !analysis.phraseByKey.get(getContentKey(answer, language))?.isDefinedTerm
  )
    return 'trivial';
  // the sentence already gives the answer ("on a volcano … _____" → "volcanic eruption"): half its words echoed (ADR 133)
  if (echoesAnswer(sentence.replace(BLANK, ' '), answer, language)) return 'trivial';
  // …or spells out the blank's acronym, or names the blank by its acronym (ADR 145)
  if (spellsOutAnswer(sentence, answer, language)) return 'trivial';
  // the last member of a pair or list ("supply and _____", "Socrates, Plato and _____") is given by the ones before it (ADR 122)
  if (words.length <= 2 && FOLLOWS_COORDINATION[language].test(sentence.slice(0, blankAt))) return 'trivial';
  // another form of the answer elsewhere in the sentence ("effects" … "effective"), or a set phrase it completes (ADR 154)
  const filled = `${sentence.slice(0, blankAt)}${answer}${after}`;
  if (words.length === 1 && isBlankGivenAway(filled, blankAt, blankAt + answer.length, language)) return 'trivial';
  // half of a dashed name ("_____–Ford"), a possessive ("_____ Moon" → "Earth’s"), a word of a name whose other word stays ("the _____ Court") (ADR 164)
  if (isBlankPartOfWord(filled, blankAt, blankAt + answer.length)) return 'bad-cloze';
  if (words.length === 1 && isBlankHalfOfName(filled, blankAt, blankAt + answer.length, language)) return 'trivial';
  // one example's or anecdote's detail ("For example, …", "Python es un ejemplo de …"), or a quoted string's word (ADR 154)
  if (isExampleSentence(sentence, language) || isBlankQuoted(sentence, blankAt)) return 'trivial';
  if (words.length === 1) {
    // one word is worth a blank when the material makes it a term: recurring, not generic
    const phrase = analysis.phraseByKey.get(getContentKey(answer, language));
    // a word of general language the material does not define ("knowledge", "tax", "scholar") is guessed from the sentence (ADR 122)
    if (!phrase?.isDefinedTerm && isCommonWord(answer, language)) return 'trivial';
    if (!phrase || (!phrase.isDefinedTerm && phrase.count < getRecurrenceBar(analysis, 1))) return 'trivial';
    if (isGenericTerm(answer, language)) return 'trivial';
    // a generic noun of research writing ("dataset", "model", "task"), undefined: guessed from any sentence about a study (ADR 145)
    if (!phrase.isDefinedTerm && STUDY_NOUNS[language].test(answer.trim())) return 'trivial';
    // a word of everyday language ("way", "number", "site", "conjuntos") any reader could guess
    if (!phrase.isDefinedTerm && !isKeyPhraseOf(answer, analysis) && isEverydayWord(answer, language)) return 'trivial';
  }
  if (!isTermLike(answer, analysis)) return 'trivial';
  return null;
}

/**
 * The reason a set of options lets grammar or form give the answer away: options of other kinds
 * (a number among terms), other grammatical number, much longer or shorter, or garbled; null when
 * the options are siblings of the answer.
 */
export function findOptionsDefect(
  answer: string,
  distractors: readonly string[],
  analysis: DocumentAnalysis,
  answerAtSentenceStart = false,
): DefectReason | null {
  const { language } = analysis;
  const answerWords = countWords(answer);
  const answerIsNumber = isNumberLike(answer);
  for (const option of distractors) {
    if (isNumberLike(option) !== answerIsNumber) return 'bad-distractors';
    const tokens = option.split(/\s+/u).filter(Boolean);
    // "pτ q0 qτ p0": symbols, not a term
    if (!answerIsNumber && tokens.filter((token) => token.length <= 2).length * 2 > tokens.length)
      return 'bad-distractors';
    if (Math.abs(countWords(option) - answerWords) > 1) return 'bad-distractors';
    // "w11", "rBP" beside "fitness": a symbol among terms (or a term among symbols)
    if (/\p{N}/u.test(option) !== /\p{N}/u.test(answer)) return 'bad-distractors';
    if (language === 'en' && !answerIsNumber) {
      if (isEnglishPlural(option) !== isEnglishPlural(answer)) return 'bad-distractors';
      const last = tokens[tokens.length - 1] ?? '';
      if (isOnlyVerb(last)) return 'bad-distractors';
    }
    if (findTextDefect(option, language) === 'garbled') return 'bad-distractors';
    // "eqn", "dicho límite": a pointer, not a term
    if (
      citesDocumentPart(option, language) ||
      leansOnBefore(option, language) ||
      (!areLearnerRulesOff() && POINTING[language].test(option))
    )
      return 'bad-distractors';
    if (!answerIsNumber && !isTermLike(option, analysis)) return 'bad-distractors';
    // of the answer's kind: a name among concepts, an acronym among phrases, an adjective among nouns are given away
    if (!isSameKind(answer, option, language, answerAtSentenceStart)) return 'bad-distractors';
    if (
      !answerIsNumber &&
      !isKeyPhraseOf(option, analysis) &&
      isEverydayWord(option, language) &&
      !isEverydayWord(answer, language)
    )
      return 'bad-distractors';
  }
  return null;
}

/** A definition's back that only names the term's kind: "One of the …", "Um dos …", "L’une des …", "Einer der …". */
const ONE_OF_KIND =
  /^(?:(?:one|some) of the|(?:um|uma|alguns|algumas) d[oa]s|(?:uno|una|algunos|algunas) de (?:los|las)|(?:l['’]une?|quelques-une?s) des|(?:uno|una|alcuni|alcune) (?:dei|degli|delle)|(?:eine[rs]?|einige) der)(?!\p{L})/iu;

/** Why a generated card would be thrown away by a learner, or null when it is kept. */
export function findCardDefect(
  card: GeneratedFlashcard,
  analysis: DocumentAnalysis,
  language: QuestionLanguage,
): DefectReason | null {
  const front = card.front.trim();
  const term = findAskedTerm(front, language);
  if (
    term !== null &&
    (isGenericTerm(term, analysis.language) ||
      isExerciseTerm(term, analysis.language) ||
      leansOnBefore(term, analysis.language) ||
      (!areLearnerRulesOff() && POINTING[analysis.language].test(term)))
  )
    return 'needs-context';
  // a slide's key points (ADR 142): the title must name a concept ("Summary", "Example 2" name none)
  // and the back be a short list of complete points, not the slide's fragments run together
  if (term !== null && isKeyPointsFront(front, language)) {
    if (!isConceptTitle(term, analysis.language)) return 'needs-context';
    if (getKeyPoints(splitKeyPoints(card.back), analysis.language) === null) return 'garbled';
  }
  const shown = stripTemplate(front, language);
  // a cloze shows a sentence of the material; any other front is a template around a term
  const sentence = term === null && shown.includes(BLANK) ? shown : '';
  if (term === null && !sentence) {
    const defect = findTextDefect(shown, analysis.language);
    if (defect) return defect;
  }
  if (sentence) {
    const defect =
      findStatementDefect(sentence, analysis.language, card.back) ?? findSpokenDefect(sentence, analysis, card.back);
    if (defect) return defect;
    if (sentence.includes(BLANK)) {
      const blank = findBlankDefect(sentence, card.back, analysis);
      if (blank) return blank;
    }
  }
  // a slide's points that speak to the reader ("You apply for a password; You forget it") teach a scene, not the subject
  if (term !== null && speaksInPerson(card.back, analysis.language)) return 'needs-context';
  const backDefect = findTextDefect(card.back, analysis.language);
  // a definition's back may continue with "it …"; a list of slide points may open on a fragment
  if (backDefect === 'garbled' || backDefect === 'off-topic') return backDefect;
  // "What is X? → A really good example.": a back that names only a generic kind says nothing about X
  // (hard for speech, in the reserve too: a speaker's "X is a really good example" defines nothing, ADR 125)
  if (
    (!areLearnerRulesOff() || analysis.shape === 'spoken') &&
    term !== null &&
    isGenericTerm(
      card.back
        .replace(/\b(?:really|very|quite|good|great|nice|simple|basic|typical|classic)\s+/giu, '')
        .replace(/[.!]$/u, ''),
      analysis.language,
    )
  )
    return 'not-an-answer';
  // "What is X? → One of the axioms of set theory …": a kind, with nothing that sets X apart (ADR 116)
  if (!areLearnerRulesOff() && term !== null && ONE_OF_KIND.test(card.back.trim())) return 'not-an-answer';
  // a back that sends the learner to "Table 2" or is said with hedges ("kind of", "um") is no answer to keep
  if (citesDocumentPart(card.back, analysis.language)) return 'needs-context';
  // a back lifted from a worked example, a caption, or pointing at "the case above" (ADR 116); a
  // definition's back may open on a pronoun ("It …" continues the term's sentence)
  const backStanding = findStandaloneDefect(card.back, analysis.language);
  if (backStanding !== null && backStanding !== 'pointer-subject') return 'needs-context';
  if (analysis.shape === 'spoken' && hasSpokenHedge(card.back, analysis.language)) return 'garbled';
  // "What is venture capital? → The freckle of the freckle …": a speaker's figure is no definition (ADR 146, 172)
  if (term !== null && isSpokenFigure(card.back, analysis)) return 'not-an-answer';
  if (
    term !== null &&
    backDefect === 'needs-context' &&
    !sentence &&
    LEANING_OPENING[analysis.language].test(card.back)
  )
    return 'not-an-answer';
  return null;
}

/** Why a generated question would be thrown away by a learner, or null when it is kept. */
export function findQuestionDefect(
  question: GeneratedQuestion,
  analysis: DocumentAnalysis,
  language: QuestionLanguage,
): DefectReason | null {
  const { language: materialLanguage } = analysis;
  const templates = QUESTION_TEMPLATES[language];
  const prompt = question.prompt.trim();
  // which slide or topic a bullet sits on tests the layout, not the subject
  if (
    prompt.startsWith(templates.whichSlide) ||
    toPattern(`${templates.trueOrFalse} ${templates.slidePoint}`).test(prompt)
  )
    return 'off-topic';
  const term = findAskedTerm(prompt, language);
  if (
    term !== null &&
    (isGenericTerm(term, materialLanguage) ||
      isExerciseTerm(term, materialLanguage) ||
      leansOnBefore(term, materialLanguage) ||
      (!areLearnerRulesOff() && POINTING[materialLanguage].test(term)))
  )
    return 'needs-context';
  const shown = term === null ? stripTemplate(prompt, language) : '';
  if (shown) {
    const answer = question.type === 'multiple_choice' ? question.options[question.correctIndex] : undefined;
    const defect = findStatementDefect(shown, materialLanguage, answer) ?? findSpokenDefect(shown, analysis, answer);
    if (defect) return defect;
    // a true/false statement is a claim the learner judges alone: no step of a procedure, no example's label (ADR 165)
    if (question.type === 'true_false') {
      const claim = findTrueFalseDefect(shown, materialLanguage, analysis.shape);
      if (claim) return claim;
    }
  }
  if (question.type === 'multiple_choice') {
    const answer = question.options[question.correctIndex] ?? '';
    const distractors = question.options.filter((_, index) => index !== question.correctIndex);
    if (shown.includes(BLANK)) {
      const blank = findBlankDefect(shown, answer, analysis);
      if (blank) return blank;
    } else if (
      isGenericTerm(answer, materialLanguage) ||
      leansOnBefore(answer, materialLanguage) ||
      (!areLearnerRulesOff() && POINTING[materialLanguage].test(answer))
    )
      return 'needs-context';
    // the options of "Which description matches X?" are other terms' definitions, checked where they are made (ADR 115)
    const options = toPattern(templates.whichDefinition).test(prompt)
      ? null
      : findOptionsDefect(answer, distractors, analysis, shown.startsWith(BLANK));
    if (options) return options;
  }
  if (question.type === 'open_ended') {
    const defect = findTextDefect(question.expectedAnswer, materialLanguage);
    if (defect === 'garbled' || defect === 'off-topic') return defect;
    // the defining sentences stand alone: no example's, caption's or deictic's sentence among them (ADR 116)
    const standing = findStandaloneDefect(question.expectedAnswer, materialLanguage);
    if (standing !== null && standing !== 'pointer-subject') return 'needs-context';
    if (countWords(question.expectedAnswer) < 5) return 'not-an-answer';
    if (citesDocumentPart(question.expectedAnswer, materialLanguage)) return 'needs-context';
    if (analysis.shape === 'spoken' && hasSpokenHedge(question.expectedAnswer, materialLanguage)) return 'garbled';
    // "… what is known as the inverse function.": a sentence that ends on the term names it and says nothing about it
    if (!areLearnerRulesOff() && term !== null && namesTermLast(question.expectedAnswer, term)) return 'not-an-answer';
  }
  return null;
}

/** A word of everyday language is still a term where the material is about it: among its most central phrases ("area" in a lecture on integrals). */
const KEY_PHRASE_RANKS = 25;

export function isKeyPhraseOf(text: string, analysis: DocumentAnalysis): boolean {
  const key = getContentKey(text, analysis.language);
  return (
    analysis.phrases.slice(0, KEY_PHRASE_RANKS).some((phrase) => phrase.key === key) ||
    getSectionKeyPhrases(analysis).has(key)
  );
}

/** A chapter's own subjects, as many per chapter as the material's: "string" in a chapter on strings, "list" in one on lists. */
const SECTION_KEY_PHRASE_RANKS = 10;
/** A phrase is a chapter's own when at least this share of its sentences and this many fall in that chapter. */
const SECTION_CONCENTRATION = 0.5;
const SECTION_MIN_SENTENCES = 5;

const sectionKeyPhrases = new WeakMap<DocumentAnalysis, ReadonlySet<string>>();

/**
 * The key phrases of each section (chapter, bookmark) by how much of their use it holds: a book's
 * later chapters are about words the whole book ranks below its first chapter's (ADR 083), and an
 * everyday word that a chapter is about is a term there as the material's key phrases are.
 */
function getSectionKeyPhrases(analysis: DocumentAnalysis): ReadonlySet<string> {
  let keys = sectionKeyPhrases.get(analysis);
  if (keys) return keys;
  const found = new Set<string>();
  const sections = findSections(analysis);
  if (sections.length >= 2) {
    const sectionOf = (sentenceIndex: number): number => {
      const chunk = analysis.sentences[sentenceIndex]?.chunkIndex ?? -1;
      return sections.findIndex((section) => chunk >= section.fromChunk && chunk < section.toChunk);
    };
    const bySection = sections.map(() => [] as { key: string; inSection: number }[]);
    for (const phrase of analysis.phrases) {
      const counts = new Map<number, number>();
      for (const index of phrase.sentenceIndexes) {
        const section = sectionOf(index);
        if (section >= 0) counts.set(section, (counts.get(section) ?? 0) + 1);
      }
      for (const [section, inSection] of counts) {
        if (inSection >= SECTION_MIN_SENTENCES && inSection >= SECTION_CONCENTRATION * phrase.sentenceIndexes.length)
          bySection[section]!.push({ key: phrase.key, inSection });
      }
    }
    for (const list of bySection)
      for (const { key } of list.sort((a, b) => b.inSection - a.inSection).slice(0, SECTION_KEY_PHRASE_RANKS))
        found.add(key);
  }
  keys = found;
  sectionKeyPhrases.set(analysis, keys);
  return keys;
}

/** Whether a sentence ends on the term it was to explain ("… se conoce como función inversa."). */
function namesTermLast(answer: string, term: string): boolean {
  const bare = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const answerWords = bare(answer);
  const termWords = bare(term).filter(
    (word) => !/^(?:the|a|an|o|a|os|as|el|la|los|las|le|les|l|il|lo|der|die|das|un|una|um|uma|une)$/u.test(word),
  );
  if (termWords.length === 0 || answerWords.length <= termWords.length) return false;
  return answerWords.slice(-termWords.length).join(' ') === termWords.join(' ');
}

/** Spoken material: an item states only a complete claim of the lecturer, cleaned of fillers (issue 20, ADR 083). */
function findSpokenDefect(statement: string, analysis: DocumentAnalysis, answer?: string): DefectReason | null {
  if (analysis.shape !== 'spoken') return null;
  if (!isCompleteSpokenClaim(statement.replace(BLANK, 'X'), analysis.language)) return 'garbled';
  return findSpokenStatementDefect(answer === undefined ? statement : statement.replace(BLANK, answer), analysis);
}

/**
 * What the lecture as a whole says of a spoken statement (ADR 172), its blank filled: a figure of
 * speech, the premise of a question put to the room, or no key term of the lecture.
 */
export function findSpokenStatementDefect(full: string, analysis: DocumentAnalysis): DefectReason | null {
  if (analysis.shape !== 'spoken') return null;
  // "Venture capital is the freckle of the freckle in the financial markets.": a figure, not a fact (ADR 172)
  const predicate = /^.+?\s(?:is|are|means)\s+((?:a|an|the)\s.+)$/iu.exec(full)?.[1];
  if (predicate !== undefined && isSpokenFigure(predicate, analysis)) return 'trivial';
  if (isQuestionPremise(full, analysis)) return 'needs-context';
  return findSpokenSubjectDefect(full, analysis);
}

/**
 * A question that asks whether what was just said holds ("Is that an important part of …?", "Do you
 * agree?"); not one that checks the room followed ("Does that make sense?", "Is that clear?").
 */
const ASKS_ABOUT_BEFORE: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /^(?!.*(?<!\p{L})(?:make|makes|making) sense|(?:is|was) (?:that|this|it) (?:clear|ok|okay)(?!\p{L})|(?:do|does|did) (?:you|everyone|everybody|anyone|anybody) (?:see|follow|understand|get)(?!\p{L}))(?:(?:and|so|but)\s+)?(?:is|are|was|were|does|do|did|would|should|can|could|has|have|isn['’]t|doesn['’]t)\s+(?:that|this|it|they|you|everyone|everybody|anyone|anybody)(?!\p{L})/iu,
};

const sentenceIndexByText = new WeakMap<DocumentAnalysis, Map<string, number>>();

/**
 * Whether a spoken statement is the premise of a question the speaker puts to the room or the panel
 * (ADR 172): the sentence said right after it asks whether it holds ("Entrepreneurs should be building
 * a full team of people. Is that an important part of who surrounds them in your experience?"). The
 * speaker does not vouch for it; the answer that follows is another speaker's.
 */
function isQuestionPremise(statement: string, analysis: DocumentAnalysis): boolean {
  const asks = ASKS_ABOUT_BEFORE[analysis.language];
  if (!asks || areLearnerRulesOff()) return false;
  let byText = sentenceIndexByText.get(analysis);
  if (!byText) {
    byText = new Map(analysis.sentences.map((sentence) => [sentence.text, sentence.index]));
    sentenceIndexByText.set(analysis, byText);
  }
  const index = byText.get(statement.trim());
  if (index === undefined) return false;
  const next = analysis.sentences[index + 1];
  return (
    next !== undefined &&
    next.chunkIndex === analysis.sentences[index]!.chunkIndex &&
    /\?\s*$/u.test(next.text) &&
    asks.test(next.text.trim())
  );
}

/**
 * Whether a spoken definition's back is a figure of speech (ADR 146's reading of open questions,
 * for cards too, ADR 172): the kind it names — its first two content words — is said in no more
 * than one sentence of the lecture ("The freckle of the freckle in the financial markets."), while
 * a definition's kind is a word the speaker comes back to ("a loan that converts into equity").
 */
function isSpokenFigure(back: string, analysis: DocumentAnalysis): boolean {
  if (analysis.shape !== 'spoken' || areLearnerRulesOff()) return false;
  const kind = (back.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [])
    .filter((word) => !getFunctionWords(analysis.language).has(word))
    .slice(0, 2);
  if (kind.length === 0) return false;
  return kind.every((word) =>
    [...getStemSet(analysis, word)].every((stem) => (analysis.sentencesByStem.get(stem)?.length ?? 0) <= 1),
  );
}

/** How many of a lecture's best phrases may be its key terms, and how often the lecture must say one (ADR 172). */
const SPOKEN_KEY_TERMS = 60;
const SPOKEN_KEY_TERM_MIN_COUNT = 3;

/**
 * Spoken material: an item states a fact of the lecture's subject, so its sentence names one of the
 * lecture's key terms — a concept or a name among its best phrases that it says at least three
 * times (ADR 172). A speaker's story, an example's detail or a passing remark names none ("The
 * faculty member, who is an economist, said, listen son.", "Treatment one cured three out of three
 * patients."); a sentence cut from its statement's blank is read with the answer in it.
 */
export function findSpokenSubjectDefect(statement: string, analysis: DocumentAnalysis): DefectReason | null {
  if (analysis.shape !== 'spoken' || areLearnerRulesOff()) return null;
  const key = ` ${getContentKey(statement, analysis.language)} `;
  const named = analysis.phrases
    .slice(0, SPOKEN_KEY_TERMS)
    .some(
      (phrase) =>
        (phrase.kind === 'concept' || phrase.kind === 'name') &&
        phrase.count >= SPOKEN_KEY_TERM_MIN_COUNT &&
        key.includes(` ${phrase.key} `),
    );
  return named ? null : 'off-topic';
}
