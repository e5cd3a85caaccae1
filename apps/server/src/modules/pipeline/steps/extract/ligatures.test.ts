import { describe, expect, it } from 'vitest';
import { extractPdf } from './extract-pdf.ts';
import {
  createWordJudge,
  expandLigatureForms,
  findLigatureRepair,
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

describe('extractPdf with ligatures that carry no text (ADR 137)', () => {
  it('reads the words a font drew with ligature glyphs mapped to nothing, as they are printed', async () => {
    const { passages } = await extractPdf(buildLostLigaturePdf(PAGES, 'dropped'));
    expect(passages.map((passage) => passage.text)).toEqual(PAGES.map((lines) => lines.join('\n')));
  }, 30_000);

  it('reads the words a font drew with ligature glyphs pdf.js reads as control characters', async () => {
    const { passages } = await extractPdf(buildLostLigaturePdf(PAGES, 'control'));
    expect(passages.map((passage) => passage.text)).toEqual(PAGES.map((lines) => lines.join('\n')));
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

  it('reads a private-use code point as the ligature that makes known words of the words it sits in', () => {
    const text = 'We \ue001nd the \ue001eld de\ue001ned here, a \ue002ow of \ue002uid.\n\uf0b7 a bullet stays';
    expect(repairLigatures([text], 'en')).toEqual([
      'We find the field defined here, a flow of fluid.\n\uf0b7 a bullet stays',
    ]);
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
