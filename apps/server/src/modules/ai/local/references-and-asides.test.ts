import { describe, expect, it } from 'vitest';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { findBlankDefect } from './precision.ts';
import { isReferenceHeading } from './nlp/segment.ts';
import { findSentenceContextDefect, findStandaloneDefect, isExerciseTerm } from './standalone-sentence.ts';

/*
 * ADR 133: no item from a bibliography entry, wherever it sits; no item from a pointer to other
 * reading; no item whose subject points back at what the sentences before introduced; no blank the
 * sentence already gives. Sentences from the tuning fixtures, each refused here and not before.
 */

/** research-paper-15p.pdf, p. 10: entries of its references, as the splitter cuts them. */
const PAPER_REFERENCES =
  'Afra Alishahi, Grzegorz Chrupała, and Tal Linzen. 2019. Analyzing and interpreting neural networks for nlp: A report on the first blackboxnlp workshop. Natural Language Engineering, 25(4):543–557. Sumit Basu, Chuck Jacobs, and Lucy Vanderwende. 2013. Powergrading: a clustering approach to amplify human effort for short answer grading. Transactions of the Association for Computational Linguistics, 1:391–402.';

describe('bibliography entries (ADR 133)', () => {
  it.each([
    // research-paper-15p.pdf p. 10
    'Natural Language Engineering, 25(4):543–557.',
    'Adadi and Berrada. IEEE Access, 6:52138– 52160.',
    'Afra Alishahi, Grzegorz Chrupała, and Tal Linzen.',
    'Transactions of the Association for Computational Linguistics, 1:391–402.',
    // the same entries behind a manuscript's line number and an entry number
    '412 3. Natural Language Engineering, 25(4):543–557.',
  ])('are refused by their own marks: %s', (text) => {
    expect(findStandaloneDefect(text, 'en')).toBe('reference');
  });

  it('refuses a title cut from its authors and journal when no references heading was recognised', () => {
    const analysis = analyzeMaterial(createChunks([PAPER_REFERENCES]), 'en');
    const title = analysis.sentences.find((sentence) => sentence.text.startsWith('Powergrading'));
    expect(title).toBeDefined();
    expect(findStandaloneDefect(title!.text, 'en')).toBeNull();
    expect(findSentenceContextDefect(analysis, title!.index)).toBe('reference');
  });

  it.each([
    // research-paper-15p.pdf pp. 2–3: the body around the references stays
    'BEETLE contains 5,044 student answers to basic electricity questions labeled as correct, partially_correct_incomplete, contradictory, irrelevant or non_domain.',
    'In the Intelligent Tutoring Systems community, the need for elaborated feedback is well-known.',
    // en-biology-popgen-notes-68p.pdf
    'The mean fitness depends on time, as it is a function of the allele frequencies, which are themselves time dependent.',
  ])('leaves body sentences alone: %s', (text) => {
    expect(findStandaloneDefect(text, 'en')).toBeNull();
  });
});

describe('pointers to other reading (ADR 133)', () => {
  it.each<[MaterialLanguage, string]>([
    // en-biology-popgen-notes-68p.pdf p. 3 and p. 40
    ['en', 'See Figure 1 for a nice empirical demonstration of Hardy-Weinberg proportions.'],
    ['en', 'See Figure 8 for a random realization of this process.'],
    // textbook-chapter-10p.pdf p. 2
    ['en', 'The LATEX source for this book is available from http://www.thinkpython2.com'],
    // course logistics, written for this test
    ['en', 'The lab report is due on Friday at noon.'],
    ['en', 'Your lab report is due by 5 pm on the last day of the week.'],
  ])('are asides (%s: %s)', (language, text) => {
    expect(findStandaloneDefect(text, language)).toBe('aside');
  });

  it('leaves "due on" followed by a small word alone (case-sensitive patterns, issue 27)', () => {
    // written for this test: `\p{Lu}` under the `i` flag matched the small "a"
    expect(
      findStandaloneDefect('The damping of the pendulum is due on a small scale to friction in the bearings.', 'en'),
    ).toBeNull();
  });
});

describe('a subject or an object that points back (ADR 133)', () => {
  it('refuses a demonstrative that names what came before (pense-em-python-cap1-pt.md)', () => {
    expect(findStandaloneDefect('Conforme avançarmos, este fim ficará mais claro.', 'pt')).toBe('anaphora');
  });

  it('leaves a demonstrative before a name alone: the name is no noun pointing back', () => {
    // written for this test: under the `i` flag `\p{Ll}` matched the capital of a name ("Esta Lei …" is a title)
    expect(
      findStandaloneDefect(
        'A Constituição de 1976 foi revista em 1982, e esta Lei Fundamental manteve os direitos.',
        'pt',
      ),
    ).not.toBe('anaphora');
    expect(findStandaloneDefect('Este método converge quando a derivada é contínua.', 'pt')).toBe('anaphora');
  });

  it('keeps a clitic whose noun is in its sentence (fopp-introduccion-es.md)', () => {
    expect(
      findStandaloneDefect(
        'Una vez que se compila un programa, puede ejecutarlo repetidamente, sin más traducción.',
        'es',
      ),
    ).toBeNull();
  });

  it('refuses a clitic with nothing to stand for in its sentence', () => {
    // the pattern of a reader's discard in Spanish notes ("… puede ayudar a prevenirlo"), written for this test
    expect(findStandaloneDefect('Una dieta equilibrada puede ayudar a prevenirlo.', 'es')).toBe('anaphora');
  });

  it('refuses "The X …" right after "a X" was introduced, unless X is a term of the material', () => {
    // the pattern readers threw away ("the block", "the slope" of one example), written for this test
    const analysis = analyzeMaterial(
      createChunks([
        'Friction opposes the relative motion of two surfaces in contact. A block of wood rests on an inclined plane with an angle of thirty degrees. The block starts to slide when the angle exceeds the angle of friction. Friction depends on the nature of both surfaces.',
      ]),
      'en',
    );
    const defectOf = (needle: string): string | null =>
      findSentenceContextDefect(
        analysis,
        analysis.sentences.findIndex((sentence) => sentence.text.includes(needle)),
      );
    expect(defectOf('The block starts')).toBe('anaphora');
    expect(defectOf('Friction depends')).toBeNull();
  });

  it('reads a footnote label as no concept', () => {
    expect(isExerciseTerm('nota', 'pt')).toBe(true);
    expect(isExerciseTerm('footnote', 'en')).toBe(true);
    expect(isExerciseTerm('nota fiscal', 'pt')).toBe(false);
  });
});

describe('a blank the sentence already gives (ADR 133)', () => {
  it('is trivial when the sentence names the answer in another form (en-biology-popgen-notes-68p.pdf)', () => {
    const analysis = analyzeMaterial(
      createChunks([
        'Recombination breaks up haplotypes. Recombination between loci reduces linkage disequilibrium over the generations.',
        'We lose a fraction r of our AB haplotypes to recombination ripping our alleles apart but gain a fraction rpApB per generation from other haplotypes recombining together to form AB haplotypes.',
      ]),
      'en',
    );
    expect(
      findBlankDefect(
        'A fraction r of the AB haplotypes is lost to _____, but other haplotypes recombining together form new AB haplotypes.',
        'recombination',
        analysis,
      ),
    ).toBe('trivial');
  });
});

describe('a blank on a word that only shares a prefix with the sentence', () => {
  it('stays (grundkurs-python3-einfuehrung-de.md: "interaktiven" beside "Interpreters")', () => {
    const analysis = analyzeMaterial(
      createChunks([
        'Python kann interaktiv benutzt werden. Die interaktive Benutzung des Interpreters eignet sich zum Testen. Die interaktive Benutzung zeigt jedes Ergebnis sofort.',
      ]),
      'de',
    );
    expect(
      findBlankDefect(
        'Das Schreiben von Code-Dateien ist in Python gegenüber der _____ des Interpreters unter anderem deshalb von Vorteil.',
        'interaktiven Benutzung',
        analysis,
      ),
    ).not.toBe('trivial');
  });
});

describe('a references heading in a line-numbered manuscript (ADR 133)', () => {
  it.each([
    'References',
    '412 References',
    'REFERENCES AND NOTES 412',
    'Notes and references',
    '12 Referências bibliográficas',
  ])('is one: %s', (line) => {
    expect(isReferenceHeading(line)).toBe(true);
  });

  it('is no heading when it is a sentence about references', () => {
    expect(isReferenceHeading('References to figures need the figure in front of the reader.')).toBe(false);
  });
});
