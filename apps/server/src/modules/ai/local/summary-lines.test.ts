import { describe, expect, it } from 'vitest';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { isPaperSection, summarizeLocally } from './summarize-material.ts';
import { findSummaryLineDefect, isLogistics } from './summary-lines.ts';

// Real sentences that a summary picked before ADR 132 and a reader marked as noise; each names the
// document it came from in test/fixtures (the financing panel is test/fixtures/transcripts/lecture-15s21-financing-panel.*).
describe('findSummaryLineDefect', () => {
  it('rejects a speaker false start (lecture-15s21-financing-panel.vtt)', () => {
    expect(
      findSummaryLineDefect(
        'Often means-- mean crowdfunding is a great way to get pretty much non-dilutive capital for a product.',
        'en',
      ),
    ).toBe('disfluent');
  });

  it('rejects the course running as the lecture subject (lecture-15s21-financing-panel.vtt)', () => {
    expect(findSummaryLineDefect('Tonight, the first part of tonight is the financing sources panel.', 'en')).toBe(
      'logistics',
    );
    expect(isLogistics('This lecture is about what you learned in section on Friday.', 'en')).toBe(true);
  });

  it('rejects a sentence leaning on the one before (es-probabilidad-apuntes-41p.pdf)', () => {
    expect(
      findSummaryLineDefect(
        'Para ello, daremos dos definiciones de función medible, para demostrar más adelante que estas dos definiciones son equivalentes.',
        'es',
      ),
    ).toBe('connective');
  });

  it('rejects an opening phrase pointing back (en-biology-popgen-notes-68p.pdf)', () => {
    expect(
      findSummaryLineDefect(
        'Using this parametrization, s is simply the difference in relative fitnesses between the two alleles.',
        'en',
      ),
    ).toBe('connective');
  });

  it('rejects a step told after the one before (research-paper-15p.pdf)', () => {
    expect(
      findSummaryLineDefect(
        'Subsequently, annotators individually evaluated answers using the scoring rubric and the general annotation guideline.',
        'en',
      ),
    ).toBe('connective');
  });

  it('rejects a definition list entry cut from its label (pense-em-python-cap1-pt.md)', () => {
    expect(findSummaryLineDefect('Executar operações matemáticas básicas como adição e multiplicação.', 'pt')).toBe(
      'fragment',
    );
  });

  it("rejects one example's formula read aloud (lecture-captions.txt)", () => {
    expect(
      findSummaryLineDefect(
        'The maximum height is reached at theta equal pi because that is where cosine theta is minus 1.',
        'en',
      ),
    ).toBe('spoken-formula');
  });

  it('rejects a dangling person or place', () => {
    expect(findSummaryLineDefect('He then showed that the allele frequencies converge.', 'en')).toBe('dangling');
    expect(findSummaryLineDefect('There the seed round begins with a small group of investors.', 'en')).toBe(
      'dangling',
    );
    // a numbered stage is found first by the standalone checks (ADR 136); the line is refused all the same
    expect(findSummaryLineDefect('There Stage 2 begins with the seed round.', 'en')).toBe('numbered-pointer');
  });

  it('keeps statements of the main idea, including the material naming itself', () => {
    // pense-em-python-cap1-pt.md and textbook-chapter-10p.pdf: "deste livro" is no deictic, "um" is no filler
    expect(
      findSummaryLineDefect('O objetivo deste livro é ensinar a pensar como um cientista da computação.', 'pt'),
    ).toBeNull();
    expect(
      findSummaryLineDefect('The goal of this book is to teach you to think like a computer scientist.', 'en'),
    ).toBeNull();
    // research-paper-15p.pdf, cours-python-variables-fr.md, the financing panel
    expect(
      findSummaryLineDefect(
        'To encourage research on explainable and understandable feedback systems, we present the Short Answer Feedback dataset (SAF).',
        'en',
      ),
    ).toBeNull();
    expect(
      findSummaryLineDefect(
        "Une variable est une zone de la mémoire de l'ordinateur dans laquelle une valeur est stockée.",
        'fr',
      ),
    ).toBeNull();
    expect(findSummaryLineDefect('There are only three ways that anybody gets deals.', 'en')).toBeNull();
    expect(
      findSummaryLineDefect(
        'Plenty of great companies have been launched through angel, friends and family type money.',
        'en',
      ),
    ).toBeNull();
  });
});

describe('a summary’s lines (ADR 132)', () => {
  it('never takes a line that leans back or a false start, even when it holds the central terms', () => {
    // sentences shaped like es-probabilidad-apuntes-41p.pdf's and the financing panel's noisy lines
    const pages = [
      'Una función medible es una función entre espacios medibles que conserva los conjuntos medibles. Para ello, daremos dos definiciones de función medible y de función medible compuesta.',
      'Toda función continua entre espacios de Borel es una función medible. Por eso, la función medible compuesta de dos funciones medibles es una función medible.',
      'La esperanza de una función medible es su integral respecto de la probabilidad. La esperanza es lineal.',
    ];
    const summary = summarizeLocally(analyzeMaterial(createChunks(pages)));
    expect(summary).not.toMatch(/(?:^|\s)(?:Para ello|Por eso),/u);
    expect(summary.length).toBeGreaterThan(0);
  });
});

describe('a paper’s section names (ADR 132)', () => {
  it('are no subjects of an opening; a heading naming a subject is one', () => {
    // research-paper-15p.pdf's section headings
    for (const heading of ['Related Work', 'Results and Discussion', 'Conclusion', 'Conclusões', 'Einleitung']) {
      expect(isPaperSection(heading), heading).toBe(true);
    }
    expect(isPaperSection('Short Answer Feedback dataset')).toBe(false);
    expect(isPaperSection('Results of the Hardy-Weinberg test')).toBe(false);
  });
});
