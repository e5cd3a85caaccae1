import type { MessagePort } from 'node:worker_threads';
import { threadId } from 'node:worker_threads';
import type { Chunk, OutlineEntry } from '@mnemo/contracts/material';
import type { QuestionLanguage, QuestionType } from '@mnemo/domain/languages';
import { AppError, toAppErrorParts, type AppErrorParts } from '../../../lib/app-error.ts';
import { getMaterialAnalysis } from '../../ai/local/analyze-material.ts';
import { createLocalProvider } from '../../ai/local/local.provider.ts';
import { generateExercises, GENERATION_STEPS, type GeneratedMaterial } from '../steps/generate/generate-exercises.ts';

/*
 * What the worker pool's threads run (worker-pool.worker.mjs loads this file in each thread):
 * pure, CPU-bound functions of plain data. Everything in and out is structured-cloned; an
 * AppError goes back as its parts (a cloned Error would keep only its message).
 */

/** The local provider's generation of one document: summary, key concepts, flashcards, questions. */
export interface LocalGenerationTask {
  chunks: Chunk[];
  outline?: OutlineEntry[];
  questionTypes: QuestionType[];
  questionLanguage: QuestionLanguage;
  /** progress goes out here as `{ done, total }` */
  port?: MessagePort;
}

export interface GenerationProgress {
  done: number;
  total: number;
}

export type TaskOutcome<T> =
  | { ok: true; value: T; threadId: number; seconds: Record<string, number> }
  | { ok: false; error: AppErrorParts; threadId: number };

/** The provider operations generation calls, in order (their names label the AI metrics). */
const OPERATIONS = ['summarize', 'extractKeyConcepts', 'generateFlashcards', 'generateQuestions'] as const;

const provider = createLocalProvider();

/**
 * Generates from a document's chunks with the local provider, reporting progress in units of
 * work: one per chunk analysed (the analysis is most of the time), then a quarter of the chunks
 * for each of the four parts.
 */
export async function generateLocally(task: LocalGenerationTask): Promise<TaskOutcome<GeneratedMaterial>> {
  const { port } = task;
  const units = Math.max(1, task.chunks.length);
  const report = (done: number): void =>
    port?.postMessage({ done: Math.round(done), total: units * 2 } satisfies GenerationProgress);
  try {
    const started = performance.now();
    let last = started;
    const seconds: Record<string, number> = {};
    // the analysis the four parts share, made first so its progress can be told (they find it cached)
    getMaterialAnalysis(task.chunks, undefined, task.outline ?? [], (done, total) =>
      report((done / Math.max(1, total)) * units),
    );
    const value = await generateExercises(provider, task.chunks, {
      questionTypes: task.questionTypes,
      questionLanguage: task.questionLanguage,
      ...(task.outline ? { outline: task.outline } : {}),
      onStep: (done) => {
        const now = performance.now();
        seconds[OPERATIONS[done - 1]!] = (now - (done === 1 ? started : last)) / 1000;
        last = now;
        report(units + (done / GENERATION_STEPS) * units);
      },
    });
    return { ok: true, value, threadId, seconds };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: toAppErrorParts(error), threadId };
    throw error;
  } finally {
    port?.close();
  }
}
