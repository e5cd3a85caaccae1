import type { MaterialLanguage, QuestionLanguage } from '@mnemo/domain/languages';

/*
 * A term inside a question template, with the article and contraction its language needs
 * (ADR 062): "Que dit le support au sujet de l'ampère ?", "… du courant", "Che cosa dice il
 * materiale sull'entropia?", "O que diz o material sobre a entropia?". The article is the one
 * the material itself writes before the term (its determiners: "la", "l'", "du", "os"), else a
 * gender read from an unambiguous ending ("-ção", "-zione", "-tion", "-mento"); when neither
 * tells, the template names it as a notion ("la notion de X", "o conceito de X"), which is
 * grammatical whatever the term's gender. A name takes no article ("au sujet de Mendel"); a term
 * quoted in another language is "le terme « X »". English and German templates are written so
 * that a bare term reads right ("about X", "zum Thema X").
 */

export type Gender = 'm' | 'f';

export interface TermArticle {
  gender: Gender | null;
  plural: boolean;
}

/** A term ready to be put in a template: its words, and how its article is chosen. */
export interface TermForm {
  /** the term as shown (quoted when the question language is not the material's) */
  text: string;
  /** the term between the question language's quotes, once */
  quotedText: string;
  article: TermArticle | null;
  isName: boolean;
  isQuoted: boolean;
}

/** Determiners (and preposition + article contractions) → the article they show, per language. */
const DETERMINER_ARTICLES: Partial<Record<MaterialLanguage, Record<string, TermArticle>>> = {
  fr: {
    ...mark(['le', 'du', 'au', 'un', 'ce', 'cet'], 'm', false),
    ...mark(['la', 'une', 'cette'], 'f', false),
    ...mark(["l'"], null, false),
    ...mark(['les', 'des', 'aux', 'ces'], null, true),
  },
  it: {
    ...mark(
      ['il', 'lo', 'del', 'dello', 'al', 'allo', 'nel', 'nello', 'sul', 'sullo', 'dal', 'dallo', 'un', 'uno', 'questo'],
      'm',
      false,
    ),
    ...mark(['la', 'della', 'alla', 'nella', 'sulla', 'dalla', 'una', "un'", 'questa'], 'f', false),
    ...mark(["l'", "dell'", "all'", "nell'", "sull'", "dall'"], null, false),
    ...mark(['i', 'gli', 'dei', 'degli', 'ai', 'agli', 'nei', 'negli', 'sui', 'sugli'], 'm', true),
    ...mark(['le', 'delle', 'alle', 'nelle', 'sulle', 'dalle'], 'f', true),
  },
  pt: {
    ...mark(['o', 'do', 'no', 'ao', 'pelo', 'um', 'este', 'esse', 'num', 'dum'], 'm', false),
    ...mark(['a', 'da', 'na', 'à', 'pela', 'uma', 'esta', 'essa', 'numa', 'duma'], 'f', false),
    ...mark(['os', 'dos', 'nos', 'aos', 'pelos', 'uns'], 'm', true),
    ...mark(['as', 'das', 'nas', 'às', 'pelas', 'umas'], 'f', true),
  },
  es: {
    ...mark(['el', 'del', 'al', 'un', 'este', 'ese'], 'm', false),
    ...mark(['la', 'una', 'esta', 'esa'], 'f', false),
    ...mark(['los', 'unos', 'estos'], 'm', true),
    ...mark(['las', 'unas', 'estas'], 'f', true),
  },
};

function mark(words: string[], gender: Gender | null, plural: boolean): Record<string, TermArticle> {
  return Object.fromEntries(words.map((word) => [word, { gender, plural }]));
}

/** Endings that tell a noun's gender without doubt, per language (the head noun is a Romance term's first word). */
const GENDER_ENDINGS: Partial<Record<MaterialLanguage, { f: RegExp; m: RegExp }>> = {
  fr: { f: /(?:tion|sion|té|ure|ence|ance|ise|ie)$/u, m: /(?:ment|isme|age|eau|eur)$/u },
  it: { f: /(?:zione|sione|tà|tù|ione|ica|ezza)$/u, m: /(?:mento|ismo|ore|aggio)$/u },
  pt: { f: /(?:ção|são|dade|gem|ência|ância|ica|ise)$/u, m: /(?:mento|ismo|or|ema)$/u },
  es: { f: /(?:ción|sión|dad|tud|ncia|ica|sis)$/u, m: /(?:miento|ismo|or|aje)$/u },
};

/**
 * The article the material writes before a term, from the determiners seen before it (the most
 * frequent telling one wins), else its ending; null when neither tells.
 */
export function readArticle(
  determiners: ReadonlyMap<string, number>,
  surface: string,
  language: MaterialLanguage,
): TermArticle | null {
  const table = DETERMINER_ARTICLES[language];
  if (!table) return null;
  const votes = new Map<string, { article: TermArticle; count: number }>();
  for (const [word, count] of determiners) {
    const article = table[word.replace('’', "'")];
    if (!article) continue;
    const key = `${article.gender ?? '?'}${article.plural ? 'p' : 's'}`;
    const vote = votes.get(key) ?? { article, count: 0 };
    vote.count += count;
    votes.set(key, vote);
  }
  const head = surface.toLowerCase().split(/\s+/u)[0] ?? '';
  const endings = GENDER_ENDINGS[language];
  const byEnding: Gender | null = endings ? (endings.f.test(head) ? 'f' : endings.m.test(head) ? 'm' : null) : null;
  const best = [...votes.values()].sort((a, b) => b.count - a.count)[0];
  if (!best) return byEnding ? { gender: byEnding, plural: false } : null;
  // "l'" or "les" tell the number, not the gender: another determiner, or the ending, may
  if (best.article.gender === null) {
    const gendered = [...votes.values()]
      .filter((vote) => vote.article.gender !== null && vote.article.plural === best.article.plural)
      .sort((a, b) => b.count - a.count)[0];
    return { gender: gendered?.article.gender ?? byEnding, plural: best.article.plural };
  }
  return best.article;
}

/**
 * The words written right before a term where the material uses it as written ("l'", "la",
 * "du"), counted: the article of this very form ("le parole", not "la parola" of the same stem).
 */
export function countWordsBefore(surface: string, sentences: readonly string[]): Map<string, number> {
  // found with indexOf and two regular expressions compiled once: a pattern per term was the
  // slowest step of generating open questions
  const needle = surface.toLowerCase();
  const counts = new Map<string, number>();
  if (needle === '') return counts;
  for (const sentence of sentences) {
    const lower = sentence.toLowerCase();
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
      if (WORD_CHARACTER.test(lower.charAt(at + needle.length))) continue;
      const match = WORD_BEFORE.exec(lower.slice(Math.max(0, at - 40), at));
      if (!match) continue;
      const start = at - match[0].length;
      if (start > 0 && WORD_CHARACTER.test(lower.charAt(start - 1))) continue;
      const word = match[0].trim().replace('’', "'");
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** The word right before a term: elided ("l'") or followed by spaces ("la "). */
const WORD_BEFORE = /(?:\p{L}+['’]|\p{L}+\s+)$/u;

/** Builds the form of a term for a question in `questionLanguage` about material in `materialLanguage`. */
export function createTermForm(
  surface: string,
  options: {
    determiners?: ReadonlyMap<string, number>;
    isName: boolean;
    materialLanguage: MaterialLanguage;
    questionLanguage: QuestionLanguage;
    quoted: (term: string) => string;
  },
): TermForm {
  const quotedText = options.quoted(surface);
  if (options.questionLanguage !== options.materialLanguage) {
    return { text: quotedText, quotedText, article: null, isName: options.isName, isQuoted: true };
  }
  return {
    text: surface,
    quotedText,
    article: options.isName ? null : readArticle(options.determiners ?? new Map(), surface, options.materialLanguage),
    isName: options.isName,
    isQuoted: false,
  };
}

function startsWithVowelSound(text: string): boolean {
  return /^[«“"„]?\s?[aeiouyhàâäéèêëîïôöûùüœæ]/iu.test(text);
}

/** The words that stand for a term of unknown gender, or a quoted one: "la notion de", "le terme". */
const NOTION: Partial<
  Record<
    QuestionLanguage,
    {
      notion: (text: string) => string;
      quotedTerm: (text: string) => string;
      article: TermArticle;
      quotedArticle?: TermArticle;
    }
  >
> = {
  fr: {
    notion: (text) => `notion ${startsWithVowelSound(text) ? 'd’' : 'de '}${text}`,
    quotedTerm: (text) => `terme ${text}`,
    article: { gender: 'f', plural: false },
    quotedArticle: { gender: 'm', plural: false },
  },
  it: {
    notion: (text) => `concetto di ${text}`,
    quotedTerm: (text) => `termine ${text}`,
    article: { gender: 'm', plural: false },
  },
  pt: {
    notion: (text) => `conceito de ${text}`,
    quotedTerm: (text) => `termo ${text}`,
    article: { gender: 'm', plural: false },
  },
  es: {
    notion: (text) => `concepto de ${text}`,
    quotedTerm: (text) => `término ${text}`,
    article: { gender: 'm', plural: false },
  },
};

/** The definite article of a noun phrase in French, Italian, Portuguese or Spanish, joined to it. */
function definiteArticle(language: QuestionLanguage, article: TermArticle, text: string): string {
  const vowel = startsWithVowelSound(text);
  switch (language) {
    case 'fr':
      if (article.plural) return `les ${text}`;
      if (vowel) return `l’${text}`;
      return `${article.gender === 'f' ? 'la' : 'le'} ${text}`;
    case 'it': {
      const impure = /^(?:s[^aeiouàèéìòù]|z|gn|ps|x|y)/iu.test(text);
      if (article.gender === 'f') return article.plural ? `le ${text}` : vowel ? `l’${text}` : `la ${text}`;
      if (article.plural) return vowel || impure ? `gli ${text}` : `i ${text}`;
      return vowel ? `l’${text}` : impure ? `lo ${text}` : `il ${text}`;
    }
    case 'pt':
      return `${article.gender === 'f' ? 'a' : 'o'}${article.plural ? 's' : ''} ${text}`;
    case 'es':
      if (article.plural) return `${article.gender === 'f' ? 'las' : 'los'} ${text}`;
      // "el agua": a feminine noun opening with a stressed a takes "el"; not guessed here
      return `${article.gender === 'f' ? 'la' : 'el'} ${text}`;
    default:
      return text;
  }
}

/**
 * The term with its definite article ("l’ampère", "la función medible", "o conceito de X",
 * "le terme « X »"); a name or a term in a language without articles as it is.
 */
export function withDefiniteArticle(form: TermForm, language: QuestionLanguage): string {
  const notion = NOTION[language];
  if (!notion || form.isName) return form.text;
  if (form.isQuoted)
    return definiteArticle(language, notion.quotedArticle ?? notion.article, notion.quotedTerm(form.text));
  const { article } = form;
  if (!article) return definiteArticle(language, notion.article, notion.notion(form.text));
  if (article.gender === null) {
    // only the number is known: enough where the article does not show the gender ("l’", "les")
    const vowel = startsWithVowelSound(form.text);
    const isEnough =
      (language === 'fr' && (article.plural || vowel)) || (language === 'it' && !article.plural && vowel);
    if (!isEnough) return definiteArticle(language, notion.article, notion.notion(form.text));
  }
  return definiteArticle(language, article, form.text);
}

/** French "de" before a term: "du courant", "de la tension", "de l’ampère", "des ions", "de Mendel", "d’Avogadro". */
export function withFrenchDe(form: TermForm): string {
  if (form.isName) return `${startsWithVowelSound(form.text) ? 'd’' : 'de '}${form.text}`;
  const phrase = withDefiniteArticle(form, 'fr');
  if (phrase.startsWith('le ')) return `du ${phrase.slice(3)}`;
  if (phrase.startsWith('les ')) return `des ${phrase.slice(4)}`;
  return `de ${phrase}`;
}

/** Italian "su" before a term: "sul", "sullo", "sulla", "sull’", "sui", "sugli", "sulle"; "su Mendel". */
export function withItalianSu(form: TermForm): string {
  if (form.isName) return `su ${form.text}`;
  const phrase = withDefiniteArticle(form, 'it');
  const contracted: [string, string][] = [
    ['il ', 'sul '],
    ['lo ', 'sullo '],
    ['la ', 'sulla '],
    ['l’', 'sull’'],
    ['i ', 'sui '],
    ['gli ', 'sugli '],
    ['le ', 'sulle '],
  ];
  for (const [article, contraction] of contracted)
    if (phrase.startsWith(article)) return `${contraction}${phrase.slice(article.length)}`;
  return `su ${phrase}`;
}

/**
 * The placeholders a template may use for a term: {{term}}, {{quotedTerm}} (German, whose
 * adjectives keep the case the material gave them: „interaktiven Modus“ is cited, not declined),
 * {{theTerm}}, {{deTerm}} (French), {{suTerm}} (Italian).
 */
export function getTermPlaceholders(form: TermForm, language: QuestionLanguage): Record<string, string> {
  return {
    term: form.text,
    quotedTerm: form.quotedText,
    theTerm: withDefiniteArticle(form, language),
    deTerm: language === 'fr' ? withFrenchDe(form) : `de ${form.text}`,
    suTerm: language === 'it' ? withItalianSu(form) : `su ${form.text}`,
  };
}
