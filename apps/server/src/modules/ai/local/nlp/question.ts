import type { MaterialLanguage } from '@mnemo/domain/languages';
import type { QuestionKind } from '../../ai.provider.ts';
import { MATERIAL_LANGUAGES } from '@mnemo/domain/languages';
import { detectLanguage, isFunctionWord, normalizeElision, splitWords } from './language.ts';

/*
 * What a chat question asks (issue 22 item 1): its kind, read from how it is put in each of the
 * six languages, and its content words — the question's own framing ("what is", "which
 * chapter", "em que página") taken out, so what is left names the subject.
 */

/*
 * Kinds: `define` what X is ("What is a dictionary?", "O que é…", "Define…"); `how` how to do X,
 * how X works; `why` the reasons for X; `compare` X against Y; `where` where the material treats
 * X (which page, chapter, section); `other` any other question (who, when, which…).
 */
export type { QuestionKind };

interface QuestionPatterns {
  /** "which page / chapter / section" */
  where: RegExp;
  /** "where …": a place question only when it speaks of the material ("where does the book explain …") */
  whereWord: RegExp;
  compare: RegExp;
  why: RegExp;
  define: RegExp;
  how: RegExp;
  /** the end of "What does X mean?" */
  trailing: RegExp;
  /** words about the material or the question rather than its subject */
  meta: string;
}

/**
 * A pattern with `\b` read as a boundary between letters or digits and anything else: JavaScript's
 * own `\b` knows ASCII letters only, so "é\b" never matches before a space.
 */
export function withLetterBoundaries(pattern: RegExp): RegExp {
  const boundary = '(?:(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}]))';
  return new RegExp(
    pattern.source.replaceAll('\\b', boundary),
    pattern.flags.includes('u') ? pattern.flags : `${pattern.flags}u`,
  );
}

/** Articles: a function word right after one is used as a name ("a while loop", "the for statement"). */
const ARTICLES: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(['a', 'an', 'the']),
  pt: new Set(['um', 'uma', 'o', 'a', 'os', 'as']),
  es: new Set(['un', 'una', 'el', 'la', 'los', 'las']),
  fr: new Set(['un', 'une', 'le', 'la', 'les']),
  it: new Set(['un', 'uno', 'una', 'il', 'lo', 'la', 'i', 'gli', 'le']),
  de: new Set(['ein', 'eine', 'einen', 'einem', 'der', 'die', 'das', 'den', 'dem']),
};

const RAW_PATTERNS: Record<MaterialLanguage, QuestionPatterns> = {
  en: {
    // "which part of the tower" asks about the subject, "which part of the book" about the material
    where:
      /\b(?:which|what|on what|in what|on which|in which) (?:pages?|chapters?|sections?|(?:parts?|units?)(?! of (?!(?:the |this )?(?:book|text|paper|material|document|notes|course|article|lecture)))|lectures?)\b/u,
    whereWord: /^where\b/u,
    compare:
      /\b(?:compare|comparing|comparison|differences? between|differ(?:s|ence)? from|versus|vs\.?|distinguish|contrast)\b/u,
    why: /^(?:why\b|what(?:'s| is) the (?:reason|purpose|point)\b|for what reason)/u,
    define:
      /^(?:what(?:'s|\s+is|\s+are|\s+was|\s+were)\b|what does .+ (?:mean|stand for|do)\b|what do .+ (?:mean|do)\b|define\b|(?:give (?:me )?)?(?:the )?(?:definition|meaning) of\b|what is meant by\b|explain (?:what|the (?:term|concept|idea|notion))\b|describe what\b|tell me (?:what|about)\b)/u,
    how: /^(?:how\b(?!\s+(?:many|much|long|often|old|far|big|large|small)\b)|in what way\b|what (?:are )?the steps\b)/u,
    trailing: /\s+(?:mean|stand for|refer to)\s*[?.!]*$/u,
    meta: `give me page pages chapter chapters section sections part parts unit units lecture lectures book books text material materials document documents notes note course
      discussed discuss discusses covered cover covers treated treat treats talk talks talked find found mention mentioned mentions introduced introduce introduces
      explained explain explains described describe describes definition meaning meant read learn say says said tell purpose reason
      difference differences compare comparison contrast versus vs steps step paper papers article articles author authors
      defined denoted`,
  },
  pt: {
    where:
      /\b(?:em|n[ao]|de) (?:que|qual|quais) (?:página|páginas|capítulo|capítulos|secção|seção|secções|seções|parte|partes|tema|unidade)\b|\b(?:qual|quais|que) (?:a |o )?(?:página|páginas|capítulo|capítulos|secção|seção|parte)\b/u,
    whereWord: /^onde\b/u,
    compare: /\b(?:compar[ae]r?|comparação|diferenças? entre|distingu\p{L}*|versus|vs\.?)\b/u,
    why: /^(?:porqu[eê]\b|por que\b|por qu[eê]\b|qual (?:é )?a razão\b|para que serve\b)/u,
    define:
      /^(?:o que (?:é|são|era|significa|quer dizer|se entende por)\b|que é\b|defin[ae]\b|(?:qual (?:é )?)?(?:a )?definição de\b|(?:qual (?:é )?)?o significado de\b|explica o que\b|o que s[ãa]o\b|o que (?:faz|fazem)\b)/u,
    how: /^(?:como\b(?!\s+(?:muitos|muitas)\b)|de que (?:forma|maneira|modo)\b|quais (?:são )?os passos\b)/u,
    trailing: /\s+(?:significa|quer dizer)\s*[?.!]*$/u,
    meta: `página páginas capítulo capítulos secção seção secções seções parte partes unidade tema livro livros texto material materiais documento documentos apontamentos notas
      fala falam falado falar trata tratam tratado tratada tratados abordado abordada aborda abordam explicado explicada explica explicam explicar descrito descrita descreve
      define definido definida definição significado significa encontrar encontro encontra ler aprender diz dizer diferença diferenças comparar compara comparação
      razão passos passo serve posso artigo artigos autor autores faz fazem
      devo devemos deveria deveríamos podemos poderia preciso precisamos consigo afirma afirmam enuncia enunciam
     quantos quantas quanto quanta como quando onde quem qual quais que`,
  },
  es: {
    where:
      /\b(?:en|de) (?:qué|que|cuál|cual|cuáles) (?:página|páginas|capítulo|capítulos|sección|secciones|parte|partes|tema|temas|unidad)\b|\b(?:qué|cuál) (?:página|capítulo|sección|parte|tema)\b/u,
    whereWord: /^(?:dónde|donde)\b/u,
    compare: /(?:\bcompar\p{L}*|\bdiferencias? entre\b|\bdistingu\p{L}*|\bversus\b|\bvs\.?)/u,
    why: /^(?:¿\s*)?(?:por qué\b|para qué\b|cuál es (?:la razón|el motivo)\b)/u,
    define:
      /^(?:¿\s*)?(?:qué (?:es|son|era|significa|quiere decir|se entiende por)\b|defin[ae]\b|(?:cuál es )?(?:la )?definición de\b|(?:cuál es )?el significado de\b|a qué se llama\b|qué (?:hace|hacen)\b)/u,
    how: /^(?:¿\s*)?(?:cómo\b|de qué (?:forma|manera|modo)\b|cuáles son los pasos\b)/u,
    trailing: /\s+(?:significa|quiere decir)\s*[?.!]*$/u,
    meta: `página páginas capítulo capítulos sección secciones parte partes unidad tema temas libro libros texto material materiales documento documentos apuntes notas
      habla hablan hablado trata tratan tratado tratada explica explican explicado explicada explicar describe describen descrito define definido definida definición
      significado significa encuentra encontrar leer aprender dice decir diferencia diferencias comparar compara comparación razón motivo pasos paso sirve puedo artículo artículos autor autores hace hacen
      debo debemos debería deberíamos podemos podría necesito necesitamos afirma afirman enuncia enuncian
     cuántos cuántas cuánto cuánta cómo cuándo dónde quién quiénes cuál cuáles`,
  },
  fr: {
    where:
      /\b(?:à|a|dans|en) (?:quelle|quel|quelles|quels) (?:page|pages|chapitre|chapitres|section|sections|partie|parties)\b|\b(?:quelle|quel) (?:page|chapitre|section|partie)\b/u,
    whereWord: /^où\b/u,
    compare: /(?:\bcompar\p{L}*|\bdifférences? entre\b|\bdistingu\p{L}*|\bversus\b|\bvs\.?)/u,
    why: /^(?:pourquoi\b|quelle est la raison\b|à quoi sert\b)/u,
    define:
      /^(?:qu['’]est[- ]ce qu(?:e|['’])|que (?:signifie|veut dire)\b|qu['’]appelle-t-on\b|défini(?:s|ssez|r)\b|(?:quelle est )?la définition d|c['’]est quoi\b|qu['’]est-ce que c['’]est\b|ce qu['’](?:est|sont)\b|ce que (?:signifie|veut dire)\b|que (?:fait|font)\b)/u,
    how: /^(?:comment\b|de quelle (?:façon|manière)\b|quelles sont les étapes\b)/u,
    trailing: /\s+(?:signifie|veut dire)\s*[?.!]*$/u,
    meta: `page pages chapitre chapitres section sections partie parties livre livres texte document documents cours notes
      parle parlent parlé traite traitent traité traitée explique expliquent expliqué expliquée expliquer décrit décrite décrire définit défini définie définition
      signification signifie trouve trouver lire apprendre dit dire différence différences comparer compare comparaison raison étapes étape sert article articles auteur auteurs fait font
      dois devons devrais devrions peux pouvons pourrais affirme affirment énonce énoncent
     comment pourquoi quand combien où quel quelle quels quelles sert servent`,
  },
  it: {
    where:
      /\b(?:a|in|su) (?:quale|quali|che) (?:pagina|pagine|capitolo|capitoli|sezione|sezioni|parte|parti)\b|\b(?:quale|quali|che) (?:pagina|capitolo|sezione|parte)\b/u,
    whereWord: /^dove\b/u,
    compare: /(?:\bconfront\p{L}*|\bdifferenz[ae] (?:tra|fra)\b|\bdistingu\p{L}*|\bversus\b|\bvs\.?|\bparagon\p{L}*)/u,
    why: /^(?:perch[eé]\b|per quale (?:motivo|ragione)\b|a cosa serve\b)/u,
    define:
      /^(?:(?:che )?cos['’]\s?è\b|(?:che )?cosa (?:è|sono|significa|vuol dire|si intende per)\b|definisci\b|(?:qual è )?la definizione di\b|(?:qual è )?il significato di\b|(?:che )?cosa (?:fa|fanno)\b)/u,
    how: /^(?:come\b|in che modo\b|quali sono i passi\b)/u,
    trailing: /\s+(?:significa|vuol dire)\s*[?.!]*$/u,
    meta: `pagina pagine capitolo capitoli sezione sezioni parte parti libro libri testo materiale documento documenti appunti note
      parla parlano parlato tratta trattano trattato trattata spiega spiegano spiegato spiegata spiegare descrive descritto descritta definisce definito definita definizione
      significato significa trova trovare leggere imparare dice dire differenza differenze confrontare confronta confronto ragione motivo passi passo serve posso articolo articoli autore autori fa fanno
      devo dobbiamo dovrei dovremmo possiamo potrei afferma affermano enuncia enunciano
     quanti quante quanto quanta come quando dove chi quale quali perché perche cos'è cos’è cosa`,
  },
  de: {
    where:
      /\b(?:auf|in|an) (?:welcher|welchem|welchen) (?:seite|seiten|kapitel|abschnitt|abschnitten|teil)\b|\b(?:welche|welches|welcher) (?:seite|seiten|kapitel|abschnitt|teil)\b/u,
    whereWord: /^wo\b/u,
    compare: /(?:\bvergleich\p{L}*|\bunterschied(?:e)? zwischen\b|\bunterscheid\p{L}*|\bversus\b|\bvs\.?)/u,
    why: /^(?:warum\b|wieso\b|weshalb\b|wozu\b|aus welchem grund\b)/u,
    define:
      /^(?:was (?:ist|sind|war|bedeutet|bedeuten|heißt|versteht man unter)\b|definiere\b|(?:die )?definition von\b|(?:die )?bedeutung von\b|erkläre,? was\b|was (?:macht|machen|tut|tun)\b)/u,
    how: /^(?:wie\b(?!\s+(?:viele|viel|lange|oft|alt|weit|groß)\b)|auf welche (?:art|weise)\b|welche schritte\b)/u,
    trailing: /\s+(?:bedeutet|bedeuten)\s*[?.!]*$/u,
    meta: `seite seiten kapitel abschnitt abschnitte abschnitten teil teile buch bücher text material dokument dokumente skript notizen
      behandelt behandeln erklärt erklären erklärung beschrieben beschreibt definiert definition bedeutung bedeutet finden finde lesen lernen sagt sagen
      unterschied unterschiede vergleichen vergleich grund schritte schritt artikel autor autoren
      soll sollte sollen sollten muss müssen kann können besagt besagen aussagt bezeichnet genannt
     wozu wofür wie warum wieso weshalb wann wo wer welche welcher welches wieviel wieviele dient dienen macht machen tut`,
  },
};

const PATTERNS = Object.fromEntries(
  Object.entries(RAW_PATTERNS).map(([language, patterns]) => [
    language,
    {
      ...patterns,
      where: withLetterBoundaries(patterns.where),
      whereWord: withLetterBoundaries(patterns.whereWord),
      compare: withLetterBoundaries(patterns.compare),
      why: withLetterBoundaries(patterns.why),
      define: withLetterBoundaries(patterns.define),
      how: withLetterBoundaries(patterns.how),
      trailing: withLetterBoundaries(patterns.trailing),
    },
  ]),
) as Record<MaterialLanguage, QuestionPatterns>;

const metaSets = new Map<MaterialLanguage, ReadonlySet<string>>();
function getMetaWords(language: MaterialLanguage): ReadonlySet<string> {
  let set = metaSets.get(language);
  if (!set) {
    set = new Set(PATTERNS[language].meta.split(/\s+/).filter(Boolean));
    metaSets.set(language, set);
  }
  return set;
}

/** A question read for retrieval and answering. */
export interface AnalyzedQuestion {
  language: MaterialLanguage;
  kind: QuestionKind;
  /** the question's content words, lower-case, in order, without its framing */
  words: string[];
  /** for `compare`: the content words of each side ("list" / "tuple"), else empty */
  sides: string[][];
  /** whether it starts with "where" (a place question when a section is named after its subject) */
  startsWithWhere: boolean;
}

/**
 * A request around a question ("Can you explain what recursion is?", "Podes explicar o que é …",
 * "Kannst du mir erklären, was …"): the request goes, the question it holds is read as asked.
 * `embedded`: the question's own order when it is held ("what recursion is", "was Rekursion ist").
 */
const REQUESTS: Record<MaterialLanguage, { prefix: RegExp; embeddedDefine?: RegExp }> = {
  en: {
    prefix:
      /^(?:(?:can|could|would|will) you (?:please )?|please )?(?:explain|tell|describe|show)(?: to)?(?: me| us)?(?: please)?[,:]?\s+(?=(?:what|how|why|where|which|who|when)\b)/u,
    embeddedDefine: /^what (?:\S+\s+){0,4}?(?:is|are|means)\s*[?.!]*$/u,
  },
  pt: {
    prefix:
      /^(?:(?:tu |você )?(?:podes|pode|podias|podia|poderia|poderias|consegues|consegue)\s+(?:me\s+)?)?(?:explicar|dizer|descrever|mostrar|explica|explique|descreve|descreva|diz|diga)(?:-me|-nos)?(?:\s+por favor)?[,:]?\s+(?=(?:o que|que|como|porqu|por que|onde|qual|quais|quem|quando)\b)/u,
  },
  es: {
    prefix:
      /^(?:(?:me|nos)\s+)?(?:(?:puedes|puede|podrías|podría)\s+)?(?:explicar|decir|describir|mostrar|explica|explique|describe|dime|dinos)(?:me|nos)?[,:]?\s+(?=(?:qué|que|cómo|por qué|dónde|cuál|cuáles|quién|cuándo)\b)/u,
  },
  fr: {
    prefix:
      /^(?:(?:peux-tu|pouvez-vous|pourrais-tu|pourriez-vous)\s+)?(?:m['’]|me\s+|nous\s+)?(?:expliquer|dire|décrire|montrer|explique|expliquez|décris|décrivez|dis|dites)(?:-moi|-nous)?[,:]?\s+(?=(?:ce qu|qu|comment|pourquoi|où|quel|quelle|qui|quand)\b)/u,
  },
  it: {
    prefix:
      /^(?:(?:mi\s+)?(?:puoi|potresti|può|potrebbe)\s+)?(?:spiegarmi|spiegare|dirmi|dire|descrivere|spiega|spiegami|descrivi|dimmi)[,:]?\s+(?=(?:che|cosa|cos|come|perché|dove|quale|quali|chi|quando)\b)/u,
  },
  de: {
    prefix:
      /^(?:(?:kannst du|können sie|könntest du|könnten sie)\s+(?:mir\s+|uns\s+)?)?(?:erklären|sagen|beschreiben|zeigen|erkläre|erklär|beschreibe|sag)(?:\s+mir|\s+uns)?[,:]?\s+(?=(?:was|wie|warum|wo|welche|welcher|welches|wer|wann)\b)/u,
    embeddedDefine: /^was (?:\S+\s+){1,4}?(?:ist|sind|bedeutet|bedeuten)\s*[?.!]*$/u,
  },
};

/** "How does X work?", "Como funciona X?": the verb of working is framing, not the subject. */
const WORKS: Record<MaterialLanguage, RegExp> = {
  en: /^(how .+?)\s+(?:works?|functions?)\s*[?.!]*$/u,
  pt: /^(como)\s+(?:funciona|funcionam)\b/u,
  es: /^(cómo|como)\s+(?:funciona|funcionan)\b/u,
  fr: /^(comment)\s+(?:fonctionne|fonctionnent)\b/u,
  it: /^(come)\s+(?:funziona|funzionano)\b/u,
  de: /^(wie)\s+(?:funktioniert|funktionieren)\b/u,
};

/**
 * "How is the dot product defined?", "Como se define o produto escalar?", "Wie ist X definiert?": a
 * question of how a thing is defined asks what it is (ADR 160).
 */
const DEFINED_HOW: Record<MaterialLanguage, RegExp> = Object.fromEntries(
  Object.entries({
    en: /^how (?:is|are|was|were) .+ (?:defined|denoted)\s*[?.!]*$/u,
    pt: /^(?:como (?:se )?(?:define|definem|denota)\b|como (?:é|são|está|estão) (?:definid[oa]s?|denotad[oa]s?)\b)/u,
    es: /^(?:¿\s*)?(?:cómo|como) (?:(?:se )?(?:define|definen|denota)\b|(?:es|son|está|están) (?:definid[oa]s?|denotad[oa]s?)\b)/u,
    fr: /^comment (?:(?:définit|définissent|note)-(?:on|t-on)\b|(?:définir|se définit|se définissent)\b|(?:est|sont)\s+(?:défini|définie|définis|définies)\b)/u,
    it: /^come (?:si (?:definisce|definiscono|indica)\b|(?:è|sono) (?:definit[oaie])\b)/u,
    de: /^(?:wie (?:ist|sind|wird|werden) .+ (?:definiert|bezeichnet)\s*[?.!]*$|wie (?:definiert|bezeichnet) man\b)/u,
  }).map(([language, pattern]) => [language, withLetterBoundaries(pattern)]),
) as Record<MaterialLanguage, RegExp>;

/**
 * "What does the theorem state?", "What does FST measure?", "¿Qué mide la FST?", "Que représente le
 * paramètre θ ?": the verb that asks what a statement says or a quantity stands for is framing; the
 * question asks what the thing is (ADR 160). English puts the verb last, the others after "what" and
 * before the thing's article ("O que representa geometricamente …" asks something else).
 */
const STATE_VERBS_EN =
  'state|states|say|says|claim|claims|assert|asserts|establish|establishes|measure|measures|represent|represents|quantify|quantifies|indicate|indicates|capture|captures';
const STATES: Record<MaterialLanguage, RegExp> = Object.fromEntries(
  Object.entries({
    en: new RegExp(`^(what (?:does|do|did) .+?)\\s+(?:${STATE_VERBS_EN})\\s*[?.!]*$`, 'u'),
    pt: /^(o que|que) (?:mede|medem|representa|representam|indica|indicam|quantifica|quantificam|afirma|afirmam|estabelece|estabelecem|enuncia|diz|dizem)(?=\s+(?:o|a|os|as|um|uma)\b)/u,
    es: /^(?:¿\s*)?(qué) (?:mide|miden|representa|representan|indica|indican|cuantifica|cuantifican|afirma|afirman|establece|establecen|enuncia|dice|dicen)(?=\s+(?:el|la|los|las|un|una|lo)\b)/u,
    fr: /^(que|qu['’]est-ce que|qu['’]est-ce qu['’]) ?(?:mesure|mesurent|représente|représentent|indique|indiquent|quantifie|quantifient|affirme|affirment|établit|énonce|dit|disent)(?=\s+(?:le|la|les|un|une|ce|cet|cette)\b|\s+l['’])/u,
    it: /^(che cosa|cosa|che) (?:misura|misurano|rappresenta|rappresentano|indica|indicano|quantifica|quantificano|afferma|affermano|stabilisce|enuncia|dice|dicono)(?=\s+(?:il|lo|la|i|gli|le|un|una|uno)\b|\s+l['’])/u,
    de: /^(was) (?:misst|messen|beschreibt|beschreiben|besagt|besagen|sagt|sagen)(?=\s+(?:der|die|das|ein|eine|dieser|diese|dieses)\b)/u,
  }).map(([language, pattern]) => [language, withLetterBoundaries(pattern)]),
) as Record<MaterialLanguage, RegExp>;

/** A question without a request around it, and whether one was. */
function withoutRequest(text: string, language: MaterialLanguage): { text: string; isRequest: boolean } {
  const request = REQUESTS[language];
  const stripped = text.replace(withLetterBoundaries(request.prefix), '');
  return stripped !== text ? { text: stripped, isRequest: true } : { text, isRequest: false };
}

/** The kind of a question, its framing read in its language. */
export function detectQuestionKind(question: string, language: MaterialLanguage): QuestionKind {
  const asked = question
    .trim()
    .toLowerCase()
    .replace(/^[¿¡"'“«\s]+/u, '');
  const { text, isRequest } = withoutRequest(asked, language);
  const patterns = PATTERNS[language];
  const embedded = REQUESTS[language].embeddedDefine;
  if (isRequest && embedded && embedded.test(text)) return 'define';
  if (patterns.where.test(text)) return 'where';
  // "Where does the book explain …" asks for a place; "Where does the Calvin cycle take place?" does not
  if (patterns.whereWord.test(text) && splitWords(text).some((word) => getMetaWords(language).has(word)))
    return 'where';
  if (patterns.compare.test(text)) return 'compare';
  if (patterns.why.test(text)) return 'why';
  if (BEST_WAY[language].test(text)) return 'how';
  if (patterns.define.test(text) || DEFINED_HOW[language].test(text)) return 'define';
  if (STATES[language].test(text)) return 'define';
  if (patterns.how.test(text)) return 'how';
  return 'other';
}

/** "What is the best way to …": a question of how to do something, put as "what is", per language. */
const BEST_WAY: Record<MaterialLanguage, RegExp> = Object.fromEntries(
  Object.entries({
    en: /^(?:what(?:'s|\s+is|\s+are)\s+(?:the|some)\s+(?:best|easiest|fastest|simplest|right|correct|proper|quickest)\s+ways?\s+(?:to|of)\b)/u,
    pt: /^(?:qual (?:é )?(?:a|o) (?:melhor|mais fácil|mais rápid[ao]|mais simples) (?:maneira|forma|modo|jeito) de\b)/u,
    es: /^(?:¿\s*)?(?:cuál es (?:la|el) (?:mejor|más fácil|más rápid[ao]|más simple) (?:manera|forma|modo) de\b)/u,
    fr: /^(?:quelle est la (?:meilleure|plus simple|plus rapide) (?:façon|manière) de\b|quel est le meilleur moyen de\b)/u,
    it: /^(?:qual è (?:il|la) (?:modo|maniera) (?:migliore|più facile|più semplice|più rapid[oa]) per\b|qual è il miglior modo per\b)/u,
    de: /^(?:was ist der (?:beste|einfachste|schnellste) weg\b|wie (?:kann|könnte|sollte) (?:ich|man) am besten\b)/u,
  }).map(([language, pattern]) => [language, withLetterBoundaries(pattern)]),
) as Record<MaterialLanguage, RegExp>;

const SIDE_SPLIT = /\s+(?:and|e|y|et|und|ed|vs\.?|versus|or|ou|o|oder)\s+|,\s*/u;

/**
 * A verb without the pronoun a question hangs on it: French inversion ("suffisent-elles",
 * "peut-on", "a-t-il"), Portuguese clitics ("chama-se", "usa-se", "explica-me").
 */
const CLITICS: Partial<Record<MaterialLanguage, RegExp>> = {
  fr: /(?<=\p{L}{2})-(?:t-)?(?:il|ils|elle|elles|on|je|tu|nous|vous|ce)$/u,
  pt: /(?<=\p{L}{2})-(?:me|te|se|nos|vos|lhe|lhes|o|a|os|as|lo|la|los|las|no|na|nos|nas)$/u,
};
function withoutClitic(word: string, language: MaterialLanguage): string {
  const clitic = CLITICS[language];
  return clitic ? word.replace(clitic, '') : word;
}

function contentWords(text: string, language: MaterialLanguage, keepsTermHeads = false): string[] {
  const meta = getMetaWords(language);
  const words: string[] = [];
  const tokens = splitWords(text).map((word) => withoutClitic(normalizeElision(word.toLowerCase()), language));
  const isContent = (token: string | undefined): boolean =>
    token !== undefined && !meta.has(token) && !isFunctionWord(token, language) && !/^\p{N}+$/u.test(token);
  tokens.forEach((lower, index) => {
    // "unit vector", "parte real", "real part": a word of the material's parts that names a thing with a word beside it
    // is the subject's, not the framing's ("which unit covers …" asks for a place)
    const isTermHead =
      keepsTermHeads &&
      TERM_HEADS[language].has(lower) &&
      (isContent(tokens[index + 1]) || isContent(tokens[index - 1]));
    if (meta.has(lower) && !isTermHead) return;
    // "est-ce", "c'est-à-dire": a word made of function words is one
    if (
      isFunctionWord(lower, language) ||
      (/[-'’]/u.test(lower) && lower.split(/[-'’]/u).every((part) => part === '' || isFunctionWord(part, language)))
    ) {
      // "a while loop": a function word between an article and a content word names something
      const next = tokens[index + 1];
      const isNamed =
        index > 0 &&
        ARTICLES[language].has(tokens[index - 1]!) &&
        next !== undefined &&
        !isFunctionWord(next, language) &&
        !ARTICLES[language].has(lower);
      if (!isNamed) return;
    }
    // an English possessive is its noun: "Weierstrass’s theorem" asks for Weierstrass
    const word = language === 'en' ? lower.replace(/(?<=\p{L}{2})['’]s$/u, '') : lower;
    if (!words.includes(word)) words.push(word);
  });
  return words;
}

/** A question's kind and content words, read in `language` (the question's own). */
export function analyzeQuestion(question: string, language: MaterialLanguage): AnalyzedQuestion {
  const kind = detectQuestionKind(question, language);
  const patterns = PATTERNS[language];
  // the framing goes (its words are function or meta words, and "… mean?" at the end); what is left names the subject
  const text = withoutRequest(
    question
      .trim()
      .toLowerCase()
      .replace(/^[¿¡"'“«\s]+/u, ''),
    language,
  )
    .text.replace(WORKS[language], (_, framing: string) => `${framing} `)
    .replace(STATES[language], (_, framing: string) => `${framing} `)
    // "como se define o produto escalar" → "o produto escalar"; "how is the dot product defined" → "how is the dot product"
    .replace(DEFINED_HOW[language], (opening: string) =>
      /[?.!]\s*$|\s(?:defined|denoted|definiert|bezeichnet)$/u.test(opening)
        ? opening.replace(/\s+(?:defined|denoted|definiert|bezeichnet)\s*[?.!]*$/u, ' ')
        : ' ',
    )
    .replace(patterns.trailing, ' ')
    // "what is the best way to …" is framing: what is left says what to do
    .replace(BEST_WAY[language], ' ');
  const words = contentWords(text, language, kind !== 'where');
  let sides: string[][] = [];
  if (kind === 'compare') {
    const subject = text.replace(patterns.compare, ' ');
    sides = subject
      .split(SIDE_SPLIT)
      .map((part) => contentWords(part, language))
      .filter((part) => part.length > 0);
    if (sides.length < 2) sides = [];
  }
  return { language, kind, words, sides, startsWithWhere: patterns.whereWord.test(text.trim()) };
}

/**
 * Framing nouns that also head a term of their own ("unit vector", "real part", "parte real", "text
 * file"): kept when a content word stands beside them in a question that asks for no place (ADR 160).
 */
const TERM_HEADS: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set('unit units part parts page pages text note notes section sections material document'.split(' ')),
  pt: new Set(
    'unidade unidades parte partes página páginas texto nota notas secção seção material documento'.split(' '),
  ),
  es: new Set('unidad unidades parte partes página páginas texto nota notas sección material documento'.split(' ')),
  fr: new Set('partie parties page pages texte note notes section document'.split(' ')),
  it: new Set('parte parti pagina pagine testo nota note sezione materiale documento'.split(' ')),
  de: new Set('teil teile seite seiten text'.split(' ')),
};

/** Letters only one or two of the languages write. */
const TELLING_LETTERS: Partial<Record<MaterialLanguage, RegExp>> = {
  pt: /[ãõ]/u,
  es: /[ñ¿¡]/u,
  de: /[ßäöü]/u,
  fr: /[êèùœ]|\b(?:qu|d|l|c)['’]/u,
  it: /[ìò]|\b(?:cos|dell|nell)['’]/u,
};

/**
 * The language a question is written in. A question is short, so its framing decides: the
 * share of its words that are the function and framing words of each language, with the
 * question-kind patterns and the letters only some languages write; `preferred` (the learner's
 * interface language) when it is as good as the best. Longer text goes to `detectLanguage`.
 */
export function detectQuestionLanguage(question: string, preferred: MaterialLanguage): MaterialLanguage {
  const lower = question.toLowerCase();
  const words = splitWords(lower).map((word) => normalizeElision(word));
  if (words.length === 0) return preferred;
  if (words.length > 40) return detectLanguage(question, preferred);
  const scores = MATERIAL_LANGUAGES.map((language) => {
    const patterns = PATTERNS[language];
    const meta = getMetaWords(language);
    let score = words.filter((word) => isFunctionWord(word, language) || meta.has(word)).length / words.length;
    const text = lower.trim().replace(/^[¿¡"'“«\s]+/u, '');
    if (
      [patterns.where, patterns.define, patterns.how, patterns.why, patterns.compare].some((pattern) =>
        pattern.test(text),
      )
    )
      score += 0.15;
    if (TELLING_LETTERS[language]?.test(lower)) score += 0.15;
    return { language, score };
  }).sort((a, b) => b.score - a.score);
  const best = scores[0]!;
  if (best.score === 0) return detectLanguage(question, preferred);
  const mine = scores.find((entry) => entry.language === preferred)!;
  return mine.score >= best.score - 0.05 ? preferred : best.language;
}

/**
 * What a factual question expects its answer to hold (issue 22): a date ("when", "what year"),
 * a number ("how many", "what percent"), a person ("who") or a place ("where did … take place",
 * "what city"); null when it expects none of these. Read from the question's opening in its language.
 */
export type AnswerType = 'date' | 'number' | 'person' | 'place';

const ANSWER_TYPES: Record<MaterialLanguage, [AnswerType, RegExp][]> = {
  en: [
    [
      'date',
      /^(?:when\b|(?:in |on |by )?(?:what|which) (?:year|years|day|date|month|century|decade|time of year|season)\b|since when\b|how long ago\b)/u,
    ],
    [
      'number',
      /^(?:how (?:many|much|long|old|far|big|large|tall|high)\b|(?:what|which) (?:percent(?:age)?|number|amount|proportion|share|size|score)\b|what (?:is|was|are|were) the (?:length|size|number|average|mean|median|duration|height|weight|percentage|proportion|rate)\b)/u,
    ],
    [
      'person',
      /^(?:who(?:m|se)?\b|(?:what|which) (?:person|people|king|queen|president|author|scientist|artist|company|team|group|organization)\b)/u,
    ],
    [
      'place',
      /^(?:where\b|(?:in |at )?(?:what|which) (?:city|country|state|place|venue|stadium|region|continent|town|location|island|river)\b)/u,
    ],
  ],
  pt: [
    ['date', /^(?:quando\b|em que (?:ano|dia|data|mês|século)\b)/u],
    [
      'number',
      /^(?:quant[oa]s?\b|qual (?:a |é a )?(?:percentagem|porcentagem)\b|qual (?:é|era) (?:o|a) (?:comprimento|tamanho|número|média|duração|altura)\b)/u,
    ],
    ['person', /^(?:quem\b)/u],
    ['place', /^(?:onde\b|em que (?:cidade|país|local|lugar)\b)/u],
  ],
  es: [
    ['date', /^(?:cuándo\b|en qué (?:año|día|fecha|mes|siglo)\b)/u],
    [
      'number',
      /^(?:cuánt[oa]s?\b|qué porcentaje\b|cuál (?:es|era) (?:el|la) (?:longitud|tamaño|número|media|promedio|duración|altura)\b)/u,
    ],
    ['person', /^(?:quién(?:es)?\b)/u],
    ['place', /^(?:dónde\b|en qué (?:ciudad|país|lugar)\b)/u],
  ],
  fr: [
    ['date', /^(?:quand\b|en quelle (?:année|date)\b|quel jour\b)/u],
    [
      'number',
      /^(?:combien\b|quel pourcentage\b|quelle est la (?:longueur|taille|moyenne|durée|hauteur)\b|quel est le nombre\b)/u,
    ],
    ['person', /^(?:qui\b)/u],
    ['place', /^(?:où\b|dans quelle (?:ville|région)\b|dans quel pays\b)/u],
  ],
  it: [
    ['date', /^(?:quando\b|in che (?:anno|giorno|data|mese|secolo)\b)/u],
    [
      'number',
      /^(?:quant[oaie]\b|che percentuale\b|qual è (?:la|il) (?:lunghezza|dimensione|numero|media|durata|altezza)\b)/u,
    ],
    ['person', /^(?:chi\b)/u],
    ['place', /^(?:dove\b|in quale (?:città|paese|luogo)\b)/u],
  ],
  de: [
    ['date', /^(?:wann\b|in welchem (?:jahr|monat|jahrhundert)\b|an welchem tag\b|seit wann\b)/u],
    [
      'number',
      /^(?:wie (?:viele|viel|lange|alt|weit|groß|hoch)\b|wieviele?\b|was (?:ist|war) die (?:länge|größe|anzahl|dauer|höhe)\b)/u,
    ],
    ['person', /^(?:wer\b|wem\b|wen\b)/u],
    ['place', /^(?:wo\b|in welcher stadt\b|in welchem land\b)/u],
  ],
};
const ANSWER_TYPE_PATTERNS = Object.fromEntries(
  Object.entries(ANSWER_TYPES).map(([language, list]) => [
    language,
    list.map(([type, pattern]) => [type, withLetterBoundaries(pattern)] as const),
  ]),
) as Record<MaterialLanguage, (readonly [AnswerType, RegExp])[]>;

/** Nouns that name what a factual question expects ("what year", "which city"): framing, not its subject. */
const ANSWER_TYPE_NOUNS = new Set(
  `year years day days date month months century decade season time percent percentage number amount proportion share city country state place venue stadium region continent town location
   ano dia data mês século percentagem porcentagem cidade país local lugar año día fecha mes siglo porcentaje ciudad lugar année date jour mois siècle pourcentage ville pays lieu
   anno giorno mese secolo percentuale città paese luogo jahr tag datum monat jahrhundert prozent stadt land ort`.split(
    /\s+/u,
  ),
);

/** Whether a content word of a question that expects an answer type names that type ("year" in "What year did …"). */
export function isAnswerTypeNoun(word: string): boolean {
  return ANSWER_TYPE_NOUNS.has(word);
}

export function detectAnswerType(question: string, language: MaterialLanguage): AnswerType | null {
  const text = question
    .trim()
    .toLowerCase()
    .replace(/^[¿¡"'“«\s]+/u, '');
  return ANSWER_TYPE_PATTERNS[language].find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

const MONTHS =
  /\b(?:january|february|april|june|july|august|september|october|november|december|janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|enero|febrero|marzo|mayo|junio|julio|septiembre|octubre|noviembre|diciembre|janvier|février|avril|juin|juillet|août|septembre|octobre|novembre|décembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januar|februar|märz|juni|juli|oktober|dezember)\b/iu;
const NUMBER_WORDS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen|half|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|cem|mil|milhões|dos|tres|cuatro|seis|siete|ocho|nueve|diez|cien|millones|deux|trois|quatre|cinq|sept|huit|neuf|dix|cent|due|tre|quattro|sette|otto|nove|dieci|cento|mille|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|hundert|tausend)\b/iu;
/**
 * Nouns for people in the six languages, singular and plural: who did something is often told by
 * a role, not a name ("we selected two graduate students", "annotated by three experts", "os
 * investigadores"). Matched case-insensitively as whole words.
 */
const PEOPLE = withLetterBoundaries(
  /\b(?:students?|pupils?|learners?|teachers?|tutors?|lecturers?|professors?|researchers?|scientists?|scholars?|authors?|writers?|editors?|experts?|specialists?|annotators?|raters?|graders?|reviewers?|judges?|assessors?|examiners?|employees?|workers?|staff|volunteers?|participants?|subjects|respondents?|users?|people|persons?|person|individuals?|humans?|men|women|children|engineers?|developers?|programmers?|designers?|doctors?|physicians?|nurses?|patients?|assistants?|members?|colleagues?|inventors?|founders?|leaders?|players?|farmers?|(?:crowd-?)?workers?|crowdworkers?|team|group of \p{L}+|estudantes?|alunos?|alunas?|professor(?:es|as?)?|investigador(?:es|as?)?|pesquisador(?:es|as?)?|cientistas?|autor(?:es|as?)?|especialistas?|peritos?|anotador(?:es|as?)?|avaliador(?:es|as?)?|funcionários?|trabalhador(?:es|as?)?|voluntários?|participantes?|utilizador(?:es|as?)?|usuários?|pessoas?|estudiantes?|alumnos?|profesor(?:es|as?)?|investigador(?:es|as?)?|científicos?|expertos?|empleados?|trabajador(?:es|as?)?|voluntarios?|usuarios?|personas?|étudiants?|élèves?|enseignants?|chercheurs?|auteurs?|annotateurs?|évaluateurs?|employés?|travailleurs?|bénévoles?|utilisateurs?|personnes?|studenti|studente|student[ei]ss[ae]|insegnanti|ricercator[ei]|autori|espert[io]|annotator[ei]|valutator[ei]|dipendenti|lavorator[ei]|volontari|partecipanti|utenti|persone|studenten|studierenden?|schüler(?:innen)?|lehrer(?:innen)?|forscher(?:innen)?|wissenschaftler(?:innen)?|autoren|autorinnen|experten|expertinnen|annotatoren|annotatorinnen|gutachter(?:innen)?|mitarbeiter(?:innen)?|arbeiter(?:innen)?|teilnehmer(?:innen)?|nutzer(?:innen)?|personen|menschen)\b/iu,
);
/** Month and weekday names: capitalised, but no one's name. */
const CALENDAR_WORDS = withLetterBoundaries(
  new RegExp(
    `${MONTHS.source}|\\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|segunda|terça|quarta|quinta|sexta|sábado|domingo|lunes|martes|miércoles|jueves|viernes|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\\b`,
    'giu',
  ),
);
const HOLDS: Record<AnswerType, RegExp> = {
  date: withLetterBoundaries(
    new RegExp(
      `\\b(?:1[0-9]{3}|20[0-9]{2})s?\\b|${MONTHS.source}|\\b(?:century|centuries|século|siglo|siècle|secolo|jahrhundert)\\b`,
      'iu',
    ),
  ),
  number: withLetterBoundaries(new RegExp(`\\d|${NUMBER_WORDS.source}`, 'iu')),
  // a capitalised word that does not open the sentence (a month or a weekday is no one), or a noun for people
  person: /(?<=\S\s+)\p{Lu}\p{Ll}+/u,
  // "at Levi's Stadium", "in Santa Clara", "em Lisboa"
  place: withLetterBoundaries(/\b(?:in|at|near|from|em|no|na|en|à|au|a|in|nel|nella|im|bei)\s+(?:the\s+)?\p{Lu}/u),
};

/** "Figure 2", "Table 3", "Section 4.1", "Eq. 5" in the six languages: a place in the text, not a quantity. */
const REFERENCE_NUMBERS =
  /\b(?:fig(?:ure|ura)?s?|tables?|tab|sections?|secção|sección|chapters?|eq(?:uation)?s?|tabela|tabla|tableau|tabella|abbildung|abb|tabelle|capítulo|chapitre|capitolo|kapitel)\.?\s*\d+(?:\.\d+)*/giu;

/** Whether a sentence holds what a question of that answer type expects (a year or month, a number, a name, a place). */
export function holdsAnswerType(sentence: string, type: AnswerType): boolean {
  // a section's number run into its first sentence ("3 Short Answer Feedback dataset …") is no answer's number
  // nor is the number of a figure, a table or a section it points to ("Figure 2 shows the length …")
  const text = sentence.replace(/^\d+(?:\.\d+)*\.?\s+(?=\p{Lu})/u, '').replace(REFERENCE_NUMBERS, ' ');
  // "between April 2020 and June 2021" names no one
  if (type === 'person') return PEOPLE.test(text) || HOLDS.person.test(text.replace(CALENDAR_WORDS, ' '));
  return HOLDS[type].test(text);
}

/** Questions that ask what something costs, per language. */
const ASKS_PRICE: Record<MaterialLanguage, RegExp> = {
  en: /\bhow much (?:does|do|did|is|are|was|were|would|will|should) .+ cost\b|\b(?:price|cost) of\b|\bhow (?:expensive|cheap)\b/u,
  pt: /\bquanto (?:custa|custam|custou|custaram|é que custa)\b|\bpreço\b|\bcusto d[eoa]\b/u,
  es: /\bcuánto (?:cuesta|cuestan|costó)\b|\bprecio\b|\bcoste d[e]\b/u,
  fr: /\bcombien (?:coûte|coûtent|coûtait|a coûté)\b|\bprix\b|\bcoût d/u,
  it: /\bquanto (?:costa|costano|costava|è costato)\b|\bprezzo\b|\bcosto d/u,
  de: /\b(?:was|wie viel|wieviel) (?:kostet|kosten|kostete)\b|\bpreis\b/u,
};
const ASKS_PRICE_PATTERNS = Object.fromEntries(
  Object.entries(ASKS_PRICE).map(([language, pattern]) => [language, withLetterBoundaries(pattern)]),
) as Record<MaterialLanguage, RegExp>;
/** A price in a text: a currency sign or a currency's name. */
const PRICE = withLetterBoundaries(
  /[$€£¥]|\b(?:dollars?|euros?|pounds? sterling|cents?|usd|eur|gbp|reais|dólares?|pesos?|francs?|franchi|yen|price[sd]?|priced|preços?|precios?|prix|prezzi|prezzo|preise?)\b/iu,
);

/** Whether a question asks what something costs ("How much does … cost?", "Quanto custa …"). */
export function asksPrice(question: string, language: MaterialLanguage): boolean {
  return ASKS_PRICE_PATTERNS[language].test(question.trim().toLowerCase());
}

/** Whether a text states a price (a currency sign or name). */
export function holdsPrice(text: string): boolean {
  return PRICE.test(text);
}

/**
 * The names a question holds (ADR 099): its words written with a capital past its first word
 * ("Lisboa", "Gioconda", "RTX"), lower-cased, function words left out. German capitalises every
 * noun, so a German question names nothing this way.
 */
export function findNames(question: string, language: MaterialLanguage): string[] {
  if (language === 'de') return [];
  const words = splitWords(question.trim().replace(/^[¿¡"'“«\s]+/u, ''));
  return [
    ...new Set(
      words
        .slice(1)
        .filter((word) => /^\p{Lu}/u.test(word) && !isFunctionWord(word.toLowerCase(), language))
        .map((word) => word.toLowerCase()),
    ),
  ];
}

/**
 * The runs of two content words a question writes side by side, lower case ("exam anxiety",
 * "Charles Darwin", "queso cheddar"): a phrase that names one thing, whose words a passage about
 * that thing holds together. Punctuation parts runs ("Paris, France" is two things).
 */
export function findAdjacentPairs(question: string, language: MaterialLanguage): [string, string][] {
  const meta = getMetaWords(language);
  const pairs: [string, string][] = [];
  for (const part of question.split(/[,;:.?!()"“”«»¿¡]+/u)) {
    const tokens = splitWords(part).map((word) => normalizeElision(word.toLowerCase()));
    tokens.forEach((word, index) => {
      const next = tokens[index + 1];
      if (next === undefined || word === next) return;
      if ([word, next].some((token) => isFunctionWord(token, language) || meta.has(token) || /^\p{N}+$/u.test(token)))
        return;
      pairs.push([word, next]);
    });
  }
  return pairs;
}
