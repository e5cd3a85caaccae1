import { describe, expect, it } from 'vitest';
import { extractPdf } from './extract-pdf.ts';
import {
  countWordsWrittenBothWays,
  createWordJudge,
  expandLigatureForms,
  findLigatureRepair,
  findSplitLigatureRepair,
  repairLigatures,
  showsLigatureLoss,
} from './ligatures.ts';
import { buildLostLigaturePdf } from './testing/lost-ligature-pdf.ts';

/** Sentences without ligatures that make a text long enough to be judged (400 letters), by language. */
const PADDING: Record<'en' | 'pt' | 'fr', string> = {
  en: ' Of course, the data are far from the forms we saw before.'.repeat(9),
  pt: ' Os dados do curso são claros e os alunos leem o texto com cuidado.'.repeat(8),
  fr: ' Les données du cours sont claires et les élèves lisent le texte avec soin.'.repeat(8),
};

const PAGES = [
  [
    'Specifically, we find that the field is defined by its first effects.',
    'The office staff confirm the final figures in a different fashion.',
    'A flow of fluid fills the flume; the ring on the ash tree shines.',
    'Of course, the data are far from the forms we saw before, and the rest is for later.',
    'The forms are sent from the front desk of the school to the families of the pupils.',
    'A careful reader of the report will find a clear summary of the work.',
  ],
  [
    "The 2nd edition of the fine book is official and efficient, and you've seen it.",
    'Each chapter opens with a short story about the people who made the discoveries it tells.',
  ],
];

/** Words whose ligature, read as a space, leaves two parts that are not both words ("de ne", "con icts"). */
const SPLIT_PAGE = [
  'We define the namespace conflicts; a final thing: its influence is significant, often of ten kinds.',
  'The sufficient conditions are defined and the effect is efficient and affordable.',
];

describe('extractPdf with ligatures that carry no text (ADR 137)', () => {
  it('reads the words a font drew with ligature glyphs mapped to nothing, as they are printed', async () => {
    const { passages } = await extractPdf(buildLostLigaturePdf(PAGES, 'dropped'));
    expect(passages.map((passage) => passage.text)).toEqual(PAGES.map((lines) => lines.join('\n')));
  }, 30_000);

  it('reads the words a font drew with ligature glyphs pdf.js reads as control characters', async () => {
    const { passages } = await extractPdf(buildLostLigaturePdf(PAGES, 'control'));
    expect(passages.map((passage) => passage.text)).toEqual(PAGES.map((lines) => lines.join('\n')));
  }, 30_000);

  it('reads the words a font drew with ligature glyphs mapped to a space, joined again (ADR 186)', async () => {
    const pages = [...PAGES, [...SPLIT_PAGE]];
    const { passages } = await extractPdf(buildLostLigaturePdf(pages, 'space'));
    expect(passages.map((passage) => passage.text)).toEqual(pages.map((lines) => lines.join('\n')));
  }, 30_000);
});

describe('extractPdf of a deck whose font read its ligatures as spaces (ADR 186)', () => {
  it('reads each slide with its words joined again', async () => {
    const slides = [
      [
        'Namespace conflicts',
        'Two packages define the same function name.',
        'The first one loaded is masked.',
        'Call it with the package name in front of it.',
      ],
      [
        'Defining functions',
        'A function is defined with its arguments.',
        'Its effect is specified by its body.',
        'The body returns the value of its last line.',
      ],
      [
        'Final remarks',
        'The influence of scoping is significant.',
        'A final thing: use the fully qualified name.',
        'Read the chapter on environments for more.',
      ],
      [
        'Floating point',
        'Different numbers are flagged as efficient types.',
        'Their difference is insignificant.',
        'Rounding errors grow with each operation.',
      ],
    ];
    const { passages } = await extractPdf(buildLostLigaturePdf(slides, 'space', { slides: true }));
    expect(passages.map((passage) => passage.slide)).toEqual([1, 2, 3, 4]);
    expect(passages.map((passage) => passage.text)).toEqual(slides.map((lines) => lines.join('\n')));
  }, 30_000);
});

describe('expandLigatureForms', () => {
  it('gives the presentation forms U+FB00–FB06 their letters and normalises nothing else', () => {
    expect(expandLigatureForms('ﬁnd ﬂow ﬀ ﬃ ﬄ ﬅ ﬆ')).toBe('find flow ff ffi ffl st st');
    expect(expandLigatureForms('x² ½ ﬁ ℌ')).toBe('x² ½ fi ℌ');
  });
});

describe('repairLigatures', () => {
  /** The text mended as part of a text long enough to be judged. */
  const mend = (text: string, language: 'en' | 'pt' | 'fr'): string =>
    repairLigatures([text + PADDING[language]], language)[0]!.slice(0, -PADDING[language].length);

  it('puts back the ligatures an English document lost without a trace', () => {
    expect(
      mend('We nd that the eld is dened by its rst eects. Specically, the oce sta read the nal gures.', 'en'),
    ).toBe(
      'We find that the field is defined by its first effects. Specifically, the office staff read the final figures.',
    );
  }, 30_000);

  it('never changes a known word, a contraction, a symbol, a plot’s markers or a token by a digit', () => {
    const text =
      'We nd that the eld is dened by its rst eects. A ring on the ash tree; the 2nd edition; you’ve seen Nd and An, ll lll; the lament.';
    expect(mend(text, 'en')).toBe(
      'We find that the field is defined by its first effects. A ring on the ash tree; the 2nd edition; you’ve seen Nd and An, ll lll; the lament.',
    );
  }, 30_000);

  it('leaves a document alone whose fonts kept their ligatures: its few unknown words are names and symbols', () => {
    const text =
      'We find that the field is defined by its first effects, specifically in the office. The affine fit differs. ' +
      'Ow, said Sher; the nd and rm flags are set; the ber is cut.';
    expect(mend(text, 'en')).toBe(text);
  }, 30_000);

  it('leaves a text of a few lines alone: too few words to tell a loss from names', () => {
    const text = 'We nd that the eld is dened by its rst eects.';
    expect(repairLigatures([text], 'en')).toEqual([text]);
  });

  it('mends Portuguese and French words (an elided article before the word in French)', () => {
    expect(mend('A denição de uma função especíca é signicativa: o gráco mostra o uxo.', 'pt')).toBe(
      'A definição de uma função específica é significativa: o gráfico mostra o fluxo.',
    );
    expect(mend('La dénition est signicative : le graphique montre le ux et l’ecacité de la eur.', 'fr')).toBe(
      'La définition est significative : le graphique montre le flux et l’efficacité de la fleur.',
    );
  }, 30_000);

  it('joins the words a font read apart at their ligature, in English, Portuguese and French (ADR 186)', () => {
    expect(mend('We de ne the namespace con icts: the e ect is signi cant, of ten kinds and a x + b.', 'en')).toBe(
      'We define the namespace conflicts: the effect is significant, of ten kinds and a x + b.',
    );
    expect(mend('A de nição de uma função especí ca: o grá co mostra o uxo.', 'pt')).toBe(
      'A definição de uma função específica: o gráfico mostra o fluxo.',
    );
    // "signi" and "cativa" are both met in Portuguese text: joined only where the document writes the word whole
    expect(mend('A de nição é signi cativa: o grá co mostra o uxo.', 'pt')).toBe(
      'A definição é signi cativa: o gráfico mostra o fluxo.',
    );
    expect(mend('A de nição é signi cativa, muito significativa: o grá co mostra o uxo.', 'pt')).toBe(
      'A definição é significativa, muito significativa: o gráfico mostra o fluxo.',
    );
    expect(
      mend(
        'La dé nition est signi cative : le graphique montre le ux, la di érence et l’e cacité de la eur ; la ré exion est di cile.',
        'fr',
      ),
    ).toBe(
      'La définition est significative : le graphique montre le flux, la différence et l’efficacité de la fleur ; la réflexion est difficile.',
    );
  }, 30_000);

  it('joins a part beside a word ("in nite") only where the fonts read ligatures as spaces, not where they dropped them ("a xed")', () => {
    expect(mend('We de ne the e ect as signi cant: the series is in nite and the con icts are many.', 'en')).toBe(
      'We define the effect as significant: the series is infinite and the conflicts are many.',
    );
    expect(mend('We nd that the eld is dened by its rst eects, a xed point of the oce.', 'en')).toBe(
      'We find that the field is defined by its first effects, a fixed point of the office.',
    );
  }, 30_000);

  it('mends a document whose titles or code kept their ligatures while its body lost them (ADR 186)', () => {
    const code = 'file <- filter(fit, fields); fit2 <- fit; first <- fig; '.repeat(6);
    const slides = [
      `Namespace conflicts\nPackages have con icts when two define the same name.\n${code}`,
      `Defining functions\nWe de ne a function and its e ect. A nal thing: the de nition.\n${code}`,
      `Final remarks\nThe effect of a nal call is signi cant and specific.\n${code}`,
    ];
    expect(showsLigatureLoss(slides)).toBe(true);
    const mended = repairLigatures(slides, 'en');
    expect(mended[0]).toContain('Packages have conflicts when two define');
    expect(mended[1]).toContain('We define a function and its effect. A final thing: the definition.');
    expect(mended[2]).toContain('The effect of a final call is significant and specific.');
    expect(mended.map((page) => page.split('\n')[2])).toEqual(slides.map((page) => page.split('\n')[2]));
  }, 30_000);

  it('reads a private-use code point as the ligature that makes known words of the words it sits in', () => {
    const text = 'We \ue001nd the \ue001eld de\ue001ned here, a \ue002ow of \ue002uid.\n\uf0b7 a bullet stays';
    expect(repairLigatures([text], 'en')).toEqual([
      'We find the field defined here, a flow of fluid.\n\uf0b7 a bullet stays',
    ]);
  }, 30_000);
});

describe('findSplitLigatureRepair (ADR 186)', () => {
  const judge = createWordJudge('en');
  const none = new Map<string, number>();

  it('joins two parts that are not both words into a word of general text, a capital kept', () => {
    expect(findSplitLigatureRepair('de', 'ne', none, judge)?.word).toBe('define');
    expect(findSplitLigatureRepair('con', 'icts', none, judge)?.word).toBe('conflicts');
    expect(findSplitLigatureRepair('Speci', 'cally', none, judge)?.word).toBe('Specifically');
    expect(findSplitLigatureRepair('e', 'ect', none, judge)?.word).toBe('effect');
    expect(findSplitLigatureRepair('o', 'ce', none, judge)?.word).toBe('office');
  }, 30_000);

  it('joins two words only into a word the document writes whole, and never into a lemma only the wordnet has', () => {
    // "a x + b": "affix" is a word, but so are "a" and "x"
    expect(findSplitLigatureRepair('a', 'x', none, judge)).toBeNull();
    expect(findSplitLigatureRepair('a', 'x', new Map([['affix', 2]]), judge)?.word).toBe('affix');
    // "a nal thing" lost its ligature inside "final", not between "a" and "nal" ("affinal")
    expect(findSplitLigatureRepair('a', 'nal', none, judge)).toBeNull();
    expect(findSplitLigatureRepair('of', 'ten', none, judge)).toBeNull();
    // an acronym or a name with a capital inside, a second part in capitals
    expect(findSplitLigatureRepair('iO', 'ne', none, judge)).toBeNull();
    expect(findSplitLigatureRepair('de', 'NE', none, judge)).toBeNull();
  }, 30_000);
});

describe('findLigatureRepair', () => {
  const judge = createWordJudge('en');
  const none = new Map<string, number>();

  it('takes a word the same document writes whole before the lexicon’s', () => {
    expect(findLigatureRepair('gures', none, judge)?.word).toBe('figures');
    expect(findLigatureRepair('Specically', none, judge)?.word).toBe('Specifically');
    expect(findLigatureRepair('ow', new Map([['flow', 3]]), judge)).toEqual({ word: 'flow', evidence: 3 });
  }, 30_000);

  it('mends a rest the wordnet has only as a rare word ("eld") into a common one, and no known word', () => {
    expect(findLigatureRepair('eld', none, judge)?.word).toBe('field');
    for (const word of ['ring', 'ash', 'arm', 'lament', 'the', 'light', 'Nd', 'An', 'ASCII', 'iPhone'])
      expect(findLigatureRepair(word, none, judge)).toBeNull();
  }, 30_000);
});

describe('countWordsWrittenBothWays (ADR 186)', () => {
  it('counts the words a text writes whole and with a ligature inside them dropped or read as a space', () => {
    expect(countWordsWrittenBothWays(['conflicts and conicts; define and de ne; office, oce; official'])).toBe(3);
    // a dropped ligature that opens a word is not looked at: "flight" and "light" are both words
    expect(countWordsWrittenBothWays(['the flight of light, a flash of ash, the flow of ow'])).toBe(0);
  });
});

describe('showsLigatureLoss', () => {
  it('tells text that kept its ligatures from text that lost them by the share of "ff", "fi", "fl" among its "f"s', () => {
    const kept =
      'The first effect of the field is defined for the office staff and the final figures of the fluid flow. '.repeat(
        3,
      );
    const lost = 'The rst eect of the eld is dened for the oce sta and the nal gures of the uid ow. '.repeat(5);
    expect(showsLigatureLoss([kept])).toBe(false);
    expect(showsLigatureLoss([lost + 'Of course, for a few of the forms, from far off.'.repeat(3)])).toBe(true);
    // a text of a few lines is too short to tell
    expect(showsLigatureLoss(['We nd the eld.'])).toBe(false);
  });
});
