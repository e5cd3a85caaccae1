import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { computePearson, computeRmse, runGrading } from '../apps/server/src/cli/eval.ts';
import type { RetrievedPassage } from '../apps/server/src/modules/ai/ai.provider.ts';
import { createLocalProvider } from '../apps/server/src/modules/ai/local/local.provider.ts';
import { getContentStems } from '../apps/server/src/modules/ai/local/nlp/language.ts';
import { createChunks, SAMPLE_TEXTS } from '../apps/server/src/modules/ai/testing/sample-material.ts';
import { readMaterialFile } from '../apps/server/src/modules/pipeline/read-material-file.ts';
import { generateExercises } from '../apps/server/src/modules/pipeline/steps/generate/generate-exercises.ts';
import { findFixturesDir } from '../apps/server/src/modules/pipeline/steps/extract/testing/fixtures.ts';

const FIXTURES = findFixturesDir();

/**
 * The reference grader: idf-weighted coverage of the reference answer's stemmed content words
 * (idf over all answers of the file) — the floor the issue names (≈ 0.52).
 */
async function measureCoverageBaseline(csvPath: string): Promise<{ pearson: number; rmse: number }> {
  const rows = parse(await readFile(csvPath), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const documents = rows
    .flatMap((row) => [row.reference_answer ?? '', row.student_answer ?? ''])
    .map((text) => new Set(getContentStems(text, 'en')));
  const df = new Map<string, number>();
  for (const stems of documents) for (const stem of stems) df.set(stem, (df.get(stem) ?? 0) + 1);
  const idf = (stem: string): number => Math.log(documents.length / (1 + (df.get(stem) ?? 0)));
  const predicted: number[] = [];
  const gold: number[] = [];
  for (const row of rows) {
    const reference = new Set(getContentStems(row.reference_answer ?? '', 'en'));
    const answer = new Set(getContentStems(row.student_answer ?? '', 'en'));
    let total = 0;
    let covered = 0;
    for (const stem of reference) {
      total += idf(stem);
      if (answer.has(stem)) covered += idf(stem);
    }
    predicted.push(total > 0 ? (covered / total) * 5 : 0);
    gold.push(Number(row.score));
  }
  return { pearson: computePearson(predicted, gold), rmse: computeRmse(predicted, gold) };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** AI benchmarks: grading quality and offline generation speed, each beside a reference measured in the same run. */
export async function runAiBench(): Promise<string[]> {
  const lines: string[] = [];
  const provider = createLocalProvider();

  const csv = join(FIXTURES, 'grading/short-answers-dev.csv');
  const started = performance.now();
  const grading = await runGrading(provider, csv);
  const gradingMs = performance.now() - started;
  const baseline = await measureCoverageBaseline(csv);
  lines.push(
    `ai grading (local, n=${grading.n}): pearson=${grading.pearson.toFixed(3)} rmse=${grading.rmse.toFixed(3)} | idf-coverage baseline pearson=${baseline.pearson.toFixed(3)} rmse=${baseline.rmse.toFixed(3)} | ${(gradingMs / grading.n).toFixed(2)} ms/answer`,
  );

  // Warm the process (WordNet index, stemmers) on other material, as a running server would be.
  await provider.generateFlashcards({ chunks: createChunks(SAMPLE_TEXTS.en) });
  const { chunks, extractionMs } = await readMaterialFile(join(FIXTURES, 'documents/textbook-120p.pdf'));
  const generationStarted = performance.now();
  const { summary, keyConcepts, flashcards, questions } = await generateExercises(provider, chunks, {
    questionTypes: ['multiple_choice', 'true_false', 'open_ended'],
    questionLanguage: 'en',
  });
  const generationMs = performance.now() - generationStarted;
  lines.push(
    `ai generation (local, textbook-120p: ${chunks.length} chunks): ${generationMs.toFixed(0)} ms for summary (${summary.length} chars), ${keyConcepts.length} concepts, ${flashcards.length} cards, ${questions.length} questions | extraction of the same PDF ${extractionMs.toFixed(0)} ms | ratio ${(generationMs / extractionMs).toFixed(2)} (target < 2000 ms)`,
  );

  const passages: RetrievedPassage[] = chunks
    .slice(10, 18)
    .map((chunk, index) => ({ ...chunk, score: 1 - index * 0.05 }));
  const questionsToAsk = [
    'What is a variable?',
    'How does a function call work?',
    'What is recursion?',
    'What does the modulus operator do?',
    'What is a boolean expression?',
  ];
  const timings: number[] = [];
  for (let round = 0; round < 8; round += 1) {
    for (const question of questionsToAsk) {
      const chatStarted = performance.now();
      for await (const _event of provider.answerChat({ question, passages })) void _event;
      timings.push(performance.now() - chatStarted);
    }
  }
  lines.push(
    `ai chat answer (local, 8 retrieved chunks): p50=${percentile(timings, 50).toFixed(1)} ms p95=${percentile(timings, 95).toFixed(1)} ms (retrieval itself not included)`,
  );
  return lines;
}
