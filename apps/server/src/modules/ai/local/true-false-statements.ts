import type { MaterialLanguage } from '@mnemo/domain/languages';
import { getEnglishPos } from './nlp/wordnet.ts';
import { isFunctionWord } from './nlp/language.ts';
import type { MaterialShape } from './material-shape.ts';
import { hasHeadingRunIn, hasLineNumbers, isVagueClaim } from './true-false-forms.ts';

/*
 * A true/false statement is judged by itself (ADR 165): the learner sees one sentence of the
 * material and says whether it holds. On top of the checks every statement of the material passes
 * (a card's cloze sentence passes the same: precision.ts findStatementDefect), a true/false
 * statement must be a claim — not a step of a procedure or a proof ("Tracer une droite D …",
 * "il faut construire …", "we need to …", "Par la proposition 7, x est …"), not a sentence that
 * leans on the one before it by a connective inside it ("Many, though, …", "… thus totaled …"), on
 * an in-class example's label ("Treatment one cured …"), on a set the material introduced before
 * ("the two videos"), on the document itself ("the slides", "the shaded area"), nor an opening
 * phrase whose object a figure took away ("In every position on, the Moon …"), and in speech not a
 * disfluency ("Statistic is that statistics are …", "Most groups is …"). These checks are hard: they
 * hold in the study set's reserve too, since a true/false a learner cannot judge teaches nothing,
 * and the set fills with cards instead.
 */

/** A step of a procedure or an argument: the speaker or the text tells what to do, in six languages. */
const PROCEDURE_STEP: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:[Ww]e|[Yy]ou)\s+(?:(?:now|then|also|first|just|still|really|will|can|could|should)\s+)?(?:need|have|want|got|are going|['’]re going|must|['’]ll)\b|\b[Ll]et['’]?s\b|\b[Ll]et us\b|^(?:[Nn]umber|[Pp]oint|[Ss]tep)\s+(?:one|two|three|four|five|\d)\b|\b(?:said|says),\s+\p{Ll}/u,
  pt: /(?<!\p{L})(?:temos (?:que|de)|tem de|devemos|precisamos|vamos|é preciso|é necessário|basta)\s+\p{L}+(?:ar|er|ir|or)(?!\p{L})|(?<!\p{L})(?:note|observe|veja|repare) que(?!\p{L})|(?<!\p{L})fica (?:provado|demonstrado)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:hay que|tenemos que|tiene que|debemos|vamos a|es necesario|es preciso|basta(?: con)?)\s+\p{L}+(?:ar|er|ir)(?!\p{L})|(?<!\p{L})(?:note|observe|vea) que(?!\p{L})|(?<!\p{L})queda (?:probado|demostrado)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:il (?:va )?fa(?:ut|lloir)|il suffit d[e']|on (?:doit|va|veut|cherche à)|nous (?:devons|allons))\s*\p{L}+(?:er|ir|re)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:bisogna|occorre|dobbiamo|si deve|basta)\s+\p{L}+(?:are|ere|ire)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:man muss|wir müssen|wir wollen|man nehme|wir betrachten)(?!\p{L})/iu,
};

/** An instruction opening the sentence: an infinitive or imperative of a construction or a computation. */
const INSTRUCTION_OPENING: Record<MaterialLanguage, RegExp> = {
  en: /^(?:draw|take|pick|choose|plot|compute|calculate|find|write|put|add|subtract|multiply|divide|repeat|start|look|imagine|remember|notice|try|use|apply|construct|trace|mark|connect|join|place|fix|denote|define|call|go|check|solve|show|prove|verify)\s+(?:a|an|the|this|that|these|those|your|our|some|each|every|all|it|them|up|out|over|back|down|\d)(?!\p{L})/iu,
  pt: /^(?:trace|tracemos|desenhe|construa|calcule|tome|escolha|considere|marque|ligue|repita|escreva|encontre|determine|resolva|mostre|prove|verifique)(?!\p{L})/iu,
  es: /^(?:trace|trazar|dibuje|construya|calcule|tome|elija|marque|repita|escriba|encuentre|determine|resuelva|muestre|pruebe|verifique)(?!\p{L})/iu,
  fr: /^(?:tracer|trace[rz]?|construire|construisez|calculer|calculez|prendre|prenez|choisir|choisissez|placer|placez|reporter|reportez|dessiner|mesurer|noter|notons|poser|posons|montrer|montrons|démontrer|vérifier|vérifions|trouver|écrire|répéter|chercher|déterminer|résoudre|appliquer|utiliser|joindre|relier|tracez)(?!\p{L})/iu,
  it: /^(?:tracciare|tracciamo|disegnare|costruire|calcolare|calcoliamo|prendere|prendiamo|scegliere|considerare|scrivere|trovare|determinare|risolvere)(?!\p{L})/iu,
  de: /^(?:zeichne|zeichnen sie|berechne|berechnen sie|nimm|nehmen sie|wähle|wählen sie|konstruiere|bestimme|löse|zeige)(?!\p{L})/iu,
};

/** Portuguese and Spanish first person plural opening the sentence: the course telling what it does ("Repetimos o processo …"). */
const WE_OPENING = /^([A-Z][a-z]{3,}(?:amos|emos|imos))(?!\p{L})/u;
const NOT_WE_VERBS = new Set(['extremos', 'supremos', 'primos', 'ramos', 'remos', 'mismos', 'ínfimos']);
/** The text or the speaker saying what "we" do inside the sentence ("Las soluciones que buscamos …", "… assim como utilizamos …"). */
const WE_INSIDE: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /\b(?:we|us|our)\b/iu,
  pt: /(?<!\p{L})(?:nós|[a-z]{3,}(?:amos|emos|imos))(?!\p{L})/u,
  es: /(?<!\p{L})(?:nosotros|[a-z]{3,}(?:amos|emos|imos))(?!\p{L})/u,
  fr: /(?<!\p{L})nous(?!\p{L})/iu,
};
function hasWeVerbException(text: string): boolean {
  const words = text.toLowerCase().match(/(?<!\p{L})[a-z]{3,}(?:amos|emos|imos)(?!\p{L})/gu) ?? [];
  return words.length > 0 && words.every((word) => NOT_WE_VERBS.has(word));
}
/** Italian first person plural ("Consideriamo …"). */
const WE_OPENING_IT = /^\p{Lu}\p{Ll}{3,}iamo(?!\p{L})/u;

/** A numbered part of an argument the learner does not see: "Par la proposition 7", "by Lemma 2", "pelo teorema 3". */
const NUMBERED_PART =
  /(?<!\p{L})(?:proposition|lemma|theorem|corollary|claim|step|proposição|lema|teorema|corolário|passo|proposición|corolario|paso|lemme|théorème|corollaire|étape|proposizione|corollario|passo|satz|korollar|schritt)\s+\(?\d+/iu;

/** An in-class example's label: "Treatment one", "patient A", "Group 2", "firm B". */
const EXAMPLE_LABEL =
  /(?<!\p{L})(?:treatment|patient|subject|participant|condition|experiment|trial|scenario|case|firm|player|person|company|student|drug|sample|bidder|voter|worker|consumer|agent|household|tratamento|paciente|jogador|empresa|tratamiento|jugador|joueur|entreprise|traitement)\s+(?:one|two|three|four|five|six|[A-H]|\d{1,2})(?![\p{L}\p{N}])/iu;

/** A set the material introduced before, named by its count: "the two videos", "les deux vidéos", "os três casos". */
const COUNTED_SET: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\bof\s)\b(?:[Tt]he|[Tt]hese|[Tt]hose)\s+(?:two|three|four|five|six|seven|eight|nine|ten)\s+\p{L}+(?!\p{L})(?!(?:\s+\p{Ll}+)?\s+\p{Lu})/u,
  pt: /(?<!\p{L})(?:os|as|estes|estas|esses|essas)\s+(?:dois|duas|três|quatro|cinco|seis)\s+\p{L}+/iu,
  es: /(?<!\p{L})(?:los|las|estos|estas|esos|esas)\s+(?:dos|tres|cuatro|cinco|seis)\s+\p{L}+/iu,
  fr: /(?<!\p{L})(?:les|ces)\s+(?:deux|trois|quatre|cinq|six)\s+\p{L}+/iu,
  it: /(?<!\p{L})(?:i|le|gli|questi|queste)\s+(?:due|tre|quattro|cinque|sei)\s+\p{L}+/iu,
  de: /(?<!\p{L})(?:die|diese)\s+(?:zwei|beiden|drei|vier|fünf|sechs)\s+\p{L}+/iu,
};

/** The document or one thing shown in it as a subject: "the slides", "the shaded area", "the document", "o gráfico". */
const SHOWN_THING: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:the|this)\s+(?:document|text|author|authors|article|passage|lecture|lecturer|speaker|book|chapter|video|videos|slide|slides|figure|diagram|graph|picture|shaded area|shaded region|excerpt|reading|manuscript|story|anecdote)\b/iu,
  pt: /(?<!\p{L})(?:o documento|o texto|o autor|os autores|o artigo|a aula|o livro|o capítulo|o curso|o vídeo|os slides|a figura|o gráfico|a área sombreada)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:el documento|el texto|el autor|los autores|el artículo|el libro|el capítulo|el curso|el vídeo|el video|las diapositivas|la figura|el gráfico|el área sombreada)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:le document|le texte|l['’]auteur|les auteurs|l['’]article|le cours|le livre|le chapitre|la vidéo|les diapositives|la figure|le graphique|la zone hachurée)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:il documento|il testo|l['’]autore|gli autori|l['’]articolo|la lezione|il libro|il capitolo|il corso|il video|le diapositive|la figura|il grafico)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:das dokument|der text|der autor|die autoren|der artikel|die vorlesung|das buch|das kapitel|der kurs|das video|die folien|die abbildung|die grafik)(?!\p{L})/iu,
};

/** A connective inside the sentence that ties it to the one before ("Many, though, …", "… on the other hand …"). */
const CONNECTIVE_INSIDE: Record<MaterialLanguage, RegExp> = {
  en: /,\s*(?:though|however|therefore|thus|then|in turn|in fact|instead|too|as well|of course|in other words|as a result|on the other hand)\s*,|\b(?:on the other hand|in contrast|by contrast|in other words|for this reason|for that reason|as a result|nevertheless|nonetheless|conversely|meanwhile|likewise)\b|\b(?:was|were|is|are|had|has|have)\s+then\b|\bby the way\b/iu,
  pt: /(?<!\p{L})(?:por outro lado|em contrapartida|ou seja|por isso|no entanto|contudo|todavia|desta forma|dessa forma|deste modo|desse modo|assim sendo|por sua vez)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:por otro lado|en cambio|sin embargo|es decir|por eso|por ello|de este modo|de esta forma|de esta manera|no obstante|a su vez)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:en revanche|par contre|d['’]autre part|cependant|pourtant|néanmoins|toutefois|c['’]est pourquoi|de ce fait|de cette façon|quant à (?:lui|elle|eux))(?!\p{L})/iu,
  it: /(?<!\p{L})(?:d['’]altra parte|invece|tuttavia|pertanto|dunque|in questo modo)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:andererseits|dagegen|jedoch|dennoch|deshalb|daher|auf diese weise)(?!\p{L})/iu,
};

/** "Hidalgo's forces thus totaled …": a consequence word before the verb ties the sentence to the one before. */
const EARLY_CONSEQUENCE = /^(?:(?!\band\b)[^,;:])*?\b(?:thus|hence|therefore|consequently|accordingly)\b/iu;

/** An opening phrase whose object was lost (a figure's label): "In every position on, the Moon …". */
const EMPTY_OPENING_PHRASE =
  /^(?:in|on|at|for|from|with|by|during|after|before|throughout|across|along|among|under|over|within)\s[^,;:]*?\s(?:on|in|at|of|to|from|with|by|for|into|onto|about|between)\s*,/iu;

/** A preposition with no object before a comma or the full stop, where the language never strands one. */
const STRANDED_PREPOSITION: Partial<Record<MaterialLanguage, RegExp>> = {
  pt: /(?<!\p{L})(?:de|em|com|sobre|para|por|entre|sem|no|na|do|da)\s*[,;:.]/iu,
  es: /(?<!\p{L})(?:de|en|con|sobre|para|por|entre|sin|del)\s*[,;:.]/iu,
  fr: /(?<!\p{L})(?:de|à|sur|dans|avec|par|pour|entre|sans|du|au)\s*[,;:.]/iu,
  it: /(?<!\p{L})(?:di|su|con|per|tra|fra|nel|del|della|nella)\s*[,;:.]/iu,
};

/** Disfluencies of speech: a bare noun opening "… is that", a plural subject with a singular verb, "there's people". */
const SPOKEN_DISFLUENCY =
  /^\p{Lu}\p{Ll}+\s+(?:is|was)\s+that\b|\b(?:[Mm]ost|[Mm]any|[Aa]ll|[Ss]everal|[Ff]ew)\s+\p{L}+s\s+(?:is|was|has)\b|\b[Tt]here['’]s\s+(?:people|two|three|many|several|lots)\b|^(?!(?:[Ii]t|[Tt]his|[Tt]hat|[Tt]here)\s)\p{Lu}\p{Ll}+(?:\s+\p{Ll}+)?\s+is\s+(?:rare|common|likely|unlikely|clear|possible)\s+that\b/u;

/** The same word twice in a row ("the the", "is is"): a false start. */
const REPEATED_WORD = /(?<!\p{L})(\p{L}{2,})\s+\1(?!\p{L})/iu;

/** Whether an English word opening the sentence is a verb telling the reader to act, before a determiner ("Draw a …", "Take the …"). */
function opensAsImperative(text: string): boolean {
  const match = /^(\p{Lu}\p{Ll}+)\s+(a|an|the|your|each|every|this|these|those|its|their|our)\s+(\S+)/u.exec(text);
  if (!match) return false;
  const [, first, , next] = match as unknown as [string, string, string, string];
  // "Alexander the Great", "Catherine the Great": a name
  if (/^\p{Lu}/u.test(next)) return false;
  const word = first.toLowerCase();
  if (isFunctionWord(word, 'en') || /(?:s|ed|ing|ly)$/u.test(word)) return false;
  if (
    /^(?:like|unlike|near|round|past|down|up|out|once|even|only|both|all|half|just|still|yet|then|given|despite|beyond|inside|outside|toward|towards|throughout|per|via|except|following|including|regarding|concerning|considering)$/u.test(
      word,
    )
  )
    return false;
  const pos = getEnglishPos(word);
  return pos.has('v') && !pos.has('r');
}

/** Why a statement cannot be asked true or false (three of precision's defect reasons). */
export type TrueFalseDefect = 'needs-context' | 'garbled' | 'trivial';

/**
 * Why a statement cannot be asked true or false, or null when it is a claim that stands alone:
 * the claim checks of ADR 165 (findClaimDefect), then the forms of ADR 178 — a manuscript's line
 * numbers or a heading run into the sentence, a claim that only says something happens in many ways.
 */
export function findTrueFalseDefect(
  statement: string,
  language: MaterialLanguage,
  shape: MaterialShape,
): TrueFalseDefect | null {
  const claim = findClaimDefect(statement, language, shape);
  if (claim) return claim;
  const text = statement.trim();
  if (hasLineNumbers(text) || hasHeadingRunIn(text, language)) return 'garbled';
  if (isVagueClaim(text, language)) return 'trivial';
  return null;
}

/** Why a statement is no claim a learner judges alone, or null when it is one (ADR 165). */
export function findClaimDefect(
  statement: string,
  language: MaterialLanguage,
  shape: MaterialShape,
): TrueFalseDefect | null {
  const spoken = shape === 'spoken';
  const text = statement.trim().replace(/^["“„«(]+/u, '');
  if (PROCEDURE_STEP[language].test(text) || INSTRUCTION_OPENING[language].test(text)) return 'needs-context';
  if (language === 'en' && opensAsImperative(text)) return 'needs-context';
  const we = WE_OPENING.exec(text)?.[1];
  if ((language === 'pt' || language === 'es') && we !== undefined && !NOT_WE_VERBS.has(we.toLowerCase()))
    return 'needs-context';
  if (language === 'it' && WE_OPENING_IT.test(text)) return 'needs-context';
  if (WE_INSIDE[language]?.test(text) && !hasWeVerbException(text)) return 'needs-context';
  if (NUMBERED_PART.test(text) || EXAMPLE_LABEL.test(text)) return 'needs-context';
  if (COUNTED_SET[language].test(text) || SHOWN_THING[language].test(text)) return 'needs-context';
  if (CONNECTIVE_INSIDE[language].test(text)) return 'needs-context';
  if (language === 'en' && EARLY_CONSEQUENCE.test(text)) return 'needs-context';
  if (language === 'en' && EMPTY_OPENING_PHRASE.test(text)) return 'garbled';
  if (STRANDED_PREPOSITION[language]?.test(text)) return 'garbled';
  // "Eigenvalues are real numbers, if the matrix is.": the clause's predicate was cut
  if (language === 'en' && /,[^,]*\b(?:is|are|was|were|does|do|did|has|have|can|will)\s*[.!]?$/iu.test(text))
    return 'garbled';
  if (REPEATED_WORD.test(text) && !/\b(?:that that|had had)\b/iu.test(text)) return 'garbled';
  if (spoken && language === 'en' && SPOKEN_DISFLUENCY.test(text)) return 'garbled';
  return null;
}
