import type { MaterialLanguage } from '@mnemo/domain/languages';
import { isFunctionWord } from './nlp/language.ts';

/*
 * Formulas a PDF's text layer could not keep (ADR 061). Mathematics set by LaTeX reaches the text
 * as glyphs placed on a page, and a line of text loses what only the placement said: exponents
 * and indices run into their base ("(1 − μ)2T" for (1 − μ)^{2T}), arguments sit apart from their
 * bracket ("B(C )", "g( )"), vector arrows come out as "#»", symbols drawn from fonts without a
 * Unicode mapping come out as private-use characters or vanish, leaving an article or a
 * preposition before a comma ("the probability of , where"). An item or summary line built on
 * such a sentence would show the formula mangled; the generator leaves the sentence out instead.
 * The signs of TeX's math fonts read without their meaning (a detached prime, a vector arrow read
 * as "~", "≠" as "6 =", "∅" as ";", a sum's limits apart from it, big brackets read as "å", a
 * fraction without its bar) and words run together at a font change are left out too (ADR 137).
 */

/** Articles and prepositions that never end a clause: when one meets punctuation, a symbol went missing. */
const BEFORE_A_SYMBOL: Record<MaterialLanguage, readonly string[]> = {
  en: ['the', 'an', 'of', 'than', 'by'],
  pt: ['o', 'os', 'as', 'um', 'uma', 'de', 'do', 'da', 'dos', 'das'],
  es: ['el', 'los', 'las', 'un', 'una', 'de', 'del'],
  fr: ['le', 'les', 'un', 'une', 'de', 'du', 'des'],
  it: ['il', 'lo', 'gli', 'un', 'una', 'di', 'del', 'della'],
  de: ['der', 'das', 'dem', 'den', 'des', 'ein', 'eine', 'einer', 'einem', 'von'],
};

const DANGLING_WORD = Object.fromEntries(
  Object.entries(BEFORE_A_SYMBOL).map(([language, words]) => [
    language,
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})\\s+[,.;:)]`, 'iu'),
  ]),
) as Record<MaterialLanguage, RegExp>;

const LOST_FORMULA_SIGNS: readonly RegExp[] = [
  // esvect's vector arrows, and arrows drawn over letters read before or after them
  /#\s?»|»\s?#|−→\p{L}|\p{L}−→/u,
  // glyphs with no Unicode (private use area), the replacement character, and the control
  // character pdf.js reads for a symbol its font does not map ("s \u001c 1" for s ≪ 1)
  // eslint-disable-next-line no-control-regex
  /[\uE000-\uF8FF\uFFFD\u0000-\u0008\u000B\u000C\u000E-\u001F]/u,
  // no argument at all: "g( )" (the extractor closes "B(C )" up: a space pdf.js put after italics)
  /\(\s+\)/u,
  // an exponent apart from its base: "X −1(C)" for X^{-1}(C)
  /(?<![\p{L}\p{N}])\p{Lu} [−-]\p{N}\(/u,
  // an exponent run into the closing bracket it raised: "(1 − μ)2T", "1/(2N )2"
  /\)\p{N}/u,
  // an operator with nothing on one side: "= ,", "( ≤"
  /[=<>≤≥∈∉⊂⊆≠≈×÷±]\s*[,.;:)]|[(,;:]\s*[=≤≥∈∉⊂⊆≠≈×÷]/u,
  // (ADR 137) a prime apart from its letter and index: "Y ′ n" for Y'_n
  /\p{L}\s[′″‴]+\s\p{L}/u,
  // a vector's arrow read as a tilde before its letter: "~u × ~v", "é ~0"
  /(?<![\p{L}\p{N}/~])~[\p{L}0](?![\p{L}\p{N}])/u,
  // "≠" drawn as "=" under a slash glyph pdf.js reads as "6": "pAB 6 = pApB", "P[X 6 = X c ]"
  /[\p{L})\]|]\s6\s=\s/u,
  // "∅" read as a semicolon: "ϕ(B + ;)", "ϕ(;) = 0"
  /\(\s*;\s*\)|[+∪∩=]\s*;\s*[)=,]/u,
  // a sum, product, union or integral without its body, or its limits left apart from it: "= n∑",
  // "i=n E(Ti) = 2∑", "k=1 Ak" (a line that opens with a lower limit)
  /[∑∏⋃⋂∫∮]\s*[.,;:]?\s*$|^\p{L}{1,2}=[\p{L}\p{N}+−-]*\s/u,
  // big brackets and bars a math font draws with codes pdf.js reads as accented letters or bars: "å = lim", "ã → N (0, 1)", "∣ ∣ ∣"
  /(?<![\p{L}\p{M}\p{N}])[ÇåÅãÃäÄ](?![\p{L}\p{M}\p{N}])|(?:[∣|]\s*){4,}/u,
  // a fraction whose bar is lost: "Cov(X1, X2) = 1 2 VA" for ½ VA
  /=\s\d\s\d\s\p{L}/u,
];

/** A sum, product, union or integral whose limits were laid apart: an index set without spaces ("i=t", "k=1") beside it. */
const FLATTENED_LIMITS = /[∑∏⋃⋂∫∮]/u;
const INDEX_ASSIGNMENT = /(?<![\p{L}\p{N}])\p{L}=[\p{L}\p{N}]+(?![\p{L}\p{N}(])/u;

/** Words the extraction ran together where a font changed: "theVGAM code", "ofDNA". */
const RUN_TOGETHER: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /(?<![\p{L}.])(?:the|of|and|for|with)\p{Lu}{2,}/u,
};

/** Whether a sentence shows signs of a formula the extraction lost (see above): no item or summary line should quote it. */
export function hasLostFormula(text: string, language: MaterialLanguage): boolean {
  return (
    LOST_FORMULA_SIGNS.some((sign) => sign.test(text)) ||
    DANGLING_WORD[language].test(text) ||
    (FLATTENED_LIMITS.test(text) && INDEX_ASSIGNMENT.test(text)) ||
    (RUN_TOGETHER[language]?.test(text) ?? false)
  );
}

/** Code around a relation sign: "==", "<=", "=>", "->", "<-", "+=", an assignment without spaces ("x=5"), a tag ("<div"). */
const CODE_RELATION = /==|!\s?=|[<>]=|=>|->|<-|[-+*/%]=|\S=|=\S|<\/?\p{L}|\S[<>]|[<>]\S/u;
/** What stands beside a relation in a formula: symbols (runs of up to three letters, with indices, primes, signs, a function's brackets: "f(a)·f(b)") or a number. */
const OPERAND = /^[\p{L}\p{N}′″+−,.()[\]|·-]+$/u;
/** A symbol of a formula: a letter or two with digits or primes (x, N12, q0, A′, pS), a number, a Greek letter. */
const SYMBOL = /^(?:\p{L}{1,2}[\p{N}′″]*|(?=[\p{L}\p{N}′″+−,-]*\p{N})[\p{L}\p{N}′″+−,-]+|\p{N}+(?:[.,]\p{N}+)?)$/u;
/** Signs of a formula cut or raised out of the line: an ellipsis, a letter run into a closing bracket ("(W1)τ", "(1 − h)s"), a power of ten read flat ("10−5"). */
const FLATTENED = /\.\.\.|…|\)\p{L}(?![\p{L}\p{N}]*\()|(?<!\p{N})10[−-]\p{N}/u;

/** Articles that open a noun naming the symbol after it ("the frequency p", "la probabilidad p", "uma função f"). */
const ARTICLES: Record<MaterialLanguage, readonly string[]> = {
  en: ['the', 'a', 'an'],
  pt: ['o', 'a', 'os', 'as', 'um', 'uma'],
  es: ['el', 'la', 'los', 'las', 'un', 'una'],
  fr: ['le', 'la', 'les', 'un', 'une', "l'"],
  it: ['il', 'lo', 'la', 'i', 'gli', 'le', 'un', 'una', 'uno'],
  de: ['der', 'die', 'das', 'ein', 'eine', 'einen', 'einem'],
};

/** The words of one letter, in lower case: any other single letter in a formula's neighbourhood is a symbol. */
const ONE_LETTER_WORDS: Record<MaterialLanguage, readonly string[]> = {
  en: ['a'],
  pt: ['a', 'e', 'o', 'à'],
  es: ['a', 'e', 'o', 'u', 'y'],
  fr: ['a', 'à', 'y'],
  it: ['a', 'e', 'è', 'i', 'o'],
  de: [],
};

/**
 * Whether the relations ("=", "<", ">") of a sentence of prose are formulas set inline and kept whole
 * (issue 20): "… uma medida que além disso cumpre P (Ω) = 1.", "The frequency of the other allele is
 * q = 1 − p." — each sign with spaces about it, no sign of code, and no two symbols side by side with
 * nothing between them, which is how an exponent, an index or a fraction's bar lost by the extraction
 * reads ("HT = 1 2 HS", "W t = W11p2 t", "FST = 1 − HS HT"). A sentence with none is not one.
 */
export function hasIntactRelations(text: string, language: MaterialLanguage): boolean {
  if (!/[=<>]/u.test(text) || CODE_RELATION.test(text) || FLATTENED.test(text) || hasLostFormula(text, language))
    return false;
  const raws = text.split(/\s+/u);
  const tokens = raws.map((token) => token.replace(/^[([{]+|[)\]},.;:]+$/gu, ''));
  const isSymbol = (token: string): boolean =>
    SYMBOL.test(token) &&
    (token.length === 1 ? !ONE_LETTER_WORDS[language].includes(token) : !isFunctionWord(token.toLowerCase(), language));
  // a relation's sides are symbols, as in mathematics, not a program's names ("angle = 360.0 / n", "index < len(fruit)")
  const isOperand = (token: string | undefined): boolean =>
    token !== undefined && OPERAND.test(token) && !/\p{L}{4}/u.test(token);
  // and they are symbols the sentence has named: said before in it ("Una probabilidad P … cumple que P (Ω) = 1") or,
  // on the left, named by the noun its article opens ("la probabilidad p = …"); "si tomamos δ = 1" leans on a δ said elsewhere
  const isArticle = (token: string | undefined): boolean =>
    token !== undefined && ARTICLES[language].includes(token.toLowerCase());
  const isNamed = (position: number, isLeft: boolean): boolean => {
    const symbol = tokens[position]!;
    if (!/\p{L}/u.test(symbol)) return true;
    const letters = symbol
      .replace(/[^\p{L}\p{N}′″]/gu, ' ')
      .split(/\s+/u)
      .filter((part) => /\p{L}/u.test(part));
    const earlier = new Set(
      tokens
        .slice(0, isLeft ? position : position - 2)
        .flatMap((token) => token.replace(/[^\p{L}\p{N}′″]/gu, ' ').split(/\s+/u)),
    );
    if (letters.every((part) => earlier.has(part))) return true;
    return isLeft && /^\p{L}{3,}$/u.test(tokens[position - 1] ?? '') && isArticle(tokens[position - 2]);
  };
  for (let index = 0; index < raws.length; index += 1) {
    if (!/^[=<>]$/u.test(raws[index]!)) continue;
    if (!isOperand(tokens[index - 1]) || !isOperand(tokens[index + 1])) return false;
    if (!isNamed(index - 1, true) || !isNamed(index + 1, false)) return false;
  }
  for (let index = 1; index < tokens.length; index += 1) {
    const [before, after] = [tokens[index - 1]!, tokens[index]!];
    // a function's argument set apart by the extraction ("P (Ω)"), or a list ("x, y"), is no lost layout
    if (/^[([{]/u.test(raws[index]!) || /[,;:]$/u.test(raws[index - 1]!)) continue;
    if (isSymbol(before) && isSymbol(after)) return false;
  }
  return true;
}
