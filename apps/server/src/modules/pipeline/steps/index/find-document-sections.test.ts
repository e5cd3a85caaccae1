import { describe, expect, it } from 'vitest';
import { findDocumentSections } from './find-document-sections.ts';

describe("a document's sections", () => {
  it('come from its outline, each from the chunk showing its title to the next at its level or above, with its pages', () => {
    const chunks = [
      { text: 'Contents\n1 Lists . . . 2\n2 Dictionaries . . . 4', page: 1 },
      { text: 'Chapter 1 Lists\nA list is a sequence of values.', page: 2 },
      { text: 'Lists are mutable.\n1.1 Traversing a list\nUse a for loop.', page: 3 },
      { text: 'Chapter 2 Dictionaries\nA dictionary is a mapping.', page: 4 },
      { text: 'More about dictionaries.', page: 5 },
    ];
    const outline = [
      { title: 'Lists', page: 2, level: 0 },
      { title: 'Traversing a list', page: 3, level: 1 },
      { title: 'Dictionaries', page: 4, level: 0 },
    ];
    expect(findDocumentSections(chunks, outline)).toEqual([
      { title: 'Lists', level: 0, pageFrom: 2, pageTo: 3, fromOrd: 1, toOrd: 3 },
      { title: 'Traversing a list', level: 1, pageFrom: 3, pageTo: 3, fromOrd: 2, toOrd: 3 },
      { title: 'Dictionaries', level: 0, pageFrom: 4, pageTo: 5, fromOrd: 3, toOrd: 5 },
    ]);
  });

  it('come from numbered headings without an outline, a table of contents and numbered list items left out', () => {
    const chunks = [
      { text: 'Contents\n1. Introduction 1\n2. Methods 3', page: 1 },
      { text: '1 Introduction\nWe study feedback.', page: 2 },
      {
        text: '2 Methods\nWe asked three questions:\n1. How long are the answers?\n2.1 Data\nThe data came from a course.',
        page: 3,
      },
      { text: '2.2 Annotation\nTwo annotators graded it.\n3 Results\nThe agreement was high.', page: 4 },
      { text: 'References\nA German Length Statistics', page: 5 },
    ];
    expect(
      findDocumentSections(chunks).map((section) => [section.title, section.level, section.pageFrom, section.pageTo]),
    ).toEqual([
      ['1 Introduction', 0, 2, 2],
      ['2 Methods', 0, 3, 3],
      ['2.1 Data', 1, 3, 3],
      ['2.2 Annotation', 1, 4, 4],
      ['3 Results', 0, 4, 4],
      ['A German Length Statistics', 0, 5, 5],
    ]);
  });

  it('take no wrapped line that opens on a number and a lower-case word for a heading, nor one after "chapter" in lower case', () => {
    const chunks = [
      { text: '1 Introduction\nWe counted the nests on every island and found that', page: 1 },
      { text: '2 nests were empty in the first week\nof the survey, more than the year before.', page: 2 },
      {
        text: 'The nests are described in\nchapter 3 of the report\n2 Methods\nThe islands were visited twice.',
        page: 3,
      },
    ];
    expect(findDocumentSections(chunks).map((section) => section.title)).toEqual(['1 Introduction', '2 Methods']);
  });

  it('are none for text without headings', () => {
    expect(findDocumentSections([{ text: 'Just a paragraph.', page: 1 }])).toEqual([]);
  });

  it('keep a numbered heading run into the running header, one run into its paragraph in sentence case, and those after a missed one', () => {
    const chunks = [
      {
        text: 'Chapter 2\nVariables\n2.1. Assignment statements\nAn assignment statement creates a variable.',
        page: 10,
      },
      { text: '10 Chapter 2. Variables 2.2. Variable names\nProgrammers choose names.', page: 11 },
      { text: '2.3. Expressions\nAn expression is a combination of values.', page: 12 },
      { text: '12 Chapter 2. Variables 2.4. Script mode\nYou can save code in a file.', page: 13 },
      { text: '2.5. Order of operations A second rule is that Python follows PEMDAS.', page: 14 },
      // a figure's caption hid 2.6: 2.7 on its own line still opens a section
      { text: 'Figure 2.6: a state diagram.\n2.7. Comments\nNotes in the code.', page: 15 },
      // a number that jumps too far, or one in a sentence, is not a heading
      { text: '2.12. Something else\nThis is in Section 2.8 Debugging of the book.', page: 16 },
    ];
    expect(findDocumentSections(chunks).map((section) => [section.title, section.pageFrom])).toEqual([
      ['2 Variables', 10],
      ['2.1 Assignment statements', 10],
      ['2.2 Variable names', 11],
      ['2.3 Expressions', 12],
      ['2.4 Script mode', 13],
      ['2.5 Order of operations', 14],
      ['2.7 Comments', 15],
    ]);
  });

  it('take a sentence-case heading run into its paragraph only where its number is the one expected next', () => {
    const chunks = [
      { text: '1.1. Lists\nA list holds values.', page: 1 },
      { text: '1.2. Slices A slice is part of a list.', page: 2 },
      { text: '3.4. Results We found nothing.', page: 3 },
    ];
    expect(findDocumentSections(chunks).map((section) => section.title)).toEqual(['1.1 Lists', '1.2 Slices']);
  });

  it("split two headings on one line, skip the contents' dot leaders, and read a short heading ending in a full stop", () => {
    const chunks = [
      { text: '1 Department of Evolution and Ecology, University of California.', page: 1 },
      {
        text: 'Contents\n2 Genetic Drift and Neutral Diversity 16 2.1 Loss of heterozygosity due to drift. . . . . . . . 16',
        page: 2,
      },
      {
        text: '1 Allele and genotype frequencies 1.1 Allele frequencies Consider a diploid locus.\n1.2 Hardy–Weinberg proportions Imagine a population mating at random.',
        page: 4,
      },
      {
        text: '2 Genetic Drift and Neutral Diversity Various sources of randomness are inherent in evolution.\n2.1 Loss of heterozygosity due to drift.\nThe drift removes alleles.',
        page: 17,
      },
      {
        text: '3 The phenotypic resemblance between relatives We can use what we know.\n3.0.1 Additive genetic variance and heritability As we are talking about it.',
        page: 24,
      },
    ];
    expect(findDocumentSections(chunks).map((section) => [section.title, section.pageFrom])).toEqual([
      ['1 Allele and genotype frequencies', 4],
      ['1.1 Allele frequencies', 4],
      ['1.2 Hardy–Weinberg proportions', 4],
      ['2 Genetic Drift and Neutral Diversity', 17],
      ['2.1 Loss of heterozygosity due to drift', 17],
      ['3 The phenotypic resemblance between relatives', 24],
      ['3.0.1 Additive genetic variance and heritability', 24],
    ]);
  });
});
