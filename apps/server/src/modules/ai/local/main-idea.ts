import type { MaterialLanguage } from '@mnemo/domain/languages';
import type { DocumentAnalysis, KeyPhrase, SentenceInfo } from './analyze-material.ts';
import { getAnaphoricStarts, getGenericWords } from './nlp/function-words.ts';
import { hasLostFormula } from './lost-formulas.ts';
import { getEnglishPos } from './nlp/wordnet.ts';
import { findSpokenCut } from './nlp/speech.ts';
import { getStemSet } from './ranking.ts';
import { isFunctionWord } from './nlp/language.ts';
import { isNounLike } from './phrases.ts';
import { findSections } from './sections.ts';
import { isAboutDocument, isOneExampleDetail, isRoadmapSentence } from './summary-lines.ts';

/*
 * The sentence a summary opens with: the material's main idea (ADR 063; issue 20 item 4). A
 * reader opens a summary to learn what the material is about, so the opening is, in order:
 *   1. what the material says it is about — a paper's "we present …", "this paper discusses …",
 *      a book's "the goal of this book is …", a chapter's "this chapter introduces …" — found by
 *      purpose phrases in the six languages, near the start of the text it summarises;
 *   2. for a lecture, the question or agenda the speaker states in the opening minutes ("today
 *      we're going to talk about evolution" → "This lecture is about evolution.");
 *   3. else the sentence that names the subject best: early, central, general — never a setup
 *      ("Consider a locus …", "Sea X …"), a worked example, a formula or a sentence leaning on
 *      the one before.
 * Licence lines, acknowledgements and addresses are never a main idea.
 */

/** A regular expression of alternatives, matched as whole words in any script. */
function words(alternatives: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * What a material says about itself, per language: "this paper presents …", "in this chapter,
 * we …", "we propose …", "the goal of this book is …". The document word must be the subject of a
 * presenting verb (or the frame of a "we" sentence): "For the main material of this book, you
 * will not need …" mentions the book but states no idea.
 */
interface PurposeWords {
  /** "this paper", "the present study" */
  document: string;
  /** verbs a document presents its subject with (third person) */
  presents: string;
  /** "in this chapter, we …" */
  framedWe: string;
  /** "we present …" */
  we: string;
  /** "the goal of this …" */
  goal: string;
}

const PURPOSE_WORDS: Record<MaterialLanguage, PurposeWords> = {
  en: {
    document: String.raw`(?:this|the present|these) (?:paper|article|study|work|chapter|book|thesis|report|course|lecture|section|text|document|tutorial|guide|review|survey|unit|module|notes|lecture notes)`,
    presents: String.raw`presents?|introduces?|describes?|discusses?|shows?|covers?|explains?|(?:is|are) about|deals? with|focus(?:es)? on|aims?|provides?|examines?|reviews?|investigates?|proposes?|argues?|outlines?|teaches|offers?|overviews?|summari[sz]es?|surveys?|explores?|addresses?|traces?|(?:is|are) concerned with|looks? at|walks? (?:you )?through`,
    framedWe: String.raw`in (?:this|the present|these) (?:paper|article|study|work|chapter|book|thesis|report|course|lecture|section|notes),? (?:we|I|you(?:['’]ll| will) (?:learn|see|study|discover|explore))`,
    we: String.raw`(?:we|I)(?: here)? (?:present|propose|introduce|show|describe|argue|demonstrate|investigate|examine|develop|report|explore|replicate|reproduce|study|derive|reduce|model|analy[sz]e|construct|prove|establish|identify)|here,? (?:we|I) (?:present|propose|introduce|show|describe|argue|demonstrate|investigate|examine|develop|report|explore|replicate|reproduce|study|test|compare|evaluate)|(?:we|I) (?:find|found|conclude|confirm|were able to (?:reproduce|replicate)|successfully (?:reproduced?|replicated?))|(?:our|these|the) (?:results|findings|simulations|experiments) (?:show|suggest|indicate|confirm|demonstrate|reveal)`,
    goal: String.raw`the (?:main |central |primary )?(?:goal|aim|purpose|objective|focus|subject|topic) of (?:this|these|the present)|(?:our|my) (?:main |central |primary )?(?:goal|aim|purpose|objective|intention) (?:in|with|for|of) (?:this|these|the present)`,
  },
  pt: {
    document: String.raw`(?:este|o presente|esta|a presente|estas|estes) (?:artigo|trabalho|estudo|capítulo|livro|texto|documento|curso|relatório|módulo|tese|aula|secção|seção|dissertação|obra|unidade|notas|apontamentos)`,
    presents: String.raw`apresenta[m]?|introduz(?:em)?|descreve[m]?|discute[m]?|mostra[m]?|aborda[m]?|explica[m]?|trata[m]?|propõe[m]?|analisa[m]?|examina[m]?|estuda[m]?|pretende[m]?|tem como objetivo|é sobre|oferece[m]?|fornece[m]?|resume[m]?|explora[m]?|percorre[m]?`,
    framedWe: String.raw`(?:neste|nesta|nestes|nestas) (?:artigo|trabalho|estudo|capítulo|livro|texto|curso|relatório|tese|aula|secção|seção|notas|apontamentos),? (?:\p{L}+mos|(?:vais|você vai|vão|irá|irás) (?:aprender|estudar|ver|conhecer))`,
    we: String.raw`apresentamos|propomos|introduzimos|demonstramos|investigamos|concluímos|constatámos|constatamos|(?:os )?nossos resultados (?:mostram|indicam|sugerem|confirmam)`,
    goal: String.raw`o (?:principal )?(?:objetivo|objectivo|propósito|tema|foco) (?:deste|desta|destes|destas)|(?:a )?(?:nossa|minha) (?:principal )?(?:proposta|intenção|finalidade) (?:com|neste|nesta|deste|desta) (?:este|esta|estes|estas)?|(?:o )?(?:nosso|meu) (?:principal )?(?:objetivo|objectivo|propósito) (?:com|neste|nesta|deste|desta)`,
  },
  es: {
    document: String.raw`(?:este|el presente|esta|estos|estas) (?:artículo|trabajo|estudio|capítulo|libro|texto|documento|curso|informe|módulo|tema|tesis|clase|sección|obra|unidad|lección|apuntes|notas)`,
    presents: String.raw`presenta[n]?|introduce[n]?|describe[n]?|discute[n]?|muestra[n]?|aborda[n]?|explica[n]?|trata[n]?|propone[n]?|analiza[n]?|examina[n]?|estudia[n]?|pretende[n]?|tiene[n]? como objetivo|es sobre|ofrece[n]?|proporciona[n]?|recoge[n]?|resume[n]?|explora[n]?|recorre[n]?`,
    framedWe: String.raw`en (?:este|esta|estos|estas) (?:artículo|trabajo|estudio|capítulo|libro|texto|curso|informe|tesis|clase|sección|lección|apuntes|notas),? (?:\p{L}+mos|(?:aprenderás|aprenderá|vas a aprender|verás|estudiarás))`,
    we: String.raw`presentamos|proponemos|introducimos|demostramos|investigamos|concluimos|encontramos que|nuestros resultados (?:muestran|indican|sugieren|confirman)`,
    goal: String.raw`el (?:principal )?(?:objetivo|propósito|tema) de (?:este|esta|estos|estas)|(?:nuestro|mi) (?:principal )?(?:objetivo|propósito) (?:con|en|de) (?:este|esta|estos|estas)|(?:nuestra|mi) (?:principal )?(?:propuesta|intención) (?:con|en) (?:este|esta|estos|estas)`,
  },
  fr: {
    document: String.raw`(?:cet|ce|cette|ces|le présent|la présente) (?:article|travail|chapitre|livre|ouvrage|texte|document|cours|rapport|module|thèse|étude|section|leçon|unité|partie|notes)`,
    presents: String.raw`présente(?:nt)?|introdui(?:t|sent)|décri(?:t|vent)|discute(?:nt)?|montre(?:nt)?|aborde(?:nt)?|explique(?:nt)?|traite(?:nt)?|propose(?:nt)?|analyse(?:nt)?|examine(?:nt)?|étudie(?:nt)?|vise(?:nt)?|a pour (?:but|objectif)|porte(?:nt)? sur|offre(?:nt)?|fourni(?:t|ssent)|résume(?:nt)?|explore(?:nt)?|parcour(?:t|ent)`,
    framedWe: String.raw`dans (?:cet|ce|cette|ces) (?:article|travail|chapitre|livre|ouvrage|texte|cours|rapport|thèse|étude|section|leçon|notes),? (?:nous|vous (?:allez apprendre|apprendrez|verrez|découvrirez))`,
    we: String.raw`nous (?:présentons|proposons|introduisons|démontrons|étudions)|nous (?:montrons|trouvons|concluons|confirmons)|nos résultats (?:montrent|indiquent|suggèrent|confirment)`,
    goal: String.raw`l[’'](?:objectif|objet|but) (?:de cet|de ce|de cette|de ces|du présent)|(?:notre|mon) (?:principal )?(?:objectif|but|intention) (?:dans|avec) (?:cet|ce|cette|ces)`,
  },
  it: {
    document: String.raw`(?:questo|il presente|questa|la presente|queste|questi) (?:articolo|lavoro|studio|capitolo|libro|testo|documento|corso|rapporto|modulo|tesi|lezione|sezione|opera|unità|dispensa|note|dispense|appunti)`,
    presents: String.raw`presenta(?:no)?|introduce(?:no)?|descrive(?:no)?|discute(?:no)?|mostra(?:no)?|affronta(?:no)?|spiega(?:no)?|tratta(?:no)?|propone(?:no)?|analizza(?:no)?|esamina(?:no)?|studia(?:no)?|mira(?:no)?|ha (?:lo scopo|l[’']obiettivo)|offre|fornisce|raccoglie|riassume|esplora|ripercorre`,
    framedWe: String.raw`in (?:questo|questa|questi|queste) (?:articolo|lavoro|studio|capitolo|libro|testo|corso|rapporto|tesi|lezione|sezione|dispensa|note|appunti),? (?:\p{L}+(?:iamo|remo)|imparerai|vedrai|studierai|scoprirai)`,
    we: String.raw`presentiamo|proponiamo|introduciamo|dimostriamo|troviamo che|concludiamo|i nostri risultati (?:mostrano|indicano|suggeriscono|confermano)`,
    goal: String.raw`l[’'](?:obiettivo|scopo) (?:di questo|di questa|di questi|di queste|del presente)|il (?:nostro|mio) (?:principale )?(?:obiettivo|scopo|intento) (?:in|con) (?:questo|questa|questi|queste)`,
  },
  de: {
    document: String.raw`(?:dieser|diese|dieses|der vorliegende|die vorliegende|das vorliegende) (?:Artikel|Arbeit|Studie|Kapitel|Buch|Text|Dokument|Kurs|Bericht|Vorlesung|Abschnitt|Skript|Lektion)`,
    presents: String.raw`stellt|führt|beschreibt|diskutiert|zeigt|behandelt|erklärt|untersucht|bietet|gibt|befasst sich|beschäftigt sich|vermittelt`,
    framedWe: String.raw`in (?:diesem|dieser) (?:Artikel|Arbeit|Studie|Kapitel|Buch|Text|Kurs|Bericht|Vorlesung|Abschnitt|Skript|Lektion),? (?:werden|wollen|möchten) wir|in (?:diesem|dieser) (?:Artikel|Arbeit|Studie|Kapitel|Buch|Text|Kurs|Bericht|Vorlesung|Abschnitt|Skript|Lektion) geht es um|in (?:diesem|dieser) (?:Kapitel|Buch|Kurs|Vorlesung|Abschnitt|Skript|Lektion),? lernen Sie`,
    we: String.raw`wir (?:stellen|präsentieren|schlagen|untersuchen|zeigen)|wir (?:finden|folgern)|unsere Ergebnisse (?:zeigen|deuten|bestätigen)`,
    goal: String.raw`(?:das )?(?:Ziel|Thema) (?:dieses|dieser)|(?:unser|mein) (?:wichtigstes )?(?:Ziel|Anliegen) (?:in|mit) (?:diesem|dieser)`,
  },
};

/** Purpose statements anywhere in a sentence, and the framed "we" too (for finding where a heading ends). */
const PURPOSE = Object.fromEntries(
  Object.entries(PURPOSE_WORDS).map(([language, parts]) => [
    language,
    words(
      `(?:${parts.document})(?:\\s+[\\p{L}(),-]+){0,3}?\\s+(?:${parts.presents})|${parts.framedWe}|${parts.we}|${parts.goal}`,
    ),
  ]),
) as Record<MaterialLanguage, RegExp>;

/** A finding stated: "we show that …", "our results indicate …", "mostramos que …", "nous montrons que …". */
const FINDING =
  /(?<!\p{L})(?:(?:we|I) (?:here )?(?:show|find|found|demonstrate|conclude|confirm|establish|prove) that|(?:results|findings|simulations|experiments|analys[ie]s|data) (?:show|suggest|indicate|confirm|demonstrate|reveal)|(?:mostramos|demonstramos|concluímos|constatamos|demostramos|concluimos|encontramos) que|(?:resultados|dados|datos) (?:mostram|indicam|sugerem|confirmam|revelam|muestran|indican|sugieren|confirman|revelan)|(?:montrons|démontrons|trouvons|concluons) que|(?:résultats|données) (?:montrent|indiquent|suggèrent|confirment|révèlent)|(?:mostriamo|dimostriamo|troviamo|concludiamo) che|(?:risultati|dati) (?:mostrano|indicano|suggeriscono|confermano|rivelano)|(?:zeigen|finden|belegen) wir,? dass|(?:ergebnisse|daten) (?:zeigen|bestätigen|belegen))(?!\p{L})/iu;

/** "In this chapter, we …" only when it opens the sentence: "For the exercises in this chapter we need …" states no subject. */
const FRAMED_WE = Object.fromEntries(
  Object.entries(PURPOSE_WORDS).map(([language, parts]) => [language, words(parts.framedWe)]),
) as Record<MaterialLanguage, RegExp>;
const PURPOSE_NOT_FRAMED = Object.fromEntries(
  Object.entries(PURPOSE_WORDS).map(([language, parts]) => [
    language,
    words(`(?:${parts.document})(?:\\s+[\\p{L}(),-]+){0,3}?\\s+(?:${parts.presents})|${parts.we}|${parts.goal}`),
  ]),
) as Record<MaterialLanguage, RegExp>;

/** "The goal of this book is …", "Nossa proposta com este livro é …": the material's aim, said outright. */
const GOAL = Object.fromEntries(
  Object.entries(PURPOSE_WORDS).map(([language, parts]) => [language, words(parts.goal)]),
) as Record<MaterialLanguage, RegExp>;

/** Whether a sentence (its heading cut off) says what the material is about. */
function statesPurpose(text: string, language: MaterialLanguage): boolean {
  return PURPOSE_NOT_FRAMED[language].test(text) || FRAMED_WE[language].exec(text)?.index === 0;
}

/** "That's why …", "É por isso que …": a sentence that explains a name or leans on what came before. */
const LEANING_START = words(
  String.raw`the (?:first|second|third|next|last|following|previous)|now|then|next|finally|here|agora|ahora|maintenant|ora|jetzt|that['’]s why|this is why|that is why|é por isso|por isso|por eso|es por eso|c['’]est pourquoi|c['’]est pour cela|ecco perché|per questo|deshalb|darum|deswegen|for example|for instance|por exemplo|por ejemplo|par exemple|per esempio|ad esempio|zum beispiel|in other words|also|as before|como antes|comme avant|come prima|wie zuvor`,
);

/**
 * How a paper or book lays itself out, not what it says: "First, we introduce the network …",
 * "The paper is organised as follows.", "In Section 3 we …", "The rest of this chapter …" — an
 * outline sentence is no main idea (issue 20 item 4).
 */
const OUTLINE = words(
  String.raw`(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|lastly|finally|then|next|afterwards|subsequently),? (?:we|I)|(?:is|are) (?:organi[sz]ed|structured|arranged|laid out) as follows|as follows:|(?:the )?(?:rest|remainder) of (?:this|the) (?:paper|article|chapter|book|section|work|thesis|report)|in (?:section|chapter|sections|chapters) [\dIVX]|in the (?:next|following|last|previous|final|remaining) (?:sections?|chapters?|parts?)|(?:section|chapter) [\dIVX]+(?:\.\d+)* (?:presents|describes|introduces|discusses|shows|concludes|gives|reviews)|(?:primeiro|primeiramente|em seguida|depois|por fim|finalmente),? (?:\p{L}+mos)|(?:está|estão) (?:organizad[oa]s?|estruturad[oa]s?) (?:da seguinte forma|como se segue)|(?:o )?restante (?:deste|desta|do|da) (?:artigo|trabalho|capítulo|livro)|na (?:secção|seção) [\dIVX]|(?:primero|en primer lugar|a continuación|después|finalmente|por último),? (?:\p{L}+mos)|(?:está|están) (?:organizad[oa]s?|estructurad[oa]s?) (?:de la siguiente (?:manera|forma)|como sigue)|el resto (?:de este|del) (?:artículo|trabajo|capítulo|libro)|en la sección [\dIVX]|(?:d['’]abord|premièrement|ensuite|enfin|puis),? nous|(?:est|sont) (?:organisée?s?|structurée?s?) (?:comme suit|de la manière suivante)|la suite de (?:cet|ce|cette) (?:article|travail|chapitre|livre)|(?:dans la|à la) section [\dIVX]|(?:innanzitutto|prima di tutto|poi|infine|successivamente),? \p{L}+(?:iamo|remo)|(?:è|sono) (?:organizzat[oaie]|strutturat[oaie]) come segue|il resto (?:di questo|di questa|del|della) (?:articolo|lavoro|capitolo|libro)|nella sezione [\dIVX]|(?:zunächst|zuerst|erstens|dann|anschließend|schließlich) (?:werden|wollen|stellen|zeigen|beschreiben) wir|(?:ist|sind) wie folgt (?:aufgebaut|gegliedert|organisiert)|der rest (?:dieses|dieser) (?:artikels|arbeit|kapitels|buches)|in abschnitt [\dIVX]`,
);

/**
 * A citation in the text: "Candy (1991)", "Smith et al. (2003)", "(Smith and Jones, 2003)",
 * "[12]" — its year or number is no detail of an example.
 */
const CITATION =
  /\(?(?:\p{Lu}[\p{L}'’-]+(?:\s+(?:et al\.?|and|&|e|y|et|und)\s*(?:\p{Lu}[\p{L}'’-]+)?)?,?\s*)?\(?(?:1[6-9]|20)\d{2}[a-z]?\)|\[\d+(?:[,–-]\s*\d+)*\]/gu;

/** A text without its citations ("the model of Candy (1991)" → "the model of "). */
export function withoutCitations(text: string): string {
  return text.replace(CITATION, ' ').replace(/\s+/gu, ' ');
}

/**
 * A sentence whose subject is other authors' work (ADR 159): "Candy (1991) modelled …", "Smith et
 * al. showed …", "The original study …", "According to Smith (2003) …" — in a replication or a
 * review, what the material itself claims opens, not the credit it gives.
 */
const CREDITS_OTHERS =
  /^(?:(?:according to|following|as (?:shown|proposed|described|suggested) by|segundo|conforme|de acordo com|seg[úu]n|de acuerdo con|selon|d['’]apr[èe]s|secondo|laut|nach|gem[äa][ßs])\s+)?(?:\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.\s*)+)?(?:,\s+\p{Lu}[\p{L}'’-]+)*(?:\s+(?:and|&|e|y|et|und)\s+\p{Lu}[\p{L}'’-]+)?\s*(?:et al\.?|\(\s*(?:1[6-9]|20)\d{2}[a-z]?\s*\)|\[\d+\]))/u;

/** "The original study …", "O estudo original …": the work replicated, as the subject. */
const ORIGINAL_WORK =
  /^(?:the|o|a|el|la|le|l['’]|il|lo|der|die|das)\s+(?:original\s+\p{L}+|ursprüngliche[nrs]?\s+\p{L}+|\p{L}+\s+(?:original|originale|originel(?:le)?|originario|originaria))(?!\p{L})/iu;

/**
 * The work replicated or reviewed named in a leading phrase, or its authors as the subject (ADR
 * 166): "In [1], …", "In Candy (1991), …", "In the original article, the authors concluded …",
 * "The authors of the original study found …", "Dans l'article original, …", "Os autores …".
 */
const IN_OTHERS_WORK =
  /^(?:(?:[Ii]n|[Ee]m|[Nn]o|[Nn]a|[Ee]n|[Ee]l|[Dd]ans|[Nn]el|[Nn]ell['’]|[Nn]ella|[Ii]m|[Ii]n der)\s+(?:\[\d+(?:[,–-]\s*\d+)*\]|\p{Lu}[\p{L}'’-]+(?:\s+(?:et al\.?|and \p{Lu}[\p{L}'’-]+))?\s*\(\s*(?:1[6-9]|20)\d{2}[a-z]?\s*\)|(?:(?:the|their|o|a|el|la|le|l['’]|il|lo|dem|der)\s*)?(?:original|ursprünglichen)\s+\p{L}+|(?:o|a|el|la|le|l['’]|il|lo)\s*\p{L}+\s+(?:original|originale|originel(?:le)?|originario|originaria))|(?:[Tt]he|[Oo]s|[Aa]s|[Ll]os|[Ll]as|[Ll]es|[Gg]li|[Dd]ie)\s+(?:original\s+)?(?:authors?|autores|auteurs|autori|autoren)(?!\p{L})(?!\s+(?:of|de|di|von)\s+(?:this|the present|este|esta|ce|cet|cette|questo|questa|dies))|(?:[Tt]he|[Oo]|[Ee]l|[Ll]e|[Ii]l|[Dd]er|[Dd]as)\s+(?:original|replicated|reproduced)\s+(?:article|paper|study|work|authors?)(?!\p{L}))/u;

/** Whether a sentence opens with other authors' work as its subject ("Candy (1991) modelled …"). */
export function creditsOthers(text: string): boolean {
  const bare = text.trim().replace(/^["“„«(]+/u, '');
  return CREDITS_OTHERS.test(bare) || ORIGINAL_WORK.test(bare) || IN_OTHERS_WORK.test(bare);
}

/**
 * A purpose told in the future ("In this chapter we will …", "Neste capítulo vamos …"): what the
 * material will do, a roadmap's voice; it opens only when nothing states the subject in the
 * present (ADR 159).
 */
const FUTURE_PURPOSE =
  /(?<!\p{L})(?:(?:we|I|you)(?:['’]ll| will| shall| are going to| am going to)|vamos|iremos|(?!(?:ex|es)?tremos?|supremos?)\p{L}{2,}remos?|nous allons|on va|nous \p{L}+rons|vous \p{L}+rez|werden wir|wollen wir)(?!\p{L})/iu;

/** Whether a sentence lays out the material ("First, we …", "The paper is organised as follows"): it states no idea. */
export function isOutlineSentence(text: string): boolean {
  return OUTLINE.test(text);
}

/** Lines about the document, not its subject: licences, thanks, addresses, funding, copyright. */
const NOT_A_SUBJECT = words(
  String.raw`licen[cs]e[ds]?|licensed|licença|licencia|licenza|lizenz|creative commons|copyright|all rights reserved|correspondence|acknowledg\w*|agradec\w*|agradeç\w*|remerci\w*|ringrazi\w*|dank\w*|funded|funding|grant|financiad\w*|financé|finanziat\w*|gefördert|e-?mail|http|www|@|isbn|doi|support will help|make a donation|donation|opencourseware`,
);

/** Sentences that set up an example rather than state an idea: "Consider …", "Let N be …", "Sea X …". */
const SETUP_START = words(
  String.raw`consider|let|suppose|assume|imagine|given|recall|note that|seja|sejam|considere|suponha|sea|sean|supongamos|consideremos|soit|soient|considérons|supposons|sia|siano|consideriamo|supponiamo|sei|seien|betrachten|angenommen|gegeben`,
);

/** A lecture's stated agenda: what it is about (a noun phrase) or what it will do (a verb phrase). */
const AGENDA_ABOUT: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:talk(?:ing)? about|discuss(?:ing)?|look(?:ing)? at|cover(?:ing)?|introduc(?:e|ing)|think(?:ing)? about|learn(?:ing)? about|focus(?:ing)? on|go(?:ing)? over|(?:is|be|are) about)\s+(.{3,})$/iu,
  pt: /(?<![\p{L}])(?:falar (?:sobre|de)|discutir|estudar|ver|abordar|tratar (?:de)?|introduzir|é sobre|trata(?:r)? de)\s+(.{3,})$/iu,
  es: /(?<![\p{L}])(?:hablar (?:sobre|de)|discutir|estudiar|ver|abordar|tratar (?:de|sobre)?|introducir|es sobre|trata de)\s+(.{3,})$/iu,
  fr: /(?<![\p{L}])(?:parler|discuter|traiter)\s+(d(?:u|es|e la|e l[’']|[’'])\s*.{3,}|de\s+.{3,})$|(?<![\p{L}])(?:voir|étudier|aborder|introduire|porter sur)\s+(.{3,})$/iu,
  it: /(?<![\p{L}])(?:parlare|parliamo|parleremo|discutere|discuteremo|trattare|tratteremo)\s+(d(?:el|ella|ell[’']|ei|egli|elle|ello|i)\s*.{3,})$|(?<![\p{L}])(?:vedere|vediamo|studiare|studiamo|introdurre|affrontare|affrontiamo)\s+(.{3,})$/iu,
  de: /(?<![\p{L}])(?:sprechen wir über|reden wir über|geht es (?:heute )?um|behandeln wir|besprechen wir|beschäftigen wir uns mit)\s+(.{3,})$/iu,
};

/** Words that mark the opening minutes' agenda: "today", "in this lecture", "we're going to". */
const AGENDA_CUE: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:today|tonight|this (?:lecture|class|session|talk|video|recitation)|in this (?:lecture|class|session|talk|video|recitation)|going to|we'll|we will|want to|like (?:you )?to)\b/iu,
  pt: /(?<![\p{L}])(?:hoje|nesta aula|esta aula|neste vídeo|vamos)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:hoy|en esta clase|esta clase|en este vídeo|vamos a)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:aujourd[’']hui|ce cours|cette séance|dans cette vidéo|nous allons|on va)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(?:oggi|in questa lezione|questa lezione|in questo video|vedremo|parleremo|parliamo)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:heute|in dieser vorlesung|diese vorlesung|in diesem video|werden wir)(?![\p{L}])/iu,
};

/** A verb phrase the speaker says the lecture will do: "what I'd like you to do is use Green's theorem to …". */
const AGENDA_DO: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:to do (?:today |here |now )?is|going to|want to|'d like (?:you )?to|would like (?:you )?to)\s+(?:try to\s+)?((?:use|find|show|prove|derive|compute|calculate|solve|explain|understand|build|design|analy[sz]e|compare|describe|apply|model|estimate|determine)\b.{3,})$/iu,
  pt: /(?<![\p{L}])(?:vamos|queremos)\s+((?:usar|utilizar|calcular|mostrar|provar|demonstrar|resolver|explicar|compreender|aplicar|determinar)(?![\p{L}]).{3,})$/iu,
  es: /(?<![\p{L}])(?:vamos a|queremos)\s+((?:usar|utilizar|calcular|mostrar|probar|demostrar|resolver|explicar|comprender|aplicar|determinar)(?![\p{L}]).{3,})$/iu,
  fr: /(?<![\p{L}])(?:nous allons|on va|nous voulons)\s+((?:utiliser|calculer|montrer|prouver|démontrer|résoudre|expliquer|comprendre|appliquer|déterminer)(?![\p{L}]).{3,})$/iu,
  it: /(?<![\p{L}])(?:vogliamo|andiamo a)\s+((?:usare|utilizzare|calcolare|mostrare|dimostrare|risolvere|spiegare|capire|applicare|determinare)(?![\p{L}]).{3,})$/iu,
  de: /(?<![\p{L}])(?:wollen wir|werden wir)\s+(.{3,}?\s(?:berechnen|zeigen|beweisen|lösen|erklären|verstehen|anwenden|bestimmen))[.!]?$/iu,
};

/**
 * What a speaker promises the audience will learn ("Today, you will see some examples of …",
 * "By the end of this hour you'll know about …"): the lecture's subject, as its agenda is.
 */
const PROMISE: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /\byou(?:['’]ll| will| are going to|['’]re going to) (?:see|learn|know|hear|understand|get to know|find out)(?: (?:a (?:little )?bit )?about)?\s+(.{3,})$/iu,
  pt: /(?<![\p{L}])(?:vão|irão|vais|ides) (?:ver|aprender|conhecer|perceber|compreender)(?: sobre)?\s+(.{3,})$/iu,
  es: /(?<![\p{L}])(?:vais|van|vas) a (?:ver|aprender|conocer|entender|comprender)(?: sobre)?\s+(.{3,})$/iu,
  fr: /(?<![\p{L}])vous (?:allez|verrez|apprendrez) (?:voir |apprendre |comprendre |découvrir )?(.{3,})$/iu,
  it: /(?<![\p{L}])(?:vedrete|imparerete|scoprirete|capirete|studierete)(?: qualcosa)?(?: su)?\s+(.{3,})$/iu,
  de: /(?<![\p{L}])werden Sie (?:heute )?(?:sehen|lernen|erfahren|kennenlernen),?\s+(.{3,})$/iu,
};

/**
 * Words that tie a speaker's "I want to …" to this lecture ("today", "in this talk", "by the end
 * of the hour", "what I'd like to do is"): said anywhere else it is one example's step, not the aim.
 */
const AIM_TIED: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /\b(?:today|tonight|this (?:lecture|class|session|talk|hour|recitation|video)|(?:by|at) the end of)\b|\bto do (?:today |here |now )?is\b/iu,
};

/** How a lecture's agenda is written back, in the material's language. */
const LECTURE_ABOUT: Record<MaterialLanguage, (topics: string) => string> = {
  en: (topics) => `This lecture is about ${topics}.`,
  pt: (topics) => `Tema da aula: ${topics}.`,
  es: (topics) => `Tema de la clase: ${topics}.`,
  fr: (topics) => `Sujet du cours : ${topics}.`,
  it: (topics) => `Argomento della lezione: ${topics}.`,
  de: (topics) => `Thema der Vorlesung: ${topics}.`,
};
const LECTURE_AIM: Record<MaterialLanguage, (action: string) => string> = {
  en: (action) => `The aim is to ${action}.`,
  pt: (action) => `Objetivo da aula: ${action}.`,
  es: (action) => `Objetivo de la clase: ${action}.`,
  fr: (action) => `Objectif du cours : ${action}.`,
  it: (action) => `Obiettivo della lezione: ${action}.`,
  de: (action) => `Ziel der Vorlesung: ${action}.`,
};
const AND: Record<MaterialLanguage, string> = { en: 'and', pt: 'e', es: 'y', fr: 'et', it: 'e', de: 'und' };

/** Contractions a French or Italian "de/di" leaves on the topic: "du hasard" → "le hasard". */
function dropPreposition(topic: string, language: MaterialLanguage): string {
  if (language === 'fr')
    return topic
      .replace(/^du\s+/iu, 'le ')
      .replace(/^des\s+/iu, 'les ')
      .replace(/^de\s+/iu, '')
      .replace(/^d[’']\s*/iu, '');
  if (language === 'it') {
    return topic
      .replace(/^dell[’']\s*/iu, 'l’')
      .replace(/^della\s+/iu, 'la ')
      .replace(/^dello\s+/iu, 'lo ')
      .replace(/^del\s+/iu, 'il ')
      .replace(/^degli\s+/iu, 'gli ')
      .replace(/^dei\s+/iu, 'i ')
      .replace(/^delle\s+/iu, 'le ')
      .replace(/^di\s+/iu, '');
  }
  return topic;
}

/** A topic as a summary can say it: one clause, no pointing word before it, no trailing speech. */
function cleanTopic(raw: string, language: MaterialLanguage): string | null {
  let topic = raw
    .split(/[.?!;:]|\s[-–—]+\s|--/u)[0]!
    .split(/,\s+|\s(?:and|so|but|e|y|et|und|ma|mas|pero) (?:then |we|I|they|you|nous|on|wir|vamos)/u)[0]!
    .replace(/^(?:our discussion of|the discussion of|a (?:little )?bit (?:about|of)|some of|something about)\s+/iu, '')
    // when it is said ("for the rest of the semester", "now", "today") is no part of the topic
    .replace(
      /\s+(?:for the rest of (?:the|this) (?:semester|term|course|class|lecture|unit)|(?:right )?now|today|tonight|next time|this (?:week|semester|term))$/iu,
      '',
    )
    // the event a topic is given in is not the topic: "the financing sources panel" is about
    // financing sources, "a sessão sobre derivadas" about derivadas (ADR 146)
    .replace(EVENT_AFTER, '')
    .replace(EVENT_BEFORE, '')
    // speech's future ("the factors that are going to affect …") is a statement's present
    .replace(/\b(?:that|which) (?:are|is) going to (\p{L}+)/iu, 'which $1')
    .trim();
  // "this paper by …", "these so-called landscapes": the speaker points at the board; a summary names it
  // ("that" and "those" only first: inside a topic "that" is a relative, "techniques that you can use")
  if (language === 'en')
    topic = topic.replace(/(?<![\p{L}])(?:this|these)\s+/giu, 'the ').replace(/^(?:that|those)\s+/iu, 'the ');
  topic = dropPreposition(topic, language).replace(/\s+/gu, ' ').trim();
  const count = topic.split(' ').length;
  if (count < 1 || count > 24 || topic.length < 4) return null;
  // a topic the speaker puts off ("the Zen paradox a little bit later on", "that in a minute") is
  // not what the lecture is about now: no agenda of it (ADR 144)
  if (DEFERRED.test(topic)) return null;
  // a topic left unfinished ("… students on this", "… the kind of"), or one that tells who does
  // what in the room ("John talking some students …") rather than what it is about, is speech, not
  // a subject: a summary composed from the material's concepts opens instead (ADR 166)
  if (UNFINISHED_TOPIC.test(topic) || (language === 'en' && SPEAKING_TOPIC.test(topic))) return null;
  // a topic that is only pointing or function words says nothing ("it", "that", "what we did")
  if (
    /^(?:it|that|this|them|themselves|yourselves|ourselves|myself|him|her|what|how|why|you|we|us|things?|stuff|something|isso|eso|ça|cela|questo|das|es)\b/iu.test(
      topic,
    )
  )
    return null;
  return topic;
}

/** A topic that ends on a preposition, an article, a conjunction or a pointing word: the speaker did not finish it. */
const UNFINISHED_TOPIC =
  /(?<!\p{L})(?:on|of|in|at|to|for|with|about|from|by|into|like|this|that|these|those|it|them|here|there|the|a|an|and|or|but|so|um|uh|de|do|da|dos|das|em|no|na|para|com|sobre|isso|isto|el|la|los|las|en|con|por|eso|esto|du|des|sur|avec|pour|par|ça|cela|di|del|della|su|per|questo|von|zu|mit|über|für|und|oder|das|dies)$/iu;

/** "John talking some students", "Mary showing us": a person doing something in the room, not a subject. */
const SPEAKING_TOPIC =
  /^(?:\p{Lu}\p{Ll}+\s+)+(?:talking|saying|telling|speaking|asking|chatting|showing|giving|walking|helping|teaching|coming|going|doing)(?!\p{L})|(?<!\p{L})(?:talking|saying|telling|speaking|chatting|walking)\s+(?:some|the|a|our|my|his|her|these|those|to|with)?\s*(?:students|people|folks|guys|class|audience|us|you|them)(?!\p{L})/u;

/** An event word after an English topic: "the financing sources panel", "the Q&A session". */
const EVENT_AFTER =
  /\s+(?:(?:panel|round ?table|q ?& ?a|question and answer|breakout|poster|guest|keynote|opening|closing|review)\s+)?(?:panel|session|segment|discussion|talk|presentation|seminar|workshop|forum|webinar|debate)$/iu;

/** An event word before a topic: "the panel on financing", "a sessão sobre derivadas", "la charla sobre …", "la table ronde sur …". */
const EVENT_BEFORE =
  /^(?:(?:the|a|an|o|a|um|uma|el|la|un|una|le|la|l['’]|un|une|il|lo|la|der|die|das|eine?)\s+)?(?:panel|session|discussion|talk|presentation|seminar|workshop|debate|painel|sessão|mesa redonda|palestra|conversa|sesión|charla|conferencia|table ronde|séance|conférence|exposé|tavola rotonda|sessione|conferenza|seminario|podiumsdiskussion|sitzung|vortrag|diskussion)\s+(?:on|about|of|sobre|de|da|do|acerca de|del|sur|du|des|su|sul|sulla|di|della|del|über|zu|zum|zur)\s+(?=\p{L})/iu;

/** Time deixis that defers a topic: "later on", "in a minute", "mais tarde", "más adelante", "plus tard", "più avanti", "später". */
const DEFERRED =
  /(?<![\p{L}])(?:(?:a )?(?:little )?(?:bit )?later(?: on)?|in a (?:minute|moment|second|bit)|at the end|mais (?:tarde|adiante)|daqui a pouco|más (?:tarde|adelante)|dentro de poco|plus tard|tout à l'heure|più (?:tardi|avanti)|tra poco|später|nachher|gleich)(?![\p{L}])/iu;

/** Joins topics: "A", "A and B", "A, B and C". */
function joinTopics(topics: string[], language: MaterialLanguage): string {
  if (topics.length <= 1) return topics[0] ?? '';
  return `${topics.slice(0, -1).join(', ')} ${AND[language]} ${topics.at(-1)!}`;
}

/** Whether every content word of `a` is in `b` ("evolution" in "evolution on rugged fitness landscapes"). */
function isCoveredBy(a: string, b: string): boolean {
  const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  const inB = new Set(wordsOf(b));
  return wordsOf(a).every((word) => inB.has(word));
}

/**
 * A lecture's stated agenda from its opening (the first eighth of what is said, at least 40
 * sentences): "This lecture is about A and B." or "The aim is to …"; null when it states none.
 */
export function findLectureAgenda(analysis: DocumentAnalysis): string | null {
  const { language } = analysis;
  const opening = analysis.sentences.slice(0, Math.max(40, Math.ceil(analysis.sentences.length / 8)));
  const topics: string[] = [];
  let action: string | null = null;
  for (const sentence of opening) {
    const text = sentence.text;
    if (NOT_A_SUBJECT.test(text) || !AGENDA_CUE[language].test(text) || text.includes('?') || text.includes('…'))
      continue;
    // a cut fragment ("about the Zen paradox a little bit later on") gives no agenda (ADR 144)
    const cut = findSpokenCut(text, language);
    if (cut === 'no-finite-verb' || cut === 'false-start' || cut === 'no-main-clause') continue;
    // "the first part of tonight is the financing sources panel": what the evening is
    const about =
      AGENDA_ABOUT[language].exec(text) ??
      PROMISE[language]?.exec(text) ??
      (language === 'en' ? /\b(?:tonight|today)\b[^.?!]{0,40}?\bis\s+((?:the|a|an)\s.{3,})$/iu.exec(text) : null);
    const topic = about ? cleanTopic(about[1] ?? about[2] ?? '', language) : null;
    if (topic) {
      topics.push(topic);
      continue;
    }
    const does = AGENDA_DO[language].exec(text);
    if (does && action === null && (AIM_TIED[language]?.test(text) ?? true)) action = cleanTopic(does[1]!, language);
  }
  const distinct = topics.filter(
    (topic, index) =>
      !topics.some(
        (other, at) => at !== index && isCoveredBy(topic, other) && (other.length > topic.length || at < index),
      ),
  );
  if (distinct.length > 0) return LECTURE_ABOUT[language](joinTopics(distinct.slice(0, 3), language));
  if (action) return LECTURE_AIM[language](action);
  return null;
}

const POINTING = new Set(
  'this these those such este esta estes estas esse essa esses essas aquele aquela estos esos esas ese ce cet cette ces questo questa questi queste quello quella dieser diese dieses diesen diesem'.split(
    ' ',
  ),
);

/** A one-letter word that is a variable, not a word of the language ("p", "N", "X"). */
function countVariables(text: string, language: MaterialLanguage): number {
  // an elided article or pronoun ("l'ordinateur", "d'une", "dell'ambiente") is a word, not a variable
  // a letter joined to a word names a term, not a variable: "σ-álgebra", "p-value", "k-means" (ADR 146)
  const tokens = (
    text
      .replace(/(?<![\p{L}\p{N}])\p{L}['’](?=\p{L})/gu, '')
      .replace(/(?<![\p{L}\p{N}])\p{L}-(?=\p{L}{3,})/gu, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).map((word) => ({
    text: word,
  }));
  const oneLetterWords: Record<MaterialLanguage, RegExp> = {
    en: /^[aAI]$/u,
    pt: /^[aoeéàÀAOEÉ]$/u,
    es: /^[aoyeuAOYEU]$/u,
    fr: /^[aàyAÀY]$/u,
    it: /^[aeioèAEIOÈ]$/u,
    de: /^$/u,
  };
  // "p", "N", and a letter with its index run together ("An", "Xn") after the first word
  return tokens.filter(
    (token, at) =>
      (/^\p{L}$/u.test(token.text) && !oneLetterWords[language].test(token.text)) ||
      (at > 0 && language !== 'de' && /^\p{Lu}[\p{Ll}\p{N}]$/u.test(token.text)),
  ).length;
}

/** Whether a sentence may state what the material is about (see the file's comment). */
function canStateSubject(
  analysis: DocumentAnalysis,
  sentence: SentenceInfo,
  text = sentence.text,
  isPurpose = false,
): boolean {
  if (sentence.isTableCell || sentence.blockKind !== 'paragraph') return false;
  if (sentence.tokens.length < 7 || sentence.tokens.length > 60) return false;
  if (!/^["“„«]?\p{Lu}/u.test(text) || !/[.]["”»’)]?$/u.test(text)) return false;
  if (
    NOT_A_SUBJECT.test(text) ||
    isOutlineSentence(text) ||
    // about the document, one example's detail, a roadmap step, other authors' credit (ADR 159)
    isAboutDocument(text, analysis.language) ||
    isOneExampleDetail(text, analysis.language) ||
    isRoadmapSentence(text, analysis.language) ||
    creditsOthers(text) ||
    hasLostFormula(text, analysis.language) ||
    comparesWithBefore(sentence)
  )
    return false;
  const first = sentence.tokens[0]!.lower;
  const anaphoric = getAnaphoricStarts(analysis.language);
  // "Este capítulo descreve …" points at the material itself, not back at a sentence
  if (!isPurpose && (anaphoric.has(first) || anaphoric.has(first.replace(/['’](?:s|re|ll|d|ve)$/u, '')))) return false;
  // "Here we show …" is a paper's claim in its own voice, not "here" pointing at a page (ADR 159)
  const ownClaim = isPurpose && /^here,? (?:we|I)\s/iu.test(text);
  if (
    !ownClaim &&
    LEANING_START.test(
      sentence.tokens
        .slice(0, 4)
        .map((token) => token.text)
        .join(' '),
    ) &&
    LEANING_START.exec(text)?.index === 0
  )
    return false;
  // an instruction to the reader ("Modify the program to draw a square.") states no idea
  if (analysis.language === 'en' && isImperative(sentence.tokens[0]!.lower)) return false;
  return !/https?:|[{}<>=_]|>>>/u.test(text);
}

/** An English sentence opening with a word that is only a verb ("Modify", "Write", "Run"): an instruction. */
function isImperative(first: string): boolean {
  const pos = getEnglishPos(first);
  return pos.has('v') && !pos.has('n') && !pos.has('a') && !pos.has('r');
}

/** A purpose said of one chapter: "this chapter", "deste capítulo", "ce chapitre", "questo capitolo", "dieses Kapitel". */
const CHAPTER_PURPOSE =
  /(?<!\p{L})(?:(?:this|the present) chapter|(?:deste|neste|este|nesse|desse) capítulo|(?:de|en)? ?este capítulo|(?:ce|du|dans ce) chapitre|(?:questo|di questo|in questo) capitolo|(?:dieses|diesem|in diesem) kapitel)(?!\p{L})/iu;

/**
 * The sentence that opens a summary of chunks [from, to): a purpose statement near their start,
 * else the best subject sentence; the lecture agenda for spoken material. Null when none fits.
 */
export interface MainIdea {
  text: string;
  /** the material's sentence it comes from; null for a lecture's agenda, which is written anew */
  sentenceIndex: number | null;
  /** whether the material states it itself (an agenda, "this paper presents …"); else it is the best central sentence */
  stated?: boolean;
  /** the material's sentence that follows a composed scope opening: the definition it was put before (ADR 188) */
  follows?: number;
}

/** At most this many chapter titles name what a document is about. */
const MAX_COVERED_SUBJECTS = 6;

/**
 * What a document with chapters is about when it does not say so itself: its title's subject and
 * its chapters' subjects, in order, in a sentence ("This material is about Population Genetics, in
 * particular: population structure, genetic drift and natural selection."), numbering cut,
 * generic titles ("Introduction", "Exercises") left out; a bare list of titles is no main idea.
 * Null with neither a title nor two subjects.
 */
export function describeBySubjects(
  titles: readonly string[],
  language: MaterialLanguage,
  isGeneric: (title: string) => boolean,
  documentTitle: string | null = null,
): string | null {
  const subjects: string[] = [];
  for (const raw of titles) {
    const title = raw
      .replace(
        /^(?:chapter|cap[ií]tulo|chapitre|capitolo|kapitel|part|parte|partie|teil|section|secci[oó]n|sec[cç][aã]o|se[cç][aã]o|unit|unidad|unidade|lecture|aula|lecci[oó]n)\s+[\dIVXLC]+[.:]?\s*/iu,
        '',
      )
      .replace(/^[\dIVXLC]+(?:\.\d+)*[.:)]?\s+/u, '')
      .replace(/[.:;,]+$/u, '')
      .trim();
    if (title.length < 3 || title.length > 80 || /\p{N}{2,}/u.test(title) || isGeneric(title)) continue;
    if (subjects.some((subject) => subject.toLowerCase() === title.toLowerCase())) continue;
    subjects.push(title);
    if (subjects.length >= MAX_COVERED_SUBJECTS) break;
  }
  return subjects.length >= 2 || documentTitle ? composeOpening(documentTitle, subjects, language) : null;
}

/** A title's wording that names the kind of material, not its subject: "Notes on …", "An introduction to …". */
const TITLE_FRAME =
  /^(?:(?:lecture |course |class )?notes (?:on|in|for)|an? (?:short |brief |gentle )?introduction to|introduction to|lectures? on|apuntes de|notas (?:de|sobre)|apontamentos de|notes de cours (?:de|sur)|appunti di|dispense di|skript(?:um)? zu[rm]?)\s+/iu;

/**
 * The material's title as its first page or slide gives it: a running header repeated on its
 * pages that the first lines hold ("[Re] Modeling Insect Phenology …"), else its first line when
 * it reads as a heading (a few words, no stop, no author, address or date). Null when none does.
 */
export function findDocumentTitle(analysis: DocumentAnalysis): string | null {
  const first = analysis.chunks[0];
  if (!first) return null;
  const lines = first.text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4);
  const repeated = new Map<string, number>();
  for (const chunk of analysis.chunks) {
    for (const line of new Set(chunk.text.split('\n').map((text) => text.trim())))
      if (line.length >= 12 && line.length <= 160) repeated.set(line, (repeated.get(line) ?? 0) + 1);
  }
  // a running head in capitals ("UNDER REVIEW", a journal's or course's name) is a stamp, not the title
  const header = [...repeated].find(
    ([line, count]) =>
      count >= 3 &&
      lines.slice(0, 2).some((opening) => opening.includes(line)) &&
      isTitleLike(line) &&
      !isCapitalsLine(line),
  );
  // the first page's first heading-like line after any stamp or running head repeated on many pages (ADR 144)
  const isStamp = (line: string): boolean =>
    isStampLine(line) || ((repeated.get(line) ?? 0) >= 3 && isCapitalsLine(line));
  const firstLines = lines.slice(lines.findIndex((line) => !isStamp(line)));
  const raw =
    analysis.shape === 'slides'
      ? pickDeckTitle(lines)
      : (header?.[0] ??
        (lines.every(isStamp) ? null : firstLines.find((line, at) => at === 0 && isTitleLike(line))) ??
        null);
  if (!raw) return null;
  const title = cleanTitle(raw);
  return /\p{L}{3}/u.test(title) && !GENERIC_TITLE.test(title) ? title : null;
}

/** A title line without its heading marks, run-in number or lecture label, trailing author and stop. */
function cleanTitle(raw: string): string {
  return (
    raw
      .replace(/^#{1,6}\s+/u, '')
      .replace(/^\[[^\]]{1,12}\]\s*/u, '')
      .replace(
        /^(?:chapter|cap[ií]tulo|chapitre|capitolo|kapitel|lecture|lec|session|week|topic|module|class|aula|sess[ãa]o|semana|tema|clase|sesi[óo]n|lecci[oó]n|le[cç]on|cours|s[ée]ance|semaine|lezione|settimana|unit[àa]|vorlesung|sitzung|woche|einheit|unit|unidad|unidade)\s+[\dIVXLC]+(?![\p{L}])\s*[.:–—-]?\s*/iu,
        '',
      )
      // a chapter's bare number before it ("8 Memory I"), its author after it ("… Matthew J. C. Crump")
      .replace(/^\p{N}{1,2}(?:\.\p{N}+)*\.?\s+(?=\p{Lu})/u, '')
      .replace(/\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.)+\s+\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u, '')
      // an author after the title with an academic title or "by"/"von" ("… – Prof. Dr. Anna Weber",
      // "… by Jane Smith", "… von Anna Weber"): who wrote it, not what it is about (ADR 188)
      .replace(
        /\s*(?:[,–—|-]\s*|\s(?:by|von|por|par|di)\s+)(?:(?:Prof|Profa|Dr|Dra|Drs|PD|Dipl\.-[\p{L}]+|Mag|Me|Msc|MSc|PhD)\.?\s+)+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.)*(?:\s+(?:de|da|do|dos|van|von|der|di)?\s*\p{Lu}[\p{L}'’-]+){0,3}$/u,
        '',
      )
      .replace(/\s+(?:by|von)\s+\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}\.)*\s+\p{Lu}[\p{Ll}'’-]+$/u, '')
      // a subtitle that names the kind of book, not its subject ("… Um Livro Colaborativo", "… An
      // Open Textbook", "… Ein kollaboratives Lehrbuch"), run into the title line (ADR 169)
      .replace(
        /(?<=\p{L}{3,})[\s:–—-]+(?:An?|Um|Uma|Un|Una|Une|Ein|Eine)\s+(?:[\p{L}-]+\s+)?(?:[Bb]ook|[Tt]extbook|[Ll]ivro|[Ll]ibro|[Ll]ivre|[Mm]anuel|Buch|Lehrbuch)(?:\s+[\p{L}-]+)?$/u,
        '',
      )
      // a subtitle naming the kind of notes, not their subject ("Microeconomics — lecture notes",
      // "Álgebra: apontamentos", "Thermodynamik (Skript)", ADR 179)
      .replace(
        /(?<=\p{L}{3,})\s*(?:[:–—|-]\s*|\(\s*)(?:(?:lecture|course|class|study|revision)\s+)?(?:notes|slides|handouts?|apuntes(?: de clase)?|apontamentos|notas de aula|notes de cours|appunti(?: del corso)?|dispense|skript|vorlesungsskript|folien)\s*\)?$/iu,
        '',
      )
      .replace(/[.:;,]+$/u, '')
      .trim()
  );
}

/** A line naming one lecture or part of a course: "Lecture 14: Caches", "Aula 3 – Derivadas", "Session 2: …". */
const PART_LINE =
  /^(?:lecture|lec|session|week|topic|unit|module|class|aula|sess[ãa]o|semana|tema|unidade|clase|sesi[óo]n|lecci[óo]n|unidad|cours|s[ée]ance|le[çc]on|semaine|lezione|settimana|unit[àa]|vorlesung|sitzung|woche|einheit)\s+\p{N}+\s*[.:–—-]\s*\p{L}/iu;

/**
 * A deck's title among its first slide's lines: a line naming the lecture ("Lecture 14: Caches")
 * under the course's name ("Great Ideas in Computer Architecture") is what the deck is about;
 * else its first line when it reads as a title.
 */
function pickDeckTitle(lines: readonly string[]): string | null {
  const first = lines.find((line, at) => at === 0 && isTitleLike(line)) ?? null;
  const part = lines.find(
    (line) =>
      PART_LINE.test(line.replace(/^#{1,6}\s+/u, '')) && isTitleLike(line) && !GENERIC_TITLE.test(cleanTitle(line)),
  );
  return part ?? first;
}

/**
 * A title that names a part, not a subject ("Introduction", "Einführung", "Notes"), or a
 * template's placeholder left in a deck ("Title of the first slide", "Título del diapositivo", ADR
 * 169): no subject for the opening.
 */
const GENERIC_TITLE =
  /^(?:abstract|welcome(?: to)?(?: (?:the |this )?(?:class|course|lecture|session))?!?|bem-vind[oa]s?|bienvenid[oa]s?|bienvenue|benvenut[oi]|willkommen|introduction|introdu[çc][ãa]o|introducci[óo]n|introduzione|einf[üu]hrung|einleitung|overview|summary|resumo|resumen|r[ée]sum[ée]|riassunto|zusammenfassung|notes?|notas|apuntes|appunti|lecture|aula|clase|cours|lezione|vorlesung|slides?|chapter \S+|cap[íi]tulo \S+|chapitre \S+|capitolo \S+|kapitel \S+|(?:presentation |slide |deck )?(?:sub)?title(?: of (?:the |this |your )?(?:\p{L}+ )?(?:slide|presentation|deck))?|(?:sub)?t[íi]tulo(?: d[oe]l? (?:\p{L}+ )?(?:diapositivo|diapositiva|slide|apresenta[çc][ãa]o|presentaci[óo]n)(?: \p{L}+)?)?|(?:sous-)?titre(?: de la (?:\p{L}+ )?(?:diapositive|présentation)(?: \p{L}+)?)?|(?:sotto)?titolo(?: della (?:\p{L}+ )?(?:diapositiva|presentazione)(?: \p{L}+)?)?|(?:unter)?titel(?: der (?:\p{L}+ )?(?:folie|präsentation))?)$/iu;

/**
 * A line a PDF stamps on its pages, not its title: a review or draft status, a preprint or journal
 * line (ADR 144)…
 */
const STAMP_WORDS =
  /^(?:under review|in review|preprint|draft|confidential|submitted(?: to)?|accepted(?: at| to| in)?|camera[- ]ready|working paper|arxiv|journal of|proceedings of|transactions on|em revisão|rascunho|versão preliminar|en revisión|borrador|en cours de révision|brouillon|in revisione|bozza|entwurf|vorabversion)\b/iu;
/**
 * …or a course code ("CS 61C", "MAT-2301"), alone or before a separator: in capitals (under the `i`
 * flag `\p{Lu}` takes small letters too, and "Aula 12", "Week 10" are titles), and never a name of
 * letters and digits the line goes on from ("COVID-19 and the lungs").
 */
const COURSE_CODE = /^\p{Lu}{2,6}[\s-]?\p{N}{2,4}\p{Lu}?(?=\s*(?:$|[:,|–—-]))/u;
const isStampLine = (line: string): boolean => STAMP_WORDS.test(line) || COURSE_CODE.test(line);

/** A line all in capitals ("UNDER REVIEW", "JOURNAL OF ECOLOGY"). */
function isCapitalsLine(line: string): boolean {
  const letters = line.match(/\p{L}/gu) ?? [];
  return (
    letters.length >= 4 && letters.every((letter) => letter === letter.toUpperCase() && letter !== letter.toLowerCase())
  );
}

/** Whether a line reads as a title: 1–14 words, mostly letters, no stop at its end, no address, date or licence. */
function isTitleLike(line: string): boolean {
  const text = line.replace(/^#{1,6}\s+/u, '');
  const words = text.split(/\s+/u);
  if (words.length > 14 || text.length < 4 || /[.]$/u.test(text) || NOT_A_SUBJECT.test(text) || isStampLine(text))
    return false;
  if (
    /\b(?:proceedings|volume|pages|edition|version|university of|universidad de|universidade|université|università|universität|department|departamento|département|dipartimento|ph\.?d)\b|\p{N}{4}/iu.test(
      text,
    )
  )
    return false;
  // letter-spaced words ("R E S C I E N C E") are a logo, not a title
  if (/(?:\b\p{L}\s){4}/u.test(text)) return false;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters >= text.replace(/\s/gu, '').length * 0.75;
}

/** The subject a title names: "Notes on Population Genetics" → "Population Genetics". */
export function titleSubject(title: string): string {
  const subject = title.replace(TITLE_FRAME, '').trim();
  return subject.length >= 3 ? subject : title;
}

/**
 * An opening written from the material's title and key concepts, for a material that does not
 * say what it is about in a sentence a learner understands without it (issue 20 item 4): "This
 * material is about Population Genetics, in particular: genetic drift, …". The title stands in
 * quotes where the language would need an article before it.
 */
const COMPOSED_OPENING: Record<MaterialLanguage, (subject: string | null, list: string) => string> = {
  en: (subject, list) =>
    subject
      ? `This material is about ${subject}${list ? `, in particular: ${list}` : ''}.`
      : `This material is about ${list}.`,
  pt: (subject, list) =>
    subject
      ? `O tema deste material é «${subject}»${list ? `, em particular: ${list}` : ''}.`
      : `Os temas deste material são: ${list}.`,
  es: (subject, list) =>
    subject
      ? `El tema de este material es «${subject}»${list ? `, en particular: ${list}` : ''}.`
      : `Los temas de este material son: ${list}.`,
  fr: (subject, list) =>
    subject
      ? `Le thème de ce document est « ${subject} »${list ? `, en particulier : ${list}` : ''}.`
      : `Les thèmes de ce document sont : ${list}.`,
  it: (subject, list) =>
    subject
      ? `Il tema di questo materiale è «${subject}»${list ? `, in particolare: ${list}` : ''}.`
      : `I temi di questo materiale sono: ${list}.`,
  de: (subject, list) =>
    subject
      ? `Das Thema dieses Materials ist „${subject}“${list ? `, insbesondere: ${list}` : ''}.`
      : `Die Themen dieses Materials sind: ${list}.`,
};

/** A concept as it reads inside a sentence: lower case unless it is a name or an acronym (German keeps its nouns). */
function inSentence(concept: string, language: MaterialLanguage): string {
  if (language === 'de') return concept;
  // a title in title case ("Superfícies Quádricas", "Genetic Drift and Neutral Diversity") is said in lower case; names and acronyms stay
  const words = concept.split(' ');
  // a title may keep a code word or a short word in lower case ("Finishing an Iteration with continue")
  const long = words.filter((word) => /^\p{L}{4,}/u.test(word) && !isFunctionWord(word.toLowerCase(), language));
  const capitalised = long.filter((word) => /^\p{Lu}[\p{Ll}-]*$/u.test(word)).length;
  const isTitleCase = capitalised === long.length || (long.length >= 3 && capitalised >= long.length - 1);
  // sentence case ("Álgebra vetorial"): only the first word loses its capital
  if (!isTitleCase)
    return /^\p{Lu}[\p{Ll}-]*$/u.test(words[0]!) && !/\p{Lu}/u.test(words.slice(1).join(' '))
      ? [words[0]!.toLowerCase(), ...words.slice(1)].join(' ')
      : concept;
  return words.map((word) => (/^\p{Lu}[\p{Ll}-]*$/u.test(word) ? word.toLowerCase() : word)).join(' ');
}

/**
 * The opening a material gets when no sentence of it states its main idea: its title's subject
 * and up to four of its concepts (a book's chapter subjects, else its key concepts), in a
 * grammatical sentence of the material's language. Null with neither a title nor two concepts.
 */
export function composeOpening(
  title: string | null,
  concepts: readonly string[],
  language: MaterialLanguage,
  spoken = false,
): string | null {
  const subject = title ? titleSubject(title) : null;
  // a word and its plural are one ("Variables", "variable"): compared by their first five letters
  const key = (word: string): string => word.toLowerCase().slice(0, 5);
  const subjectKeys = new Set(((subject ?? '').match(/\p{L}{4,}/gu) ?? []).map(key));
  const picked = concepts
    .map((concept) => concept.replace(/[.:;,]+$/u, '').trim())
    .filter(
      (concept) =>
        concept.length >= 3 &&
        !/\p{N}/u.test(concept) &&
        !(concept.match(/\p{L}{4,}/gu) ?? []).every((word) => subjectKeys.has(key(word))),
    )
    .slice(0, 4)
    .map((concept) => inSentence(concept, language));
  if (!subject && picked.length < 2) return null;
  // a lecture without a stated agenda is about its concepts, said as its agenda would be
  if (spoken && !subject) return LECTURE_ABOUT[language](joinTopics(picked, language));
  const list =
    picked.length <= 1 ? (picked[0] ?? '') : `${picked.slice(0, -1).join(', ')} ${AND[language]} ${picked.at(-1)!}`;
  return COMPOSED_OPENING[language](subject, list);
}

/** A verb by which a sentence says what its subject is: "X is …", "X refers to …", "X measures …". */
const DEFINING_VERB: Record<MaterialLanguage, RegExp> = {
  en: /^(?:is|are|refers|describes|measures|means|denotes|represents)$/u,
  pt: /^(?:é|são|refere-se|descreve|mede|significa|representa|designa|consiste)$/u,
  es: /^(?:es|son|describe|mide|significa|representa|designa|consiste)$/u,
  fr: /^(?:est|sont|désigne|décrit|mesure|représente|signifie|consiste)$/u,
  it: /^(?:è|sono|descrive|misura|indica|rappresenta|significa|consiste)$/u,
  de: /^(?:ist|sind|beschreibt|bezeichnet|misst|bedeutet)$/u,
};

const COPULA: Record<MaterialLanguage, RegExp> = {
  en: /^(?:is|are)$/u,
  pt: /^(?:é|são)$/u,
  es: /^(?:es|son)$/u,
  fr: /^(?:est|sont)$/u,
  it: /^(?:è|sono)$/u,
  de: /^(?:ist|sind)$/u,
};

/** An article or determiner that opens a noun phrase after the copula. */
const ARTICLE: Record<MaterialLanguage, RegExp> = {
  en: /^(?:a|an|the|one)$/u,
  pt: /^(?:um|uma|o|a|os|as|uns|umas)$/u,
  es: /^(?:un|una|el|la|los|las|unos|unas)$/u,
  fr: /^(?:un|une|le|la|les|des|l)$/u,
  it: /^(?:un|uno|una|il|lo|la|i|gli|le|l)$/u,
  de: /^(?:ein|eine|einer|der|die|das)$/u,
};

/**
 * Whether a pointing word leans on what came before the sentence: "these values" does; "un
 * conjunto Ω, una σ-álgebra sobre ese conjunto" points at a noun the sentence has said (ADR 146).
 */
function pointsOutside(sentence: SentenceInfo): boolean {
  const { tokens } = sentence;
  return tokens.some(
    (token, at) =>
      at > 0 &&
      POINTING.has(token.lower) &&
      !tokens.slice(0, at).some((earlier) => earlier.lower === tokens[at + 1]?.lower),
  );
}

/**
 * A text without the symbols it names: a letter right after the noun it names, before a comma, a
 * full stop or the next word ("un conjunto Ω, una σ-álgebra sobre ese conjunto, A, y una función de
 * probabilidad P." → "un conjunto, una σ-álgebra sobre ese conjunto, y una función de probabilidad.").
 * At most three: more is a formula written in words.
 */
export function withoutNamedSymbols(text: string): string {
  const named = /(?<=\p{L}{3,},?)\s+(?:\p{Lu}|[\u03b1-\u03c9])\p{N}?(?:\s*,)?(?=[\s.;)]|$)(?!\s+\p{Ll}+\s*[=<>])/gu;
  const matches = text.match(named) ?? [];
  if (matches.length > 3) return text;
  return text.replace(named, (match) => (match.trimEnd().endsWith(',') ? ',' : ''));
}

/** "<Title> introduces <term>: <its definition>" in each language; without a title, the material does. */
const DEFINED_OPENING: Record<MaterialLanguage, (subject: string | null, term: string, definition: string) => string> =
  {
    en: (subject, term, definition) => `${subject ?? 'This material'} introduces ${term}: ${definition}`,
    pt: (subject, term, definition) =>
      `${subject ? `«${subject}» apresenta` : 'Este material apresenta'} o conceito de ${term}: ${definition}`,
    es: (subject, term, definition) =>
      `${subject ? `«${subject}» presenta` : 'Este material presenta'} el concepto de ${term}: ${definition}`,
    fr: (subject, term, definition) =>
      `${subject ? `« ${subject} » présente` : 'Ce document présente'} la notion de ${term} : ${definition}`,
    it: (subject, term, definition) =>
      `${subject ? `«${subject}» presenta` : 'Questo materiale presenta'} il concetto di ${term}: ${definition}`,
    de: (subject, term, definition) =>
      `${subject ? `„${subject}“ führt` : 'Dieses Material führt'} den Begriff ${term} ein: ${definition}`,
  };

/**
 * The opening a material gets when no sentence of it states its main idea and it defines the term
 * that runs through it: its title's subject and that term, with the material's own defining
 * sentence ("Notes on Population Genetics introduces genetic drift: Genetic drift is …"), not a
 * list of its headings (issue 20 item 4, ADR 144). The term is the most central one the material
 * defines, among those that run through a third of it or are the title's; the definition is its
 * first standalone defining sentence with no symbol, number or open bracket and at most 45 words.
 * Null when the material defines none of them so.
 */
export function composeDefinedOpening(
  analysis: DocumentAnalysis,
  title: string | null,
  central: readonly CentralTerm[],
  isUsable: (text: string) => boolean,
): MainIdea | null {
  const { language } = analysis;
  const subject = title ? titleSubject(title) : null;
  // the title's subject first, then the terms that run through a third of the material, by rank
  const terms = central
    // a deck's one slide defines its own term ("A loaded image is …"): only its title's subject opens a deck
    .filter((term, rank) => rank < 24 && (term.isTitleWord || (analysis.shape !== 'slides' && term.spread >= 0.25)))
    .sort((a, b) => Number(b.isTitleWord) - Number(a.isTitleWord));
  const reads = (sentence: SentenceInfo): boolean =>
    sentence.isStandalone &&
    !sentence.isWorkedExample &&
    !sentence.isAddressed &&
    !isSetupSentence(sentence) &&
    sentence.text.split(/\s+/u).length <= 45 &&
    // a symbol the sentence names ("un conjunto Ω", "una función de probabilidad P") is no formula:
    // maths notes define their central objects so (ADR 146); a formula's signs are
    countVariables(withoutNamedSymbols(sentence.text), language) === 0 &&
    !/[\p{Sm}=<>^_|]/u.test(sentence.text) &&
    !/\p{N}/u.test(sentence.text) &&
    !opensUnclosed(sentence.text) &&
    !pointsOutside(sentence) &&
    isUsable(sentence.text);
  for (const pass of ['defined', 'stated'] as const)
    for (const term of terms) {
      const wanted = [...term.stems].sort().join(' ');
      // a definition the material writes of the term, opening with it ("Genetic drift is …")
      const defined = analysis.definitions
        .filter((candidate) => {
          const stems = [...getStemSet(analysis, candidate.bareTerm)].filter((stem) => !isFunctionWord(stem, language));
          const sentence = analysis.sentences[candidate.sentenceIndex]!;
          return (
            // the term itself, or a kind of it the material defines ("espacio probabilístico" of "espacio")
            ([...new Set(stems)].sort().join(' ') === wanted ||
              (stems.length <= term.stems.length + 1 && term.stems.every((stem) => stems.includes(stem)))) &&
            // the sentence is about the term, said in its first words: "Each of the circles … is
            // called a meridian" names the term last, and cut after "introduces a meridian:" it
            // reads as a fragment of one concept (ADR 166)
            sentence.stems.slice(0, 6).some((stem) => stem !== null && term.stems.includes(stem)) &&
            reads(sentence)
          );
        })
        .map((candidate) => ({
          index: candidate.sentenceIndex,
          named: language === 'en' ? candidate.term : candidate.bareTerm,
        }));
      // else a sentence whose subject is the term, said with a defining verb ("Fitness measures …")
      const stated = analysis.sentences
        .filter((sentence) => {
          const end = sentence.stems.findIndex((stem) => stem === term.stems.at(-1));
          const lead = sentence.stems.slice(0, end + 1).filter((stem): stem is string => stem !== null);
          return (
            lead.join(' ') === term.stems.join(' ') &&
            end >= 0 &&
            end <= term.stems.length &&
            DEFINING_VERB[language].test(sentence.tokens[end + 1]?.lower ?? '') &&
            // "X is a …", "X are the …": a noun says what it is; "X is common" says how it is
            (!COPULA[language].test(sentence.tokens[end + 1]!.lower) ||
              ARTICLE[language].test(sentence.tokens[end + 2]?.lower ?? '')) &&
            reads(sentence)
          );
        })
        .map((sentence) => ({
          index: sentence.index,
          named: sentence.tokens
            // in English with its article ("the Calvin cycle"); the other languages' frames take the bare term
            .slice(
              language === 'en' ? 0 : sentence.stems.findIndex((stem) => stem !== null),
              sentence.stems.findIndex((stem) => stem === term.stems.at(-1)) + 1,
            )
            .map((token) => token.text)
            .join(' '),
        }));
      const best = (pass === 'defined' ? defined : stated).sort(
        (a, b) => analysis.sentences[b.index]!.centrality - analysis.sentences[a.index]!.centrality,
      )[0];
      if (!best) continue;
      const definition = { sentenceIndex: best.index, bareTerm: best.named };
      const text = analysis.sentences[definition.sentenceIndex]!.text;
      // the term as the material writes it inside a sentence ("the Calvin cycle", "genetic drift"):
      // its article in lower case, a name's capitals kept
      const words = definition.bareTerm.split(/\s+/u);
      const head = words[0]!;
      const named = ARTICLE[language].test(head.toLowerCase())
        ? [head.toLowerCase(), ...words.slice(1)].join(' ')
        : term.surface.toLowerCase() === definition.bareTerm.toLowerCase()
          ? term.surface
          : inSentence(definition.bareTerm, language);
      // the title already names the term ("Variables" defines variable): the definition alone says it
      const sameAsTitle =
        subject !== null &&
        [...getStemSet(analysis, subject)].filter((stem) => !isFunctionWord(stem, language)).join(' ') === wanted;
      return {
        text: sameAsTitle ? text : DEFINED_OPENING[language](subject, named, text),
        sentenceIndex: definition.sentenceIndex,
        stated: true,
      };
    }
  return null;
}

/** A verb that makes a sentence a statement about its subject ("X is …", "X describes …"). */
const STATEMENT_VERB: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:is|are|was|were|describes?|defines?|measures?|determines?|depends?|explains?|shows?|allows?|means|refers?|consists?|provides?|gives?|can|has|have|leads?|causes?|increases?|decreases?|reduces?|changes?|requires?)\b/iu,
  pt: /(?<![\p{L}])(?:é|são|era|eram|descreve[m]?|define[m]?|mede[m]?|determina[m]?|depende[m]?|explica[m]?|mostra[m]?|permite[m]?|significa[m]?|consiste[m]?|pode[m]?|tem|têm|representa[m]?)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:es|son|era|eran|describe[n]?|define[n]?|mide[n]?|determina[n]?|depende[n]?|explica[n]?|muestra[n]?|permite[n]?|significa[n]?|consiste[n]?|puede[n]?|tiene[n]?|representa[n]?)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:est|sont|était|étaient|décri(?:t|vent)|défini(?:t|ssent)|mesure(?:nt)?|détermine(?:nt)?|dépend(?:ent)?|explique(?:nt)?|montre(?:nt)?|permet(?:tent)?|signifie(?:nt)?|consiste(?:nt)?|peu(?:t|vent)|a|ont|représente(?:nt)?)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(?:è|sono|era|erano|descrive|definisce|misura|determina|dipende|spiega|mostra|permette|significa|consiste|può|possono|ha|hanno|rappresenta)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:ist|sind|war|waren|beschreibt|definiert|misst|bestimmt|hängt|erklärt|zeigt|erlaubt|bedeutet|besteht|kann|können|hat|haben|stellt)(?![\p{L}])/iu,
};

/** A term of the material with how widely it runs through it (issue 20 item 4). */
export interface CentralTerm {
  stems: string[];
  surface: string;
  /** the share of the material's parts it occurs in (0–1) */
  spread: number;
  weight: number;
  /** whether it is a word of the material's title */
  isTitleWord: boolean;
}

/**
 * The parts a stretch of material is read in for how widely a term runs through it: its sections
 * when it has three or more, else up to six equal runs of its chunks, else three runs of its
 * sentences (a text of one or two chunks). Each part is a set of sentence indexes.
 */
function splitIntoParts(analysis: DocumentAnalysis, from: number, to: number): Set<number>[] {
  const inRange = analysis.sentences.filter((sentence) => sentence.chunkIndex >= from && sentence.chunkIndex < to);
  const sections = findSections(analysis).filter((section) => section.toChunk > from && section.fromChunk < to);
  if (sections.length >= 3)
    return sections.map(
      (section) =>
        new Set(
          inRange
            .filter((sentence) => sentence.chunkIndex >= section.fromChunk && sentence.chunkIndex < section.toChunk)
            .map((sentence) => sentence.index),
        ),
    );
  const chunkCount = to - from;
  const count = chunkCount >= 3 ? Math.min(6, chunkCount) : 3;
  const parts = Array.from({ length: count }, () => new Set<number>());
  inRange.forEach((sentence, at) => {
    const part =
      chunkCount >= 3
        ? Math.floor(((sentence.chunkIndex - from) * count) / chunkCount)
        : Math.floor((at * count) / inRange.length);
    parts[Math.min(count - 1, part)]!.add(sentence.index);
  });
  return parts.filter((part) => part.size > 0);
}

/**
 * The terms what is summarised is most about: its key phrases (concepts and names, not generic
 * words) weighted by how many of its parts they occur in and how often, and its title's words
 * that its text uses too. A term met in one part only is one part's detail, not the whole's
 * subject; front matter before `from` does not count.
 */
export function findCentralTerms(
  analysis: DocumentAnalysis,
  from = analysis.bodyStart,
  to = analysis.chunks.length,
  title: string | null = from === analysis.bodyStart && to === analysis.chunks.length
    ? findDocumentTitle(analysis)
    : null,
): CentralTerm[] {
  const parts = splitIntoParts(analysis, from, to);
  if (parts.length === 0) return [];
  const generic = getGenericWords(analysis.language);
  const partsOf = (sentenceIndexes: readonly number[]): number =>
    parts.filter((part) => sentenceIndexes.some((index) => part.has(index))).length;
  const terms: CentralTerm[] = [];
  for (const phrase of analysis.phrases.slice(0, 150)) {
    if (phrase.kind !== 'concept' && phrase.kind !== 'name') continue;
    if (phrase.wordCount === 1 && (generic.has(phrase.stems[0]!) || generic.has(phrase.surface.toLowerCase())))
      continue;
    if (phrase.stems.some((stem) => /^\p{N}+$/u.test(stem)) || !isCentralNoun(phrase, analysis.language)) continue;
    const inside = phrase.sentenceIndexes.filter((index) => parts.some((part) => part.has(index)));
    if (inside.length < 2) continue;
    const spread = partsOf(inside) / parts.length;
    terms.push({
      stems: phrase.stems,
      surface: phrase.surface,
      spread,
      weight: spread * spread * Math.log2(1 + inside.length),
      isTitleWord: false,
    });
  }
  // the title's subject as its text says it ("Population Genetics"; "Vector" of "Vector Boot Camp"):
  // its words the text uses, in the title's order, as central as the most central term
  const top = Math.max(0, ...terms.map((term) => term.weight));
  if (title) {
    const stems = [...getStemSet(analysis, titleSubject(title))].filter(
      (stem) =>
        stem.length >= 3 &&
        !/^\p{N}+$/u.test(stem) &&
        !isFunctionWord(stem, analysis.language) &&
        !generic.has(stem) &&
        (analysis.sentencesByStem.get(stem)?.filter((index) => parts.some((part) => part.has(index))).length ?? 0) >= 2,
    );
    const uses = analysis.sentences
      .filter(
        (sentence) => parts.some((part) => part.has(sentence.index)) && holdsTerm(sentence.contentStems, stems) >= 0,
      )
      .map((sentence) => sentence.index);
    if (stems.length > 0 && uses.length >= 2) {
      const spread = partsOf(uses) / parts.length;
      const same = terms.findIndex((term) => term.stems.join(' ') === stems.join(' '));
      if (same >= 0) terms.splice(same, 1);
      terms.push({ stems, surface: titleSubject(title), spread, weight: Math.max(top, spread), isTitleWord: true });
    }
  }
  return terms.sort((a, b) => b.weight - a.weight).slice(0, 16);
}

/**
 * Whether a key phrase names a thing: a noun as the phrases' test finds it, a defined term, or an
 * English word WordNet knows only as a noun ("alleles", "photosynthesis", which a text may never
 * put after an article).
 */
function isCentralNoun(phrase: KeyPhrase, language: MaterialLanguage): boolean {
  if (isNounLike(phrase, language) || phrase.isDefinedTerm) return true;
  if (language !== 'en' || phrase.wordCount !== 1) return false;
  const lower = phrase.surface.toLowerCase();
  const pos = getEnglishPos(lower.endsWith('s') && getEnglishPos(lower).size === 0 ? lower.slice(0, -1) : lower);
  return pos.has('n') && !pos.has('v') && !pos.has('a');
}

/** Whether a sentence's stems hold all of a term's, in order as a run ("genetic drift" in "… genetic drift …"). */
function holdsTerm(contentStems: readonly string[], stems: readonly string[]): number {
  for (let at = 0; at + stems.length <= contentStems.length; at += 1)
    if (stems.every((stem, offset) => contentStems[at + offset] === stem)) return at;
  return -1;
}

/**
 * Whether the sentence's subject is a longer phrase that starts with the term and is itself no
 * central term ("Uma memória falsa pode …" is about false memories, not memory).
 */
function opensLongerPhrase(
  analysis: DocumentAnalysis,
  sentence: SentenceInfo,
  at: number,
  term: CentralTerm,
  terms: readonly CentralTerm[],
): boolean {
  const next = sentence.contentStems[at + term.stems.length];
  if (next === undefined) return false;
  const longer = analysis.phrases.find(
    (phrase) =>
      (phrase.kind === 'concept' || phrase.kind === 'name') &&
      phrase.stems.length > term.stems.length &&
      phrase.stems[term.stems.length] === next &&
      term.stems.every((stem, offset) => phrase.stems[offset] === stem) &&
      holdsTerm(sentence.contentStems, phrase.stems) === at,
  );
  return (
    longer !== undefined &&
    !terms.some(
      (other) => other.stems.join(' ') === longer.stems.join(' ') && (other.isTitleWord || other.spread >= 0.75),
    )
  );
}

/** Words that may stand before a sentence's subject: articles and determiners ("The", "Una", "Les"). */
const ARTICLES: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(['the', 'a', 'an']),
  pt: new Set(['o', 'a', 'os', 'as', 'um', 'uma']),
  es: new Set(['el', 'la', 'los', 'las', 'un', 'una']),
  fr: new Set(['le', 'la', 'les', 'l', 'un', 'une']),
  it: new Set(['il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'un', 'una', 'uno']),
  de: new Set(['der', 'die', 'das', 'ein', 'eine']),
};

/**
 * How well a sentence states what the whole material is about: its subject — what it opens with,
 * after an article at most — is the title's subject or one of the five most central terms met in
 * three quarters of the material's parts or more, and it states something of it (a verb of statement), with no
 * number in it; then the more of the other central terms it holds, the better. Zero for a sentence
 * that mentions the subject on its way ("In a sexual population genetic drift occurs …", "Diremos
 * que una sucesión …") or whose subject is one part's detail.
 */
export function scoreSubjectCoverage(
  analysis: DocumentAnalysis,
  sentence: SentenceInfo,
  terms: readonly CentralTerm[],
): number {
  if (!STATEMENT_VERB[analysis.language].test(sentence.text) || /\p{N}|\?/u.test(sentence.text)) return 0;
  const articles = ARTICLES[analysis.language];
  const lead = sentence.tokens.findIndex((token) => !articles.has(token.lower.replace(/['’]$/u, '')));
  const subjectStem = lead < 0 ? undefined : sentence.stems[lead];
  const ranked = [...terms].sort((a, b) => b.weight - a.weight);
  let subject = 0;
  let others = 0;
  ranked.forEach((term, rank) => {
    const at = holdsTerm(sentence.contentStems, term.stems);
    if (at < 0) return;
    const isSubject =
      subject === 0 &&
      term.stems[0] === subjectStem &&
      sentence.contentStems[at] === subjectStem &&
      (term.isTitleWord || (rank < 5 && term.spread >= 0.75)) &&
      !opensLongerPhrase(analysis, sentence, at, term, ranked);
    // the title's subject as the sentence's subject is what the whole is about
    if (isSubject) subject = term.isTitleWord ? 2 * term.weight : term.weight;
    else others += term.weight;
  });
  return subject === 0 ? 0 : subject + 0.3 * others;
}

/**
 * A heading run into the sentence after it: "Teorema de medibilidad Las definiciones …", "Formal and
 * natural languages Natural languages are …", "String slices A segment …" — a capitalised article
 * (one letter too) or pronoun, or a word of the
 * heading said again, after a lower-case word, within the first words.
 */
export function hasRunInHeading(analysis: DocumentAnalysis, sentence: SentenceInfo): boolean {
  const { tokens } = sentence;
  for (let at = 2; at < Math.min(tokens.length, 9); at += 1) {
    const token = tokens[at]!.text;
    const before = tokens[at - 1]!.text;
    if (!/^\p{Lu}\p{Ll}*$/u.test(token) || !/^\p{Ll}+$/u.test(before)) continue;
    const lower = token.toLowerCase();
    // a one-letter article after the heading: "String slices A segment of a string is …" (ADR 169)
    // ("log N for", "(Ω, A, μA)" are symbols: the article is followed by a noun of the sentence)
    if (token.length === 1) {
      const next = tokens[at + 1]?.text ?? '';
      if (
        isFunctionWord(lower, analysis.language) &&
        lower !== 'i' &&
        /^\p{Ll}{3,}$/u.test(next) &&
        !isFunctionWord(next, analysis.language)
      )
        return true;
      continue;
    }
    if (isFunctionWord(lower, analysis.language) || tokens.slice(0, at).some((earlier) => earlier.lower === lower))
      return true;
    // an instruction after the heading: "A simple population split model Imagine a population …" (ADR 132)
    if (analysis.language === 'en') {
      const pos = getEnglishPos(lower);
      if (pos.has('v') && !pos.has('n') && !pos.has('a')) return true;
    }
  }
  return false;
}

/** Whether a text leaves a bracket open: "(Falconer", "[12, 13" — a sentence cut inside a citation (ADR 124). */
export function opensUnclosed(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
  }
  return depth > 0;
}

export function findMainIdea(
  analysis: DocumentAnalysis,
  from = analysis.bodyStart,
  to = analysis.chunks.length,
  partTitle: string | null = null,
): MainIdea | null {
  if (analysis.shape === 'spoken' && from === analysis.bodyStart && to === analysis.chunks.length) {
    const agenda = findLectureAgenda(analysis);
    if (agenda) return { text: agenda, sentenceIndex: null, stated: true };
  }
  const span = Math.max(1, to - from);
  // the opening of what is summarised: an abstract and introduction, a chapter's first pages
  const openingEnd = from + Math.max(3, Math.ceil(span * 0.25));
  const opening = analysis.sentences.filter(
    (sentence) => sentence.chunkIndex >= from && sentence.chunkIndex < Math.min(to, openingEnd),
  );
  const position = (sentence: SentenceInfo): number => (sentence.chunkIndex - from) / span;
  // on the whole material, a purpose is about its subject: a word of its title or key phrases
  // ("Neste texto, daremos preferência pela orientação dextrogira" states a convention, not the subject)
  const isWhole = from === analysis.bodyStart && to === analysis.chunks.length;
  // a chapter's line is chosen by the chapter's own phrases below; the central terms are the whole's
  const central = isWhole ? findCentralTerms(analysis, from, to) : [];
  const titleWords = new Set(central.filter((term) => term.isTitleWord).flatMap((term) => term.stems));
  // the terms that run through the whole (ADR 124): the title's subject, or a term among the eight
  // most central met in half its parts; an aside ("we analyze per unit tax") names one part's term
  const major = central.filter((term, rank) => term.isTitleWord || (rank < 8 && term.spread >= 0.5));
  const holdsMajor = (sentence: SentenceInfo): boolean =>
    major.some((term) => term.stems.every((stem) => sentence.contentStems.includes(stem)));
  const purposes = opening
    .filter((sentence) => PURPOSE[analysis.language].test(sentence.text))
    // a purpose inside an example ("Suppose we analyze …") is the example's
    .filter((sentence) => !sentence.isWorkedExample && !isSetupSentence(sentence))
    .filter(
      (sentence) =>
        central.length === 0 ||
        holdsMajor(sentence) ||
        // a stated aim ("Our proposal with this book is …") needs no key phrase to be about the material
        GOAL[analysis.language].exec(sentence.text)?.index === 0,
    )
    // one chapter's aim ("O objetivo deste capítulo é revisar …") is no book's, where the book has chapters (ADR 180)
    .filter((sentence) => !(isWhole && CHAPTER_PURPOSE.test(sentence.text) && findSections(analysis).length >= 2))
    .map((sentence) => ({ sentence, text: dropHeading(sentence.text, PURPOSE[analysis.language]) }))
    .filter(
      ({ sentence, text }) =>
        statesPurpose(text, analysis.language) &&
        // a citation's year ("the model of Candy (1991)") is no number of one example (ADR 159)
        countVariables(withoutCitations(text), analysis.language) === 0 &&
        !/\p{N}{2,}/u.test(withoutCitations(text)) &&
        !opensUnclosed(text) &&
        canStateSubject(analysis, sentence, text, true),
    );
  // a purpose in the future ("In this chapter we will …") is a roadmap's voice: a purpose stated in
  // the present, else a sentence stating the subject, opens before it (ADR 159)
  const future = purposes.filter(({ text }) => FUTURE_PURPOSE.test(text));
  const present = purposes.filter(({ text }) => !FUTURE_PURPOSE.test(text));
  const subjectIdea = (): MainIdea | null =>
    findSubjectSentence(analysis, opening, central, isWhole, from, to, position, partTitle);
  if (present.length === 0 && future.length > 0) {
    const subject = subjectIdea();
    if (subject) return subject;
  }
  if (purposes.length > 0) {
    // a claim about the title's subject ("we reduce … to a scalar Poincaré burst map") before one
    // about a means to it ("we study a minimal network of two neurons")
    // a paper's finding ("we show that …", "our results indicate …") is its claim: it opens before
    // what the paper presents (ADR 138)
    const purposeScore = ({ sentence }: { sentence: SentenceInfo }): number =>
      (FINDING.test(sentence.text) ? 1.5 : 1) *
      sentence.centrality *
      (1.2 - position(sentence)) *
      (1 + 0.5 * new Set(sentence.contentStems.filter((stem) => titleWords.has(stem))).size);
    const best = (present.length > 0 ? present : future).sort((a, b) => purposeScore(b) - purposeScore(a))[0]!;
    return { text: rewritePurpose(best.text, analysis.language), sentenceIndex: best.sentence.index, stated: true };
  }
  return subjectIdea();
}

/**
 * The sentence that names the subject of chunks [from, to) best, when none says what they are
 * about: on the whole material, the one whose subject runs through it and holds most of its central
 * terms; in a part, its most central statement holding the phrases the part repeats (ADR 098).
 */
function findSubjectSentence(
  analysis: DocumentAnalysis,
  opening: readonly SentenceInfo[],
  central: readonly CentralTerm[],
  isWhole: boolean,
  from: number,
  to: number,
  position: (sentence: SentenceInfo) => number,
  partTitle: string | null = null,
): MainIdea | null {
  const pool = opening.filter((sentence) => canStateSubject(analysis, sentence));
  if (pool.length === 0) return null;
  const subjects = pool.filter(
    (sentence) =>
      sentence.isStandalone &&
      !sentence.isWorkedExample &&
      !sentence.isAddressed &&
      !isSetupSentence(sentence) &&
      // a heading run into it ("String slices A segment …") is refused when it opens (ADR 169)
      !hasRunInHeading(analysis, sentence) &&
      countVariables(sentence.text, analysis.language) === 0 &&
      !/\p{N}/u.test(sentence.text) &&
      !opensUnclosed(sentence.text),
  );
  // the opening states what the whole is about: the sentence whose subject runs through most of
  // the material and that holds most of its central terms, not one part's detail (issue 20 item
  // 4); when none does, the summary composes one from the title and headings
  const defined = new Set(analysis.definitions.map((definition) => definition.sentenceIndex));
  const mostCentral = Math.max(1e-9, ...subjects.map((sentence) => sentence.centrality));
  const score = (sentence: SentenceInfo): number => {
    const coverage = scoreSubjectCoverage(analysis, sentence, central);
    if (coverage === 0) return 0;
    // a pointing word ("este límite", "these values") leans on what came before
    const points = sentence.tokens.some((token, at) => at > 0 && POINTING.has(token.lower)) ? 0.5 : 1;
    return (
      points *
      sentence.quality *
      (0.5 + sentence.centrality / mostCentral) *
      coverage *
      (defined.has(sentence.index) ? 1.5 : 1) *
      (1.3 - position(sentence))
    );
  };
  // a chapter's line (part of the material) keeps ADR 098's choice: its most central statement
  // that holds most of the phrases the chapter repeats
  const partScore = (sentence: SentenceInfo): number => {
    const stems = new Set(sentence.contentStems);
    const covered = partPhrases.filter((phrase) => phrase.stems.every((stem) => stems.has(stem))).length;
    const points = sentence.tokens.some((token, at) => at > 0 && POINTING.has(token.lower)) ? 0.5 : 1;
    return (
      namesPart(sentence) *
      points *
      sentence.centrality *
      sentence.quality *
      (1 + 0.25 * covered + (defined.has(sentence.index) ? 0.5 : 0)) *
      (1.3 - position(sentence))
    );
  };
  // a chapter's line says what the chapter is about: a sentence whose subject is the chapter's
  // title ("A string is a sequence of characters." under "Strings") before one step of its
  // examples ("Each time through the loop, the next character …"), ADR 169
  const partStems = partTitle
    ? [...getStemSet(analysis, partTitle)].filter((stem) => !isFunctionWord(stem, analysis.language))
    : [];
  const namesPart = (sentence: SentenceInfo): number => {
    if (partStems.length === 0 || !partStems.some((stem) => sentence.contentStems.includes(stem))) return 1;
    const lead = sentence.contentStems.slice(0, partStems.length + 1);
    return partStems.some((stem) => lead.includes(stem)) && STATEMENT_VERB[analysis.language].test(sentence.text)
      ? 3
      : 1.5;
  };
  const inRange = (index: number): boolean => {
    const chunk = analysis.sentences[index]!.chunkIndex;
    return chunk >= from && chunk < to;
  };
  const partPhrases = isWhole
    ? []
    : analysis.phrases
        .slice(0, 80)
        .map((phrase) => ({ phrase, count: phrase.sentenceIndexes.filter(inRange).length }))
        .filter((entry) => entry.count >= 2)
        .sort((a, b) => b.count - a.count)
        .slice(0, 10)
        .map((entry) => entry.phrase);
  const scored = subjects
    .map((sentence) => ({ sentence, score: isWhole ? score(sentence) : partScore(sentence) }))
    .filter((entry) => entry.score > 0);
  if (scored.length === 0) return null;
  const best = scored.sort((a, b) => b.score - a.score)[0]!.sentence;
  return { text: best.text, sentenceIndex: best.index };
}

/** A heading run into the sentence ("Chapter 1 The way of the program The goal of this book is …") is cut off. */
function dropHeading(text: string, purpose: RegExp): string {
  const at = purpose.exec(text)?.index ?? 0;
  if (at === 0) return text;
  const before = text.slice(0, at);
  // a Markdown heading: "# Le variabili In questa sezione vedremo …"
  if (/^#{1,6}\s/u.test(before) && !/[.,;:!?]/u.test(before))
    return /^\p{Lu}/u.test(text.slice(at)) ? text.slice(at) : text;
  const isHeading =
    /^(?:(?:chapter|capítulo|capitulo|chapitre|capitolo|kapitel|section|secção|seção|sección|lecture|aula|lección|leçon|lezione|vorlesung|part|parte|partie|teil)\s+)?[\dIVXLC]+(?:\.\d+)*\.?\s/iu.test(
      before,
    ) && !/[,;:]/u.test(before);
  return isHeading && /^\p{Lu}/u.test(text.slice(at)) ? text.slice(at) : text;
}

/** "Similarly, …", "Con una intuición análoga …": a comparison with what came before, in its first words. */
const LIKE_BEFORE =
  /(?<![\p{L}])(?:similarly|likewise|analog\p{L}*|análog\p{L}*|igualmente|de igual (?:modo|forma)|do mesmo modo|de la misma (?:manera|forma)|de même|allo stesso modo|ebenso|ähnlich)(?![\p{L}])/iu;

/** Whether a sentence opens by comparing with what came before ("Similarly, …"): it cannot open a summary. */
export function comparesWithBefore(sentence: SentenceInfo): boolean {
  return LIKE_BEFORE.test(
    sentence.tokens
      .slice(0, 6)
      .map((token) => token.text)
      .join(' '),
  );
}

/** Whether a sentence sets up an example ("Consider …", "Let N be …", "Sea X …") rather than state an idea. */
export function isSetupSentence(sentence: SentenceInfo): boolean {
  return (
    SETUP_START.test(
      sentence.tokens
        .slice(0, 2)
        .map((token) => token.text)
        .join(' '),
    ) && SETUP_START.exec(sentence.text)?.index === 0
  );
}

/** An English verb's third person singular: "study" → "studies", "establish" → "establishes". */
function thirdPerson(verb: string): string {
  if (/[^aeiou]y$/u.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z)$/u.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

/** "In this paper, we present X." → "This paper presents X." (English; other languages read well as written). */
export function rewritePurpose(text: string, language: MaterialLanguage): string {
  if (language !== 'en') return text;
  // "I here replicate …", "Here we show …": the work states it, not its author
  const bySelf =
    /^(?:Here,? (?:I|[Ww]e)|I|We)(?: here)? (present|propose|introduce|show|describe|argue|demonstrate|investigate|examine|develop|report|explore|replicate|reproduce|study|test|compare|evaluate|derive|reduce|model|analy[sz]e|construct|prove|establish|identify|find|confirm|conclude)\b/u.exec(
      text,
    );
  if (bySelf) {
    // "… and show that …" goes on in the work's voice too: "… and shows that …"
    const rest = text
      .slice(bySelf[0].length)
      .replace(
        /\b(and|then) (show|find|demonstrate|confirm|conclude|test|compare|evaluate|discuss|present|propose|describe|argue|derive|prove|establish|identify|extend|apply)\b/u,
        (_match, joint: string, verb: string) => `${joint} ${thirdPerson(verb)}`,
      );
    return `This work ${thirdPerson(bySelf[1]!)}${rest}`;
  }
  const framed =
    /^(?:In|Here,? in) this (paper|article|work|study|chapter|book|thesis|report),? we (present|propose|introduce|show|describe|argue|demonstrate|investigate|examine|develop|report|study|explore|discuss|replicate|reproduce|evaluate|compare|test|analy[sz]e|find)\b/u.exec(
      text,
    );
  if (!framed) return text;
  // "… and we find that …" goes on in the work's voice too: "… and finds that …" (ADR 188)
  const rest = text
    .slice(framed[0].length)
    .replace(
      /\b(and|then) we (show|find|demonstrate|confirm|conclude|test|compare|evaluate|discuss|present|propose|describe|argue|derive|prove|establish|identify|extend|apply)\b/u,
      (_match, joint: string, verb: string) => `${joint} ${thirdPerson(verb)}`,
    );
  return `This ${framed[1]!} ${thirdPerson(framed[2]!)}${rest}`;
}
