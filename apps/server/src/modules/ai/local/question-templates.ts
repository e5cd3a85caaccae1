import type { QuestionLanguage } from '@mnemo/domain/languages';

/*
 * The words the offline provider writes around the material's own sentences, in each question
 * language (spec §5: de, en, es, fr, it, pt). They live here rather than in the i18n catalog
 * because they follow the session's question language, which is not an interface locale (the
 * catalog has en and pt only). The provider does not translate the material (ARCHITECTURE §6).
 */
export interface QuestionTemplates {
  /** "What is {{term}}?" for a singular and a plural term */
  whatIs: string;
  whatAre: string;
  /** flashcard front before a cloze sentence */
  fillBlank: string;
  /** multiple choice: completing a sentence */
  completeStatement: string;
  /** multiple choice: naming the term of a definition */
  whichTerm: string;
  /** multiple choice: the definition of a term ({{term}} quoted), the other terms' definitions as options */
  whichDefinition: string;
  /** true/false prompt before the statement */
  trueOrFalse: string;
  /** open questions */
  explainTerm: string;
  /** the same for a plural term ("what transformers are") */
  explainTerms: string;
  /** the same for a verb the material defines ("what it means to traverse", ADR 146) */
  explainVerb: string;
  /**
   * open questions about a key phrase: {{term}} is the bare term, {{theTerm}} it with its
   * definite article, {{deTerm}} French "de" + article ("du", "de l’"), {{suTerm}} Italian "su" +
   * article ("sul", "sull’"): term-grammar.ts (ADR 062)
   */
  aboutPhrase: string;
  describePhrase: string;
  /** a slide's card: its title as the concept, its bullets and notes as the answer */
  slidePoints: string;
  /** the same for a section of a document */
  sectionPoints: string;
  /** multiple choice: which slide's title a point belongs to (the options are titles) */
  whichSlide: string;
  /** true/false: a point and the title of a slide, its own or another's */
  slidePoint: string;
  /** why such a statement is false: the slide the point is on */
  slidePointFalse: string;
  /** explanations */
  answerIs: string;
  statementTrue: string;
  /** "False." alone */
  statementFalseShort: string;
  statementFalse: string;
  sourceSays: string;
  onPage: string;
  onSlide: string;
  /** what a quoted, untranslated term looks like when the material is in another language */
  quoted: string;
}

export const QUESTION_TEMPLATES: Record<QuestionLanguage, QuestionTemplates> = {
  en: {
    whatIs: 'What is {{term}}?',
    whatAre: 'What are {{term}}?',
    fillBlank: 'Fill in the blank:',
    completeStatement: 'Which option completes the statement?',
    whichTerm: 'Which term matches this description?',
    whichDefinition: 'Which description matches {{term}}?',
    trueOrFalse: 'True or false?',
    explainTerm: 'Explain in your own words what {{term}} is.',
    explainTerms: 'Explain in your own words what {{term}} are.',
    explainVerb: 'Explain in your own words what it means to {{term}}.',
    aboutPhrase: 'What does the material say about {{term}}?',
    describePhrase: 'Describe {{term}} as presented in the material.',
    slidePoints: 'What are the key points of “{{term}}”?',
    sectionPoints: 'What does the section “{{term}}” explain?',
    whichSlide: 'Which topic does this key point belong to?',
    slidePoint: '“{{point}}” is one of the key points of “{{term}}”.',
    slidePointFalse: 'False: it is one of the key points of “{{answer}}”, not of “{{wrong}}”.',
    answerIs: 'The answer is “{{answer}}”.',
    statementTrue: 'True.',
    statementFalseShort: 'False.',
    statementFalse: 'False: the material says “{{answer}}”, not “{{wrong}}”.',
    sourceSays: 'The material says: “{{quote}}”',
    onPage: '(page {{page}})',
    onSlide: '(slide {{slide}})',
    quoted: '“{{term}}”',
  },
  pt: {
    whatIs: 'O que é {{term}}?',
    whatAre: 'O que são {{term}}?',
    fillBlank: 'Complete a lacuna:',
    completeStatement: 'Que opção completa a afirmação?',
    whichTerm: 'Que termo corresponde a esta descrição?',
    whichDefinition: 'Que descrição corresponde a {{term}}?',
    trueOrFalse: 'Verdadeiro ou falso?',
    explainTerm: 'Explique por palavras suas o que é {{term}}.',
    explainTerms: 'Explique por palavras suas o que são {{term}}.',
    explainVerb: 'Explique por palavras suas o que significa {{term}}.',
    aboutPhrase: 'O que diz o material sobre {{theTerm}}?',
    describePhrase: 'Descreva {{theTerm}} segundo o material.',
    slidePoints: 'Quais são os pontos principais de «{{term}}»?',
    sectionPoints: 'O que explica a secção «{{term}}»?',
    whichSlide: 'A que tema pertence este ponto principal?',
    slidePoint: '«{{point}}» é um dos pontos principais de «{{term}}».',
    slidePointFalse: 'Falso: é um dos pontos principais de «{{answer}}», e não de «{{wrong}}».',
    answerIs: 'A resposta é «{{answer}}».',
    statementTrue: 'Verdadeiro.',
    statementFalseShort: 'Falso.',
    statementFalse: 'Falso: o material diz «{{answer}}», e não «{{wrong}}».',
    sourceSays: 'O material diz: «{{quote}}»',
    onPage: '(página {{page}})',
    onSlide: '(diapositivo {{slide}})',
    quoted: '«{{term}}»',
  },
  es: {
    whatIs: '¿Qué es {{term}}?',
    whatAre: '¿Qué son {{term}}?',
    fillBlank: 'Completa el espacio en blanco:',
    completeStatement: '¿Qué opción completa la afirmación?',
    whichTerm: '¿Qué término corresponde a esta descripción?',
    whichDefinition: '¿Qué descripción corresponde a {{term}}?',
    trueOrFalse: '¿Verdadero o falso?',
    explainTerm: 'Explica con tus propias palabras qué es {{term}}.',
    explainTerms: 'Explica con tus propias palabras qué son {{term}}.',
    explainVerb: 'Explica con tus propias palabras qué significa {{term}}.',
    aboutPhrase: '¿Qué dice el material sobre {{theTerm}}?',
    describePhrase: 'Describe {{theTerm}} según el material.',
    slidePoints: '¿Cuáles son los puntos clave de «{{term}}»?',
    sectionPoints: '¿Qué explica la sección «{{term}}»?',
    whichSlide: '¿A qué tema pertenece este punto clave?',
    slidePoint: '«{{point}}» es uno de los puntos clave de «{{term}}».',
    slidePointFalse: 'Falso: es uno de los puntos clave de «{{answer}}», no de «{{wrong}}».',
    answerIs: 'La respuesta es «{{answer}}».',
    statementTrue: 'Verdadero.',
    statementFalseShort: 'Falso.',
    statementFalse: 'Falso: el material dice «{{answer}}», no «{{wrong}}».',
    sourceSays: 'El material dice: «{{quote}}»',
    onPage: '(página {{page}})',
    onSlide: '(diapositiva {{slide}})',
    quoted: '«{{term}}»',
  },
  fr: {
    whatIs: 'Qu’est-ce que {{term}} ?',
    whatAre: 'Que sont {{term}} ?',
    fillBlank: 'Complétez le blanc :',
    completeStatement: 'Quelle option complète l’affirmation ?',
    whichTerm: 'Quel terme correspond à cette description ?',
    whichDefinition: 'Quelle description correspond à {{term}} ?',
    trueOrFalse: 'Vrai ou faux ?',
    explainTerm: 'Expliquez avec vos propres mots ce qu’est {{term}}.',
    explainTerms: 'Expliquez avec vos propres mots ce que sont {{term}}.',
    explainVerb: 'Expliquez avec vos propres mots ce que signifie {{term}}.',
    aboutPhrase: 'Que dit le support au sujet {{deTerm}} ?',
    describePhrase: 'Décrivez {{theTerm}} d’après le support.',
    slidePoints: 'Quels sont les points clés de « {{term}} » ?',
    sectionPoints: 'Qu’explique la section « {{term}} » ?',
    whichSlide: 'À quel sujet appartient ce point clé ?',
    slidePoint: '« {{point}} » est l’un des points clés de « {{term}} ».',
    slidePointFalse: 'Faux : c’est l’un des points clés de « {{answer}} », et non de « {{wrong}} ».',
    answerIs: 'La réponse est « {{answer}} ».',
    statementTrue: 'Vrai.',
    statementFalseShort: 'Faux.',
    statementFalse: 'Faux : le support dit « {{answer}} », et non « {{wrong}} ».',
    sourceSays: 'Le support dit : « {{quote}} »',
    onPage: '(page {{page}})',
    onSlide: '(diapositive {{slide}})',
    quoted: '« {{term}} »',
  },
  it: {
    whatIs: 'Che cos’è {{term}}?',
    whatAre: 'Che cosa sono {{term}}?',
    fillBlank: 'Completa lo spazio vuoto:',
    completeStatement: 'Quale opzione completa l’affermazione?',
    whichTerm: 'Quale termine corrisponde a questa descrizione?',
    whichDefinition: 'Quale descrizione corrisponde a {{term}}?',
    trueOrFalse: 'Vero o falso?',
    explainTerm: 'Spiega con parole tue che cos’è {{term}}.',
    explainTerms: 'Spiega con parole tue che cosa sono {{term}}.',
    explainVerb: 'Spiega con parole tue che cosa significa {{term}}.',
    aboutPhrase: 'Che cosa dice il materiale {{suTerm}}?',
    describePhrase: 'Descrivi {{theTerm}} secondo il materiale.',
    slidePoints: 'Quali sono i punti chiave di «{{term}}»?',
    sectionPoints: 'Che cosa spiega la sezione «{{term}}»?',
    whichSlide: 'A quale argomento appartiene questo punto chiave?',
    slidePoint: '«{{point}}» è uno dei punti chiave di «{{term}}».',
    slidePointFalse: 'Falso: è uno dei punti chiave di «{{answer}}», non di «{{wrong}}».',
    answerIs: 'La risposta è «{{answer}}».',
    statementTrue: 'Vero.',
    statementFalseShort: 'Falso.',
    statementFalse: 'Falso: il materiale dice «{{answer}}», non «{{wrong}}».',
    sourceSays: 'Il materiale dice: «{{quote}}»',
    onPage: '(pagina {{page}})',
    onSlide: '(diapositiva {{slide}})',
    quoted: '«{{term}}»',
  },
  de: {
    whatIs: 'Was ist {{term}}?',
    whatAre: 'Was sind {{term}}?',
    fillBlank: 'Ergänzen Sie die Lücke:',
    completeStatement: 'Welche Option vervollständigt die Aussage?',
    whichTerm: 'Welcher Begriff passt zu dieser Beschreibung?',
    whichDefinition: 'Welche Beschreibung passt zu {{term}}?',
    trueOrFalse: 'Richtig oder falsch?',
    explainTerm: 'Erklären Sie mit eigenen Worten, was {{term}} ist.',
    explainTerms: 'Erklären Sie mit eigenen Worten, was {{term}} sind.',
    explainVerb: 'Erklären Sie mit eigenen Worten, was {{term}} bedeutet.',
    aboutPhrase: 'Was sagt das Material zum Begriff {{quotedTerm}}?',
    describePhrase: 'Beschreiben Sie, was das Material unter {{quotedTerm}} versteht.',
    slidePoints: 'Was sind die Kernpunkte von „{{term}}“?',
    sectionPoints: 'Was erklärt der Abschnitt „{{term}}“?',
    whichSlide: 'Zu welchem Thema gehört dieser Kernpunkt?',
    slidePoint: '„{{point}}“ ist einer der Kernpunkte von „{{term}}“.',
    slidePointFalse: 'Falsch: Es ist einer der Kernpunkte von „{{answer}}“, nicht von „{{wrong}}“.',
    answerIs: 'Die Antwort lautet „{{answer}}“.',
    statementTrue: 'Richtig.',
    statementFalseShort: 'Falsch.',
    statementFalse: 'Falsch: Im Material steht „{{answer}}“, nicht „{{wrong}}“.',
    sourceSays: 'Im Material steht: „{{quote}}“',
    onPage: '(Seite {{page}})',
    onSlide: '(Folie {{slide}})',
    quoted: '„{{term}}“',
  },
};

/** Fills `{{name}}` placeholders of a template. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  // French elides "que" before a vowel: "Qu’est-ce que un programme" → "Qu’est-ce qu’un programme"
  const term = values.term;
  if (typeof term === 'string' && /^[aeiouyhàâéèêëîïôûù]/iu.test(term))
    template = template.replace(/\b([Qq])ue \{\{term\}\}/u, '$1u’{{term}}');
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** The blank of a cloze sentence. */
export const BLANK = '_____';
