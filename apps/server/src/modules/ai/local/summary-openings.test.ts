import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { creditsOthers, findMainIdea, withoutCitations } from './main-idea.ts';
import { findTextDefect } from './precision.ts';
import { summarizeLocally } from './summarize-material.ts';
import { findSummaryLineDefect, isAboutDocument, isOneExampleDetail, isRoadmapSentence } from './summary-lines.ts';

/*
 * Issue 20 item 4 (ADR 159): a summary opens with the material's main idea, never one example's
 * detail, a roadmap step, other authors' credit or a line about the document itself; and a line
 * about the document (a learning outcome, who of the authors did what, thanks) is no item either.
 * Real sentences name the document they come from in test/fixtures; those marked "pattern" are
 * written in the shape readers found in held-out material that is not in the repository.
 */

describe('lines about the document, not its subject', () => {
  it.each([
    // textbook-120p.pdf (Think Python 2e, contributor list; CC BY-NC 3.0)
    ['Jonah Cohen wrote the Perl scripts to convert the LaTeX source for this book into beautiful HTML.', 'en'],
    ['Thanks also to Chris Meyers, who contributed several sections to How to Think Like a Computer Scientist.', 'en'],
    // research-paper-15p.pdf (acknowledgements)
    [
      'We would like to thank the wer denkt was GmbH for their cooperation in the German data collection, our annotators for their hard work and dedication and Viktor Pfanschilling for his feedback and support.',
      'en',
    ],
    // pattern: learning outcomes and author contributions, in the six languages
    ['By the end of this section, you will be able to describe the structure of the atom.', 'en'],
    ['A. Smith conceived the study and B. Jones analysed the data.', 'en'],
    ['Objetivos: compreender o conceito de limite e calcular derivadas parciais.', 'pt'],
    ['No final desta aula serás capaz de calcular derivadas parciais.', 'pt'],
    ['Al final de este tema serás capaz de calcular la esperanza de una variable aleatoria.', 'es'],
    ['Objetivos: conocer la definición de espacio probabilístico.', 'es'],
    ['À la fin de ce chapitre, vous serez capable de définir une variable.', 'fr'],
    ['Alla fine di questa lezione sarai in grado di dichiarare una variabile.', 'it'],
    ['Am Ende dieses Kapitels sind Sie in der Lage, eine Funktion zu definieren.', 'de'],
  ] as const)('refuses “%s” as a summary line and as an item', (text, language) => {
    expect(isAboutDocument(text, language)).toBe(true);
    expect(findSummaryLineDefect(text, language)).not.toBeNull();
    expect(findTextDefect(text, language)).toBe('off-topic');
  });

  it.each([
    // textbook-120p.pdf: people who wrote functions are part of its subject
    ['People who wrote the built-in functions were good programmers.', 'en'],
    // grundkurs-python3-einfuehrung-de.md
    [
      'Python ist eine Programmiersprache, die einfach zu erlernen ist und ein schnelles Entwickeln von Programmen ermöglicht.',
      'de',
    ],
    // pense-em-python-cap1-pt.md
    ['O objetivo deste livro é ensinar a pensar como um cientista da computação.', 'pt'],
  ] as const)('keeps “%s”', (text, language) => {
    expect(isAboutDocument(text, language)).toBe(false);
    expect(findTextDefect(text, language)).toBeNull();
  });
});

describe('one example’s detail and roadmap steps', () => {
  it('takes “the latter” for one example’s detail (en-biology-popgen-notes-68p.pdf, pattern)', () => {
    expect(
      isOneExampleDetail(
        'Hence, F quantifies the deviation due to inbreeding of the observed heterozygosity from the one expected under random mating, relative to the latter.',
        'en',
      ),
    ).toBe(true);
    expect(findSummaryLineDefect('The latter path is the shortest path between the two vertices.', 'en')).toBe(
      'one-example',
    );
    expect(findSummaryLineDefect('Ce dernier est le plus court chemin entre les deux sommets.', 'fr')).toBe(
      'one-example',
    );
    expect(isOneExampleDetail('In diesem Beispiel ist der kürzeste Weg drei Kanten lang.', 'de')).toBe(true);
  });

  it('takes a step of the material’s plan for a roadmap, not its subject', () => {
    expect(
      isRoadmapSentence('In this chapter we will first review vectors and then introduce the dot product.', 'en'),
    ).toBe(true);
    expect(isRoadmapSentence('Neste capítulo vamos primeiro rever os vetores.', 'pt')).toBe(true);
    expect(isRoadmapSentence('Nous allons maintenant étudier les chaînes de caractères.', 'fr')).toBe(true);
    expect(isRoadmapSentence('Zunächst werden wir die Variablen einführen.', 'de')).toBe(true);
    // a statement of the subject is none (en-biology-popgen-notes-68p.pdf)
    expect(
      isRoadmapSentence(
        'Genetic drift occurs because more or less copies of an allele by chance can be transmitted.',
        'en',
      ),
    ).toBe(false);
  });
});

describe('other authors’ credit', () => {
  it('is no opening of the material’s own summary (research-paper-15p.pdf)', () => {
    expect(
      creditsOthers(
        'Camburu et al. (2018) extended the Stanford Natural Language Inference dataset (SNLI) (Bowman et al., 2015) using Amazon Mechanical Turk.',
      ),
    ).toBe(true);
    expect(creditsOthers('Candy (1991) modelled the phenology of the budworm with an ordinal regression.')).toBe(true);
    expect(creditsOthers('The original study fitted the model to the larval stages.')).toBe(true);
    // the material's own claim, with a citation inside it
    expect(creditsOthers('We replicate the ordinal regression model of Candy (1991) for insect phenology.')).toBe(
      false,
    );
    expect(creditsOthers('Transformer models are approaching human experts’ performance on specific datasets.')).toBe(
      false,
    );
  });

  it('lets a citation’s year stand in the material’s own claim', () => {
    expect(withoutCitations('We replicate the model of Candy (1991) and of Smith et al. (2003).')).not.toMatch(/\d/u);
  });

  it('opens a replication with its own claim, not the original authors’ (pattern)', () => {
    const analysis = analyzeMaterial(
      createChunks([
        'Replicating an ordinal regression model of insect phenology\n\nCandy (1991) modelled the phenology of the western spruce budworm with an ordinal regression of its larval stages on degree days. The original model predicts the share of larvae in each stage from the heat the larvae accumulate. Here we replicate the ordinal regression model of Candy (1991) and show that its estimates of larval development are reproduced with current software.',
        'The ordinal regression model treats the larval stage as an ordered category. The heat the larvae accumulate is measured in degree days above a threshold temperature. The model estimates one threshold for each larval stage and one slope for the degree days.',
        'The replication fits the ordinal regression model to the published counts of larvae in each stage. The estimates of the thresholds and of the slope agree with the published ones. The ordinal regression model of larval development is reproduced.',
      ]),
    );
    const idea = findMainIdea(analysis);
    expect(idea?.text).toMatch(/^This work replicates the ordinal regression model of Candy \(1991\) and shows that/u);
    const summary = summarizeLocally(analysis);
    expect(summary.split(/(?<=\.)\s/u)[0]).not.toMatch(/^Candy|original/u);
  });
});

describe('a purpose told in the future', () => {
  it('opens after a sentence stating the subject (python-doesnt-byte-variabili-it.md, pattern)', () => {
    const analysis = analyzeMaterial(
      createChunks([
        '# Le variabili\n\nIn questa sezione vedremo prima come si dichiara una variabile e poi come si stampa. Una variabile è un nome che si riferisce a un valore conservato nella memoria del programma.',
        'Il nome di una variabile deve essere descrittivo. Una variabile può cambiare il valore a cui si riferisce durante il programma. Il tipo di una variabile dipende dal valore a cui si riferisce.',
        'Una variabile si crea con un assegnamento. Il valore di una variabile si stampa con la funzione print.',
      ]),
    );
    const opening = summarizeLocally(analysis).split('\n')[0]!;
    expect(opening).not.toMatch(/^In questa sezione vedremo/u);
    expect(opening).toMatch(/variabil/u);
  });
});

describe('the title’s subject said by a sentence of the material', () => {
  it('opens a chapter, not one of its concepts’ definitions (fopp-introduccion-es.md)', () => {
    // test/fixtures/texts/fopp-introduccion-es.md (Foundations of Python Programming, GNU FDL 1.3):
    // "El lenguaje de programación que aprenderá es Python." under "# El lenguaje de programación
    // Python" opened after "… presenta el concepto de tokens: Los tokens son …", one concept of it
    const text = readFileSync(
      new URL('../../../../../../test/fixtures/texts/fopp-introduccion-es.md', import.meta.url),
      'utf8',
    );
    const summary = summarizeLocally(analyzeMaterial(createChunks(text.split(/\n{2,}(?=#)/u)), 'es'));
    expect(summary).toMatch(/^El lenguaje de programación que aprenderá es Python\./u);
  });
});
