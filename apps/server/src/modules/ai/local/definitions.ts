import type { MaterialLanguage } from '@mnemo/domain/languages';
import { getAnaphoricStarts, getGenericWords } from './nlp/function-words.ts';
import { isFunctionWord, normalizeElision, splitWords } from './nlp/language.ts';
import { getEnglishPos } from './nlp/wordnet.ts';

/** A term and what the material says it is (Agarwal & Mannem 2011: definition sentences). */
export interface Definition {
  /** the term as written, with its article ("A program", "O algoritmo") */
  term: string;
  /** the term without a leading article ("program", "algoritmo") */
  bareTerm: string;
  /** the defining part, starting with a capital, ending with a full stop */
  definition: string;
  isPlural: boolean;
}

const TERM = String.raw`((?:\p{L}[\p{L}\p{N}'’-]*)(?:\s+\p{L}[\p{L}\p{N}'’-]*){0,4})`;
/** The same, as short as the rest allows: where the definiens follows the term with no verb between ("Chama-se vetor a um …"). */
const SHORT_TERM = String.raw`((?:\p{L}[\p{L}\p{N}'’-]*)(?:\s+\p{L}[\p{L}\p{N}'’-]*){0,4}?)`;

interface Pattern {
  regex: RegExp;
  /** which capture holds the term and which the definition */
  term: number;
  definition: number;
  /** capture holding the term's article, if the pattern has one */
  article?: number;
  /** capture holding the verb, to tell singular from plural */
  verb?: number;
  plural?: RegExp;
}

const ARTICLES: Record<MaterialLanguage, string> = {
  en: `(?:(A|An|The)\\s+)?`,
  pt: `(?:(O|A|Os|As|Um|Uma)\\s+)?`,
  es: `(?:(El|La|Los|Las|Un|Una)\\s+)?`,
  fr: `(?:(Le\\s|La\\s|Les\\s|Un\\s|Une\\s|L['’]))?\\s*`,
  it: `(?:(Il\\s|Lo\\s|La\\s|I\\s|Gli\\s|Le\\s|Un\\s|Una\\s|Uno\\s|L['’]|Un['’]))?\\s*`,
  de: `(?:(Der|Die|Das|Ein|Eine)\\s+)?`,
};

function buildPatterns(language: MaterialLanguage): Pattern[] {
  const a = ARTICLES[language];
  const u = 'u';
  switch (language) {
    case 'en':
      return [
        {
          regex: new RegExp(`^${a}${TERM}\\s+(is|are)\\s+((?:a|an|the|one of the|any)\\s+.+)$`, u),
          article: 1,
          term: 2,
          definition: 4,
          verb: 3,
          plural: /^are$/,
        },
        {
          regex: new RegExp(
            `^${a}${TERM}\\s+(?:refers? to|is defined as|are defined as|means|denotes|stands for)\\s+(.+)$`,
            u,
          ),
          article: 1,
          term: 2,
          definition: 3,
        },
        {
          regex: new RegExp(
            `^(.{12,}?)\\s+(is|are) (?:called|known as|termed|referred to as)\\s+(?:(an?|the)\\s+)?${TERM}[.]$`,
            u,
          ),
          article: 3,
          term: 4,
          definition: 1,
          verb: 2,
          plural: /^are$/,
        },
      ];
    case 'pt':
      return [
        {
          regex: new RegExp(`^${a}${TERM}\\s+(é|são)\\s+((?:um|uma|uns|umas|o|a|os|as)\\s+.+)$`, u),
          article: 1,
          term: 2,
          definition: 4,
          verb: 3,
          plural: /^são$/,
        },
        {
          regex: new RegExp(
            `^${a}${TERM}\\s+(?:designa|designam|refere-se a|referem-se a|consiste em|define-se como|significa|corresponde a)\\s+(.+)$`,
            u,
          ),
          article: 1,
          term: 2,
          definition: 3,
        },
        {
          regex: new RegExp(
            `^(.{12,}?)\\s+(?:é|são) (?:chamad[oa]s?|designad[oa]s?|denominad[oa]s?)(?: de| por)?\\s+${TERM}[.]$`,
            u,
          ),
          term: 2,
          definition: 1,
        },
        {
          // "Chama-se vetor a um segmento orientado …", "Designa-se por matriz quadrada uma matriz …"
          regex: new RegExp(
            `^(?:Chama-se|Chamam-se|Designa-se|Designam-se|Denomina-se|Denominam-se)(?:\\s+por|\\s+de)?\\s+${a}${SHORT_TERM}\\s+(?:a\\s+|ao\\s+|à\\s+|aos\\s+|às\\s+)?((?:um|uma|uns|umas|o|a|os|as|todo|toda|todos|todas)\\s+.+)$`,
            u,
          ),
          article: 1,
          term: 2,
          definition: 3,
        },
      ];
    case 'es':
      return [
        {
          regex: new RegExp(`^${a}${TERM}\\s+(es|son)\\s+((?:un|una|unos|unas|el|la|los|las)\\s+.+)$`, u),
          article: 1,
          term: 2,
          definition: 4,
          verb: 3,
          plural: /^son$/,
        },
        {
          regex: new RegExp(
            `^${a}${TERM}\\s+(?:se define como|se refiere a|consiste en|significa|designa|corresponde a)\\s+(.+)$`,
            u,
          ),
          article: 1,
          term: 2,
          definition: 3,
        },
        {
          regex: new RegExp(
            `^(.{12,}?)\\s+se (?:llama|llaman|denomina|denominan|conoce como|conocen como)\\s+${TERM}[.]$`,
            u,
          ),
          term: 2,
          definition: 1,
        },
        {
          // "Se llama matriz cuadrada a una matriz …", "Se denomina espacio muestral al conjunto …"
          regex: new RegExp(
            `^Se (?:llama|llaman|denomina|denominan|define|dice)\\s+${a}${SHORT_TERM}\\s+(?:a\\s+|al\\s+)((?:un|una|unos|unas|el|la|los|las|todo|toda|cualquier)?\\s*.+)$`,
            u,
          ),
          article: 1,
          term: 2,
          definition: 3,
        },
      ];
    case 'fr':
      return [
        {
          regex: new RegExp(`^${a}${TERM}\\s+(est|sont)\\s+((?:un|une|des|le|la|les|l['’])\\s*.+)$`, u),
          article: 1,
          term: 2,
          definition: 4,
          verb: 3,
          plural: /^sont$/,
        },
        {
          regex: new RegExp(
            `^${a}${TERM}\\s+(?:désigne|désignent|se définit comme|signifie|consiste en|correspond à)\\s+(.+)$`,
            u,
          ),
          article: 1,
          term: 2,
          definition: 3,
        },
        {
          regex: new RegExp(
            `^On (?:appelle|nomme)\\s+${a}${TERM}\\s+((?:un|une|des|le|la|les|l['’]|tout|toute)\\s*.+)$`,
            u,
          ),
          article: 1,
          term: 2,
          definition: 3,
        },
        {
          // "Un nombre qui n’a que deux diviseurs est appelé un nombre premier."
          regex: new RegExp(
            `^(.{12,}?)\\s+(?:est|sont) (?:appelée?s?|nommée?s?|dite?s?)\\s+(?:(?:un|une|des|le|la|les)\\s+|l['’])?${TERM}[.]$`,
            u,
          ),
          term: 2,
          definition: 1,
        },
      ];
    case 'it':
      return [
        {
          regex: new RegExp(`^${a}${TERM}\\s+(è|sono)\\s+((?:un|una|uno|un['’]|il|lo|la|l['’]|i|gli|le)\\s*.+)$`, u),
          article: 1,
          term: 2,
          definition: 4,
          verb: 3,
          plural: /^sono$/,
        },
        {
          regex: new RegExp(
            `^${a}${TERM}\\s+(?:indica|indicano|si definisce come|significa|consiste in|designa|corrisponde a)\\s+(.+)$`,
            u,
          ),
          article: 1,
          term: 2,
          definition: 3,
        },
        {
          regex: new RegExp(
            `^Si (?:chiama|chiamano|definisce|dice)\\s+${a}${TERM}\\s+((?:un|una|uno|un['’]|il|lo|la|l['’])\\s*.+)$`,
            u,
          ),
          article: 1,
          term: 2,
          definition: 3,
        },
        {
          // "Un numero divisibile solo per sé stesso e per 1 è detto numero primo."
          regex: new RegExp(
            `^(.{12,}?)\\s+(?:è|sono) (?:chiamat[oaie]|dett[oaie]|definit[oaie])\\s+(?:(?:un|una|uno|il|lo|la|i|gli|le)\\s+|l['’]|un['’])?${TERM}[.]$`,
            u,
          ),
          term: 2,
          definition: 1,
        },
      ];
    case 'de':
      return [
        {
          regex: new RegExp(`^${a}${TERM}\\s+(ist|sind)\\s+((?:ein|eine|einer|der|die|das)\\s+.+)$`, u),
          article: 1,
          term: 2,
          definition: 4,
          verb: 3,
          plural: /^sind$/,
        },
        {
          regex: new RegExp(`^${a}${TERM}\\s+(?:bezeichnet|bezeichnen|bedeutet|beschreibt|meint)\\s+(.+)$`, u),
          article: 1,
          term: 2,
          definition: 3,
        },
        {
          regex: new RegExp(`^Unter\\s+(?:(?:dem|der|einem|einer)\\s+)?${TERM}\\s+versteht man\\s+(.+)$`, u),
          term: 1,
          definition: 2,
        },
        {
          // "Eine Zahl, die nur durch 1 und sich selbst teilbar ist, wird als Primzahl bezeichnet."
          regex: new RegExp(
            `^(.{12,}?)\\s+(?:wird|werden)\\s+(?:als\\s+)?(?:(?:ein|eine|einen|der|die|das)\\s+)?${TERM}\\s+(?:bezeichnet|genannt)[.]$`,
            u,
          ),
          term: 2,
          definition: 1,
        },
      ];
  }
}

/** Singular definite articles, as the term's article is captured ("The", "L'", "Il "). */
const DEFINITE_SINGULAR: Record<MaterialLanguage, RegExp> = {
  en: /^the$/iu,
  pt: /^(?:o|a)$/iu,
  es: /^(?:el|la)$/iu,
  fr: /^(?:le|la|l['’])$/iu,
  it: /^(?:il|lo|la|l['’])$/iu,
  de: /^(?:der|die|das)$/iu,
};
/** A definiens opening on a singular definite article ("the distance …"). */
const DEFINITE_START: Record<MaterialLanguage, RegExp> = {
  en: /^the\s/iu,
  pt: /^(?:o|a)\s/iu,
  es: /^(?:el|la)\s/iu,
  fr: /^(?:le\s|la\s|l['’])/iu,
  it: /^(?:il\s|lo\s|la\s|l['’])/iu,
  de: /^(?:der|die|das)\s/iu,
};
/**
 * "an example of …", "a good example", "a good way to get started": the sentence gives an
 * instance of something or judges it; it does not say what the term is.
 */
const EXAMPLE_OF: Record<MaterialLanguage, RegExp> = {
  en: /^(?:an?|one)(?: (?:good|great|classic|typical|simple|common|nice))? (?:example|instance)\b|^an? (?:good|great|nice|useful|simple|easy|quick|bad) (?:way|idea|place|start)\b/iu,
  pt: /^(?:um|uma)(?: bom| ótimo| clássico| típico| simples)? exemplo\b|^(?:um|uma) (?:boa|ótima|excelente|má) (?:maneira|forma|ideia)\b/iu,
  es: /^un(?: buen| claro| típico| simple)? ejemplo\b|^una (?:buena|excelente|mala) (?:manera|forma|idea)\b/iu,
  fr: /^un(?: bon| excellent| simple)? exemple\b|^une (?:bonne|excellente|mauvaise) (?:manière|façon|idée)\b/iu,
  it: /^un(?: buon| tipico| semplice)? esempio\b|^un(?:a|['’]) ?(?:buona|ottima|cattiva) (?:maniera|idea)\b|^un (?:buon|ottimo) modo\b/iu,
  de: /^ein(?: gutes| typisches| einfaches)? beispiel\b|^eine (?:gute|schlechte) (?:idee|möglichkeit)\b/iu,
};

/**
 * A definiens that points at what the learner cannot see on a card: "Statements like this", "the
 * following", "the code above".
 */
const POINTS_ELSEWHERE: Record<MaterialLanguage, RegExp> = {
  en: /(?:^|\s)(?:like|as) (?:this|these|that|those)(?=[\s.,;]|$)|(?:^|\s)(?:it|them|this|these|those)[.]?$|(?:^|\s)the (?:following|above|previous|preceding)(?=[\s.,;]|$)|(?:^|\s)(?:above|below|here)[.]?$|(?:^|\s)(?:shown|given|listed|described) (?:above|below|here)(?=[\s.,;]|$)|^(?:this|these|those|that|such|it|they)(?=[\s.,;]|$)/iu,
  pt: /(?:^|\s)como (?:este|esta|estes|estas|isto|esse|essa|esses|essas|isso)(?=[\s.,;]|$)|(?:^|\s)(?:o|a|os|as) (?:seguintes?|anteriores?)(?=[\s.,;]|$)|(?:^|\s)(?:acima|abaixo|aqui)[.]?$|^(?:isto|isso|este|esta|estes|estas|esse|essa)(?=[\s.,;]|$)/iu,
  es: /(?:^|\s)como (?:este|esta|estos|estas|esto|ese|esa|esos|esas|eso)(?=[\s.,;]|$)|(?:^|\s)(?:el|la|los|las) (?:siguientes?|anteriores?)(?=[\s.,;]|$)|(?:^|\s)(?:arriba|abajo|aquí)[.]?$|^(?:esto|eso|este|esta|estos|estas)(?=[\s.,;]|$)/iu,
  fr: /(?:^|\s)comme (?:celui-ci|celle-ci|ceux-ci|celles-ci|ceci|cela|ça)(?=[\s.,;]|$)|(?:^|\s)(?:le|la|les) (?:suivante?s?|précédente?s?)(?=[\s.,;]|$)|(?:^|\s)(?:ci-dessus|ci-dessous)(?=[\s.,;]|$)|^(?:ceci|cela|ça)(?=[\s.,;]|$)/iu,
  it: /(?:^|\s)come (?:questo|questa|questi|queste|quello|quella)(?=[\s.,;]|$)|(?:^|\s)(?:il|la|i|le) (?:seguent[ei]|precedent[ei])(?=[\s.,;]|$)|(?:^|\s)(?:sopra|sotto|qui)[.]?$|^(?:questo|questa|questi|queste|ciò)(?=[\s.,;]|$)/iu,
  de: /(?:^|\s)wie (?:dieser|diese|dieses|diesen|jene|jener|jenes)(?=[\s.,;]|$)|(?:^|\s)(?:der|die|das) (?:folgenden?|obigen?|vorigen?)(?=[\s.,;]|$)|(?:^|\s)(?:oben|unten|hier)[.]?$|^(?:dies|diese|dieser|dieses)(?=[\s.,;]|$)/iu,
};

/** Words that place a thing in one text or example ("the last line", "a primeira linha"): no term holds one. */
const POSITIONAL = new Set(
  'first second third last next previous following preceding above below primeiro primeira segundo segunda terceiro terceira último última próximo próxima seguinte anterior primero primera tercero tercera siguiente premier première deuxième troisième dernier dernière suivant suivante précédent précédente primo prima terzo terza ultimo ultima prossimo prossima seguente precedente erste erster ersten zweite dritte letzte letzter nächste folgende vorige'.split(
    ' ',
  ),
);
const TERM_JOINTS = new Set([
  'of',
  'de',
  'do',
  'da',
  'dos',
  'das',
  'del',
  'du',
  'des',
  'di',
  'della',
  'von',
  'der',
  'für',
]);
const patternCache = new Map<MaterialLanguage, Pattern[]>();
const GLOSSARY = /^([\p{L}][\p{L}\p{N} '’()-]{0,48}[\p{L})]):\s+(\p{Lu}.+)$/u;

/** A word of a term: letters, maybe hyphen-joined ("σ-aditiva", "cola-equivalentes"), never a lone letter (a symbol). */
const WORD = String.raw`\p{L}[\p{L}'’]*(?:-\p{L}+)*`;
const NOUN = String.raw`(${WORD}(?:\s+(?:(?:de|del|da|do|of)\s+)?${WORD}){0,2}?)`;
const ADJECTIVE = String.raw`(${WORD})`;

/**
 * "A property said of a thing when a condition holds", in words around the formulas (ADR 147):
 * "Se dice que una sucesión es convergente si …", "Una función se dice medible si …", "Diz-se que
 * uma matriz é invertível se …", "On dit qu'une suite est bornée si …", "A function is said to be
 * continuous if …". Per language: the pattern, and whether the adjective precedes the noun in the term.
 */
const CONDITIONAL_DEFINITIONS: Partial<Record<MaterialLanguage, { patterns: RegExp[]; adjectiveFirst: boolean }>> = {
  en: {
    adjectiveFirst: true,
    patterns: [
      new RegExp(
        String.raw`^(A|An)\s+${NOUN}\s+is\s+(?:said to be|called)\s+${ADJECTIVE}\s+(if|when|whenever|if and only if)\s+(.+)[.]$`,
        'u',
      ),
      new RegExp(
        String.raw`^We\s+say\s+that\s+(a|an)\s+${NOUN}\s+is\s+${ADJECTIVE}\s+(if|when|whenever|if and only if)\s+(.+)[.]$`,
        'u',
      ),
    ],
  },
  es: {
    adjectiveFirst: false,
    patterns: [
      new RegExp(
        String.raw`^(Un|Una)\s+${NOUN}\s+se\s+(?:dice|llama|denomina)\s+${ADJECTIVE}\s+(si|cuando)\s+(.+)[.]$`,
        'u',
      ),
      new RegExp(
        String.raw`^(?:Se\s+dice|Diremos|Decimos)\s+que\s+(un|una)\s+${NOUN}\s+es\s+${ADJECTIVE}\s+(si|cuando)\s+(.+)[.]$`,
        'u',
      ),
    ],
  },
  pt: {
    adjectiveFirst: false,
    patterns: [
      new RegExp(
        String.raw`^(Um|Uma)\s+${NOUN}\s+(?:diz-se|chama-se|designa-se)\s+${ADJECTIVE}\s+(se|quando)\s+(.+)[.]$`,
        'u',
      ),
      new RegExp(
        String.raw`^(?:Diz-se|Dizemos|Diremos)\s+que\s+(um|uma)\s+${NOUN}\s+é\s+${ADJECTIVE}\s+(se|quando)\s+(.+)[.]$`,
        'u',
      ),
    ],
  },
  fr: {
    adjectiveFirst: false,
    patterns: [
      new RegExp(
        String.raw`^(Un|Une)\s+${NOUN}\s+est\s+(?:dite?|appelée?)\s+${ADJECTIVE}\s+(si|lorsque|quand)\s+(.+)[.]$`,
        'u',
      ),
      new RegExp(
        String.raw`^On\s+dit\s+qu['’](un|une)\s+${NOUN}\s+est\s+${ADJECTIVE}\s+(si|lorsque|quand)\s+(.+)[.]$`,
        'u',
      ),
    ],
  },
};
/** "such that", agreeing with the noun's article where the language asks it ("une suite telle que"). */
const SUCH_THAT: Partial<Record<MaterialLanguage, (article: string) => string>> = {
  en: () => 'such that',
  es: () => 'tal que',
  pt: () => 'tal que',
  fr: (article) => (/^une$/iu.test(article) ? 'telle que' : 'tel que'),
};
/** A condition written with symbols ("si ∀B ∈ B ⇒ ϕ−1(B) ∈ A", "if X_n → X"): skipped rather than shown mangled. */
const SYMBOLIC =
  /[=<>∈∉⊂⊆⊃∀∃→←⇒⇔≤≥≠∑∏∫∪∩|^_{}\\]|(?<![\p{L}'’])(?!(?:a|e|o|y|à|é|A|E|O|Y)(?![\p{L}]))\p{L}(?![\p{L}'’])|\p{N}/u;

function findConditionalDefinition(text: string, language: MaterialLanguage): Definition | null {
  const shapes = CONDITIONAL_DEFINITIONS[language];
  if (!shapes) return null;
  for (const pattern of shapes.patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [, article, noun, adjective, , rest] = match as unknown as [string, string, string, string, string, string];
    // the condition in words, long enough to say something: a symbol-only condition is no card
    const words = splitWords(rest);
    if (words.length < 4 || SYMBOLIC.test(rest) || SYMBOLIC.test(noun) || SYMBOLIC.test(adjective)) return null;
    if (isFunctionWord(adjective.toLowerCase(), language)) return null;
    const bare = shapes.adjectiveFirst ? `${adjective} ${noun}` : `${noun} ${adjective}`;
    const capitalArticle = article.charAt(0).toUpperCase() + article.slice(1);
    const termArticle = language === 'en' ? (/^[aeiou]/iu.test(bare) ? 'An' : 'A') : capitalArticle;
    // what any such thing is, as the material's mathematics says it: "Una función tal que …", "A function such that …"
    const suchThat = SUCH_THAT[language]!(article);
    const definition = `${capitalArticle} ${noun} ${suchThat} ${rest}.`;
    return buildDefinition(`${termArticle} ${bare}`, bare, definition, false, language);
  }
  return null;
}

/** The term/definition a sentence states, if it is a definition sentence of a known shape. */
export function findDefinition(sentence: string, language: MaterialLanguage, isGlossary = false): Definition | null {
  const text = sentence.trim();
  if (!/[.]$/.test(text)) return null;
  if (isGlossary) {
    const match = GLOSSARY.exec(text);
    if (match?.[1] && match[2] && isNounPhraseDefinition(match[2], language)) {
      const isPlural = isGlossaryTermPlural(match[1], match[2], language);
      // "token: One of the basic elements…" reads "What is a token?" in English.
      const needsArticle =
        language === 'en' && !isPlural && /^(?:a|an|one|any|something)\b/i.test(match[2]) && /^\p{Ll}/u.test(match[1]);
      const term = needsArticle ? `${/^[aeiou]/i.test(match[1]) ? 'an' : 'a'} ${match[1]}` : match[1];
      return buildDefinition(term, match[1], match[2], isPlural, language);
    }
    return null;
  }
  // "Updating a variable by adding 1 is called an increment; subtracting 1 is called a
  // decrement.": two terms in one sentence. Each clause is read on its own (one that leans on the
  // other, "subtracting 1", is too short to define); never a definiens running into the next.
  const clauses = text.split(/;\s+/u);
  if (clauses.length > 1) {
    for (const clause of clauses) {
      const definition = findDefinition(/[.]$/u.test(clause) ? clause : `${clause}.`, language);
      if (definition) return definition;
    }
    return null;
  }
  const conditional = findConditionalDefinition(text, language);
  if (conditional) return conditional;
  let patterns = patternCache.get(language);
  if (!patterns) {
    patterns = buildPatterns(language);
    patternCache.set(language, patterns);
  }
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const bare = match[pattern.term];
    const definition = match[pattern.definition];
    if (!bare || !definition) continue;
    const verb = pattern.verb ? match[pattern.verb] : undefined;
    const isPlural = Boolean(verb && pattern.plural?.test(verb));
    const isNamed = pattern.definition < pattern.term;
    let article = pattern.article ? (match[pattern.article] ?? '').trim() : '';
    // "… is called the condition": what any condition is, asked "What is a condition?"
    if (isNamed && article !== '') article = isPlural ? '' : /^[aeiou]/iu.test(bare) ? 'an' : 'a';
    const term = article ? `${article}${/['’]$/.test(article) ? '' : ' '}${bare}` : bare;
    if (verb && !isDefiningCopula(isNamed ? '' : article, definition, isPlural, language)) continue;
    // "X is called Y": X must be a short noun phrase, not a clause ("For whimsical reasons, …").
    if (isNamed && (definition.includes(',') || splitWords(definition).length > 12)) continue;
    const result = buildDefinition(term, bare, definition, isPlural, language);
    if (result) return result;
  }
  return null;
}

/**
 * Whether "X is Y" says what any X is rather than what one X is in an example. "The return value
 * is the distance represented by a floating-point value" names the return value of one function
 * (a singular "the X" identified with a singular "the Y"); "The Python interpreter is a program
 * that …" and "Tokens are the basic elements …" define. "The empty string is an example of …"
 * gives an instance.
 */
function isDefiningCopula(article: string, definition: string, isPlural: boolean, language: MaterialLanguage): boolean {
  if (EXAMPLE_OF[language].test(definition)) return false;
  return isPlural || !DEFINITE_SINGULAR[language].test(article) || !DEFINITE_START[language].test(definition);
}

const COPULAS: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:is|are|was|were|has|have)\b/i,
  pt: /\b(?:é|são|era|eram|foi|foram|tem|têm)\b/i,
  es: /\b(?:es|son|era|eran|fue|fueron|tiene|tienen)\b/i,
  fr: /\b(?:est|sont|était|étaient|a|ont)\b/i,
  it: /(?:\bè\b|\b(?:sono|era|erano|ha|hanno)\b)/i,
  de: /\b(?:ist|sind|war|waren|hat|haben)\b/i,
};
const RELATIVES: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:that|which|who|whose|where|when)\b/i,
  pt: /\b(?:que|qual|quais|onde|cujo|cuja)\b/i,
  es: /\b(?:que|cual|cuales|donde|cuyo|cuya)\b/i,
  fr: /\b(?:qui|que|qu|dont|où|lequel|laquelle)\b/i,
  it: /\b(?:che|cui|quale|quali|dove)\b/i,
  de: /\b(?:der|die|das|dem|den|welche|welcher|welches|wo)\b/i,
};

/*
 * A glossary entry defines with a noun phrase ("An error in a program.") or an infinitive;
 * "Prose: The meaning of words is more important…" is a full sentence about the term, not a
 * definition. A copula before any relative pronoun marks such a sentence.
 */
function isNounPhraseDefinition(definition: string, language: MaterialLanguage): boolean {
  // An English instruction ("Perform basic operations…") describes a step, not a term.
  if (language === 'en') {
    const first = /^\p{L}+/u.exec(definition)?.[0]?.toLowerCase() ?? '';
    const pos = getEnglishPos(first);
    if (
      !/^(?:a|an|the|one|any|to|some|each|all|every|two|three)$/.test(first) &&
      pos.size > 0 &&
      !pos.has('n') &&
      !pos.has('a')
    )
      return false;
  }
  const copula = COPULAS[language].exec(definition);
  if (!copula) return true;
  const relative = RELATIVES[language].exec(definition);
  return Boolean(relative && relative.index < copula.index);
}

function isGlossaryTermPlural(term: string, definition: string, language: MaterialLanguage): boolean {
  if (language !== 'en') return false;
  return /[^s]s$/i.test(term) && !/^(?:a|an|one|any)\b/i.test(definition);
}

function buildDefinition(
  term: string,
  bareTerm: string,
  definition: string,
  isPlural: boolean,
  language: MaterialLanguage,
): Definition | null {
  const termWords = splitWords(bareTerm).map((word) => normalizeElision(word.toLowerCase()));
  const first = termWords[0];
  if (!first || termWords.length > 5) return null;
  if (getAnaphoricStarts(language).has(first) || isFunctionWord(first, language)) return null;
  // "The last line is …", "Each part is …": generic or pointing heads are not terms.
  if (termWords.some((word) => getGenericWords(language).has(word))) return null;
  // "The closest to our research is …": a term holds content words (and "of"/"de" joints) only.
  if (termWords.some((word) => isFunctionWord(word, language) && !TERM_JOINTS.has(word))) return null;
  if (/(?:est|ste)$/.test(termWords[0] ?? '') && language === 'en') return null;
  // "A última linha é um prompt …": a line of one example, placed by its position, is no term
  if (termWords.some((word) => POSITIONAL.has(word))) return null;
  const definitionWords = splitWords(definition);
  if (definitionWords.length < 3 || definitionWords.length > 45) return null;
  // the answer stands on its own: "Statements like this" points at code the card does not show
  if (POINTS_ELSEWHERE[language].test(definition.trim())) return null;
  const cleaned = definition.trim().replace(/\s+/g, ' ');
  return {
    term: term.trim(),
    bareTerm: bareTerm.trim(),
    definition: cleaned.charAt(0).toUpperCase() + cleaned.slice(1),
    isPlural,
  };
}

/** A table's placeholder or a yes/no cell, no account of what a term is: "Linux: None (you should be good to go)". */
const PLACEHOLDER =
  /^(?:none|nothing|n\/a|yes|tbd|optional|required|default|nenhum|nenhuma|nada|sim|ninguno|ninguna|aucun|aucune|rien|nessuno|nessuna|keine?)(?![\p{L}])/iu;

/**
 * Whether what a "term: …" line gives its term is an entry of a list or a table, not a definition
 * (ADR 176): a placeholder ("Linux: None (you should be good to go)") or a title in title case
 * ("Data Visualization: A Practical Guide by Kieran Healy", a reading list's entry) — two words at
 * least, and most, of its first content words after the first capitalised. Neither is what a
 * card's "What is X?" or an open question's expected answer may say X is. German capitalises its
 * nouns, so its titles are not told so.
 */
export function isListEntry(definiens: string, language: MaterialLanguage): boolean {
  const text = definiens.trim();
  if (PLACEHOLDER.test(text)) return true;
  if (language === 'de') return false;
  const words = (text.match(/\p{L}[\p{L}'’-]*/gu) ?? [])
    .slice(1, 6)
    .filter((word) => !isFunctionWord(word.toLowerCase(), language));
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  return capitalised >= 2 && capitalised * 2 > words.length;
}
