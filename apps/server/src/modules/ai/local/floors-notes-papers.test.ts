import { describe, expect, it } from 'vitest';
import { BlockSplitter, normalizeText, opensAppendix } from './nlp/segment.ts';
import { isFunctionWord } from './nlp/language.ts';
import { findStandaloneDefect } from './standalone-sentence.ts';
import { hasLostFormula } from './lost-formulas.ts';

/*
 * ADR 180 — the floors of maths notes and papers: what the block splitter read as exercises or
 * references, a vector's arrow read as a lost formula, and the statements that lean on the list or
 * section before them. The lines are those of the repository's fixtures
 * (documents/pt-calculo-varias-variaveis-55p.pdf, documents/paper-ecology-rescience-14p.pdf).
 */

const kinds = (text: string): string[] =>
  new BlockSplitter(text).split(text, 0).map(({ kind, text: blockText }) => `${kind}: ${blockText}`);

describe('an exercises run ends where the next chapter or section opens (ADR 180)', () => {
  it('reads the section after an exercises heading as paragraphs again, its heading run into a build marker', () => {
    const text = [
      'O espaço vetorial real de n dimensões é denotado Rn.',
      '',
      'Exercícios resolvidos +++construirExeresol+++',
      '',
      'Exercícios +++construirExer+++',
      '',
      '2.2 O espaço euclidiano tridimensional #srcPath:cap_algvet/cap_algvet.tex# Nossa principal preocupação neste curso é com o espaço euclidiano de três dimensões.',
      'O produto escalar do vetor nulo por qualquer vetor é zero.',
    ].join('\n');
    expect(kinds(text)).toEqual([
      'paragraph: O espaço vetorial real de n dimensões é denotado Rn.',
      'paragraph: Exercícios resolvidos',
      'heading: Exercícios',
      'heading: 2.2 O espaço euclidiano tridimensional',
      'paragraph: Nossa principal preocupação neste curso é com o espaço euclidiano de três dimensões. O produto escalar do vetor nulo por qualquer vetor é zero.',
    ]);
  });

  it('ends the run at a bare chapter line ("Capítulo 3"), which is no heading by its shape', () => {
    const text = [
      'Exercícios',
      '',
      'E 2.8.1. Mostre que o trabalho de uma força constante é o produto escalar da força pelo deslocamento.',
      '',
      'Capítulo 3',
      '',
      'Uma seção cônica é a curva obtida pela interseção de um cone circular com um plano.',
    ].join('\n');
    expect(kinds(text)).toEqual([
      'heading: Exercícios',
      'exercise: E 2.8.1. Mostre que o trabalho de uma força constante é o produto escalar da força pelo deslocamento.',
      'heading: Capítulo 3',
      'paragraph: Uma seção cônica é a curva obtida pela interseção de um cone circular com um plano.',
    ]);
  });

  it('keeps a numbered exercise that is a sentence inside the run', () => {
    const text = ['Exercises', '', '2.1 Show that every subspace of a vector space contains the zero vector.'].join(
      '\n',
    );
    expect(kinds(text)).toEqual([
      'heading: Exercises',
      'exercise: 2.1 Show that every subspace of a vector space contains the zero vector.',
    ]);
  });
});

describe('an appendix run into its first lines ends the references (ADR 180)', () => {
  it('reads the appendix after a paper’s references as paragraphs', () => {
    const text = [
      'References',
      '',
      '1. I. Chuine and J. Régnière. “Process-Based Models of Phenology for Plants and Animals.” In: Annual Review of Ecology 48.1 (2017), pp. 159–182.',
      '',
      'A Appendix: Sensitivity of the optimisation procedure to initial values A.1 Approach The sensitivity of parameter estimates was assessed by simulation.',
      'The optimisation routine used the BFGS method and a parameter scaling value for the slope of 0.01.',
    ].join('\n');
    const blocks = kinds(text);
    expect(blocks[0]).toBe('heading: References');
    expect(blocks[1]).toMatch(/^reference: 1\. I\. Chuine/u);
    expect(blocks.slice(2).every((block) => block.startsWith('paragraph: '))).toBe(true);
    expect(blocks.join('\n')).toContain('The optimisation routine used the BFGS method');
  });

  it('knows an appendix or supplement opening by its word, and no reference entry', () => {
    expect(opensAppendix('A Appendix: Sensitivity of the optimisation procedure A.1 Approach The sensitivity …')).toBe(
      true,
    );
    expect(opensAppendix('Appendix B. Proofs of the lemmas in Section 3')).toBe(true);
    expect(opensAppendix('Supplementary Material')).toBe(true);
    expect(opensAppendix('Anexo A Tabelas de dados')).toBe(true);
    expect(opensAppendix('Appendicitis in children: a review. Lancet 2001; 357: 1–5.')).toBe(false);
    expect(opensAppendix('J. D. Shutt, M. D. Burgess, and A. B. Phillimore.')).toBe(false);
  });
});

describe("TeX's vector arrow read as a tilde is written back over its letter (ADR 180)", () => {
  it('turns "~u", "~0" and "~v1" into the letter under an arrow, and leaves an approximate number alone', () => {
    expect(normalizeText('O produto escalar do vetor nulo ~0 por qualquer vetor é zero.')).toBe(
      'O produto escalar do vetor nulo 0\u20d7 por qualquer vetor é zero.',
    );
    expect(normalizeText('o trio ~u, ~v e ~u × ~v forma um sistema dextrogiro')).toBe(
      'o trio u\u20d7, v\u20d7 e u\u20d7 × v\u20d7 forma um sistema dextrogiro',
    );
    expect(normalizeText('{~v1, ~v2}')).toBe('{v\u20d71, v\u20d72}');
    expect(normalizeText('about ~5 km and ~10%')).toBe('about ~5 km and ~10%');
  });

  it('so the sentence no longer reads as a lost formula, and the symbol is no word of a phrase', () => {
    const sentence = normalizeText('O produto escalar do vetor nulo ~0 por qualquer vetor é zero.');
    expect(hasLostFormula('O produto escalar do vetor nulo ~0 por qualquer vetor é zero.', 'pt')).toBe(true);
    expect(hasLostFormula(sentence, 'pt')).toBe(false);
    expect(isFunctionWord('u\u20d7', 'pt')).toBe(true);
    expect(isFunctionWord('vetor', 'pt')).toBe(false);
  });
});

describe('statements that lean on the list or the section before them (ADR 180)', () => {
  it('refuses "the last property", "the two last properties", "the property above" in six languages', () => {
    expect(
      findStandaloneDefect('A última propriedade significa que o trio u⃗, v⃗ e u⃗ × v⃗ forma um sistema dextrogiro.', 'pt'),
    ).toBe('anaphora');
    expect(
      findStandaloneDefect(
        'Nas duas últimas propriedades, sen (u⃗,v⃗) denota o seno do ângulo entre os vetores u⃗ e v⃗.',
        'pt',
      ),
    ).toBe('anaphora');
    expect(findStandaloneDefect('A propriedade anterior garante a existência de um vetor nulo.', 'pt')).toBe(
      'anaphora',
    );
    expect(findStandaloneDefect('The last two identities hold in every inner product space.', 'en')).toBe('anaphora');
    expect(findStandaloneDefect('Las dos últimas propiedades se deducen de la linealidad.', 'es')).toBe('anaphora');
    expect(findStandaloneDefect('Les deux dernières propriétés découlent de la linéarité.', 'fr')).toBe('anaphora');
  });

  it('refuses a section or a supplementary table named by its number', () => {
    expect(
      findStandaloneDefect(
        'Optimisation proceeded using the likelihood outlined in Section 3.1 with a numerical threshold at the machine’s precision.',
        'en',
      ),
    ).toBe('numbered-pointer');
    expect(
      findStandaloneDefect('There was no correlation between initial values and parameter estimates (Table S1).', 'en'),
    ).toBe('numbered-pointer');
  });

  it('refuses a comparison whose other side is in the sentence before, not a general one', () => {
    expect(findStandaloneDefect('The optimisation of the cloglog model was less stable.', 'en')).toBe('anaphora');
    expect(findStandaloneDefect('The variance of the estimator is much smaller.', 'en')).toBe('anaphora');
    expect(findStandaloneDefect('O método de Newton é muito mais rápido.', 'pt')).toBe('anaphora');
    expect(findStandaloneDefect('Die Varianz ist kleiner.', 'de')).toBe('anaphora');
    expect(findStandaloneDefect('Variability was larger than for the logit model.', 'en')).toBeNull();
    expect(
      findStandaloneDefect(
        'Government should impose lower tax rates on goods whose supply or demand is more elastic.',
        'en',
      ),
    ).toBeNull();
  });

  it('keeps statements that only share the words', () => {
    expect(findStandaloneDefect('The last common ancestor of the two species lived in Africa.', 'en')).toBeNull();
    expect(findStandaloneDefect('O produto escalar do vetor nulo 0⃗ por qualquer vetor é zero.', 'pt')).toBeNull();
    expect(
      findStandaloneDefect('Um espaço vetorial é dito de dimensão finita se admite uma base finita.', 'pt'),
    ).toBeNull();
  });
});
