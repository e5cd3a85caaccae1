import type { MaterialLanguage } from '@mnemo/domain/languages';
import { getAnaphoricStarts } from './nlp/function-words.ts';
import {
  CONTRAST_INSIDE,
  findContextRule,
  findStandaloneDefect,
  type StandaloneDefect,
} from './standalone-sentence.ts';

/**
 * What keeps a sentence out of a summary (ADR 132): a summary line is read alone, so it must be a
 * complete standalone declarative sentence — the standalone checks (ADR 126), and none of what a
 * blind read of summaries found: course logistics, an opening connective pointing back, a dangling
 * person or place, a speaker's false start.
 */
export type SummaryLineDefect =
  | StandaloneDefect
  | 'logistics'
  | 'connective'
  | 'dangling'
  | 'disfluent'
  | 'fragment'
  | 'spoken-formula'
  | 'about-document'
  | 'front-matter'
  | 'one-example'
  | 'roadmap'
  | 'caption'
  | 'prompt';

/**
 * A figure's or table's caption, an image credit (ADR 166): "Figure 3.2 The layers of the Earth",
 * "Fig. 4: …", "Tabela 2 – …", "Image credit: NASA", "Photo by …", "Source: …" — it labels a
 * picture the summary does not show.
 */
const CAPTION =
  /^(?:(?:figure|fig\.?|figura|abbildung|abb\.?|image|imagem|imagen|immagine|bild|table|tabela|tabla|tableau|tabella|tabelle|gráfico|grafico|graphique|diagram|diagrama|chart|plate|exhibit|illustration|ilustração|ilustración|foto|photo)\s*\p{N}+(?:[.\-–]\p{N}+)*[a-z]?\b|(?:image|photo|picture|figure|illustration|map|imagem|foto|fotografia|imagen|crédito|credit|crédit|bildnachweis|quelle|source|fonte|fuente)s?\s*(?:credits?\s*:?|by|source|d['’]après|:)|(?:photo|image|picture|illustration) (?:courtesy|by|from)\b|\(?(?:credit|crédito|crédit|source|fonte|fuente|quelle)\s*:)/iu;

/**
 * Text the material's template left for its author or a prompt to the reader, not a statement:
 * "Click to add text", "Type your answer here", "Insert image here", "Write your name", "Clique
 * para adicionar", "Haga clic para agregar", "Cliquez pour ajouter", "Fai clic per aggiungere",
 * "Klicken Sie, um … hinzuzufügen", "Lorem ipsum" (ADR 166).
 */
const PROMPT =
  /(?<!\p{L})(?:click (?:here )?to (?:add|edit|insert|enter)|(?:type|enter|write|insert|put) (?:your |the )?(?:answer|text|name|title|response|image|picture|notes?|content)s? here|your (?:answer|text|response) here|lorem ipsum|clique (?:aqui )?para (?:adicionar|editar|inserir)|(?:haga|haz) clic para (?:agregar|añadir|editar)|cliquez pour (?:ajouter|modifier)|fai clic per (?:aggiungere|modificare)|klicken sie,? um)(?!\p{L})|^(?:prompt|answer|your answer|resposta|respuesta|réponse|risposta|antwort)\s*:\s*$/iu;

/**
 * A connective after the sentence's subject that contrasts it with what came before: "The Moon,
 * on the other hand, …", "O Sol, por outro lado, …", "La Lune, en revanche, …" (ADR 166; now
 * `CONTRAST_INSIDE` of standalone-sentence.ts, which every item reads too, ADR 175); and a
 * sentence that points forward at what follows: "Voici comment terminer la démonstration", "Here
 * is how …", "Aqui está …"; and a lone gerund that introduces what follows: "Traduzindo:",
 * "Resumiendo,", "Putting it together, …".
 */
const POINTS_FORWARD: Record<MaterialLanguage, RegExp> = {
  en: /^(?:here(?:['’]s| is| are) (?:how|what|why|the|an?|some|our)|(?:this|that) is how|below (?:is|are)|the following (?:is|are|shows?))(?!\p{L})|^(?!\p{L}*thing(?!\p{L}))(?:\p{L}{3,}ing)(?:\s+(?:it|this|that|up|back|together|out|all))?\s*[,:]/iu,
  pt: /^(?:aqui (?:está|estão|vai|vão|fica)|eis (?:aqui|como|o|a|os|as)|segue(?:m)?(?:-se)? |veja(?:mos)? (?:como|agora)|a seguir)(?!\p{L})|^\p{L}+ndo(?:\s+(?:isso|isto|tudo))?\s*[,:]/iu,
  es: /^(?:aquí (?:está|están|va|tienes?)|he aquí|a continuación|veamos (?:cómo|ahora))(?!\p{L})|^\p{L}+ndo(?:\s+(?:esto|eso|todo))?\s*[,:]/iu,
  fr: /^(?:voici|voilà|ci-dessous|ci-après|en voici|regardons (?:comment|maintenant))(?!\p{L})|^en \p{L}+ant(?:\s+(?:cela|ceci|tout))?\s*[,:]/iu,
  it: /^(?:ecco|ecco(?:ci|vi)|di seguito|qui sotto|vediamo (?:come|ora))(?!\p{L})|^\p{L}+ndo(?:\s+(?:questo|ciò|tutto))?\s*[,:]/iu,
  de: /^(?:hier (?:ist|sind|sehen sie|folgt)|im folgenden|nachfolgend|so (?:geht|funktioniert) )(?!\p{L})/iu,
};

/**
 * An answer to a question the reader has not seen, or a speaker's filler around the point: "The
 * answer is 3*pi a squared.", "A resposta é …", "The point is, …", "… but yeah." (ADR 166).
 */
const ANSWER_OR_FILLER: Record<MaterialLanguage, RegExp> = {
  en: /^(?:right|okay|ok|yeah|well|alright|all right)(?!\p{L})|^(?!\p{L}*thing(?!\p{L}))\p{L}{3,}ing (?:that|whether|if)(?!\p{L})[^,]*$|^(?:one|another|the other) (?:is|was) (?:that|to)(?!\p{L})|(?:the|these|those|all (?:of )?the) (?:\p{L}+ ){1,2}(?:above|below)(?=[.,;:]|\s+(?:only|all|also|are|were|have|show|do|can|use|include|contain)(?!\p{L}))|^(?:the|so the|and the) (?:answer|solution|result) (?:is|was|here is)(?!\p{L})|^(?:the point is|the thing is|the idea is),|,\s*(?:but|and|so)?\s*(?:yeah|okay|ok|right|you know|i guess)[.!]?$/iu,
  pt: /^(?:a|então a) (?:resposta|solução) (?:é|era)(?!\p{L})|^(?:a questão é|o ponto é),|,\s*(?:mas|e)?\s*(?:né|ok|pronto|sabe)[.!]?$/iu,
  es: /^(?:la|entonces la) (?:respuesta|solución) (?:es|era)(?!\p{L})|^(?:la cuestión es|el punto es),|,\s*(?:pero|y)?\s*(?:vale|bueno|ok|¿no)[.!]?$/iu,
  fr: /^(?:la|donc la) (?:réponse|solution) (?:est|était)(?!\p{L})|^(?:le truc,? c['’]est|l['’]idée,? c['’]est),|,\s*(?:mais|et)?\s*(?:voilà|bon|ok|quoi)[.!]?$/iu,
  it: /^(?:la|quindi la) (?:risposta|soluzione) (?:è|era)(?!\p{L})|^(?:il punto è),|,\s*(?:ma|e)?\s*(?:ecco|ok|insomma)[.!]?$/iu,
  de: /^(?:die|also die) (?:antwort|lösung) (?:ist|war)(?!\p{L})|^(?:der punkt ist),|,\s*(?:aber|und)?\s*(?:ja|okay|ok|halt|ne)[.!]?$/iu,
};

/**
 * A speaker pointing at the board or at people in the room ("a peaks distribution around here",
 * "when these guys get a mutation"), and a pronoun with nothing to stand for after a leading phrase
 * ("For a delta distribution, they're the same thing."): the line needs what the reader cannot see
 * (ADR 166).
 */
const POINTS_IN_ROOM: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:(?:around|over|right|up|down) (?:here|there)|(?:this|these|those) guys?|this thing here)(?!\p{L})|^[^,.;:]{1,60},\s*(?:they|these|those|he|she)(?:['’]re|['’]s|\s+(?:are|is|were|was|have|had))(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:aqui em (?:cima|baixo)|ali em (?:cima|baixo)|esses caras|este cara)(?!\p{L})|^[^,.;:]{1,60},\s*(?:eles|elas)\s+(?:são|eram|estão|têm)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:aquí (?:arriba|abajo)|allí (?:arriba|abajo)|estos tipos)(?!\p{L})|^[^,.;:]{1,60},\s*(?:ellos|ellas)\s+(?:son|eran|están|tienen)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:ici en (?:haut|bas)|là[- ](?:haut|bas))(?!\p{L})|^[^,.;:]{1,60},\s*(?:ils|elles)\s+(?:sont|étaient|ont)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:qui (?:sopra|sotto)|lì (?:sopra|sotto))(?!\p{L})|^[^,.;:]{1,60},\s*(?:loro|essi|esse)\s+(?:sono|erano|hanno)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:hier oben|hier unten|da oben|da unten)(?!\p{L})|^[^,.;:]{1,60},\s*(?:sie sind|sie waren|sie haben)(?!\p{L})/iu,
};

/** A label run into the text after a colon ("… in just about every language: input: Get data …"): one bullet of a list. */
const LIST_RUN_IN = /:\s+\p{L}[\p{L} -]{0,30}:\s+\p{L}/u;

/** Whether a summary line is a caption, a credit or a template's prompt (ADR 166). */
export function isCaptionOrPrompt(text: string): boolean {
  const line = text.trim().replace(/^["“„«(*_-]+\s*/u, '');
  return CAPTION.test(line) || PROMPT.test(line);
}

/**
 * A line about the document, not its subject (ADR 159): what the learner "will be able to" do by
 * its end, a list of objectives, who of its authors did what, whom they thank. Never a summary
 * line, a main idea, nor an item (precision.ts refuses them as off-topic).
 */
const ABOUT_DOCUMENT: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:by the end of (?:this|the|today['’]s) (?:lesson|chapter|lecture|unit|module|course|section|session|class|week|tutorial)|(?:after|on|upon) (?:reading|completing|completion of|studying|finishing) (?:this|the) (?:chapter|lesson|unit|module|section|course|tutorial)|(?:you|students|learners|the student|the learner|participants) (?:will|should|shall) (?:be able to|know how to)|learning (?:outcomes?|objectives?|goals?)|author(?:s['’]?)? contributions?|contributions? of the authors|(?:conceived|designed|supervised|planned) (?:the|this) (?:study|experiments?|research|project|work)|wrote (?:the )?(?:[\p{L}-]+ )?(?:code|scripts?|software|manuscript|paper|first draft|article|simulations?)|(?:sent|contributed|made|suggested) (?:in )?(?:(?:several|many|numerous|a few|some|valuable|useful|helpful|invaluable|a whole slew of) )*(?:corrections|suggestions|typos|fixes)|^thanks (?:also )?to|(?:analy[sz]ed|collected|curated) the data|contributed equally|all authors (?:read|approved|contributed|discussed|agreed)|approved the final (?:manuscript|version)|(?:we|I|the authors?) (?:would like to |wish to )?(?:thank|are grateful|am grateful|acknowledge)|(?:are|am|is) grateful to)(?!\p{L})|^(?:objectives?|goals?|outcomes?|aims?)\s*:/iu,
  pt: /(?<!\p{L})(?:(?:no|ao) (?:fim|final|término) d[aeo]st[ae] (?:aula|capítulo|unidade|módulo|lição|secção|seção|curso|sessão)|(?:depois|após) (?:de )?(?:ler|estudar|concluir) (?:est[ae]|o|a) (?:capítulo|aula|unidade|módulo|secção|seção)|(?:serás|será|serão|sereis|estarás|estará|estarão) (?:capaz|capazes|apt[oa]s?) de|objetivos? de aprendizagem|objectivos? de aprendizagem|contribuiç(?:ão|ões) d[oe]s autores|(?:escreveu|escreveram) o (?:código|manuscrito|artigo|programa)|(?:analisou|analisaram) os dados|(?:agradecemos|agradeço|os autores agradecem))(?!\p{L})|^(?:objetivos?|objectivos?|metas?)(?: d[ao] (?:aula|capítulo|unidade|curso))?\s*:/iu,
  es: /(?<!\p{L})(?:al (?:final|terminar) de (?:est[ae]|la|el) (?:clase|lección|tema|unidad|capítulo|sección|módulo|curso|sesión)|(?:después de|tras) (?:leer|estudiar|completar) (?:est[ae]|el|la) (?:capítulo|clase|tema|unidad|lección|sección)|(?:serás|será|serán|seréis|estarás|estará|estarán) capa(?:z|ces) de|objetivos de aprendizaje|contribuci(?:ón|ones) de los autores|(?:escribió|escribieron) el (?:código|manuscrito|artículo|programa)|(?:analizó|analizaron) los datos|(?:agradecemos|agradezco|los autores agradecen))(?!\p{L})|^(?:objetivos?|metas?)(?: de (?:la clase|la lección|el tema|la unidad|el curso|este tema))?\s*:/iu,
  fr: /(?<!\p{L})(?:à la fin de (?:ce|cette) (?:cours|chapitre|leçon|séance|unité|module|section|partie)|après (?:avoir )?(?:lu|étudié|terminé) (?:ce|cette) (?:chapitre|leçon|cours|unité|module)|(?:vous serez|tu seras|vous êtes|l['’]étudiant sera|les étudiants seront|l['’]élève sera) (?:capables?|en mesure) de|objectifs? (?:pédagogiques|d['’]apprentissage)|contributions? des auteurs|(?:a|ont) (?:écrit|rédigé) (?:le code|le manuscrit|l['’]article|le programme)|(?:a|ont) analysé les données|(?:nous remercions|je remercie|les auteurs remercient))(?!\p{L})|^(?:objectifs?|buts?)(?: du (?:cours|chapitre)| de (?:la leçon|cette séance))?\s*:/iu,
  it: /(?<!\p{L})(?:alla fine di (?:questa|questo) (?:lezione|capitolo|unità|modulo|sezione|corso)|dopo (?:aver )?(?:letto|studiato|completato) (?:questa|questo) (?:lezione|capitolo|unità|modulo)|(?:sarai|sarete|sarà|saranno) in grado di|obiettivi (?:formativi|di apprendimento)|contributi degli autori|(?:ha|hanno) scritto il (?:codice|manoscritto|programma)|(?:ha|hanno) analizzato i dati|(?:ringraziamo|ringrazio|gli autori ringraziano))(?!\p{L})|^(?:obiettivi|scopi)(?: della lezione| del (?:corso|capitolo))?\s*:/iu,
  de: /(?<!\p{L})(?:am ende (?:dieses|dieser) (?:kapitels|lektion|vorlesung|einheit|moduls|abschnitts|kurses|sitzung)|nach (?:dieser|diesem) (?:lektion|kapitel|einheit|vorlesung|modul) (?:können|kennen|wissen|verstehen) sie|(?:sind sie|seid ihr|sind die studierenden) in der lage|lernziele|beiträge der autoren|autorenbeiträge|(?:schrieb|schrieben) (?:den code|das manuskript|das programm)|(?:analysierte|analysierten) die daten|(?:wir danken|ich danke|die autoren danken))(?!\p{L})|^(?:ziele|lernziele)\s*:/iu,
};

/** Whether a sentence is about the document rather than its subject: a learning outcome, an author's contribution, thanks (ADR 159). */
export function isAboutDocument(text: string, language: MaterialLanguage): boolean {
  return ABOUT_DOCUMENT[language].test(text.trim().replace(/^["“„«(*_-]+\s*/u, ''));
}

/**
 * What a material says of itself rather than of its subject (ADR 169): whom it is written for,
 * what it grew out of or accompanies, how it is divided, which edition or version it is —
 * "This book is intended for students who …", "These notes are based on a course given at …",
 * "O livro está dividido em três partes", "Ce cours s'adresse aux étudiants …". A line of the
 * document, never its main idea: a reader learns nothing of the subject from it.
 */
const DOCUMENT_FRAME: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:(?:(?:this|these|the present) (?:book|textbook|course|notes|lecture notes|chapter|edition|version|document|tutorial|guide|handbook|manual|slides|deck|lectures)|the (?:book|textbook|course|lecture notes|edition|tutorial))(?: [\p{L}-]+){0,3}? (?:is|are|was|were|has been|have been) (?:(?:primarily|mainly|mostly|also|originally|largely|intended|written|designed|meant|aimed|developed|prepared|adapted|derived|taught|used|organi[sz]ed|divided|structured|split|arranged|suitable|appropriate|available|free|based|published|released|targeted|geared|addressed) ?){1,2}(?:for|at|to|on|from|as|in|into|under|by|with|over)?|(?:this|these|the present) (?:book|textbook|course|notes|lecture notes|edition|version|document|tutorial|guide)(?: [\p{L}-]+){0,3}? (?:grew out of|accompan(?:y|ies)|is a (?:revised|new|second|third|updated) (?:edition|version)|assumes?|requires?|contains?|consists? of|comprises?)|no (?:prior|previous) (?:knowledge|experience|background) (?:of|in|with)? ?[\p{L} ]{0,30}(?:is|are) (?:required|assumed|needed|necessary)|(?:the )?(?:intended |target )?(?:readers?|audience|students?) (?:of|for) (?:this|these) (?:book|text|course|notes))(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:(?:este|esta|estes|estas|o presente|a presente) (?:livro|curso|apontamentos|notas|capítulo|documento|edição|versão|manual|tutorial|guia|aula|aulas)(?: [\p{L}-]+){0,3}? (?:é|são|foi|foram|está|estão) (?:(?:destinad[oa]s?|dirigid[oa]s?|escrit[oa]s?|pensad[oa]s?|baseado?s?|baseadas?|organizad[oa]s?|dividid[oa]s?|estruturad[oa]s?|elaborad[oa]s?|preparad[oa]s?|usad[oa]s?|utilizad[oa]s?|disponíve(?:l|is)|adaptad[oa]s?|publicad[oa]s?|voltad[oa]s?|indicad[oa]s?) ?){1,2}|(?:este|esta|estes|estas) (?:livro|curso|apontamentos|notas|documento|edição|versão)(?: [\p{L}-]+){0,3}? (?:pressupõe|pressupõem|acompanha|acompanham|resulta(?:m)? d[aeo]|nasceu|nasceram|contém|contêm|consiste(?:m)? em))(?!\p{L})/iu,
  es: /(?<!\p{L})(?:(?:este|esta|estos|estas|el presente|la presente) (?:libro|curso|apuntes|notas|capítulo|documento|edición|versión|manual|tutorial|guía|clase|clases|tema)(?: [\p{L}-]+){0,3}? (?:es|son|fue|fueron|está|están|ha sido|han sido) (?:(?:destinad[oa]s?|dirigid[oa]s?|escrit[oa]s?|pensad[oa]s?|basad[oa]s?|organizad[oa]s?|dividid[oa]s?|estructurad[oa]s?|elaborad[oa]s?|preparad[oa]s?|usad[oa]s?|utilizad[oa]s?|disponibles?|adaptad[oa]s?|publicad[oa]s?|orientad[oa]s?) ?){1,2}|(?:este|esta|estos|estas) (?:libro|curso|apuntes|notas|documento|edición|versión)(?: [\p{L}-]+){0,3}? (?:presupone(?:n)?|acompaña(?:n)?|surge(?:n)? de|nació|nacieron|contiene(?:n)?|consiste(?:n)? en))(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:(?:ce|cet|cette|ces|le présent|la présente) (?:livre|cours|document|chapitre|notes|polycopié|manuel|tutoriel|guide|édition|version)(?: [\p{L}-]+){0,3}? (?:est|sont|a été|ont été) (?:(?:destinée?s?|écrite?s?|conçue?s?|basée?s?|fondée?s?|organisée?s?|divisée?s?|structurée?s?|rédigée?s?|préparée?s?|utilisée?s?|disponibles?|adaptée?s?|publiée?s?|issue?s?) ?){1,2}|(?:ce|cet|cette|ces) (?:livre|cours|document|notes|polycopié|manuel|édition|version)(?: [\p{L}-]+){0,3}? (?:s['’]adresse(?:nt)?|suppose(?:nt)?|accompagne(?:nt)?|contien(?:t|nent)|se compose(?:nt)? de))(?!\p{L})/iu,
  it: /(?<!\p{L})(?:(?:questo|questa|questi|queste|il presente|la presente) (?:libro|corso|dispensa|dispense|appunti|capitolo|documento|note|edizione|versione|manuale|tutorial|guida|lezione|lezioni)(?: [\p{L}-]+){0,3}? (?:è|sono|è stat[oa]|sono stat[ie]) (?:(?:destinat[oaie]|rivolt[oaie]|scritt[oaie]|pensat[oaie]|basat[oaie]|organizzat[oaie]|divis[oaie]|strutturat[oaie]|redatt[oaie]|preparat[oaie]|usat[oaie]|utilizzat[oaie]|disponibil[ei]|adattat[oaie]|pubblicat[oaie]|nat[oaie]) ?){1,2}|(?:questo|questa|questi|queste) (?:libro|corso|dispensa|dispense|appunti|documento|note|edizione|versione)(?: [\p{L}-]+){0,3}? (?:si rivolge|si rivolgono|presuppone|presuppongono|accompagna(?:no)?|contiene|contengono|si compone|si compongono|nasce|nascono))(?!\p{L})/iu,
  de: /(?<!\p{L})(?:(?:dieses|diese|dieser|das vorliegende|die vorliegende|der vorliegende) (?:Buch|Lehrbuch|Skript|Kurs|Dokument|Kapitel|Vorlesung|Auflage|Version|Handbuch|Tutorial|Unterlagen|Folien)(?: [\p{L}-]+){0,3}? (?:ist|sind|wurde|wurden) (?:(?:für|gedacht|geschrieben|entstanden|basiert|gegliedert|aufgebaut|unterteilt|verfasst|erstellt|konzipiert|gerichtet|verfügbar|veröffentlicht|aus) ?){1,2}|(?:dieses|diese|dieser) (?:Buch|Lehrbuch|Skript|Kurs|Dokument|Auflage|Version|Unterlagen)(?: [\p{L}-]+){0,3}? (?:richtet sich|richten sich|setzt|setzen|begleitet|begleiten|entstand|enthält|enthalten|besteht aus))(?!\p{L})/iu,
};

/** Whether a sentence tells whom the material is for, what it grew out of, how it is divided or which edition it is (ADR 169). */
export function describesDocument(text: string, language: MaterialLanguage): boolean {
  return DOCUMENT_FRAME[language].test(text);
}

/**
 * One example's detail, not the subject (ADR 159): "The latter path is the shortest path …", "In
 * this example …", "este último", "ce dernier", "quest'ultimo", "letzterer" — a word that picks one
 * of the things just named, or the example being worked.
 */
const ONE_EXAMPLE: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:the (?:latter|former)|(?:in|for|from) (?:this|that|the (?:above|previous|same|following)|our|the first|the second) (?:example|instance|case|run|simulation|illustration|scenario)|this (?:example|illustration)|the example (?:above|below))(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:(?:est|ess)[ea]s? últim[oa]s?|(?:neste|nesse|no) (?:exemplo|caso particular)(?: anterior| acima)?|o exemplo (?:anterior|acima))(?!\p{L})/iu,
  es: /(?<!\p{L})(?:(?:est|es)[ea]s? últim[oa]s?|este últim[oa]|(?:en este|en ese|en el) ejemplo(?: anterior)?|el ejemplo anterior)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:ce dernier|cette dernière|ces dernier(?:e)?s|(?:dans|pour) (?:cet|l['’]|notre) ?exemple(?: précédent| ci-dessus)?|l['’]exemple (?:précédent|ci-dessus))(?!\p{L})/iu,
  it: /(?<!\p{L})(?:quest['’] ?ultim[oaie]|(?:quest|quell)[oaie] ultim[oaie]|(?:in questo|nel(?:l['’])?) ?esempio(?: precedente)?|l['’]esempio (?:precedente|sopra))(?!\p{L})/iu,
  de: /(?<!\p{L})(?:letztere[rsnm]?|erstere[rsnm]?|(?:in diesem|im obigen|im vorigen) beispiel)(?!\p{L})/iu,
};

/** Whether a sentence is one example's detail ("The latter path is …", "In this example …"). */
export function isOneExampleDetail(text: string, language: MaterialLanguage): boolean {
  return ONE_EXAMPLE[language].test(text);
}

/**
 * How the material goes on, not what it says (ADR 159): "In this chapter we will first review …",
 * "We will now turn to …", "Next we …", "Let us now look at …" — a roadmap step told in the
 * future or as an invitation, in the six languages.
 */
const ROADMAP: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:(?:we|I|you)(?:['’]ll| will| shall| are going to| am going to) (?:first|then|next|now|also|later|again|briefly|begin|start|continue|return|come back|turn|move on|go on|proceed|conclude|finish|end)|let(?:['’]s| us) (?:now |first |next |then )?(?:turn|look|begin|start|move|go|see|consider|return|proceed|recall|review)|(?:in|over) the (?:next|following|coming|remaining) (?:chapters?|sections?|lectures?|lessons?|pages?|parts?|units?),? (?:we|I|you))(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:(?:vamos|iremos) (?:primeiro|agora|depois|em seguida|também|começar|continuar|voltar|passar)|(?:nos|nas) próxim[oa]s (?:capítulos|secções|seções|aulas|unidades),?|(?:no|na) próxim[oa] (?:capítulo|secção|seção|aula|unidade),? (?:vamos|iremos|veremos|\p{L}+remos))(?!\p{L})/iu,
  es: /(?<!\p{L})(?:vamos a (?:empezar|comenzar|continuar|volver|pasar)|(?:primero|ahora|después|a continuación) (?:vamos a|veremos|estudiaremos)|(?:en|durante) (?:los|las) próxim[oa]s (?:capítulos|secciones|clases|lecciones|unidades)|(?:en|durante) (?:el|la) próxim[oa] (?:capítulo|sección|clase|lección|unidad),? (?:vamos|veremos|\p{L}+remos))(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:nous allons (?:d['’]abord|maintenant|ensuite|commencer|continuer|revenir|passer)|(?:d['’]abord|ensuite|puis|maintenant),? nous (?:allons|verrons|étudierons)|dans (?:les|le|la) (?:prochains?|prochaines?|suivants?|suivantes?) (?:chapitres?|sections?|cours|leçons?|parties?),? (?:nous|on|vous))(?!\p{L})/iu,
  it: /(?<!\p{L})(?:(?:prima|poi|ora|adesso|successivamente) (?:vedremo|studieremo|affronteremo|passeremo)|(?:nei|nelle|nel|nella) (?:prossim[oie]|successiv[oie]) (?:capitoli?|sezioni?|lezioni?|parti?|unità),? (?:vedremo|\p{L}+remo))(?!\p{L})/iu,
  de: /(?<!\p{L})(?:(?:zunächst|zuerst|dann|anschließend|danach|jetzt|nun) (?:werden|wollen) wir|(?:im|in den) (?:nächsten|folgenden) (?:kapiteln?|abschnitten?|vorlesungen?|lektionen?),? (?:werden|wollen) wir)(?!\p{L})/iu,
};

/** Whether a sentence tells how the material goes on ("In this chapter we will first …", "Let us now turn to …"). */
export function isRoadmapSentence(text: string, language: MaterialLanguage): boolean {
  return ROADMAP[language].test(text);
}

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
  en: /^(?:subsequently|afterwards|finally|next|first(?:ly)?|secondly|for (?:the same|this|that|these|those|this very) reasons?|by the same (?:token|argument|reasoning)|(?:in )?the same (?:way|is true|holds|goes)|likewise|similarly|however|but|and|or|so|also|thus|hence|therefore|then|still|yet|besides|moreover|furthermore|otherwise|instead|again|as (?:such|a result|we (?:saw|said|have seen))|because of (?:this|that)|that is(?! to say)|here|(?:in contrast to|unlike|compared (?:to|with)|as (?:in|with)|similar to) (?:the|these|those) (?:previous|preceding|above|aforementioned|former|latter|earlier))(?!\p{L})/iu,
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

/**
 * A speaker's greeting to the room or a welcome, which a transcript opens with (ADR 179): "Good
 * morning, everyone", "Hello everybody", "Welcome back to …", "Thanks for coming", "Bom dia a
 * todos", "Buenas tardes", "Bonjour à tous", "Buongiorno", "Guten Morgen" — in its first words. A
 * program's "Hello, World!" is no greeting to the room: "hello" and "hi" count only before the
 * people they greet.
 */
const GREETING =
  /^(?:(?:good|great) (?:morning|afternoon|evening)|(?:hello|hi|hey),?\s+(?:everyone|everybody|all|folks|class|guys|there)|welcome(?: back)?(?: (?:to|everyone|everybody|all))?|thanks? (?:you )?(?:all |everyone |everybody )?for (?:coming|joining|being here)|bo[am] (?:dia|tarde|noite)|ol[áa],? (?:a todos|pessoal|turma)|(?:sejam )?bem-vind[oa]s?|buen(?:os|as) (?:días|tardes|noches)|hola,? (?:a todos|chicos|clase)|bienvenid[oa]s?|bonjour|bonsoir|bienvenue|buongiorno|buonasera|benvenut[ie]|guten (?:morgen|tag|abend)|hallo,? (?:zusammen|alle)|(?:herzlich )?willkommen)(?!\p{L})/iu;

/**
 * A course's or document's administrative front matter (ADR 179): its licence or copyright ("This
 * work is licensed under a Creative Commons …", "© 2021", "Todos os direitos reservados"), who
 * teaches it and when ("Instructor: …", "office hours", "given by Dr. …", "BIO 201, Fall 2023"), a title
 * page's line naming the kind of material ("Lecture notes for the second year", "Notes de cours") —
 * what a learner learns nothing of the subject from, in the six languages.
 */
const FRONT_MATTER =
  /(?<!\p{L})(?:licen[cs]ed under|under (?:a|the) (?:[\p{L}.-]+ ){0,5}licen[cs]e|creative commons (?:[\p{L}.-]+ ){0,4}licen[cs]e|cc[ -]by(?:[ -](?:sa|nc|nd))*(?: \p{N}\.\p{N})?(?!\p{L})|copyright (?:©|\(c\)|\p{N}{4})|all rights reserved|licenciad[oa] sob|sob (?:a )?licença|todos os direitos reservados|bajo (?:una |la )?licencia|todos los derechos reservados|sous (?:la )?licence|tous droits réservés|sotto (?:la )?licenza|tutti i diritti riservati|unter (?:der|einer) (?:[\p{L}-]+ )?[\p{L}-]*lizenz|alle rechte vorbehalten|(?:instructors?|lecturers?|teaching assistants?|professor(?:a|es)?|docentes?|profesor(?:a|es)?|enseignants?|dozent(?:in|en)?|tutor(?:s|es)?)\s*:|office hours|horário de atendimento|horario de tutorías|heures de permanence|orario di ricevimento|sprechstunden?|(?:given|taught|lectured|presented|prepared) by (?:dr|prof|professor|mr|ms|mrs)\.?\s|(?:lecture|course|class) notes (?:for|from) |notes for the (?:course|class|module|lecture)|apontamentos (?:de|para) (?:a|o) (?:disciplina|cadeira|curso|unidade)|apuntes (?:de|para) (?:la|el) (?:asignatura|curso)|notes de cours|appunti (?:del|per il) corso|skript zur vorlesung|vorlesungsskript)|©/iu;

/** A course code with its term: "BIO 201, Fall 2023", "CS-61C Spring" (the code in capitals). */
const COURSE_TERM =
  /(?<![\p{L}\p{N}])\p{Lu}{2,5}[ -]?\p{N}{2,4}\p{Lu}?,? (?:[Ff]all|[Ss]pring|[Aa]utumn|[Ww]inter|[Ss]ummer|[Ss]emester|[Tt]erm|[Qq]uarter)(?!\p{L})/u;

/** Whether a line is a greeting to the room or a course's or document's administrative front matter (ADR 179). */
export function isFrontMatterLine(text: string): boolean {
  const line = text.trim().replace(/^["“„«(*_-]+\s*/u, '');
  return GREETING.test(line) || FRONT_MATTER.test(line) || COURSE_TERM.test(line);
}

/** Why a sentence cannot stand as a line of a summary, by its text alone; null when it can. */
export function findSummaryLineDefect(text: string, language: MaterialLanguage): SummaryLineDefect | null {
  const sentence = text.trim().replace(/^["“„«(*_]+/u, '');
  // "this book", "deste livro" name the material itself: no deictic leaning on the page
  const selfNamed = sentence.replace(SELF_REFERENCE, 'the material');
  // a greeting, a licence or who teaches the course is no line of what it teaches (ADR 179)
  if (isFrontMatterLine(sentence)) return 'front-matter';
  const standalone = findStandaloneDefect(selfNamed, language);
  // "the latter", "ce dernier" (ADR 189's rule for every item) stays one example's detail in a summary (ADR 159)
  if (
    standalone === 'anaphora' &&
    isOneExampleDetail(sentence, language) &&
    findContextRule(selfNamed, language) === 'latter-or-other'
  )
    return 'one-example';
  if (standalone) return standalone;
  if (LOGISTICS[language].test(sentence)) return 'logistics';
  if (isAboutDocument(sentence, language) || describesDocument(sentence, language)) return 'about-document';
  if (isOneExampleDetail(sentence, language)) return 'one-example';
  if (isRoadmapSentence(sentence, language)) return 'roadmap';
  if (CONNECTIVE[language].test(sentence)) return 'connective';
  if (CAPTION.test(sentence)) return 'caption';
  if (PROMPT.test(sentence)) return 'prompt';
  // leaning on the sentence before from inside ("The Moon, on the other hand, …") or on the one
  // after ("Voici comment …", "Traduzindo:"): no line read alone (ADR 166)
  if (CONTRAST_INSIDE[language].test(sentence) || POINTS_FORWARD[language].test(sentence)) return 'connective';
  if (LIST_RUN_IN.test(sentence)) return 'fragment';
  if (ANSWER_OR_FILLER[language].test(sentence)) return 'disfluent';
  if (POINTS_IN_ROOM[language].test(sentence)) return 'dangling';
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

/** A line's words of three letters or more, lower-cased, without a slide's or chapter's label before a colon. */
function lineWords(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
}

/**
 * Whether a summary line says again what an earlier one said (ADR 166): the same sentence under two
 * slide titles, a chapter's line repeating the overview, a sentence the material repeats in two
 * places ("The code is available in a GitHub repository" twice) — nearly the same words (Jaccard
 * ≥ 0.7), or all of a line of five words or more inside the other.
 */
export function repeatsLine(text: string, earlier: readonly string[]): boolean {
  const words = lineWords(text);
  if (words.size === 0) return false;
  return earlier.some((other) => {
    const before = lineWords(other);
    if (before.size === 0) return false;
    let shared = 0;
    for (const word of words) if (before.has(word)) shared += 1;
    const union = words.size + before.size - shared;
    if (shared / union >= 0.7) return true;
    const smaller = Math.min(words.size, before.size);
    return smaller >= 5 && shared >= smaller;
  });
}
