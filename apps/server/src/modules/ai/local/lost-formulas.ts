import type { MaterialLanguage } from '@mnemo/domain/languages';

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
