import type { MaterialLanguage } from '@mnemo/domain/languages';
import type { DocumentAnalysis } from './analyze-material.ts';
import { getContentKey } from './analyze-material.ts';
import { namesExampleCharacter } from './example-names.ts';
import { getIllustrationSentences } from './illustrations.ts';
import { readClauses } from './nlp/clauses.ts';
import { getFunctionWords } from './nlp/function-words.ts';
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
/** A caption whose number runs into its text with no stop: "Figure 3 Distribution of …", "Tabla 2 Resultados …" (ADR 126). */
const CAPTION_RUN_ON =
  /^(?:[Ff]igur[ea]|[Ff]ig\.|[Tt]able|[Tt]abela|[Tt]abla|[Qq]uadro|[Cc]uadro|[Tt]ableau|[Aa]bbildung|[Aa]bb\.|[Tt]abelle|[Tt]abella)\s*\d+(?:[.-]\d+)*[a-z]?\s+\p{Lu}/u;

/** Marks of a plot or a picture the learner does not see: "the solid line", "the upper triangle shows", "left panel". */
const PLOT_MARK =
  /(?<![\p{L}])(?:(?:solid|dashed|dotted|thick|thin|red|blue|green|black|gr[ae]y|orange) (?:lines?|curves?|bars?|dots?|arrows?)|(?:upper|lower) (?:triangle|half|part|row)|(?:left|right|top|bottom|upper|lower) (?:panel|plot|graph|column)|as shown|shown (?:above|below)|linha (?:cheia|tracejada|a cheio)|l[ií]nea (?:continua|discontinua|punteada)|(?:trait|ligne) (?:plein|pointill[ée]|continue)|linea (?:continua|tratteggiata)|(?:durchgezogene|gestrichelte) linie)(?![\p{L}])/iu;

/**
 * A figure's caption cut from its number (ADR 136): a noun phrase of what a plot shows, with no verb —
 * "Optimisation results for randomly drawn initial values for the cumulative model with constant
 * variance.", "Sensitivity of optimisation results to initial values for the cloglog-link …".
 */
const CAPTION_PHRASE =
  /^(?:[\p{L}-]+\s+){0,3}(?:results?|sensitivity|comparison|distributions?|estimates|histograms?|scatter ?plots?|box ?plots?|illustration|schematic|trajectories|overview|time series) (?:of|for|from|across|under)\s/iu;
/**
 * The finite verbs a caption lacks. English only: the other languages' verbs are too many to list,
 * and a claim such as "Los resultados de un experimento aleatorio forman el espacio muestral" opens
 * the same way (a known gap, ADR 136).
 */
const ENGLISH_CAPTION_VERB =
  /(?<!\p{L})(?:is|are|was|were|be|been|has|have|had|can|could|will|would|may|might|must|shall|should|does|do|did|shows?|showed|depends?|remains?|lies|lie|differs?|increases?|decreases?|varies|vary|suggests?|indicates?|implies|imply|means?|gives?|leads?|yields?|requires?|produces?|allows?|occurs?|holds?|tends?|becomes?|forms?|makes?|takes?|contains?|consists?|describes?|follows?|provides?|reflects?)(?!\p{L})/iu;

/** Whether a sentence is a caption's noun phrase: what a plot shows, with no verb of its own. */
function isCaptionPhrase(sentence: string, language: MaterialLanguage): boolean {
  return language === 'en' && CAPTION_PHRASE.test(sentence) && !ENGLISH_CAPTION_VERB.test(sentence);
}

/**
 * A plot's encoding or a panel's place, named as if the learner saw it (ADR 136): "Parameter estimates
 * are coloured by the log of …", "close to the original publication for the logit model (bottom)".
 */
const PANEL_MARK =
  /(?<!\p{L})(?:are|is|were|was)\s+(?:colou?red|shaded|plotted|highlighted|depicted|drawn)\s+(?:by|in|with|according)(?!\p{L})|\((?:top|bottom|left|right|middle|centre|center|inset|(?:top|bottom|upper|lower)[ -](?:left|right)|em cima|em baixo|à esquerda|à direita|arriba|abajo|izquierda|derecha|en haut|en bas|à gauche|à droite|in alto|in basso|a sinistra|a destra|oben|unten|links|rechts)\)/iu;

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

/**
 * The authors' own study, named as if the reader had it in front of them (ADR 126): "our model", "the
 * present study", "in the next section", "Table 2 shows", and a sentence whose subject is the study's
 * results, data or people ("The results show …", "The dataset currently contains …", "The annotators
 * …") — a research paper's sentences about itself, which no learner can answer without the paper.
 */
const STUDY_CONTEXT: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:our|ours)\s+\p{L}|(?<!\p{L})(?:by|of|from) the same authors?(?!\p{L})|(?<!\p{L})(?:an earlier|a previous|a prior) (?:manuscript|paper|publication|study|version)(?!\p{L})|(?<!\p{L})the (?:dataset|data set|corpus|annotators|participants|respondents|original (?:publication|study|paper|authors|implementation|analysis))(?!\p{L})(?!\s+(?:of|for|from)(?!\p{L}))|(?<!\p{L})(?:first|subsequently|afterwards)\s+\p{L}+ed(?!\p{L})|(?<!\p{L})(?:is|are|was|were)\s+then\s+\p{L}+ed(?!\p{L})|(?<!\p{L})eqns?\.?(?:\s*\(?\d|\s*$)|(?<!\p{L})the (?:present|proposed|current) (?:study|paper|work|article|thesis|method|model|approach|system|dataset|corpus|analysis|framework)(?!\p{L})|(?<!\p{L})in (?:this|the (?:next|previous|following|preceding|present|current|last|first)) (?:section|chapter|paper|study|article|work)(?!\p{L})|(?<!\p{L})(?:fig(?:ure)?s?\.?|tables?|sections?|appendix|eq(?:uation)?s?\.?)\s*(?:\d+(?:\.\d+)*|[A-H])\s*(?:\([a-z]\)\s*)?(?:shows?|lists?|gives?|presents?|summari[sz]es|illustrates?|depicts?|displays?|reports?|compares?|contains?|describes?|provides?)(?!\p{L})|^the (?:generated|proposed|trained|collected|annotated) \p{L}|^(?:the|these) (?:results?|findings|dataset|data ?set|corpus|participants|annotators|authors|respondents|experiments?|baselines?|draft|survey|evaluation)(?!\p{L})(?!\s+(?:of|for|from|on|in|to|with)(?!\p{L}))/iu,
  pt: /(?<!\p{L})(?:os anotadores|os participantes|a publica[çc][ãa]o original|o estudo original|o artigo original)(?!\p{L})|(?<!\p{L})(?:nosso|nossa|nossos|nossas)\s+\p{L}|(?<!\p{L})(?:o|a) presente (?:estudo|trabalho|artigo|tese|disserta[çc][ãa]o|m[ée]todo|modelo)(?!\p{L})|(?<!\p{L})(?:figura|tabela|quadro|sec[çc][ãa]o|se[çc][ãa]o|cap[íi]tulo)\s*\d+(?:\.\d+)*\s*(?:mostra|apresenta|ilustra|resume|descreve|lista|compara|cont[ée]m)(?!\p{L})|^(?:os|estes) (?:resultados|dados|participantes|anotadores|autores|inquiridos)(?!\p{L})(?!\s+(?:de|do|da|dos|das|para|sobre)(?!\p{L}))/iu,
  es: /(?<!\p{L})(?:los anotadores|los participantes|la publicaci[óo]n original|el estudio original|el art[íi]culo original)(?!\p{L})|(?<!\p{L})(?:nuestro|nuestra|nuestros|nuestras)\s+\p{L}|(?<!\p{L})(?:el|la) presente (?:estudio|trabajo|art[íi]culo|tesis|m[ée]todo|modelo)(?!\p{L})|(?<!\p{L})(?:figura|tabla|cuadro|secci[óo]n|cap[íi]tulo)\s*\d+(?:\.\d+)*\s*(?:muestra|presenta|ilustra|resume|describe|lista|compara|contiene)(?!\p{L})|^(?:los|estos) (?:resultados|datos|participantes|anotadores|autores|encuestados)(?!\p{L})(?!\s+(?:de|del|para|sobre)(?!\p{L}))/iu,
  fr: /(?<!\p{L})(?:les annotateurs|les participants|la publication originale|l['’][ée]tude originale|l['’]article original)(?!\p{L})|(?<!\p{L})(?:notre|nos)\s+\p{L}|(?<!\p{L})(?:le|la) présente? (?:étude|travail|article|thèse|méthode|modèle)(?!\p{L})|(?<!\p{L})(?:figure|tableau|section|chapitre)\s*\d+(?:\.\d+)*\s*(?:montre|présente|illustre|résume|décrit|liste|compare|contient)(?!\p{L})|^(?:les|ces) (?:résultats|données|participants|annotateurs|auteurs)(?!\p{L})(?!\s+(?:de|du|des|d['’]|pour|sur)(?!\p{L}))/iu,
  it: /(?<!\p{L})(?:gli annotatori|i partecipanti|la pubblicazione originale|lo studio originale|l['’]articolo originale)(?!\p{L})|(?<!\p{L})(?:nostro|nostra|nostri|nostre)\s+\p{L}|(?<!\p{L})(?:il|la) presente (?:studio|lavoro|articolo|tesi|metodo|modello)(?!\p{L})|(?<!\p{L})(?:figura|tabella|sezione|capitolo)\s*\d+(?:\.\d+)*\s*(?:mostra|presenta|illustra|riassume|descrive|elenca|confronta|contiene)(?!\p{L})|^(?:i|questi) (?:risultati|dati|partecipanti|annotatori|autori)(?!\p{L})(?!\s+(?:di|del|dei|della|delle|per|su)(?!\p{L}))/iu,
  de: /(?<!\p{L})(?:die annotatoren|die teilnehmer(?:innen)?|die ursprüngliche (?:veröffentlichung|studie)|die originalstudie)(?!\p{L})|(?<!\p{L})(?:unser|unsere|unserer|unseres|unserem|unseren)\s+\p{L}|(?<!\p{L})(?:die|der|das) vorliegende (?:studie|arbeit|artikel|methode|modell)(?!\p{L})|(?<!\p{L})(?:abbildung|abb\.|tabelle|abschnitt|kapitel)\s*\d+(?:\.\d+)*\s*(?:zeigt|stellt|illustriert|fasst|beschreibt|listet|vergleicht|enthält)(?!\p{L})|^(?:die|diese) (?:ergebnisse|daten|teilnehmer|teilnehmenden|annotatoren|autoren)(?!\p{L})(?!\s+(?:der|des|von|für|zu)(?!\p{L}))/iu,
};

/**
 * The text telling its own course, or a step of a proof that leans on the one before (ADR 126):
 * "Pasamos ahora a ver …", "Empecemos con …", "We now turn to …", "Basta demostrar …", "A la
 * inversa, …", "Conversely, …", "Con una intuición análoga …" — no fact a learner can check alone.
 */
const NARRATION: Record<MaterialLanguage, RegExp> = {
  en: /^(?:in other words|we (?:now|will|shall|next|first|begin|start|turn|move|return|consider|assume|suppose|take|have (?:seen|shown|already))|now we|next,? we|before we|let us now|it (?:suffices|is enough) to (?:show|prove|check)|conversely|another (?:case|example|way|approach|point)|(?:in )?(?:a|an) (?:similar|analogous) (?:way|manner|fashion))(?!\p{L})/iu,
  pt: /^(?:em outras palavras|por outras palavras|passamos|passemos|come[çc]emos|comecemos|vamos (?:agora|ver|come[çc]ar|estudar)|vejamos|veremos|agora vamos|recordemos|lembremos|vimos|basta (?:mostrar|provar|ver|verificar)|reciprocamente|inversamente|(?:de|com) (?:forma|maneira|modo|uma intui[çc][ãa]o) an[áa]log[ao]|analogamente|consideramos|tomamos)(?!\p{L})/iu,
  es: /^(?:en otras palabras|pasamos|pasemos|empecemos|comencemos|vamos a (?:ver|estudiar|empezar|comenzar)|veamos|veremos|ahora (?:vamos|veremos|pasamos)|recordemos|hemos visto|basta (?:con )?(?:demostrar|probar|ver|comprobar)|a la inversa|rec[íi]procamente|inversamente|(?:de|con) (?:forma|manera|modo|una intuici[óo]n) an[áa]log[ao]|an[áa]logamente|consideramos|tomamos|dado entonces)(?!\p{L})/iu,
  fr: /^(?:autrement dit|en d['’]autres termes|passons|commen[çc]ons|nous (?:allons|verrons|avons vu)|voyons|rappelons|il suffit de (?:montrer|prouver|v[ée]rifier)|r[ée]ciproquement|inversement|de (?:fa[çc]on|mani[èe]re) analogue|consid[ée]rons)(?!\p{L})/iu,
  it: /^(?:in altre parole|passiamo|cominciamo|iniziamo|vediamo|vedremo|ricordiamo|abbiamo visto|basta (?:dimostrare|mostrare|verificare)|viceversa|reciprocamente|in modo analogo|analogamente)(?!\p{L})/iu,
  de: /^(?:mit anderen worten|wir (?:kommen|beginnen|betrachten|sehen|haben gesehen)|kommen wir|beginnen wir|sehen wir|es (?:genügt|reicht),? (?:zu )?(?:zeigen|beweisen)|umgekehrt|analog)(?!\p{L})/iu,
};

/** A supposition after an opening clause with nothing concluded: "En el caso de una v.a. discreta, sea P(xi) su …" (ADR 126). */
const LATE_SUPPOSITION: Record<MaterialLanguage, RegExp> = {
  en: /,\s*let\s+\S/iu,
  pt: /,\s*(?:seja|sejam)\s+\S/iu,
  es: /,\s*(?:sea|sean)\s+\S/iu,
  fr: /,\s*(?:soit|soient)\s+\S/iu,
  it: /,\s*(?:sia|siano)\s+\S/iu,
  de: /,\s*(?:sei|seien)\s+\S/iu,
};

/** A numbered theorem, definition or lemma heading that opens the sentence: "Teorema 2.4. de extensión de Carathéodory Dada …" (ADR 126). */
const NUMBERED_BLOCK_HEADING =
  /^(?:theorem|teorema|th[ée]or[èe]me|satz|lemma|lema|lemme|proposition|proposi[çc][ãa]o|proposici[óo]n|proposizione|corollary|corol[áa]rio|corolario|corollaire|corollario|korollar|definition|defini[çc][ãa]o|definici[óo]n|d[ée]finition|definizione)\s+\d+(?:\.\d+)*\.?\s/iu;

/*
 * A bibliography entry, wherever it sits (ADR 133): a references section the segmenter did not
 * recognise (a line-numbered author manuscript, a heading it does not know) still gives entries
 * whose marks are their own — "Turnbaugh PJ, Hamady M, …", "Nature 2009;457:480–4.", a DOI, "(2009).
 * Title", "12(3): 45–67", "pp. 12–34", "R package version 2.1". Line numbers and entry numbers at
 * the start ("412 3. Author A, …") are read past.
 */
const LEADING_NUMBERS = /^(?:\[?\d{1,4}[.\])]?\s+)+/u;
const SURNAME = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+(?:van|von|de|da|del|der|di|le|la)\s+\p{Lu}[\p{L}'’-]+)?`;
const REFERENCE_MARKS: readonly RegExp[] = [
  // Vancouver: "Nature 2009;457:480–4", "2016;7(2):e01018"
  /(?<!\d)(?:19|20)\d{2}[a-z]?\s*;\s*\d+\s*(?:\(\s*[\dS-]+\s*\))?\s*:\s*[\de]/u,
  // a DOI
  /(?<!\p{L})doi\s*[:.]?\s*10\.\d{4,}|doi\.org\/|(?<![\d.])10\.\d{4,9}\/\S/iu,
  // "Turnbaugh PJ, Hamady M," — surnames with their initials, two or more
  new RegExp(String.raw`^(?:${SURNAME}\s+\p{Lu}{1,3}\.?,\s*){2,}`, 'u'),
  // "Ley RE, Turnbaugh PJ, et al." / "Smith AB and Jones C."
  new RegExp(
    String.raw`^(?:${SURNAME}\s+\p{Lu}{1,3}\.?(?:,\s*|\s+and\s+|\s*&\s*))+(?:et al\.?|${SURNAME}\s+\p{Lu}{1,3}\.)`,
    'u',
  ),
  // "Smith, J. A., & Doe, B." / "Smith, J., Doe, B."
  new RegExp(String.raw`^${SURNAME},\s*(?:\p{Lu}\.\s*){1,3}(?:,|&|and)`, 'u'),
  // "(2009). Title" — the year of an author-year entry, closed by a stop
  /\((?:19|20)\d{2}[a-z]?\)\.\s/u,
  // "12(3): 45–67", "vol. 12, pp. 45–67"
  /(?<!\p{L})\d+\s*\(\d+\)\s*[:,]\s*\d+\s*[–-]\s*\d+/u,
  /(?<!\p{L})pp?\.\s*\d+\s*[–-]\s*\d+/u,
  // "IEEE Access, 6:52138– 52160", "pages 65–72"
  /(?<![\p{L}\d])\d+(?:\(\d+\))?:\s?\d+\s*[–-]\s*\d+/u,
  /(?<!\p{L})pages\s+\d+\s*[–-]\s*\d+/u,
  // an author-year entry's year alone, or opening its title: "2019.", "2019. Analyzing …"
  /^(?:19|20)\d{2}[a-z]?\.(?:\s|$)/u,
  // a list of names and nothing else: "Afra Alishahi, Grzegorz Chrupała, and Tal Linzen."
  /^(?:\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}(?:,\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+))+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}\.?$/u,
  // a software package's or a web page's entry
  /(?<!\p{L})(?:R package version|Python package version|retrieved from|accessed (?:on )?\d|in proceedings of|proc\.\s+of)(?!\p{L})/iu,
  // "In: Proceedings …", "in: Smith J (ed.)": a capital after it (case-sensitive: under `i`, `\p{Lu}` is any letter)
  /(?<!\p{L})[Ii]n:\s+\p{Lu}/u,
  /^(?:https?:\/\/|www\.)\S+$/u,
];

/** Whether a sentence is (part of) a bibliography entry, by its own marks. */
export function isReferenceEntry(text: string): boolean {
  const sentence = text.trim().replace(LEADING_NUMBERS, '');
  return REFERENCE_MARKS.some((mark) => mark.test(sentence));
}

/**
 * Pointers to other reading and course logistics, asides no learner is examined on (ADR 133): "A
 * more modern discussion … is available", "see Hartl and Clark for …", "The homework is due …".
 */
const ASIDE: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:(?:see|cf\.)\s+[^.;]{1,80}?\s+for(?!\p{L})|for (?:a |an )?(?:more |further )?(?:(?:modern|detailed|complete|thorough|rigorous|formal|gentle|general) )?(?:details|discussion|treatment|information|introduction|account|review|proof|derivation|overview)\b[^.]{0,80}\bsee\b|(?:discussion|treatment|account|review|introduction|overview|proof|derivation|version|description)s?\b[^.]{0,80}\b(?:is|are|can be) (?:available|found) (?:in|at|from|online|here)|is available (?:online|at|from)|homework|problem sets?|office hours|syllabus|midterm|due (?:on|by) (?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|june|july|august|september|october|november|december|next|tomorrow|tonight|midnight|noon|the end of)|(?:it is|it's) (?:a good idea|advisable|recommended) to|(?:we|I) (?:recommend|suggest|encourage) (?:you|that you|reading|students))(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:(?:ver|veja|consulte|consultar)\s+[^.;]{1,80}?\s+para(?!\p{L})|(?:está|estão|encontra-se|encontram-se) dispon[íi]ve(?:l|is) (?:em|no|na|online)|trabalhos? de casa|data de entrega|recomenda-se (?:a leitura|ler|que leia))(?!\p{L})/iu,
  es: /(?<!\p{L})(?:(?:véase|ver|vea|consulte|consultar)\s+[^.;]{1,80}?\s+para(?!\p{L})|(?:está|están) disponibles? (?:en|online)|se puede(?:n)? consultar|tareas? para (?:casa|entregar)|fecha de entrega|se recomienda (?:la lectura|leer))(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:(?:voir|voyez|consultez)\s+[^.;]{1,80}?\s+pour(?!\p{L})|(?:est|sont) disponibles? (?:en ligne|sur|à)|devoirs? (?:à rendre|maison)|date de remise)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:(?:vedi|vedere|si veda|consulta)\s+[^.;]{1,80}?\s+per(?!\p{L})|(?:è|sono) disponibil[ei] (?:online|su|in|a)|compiti per casa|data di consegna)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:(?:siehe|vgl\.)\s+[^.;]{1,80}?\s+für(?!\p{L})|(?:ist|sind) (?:online )?verfügbar|hausaufgaben?|abgabetermin)(?!\p{L})/iu,
};

/**
 * An object pronoun or a demonstrative determiner that points back at what the text named before
 * (ADR 133): "… puede ayudar a prevenirlo", "esse material", "estes materiais", "usá-lo".
 */
const POINTING_BACK: Partial<Record<MaterialLanguage, RegExp>> = {
  // case-sensitive: the word after is a small-letter noun, not a name (under `i`, `\p{Ll}` is any letter)
  pt: /(?<!\p{L})(?:[Ee]ss[ea]s?|[Ee]st[ea]s?|[Aa]quel[ea]s?)\s+\p{Ll}{3,}/u,
};
/** A Spanish object clitic on an infinitive or a gerund: "prevenirlo", "centrarla", "calculándolos". */
const SPANISH_CLITIC = /(?<!\p{L})\p{L}{3,}(?:ar|er|ir|ár|ér|ír|ando|iendo)(lo|la|los|las)(?!\p{L})/iu;
/** The articles a clitic's antecedent would carry, by the clitic. */
const CLITIC_ANTECEDENT: Record<string, RegExp> = {
  lo: /(?<!\p{L})(?:el|un|del|al|este|ese)\s+\p{L}{3,}/iu,
  la: /(?<!\p{L})(?:la|una|esta|esa)\s+\p{L}{3,}/iu,
  los: /(?<!\p{L})(?:los|unos|estos|esos)\s+\p{L}{3,}/iu,
  las: /(?<!\p{L})(?:las|unas|estas|esas)\s+\p{L}{3,}/iu,
};

/**
 * Whether a clitic points outside its sentence: "El ejercicio puede ayudar a prevenirlo" — no noun
 * of its gender and number before it but the sentence's own subject. "Una vez que se compila un
 * programa, puede ejecutarlo" has its antecedent.
 */
function hasDanglingClitic(sentence: string): boolean {
  const match = SPANISH_CLITIC.exec(sentence);
  if (!match) return false;
  const before = sentence.slice(0, match.index).replace(/^\s*\p{L}+\s+\p{L}+/u, '');
  return !CLITIC_ANTECEDENT[match[1]!.toLowerCase()]!.test(before);
}

/**
 * A numbered thing of the document the learner does not see (ADR 136): an equation's label in the
 * text ("as propriedades (2.17)", "dada em (2.1)"), an appendix by its letter ("Appendix A.1"), a
 * numbered step, case, part or path ("step 2", "case (b)", "Alternate path 1", "passo 3", "Schritt 2").
 */
const NUMBERED_POINTER =
  /(?<![\p{L}\p{N}.])\((?:[1-9]\d?\.\d{1,3}[a-z]?)\)|(?<!\p{L})(?:in|by|from|of|using|with|em|de|por|en|dans|par|nach|aus|da|di|con|com)\s+\([1-9]\d?\)(?![\p{L}\p{N}])|(?<!\p{L})(?:appendix|ap[eê]ndice|ap[ée]ndice|annexe|anhang|appendice)\s+[A-H](?:\.\d+)*(?![\p{L}])|(?<!\p{L})(?:figures?|figs?\.|tables?|tabelas?|tablas?|tableaux?|figuras?|abbildung(?:en)?|abb\.|tabellen?|tabell[ae]|equations?|eqs?\.|equa[çc](?:[ãa]o|[õo]es)|ecuaci[óo]n(?:es)?|[ée]quations?|gleichung(?:en)?|equazion[ei]|sections?|se[cç]ç(?:ão|ões)|secci(?:ón|ones)|abschnitte?|sezion[ei])\s*\(?S?[1-9]\d?(?:\.\d+)*[a-z]?\)?(?![\p{L}\p{N}])|(?<!\p{L})(?:steps?|cases?|parts?|paths?|stages?|phases?|scenarios?|options?|passos?|casos?|partes?|etapas?|fases?|caminhos?|pasos?|[ée]tapes?|cas|parties?|passi|passo|casi|caso|parte|fase|schritte?|fall|teile?|stufen?)\s+(?:[1-9]\d?|\((?:[a-h]|[ivx]{1,4}|\d)\)|[a-h]\))(?![\p{L}\p{N}]|\.\d)/iu;

/**
 * The reader addressed as a person of the text, or the text's next step (ADR 136): "O leitor já tem
 * familiaridade com …", "el lector ya conoce", "After “Hello, World”, the next step is arithmetic.",
 * "Para el cálculo de probabilidades, nos será muy útil el concepto de …" —
 * the text's course, no fact about the subject.
 */
const THE_READER =
  /(?<!\p{L})(?:will be (?:very )?useful (?:to|for) us|(?:nos )?ser[áa]o? (?:muito )?[úu]te?(?:il|is)|nos ser[áa]n? (?:muy )?[úu]til(?:es)?|nous sera (?:très )?utile|ci sar[àa] (?:molto )?utile|wird uns (?:sehr )?nützlich|(?:the|our) next (?:step|topic|chapter|section|lecture)|o próximo (?:passo|tópico|capítulo)|(?:el|nuestro) (?:siguiente|próximo) (?:paso|tema|capítulo)|la prochaine étape|le prochain (?:chapitre|sujet)|il prossimo (?:passo|argomento|capitolo)|der nächste (?:schritt|abschnitt)|das nächste kapitel|the reader|o leitor|a leitora|el lector|la lectora|le lecteur|la lectrice|il lettore|la lettrice|der leser|die leserin)(?!\p{L})/iu;

/**
 * A modifier that points back at what the text just named (ADR 145): "The resulting Common Sense
 * Explanations (CoS-E) dataset …", "The expanded dataset …", "the corresponding allele", "the
 * remaining individuals", "the aforementioned", "The same argument shows …" — what it names is in
 * the sentences before. "corresponding to …" names its own referent and stays, as does a possessive's
 * ("each parameter … its corresponding argument", "sus valores correspondientes").
 */
const POSSESSIVE_BEFORE = String.raw`(?<!(?:seu|sua|seus|suas|su|sus|son|sa|ses|leur|leurs|suo|suoi|sue|loro)\s+\p{L}+\s+)`;
const POINTING_MODIFIER: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:the|these|those)\s+(?:resulting|remaining|obtained|expanded|revised|updated|corresponding(?!\s+to(?!\p{L})))\s+\p{L}|(?<!\p{L})(?:aforementioned|above-?mentioned|aforesaid)(?!\p{L})|^the same (?:holds|is true|applies|goes|argument|reasoning|procedure|logic)(?!\p{L})/iu,
  pt: new RegExp(
    String.raw`(?<!\p{L})(?:${POSSESSIVE_BEFORE}correspondentes?(?!\s+(?:a|ao|aos|à|às)(?!\p{L}))|${POSSESSIVE_BEFORE}restantes|supracitad[oa]s?|supramencionad[oa]s?|(?:acima|anteriormente) (?:mencionad|referid|citad)[oa]s?|(?:mencionad|referid|citad)[oa]s? (?:acima|anteriormente)|assim obtid[oa]s?)(?!\p{L})`,
    'iu',
  ),
  es: new RegExp(
    String.raw`(?<!\p{L})(?:${POSSESSIVE_BEFORE}correspondientes?(?!\s+(?:a|al)(?!\p{L}))|${POSSESSIVE_BEFORE}restantes|susodich[oa]s?|antedich[oa]s?|(?:anteriormente|arriba) (?:mencionad|citad)[oa]s?|(?:mencionad|citad)[oa]s? (?:anteriormente|arriba)|así obtenid[oa]s?)(?!\p{L})`,
    'iu',
  ),
  fr: new RegExp(
    String.raw`(?<!\p{L})(?:${POSSESSIVE_BEFORE}correspondante?s?(?!\s+(?:à|au|aux)(?!\p{L}))|(?<!en )${POSSESSIVE_BEFORE}restante?s|susmentionn[ée]e?s?|précité(?:e|s|es)?|ainsi obtenue?s?)(?!\p{L})`,
    'iu',
  ),
  it: new RegExp(
    String.raw`(?<!\p{L})(?:${POSSESSIVE_BEFORE}corrispondent[ei](?!\s+(?:a|al|allo|alla|ai|agli|alle)(?!\p{L}))|${POSSESSIVE_BEFORE}(?:restanti|rimanenti)|sopra(?:c)?citat[oaie]|summenzionat[oaie]|così ottenut[oaie])(?!\p{L})`,
    'iu',
  ),
  de: /(?<!\p{L})(?:(?:die|der|das|den|dem|des)\s+(?:entsprechende[nmrs]?|verbleibende[nmrs]?|resultierende[nmrs]?|so erhaltene[nmrs]?)|obengenannte[nmrs]?|oben genannte[nmrs]?|besagte[nmrs]?)(?!\p{L})/iu,
};

/**
 * The text saying what one may talk about (ADR 145): "No solo se puede hablar de límites en sucesiones
 * monótonas", "we can speak of a limit", "on peut parler de …" — its course, not a fact of the subject.
 */
const SPEAKING_OF =
  /(?<!\p{L})(?:(?:we|one|you) (?:can|could|may) (?:also )?(?:talk|speak)|(?:se|también se) (?:puede|pueden|podría) (?:también )?hablar|(?:podemos|podríamos) (?:también )?hablar|(?:pode-se|podemos|poderíamos|se pode) (?:também )?falar|on (?:peut|pourrait) (?:aussi )?parler|(?:si può|possiamo) (?:anche )?parlare|(?:man kann|wir können) (?:auch )?(?:von|über))(?!\p{L})/iu;

/**
 * What happens in the passage's own scene (ADR 145): "To get a better idea of what is happening, it is
 * useful to draw a state diagram", "o que está a acontecer", "lo que está pasando", "ce qui se passe ici".
 */
const SCENE: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})what(?:['’]s| is| was) (?:happening|going on)(?!\p{L})(?!\s+(?:to|in|with|when|if)(?!\p{L}))/iu,
  pt: /(?<!\p{L})o que (?:está|estava) a (?:acontecer|passar)(?!\p{L})|(?<!\p{L})o que (?:está|estava) (?:acontecendo|se passando)(?!\p{L})/iu,
  es: /(?<!\p{L})lo que (?:está|estaba) (?:pasando|ocurriendo|sucediendo)(?!\p{L})/iu,
  fr: /(?<!\p{L})ce qui (?:se passe|est en train de se passer)(?!\s+(?:lorsque|quand|si|dans|avec)(?!\p{L}))(?!\p{L})/iu,
  it: /(?<!\p{L})(?:cosa|ciò che|quello che) (?:sta|stava) (?:succedendo|accadendo)(?!\p{L})/iu,
  de: /(?<!\p{L})was (?:gerade )?(?:passiert|geschieht)(?=\s*[,.;:]|$)/iu,
};

/**
 * A study's own procedure told in the past (ADR 136): what was done, in a passive past with no named
 * agent and no date ("Initial values … were determined using a random search", "The general
 * annotation guidelines were submitted to …", "Learners’ answers were not post-processed", "foram
 * determinados", "fueron seleccionados", "ont été calculés", "sono stati scelti", "wurden …
 * bestimmt"), or a run's outcome ("The cloglog link model failed due to numerical errors", "resulted
 * in estimates close to …"). A fact the learner cannot know without the paper; history ("was coined
 * by Wright in 1921") names its agent or its year and is kept, as is a passive with its agent ("were
 * not allowed by selective evolution") and "it was shown that …".
 */
const PAST_PROCEDURE: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:was|were)\s+(?:(?:not|then|also|first|further|subsequently|initially|finally|manually|randomly|\p{L}+ly)\s+)?(?!(?:used|called|known|given|based|born|often|even|between|seven|eleven|open|indeed|sudden|golden)(?!\p{L}))\p{L}[\p{L}‐-]{2,}(?:ed|en|wn|ught|lt|pt)(?!\p{L})(?!\s+(?:that|by)(?!\p{L}))|(?<!\p{L})(?:failed|converged|outperformed|resulted in|yielded|produced|returned|were able to|had to be)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:foi|foram)\s+(?:(?:\p{L}+mente|ent[ãa]o|tamb[ée]m)\s+)?\p{L}{3,}(?:ad|id)[oa]s?(?!\p{L})(?!\s+que(?!\p{L}))/iu,
  es: /(?<!\p{L})(?:fue|fueron)\s+(?:(?:\p{L}+mente|entonces|tambi[ée]n)\s+)?\p{L}{3,}(?:ad|id)[oa]s?(?!\p{L})(?!\s+que(?!\p{L}))/iu,
  fr: /(?<!\p{L})(?:a|ont)\s+(?:(?:ensuite|aussi|d['’]abord|\p{L}+ment)\s+)?été\s+\p{L}{3,}(?:é|i|u|is|it)e?s?(?!\p{L})(?!\s+que(?!\p{L}))/iu,
  it: /(?<!\p{L})(?:(?:è|sono)\s+stat[oaie]|fu|furono)\s+(?:(?:poi|anche|\p{L}+mente)\s+)?\p{L}{3,}(?:at|it|ut)[oaie](?!\p{L})(?!\s+che(?!\p{L}))/iu,
  de: /(?<!\p{L})(?:wurde|wurden)(?!\p{L})[^.,;:]*?\s\p{L}{3,}(?:t|en)\s*(?:[.,;:]|$)(?![^.]*\bdass\b)/iu,
};
/** What makes a past-tense sentence history rather than a study's procedure: a named agent or a year. */
const HISTORY_MARK =
  /(?<!\p{L})(?:by|por|par|da|von|durch)\s+\p{Lu}\p{Ll}+|(?<![\p{N}.])(?:1[5-9]|20)\d{2}(?![\p{N}])/u;

/** A relative pronoun shortly before the past verb: the verb is in a clause about a noun. */
const RELATIVE_BEFORE =
  /(?<!\p{L})(?:which|that|who|whom|whose|where|que|qui|dont|où|cui|che|quale|quali|onde|donde|cuyo|cuya|welche[rsmn]?|deren|dessen)(?!\p{L})[^,;]*$/iu;

/** Whether a sentence tells a study's procedure or outcome in the past (see PAST_PROCEDURE). */
function tellsPastProcedure(sentence: string, language: MaterialLanguage): boolean {
  const match = PAST_PROCEDURE[language].exec(sentence);
  if (!match || HISTORY_MARK.test(sentence)) return false;
  // in a relative clause the past describes the thing, not the study: "lo scopo per cui la variabile è stata creata"
  return !RELATIVE_BEFORE.test(sentence.slice(Math.max(0, match.index - 40), match.index));
}

/** Letters that are words of the language, not symbols, when they stand alone. */
const LETTER_WORDS: Record<MaterialLanguage, RegExp> = {
  en: /^(?:a|A|I)$/u,
  pt: /^(?:a|A|o|O|e|é|à|À)$/u,
  es: /^(?:a|A|o|O|y|Y|e|u)$/u,
  fr: /^(?:a|A|à|À|y|Y)$/u,
  it: /^(?:a|A|e|E|è|o|O|i|I)$/u,
  de: /^(?:a|A)$/u,
};
/** Words after which a symbol is named by the sentence itself: "is μ", "denoted N", "where s is", "called F". */
const NAMING_WORD =
  /^(?:is|are|be|equals?|denoted|denotes|called|written|where|with|let|é|são|denotad[oa]s?|chamad[oa]s?|onde|seja|es|son|llamad[oa]s?|donde|sea|est|sont|not[ée]e?s?|appel[ée]e?s?|où|soit|è|sono|indicat[oaie]|chiamat[oaie]|dove|sia|ist|sind|bezeichnet|genannt|wobei|sei|=)$/iu;
/** Words that name no thing, so a symbol after them is used rather than introduced ("If s is small", "of p and F"). */
const USING_WORD =
  /^(?:if|of|and|or|by|than|to|for|in|on|at|from|when|then|as|se|de|do|da|dos|das|e|ou|por|que|em|no|na|si|del|y|o|en|el|la|los|las|lo|et|du|des|le|les|par|dans|pour|di|della|dei|per|nel|nella|wenn|von|und|oder|für|im|in)$/iu;
/** Words that join a symbol to the one before it ("bases B1 e B2", "(p and F)"). */
const COORDINATOR = /^(?:and|or|e|ou|y|o|et|und|oder)$/iu;

/** Whether an English word is a noun and nothing else a symbol could be the subject of ("the n alleles", not "if x increases"). */
function isEnglishNoun(word: string): boolean {
  const pos = getEnglishPos(word);
  return pos.has('n') && !pos.has('v');
}

/** Whether a token is a symbol: a lone letter that is no word of the language, a Greek letter, "w1", "2N". */
function isSymbolToken(token: string, language: MaterialLanguage): boolean {
  if (/^\p{Script=Greek}{4,}$/u.test(token)) return false;
  return (
    (/^\p{L}$/u.test(token) && !LETTER_WORDS[language].test(token)) ||
    /^\p{Script=Greek}{1,2}[\p{L}\p{N}]{0,3}$/u.test(token) ||
    /^(?:\p{N}+\p{Lu}|\p{L}\p{N}{1,2})$/u.test(token)
  );
}

/**
 * A symbol the sentence uses but does not introduce (ADR 136): "If s is small, …", "a combination of
 * p and F", "is still 1/(2N)", "depends only on the sign of (w1 − w2)" — the letter was defined pages
 * before. A symbol is introduced when it follows the noun it names ("a population of size N", "allele
 * A1", "two parameters (p and F)", "bases B1 e B2"), when the sentence names it ("is μ", "where s is
 * …"), or when it labels the noun after it ("the A2 allele"); a sentence whose symbols are all
 * introduced stands.
 */
function usesUndefinedSymbol(sentence: string, language: MaterialLanguage): boolean {
  // abbreviations read as letters ("e.g.", "i.e.", "cf.") are no symbols
  const words = sentence.replace(
    /(?<!\p{L})(?:e\.\s?g|i\.\s?e|cf|vs|etc|z\.\s?B|d\.\s?h|p\.\s?ex|p\.\s?e|c\.\s?s|v\.\s?a)\.(?!\p{L})/giu,
    ' ',
  );
  const tokens = words.match(/[\p{L}\p{N}_′'’]+(?:[-‐][\p{L}\p{N}]+)*|=|[()]/gu) ?? [];
  const introduced = new Set<string>();
  let parenthesisAfterNoun = false;
  let lastIntroduced = -2;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token === '(') {
      const noun = tokens[index - 1] ?? '';
      parenthesisAfterNoun = /^\p{L}{3,}$/u.test(noun) && !USING_WORD.test(noun);
      continue;
    }
    if (token === ')') {
      parenthesisAfterNoun = false;
      continue;
    }
    if (!isSymbolToken(token, language) || introduced.has(token)) continue;
    const before = tokens[index - 1] ?? '';
    const after = tokens[index + 1] ?? '';
    const isIntroduced =
      parenthesisAfterNoun ||
      NAMING_WORD.test(before) ||
      /^(?:denotes|stands|represents|denota|representa|désigne|représente|indica|rappresenta|bezeichnet)$/iu.test(
        after,
      ) ||
      // a label or a count on the noun after it: "the A2 allele", "de n dimensões"
      (/^\p{Ll}{3,}$/u.test(after) &&
        !USING_WORD.test(after) &&
        (language !== 'en' || /\p{N}/u.test(token) || isEnglishNoun(after))) ||
      // "f: R → R": the symbols of what was just introduced
      lastIntroduced === index - 1 ||
      (/^\p{L}{3,}$/u.test(before) && !USING_WORD.test(before)) ||
      (COORDINATOR.test(before) && lastIntroduced === index - 2);
    if (!isIntroduced) return true;
    introduced.add(token);
    lastIntroduced = index;
  }
  return false;
}

/*
 * A sentence that leans on the one before it or on a page the learner does not see (issue 20, ADR
 * 175) — what readers still discarded as needing context after the rules above:
 *   - an example named as one of several: "One example is the regulation that caps …", "Another
 *     example …", "Um exemplo …", "Un autre exemple …";
 *   - a contrast connective set inside the opening clause, that only means something against the
 *     sentence before: "In a triad, however, the dynamic is quite different.", "Many, though, …",
 *     "En cambio, …" after a subject, "Dans ce cas, en revanche, …";
 *   - a place on the page or in a figure: "À gauche, le volume est fixé …", "On the left, …", "in the
 *     upper panel", "A la derecha, …";
 *   - a symbol the sentence takes from an earlier one, behind a definite article: "O conjunto D é
 *     chamado de domínio …" (from f: D → Y), "the first substep (1)".
 */
const EXAMPLE_OF_SEVERAL: Record<MaterialLanguage, RegExp> = {
  en: /^(?:one|another|a (?:further|second|third|similar|good|classic|typical|simple|famous)) (?:example|instance|illustration)s?(?!\p{L})(?!\s+of\s)/iu,
  pt: /^(?:(?:um|outro|um outro) (?:exemplo|caso)|(?:uma|outra|uma outra) ilustra[çc][ãa]o)(?!\p{L})(?!\s+d[eoa]s?\s)/iu,
  es: /^(?:(?:un|otro) (?:ejemplo|caso)|(?:una|otra) ilustraci[óo]n)(?!\p{L})(?!\s+de(?:l)?\s)/iu,
  fr: /^(?:(?:un|un autre) (?:exemple|cas)|(?:une|une autre) illustration)(?!\p{L})(?!\s+(?:de|d['’]|du|des)\s?)/iu,
  it: /^(?:un|un altro) (?:esempio|caso)(?!\p{L})(?!\s+(?:di|d['’]|del|della|dello|dei|degli|delle)\s?)/iu,
  de: /^(?:ein|ein weiteres|ein anderes) (?:beispiel|fall)(?!\p{L})(?!\s+(?:für|von|eines|einer)\s)/iu,
};

/**
 * A connective after the sentence's opening clause that contrasts it with what came before (ADR 166
 * for a summary's lines, ADR 175 for every item): "The Moon, on the other hand, …", "In a triad,
 * however, …", "Many, though, …", "O Sol, por outro lado, …", "La Lune, en revanche, …".
 */
export const CONTRAST_INSIDE: Record<MaterialLanguage, RegExp> = {
  en: /^[^,.;:]{1,80},\s*(?:on the other hand|in contrast|by contrast|however|instead|though|meanwhile|conversely|likewise|similarly|too|in turn|nevertheless)\s*,/iu,
  pt: /^[^,.;:]{1,80},\s*(?:por outro lado|por sua vez|em contrapartida|pelo contrário|ao contrário|no entanto|contudo|porém|entretanto|todavia|também)\s*,/iu,
  es: /^[^,.;:]{1,80},\s*(?:por otro lado|en cambio|por su parte|por el contrario|sin embargo|no obstante|a su vez|también)\s*,/iu,
  fr: /^[^,.;:]{1,80},\s*(?:en revanche|par contre|d['’]autre part|quant à (?:elle|lui|eux|elles)|au contraire|cependant|pourtant|toutefois|à son tour|de son côté|aussi)\s*,/iu,
  it: /^[^,.;:]{1,80},\s*(?:d['’]altra parte|dall['’]altra parte|invece|al contrario|tuttavia|però|a sua volta|dal canto suo|per contro|anche)\s*,/iu,
  de: /^[^,.;:]{1,80},\s*(?:andererseits|dagegen|hingegen|jedoch|wiederum|ebenfalls|allerdings|umgekehrt)\s*,|^(?:[\p{L}\p{N}-]+\s+){1,4}(?:ist|sind|war|waren|hat|haben|wird|werden)\s+(?:jedoch|hingegen|dagegen)(?!\p{L})/iu,
};

/** One of several things the sentence before announced, or what it did: "One is that …", "for doing so" (a bare "One is", not "One possibility is that …", which names what it says). */
const ONE_OF_SEVERAL: Record<MaterialLanguage, RegExp> = {
  en: /^(?:one|the other)(?: of (?:them|these|those))? (?:is|was)(?!\p{L})|(?<!\p{L})(?:doing|to do) so(?!\p{L})/iu,
  pt: /^(?:um|uma|o outro|a outra)(?: del[ea]s)? (?:é|era)(?!\p{L})|(?<!\p{L})(?:fazê-lo|para (?:tal|isso))(?!\p{L})/iu,
  es: /^(?:un[oa]|el otro|la otra)(?: de (?:ell[oa]s|est[oa]s))? (?:es|era)(?!\p{L})|(?<!\p{L})(?:hacerlo|para ello)(?!\p{L})/iu,
  fr: /^l['’]une? (?:est|était)(?!\p{L})|(?<!\p{L})(?:pour ce faire|pour le faire)(?!\p{L})/iu,
  it: /^un[oa]? (?:è|era)(?!\p{L})|(?<!\p{L})(?:per farlo|a tal fine)(?!\p{L})/iu,
  de: /^(?:einer|eine|eines) (?:ist|war)(?!\p{L})|(?<!\p{L})(?:um dies zu tun|dazu|hierzu)(?!\p{L})/iu,
};

/** A count the sentence before set up, behind a definite article: "the 100 drivers", "os 20 alunos", "die 100 Fahrer". */
const COUNTED_BEFORE: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})the \d{1,3}(?:,\d{3})*(?:\.\d+)?(?: million| billion| thousand)? (?!percent|per(?!\p{L})|times|years?|centur|decade)\p{L}{3,}/iu,
  pt: /(?<!\p{L})(?:os|as) \d{1,3}(?:\.\d{3})*(?:,\d+)? (?!por cento|anos|vezes|séculos)\p{L}{3,}/iu,
  es: /(?<!\p{L})(?:los|las) \d{1,3}(?:\.\d{3})*(?:,\d+)? (?!por ciento|años|veces|siglos)\p{L}{3,}/iu,
  fr: /(?<!\p{L})les \d{1,3}(?:\s?\d{3})*(?:,\d+)? (?!pour cent|ans|années|fois|siècles)\p{L}{3,}/iu,
  it: /(?<!\p{L})(?:i|gli|le) \d{1,3}(?:\.\d{3})*(?:,\d+)? (?!per cento|anni|volte|secoli)\p{L}{3,}/iu,
  de: /(?<!\p{L})die \d{1,3}(?:\.\d{3})*(?:,\d+)? (?!prozent|jahre|mal)\p{L}{3,}/iu,
};

/** A place on the page or in a figure, named as if the learner saw it. */
const PLACE_ON_PAGE: Record<MaterialLanguage, RegExp> = {
  en: /^(?:on|to|at) the (?:left|right|top|bottom)(?:-hand side)?\s*[,:]|(?<!\p{L})(?:in|on) the (?:upper|lower|left|right|top|bottom)(?:[- ](?:left|right))?(?:-hand)? (?:panel|part|half|corner|image|picture|figure|graph|plot|diagram|column|row)(?!\p{L})/iu,
  pt: /^(?:à|na) (?:esquerda|direita)\s*[,:]|^(?:em cima|em baixo|no topo)\s*[,:]|(?<!\p{L})(?:no|na) (?:painel|gráfico|grafico|figura|imagem|parte) (?:superior|inferior|da esquerda|da direita|de cima|de baixo)(?!\p{L})/iu,
  es: /^a la (?:izquierda|derecha)\s*[,:]|^(?:arriba|abajo)\s*[,:]|(?<!\p{L})en (?:el|la) (?:panel|gráfico|grafico|figura|imagen|parte) (?:superior|inferior|de la izquierda|de la derecha|de arriba|de abajo)(?!\p{L})/iu,
  fr: /^(?:à|sur la) (?:gauche|droite)\s*[,:]|^(?:en haut|en bas)\s*[,:]|(?<!\p{L})(?:dans|sur) (?:le|la) (?:panneau|graphique|figure|image|partie) (?:du haut|du bas|de gauche|de droite|supérieure?|inférieure?)(?!\p{L})/iu,
  it: /^(?:a|sulla) (?:sinistra|destra)\s*[,:]|^(?:in alto|in basso)\s*[,:]|(?<!\p{L})(?:nel|nella) (?:pannello|grafico|figura|immagine|parte) (?:superiore|inferiore|di sinistra|di destra|in alto|in basso)(?!\p{L})/iu,
  de: /^(?:links|rechts|oben|unten)\s*[,:]|(?<!\p{L})im (?:linken|rechten|oberen|unteren) (?:teil|bild|diagramm|feld|bereich|panel)(?!\p{L})/iu,
};

/** A symbol behind a definite article and the noun it labels — "the set D", "la droite D" — taken from an earlier sentence. */
const SYMBOL_NOUN = String.raw`(?:set|function|matrix|map|mapping|sequence|space|subspace|group|field|line|point|curve|vector|interval|variable|segment|triangle|circle|plane|operator|relation|graph|polynomial|conjunto|função|funcao|matriz|aplicação|sucessão|sequência|espaço|grupo|corpo|reta|recta|ponto|curva|vetor|vector|intervalo|variável|segmento|triângulo|círculo|plano|operador|polinómio|polinômio|función|aplicación|sucesión|espacio|cuerpo|punto|variable|triángulo|polinomio|ensemble|fonction|matrice|application|suite|espace|groupe|corps|droite|courbe|vecteur|intervalle|cercle|plan|opérateur|polynôme|insieme|funzione|applicazione|successione|spazio|gruppo|campo|retta|punto|vettore|intervallo|variabile|segmento|triangolo|cerchio|piano|operatore|polinomio|menge|funktion|abbildung|folge|raum|gruppe|körper|gerade|punkt|kurve|vektor|intervall|strecke|dreieck|kreis|ebene|operator|polynom)`;
const SYMBOL_ARTICLE: Record<MaterialLanguage, string> = {
  en: 'the',
  pt: '(?:o|a|os|as)',
  es: '(?:el|la|los|las)',
  fr: "(?:le|la|les|l['’])",
  it: "(?:il|lo|la|i|gli|le|l['’])",
  de: '(?:der|die|das|den|dem|des)',
};
const TAKEN_SYMBOL: Record<MaterialLanguage, RegExp> = Object.fromEntries(
  Object.entries(SYMBOL_ARTICLE).map(([language, article]) => [
    language,
    new RegExp(
      String.raw`(?<!\p{L})${article}\s?${SYMBOL_NOUN}s?\s+[A-Za-z](?:_?\d)?(?![\p{L}\p{N}(_'’=])(?!\s*(?:=|:=|⊂|∈|:))`,
      'iu',
    ),
  ]),
) as Record<MaterialLanguage, RegExp>;

/** A numbered part named by its rank and its label, "the first substep (1)", "a segunda etapa (2)". */
const RANKED_LABEL =
  /(?<!\p{L})(?:first|second|third|fourth|last|final|primeir[oa]|segund[oa]|terceir[oa]|últim[oa]|primer[oa]?|tercer[oa]?|premi[eè]re?|deuxième|troisième|dernière?|prim[oa]|second[oa]|terz[oa]|ultim[oa]|erste[nmrs]?|zweite[nmrs]?|dritte[nmrs]?|letzte[nmrs]?)\s+\p{L}+\s+\((?:[1-9]|[a-h]|[ivx]{1,4})\)/iu;

/** What a statement of a list says it follows or precedes: "the last two properties", "a propriedade anterior", "les propriétés suivantes". */
const LISTED_NOUN: Record<MaterialLanguage, string> = {
  en: String.raw`(?:propert(?:y|ies)|equations?|identit(?:y|ies)|results?|formulas?|formulae|conditions?|statements?|rules?|axioms?|relations?|expressions?|inequalit(?:y|ies)|definitions?|theorems?)`,
  pt: String.raw`(?:propriedades?|equaç(?:ão|ões)|identidades?|resultados?|fórmulas?|condiç(?:ão|ões)|regras?|axiomas?|relaç(?:ão|ões)|express(?:ão|ões)|desigualdades?|definiç(?:ão|ões)|teoremas?)`,
  es: String.raw`(?:propiedad(?:es)?|ecuaci(?:ón|ones)|identidad(?:es)?|resultados?|fórmulas?|condici(?:ón|ones)|reglas?|axiomas?|relaci(?:ón|ones)|expresi(?:ón|ones)|desigualdad(?:es)?|definici(?:ón|ones)|teoremas?)`,
  fr: String.raw`(?:propriétés?|équations?|identités?|résultats?|formules?|conditions?|règles?|axiomes?|relations?|expressions?|inégalités?|définitions?|théorèmes?)`,
  it: String.raw`(?:propriet[àa]|equazion[ei]|identit[àa]|risultat[oi]|formul[ae]|condizion[ei]|regol[ae]|assiom[ai]|relazion[ei]|espression[ei]|disuguaglianz[ae]|definizion[ei]|teorem[ai])`,
  de: String.raw`(?:eigenschaft(?:en)?|gleichung(?:en)?|identität(?:en)?|ergebnis(?:se)?|formel(?:n)?|bedingung(?:en)?|regel(?:n)?|axiom(?:e)?|relation(?:en)?|ungleichung(?:en)?|definition(?:en)?|satz|sätze)`,
};
const LISTED_BEFORE_WORDS: Record<MaterialLanguage, { before: string; after: string; count: string }> = {
  en: { before: 'last|previous|preceding|above|latter|former', after: 'above', count: 'two|three|four' },
  pt: {
    before: 'últim[oa]s?|anterior(?:es)?|precedentes?',
    after: 'anterior(?:es)?|acima|precedentes?',
    count: 'dois|duas|três|quatro',
  },
  es: {
    before: 'últim[oa]s?|anterior(?:es)?|precedentes?',
    after: 'anterior(?:es)?|precedentes?',
    count: 'dos|tres|cuatro',
  },
  fr: { before: 'derni[eè]re?s?|précédente?s?', after: 'précédente?s?|ci-dessus', count: 'deux|trois|quatre' },
  it: { before: 'ultim[oaie]|precedent[ei]', after: 'precedent[ei]', count: 'due|tre|quattro' },
  de: { before: 'letzte[nrs]?|vorige[nrs]?|obige[nrs]?|vorangehende[nrs]?', after: 'oben', count: 'zwei|drei|vier' },
};
/**
 * A statement about the properties, equations or results listed just before it ("A última propriedade
 * significa que …", "Nas duas últimas propriedades, …", "The last two identities hold …"): which ones it
 * means is on the page, not in the item.
 */
const LISTED_BEFORE: Record<MaterialLanguage, RegExp> = Object.fromEntries(
  Object.entries(LISTED_BEFORE_WORDS).map(([language, words]) => {
    const noun = LISTED_NOUN[language as MaterialLanguage];
    return [
      language,
      new RegExp(
        String.raw`(?<!\p{L})(?:(?:${words.before})\s+(?:(?:${words.count})\s+)?${noun}|(?:${words.count})\s+(?:${words.before})\s+${noun}|${noun}\s+(?:${words.after}))(?!\p{L})`,
        'iu',
      ),
    ];
  }),
) as Record<MaterialLanguage, RegExp>;

/**
 * A comparison whose other side is in the sentence before: the sentence ends on "was less stable.",
 * "is much higher.", "é mais rápido.", "son menos frecuentes.", "est plus faible." — than what, the item
 * does not say.
 */
const COMPARED_BEFORE: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:is|are|was|were|be|been|being|becomes?|became|remains?|remained|seems?|seemed|appears?|appeared)\s+(?:(?:much|far|even|slightly|considerably|significantly|substantially|somewhat|still|also|generally|typically)\s+)?(?:(?:more|less)\s+\p{L}+|higher|lower|larger|smaller|greater|faster|slower|better|worse|stronger|weaker|longer|shorter|easier|harder|cheaper|bigger)\s*\.$/iu,
  pt: /(?<!\p{L})(?:é|são|foi|foram|era|eram|fica|ficam|ficou|torna-se|tornou-se|parece)\s+(?:(?:muito|bem|ainda|ligeiramente|consideravelmente)\s+)?(?:(?:mais|menos)\s+\p{L}+|maior(?:es)?|menor(?:es)?|melhor(?:es)?|pior(?:es)?)\s*\.$/iu,
  es: /(?<!\p{L})(?:es|son|fue|fueron|era|eran|resulta|resultan|resultó|parece)\s+(?:(?:mucho|aún|todavía|ligeramente|considerablemente)\s+)?(?:(?:más|menos)\s+\p{L}+|mayor(?:es)?|menor(?:es)?|mejor(?:es)?|peor(?:es)?)\s*\.$/iu,
  fr: /(?<!\p{L})(?:est|sont|était|étaient|fut|devient|deviennent|reste|semble)\s+(?:(?:beaucoup|bien|encore|légèrement|nettement)\s+)?(?:(?:plus|moins)\s+\p{L}+|meilleure?s?|pire?s?)\s*\.$/iu,
  it: /(?<!\p{L})(?:è|sono|era|erano|fu|diventa|risulta)\s+(?:(?:molto|ancora|leggermente)\s+)?(?:(?:più|meno)\s+\p{L}+|maggiori?|minori?|migliori?|peggiori?)\s*\.$/iu,
  de: /(?<!\p{L})(?:ist|sind|war|waren|wird|wurde|bleibt|scheint)\s+(?:(?:viel|noch|etwas|deutlich)\s+)?(?:größer|kleiner|höher|niedriger|schneller|langsamer|besser|schlechter|stärker|schwächer|länger|kürzer|einfacher|schwieriger|stabiler)\s*\.$/iu,
};

/** …unless the comparison is general, said in a relative or conditional clause ("goods whose demand is more elastic.", "the side of the market that is less elastic."). */
const GENERAL_COMPARISON: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:whose|that|which|who|where|when|if|the (?:more|less))(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:cuj[oa]s?|que|quanto|quando|se|onde)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:cuy[oa]s?|que|cuanto|cuando|si|donde)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:dont|que|qui|quand|si|où|plus)(?!\p{L}).*(?<!\p{L})(?:plus|moins)\s+\p{L}+\s*\.$|(?<!\p{L})(?:dont|qui|quand|si|où)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:cui|che|quando|se|dove)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:dessen|deren|wenn|wo|je)(?!\p{L})/iu,
};

/*
 * What readers still discarded as needing context after ADR 175 (issue 20, ADR 189), read by the cue
 * that makes the sentence lean:
 *   - its subject is a definite noun of the text's own discourse — a study, a model, a theory, a
 *     process, an equation, a dialogue, a game — with no complement that says which ("The algorithm
 *     maintains a queue …", "O módulo é o volume …", "El juego puede tener …"): its referent was
 *     named before;
 *   - an adverb that points at a process or a reason the sentence before set out ("Das Proton verbleibt
 *     dabei im Kern", "… es por consiguiente de 2 a 1", "Para tanto, …", "Pour autant, …");
 *   - "the latter / the former / the previous …", "the other group", "ce dernier", "letzterer";
 *   - a bare sameness or difference at the sentence's end ("… in a very different regime.", "… is
 *     the same.") — the same or different from what, the item does not say.
 */
// never "term": a cloze's blank is read as the word "term" ("The _____ predicts …" → "The term predicts …")
const DISCOURSE_NOUN: Record<MaterialLanguage, string> = {
  en: 'study|experiment|experiments|model|theory|hypothesis|dialogue|document|text|book|algorithm|process|procedure|method|discussion|equation|expression|law|amendment|bureau|treaty|plan|reforms?|program|programme|table|graph|curve|line|game|company|group|groups|teams?|participants|researchers|authors?|trial|speaker|system|examples?|changes',
  pt: 'estudo|experiência|experimento|modelo|teoria|hipótese|diálogo|documento|texto|livro|algoritmo|processo|procedimento|método|discussão|equação|expressão|termo|resultados?|lei|emenda|tratado|plano|reformas?|programa|tabela|gráfico|curva|jogo|empresa|grupos?|equipas?|equipes?|participantes|investigadores|pesquisadores|autor(?:es)?|sistema|módulo|valor(?:es)?',
  es: 'estudio|experimento|modelo|teoría|hipótesis|diálogo|documento|texto|libro|algoritmo|proceso|procedimiento|método|discusión|ecuación|expresión|término|resultados?|ley|enmienda|tratado|plan|reformas?|programa|tabla|gráfica|curva|juego|empresa|grupos?|equipos?|participantes|investigadores|autor(?:es)?|sistema|módulo|valor(?:es)?',
  fr: 'étude|expérience|modèle|théorie|hypothèse|dialogue|document|texte|livre|algorithme|processus|procédure|méthode|discussion|équation|expression|terme|résultats?|loi|amendement|traité|plan|réformes?|programme|tableau|graphique|courbe|jeu|entreprise|groupes?|équipes?|participants|chercheurs|auteurs?|système|module|valeurs?',
  it: 'studio|esperimento|modello|teoria|ipotesi|dialogo|documento|testo|libro|algoritmo|processo|procedura|metodo|discussione|equazione|espressione|termine|risultat[oi]|legge|emendamento|trattato|piano|riform[ae]|programma|tabella|grafico|curva|gioco|azienda|grupp[oi]|squadr[ae]|partecipanti|ricercatori|autor[ei]|sistema|modulo|valor[ei]',
  de: 'Studie|Experiment|Modell|Theorie|Hypothese|Dialog|Dokument|Text|Buch|Algorithmus|Prozess|Vorgang|Verfahren|Methode|Diskussion|Gleichung|Ausdruck|Ergebnis(?:se)?|Gesetz|Vertrag|Plan|Reform|Programm|Tabelle|Grafik|Kurve|Spiel|Unternehmen|Gruppen?|Teilnehmer|Forscher|Autor(?:en)?|System|Modul|Werte?',
};
/** The word after the noun: a verb (the noun is the bare subject), not a complement that names it. */
const UNNAMED_REFERENT: Record<MaterialLanguage, RegExp> = {
  en: new RegExp(
    String.raw`^the (?:${DISCOURSE_NOUN.en})\s+(?:(?:also|then|still|now|only|thus)\s+)?(?:is|are|was|were|has|have|had|can|could|will|would|may|might|must|should|does|did|found|made|gave|took|led|began|held|saw|became|came|went|brought|got|ran|kept|left|meant|sought|taught|told|thought|built|grew|fell|rose|knew|felt|\p{L}+(?:s|ed))(?!\p{L})`,
    'iu',
  ),
  pt: new RegExp(
    String.raw`^(?:o|a|os|as) (?:${DISCOURSE_NOUN.pt})(?!\p{L})(?!\s+(?:de|do|da|dos|das|d['’]|para|em|no|na|nos|nas|que|chamad[oa]s?|conhecid[oa]s?|\p{Lu}))`,
    'u',
  ),
  es: new RegExp(
    String.raw`^(?:el|la|los|las) (?:${DISCOURSE_NOUN.es})(?!\p{L})(?!\s+(?:de|del|para|en|que|llamad[oa]s?|conocid[oa]s?|\p{Lu}))`,
    'u',
  ),
  fr: new RegExp(
    String.raw`^(?:le|la|les|l['’])\s?(?:${DISCOURSE_NOUN.fr})(?!\p{L})(?!\s+(?:de|du|des|d['’]|pour|en|dans|que|qui|appelée?s?|dite?s?|\p{Lu}))`,
    'u',
  ),
  it: new RegExp(
    String.raw`^(?:il|lo|la|i|gli|le|l['’])\s?(?:${DISCOURSE_NOUN.it})(?!\p{L})(?!\s+(?:di|del|dello|della|dei|degli|delle|d['’]|per|in|che|chiamat[oaie]|dett[oaie]|\p{Lu}))`,
    'u',
  ),
  de: new RegExp(
    String.raw`^(?:Der|Die|Das) (?:${DISCOURSE_NOUN.de})\s+(?!(?:der|des|von|für|zur|zum|nach|über|mit)(?!\p{L}))\p{Ll}+(?!\p{L})`,
    'u',
  ),
};
/**
 * A classifying adjective after the noun names its kind ("A teoria celular", "el modelo estándar", "la
 * théorie cinétique", "il modello quantistico"): a past participle ("A expressão simplificada") does not.
 * The "-ica" verbs ("O modelo explica", "la ecuación indica") are no adjective.
 */
const CLASSIFYING_ADJECTIVE =
  /^(?:\p{L}+(?:al|ar|ais|ares|ales|aux|ale|ali|ari|ario|aria|ário|ária|ivo|iva|ivos|ivas|ivi|ive|if|ifs|ique|iques|ien|ienne|ano|ana|anos|anas|ense|ável|ível|able|ible|abile|ibile|ista|iste|isti)|\p{L}*[áéíóúâêô]\p{L}*ic[oa]s?|\p{L}+ic[oaie](?<!(?:ind|impl|appl|apl|expl|verif|specif|espec|signif|modif|comun|publ|pubbl|classif|clasif|identif|ded|fabr|pract|prat|crit|replic|dupl|moltipl|multipl|ubi|ub|spieg)ic[oaie])|standard|estándar|padrão|padrao|de base)$/iu;
/** A capitalised word soon after the noun names it ("La teoría atómica de Dalton", "The Court of Cassation"). */
const NAMED_SOON = /^\S+\s+\S+(?:\s+\S+){0,3}?\s+(?:\p{Ll}+\s+)?\p{Lu}\p{Ll}/u;

/** An adverb that points at a process or a reason set out before ("dabei", "por consiguiente", "pour autant"), unless a condition, a cause, an "and" or a colon in the sentence gives it its antecedent. */
const POINTING_ADVERB_WORDS: Record<MaterialLanguage, { adverb: string; inside: string }> = {
  en: {
    adverb: 'therefore|thus|hence|consequently|in this way|in doing so',
    inside: 'if|when|since|because|as|and|or|so',
  },
  pt: {
    adverb: 'por conseguinte|dessa forma|desse modo|deste modo|desta forma|para tanto|com isso|nesse processo',
    inside: 'se|quando|como|porque|pois|e|ou',
  },
  es: {
    adverb: 'por consiguiente|de este modo|de esta forma|de ese modo|de esa forma|con ello|en este proceso',
    inside: 'si|cuando|como|porque|pues|y|o',
  },
  fr: {
    adverb: 'de ce fait|de la sorte|ce faisant|par là même|pour autant|dès lors',
    inside: 'si|quand|lorsque|comme|puisque|car|et|ou|même',
  },
  it: {
    adverb: 'in tal modo|in questo modo|di conseguenza|pertanto|perciò',
    inside: 'se|quando|come|poiché|perché|e|o',
  },
  de: {
    adverb: 'dabei|hierbei|dadurch|hierdurch|somit|folglich|demnach|infolgedessen',
    inside: 'wenn|falls|weil|da|und|oder',
  },
};
const POINTING_ADVERB: Record<MaterialLanguage, RegExp> = Object.fromEntries(
  Object.entries(POINTING_ADVERB_WORDS).map(([language, { adverb, inside }]) => [
    language,
    new RegExp(
      String.raw`^(?!.*(?:(?<!\p{L})(?:${inside})(?!\p{L})|[:;]).*(?<!\p{L})(?:${adverb})(?!\p{L})).*(?<!\p{L})(?:${adverb})(?!\p{L})`,
      'iu',
    ),
  ]),
) as Record<MaterialLanguage, RegExp>;

/** "The latter" as a pronoun (not "the former colonies"), "the previous example", "the other group", "este último", "ce dernier", "letzterer". */
const LATTER_OR_OTHER: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:the (?:latter|former)(?=\s*[,.;]|\s+(?:is|are|was|were|has|have|had|can|could|will|would|may|might|must|should|does|do|did)(?!\p{L}))|the (?:previous|preceding|earlier) (?:section|chapter|paragraph|example|equation|figure|table|slide|lecture|case|step|one|ones)|the other (?:group|one|two|three|side|case|half))(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:(?:este|esta|estes|estas) últim[oa]s?|(?:o|a|os|as) (?:anterior(?:es)?|precedentes?)|(?:o|a) outr[oa] (?:grupo|lado|caso|metade))(?!\p{L})/iu,
  es: /(?<!\p{L})(?:(?:este|esta|estos|estas) últim[oa]s?|(?:el|la|los|las) (?:anterior(?:es)?|precedentes?)|(?:el|la) otr[oa] (?:grupo|lado|caso|mitad))(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:(?:ce|cette|ces) derni(?:er|ère)s?|(?:le|la|les) précédente?s?|l['’]autre (?:groupe|côté|cas|moitié))(?!\p{L})/iu,
  it: /(?<!\p{L})(?:quest['’]ultim[oaie]|(?:il|la|i|le) precedent[ei]|l['’]altr[oa] (?:gruppo|lato|caso|metà))(?!\p{L})/iu,
  de: /(?<!\p{L})(?:letztere[nmrs]?|erstere[nmrs]?|(?:der|die|das) (?:vorherige|vorige|obige)[nmrs]?|die andere (?:gruppe|seite|hälfte))(?!\p{L})/iu,
};

/** A sameness or a difference at the sentence's end, with nothing to be the same as or differ from. */
const BARE_SAMENESS: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:is|are|was|were) (?:the same|similar|different)\s*\.$|(?<!\p{L})(?:a|very|quite) different \p{L}+\s*\.$/iu,
  pt: /(?<!\p{L})(?:é|são) (?:o mesmo|a mesma|semelhantes?|diferentes?|iguais)\s*\.$/iu,
  es: /(?<!\p{L})(?:es|son) (?:el mismo|la misma|similar(?:es)?|diferentes?|distint[oa]s?|iguales)\s*\.$/iu,
  fr: /(?<!\p{L})(?:est|sont) (?:le même|la même|semblables?|différente?s?)\s*\.$/iu,
  it: /(?<!\p{L})(?:è|sono) (?:lo stesso|la stessa|simili|divers[oaie]|uguali)\s*\.$/iu,
  de: /(?<!\p{L})(?:ist|sind) (?:gleich|dasselbe|derselbe|dieselbe|ähnlich|anders|verschieden)\s*\.$/iu,
};

/** …unless the sentence names both sides before it: "A method is similar to a function … but the syntax is different." */
const COMPARED_INSIDE: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:similar|same|differ\p{L}*|like|unlike|than|whereas|while|but|compared|both|and)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:semelhantes?|mesm[oa]s?|difer\p{L}*|como|ao contrário|que|enquanto|mas|comparad[oa]s?|ambos|ambas|e)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:similar(?:es)?|mism[oa]s?|difer\p{L}*|distint[oa]s?|como|a diferencia|que|mientras|pero|comparad[oa]s?|ambos|ambas|y)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:semblables?|même|différ\p{L}*|comme|contrairement|que|alors|mais|comparée?s?|deux|et)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:simil[ei]|stess[oa]|divers\p{L}*|come|a differenza|che|mentre|ma|confrontat[oaie]|entramb[ie]|e)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:ähnlich|gleich|anders|verschieden|wie|im gegensatz|als|während|aber|verglichen|beide|und)(?!\p{L})/iu,
};

/** ADR 189's rules by name, in the order they are read. */
export type ContextRule = 'unnamed-referent' | 'pointing-adverb' | 'latter-or-other' | 'bare-sameness';
/** Whether ADR 189's rules are read (a switch for the measuring script). */
export const contextRules = { enabled: true };

/** Which of ADR 189's rules refuses a sentence as leaning on what came before; null when none does. */
export function findContextRule(text: string, language: MaterialLanguage): ContextRule | null {
  const sentence = text.trim().replace(/^["“„«(*_]+/u, '');
  // the article's capital dropped: the rules after the noun read case ("La teoría … de Dalton" names it)
  const opening = language === 'de' ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
  const after = /^\S+\s+\S+\s+([^\s,.;:]+)/u.exec(sentence)?.[1] ?? '';
  if (
    UNNAMED_REFERENT[language].test(opening) &&
    (language === 'de' || !NAMED_SOON.test(sentence)) &&
    (language === 'en' || language === 'de' || !CLASSIFYING_ADJECTIVE.test(after))
  )
    return 'unnamed-referent';
  if (POINTING_ADVERB[language].test(sentence)) return 'pointing-adverb';
  if (LATTER_OR_OTHER[language].test(sentence)) return 'latter-or-other';
  const sameness = BARE_SAMENESS[language].exec(sentence);
  if (sameness && !COMPARED_INSIDE[language].test(sentence.slice(0, sameness.index))) return 'bare-sameness';
  return null;
}

/** Whether ADR 175's rules are read (a switch for the measuring script, which counts what they add). */
export const leaningRules = { enabled: true };

/** Why a sentence leans on the sentence before it or on an unseen page (ADR 175); null when it does not. */
export function findLeaningDefect(text: string, language: MaterialLanguage): StandaloneDefect | null {
  const sentence = text.trim().replace(/^["“„«(*_]+/u, '');
  if (EXAMPLE_OF_SEVERAL[language].test(sentence)) return 'worked-example';
  if (CONTRAST_INSIDE[language].test(sentence) || ONE_OF_SEVERAL[language].test(sentence)) return 'connective';
  if (COUNTED_BEFORE[language].test(sentence)) return 'worked-example';
  if (PLACE_ON_PAGE[language].test(sentence)) return 'caption';
  if (TAKEN_SYMBOL[language].test(sentence) || RANKED_LABEL.test(sentence)) return 'undefined-symbol';
  if (
    LISTED_BEFORE[language].test(sentence) ||
    (COMPARED_BEFORE[language].test(sentence) && !GENERAL_COMPARISON[language].test(sentence))
  )
    return 'anaphora';
  if (contextRules.enabled) {
    const rule = findContextRule(sentence, language);
    if (rule !== null) return rule === 'pointing-adverb' ? 'connective' : 'anaphora';
  }
  return null;
}

export type StandaloneDefect =
  | 'reference'
  | 'aside'
  | 'anaphora'
  | 'worked-example'
  | 'exercise'
  | 'caption'
  | 'heading'
  | 'deictic'
  | 'pointer-subject'
  | 'study-context'
  | 'narration'
  | 'supplement'
  | 'numbered-pointer'
  | 'past-procedure'
  | 'undefined-symbol'
  | 'illustration'
  /** leans on the sentence before from inside: "In a triad, however, …", "One is that …" (ADR 166, 175) */
  | 'connective'
  /** no complete declarative sentence (ADR 153): only from `findSentenceContextDefect` */
  | 'fragment';

/** Why a sentence of the material cannot stand on its own, by its text alone; null when it can. */
export function findStandaloneDefect(text: string, language: MaterialLanguage): StandaloneDefect | null {
  const sentence = text.trim().replace(/^["“„«(*_]+/u, '');
  if (isReferenceEntry(sentence)) return 'reference';
  if (ASIDE[language].test(sentence)) return 'aside';
  if (POINTING_BACK[language]?.test(sentence) || (language === 'es' && hasDanglingClitic(sentence))) return 'anaphora';
  if (isExampleHeading(sentence)) return 'worked-example';
  if (CAPTION.test(sentence) || CAPTION_RUN_ON.test(sentence)) return 'caption';
  if (EXERCISE_NUMBER.test(sentence)) {
    const rest = sentence.replace(/^\S+\s+/u, '');
    if (opensTask(rest, language) || /\?\s*$/u.test(rest)) return 'exercise';
  }
  if (opensTask(sentence, language)) return 'exercise';
  if (LATE_SUPPOSITION[language].test(sentence) && !CONCLUSION[language].test(sentence)) return 'exercise';
  if (NUMBERED_BLOCK_HEADING.test(sentence)) return 'heading';
  // after an opening phrase of up to three words and its comma too: "En primer lugar, veamos …" (ADR 136)
  if (
    NARRATION[language].test(sentence) ||
    NARRATION[language].test(sentence.replace(/^(?:\p{L}+\s+){0,2}\p{L}+,\s+/u, ''))
  )
    return 'narration';
  if (PLOT_MARK.test(sentence) || PANEL_MARK.test(sentence) || isCaptionPhrase(sentence, language)) return 'caption';
  if (DEICTIC[language].test(sentence)) return 'deictic';
  if (POINTER_SUBJECT[language].test(sentence)) return 'pointer-subject';
  if (STUDY_CONTEXT[language].test(sentence)) return 'study-context';
  if (NUMBERED_POINTER.test(sentence)) return 'numbered-pointer';
  if (THE_READER.test(sentence)) return 'narration';
  // a modifier that points back ("the resulting …", "the remaining …") or the passage's scene (ADR 145)
  if (POINTING_MODIFIER[language].test(sentence)) return 'anaphora';
  if (SCENE[language].test(sentence)) return 'deictic';
  if (SPEAKING_OF.test(sentence)) return 'narration';
  if (tellsPastProcedure(sentence, language)) return 'past-procedure';
  if (usesUndefinedSymbol(sentence, language)) return 'undefined-symbol';
  return leaningRules.enabled ? findLeaningDefect(sentence, language) : null;
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

/** The share of the material an appendix after the references may hold and still be a supplement, not the body. */
const SUPPLEMENT_SHARE = 0.25;

const supplementStarts = new WeakMap<DocumentAnalysis, number>();

/**
 * Where a paper's supplement begins (ADR 126): the first sentence after its references, when the
 * references are followed by an appendix (sample answers, annotation guides, extra tables) holding
 * less than a quarter of the material. A book whose chapters each end with references has its body
 * after the first list, so no supplement. Infinity when there is none.
 */
function getSupplementStart(analysis: DocumentAnalysis): number {
  const cached = supplementStarts.get(analysis);
  if (cached !== undefined) return cached;
  const { sentences } = analysis;
  let start = Number.POSITIVE_INFINITY;
  const first = sentences.findIndex((sentence) => sentence.blockKind === 'reference');
  if (first >= 0) {
    const referenceCount = sentences.filter((sentence) => sentence.blockKind === 'reference').length;
    const after = sentences.findIndex((sentence, index) => index > first && sentence.blockKind !== 'reference');
    if (referenceCount >= 3 && after > first && sentences.length - after < sentences.length * SUPPLEMENT_SHARE)
      start = after;
  }
  supplementStarts.set(analysis, start);
  return start;
}

/** Why the material's sentence at `sentenceIndex` cannot stand on its own (its text, and the block it sits in); null when it can. */
export function findSentenceContextDefect(analysis: DocumentAnalysis, sentenceIndex: number): StandaloneDefect | null {
  const sentence = analysis.sentences[sentenceIndex];
  if (!sentence) return null;
  if (getExampleSentences(analysis).has(sentenceIndex)) return 'worked-example';
  if (sentenceIndex >= getSupplementStart(analysis)) return 'supplement';
  // a sample sentence about rain or planets in a logic text, or an example's definition (ADR 143)
  if (getIllustrationSentences(analysis).has(sentenceIndex)) return 'illustration';
  // the name of one example's character, "Marvin" of a used-car buyer's example (ADR 175)
  if (namesExampleCharacter(analysis, sentenceIndex)) return 'illustration';
  if (sentence.blockKind === 'reference' || isInReferenceRun(analysis, sentenceIndex)) return 'reference';
  if (isAnaphoricSubject(analysis, sentenceIndex)) return 'anaphora';
  const standalone = findStandaloneDefect(sentence.text, analysis.language);
  if (standalone !== null) return standalone;
  // shown whole as a statement, a cloze or an options stem: a complete declarative sentence (ADR 153)
  return findFragmentDefect(sentence.text, analysis.language) !== null ? 'fragment' : null;
}

/**
 * A bibliography entry's title, cut from its authors and its journal by the sentence splitter ("A
 * core gut microbiome in obese and lean twins."): a sentence with a reference entry among the two
 * before it and among the two after it, in the same chunk (ADR 133).
 */
function isInReferenceRun(analysis: DocumentAnalysis, sentenceIndex: number): boolean {
  const { sentences } = analysis;
  const chunk = sentences[sentenceIndex]!.chunkIndex;
  const isEntry = (index: number): boolean => {
    const other = sentences[index];
    return (
      other !== undefined &&
      other.chunkIndex === chunk &&
      (other.blockKind === 'reference' || isReferenceEntry(other.text))
    );
  };
  return (
    (isEntry(sentenceIndex - 1) || isEntry(sentenceIndex - 2)) &&
    (isEntry(sentenceIndex + 1) || isEntry(sentenceIndex + 2))
  );
}

/** A singular definite article opening a sentence, and the word after it. */
const DEFINITE_OPENING: Record<MaterialLanguage, RegExp> = {
  en: /^the\s+(\p{L}[\p{L}-]*)\s/iu,
  pt: /^(?:o|a)\s+(\p{L}[\p{L}-]*)\s/iu,
  es: /^(?:el|la)\s+(\p{L}[\p{L}-]*)\s/iu,
  fr: /^(?:le|la|l['’])\s*(\p{L}[\p{L}-]*)\s/iu,
  it: /^(?:il|lo|la|l['’])\s*(\p{L}[\p{L}-]*)\s/iu,
  de: /^(?:der|die|das)\s+(\p{L}[\p{L}-]*)\s/iu,
};
/** An indefinite article before a noun in the sentences before: where the noun was introduced. */
const ANY_ARTICLE: Record<MaterialLanguage, string> = {
  en: 'a|an',
  pt: 'um|uma',
  es: 'un|una',
  fr: 'un|une',
  it: 'un|uno|una',
  de: 'ein|eine|einen|einem|einer',
};
/** How many sentences back a definite description may point. */
const ANAPHORA_REACH = 2;
/** A word of the material named at least this often (or defined) is one of its terms, not one example's thing. */
const TERM_COUNT = 4;

/**
 * A subject that points back at one thing the sentences before just introduced (ADR 133): "The book
 * …" after "Darwin wrote a book …", "The block slides …" after "A block of mass m …", "The
 * laboratory there …", "Stage ends with …" after "the first stage …". The subject's noun is no term
 * of the material (not defined, named fewer than four times) and an article introduced it in one
 * of the two sentences before ("a book", "un libro"), in the same chunk.
 */
function isAnaphoricSubject(analysis: DocumentAnalysis, sentenceIndex: number): boolean {
  const { sentences, language } = analysis;
  const sentence = sentences[sentenceIndex]!;
  const text = sentence.text.trim();
  if (language === 'en' && /^the\s+\p{L}+\s+(?:there|here)(?!\p{L})/iu.test(text)) return true;
  let word = DEFINITE_OPENING[language].exec(text)?.[1];
  // a bare singular noun where an article belongs, in English: "Stage ends with …"
  if (!word && language === 'en') {
    const bare = /^(\p{Lu}\p{Ll}+)\s+\p{Ll}+s\s/u.exec(text)?.[1];
    if (bare && !bare.endsWith('s') && getEnglishPos(bare.toLowerCase()).has('n')) word = bare;
  }
  if (!word) return false;
  const lower = word.toLowerCase();
  // the word alone or with the next one ("The mean fitness …") may be a term of the material
  const next = text.slice(text.toLowerCase().indexOf(lower) + lower.length).match(/^\s+(\p{L}+)/u)?.[1];
  for (const candidate of next ? [lower, `${lower} ${next}`] : [lower]) {
    const phrase = analysis.phraseByKey.get(getContentKey(candidate, language));
    if (phrase && (phrase.isDefinedTerm || phrase.count >= TERM_COUNT)) return false;
  }
  const introduced = new RegExp(String.raw`(?<!\p{L})(?:${ANY_ARTICLE[language]})\s+${lower}(?!\p{L})`, 'iu');
  for (let back = 1; back <= ANAPHORA_REACH; back += 1) {
    const before = sentences[sentenceIndex - back];
    if (!before || before.chunkIndex !== sentence.chunkIndex) break;
    if (introduced.test(before.text)) return true;
  }
  return false;
}

/** A word that points back at what was just named ("dicho límite", "referido conjunto"): no term of its own. */
const POINTING_BACK_WORD =
  /(?<!\p{L})(?:dich[oa]s?|referid[oa]s?|susodich[oa]s?|suddett[oa]|ledit|ladite|aforesaid)(?!\p{L})/iu;

/** A term that names a definition block rather than the concept it defines. */
const DEFINITION_OF =
  /^(?:(?:the )?concept of|(?:el )?concepto de|(?:o )?conceito d[eoa]s?|(?:le )?concept d[eu']|(?:il )?concetto d[ie']|(?:the |a )?definition of|(?:la )?definici[óo]n de|(?:a )?defini[çc][ãa]o d[eoa]s?|(?:la )?d[ée]finition d[eu']|(?:la )?definizione d[ie']|(?:die )?definition (?:von|der|des))(?!\p{L})/iu;

/** Pronouns in a term or a title stand for what the slide or the passage named ("E-Authentication LOA and What They Mean"). */
const TERM_PRONOUN: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:they|them|their|it|its|this|that|these|those|we|our|us|you|your)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:eles|elas|isso|isto|este|esta|estes|estas|esse|essa|esses|essas|nós|nosso|nossa)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:ellos|ellas|esto|eso|este|esta|estos|estas|ese|esa|esos|esas|nosotros|nuestro|nuestra)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:ils|elles|cela|ceci|ce|cet|cette|ces|nous|notre|nos)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:essi|esse|questo|questa|questi|queste|quello|quella|noi|nostro|nostra)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:sie|es|dies|dieser|diese|dieses|wir|unser|unsere)(?!\p{L})/iu,
};
/**
 * A term that is only a generic noun with generic modifiers (ADR 136): "A Little Complication", "the
 * process", "this approach", "another method", "o procedimento", "el enfoque", "la méthode", "das
 * Verfahren" — what it names is in the passage, not in the words.
 */
const GENERIC_DETERMINER =
  "the|this|that|another|o|a|os|as|este|esta|esse|essa|outro|outra|el|la|los|las|otro|otra|le|les|l['’]|ce|cet|cette|autre|il|lo|gli|questo|questa|altro|altra|der|die|das|dieser|diese|dieses|andere[rs]?";
const GENERIC_MODIFIER =
  'little|small|big|first|second|third|other|new|main|key|general|simple|quick|brief|short|final|last|next|same|further|important|basic|standard|usual|typical|pequen[oa]|primeir[oa]|segund[oa]|nov[oa]|principal|simples|importante|básic[oa]|pequeñ[oa]|primer[oa]?|nuev[oa]|petite?|premi[eè]re?|nouvel(?:le)?|grande?|piccol[oa]|nuov[oa]|kleine?[nrs]?|erste[nrs]?|neue[nrs]?|wichtige[nrs]?';
const GENERIC_NOUN =
  'complications?|problems?|issues?|process(?:es)?|methods?|approach(?:es)?|procedures?|techniques?|solutions?|situations?|scenarios?|alternatives?|options?|challenges?|remarks?|observations?|comments?|considerations?|details?|story|picture|setting|setup|procedimentos?|processos?|métodos?|abordagens?|técnicas?|soluções|solução|complicações|complicação|situação|procedimientos?|procesos?|enfoques?|soluciones|solución|complicaciones|complicación|situación|processus|méthodes?|approches?|procédures?|procedur[ae]|process[oi]|metod[oi]|approcci?o?|tecniche|tecnica|soluzion[ei]|complicazion[ei]|verfahren|prozesse?|methoden?|ansatz|ansätze|techniken?|lösungen?|komplikationen?';
/**
 * A term that is only a generic noun, with a definite or demonstrative determiner or generic
 * modifiers (ADR 136): "A Little Complication", "the process", "this approach", "another method",
 * "o procedimento", "el enfoque", "la méthode", "das Verfahren" — what it names is in the passage,
 * not in the words. A bare or indefinite noun ("process", "a method") may be the material's term.
 */
const GENERIC_HEAD = new RegExp(
  String.raw`^(?:(?:${GENERIC_DETERMINER})\s*(?:(?:${GENERIC_MODIFIER})\s+){0,2}|(?:(?:a|an|um|uma|un|una|une|uno|ein|eine)\s+)?(?:(?:${GENERIC_MODIFIER})\s+){1,2})(?:${GENERIC_NOUN})$`,
  'iu',
);

/** Whether a term or a slide's title names nothing without its passage: a pronoun in it, a generic noun, a numbered part. */
function isContextBoundTerm(bare: string, language: MaterialLanguage): boolean {
  return TERM_PRONOUN[language].test(bare) || GENERIC_HEAD.test(bare) || NUMBERED_POINTER.test(bare);
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
  // "definición de estabilidad", "the definition of a limit": the name of a block, not the concept (ADR 126)
  if (DEFINITION_OF.test(bare) || POINTING_BACK_WORD.test(bare)) return true;
  // a pronoun, a generic noun or a numbered part: "What They Mean", "A Little Complication", "Alternate path 1" (ADR 136)
  if (isContextBoundTerm(bare, language)) return true;
  // a footnote's or a remark's label ("nota", "note", "footnote"): no concept (ADR 133)
  if (
    /^(?:notes?|notas?|footnotes?|nota de rodap[ée]|nota al pie|anmerkung|fu(?:ß|ss)note|remarque|osservazione)$/iu.test(
      bare,
    )
  )
    return true;
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

/*
 * Whether a sentence shown as an item's statement (a true/false, a cloze, an options stem) is a
 * complete declarative sentence (issue 20, ADR 153): readers threw away if-clauses with no main
 * clause ("If the company is growing and it has value."), noun phrases with only a relative clause
 * ("A particle whose energy operator has no potential whatsoever."), verbless captions and slide
 * bullets ("Ecuación de Euler (en función sólo de v).", "Really clever wild card expressions …"),
 * subjectless bullets ("Requires all entries to be searched at once."), cut sentences ("The ability
 * to short sell is a very.") and a heading run into the sentence ("Supplementary Materials
 * Supplementary materials often contain …"). The clause cues are the grammar's (nlp/clauses.ts).
 */

export type FragmentDefect =
  'heading-prefix' | 'cut-ending' | 'dangling-subordinate' | 'no-main-clause' | 'subjectless';

/** Words a complete sentence does not end on: articles, determiners, intensifiers, prepositions, conjunctions. */
const CUT_ENDING: Record<MaterialLanguage, ReadonlySet<string>> = {
  // English strands its prepositions ("what it is looking for."): articles, intensifiers and conjunctions only
  en: new Set(
    `a an the very quite rather extremely highly than and or but nor whose its their our your my every each`.split(
      /\s+/u,
    ),
  ),
  pt: new Set(
    `o os as uns umas de do da dos das no na nas em ao aos pelo pela pelos pelas por para com sem muito muita bastante e ou mas
    que cujo cuja seu sua seus suas`.split(/\s+/u),
  ),
  es: new Set(`el la los las unos unas de del al en por para con sin muy y o pero que cuyo cuya su sus`.split(/\s+/u)),
  fr: new Set(
    `le la les des du de au aux par pour avec sans très et ou mais que dont son sa ses leur leurs`.split(/\s+/u),
  ),
  it: new Set(
    `il lo la gli di del della dei degli delle al alla ai nel nella per con molto e ed o ma che suo sua`.split(/\s+/u),
  ),
  de: new Set(
    `der die das den dem des ein eine einen einem einer eines von vom zum zur für bei sehr und oder aber`.split(/\s+/u),
  ),
};

/**
 * A clause opened by "if", "when", "because" … whose last word is a copula or an auxiliary, nothing
 * after it: the sentence was cut before the complement ("… is invertible only if the matrix is",
 * "… é invertível se a matriz é"). German is left out: its subordinate clauses end on their verb.
 */
const COPULA_CUT: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /\b(?:if|when|whenever|unless|because|since|while|whether|although|once|where)\s+(?:[\p{L}\p{N}'’-]+\s+){0,5}(?:is|are|was|were|be|been|has|have|had|does|do|did|can|will|would|should|must|becomes|gets)$/iu,
  pt: /(?:^|\s)(?:se|quando|porque|pois|enquanto|embora|caso)\s+(?:[\p{L}\p{N}'’-]+\s+){0,5}(?:é|são|está|estão|for|forem|era|eram|seja|sejam|tem|têm|foi)$/iu,
  es: /(?:^|\s)(?:si|cuando|porque|aunque|mientras|pues)\s+(?:[\p{L}\p{N}'’-]+\s+){0,5}(?:es|son|está|están|sea|sean|era|eran|fue|tiene|tienen)$/iu,
  fr: /(?:^|\s)(?:si|quand|lorsque|parce que|puisque|bien que|car)\s+(?:[\p{L}\p{N}'’-]+\s+){0,5}(?:est|sont|soit|soient|était|étaient|a|ont)$/iu,
  it: /(?:^|\s)(?:se|quando|perché|poiché|mentre|benché)\s+(?:[\p{L}\p{N}'’-]+\s+){0,5}(?:è|sono|sia|siano|era|erano|ha|hanno)$/iu,
};

/** An article opening a definition after its term's label ("syntax: The rules …", "velocidade: a taxa …"). */
const DEFINITION_OPENING: Record<MaterialLanguage, RegExp> = {
  en: /^(?:the|a|an|any|one)\s/iu,
  pt: /^(?:o|a|os|as|um|uma|qualquer)\s/iu,
  es: /^(?:el|la|los|las|un|una|cualquier)\s/iu,
  fr: /^(?:le|la|les|l['’]|un|une|tout|toute)\s*/iu,
  it: /^(?:il|lo|la|i|gli|le|l['’]|un|uno|una|ogni)\s*/iu,
  de: /^(?:der|die|das|ein|eine|jede[rs]?)\s/iu,
};

/** A capitalised function word that opens the sentence after a heading ("The", "Les", "Der", "In", "A"). */
const SENTENCE_OPENER: Record<MaterialLanguage, RegExp> = {
  en: /^(?:The|A|An|In|This|These|For|When|If|Each|Every|Most|Many|Some|All|It|There|We)$/u,
  pt: /^(?:O|A|Os|As|Um|Uma|Em|No|Na|Este|Esta|Para|Quando|Se|Cada|Todo|Todos)$/u,
  es: /^(?:El|La|Los|Las|Un|Una|En|Este|Esta|Para|Cuando|Si|Cada|Todo|Todos)$/u,
  fr: /^(?:Le|La|Les|L|Un|Une|Dans|En|Ce|Cette|Pour|Quand|Si|Chaque|Tout|Tous|Il|On)$/u,
  it: /^(?:Il|Lo|La|I|Gli|Le|L|Un|Una|In|Nel|Nella|Questo|Questa|Per|Quando|Se|Ogni)$/u,
  de: /^(?:Der|Die|Das|Ein|Eine|In|Im|Bei|Für|Wenn|Jede|Jeder|Jedes|Es)$/u,
};

/**
 * The heading or the list label run into a sentence, and the sentence after it: "Manuscripts: writing
 * manuscripts …", "Tab Completion The shell …", "Supplementary Materials 575 Supplementary materials
 * …". A label is at most four words before a colon or a dash, with no verb; a heading is a run of two
 * to six capitalised words (line numbers between) before the sentence's own capitalised opening —
 * a function word, or the heading's first word again. Null when the sentence opens with none.
 */
export function splitHeadingPrefix(
  text: string,
  language: MaterialLanguage,
): { heading: string; rest: string; isLabel: boolean } | null {
  const trimmed = text.trim();
  const label = /^(\p{L}[\p{L}\p{N}'’ -]{0,40}?)\s*(?::|\s[–—-])\s+(\S.*)$/u.exec(trimmed);
  if (label) {
    const heading = label[1]!.trim();
    const words = heading.split(/\s+/u);
    if (words.length <= 4 && !readClauses(heading, language).finiteCount)
      return { heading, rest: label[2]!, isLabel: true };
  }
  const words = trimmed.split(/\s+/u);
  let run = 0;
  let index = 0;
  for (; index < words.length && index < 8; index += 1) {
    const word = words[index]!;
    if (/^\p{N}{1,4}$/u.test(word) && run > 0) continue;
    if (!/^\p{Lu}\p{Ll}+$/u.test(word)) break;
    if (run >= 2 && (SENTENCE_OPENER[language].test(word) || word.toLowerCase() === words[0]!.toLowerCase())) break;
    run += 1;
  }
  if (run < 2 || run > 6 || index >= words.length) return null;
  const opener = words[index]!;
  if (!SENTENCE_OPENER[language].test(opener) && opener.toLowerCase() !== words[0]!.toLowerCase()) return null;
  // the heading's first word is no function word: "The Tab Completion" is the sentence's subject
  if (SENTENCE_OPENER[language].test(words[0]!) || getFunctionWords(language).has(words[0]!.toLowerCase())) return null;
  return { heading: words.slice(0, index).join(' '), rest: words.slice(index).join(' '), isLabel: false };
}

/** Why a sentence is no complete declarative sentence an item may state; null when it is one. */
export function findFragmentDefect(text: string, language: MaterialLanguage): FragmentDefect | null {
  const key = `${language}\u0000${text}`;
  if (fragmentCache.has(key)) return fragmentCache.get(key)!;
  const defect = readFragment(text, language);
  if (fragmentCache.size > 20_000) fragmentCache.clear();
  fragmentCache.set(key, defect);
  return defect;
}

const fragmentCache = new Map<string, FragmentDefect | null>();

function readFragment(text: string, language: MaterialLanguage): FragmentDefect | null {
  const sentence = text.trim().replace(/^["“„«(]+/u, '');
  const prefix = splitHeadingPrefix(sentence, language);
  if (prefix) {
    if (readFragment(prefix.rest, language) === null) return null;
    // a glossary line: "syntax: The rules that govern …", "Deadweight loss: the fall in …" is a definition by design
    return prefix.isLabel && DEFINITION_OPENING[language].test(prefix.rest) ? null : 'heading-prefix';
  }
  const last = sentence
    .replace(/[.!…]+["”»)]*\s*$/u, '')
    .split(/\s+/u)
    .pop()
    ?.toLowerCase();
  // …with its full stop, or with none (spoken text and slide lines end on no stop: "… if the matrix is", ADR 164)
  if (last !== undefined && /(?:[.!]|[\p{L}\p{N}])\s*["”»)]*\s*$/u.test(sentence) && CUT_ENDING[language].has(last))
    return 'cut-ending';
  // a condition or a time clause that ends on its verb, its complement cut: with no stop after it ("… only if the
  // matrix is", "… si la matriz es"), or set off by a comma ("Eigenvalues are real numbers, if the matrix is.");
  // with a stop and no comma it may be an ellipsis ("f is continuous if g is.")
  const open = sentence.replace(/[.!…]+["”»)]*\s*$/u, '');
  const clause = COPULA_CUT[language]?.exec(open);
  if (clause && (/[\p{L}\p{N}]$/u.test(sentence) || /,\s*$/u.test(open.slice(0, clause.index)))) return 'cut-ending';
  const reading = readClauses(sentence, language);
  if (reading.isDanglingSubordinate) return 'dangling-subordinate';
  if (!reading.hasMainClause) return 'no-main-clause';
  if (language === 'en') {
    // a bullet that lost its subject: "Requires all entries to be searched at once."
    // "Holds data …": a verb, then no verb of its own (a plural subject is followed by its verb: "Plants need …")
    const [, first, second] = /^(\p{Lu}\p{Ll}+s)\s+(\p{L}+)/u.exec(sentence) ?? [];
    if (first && second && !/ss$/u.test(first)) {
      const pos = getEnglishPos(first.toLowerCase());
      const next = second.toLowerCase();
      const objectNext = /^(?:the|a|an|all|each|every|some|any|no|its|their|this|these|those|more|less|only)$/u.test(
        next,
      );
      if (pos.has('v') && !pos.has('a') && (objectNext || (!pos.has('n') && !getEnglishPos(next).has('v'))))
        return 'subjectless';
    }
  }
  return null;
}
