/*
 * Accents that a PDF's text layer gives apart from their letters (ADR 061). LaTeX fonts in the
 * old OT1 encoding (Computer Modern without T1 fontenc) have no accented letters: "\~a" draws a
 * tilde glyph, kerns back and draws "a", so pdf.js reads "s˜ao", "´e", "cont´ınuas" (the dotless
 * i under the accent) and a cedilla after its letter, "func¸˜oes" (sometimes with a space pdf.js
 * put after the cedilla: "func¸ ˜oes"). Every later step — language detection, stemming, blanks
 * cut at word boundaries, the chat's search — would inherit the damage, so the extractor mends it
 * once, for every language: each spacing accent becomes the combining mark on its letter, then
 * the text is put in NFC.
 */

/** Spacing accents drawn before (over) the letter they belong to → their combining marks. */
const ACCENTS_BEFORE: Record<string, string> = {
  '\u00b4': '\u0301', // ´ acute
  '\u02ca': '\u0301', // ˊ modifier acute
  '\u02cb': '\u0300', // ˋ modifier grave
  '`': '\u0300', // grave: the glyph named "grave" is U+0060 in pdf.js
  '\u02dc': '\u0303', // ˜ small tilde
  '\u02c6': '\u0302', // ˆ modifier circumflex
  '\u00a8': '\u0308', // ¨ dieresis
  '\u00af': '\u0304', // ¯ macron
  '\u02c9': '\u0304', // ˉ modifier macron
  '\u02d8': '\u0306', // ˘ breve
  '\u02c7': '\u030c', // ˇ caron
  '\u02d9': '\u0307', // ˙ dot above
  '\u02da': '\u030a', // ˚ ring above
  '\u02dd': '\u030b', // ˝ double acute
};

/** Spacing accents drawn after the letter they hang under. */
const ACCENTS_AFTER: Record<string, string> = {
  '\u00b8': '\u0327', // ¸ cedilla
  '\u02db': '\u0328', // ˛ ogonek
};

const BEFORE_CLASS = `[${Object.keys(ACCENTS_BEFORE).join('')}]`;
const AFTER_CLASS = `[${Object.keys(ACCENTS_AFTER).join('')}]`;

/** Letters the ambiguous accents may sit on: the acute also stands for a misused apostrophe ("don´t"), the grave is a backtick in code. */
const GRAVE_LETTERS = /^[aeiouAEIOUıȷ]$/u;

// "´s", "´t", "´ll", "´re", "´ve", "´d", "´m" closing an English word: an apostrophe typed as an acute
const APOSTROPHE_AS_ACUTE = /(?<=\p{L})\u00b4(?=(?:s|t|ll|re|ve|d|m)(?![\p{L}\p{M}]))/gu;

const AFTER_SPACE_BEFORE = new RegExp(`(${AFTER_CLASS}) (?=${BEFORE_CLASS}\\p{L})`, 'gu');
const LETTER_THEN_AFTER = new RegExp(`(\\p{L})(${AFTER_CLASS})`, 'gu');
const BEFORE_THEN_LETTER = new RegExp(`(${BEFORE_CLASS})(\\p{L})`, 'gu');

/** A dotless i or j under an accent is the plain letter (TeX draws \'{\i}): "´ı" → "í". */
function undot(letter: string): string {
  if (letter === 'ı') return 'i';
  if (letter === 'ȷ') return 'j';
  return letter;
}

/**
 * Puts detached spacing accents back on their letters and normalises to NFC: "s˜ao" → "são",
 * "´e" → "é", "func¸ ˜oes" → "funções", "cont´ınuas" → "contínuas", "na¨ıve" → "naïve". Accents
 * not next to a letter (a lone "^" or "¨" in a formula, "`code`") are left as they are.
 */
export function recombineDiacritics(text: string): string {
  if (!/[\u00b4\u02ca\u02cb`\u02dc\u02c6\u00a8\u00af\u02c9\u02d8\u02c7\u02d9\u02da\u02dd\u00b8\u02db]/u.test(text))
    return text.normalize('NFC');
  const mended = text
    .replace(APOSTROPHE_AS_ACUTE, '’')
    .replace(AFTER_SPACE_BEFORE, '$1')
    .replace(LETTER_THEN_AFTER, (_match, letter: string, accent: string) => `${letter}${ACCENTS_AFTER[accent]!}`)
    .replace(BEFORE_THEN_LETTER, (match, accent: string, letter: string, offset: number, whole: string) => {
      if (accent === '`') {
        // a backtick opens code unless a vowel it accents follows and no closing backtick does in the word
        const rest = whole.slice(offset + 1).match(/^\S*/u)?.[0] ?? '';
        if (!GRAVE_LETTERS.test(letter) || rest.includes('`')) return match;
      }
      return `${undot(letter)}${ACCENTS_BEFORE[accent]!}`;
    });
  return mended.normalize('NFC');
}
