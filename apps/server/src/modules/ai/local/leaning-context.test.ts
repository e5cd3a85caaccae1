import { describe, expect, it } from 'vitest';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { findStatementDefect } from './precision.ts';
import { findStandaloneDefect } from './standalone-sentence.ts';

/*
 * ADR 175: sentences that lean on the sentence before them or on a page the learner does not see —
 * an example named as one of several, a contrast connective inside the opening clause, a place in a
 * figure, a symbol or a count taken from an earlier sentence. Each sentence is quoted from an item of
 * the labelled set (test/fixtures/quality/judged-items.jsonl, the set and document named beside it)
 * that readers discarded as needing its context, and that every earlier check let through.
 */

describe('sentences that lean on the one before or on an unseen page', () => {
  it.each<[string, MaterialLanguage, string]>([
    // an example named as one of several
    [
      'held-out-2026-11-29e h-economics-information-risk-insurance',
      'en',
      'One example is the regulation that caps the amount healthcare providers can spend on administrative costs.',
    ],
    ['held-out-2026-11-28b lecture-15401-equities', 'en', 'One is the discount rate, and the other is the cash flows.'],
    [
      'held-out-2026-11-29d pasted-music-theory-triads',
      'en',
      'One system for doing so uses Roman numerals to designate the scale degree of the chord’s root.',
    ],
    // a contrast connective in the opening clause
    ['held-out-2026-11-29e g-sociology-groups-pasted', 'en', 'In a triad, however, the dynamic is quite different.'],
    [
      'held-out-2026-11-29c history-revolutions-latin-america',
      'en',
      'Many, though, specifically reflected the concerns of people living in Spanish America, such as protecting the Catholic Church.',
    ],
    [
      'held-out-2026-11-29e h-economics-information-risk-insurance',
      'en',
      'Even after devoting some money and time collecting information, however, Marvin still cannot be absolutely sure that he is buying a high-quality used car.',
    ],
    // a place in a figure
    [
      'held-out-2026-11-29e f-fr-thermodynamique-gaz-parfait-29p',
      'fr',
      'À gauche, le volume est fixé et la capacité calorifique massique sera cv.',
    ],
    // a symbol or a count taken from an earlier sentence
    [
      'held-out-2026-11-29e e-pt-analise-matematica-notas-55p',
      'pt',
      'O conjunto D é chamado de domínio da função e o conjunto Y é chamado de contradomínio da função.',
    ],
    [
      'held-out-2026-11-29e b-paper-rescience-brownian-bugs-17p',
      'en',
      'Demographic processes take place during the first substep (1).',
    ],
    [
      'held-out-2026-11-29e h-economics-information-risk-insurance',
      'en',
      'If each of the 100 drivers pays a premium of $1,860 each year, the insurance company will collect the $186,000 that is needed to cover the costs of the accidents that occur.',
    ],
    ['held-out-2026-11-28b lecture-15401-equities', 'en', 'The liquidation value is the 27 million on average.'],
  ])('refuses (%s, %s): %s', (_origin, language, text) => {
    expect(findStandaloneDefect(text, language)).not.toBeNull();
    expect(findStatementDefect(text, language)).toBe('needs-context');
  });
});

describe('sentences that name what they say stay', () => {
  it.each<[string, MaterialLanguage, string]>([
    // kept by readers: the example names what it exemplifies, a possibility states itself whole
    [
      'held-out-2026-11-29b polsci-courts-and-law',
      'en',
      'A typical example of nullification in the United States today is the federal reaction to individual states legalizing the use of marijuana.',
    ],
    [
      'held-out-2026-11-29 e-pt-fisica1-movimento-unidimensional-32p',
      'pt',
      'Um exemplo de medida da velocidade instantânea é o valor mostrado pelo velocímetro de um carro em que o mostrador é constituído de uma escala e de um ponteiro.',
    ],
    [
      'held-out-2026-11-29d en-cognition-associations-28p',
      'en',
      'One possibility is that extinction causes the associative bond to deteriorate, weaken, and disconnect.',
    ],
    // a connective at the start is read past (ADR 083), a symbol introduced where it is used stays
    ['needs-context.test.ts', 'pt', 'O espaço vetorial real de n dimensões é denotado Rn.'],
    [
      'needs-context.test.ts',
      'en',
      'If heterozygotes have higher geometric mean fitness than the A1A1 homozygotes, then the A2 allele will increase in frequency when it is rare.',
    ],
  ])('keeps (%s, %s): %s', (_origin, language, text) => {
    expect(findStandaloneDefect(text, language)).toBeNull();
  });
});
