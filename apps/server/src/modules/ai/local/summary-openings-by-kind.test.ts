import { describe, expect, it } from 'vitest';
import { readMaterialFile } from '../../pipeline/read-material-file.ts';
import { fixturePath } from '../../pipeline/steps/extract/testing/fixtures.ts';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { findDocumentTitle } from './main-idea.ts';
import { hasRunInHeading, summarizeLocally } from './summarize-material.ts';
import { describesDocument, findSummaryLineDefect } from './summary-lines.ts';

/*
 * Issue 20 item 4 (ADR 169): a summary opens with what the material is about, by its kind — a
 * deck with its title and the statement its slides argue from, not a list of slide titles; a
 * document never with what it says of itself (its readers, its origin, its edition); a book's
 * chapter lines with the sentence that says what the chapter is about. Real sentences name the
 * fixture they come from (test/fixtures, licences in its README); "pattern" marks a sentence
 * written in the shape readers found in held-out material that is not in the repository.
 */

async function summarise(file: string): Promise<string> {
  const { chunks, outline } = await readMaterialFile(fixturePath(file));
  return summarizeLocally(analyzeMaterial(chunks, undefined, outline));
}

describe('what a material says of itself is no opening and no summary line', () => {
  it.each([
    // textbook-chapter-10p.pdf and textbook-120p.pdf (Think Python 2e, CC BY-NC 3.0)
    ['This book is written for Python 3, but I include some notes about Python 2.', 'en'],
    ['Code examples from this chapter are available from http://thinkpython.com/code/polygon.py.', 'en'],
    // pense-em-python-cap1-pt.md (Pense em Python, CC BY-NC 3.0)
    ['Este livro foi escrito para o Python 3, mas também incluí algumas notas sobre o Python 2.', 'pt'],
    // pattern: whom the material is for, what it grew out of, how it is divided, in the six languages
    ['These lecture notes grew out of a course taught at the university over several years.', 'en'],
    ['This textbook is intended for first-year students with no background in biology.', 'en'],
    ['Estos apuntes están dirigidos a estudiantes de segundo curso del grado en Matemáticas.', 'es'],
    ['Este livro está dividido em três partes.', 'pt'],
    ['Ce cours s’adresse aux étudiants de première année de licence.', 'fr'],
    ['Queste dispense sono rivolte agli studenti del primo anno.', 'it'],
    ['Dieses Skript richtet sich an Studierende im ersten Semester.', 'de'],
  ] as const)('refuses “%s”', (text, language) => {
    expect(describesDocument(text, language)).toBe(true);
    expect(findSummaryLineDefect(text, language)).not.toBeNull();
  });

  it.each([
    // textbook-chapter-10p.pdf, pense-em-python-cap1-pt.md: the book's aim is its subject
    ['The goal of this book is to teach you to think like a computer scientist.', 'en'],
    ['O objetivo deste livro é ensinar a pensar como um cientista da computação.', 'pt'],
    // paper-ecology-rescience-14p.pdf (ReScience C, CC BY 4.0), the opening it gets
    [
      'This work replicates a number of ordinal regression models that were employed by Dennis, Kemp, and Beckwith and Candy to describe insect phenology.',
      'en',
    ],
    // python-doesnt-byte-variabili-it.md
    [
      'In questa sezione vedremo con quali strutture i programmi riescono a memorizzare i dati su cui stanno lavorando e di che tipo questi possono essere.',
      'it',
    ],
    // grundkurs-python3-einfuehrung-de.md
    [
      'Python ist eine Programmiersprache, die einfach zu erlernen ist und ein schnelles Entwickeln von Programmen ermöglicht.',
      'de',
    ],
    // pattern: the subject's own things named like a material's parts
    ['The class is used as a factory for creating new objects.', 'en'],
    ['This text is written to the file when the program ends.', 'en'],
    ['Este material é usado na construção de pontes por ser leve e resistente.', 'pt'],
    ['Dieses Modul ist für das Lesen von Dateien gedacht.', 'de'],
  ] as const)('keeps “%s”', (text, language) => {
    expect(describesDocument(text, language)).toBe(false);
  });
});

describe('a deck opens with its title and the statement its slides argue from', () => {
  it('lecture-deck-23-slides.pptx: not a list of slide titles, and the statement is not said twice', async () => {
    const summary = await summarise('documents/lecture-deck-23-slides.pptx');
    const [opening] = summary.split('\n');
    expect(opening).toBe(
      'Government-University Identity Management Opportunities — Government online services shall trust externally-issued electronic identity credentials at known levels of assurance (LOA).',
    );
    expect(summary).not.toMatch(/This material is about/u);
    expect(summary.split('\n').filter((line) => line.includes('Government online services shall trust'))).toHaveLength(
      1,
    );
  });

  it('sample-show.pptx: a template’s placeholder title names no subject', async () => {
    const { chunks, outline } = await readMaterialFile(fixturePath('documents/sample-show.pptx'));
    expect(findDocumentTitle(analyzeMaterial(chunks, undefined, outline))).toBeNull();
    expect(summarizeLocally(analyzeMaterial(chunks, undefined, outline))).not.toMatch(/This material is about/u);
  });

  it.each([
    ['Title of the first slide'],
    ['Slide title'],
    ['Subtitle'],
    ['Título del diapositivo'],
    ['Titre de la diapositive'],
    ['Titolo della diapositiva'],
    ['Titel der Folie'],
  ])('pattern: “%s” is no title', (line) => {
    const analysis = analyzeMaterial(
      createChunks([
        `${line}\nThe Calvin cycle fixes carbon dioxide into sugars inside the stroma of the chloroplast.`,
      ]),
    );
    expect(findDocumentTitle(analysis)).toBeNull();
  });
});

describe('a title without the kind of book its subtitle names', () => {
  it('pt-calculo-varias-variaveis-55p.pdf (REAMAT, CC BY-SA 3.0): the subject, not “Um Livro Colaborativo”', async () => {
    const summary = await summarise('documents/pt-calculo-varias-variaveis-55p.pdf');
    expect(summary.split('\n')[0]).toMatch(/^O tema deste material é «Cálculo de Funções de Várias Variáveis»/u);
  });

  it.each([
    ['Genetics of Populations An Open Textbook', 'Genetics of Populations'],
    ['Álgebra Linear: Um Livro Colaborativo', 'Álgebra Linear'],
    // a title whose subject is a book keeps it
    ['How to write a book', 'How to write a book'],
  ])('pattern: “%s” → “%s”', (line, title) => {
    const analysis = analyzeMaterial(
      createChunks([`${line}\nThe allele frequencies of a population change by mutation, selection and drift.`]),
    );
    expect(findDocumentTitle(analysis)).toBe(title);
  });
});

describe('a heading run in before a one-letter article', () => {
  it.each([
    // textbook-120p.pdf, chapter 8: the heading "String slices" before its first sentence
    ['String slices A segment of a string is called a slice.', true],
    // textbook-120p.pdf, chapter 10
    ['Like a string, a list is a sequence of values.', false],
    ['I think a list is a sequence of values.', false],
    // es-probabilidad-apuntes-41p.pdf (CC BY-NC-SA 4.0): a set named by a capital letter is no article
    ['A la tupla (Ω, A, μA) se le denomina espacio de medida.', false],
    // lecture-8591j-fitness-landscapes.txt (MIT OCW, CC BY-NC-SA 4.0)
    [
      "The rate goes as log N for, in the case, a clonal interference because that's the key thing to remember, besides the fact that they actually had to work to analyze this model.",
      false,
    ],
  ])('“%s” → %s', (text, runIn) => {
    const analysis = analyzeMaterial(createChunks([text]));
    expect(hasRunInHeading(analysis, analysis.sentences[0]!)).toBe(runIn);
  });
});

describe('a book’s chapter lines say what each chapter is about', () => {
  it('thinkpython2-264p.pdf (CC BY-NC 3.0): the chapter’s own subject, not one step of its examples', async () => {
    const summary = await summarise('documents/thinkpython2-264p.pdf');
    const line = (title: string): string => summary.split('\n').find((text) => text.startsWith(`${title}: `)) ?? '';
    expect(line('Tuples')).toBe('Tuples: A tuple is a sequence of values.');
    expect(line('Files')).toMatch(/^Files: A text file is a sequence of characters/u);
    expect(line('Classes and objects')).not.toMatch(/The variable blank refers to a Point object/u);
  }, 120_000);
});
