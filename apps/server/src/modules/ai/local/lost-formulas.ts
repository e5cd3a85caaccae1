import type { MaterialLanguage } from '@mnemo/domain/languages';

/*
 * Formulas a PDF's text layer could not keep (ADR 061). Mathematics set by LaTeX reaches the text
 * as glyphs placed on a page, and a line of text loses what only the placement said: exponents
 * and indices run into their base ("(1 − μ)2T" for (1 − μ)^{2T}), arguments sit apart from their
 * bracket ("B(C )", "g( )"), vector arrows come out as "#»", symbols drawn from fonts without a
 * Unicode mapping come out as private-use characters or vanish, leaving an article or a
 * preposition before a comma ("the probability of , where"). An item or summary line built on
 * such a sentence would show the formula mangled; the generator leaves the sentence out instead.
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
  // glyphs with no Unicode (private use area) and the replacement character
  /[\uE000-\uF8FF\uFFFD]/u,
  // no argument at all: "g( )" (the extractor closes "B(C )" up: a space pdf.js put after italics)
  /\(\s+\)/u,
  // an exponent apart from its base: "X −1(C)" for X^{-1}(C)
  /(?<![\p{L}\p{N}])\p{Lu} [−-]\p{N}\(/u,
  // an exponent run into the closing bracket it raised: "(1 − μ)2T", "1/(2N )2"
  /\)\p{N}/u,
  // an operator with nothing on one side: "= ,", "( ≤"
  /[=<>≤≥∈∉⊂⊆≠≈×÷±]\s*[,.;:)]|[(,;:]\s*[=≤≥∈∉⊂⊆≠≈×÷]/u,
];

/** Whether a sentence shows signs of a formula the extraction lost (see above): no item or summary line should quote it. */
export function hasLostFormula(text: string, language: MaterialLanguage): boolean {
  return LOST_FORMULA_SIGNS.some((sign) => sign.test(text)) || DANGLING_WORD[language].test(text);
}
