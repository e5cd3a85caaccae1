import { describe, expect, it } from 'vitest';
import { BlockSplitter } from './segment.ts';

const split = (text: string) =>
  new BlockSplitter(text).split(text, 0).map(({ kind, text: blockText }) => `${kind}: ${blockText}`);

describe('BlockSplitter on pasted notes with lists', () => {
  it('makes each list item a block of its own, without its marker (never glued to the line before)', () => {
    const text = [
      'Notez bien qu’en réalité, il s’est passé plusieurs choses :',
      '- Python a deviné que la variable était un entier. On dit que Python est un langage au typage dynamique.',
      '- Python a alloué l’espace en mémoire pour y accueillir un entier.',
      '• Enfin, Python a assigné la valeur 2 à la variable x.',
    ].join('\n');
    expect(split(text)).toEqual([
      'paragraph: Notez bien qu’en réalité, il s’est passé plusieurs choses :',
      'paragraph: Python a deviné que la variable était un entier. On dit que Python est un langage au typage dynamique.',
      'paragraph: Python a alloué l’espace en mémoire pour y accueillir un entier.',
      'paragraph: Enfin, Python a assigné la valeur 2 à la variable x.',
    ]);
  });

  it('still joins wrapped lines of one paragraph, and leaves a minus inside a line alone', () => {
    const text =
      'The area of the region is the integral of minus y dx around\nthe closed curve, and x - 1 is never negative there.';
    expect(split(text)).toEqual([
      'paragraph: The area of the region is the integral of minus y dx around the closed curve, and x - 1 is never negative there.',
    ]);
  });
});

describe('BlockSplitter on a paper', () => {
  it('starts the references where their heading is run into the first entry on one line', () => {
    const text = [
      'This research is funded by the Bundesministerium für Bildung und Forschung.',
      '',
      'References Amina Adadi and Mohammed Berrada. 2018. Peeking inside the black-box: A survey on explainable artificial intelligence (xai). IEEE Access, 6:52138– 52160.',
      '',
      'Gaoyan Lv, Wei Song, Miaomiao Cheng, and Lizhen Liu. 2021. Exploring the effectiveness of question for neural short answer scoring system. In 2021 IEEE 11th International Conference.',
      '',
      'A German Length Statistics',
      '',
      'The length of questions in the training set ranged from 12 to 20 tokens.',
    ].join('\n');
    // the appendix after the list is read again
    expect(split(text).map((block) => block.slice(0, block.indexOf(':')))).toEqual([
      'paragraph',
      'heading',
      'reference',
      'reference',
      'heading',
      'paragraph',
    ]);
  });

  it("keeps a reference entry's lower-case line in the references (an appendix heading is a capital letter and a capitalised title)", () => {
    const text = [
      'References',
      '',
      'Gaoyan Lv and Wei Song. 2021. Exploring the effectiveness of question for neural short answer scoring.',
      '',
      'a report of the working group on assessment',
      '',
      'B Further Results',
      '',
      'The scores rose in every fold.',
    ].join('\n');
    expect(split(text).map((block) => block.slice(0, block.indexOf(':')))).toEqual([
      'heading',
      'reference',
      'reference',
      'heading',
      'paragraph',
    ]);
  });

  it('reads the body again after a contents page that lists the references (a chapter or a numbered section ends the run)', () => {
    // the contents page and first chapter of a Portuguese textbook (test/fixtures/documents/pt-calculo-varias-variaveis-55p.pdf, CC BY-SA 3.0)
    const text = [
      '6 Integrais múltiplas 44 6.1 Exercícios finais . . . . . . . . . . . . . . . . 44',
      '',
      'Referências Bibliográficas 45',
      '',
      'Índice Remissivo 46',
      '',
      'Capítulo 1',
      '',
      'Introdução',
      '',
      'Um vetor é representado neste sistema como um trio de números reais, denominados componentes do vetor.',
      '',
      'Referências Bibliográficas',
      '',
      'Stewart, J. Cálculo, volume 2. Cengage Learning, 2013.',
      '',
      '2.1 Vetores e escalares',
      '',
      'Uma grandeza escalar é uma grandeza física que fica completamente descrita por um número real.',
    ].join('\n');
    expect(split(text).map((block) => block.slice(0, block.indexOf(':')))).toEqual([
      'paragraph',
      'heading',
      'reference',
      'heading',
      'heading',
      'paragraph',
      'heading',
      'reference',
      'heading',
      'paragraph',
    ]);
  });

  it('keeps an entry that names a chapter of a book in the references', () => {
    const text = [
      'References',
      '',
      'Chapter 5 in: Smith J. (ed.), Handbook of Ecology. Springer, 2010.',
      '',
      'Lv G. and Song W. 2021. Exploring the effectiveness of question for neural short answer scoring.',
    ].join('\n');
    expect(split(text).map((block) => block.slice(0, block.indexOf(':')))).toEqual([
      'heading',
      'reference',
      'reference',
    ]);
  });

  it('leaves a sentence opening on the word alone', () => {
    expect(split('References to the 1990s were removed from the text in 2001.')).toEqual([
      'paragraph: References to the 1990s were removed from the text in 2001.',
    ]);
  });
});

describe('BlockSplitter on a slide: a bullet without its subject (ADR 176)', () => {
  // uo-ec607/lectures @ 632b5e52 01-intro/01-Intro.pdf, slides 6 and 19 (Grant McDermott; MIT licence)
  const slide = [
    'Why R and RStudio? (cont.)',
    'Alongside Python, R has become the de facto language for data science.',
    'Is free and open source',
    'Already has all of the statistics and econometrics support, and is amazingly adaptable as a “glue” language to other programming languages and APIs.',
    'Fill in the gaps left by traditional econometrics and methods classes.',
    'The RStudio IDE and ecosystem allow for further, seemless integration',
  ].join('\n');
  const blocks = new BlockSplitter(slide, 'en').split(slide, 0, true);

  it('takes the title for a heading and a bullet with its subject for a statement', () => {
    expect(blocks[0]).toEqual({ kind: 'heading', text: 'Why R and RStudio? (cont.)', chunkIndex: 0 });
    const texts = blocks.map((block) => block.text);
    expect(texts).toContain('Alongside Python, R has become the de facto language for data science.');
    expect(texts).toContain('The RStudio IDE and ecosystem allow for further, seemless integration.');
  });

  it('leaves a bullet whose subject is the title without a full stop: no statement', () => {
    const texts = blocks.map((block) => block.text);
    expect(texts).toContain('Is free and open source');
    expect(texts).toContain(
      'Already has all of the statistics and econometrics support, and is amazingly adaptable as a “glue” language to other programming languages and APIs',
    );
    expect(texts).toContain('Fill in the gaps left by traditional econometrics and methods classes');
  });
});
