import { describe, expect, it } from 'vitest';
import { readMaterialFile } from '../../pipeline/read-material-file.ts';
import { fixturePath } from '../../pipeline/steps/extract/testing/fixtures.ts';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { findDocumentTitle } from './main-idea.ts';
import { findSpokenCut, pointsAtMedium } from './nlp/speech.ts';
import { isClassroomTalk, isStructureTitle, listTitleSubjects, statesWork } from './opening-scope.ts';
import { summarizeLocally } from './summarize-material.ts';

/*
 * Issue 20 (ADR 188): a summary opens with the document's main idea — a paper with what it does
 * or finds, a title of two subjects with both, notes with their scope rather than one term's
 * definition, a lecture with its subject rather than its classroom's talk. Real sentences name the
 * fixture they come from (test/fixtures, licences in its README); "pattern" marks material written
 * in the shape readers found in held-out documents not in the repository.
 */

async function summarise(file: string): Promise<string> {
  const { chunks, outline } = await readMaterialFile(fixturePath(file));
  return summarizeLocally(analyzeMaterial(chunks, undefined, outline));
}

const sentences = (summary: string): string[] => summary.split(/(?<=[.!?])\s+/u);
const opening = (summary: string): string => sentences(summary)[0] ?? '';

describe('a paper opens with its statement of what it does or finds', () => {
  const paper = [
    'Abstract\nElectroencephalography records the electrical activity of the brain through electrodes on the scalp. In this work, we replicate a convolutional network that learns features of electroencephalography signals without labels, and we find that the learned features classify sleep stages as well as the original report.',
    '1 Introduction\nElectroencephalography signals are noisy and vary between subjects. Hand-made features of electroencephalography signals need expert knowledge. A convolutional network can learn features of electroencephalography signals from the signals themselves.',
    '2 Methodology proposal\nEncoder: sample input, convolution layer, pooling layer and dense layer. The encoder maps a window of electroencephalography signals to a vector of features. The convolution layer filters the signals in time.',
    '3 Experimental methodology\nThe network was trained on recordings of sleep. The features of each window were given to a linear classifier of sleep stages. The convolution layer had sixteen filters.',
    '4 Results\nThe learned features classified sleep stages with an accuracy close to that of the original report. The features of the encoder separated the sleep stages well.',
    '5 Conclusion\nThe convolutional network learns features of electroencephalography signals that classify sleep stages. The replication confirms the original report.',
  ];

  it('a paper with no title line: the abstract’s "In this work, we replicate", in the work’s voice, not its sections’ titles (pattern)', () => {
    const summary = summarizeLocally(analyzeMaterial(createChunks(paper)));
    expect(opening(summary)).toMatch(/^This work replicates a convolutional network .* and finds that/u);
    // the overview names no section title; each section keeps its label on its own line
    expect(summary.split('\n\n')[0]).not.toMatch(/methodology proposal|experimental methodology|Encoder:/iu);
  });

  it('research-paper-15p.pdf and paper-ecology-rescience-14p.pdf keep the purpose they state', async () => {
    expect(opening(await summarise('documents/research-paper-15p.pdf'))).toMatch(
      /^To encourage research on explainable and understandable feedback systems, we present the Short Answer Feedback dataset/u,
    );
    expect(opening(await summarise('documents/paper-ecology-rescience-14p.pdf'))).toMatch(
      /^This work replicates a number of ordinal regression models/u,
    );
  });

  it('a paper’s statement in the six languages; a pointer to a section or a means is none', () => {
    expect(statesWork('We replicate a network that learns features of EEG signals.', 'en')).toBe(true);
    expect(statesWork('This paper proposes a model of insect phenology.', 'en')).toBe(true);
    expect(statesWork('Our results show that the features generalise.', 'en')).toBe(true);
    expect(statesWork('Neste trabalho, propomos um modelo de fenologia.', 'pt')).toBe(true);
    expect(statesWork('Este artículo presenta un conjunto de datos.', 'es')).toBe(true);
    expect(statesWork('Dans cet article, nous proposons une méthode.', 'fr')).toBe(true);
    expect(statesWork('In questo lavoro proponiamo un metodo.', 'it')).toBe(true);
    expect(statesWork('In dieser Arbeit untersuchen wir die Phänologie.', 'de')).toBe(true);
    expect(statesWork('In Section 3 we describe the data.', 'en')).toBe(false);
    expect(statesWork('We use the Sleep-EDF dataset.', 'en')).toBe(false);
    expect(statesWork('O modelo apresenta um erro pequeno.', 'pt')).toBe(false);
  });

  it('a section title made of a paper’s structure words names no subject', () => {
    for (const title of [
      'Methodology proposal',
      'Experimental methodology',
      'Proposed method',
      'Experimental results',
      'Resultados experimentais',
      'Metodología propuesta',
    ])
      expect(isStructureTitle(title), title).toBe(true);
    for (const title of ['Data analysis', 'Neural networks', 'Convolution layer', 'Methodology'])
      expect(isStructureTitle(title), title).toBe(false);
  });
});

describe('a title naming two subjects opens with both', () => {
  it('splits a title into the subjects it names side by side, and only then', () => {
    expect(listTitleSubjects('Motivation and Emotion', 'en')).toEqual(['Motivation', 'Emotion']);
    expect(listTitleSubjects('Sets, Relations and Functions', 'en')).toEqual(['Sets', 'Relations', 'Functions']);
    expect(listTitleSubjects('Ondas e Óptica', 'pt')).toEqual(['Ondas', 'Óptica']);
    expect(listTitleSubjects('Cálculo de Funções de Várias Variáveis', 'pt')).toEqual([]);
    expect(listTitleSubjects('Getting Started with Python and R', 'en')).toEqual([]);
  });

  const chapter = (both: boolean): string[] => [
    'Motivation and Emotion',
    'Motivation describes the wants or needs that direct behavior toward a goal. Motivation can be intrinsic, arising from internal factors, or extrinsic, arising from external factors.' +
      (both
        ? ' Motivation and emotion are closely linked, since emotions often move people to act toward their goals.'
        : ''),
    'Drive theory holds that deviations from homeostasis create physiological needs. These needs result in psychological drive states that direct behavior to meet the need. Motivation in drive theory reduces the drive.',
    'Emotion is a subjective state of being, often described as our feelings. Emotion has a physiological arousal, a psychological appraisal and a subjective experience. The James-Lange theory of emotion holds that emotion arises from the physiological arousal.',
    'The Cannon-Bard theory of emotion holds that physiological arousal and emotional experience occur at the same time. Emotion and the limbic system are related: the amygdala takes part in fear.',
  ];

  it('a chapter whose title names two subjects: a sentence on both opens, not one half’s definition (pattern)', () => {
    const summary = summarizeLocally(analyzeMaterial(createChunks(chapter(true))));
    expect(opening(summary)).toBe(
      'Motivation and emotion are closely linked, since emotions often move people to act toward their goals.',
    );
  });

  it('with no sentence on both, the scope composed from the title opens and the definition follows (pattern)', () => {
    const summary = summarizeLocally(analyzeMaterial(createChunks(chapter(false))));
    expect(opening(summary)).toMatch(/^This material is about Motivation and Emotion\b/u);
    expect(sentences(summary)[1]).toMatch(/^Motivation describes the wants or needs/u);
  });
});

describe('notes with sections open with their scope, not one term’s definition', () => {
  it('German notes with numbered sections: the title and its topics, the definition after them (pattern)', () => {
    const summary = summarizeLocally(
      analyzeMaterial(
        createChunks([
          'Grundlagen der Statistik – Prof. Dr. Anna Weber\nSkript zur Vorlesung im Wintersemester.',
          '1 Lageparameter\nDer Mittelwert ist die Summe aller Werte geteilt durch ihre Anzahl. Der Median teilt die geordneten Werte in zwei Hälften. Der Mittelwert reagiert stark auf Ausreißer, der Median nicht.',
          '2 Streuungsmaße\nDie Varianz misst die Streuung der Werte um den Mittelwert. Die Standardabweichung ist die Wurzel der Varianz. Die Streuung der Werte bestimmt die Breite einer Verteilung.',
          '3 Wahrscheinlichkeitsverteilungen\nDie Normalverteilung beschreibt viele Messwerte in der Natur. Der Mittelwert und die Varianz bestimmen die Normalverteilung. Eine Verteilung ordnet jedem Wert eine Wahrscheinlichkeit zu.',
          '4 Hypothesentests\nEin Hypothesentest prüft eine Annahme über eine Verteilung anhand einer Stichprobe. Der Mittelwert der Stichprobe schätzt den Mittelwert der Verteilung. Die Varianz der Stichprobe schätzt die Varianz der Verteilung.',
        ]),
      ),
    );
    expect(opening(summary)).toMatch(/^Das Thema dieses Materials ist „Grundlagen der Statistik“, insbesondere: /u);
    expect(opening(summary)).not.toMatch(/Weber/u);
  });

  it('es-probabilidad-apuntes-41p.pdf: its title and chapters open, the definition of one of their objects after them', async () => {
    const summary = await summarise('documents/es-probabilidad-apuntes-41p.pdf');
    expect(opening(summary)).toBe(
      'El tema de este material es «Probabilidad», en particular: conjuntos y funciones sigma-aditivas, medidas y probabilidades, funciones medibles y esperanza matemática.',
    );
    expect(sentences(summary)[1]).toMatch(/^Un espacio probabilístico es una tupla/u);
  });

  it('an author after the title with an academic title or "by" is cut from it', () => {
    const titleOf = (line: string): string | null =>
      findDocumentTitle(analyzeMaterial(createChunks([`${line}\nSome text follows here about the subject.`])));
    expect(titleOf('Grundlagen der Statistik – Prof. Dr. Anna Weber')).toBe('Grundlagen der Statistik');
    expect(titleOf('Population Genetics by Jane Smith')).toBe('Population Genetics');
    expect(titleOf('Linear Algebra – Vector Spaces')).toBe('Linear Algebra – Vector Spaces');
  });
});

describe('a lecture’s key terms are its subject’s, not its classroom’s talk', () => {
  it('classroom words are no key terms, in the six languages', () => {
    for (const [phrase, language] of [
      ['final slide', 'en'],
      ['teach', 'en'],
      ['place', 'en'],
      ['último diapositivo', 'pt'],
      ['pizarra', 'es'],
      ['tableau', 'fr'],
      ['lavagna', 'it'],
      ['letzte Folie', 'de'],
    ] as const)
      expect(isClassroomTalk(phrase, language), phrase).toBe(true);
    for (const [phrase, language] of [
      ['Green’s theorem', 'en'],
      ['closed curve', 'en'],
      ['financing sources', 'en'],
      // a recitation's points are on its curves
      ['points', 'en'],
      ['teorema de Green', 'pt'],
    ] as const)
      expect(isClassroomTalk(phrase, language), phrase).toBe(false);
  });

  it('a lecture with no stated agenda: its subject’s terms open, not "final slide", "teach" or "place" (pattern)', () => {
    const lecture = [
      'Okay, on the final slide I want to teach you where the place of demand is. The final slide shows the demand curve.',
      'Demand falls when the price rises. The demand curve slopes downward because buyers buy less at a higher price.',
      'On the final slide, the place where supply meets demand is the equilibrium. I teach this every year.',
      'Supply rises when the price rises. The supply curve slopes upward because sellers sell more at a higher price.',
      'The equilibrium price clears the market: the quantity supplied equals the quantity demanded. I teach the final slide next.',
      'A shift of the demand curve moves the equilibrium price and the equilibrium quantity. The place of the curve matters on the final slide.',
    ].map((text, order) => ({
      ...createChunks([text])[0]!,
      order,
      speaker: 'Lecturer',
      startMs: order * 60000,
      endMs: order * 60000 + 50000,
    }));
    const summary = summarizeLocally(analyzeMaterial(lecture));
    expect(opening(summary)).toMatch(/^This lecture is about .*equilibrium/u);
    expect(opening(summary)).not.toMatch(/slide|teach|place/iu);
    // a sentence pointing at the room's slide ("On the final slide, …") is no line either
    expect(summary).not.toMatch(/final slide/iu);
  });

  it('the final slide is the medium, as the next slide is', () => {
    expect(pointsAtMedium('The final slide shows the demand curve.', 'en')).toBe(true);
    expect(pointsAtMedium('On the final slide, supply meets demand.', 'en')).toBe(true);
    expect(pointsAtMedium('The final price clears the market.', 'en')).toBe(false);
  });

  it('a filler inside a spoken sentence makes it no statement', () => {
    expect(findSpokenCut('The point is well, there are many reasons to save money early.', 'en')).toBe('false-start');
    expect(findSpokenCut('The interest rate is, um, the price of money.', 'en')).toBe('false-start');
    expect(findSpokenCut('O juro é tipo, o preço do dinheiro.', 'pt')).toBe('false-start');
    expect(findSpokenCut('The theorem holds for this region as well, since the curve is closed.', 'en')).toBeNull();
  });

  it('lecture-captions.txt and the financing panel keep their subjects', async () => {
    expect(opening(await summarise('transcripts/lecture-captions.txt'))).toMatch(
      /^This lecture is about Green's theorem/u,
    );
    expect(opening(await summarise('transcripts/lecture-15s21-financing-panel.txt'))).toMatch(
      /^This lecture is about the financing sources/u,
    );
  });
});
