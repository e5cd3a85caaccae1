import { describe, expect, it } from 'vitest';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { createChunks, SAMPLE_TEXTS } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { withoutLearnerRules } from './learner-keeps.ts';
import { findBlankDefect, findCardDefect, findQuestionDefect } from './precision.ts';
import { findStandaloneDefect } from './standalone-sentence.ts';

/*
 * ADR 145: items a learner throws away because they lean on the passage around them or test nothing
 * worth learning — a modifier pointing back ("the resulting …", "the remaining …"), the passage's own
 * scene ("what is happening"), a statement that opens as an example, a slide line headed by its label,
 * an English instruction, and a blank that is half a phrase. English sentences are quoted from the
 * tuning fixtures (the file named beside each); the other languages' are written for the test.
 * Statements are refused in the study set's reserve too (the floors' fallback of ADR 083), where the
 * tuning fixtures' notes and deck took them from.
 */

describe('a modifier that points back at what the text just named', () => {
  it.each<[MaterialLanguage, string]>([
    // research-paper-15p.pdf
    [
      'en',
      'The resulting Common Sense Explanations (CoS-E) dataset consists of commonsense reasoning questions with three possible answers and a textual explanation for every correct selection.',
    ],
    [
      'en',
      'The expanded dataset is called e-SNLI and contains textual, human-generated explanations for each of SNLI’s entailment relation pairs.',
    ],
    ['en', 'The remaining alleles are lost from the population by genetic drift within a few generations.'],
    ['en', 'Each player then receives the corresponding payoff for the strategy profile chosen.'],
    ['en', 'The aforementioned conditions guarantee that the estimator is unbiased.'],
    ['en', 'The same argument shows that the limit of a monotone sequence of measurable functions is measurable.'],
    ['pt', 'Os valores correspondentes são somados para obter a probabilidade total do acontecimento.'],
    ['pt', 'As funções assim obtidas são contínuas em todo o domínio de definição.'],
    ['es', 'Los eventos restantes tienen probabilidad nula en el espacio muestral considerado.'],
    ['es', 'La sucesión así obtenida converge casi seguramente hacia la variable aleatoria límite.'],
    ['fr', 'Les valeurs correspondantes sont additionnées pour obtenir la probabilité totale.'],
    ['it', 'I valori corrispondenti vengono sommati per ottenere la probabilità totale.'],
    ['de', 'Die entsprechenden Werte werden addiert, um die Gesamtwahrscheinlichkeit zu erhalten.'],
  ])('refuses (%s): %s', (language, text) => {
    expect(findStandaloneDefect(text, language)).toBe('anaphora');
  });

  it.each<[MaterialLanguage, string]>([
    ['en', 'The frequency corresponding to the stable equilibrium is reached when selection balances mutation.'],
    ['en', 'Genetic drift is the change in allele frequencies caused by the random sampling of gametes.'],
    ['en', 'The same gene can have different effects in different tissues of one organism.'],
    // textbook-120p.pdf: "its" names the parameter of the same sentence
    ['en', 'Each parameter refers to the same value as its corresponding argument.'],
    ['es', 'Cada variable aleatoria tiene sus valores correspondientes en la recta real.'],
    ['pt', 'A cada ponto do domínio corresponde um único valor da função.'],
    ['es', 'La probabilidad condicionada correspondiente a un suceso de probabilidad nula no está definida.'],
    ['es', 'Las fuerzas se suman respectivamente en cada eje del sistema de referencia.'],
    ['fr', 'Les deux allèles sont respectivement dominant et récessif dans cette population.'],
  ])('keeps (%s): %s', (language, text) => {
    expect(findStandaloneDefect(text, language)).toBeNull();
  });
});

describe('the text saying what one may talk about', () => {
  it.each<[MaterialLanguage, string]>([
    // es-probabilidad-apuntes-41p.pdf
    ['es', 'No solo se puede hablar de límites en sucesiones monótonas.'],
    ['en', 'We can also speak of the limit of a sequence of sets when its lower and upper limits agree.'],
    ['pt', 'Podemos falar de limite de uma sucessão de conjuntos quando os limites coincidem.'],
    ['fr', 'On peut parler de limite d’une suite d’ensembles lorsque ses limites coïncident.'],
  ])('refuses (%s): %s', (language, text) => {
    expect(findStandaloneDefect(text, language)).toBe('narration');
  });
});

describe('the passage’s own scene', () => {
  it.each<[MaterialLanguage, string]>([
    // textbook-120p.pdf
    ['en', 'To get a better idea of what is happening, it is useful to draw a state diagram.'],
    ['pt', 'Para perceber o que está a acontecer, convém desenhar um diagrama de estados.'],
    ['es', 'Para entender lo que está pasando, conviene dibujar un diagrama de estados.'],
    ['fr', 'Pour comprendre ce qui se passe, il est utile de dessiner un diagramme d’états.'],
    ['it', 'Per capire cosa sta succedendo, è utile disegnare un diagramma di stato.'],
  ])('refuses (%s): %s', (language, text) => {
    expect(findStandaloneDefect(text, language)).toBe('deictic');
  });

  it('keeps what happens to a named thing', () => {
    expect(
      findStandaloneDefect('A state diagram shows what is happening to each variable as the program runs.', 'en'),
    ).toBeNull();
  });
});

function analysisOf(language: MaterialLanguage) {
  return analyzeMaterial(createChunks(SAMPLE_TEXTS[language]), language);
}

const trueFalse = (statement: string, prompt = 'True or false?') => ({
  type: 'true_false' as const,
  prompt: `${prompt} ${statement}`,
  answer: true,
  explanation: 'True.',
  sourceChunkId: null,
});

describe('statements that are no claim standing alone, in the study set’s reserve too', () => {
  it.each<[MaterialLanguage, string, string]>([
    // en-biology-popgen-notes-68p.pdf
    [
      'en',
      'True or false?',
      'For example, parent and child share exactly one allele identical by descent at a locus, assuming that the two parents of the child are randomly mated individuals.',
    ],
    [
      'pt',
      'Verdadeiro ou falso?',
      'Por exemplo, as plantas de sombra realizam a fotossíntese com menos luz do que as outras.',
    ],
    [
      'es',
      '¿Verdadero o falso?',
      'Por ejemplo, las plantas de sombra realizan la fotosíntesis con menos luz que las demás.',
    ],
    // lecture-deck-23-slides.pptx
    [
      'en',
      'True or false?',
      'Preferred path - School joins an Identity Federation that has policy and technology interoperability agreements with E-Authentication Federation.',
    ],
    ['en', 'True or false?', 'Current status: Said to be getting close with inCommon on the federation agreement.'],
    [
      'en',
      'True or false?',
      'Satisfy technical interoperability testing using SAML 1.0 technology, though work is proceeding to migrate to SAML 2.0 technology.',
    ],
  ])('refuses (%s): %s', (language, prompt, statement) => {
    const analysis = analysisOf(language);
    const question = trueFalse(statement, prompt);
    expect(findQuestionDefect(question, analysis, language)).toBe('needs-context');
    expect(withoutLearnerRules(() => findQuestionDefect(question, analysis, language))).toBe('needs-context');
  });

  it.each<[MaterialLanguage, string]>([
    ['en', 'Photosynthesis is the process by which plants turn light into chemical energy in the chloroplasts.'],
    ['en', 'Mitochondria – the organelles of respiration – are where the cell releases energy from glucose.'],
  ])('keeps a claim (%s): %s', (language, statement) => {
    const defect = findQuestionDefect(trueFalse(statement), analysisOf(language), language);
    expect(defect).toBeNull();
  });

  it('refuses a cloze card from an example’s sentence in the reserve too', () => {
    const analysis = analysisOf('en');
    const card = {
      front: 'Fill in the blank: For example, shade plants carry out _____ with less light than other plants.',
      back: 'photosynthesis',
      difficulty: 'medium' as const,
      sourceChunkId: null,
    };
    expect(withoutLearnerRules(() => findCardDefect(card, analysis, 'en'))).toBe('needs-context');
  });
});

describe('a blank that is half a phrase', () => {
  it.each<[MaterialLanguage, string, string]>([
    // es-probabilidad-apuntes-41p.pdf
    ['es', 'Los tipos normales y degenerados son _____ composiciones y descomposiciones.', 'cerrados bajo'],
    ['en', 'The set of measurable functions is _____ pointwise limits of sequences.', 'closed under'],
    ['pt', 'As funções contínuas são _____ a composição de funções.', 'fechadas sob'],
  ])('is trivial in the study set’s reserve too (%s: %s)', (language, sentence, answer) => {
    const analysis = analysisOf(language);
    expect(findBlankDefect(sentence, answer, analysis)).toBe('trivial');
    expect(withoutLearnerRules(() => findBlankDefect(sentence, answer, analysis))).toBe('trivial');
  });
});

describe('a blank the sentence spells out', () => {
  it.each<[MaterialLanguage, string, string]>([
    // lecture-deck-23-slides.pptx
    [
      'en',
      'Government online services shall trust externally-issued electronic identity credentials at known levels of assurance (_____).',
      'LOA',
    ],
    [
      'en',
      'Similar to other _____ (ASAG) datasets, SAF contains learner responses and reference answers.',
      'automatic short answer grading',
    ],
    [
      'pt',
      'A _____ (OMS) coordena a resposta internacional às epidemias em todos os países.',
      'Organização Mundial da Saúde',
    ],
    ['es', 'El sistema nervioso central (_____) coordina la actividad de todas las partes del cuerpo.', 'SNC'],
  ])('is trivial (%s: %s)', (language, sentence, answer) => {
    expect(findBlankDefect(sentence, answer, analysisOf(language))).toBe('trivial');
  });

  it('keeps an acronym the sentence does not spell out', () => {
    const analysis = analyzeMaterial(
      createChunks([
        'Every cell stores its genetic information in DNA. DNA is copied before the cell divides. The copies of DNA pass to the daughter cells, so each daughter cell holds the whole genome.',
      ]),
      'en',
    );
    expect(
      findBlankDefect(
        'Before a cell divides, its _____ is copied so that each daughter cell holds the whole genome.',
        'DNA',
        analysis,
      ),
    ).toBeNull();
  });
});

describe('a blank on a generic noun of research writing', () => {
  it.each<[MaterialLanguage, string, string, string]>([
    // research-paper-15p.pdf
    [
      'en',
      'Transformer models are approaching human experts’ performance on specific _____ in the Automatic Short Answer Grading (ASAG) field.',
      'datasets',
      'Several datasets exist for short answer grading. The datasets differ in size and language. Public datasets make results comparable across studies.',
    ],
    [
      'pt',
      'Os investigadores avaliaram o classificador em vários _____ públicos de imagens médicas.',
      'dados',
      'Os dados diferem em tamanho e em qualidade. Muitos dados de imagens são públicos. Os dados públicos permitem comparar resultados entre estudos.',
    ],
    [
      'es',
      'Los investigadores compararon el clasificador con otros _____ publicados sobre imágenes médicas.',
      'modelos',
      'Los modelos difieren en tamaño y en arquitectura. Varios modelos usan redes convolucionales. Los modelos públicos permiten comparar resultados entre estudios.',
    ],
  ])('is trivial when the material does not define it (%s: %s)', (language, sentence, answer, rest) => {
    const analysis = analyzeMaterial(createChunks([`${sentence.replace('_____', answer)} ${rest}`]), language);
    expect(findBlankDefect(sentence, answer, analysis)).toBe('trivial');
  });
});
