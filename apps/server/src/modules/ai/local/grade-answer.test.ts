import { describe, expect, it } from 'vitest';
import { createLocalProvider } from './local.provider.ts';
import { gradeAnswer } from './grade-answer.ts';
import { evaluateAnswer } from '../evaluate/index.ts';
import { AppError } from '../../../lib/app-error.ts';

const question = 'What is a variable?';
const expectedAnswer = 'A location in memory that can store a value.';

describe('gradeAnswer', () => {
  it('gives full marks to the expected answer and nothing to an unrelated one', () => {
    expect(gradeAnswer({ question, expectedAnswer, answer: expectedAnswer, language: 'en' }).score).toBe(1);
    expect(
      gradeAnswer({ question, expectedAnswer, answer: 'The French revolution began in 1789.', language: 'en' }).score,
    ).toBe(0);
  });

  it('credits synonyms and inflections, and ranks a partial answer between', () => {
    const paraphrase = gradeAnswer({
      question,
      expectedAnswer,
      answer: 'A place in memory that stores values.',
      language: 'en',
    });
    const partial = gradeAnswer({
      question,
      expectedAnswer,
      answer: 'Something stored in the computer.',
      language: 'en',
    });
    expect(paraphrase.score).toBeGreaterThan(0.7);
    expect(partial.score).toBeLessThan(paraphrase.score);
  });

  it('earns nothing for repeating the question', () => {
    expect(gradeAnswer({ question, expectedAnswer, answer: 'A variable is a variable.', language: 'en' }).score).toBe(
      0,
    );
  });

  it('names the missed reference concepts', () => {
    const grade = gradeAnswer({ question, expectedAnswer, answer: 'It can store a value.', language: 'en' });
    expect(grade.missed.join(' ')).toMatch(/location/);
    expect(grade.missed.join(' ')).toMatch(/memory/);
  });

  it.each([
    [
      'pt',
      'O que é a fotossíntese?',
      'Um processo que converte energia luminosa em energia química.',
      'É um processo que transforma a energia da luz em energia química.',
    ],
    [
      'es',
      '¿Qué es la fotosíntesis?',
      'Un proceso que convierte la energía luminosa en energía química.',
      'Es un proceso que convierte la luz en energía química.',
    ],
    [
      'fr',
      'Qu’est-ce que la photosynthèse ?',
      'Un processus qui convertit l’énergie lumineuse en énergie chimique.',
      'Un processus qui convertit la lumière en énergie chimique.',
    ],
    [
      'it',
      'Che cos’è la fotosintesi?',
      'Un processo che converte l’energia luminosa in energia chimica.',
      'Un processo che converte la luce in energia chimica.',
    ],
    [
      'de',
      'Was ist die Photosynthese?',
      'Ein Prozess, der Lichtenergie in chemische Energie umwandelt.',
      'Ein Prozess, der Licht in chemische Energie umwandelt.',
    ],
  ] as const)('grades %s answers with stemming', (language, q, expected, answer) => {
    const good = gradeAnswer({ question: q, expectedAnswer: expected, answer, language });
    const bad = gradeAnswer({
      question: q,
      expectedAnswer: expected,
      answer: 'Não sei / no lo sé / je ne sais pas.',
      language,
    });
    expect(good.score).toBeGreaterThan(0.6);
    expect(bad.score).toBeLessThan(0.2);
  });
});

describe('evaluateAnswer (local)', () => {
  const provider = createLocalProvider();

  it('returns a verdict, translated feedback naming what is missing, and the expected answer', async () => {
    const { evaluation, usage } = await evaluateAnswer(provider, {
      question,
      expectedAnswer,
      answer: 'It stores things.',
      locale: 'pt',
    });
    expect(evaluation.verdict).not.toBe('correct');
    expect(evaluation.feedback).toMatch(/resposta/);
    expect(evaluation.missingConcepts.length).toBeGreaterThan(0);
    expect(evaluation.expectedAnswer).toBe(expectedAnswer);
    expect(usage.totalTokens).toBeGreaterThan(0);
  });

  it('marks the expected answer correct', async () => {
    const { evaluation } = await evaluateAnswer(provider, { question, expectedAnswer, answer: expectedAnswer });
    expect(evaluation.verdict).toBe('correct');
    expect(evaluation.missingConcepts).toEqual([]);
  });

  it('refuses an empty answer with the validation message', async () => {
    await expect(evaluateAnswer(provider, { question, expectedAnswer, answer: '   ' })).rejects.toMatchObject({
      code: 'VALIDATION',
      messageKey: 'answer_required',
    });
    await expect(evaluateAnswer(provider, { question, expectedAnswer, answer: '' })).rejects.toBeInstanceOf(AppError);
  });
});

describe('grading against the expected answer and the cited passage together', () => {
  const question = 'Explain in your own words what linkage disequilibrium is.';
  const expectedAnswer = 'The correlation between the alleles at different loci.';
  const passage =
    'The phrase linkage disequilibrium (LD) refers to the statistical non-independence of alleles at different loci. ' +
    'It may in part be due to the genetic linkage of these loci, but it does not necessarily imply it: genetically unlinked loci can be in LD because of population structure. ' +
    'Recombination breaks down linkage disequilibrium over the generations.';
  const paraphrase =
    'Linkage disequilibrium is when the alleles at two loci are not statistically independent of each other; it can come from genetic linkage or from population structure.';

  it('marks a complete answer in the passage’s other words correct, not partly correct', async () => {
    const withPassage = await createLocalProvider().evaluateAnswer({
      question,
      expectedAnswer,
      answer: paraphrase,
      passage,
      language: 'en',
    });
    const alone = await createLocalProvider().evaluateAnswer({
      question,
      expectedAnswer,
      answer: paraphrase,
      language: 'en',
    });
    expect(withPassage.evaluation.verdict).toBe('correct');
    expect(withPassage.evaluation.score).toBeGreaterThan(alone.evaluation.score);
    expect(withPassage.evaluation.missingConcepts).toEqual([]);
  });

  it('gives nothing more to an answer about something else, passage or not', async () => {
    const unrelated = 'Mitochondria produce most of the energy of the cell.';
    const withPassage = await createLocalProvider().evaluateAnswer({
      question,
      expectedAnswer,
      answer: unrelated,
      passage,
      language: 'en',
    });
    expect(withPassage.evaluation.verdict).toBe('incorrect');
    const offTopic = 'Recombination breaks it down over the generations.';
    const graded = await createLocalProvider().evaluateAnswer({
      question,
      expectedAnswer,
      answer: offTopic,
      passage,
      language: 'en',
    });
    expect(graded.evaluation.verdict).not.toBe('correct');
  });
});
