import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort, type ResourceLimits } from 'node:worker_threads';
import Tinypool from 'tinypool';
import { fromAppErrorParts } from '../lib/app-error.ts';
import type { PdfMeta } from '../modules/pipeline/steps/extract/extract-pdf.ts';
import type { ExtractionResult } from '../modules/pipeline/steps/extract/extraction.ts';
import type { GeneratedMaterial } from '../modules/pipeline/steps/generate/generate-exercises.ts';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { ExtractAudioOptions } from '../modules/pipeline/steps/extract/extract-audio.ts';
import type { PassageChunk } from '../modules/pipeline/steps/chunk/chunk-passages.ts';
import type { ReadDeckResult } from '../modules/exchange/read-deck.ts';
import type {
  ChunkingTask,
  DeckReadingTask,
  KeptAudio,
  LocalGenerationTask,
  RecordingResult,
  RecordingStage,
  TaskOutcome,
  TaskProgress,
} from './worker-tasks.ts';

/**
 * The worker-thread pool (ADR 052): CPU-bound pure functions of the pipeline run here, in
 * threads of this process, so a long document never holds up the event loop that answers other
 * users' requests. One per process that processes documents (roles `all` and `worker`).
 */
export interface WorkerPool {
  /** most threads running at once */
  readonly size: number;
  /** the local provider's generation of one document (see worker-tasks.ts), progress as it goes */
  generateLocally(
    task: Omit<LocalGenerationTask, 'port'>,
    onProgress?: (progress: TaskProgress) => void,
  ): Promise<GenerationOutcome>;
  /** a PDF's text (extractPdf), pages read as they are; the bytes are handed over (unusable here after) */
  extractPdf(bytes: Uint8Array, onProgress?: (progress: TaskProgress) => void): Promise<ExtractionResult<PdfMeta>>;
  /**
   * A recording's extraction (extractAudio: analysis, compression, transcription, diarization),
   * in the pool's recording threads (they mostly wait, so several share a thread); stages done
   * as they are. The bytes are handed over.
   */
  extractAudio(
    bytes: Uint8Array,
    options: Pick<ExtractAudioOptions, 'transcription' | 'onStage' | 'storeCompressed'>,
  ): Promise<RecordingResult>;
  /** a document's passages cut into retrieval chunks (chunkPassages) */
  chunkPassages(passages: ChunkingTask['passages'], language: string): Promise<PassageChunk[]>;
  /** an uploaded deck read into a work folder for its import (read-deck.ts); the bytes are handed over */
  readDeck(
    bytes: Uint8Array,
    task: Omit<DeckReadingTask, 'bytes' | 'port'>,
    onProgress?: (progress: TaskProgress) => void,
  ): Promise<ReadDeckResult>;
  /**
   * Readies the document thread before the first upload (ADR 091): the pool keeps one thread
   * running (it never idles out), and this has it load and run the extraction, chunking and local
   * generation code once on a small PDF. Resolves with how long that took.
   */
  warm(): Promise<{ ms: number }>;
  /** tasks finished, and the threads (their `threadId`) that ran them */
  stats(): { completed: number; threadIds: number[] };
  /** ends the threads; tasks still running are rejected */
  close(): Promise<void>;
}

export interface GenerationOutcome {
  material: GeneratedMaterial;
  /** seconds each provider operation took, for the AI metrics */
  seconds: Record<string, number>;
}

/** The bytes in a buffer of their own, whole, so handing it over takes nothing else with it. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? bytes
    : bytes.slice();
}

/** Default size: every core but one (which the event loop keeps), at least one. */
export function getDefaultWorkerThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** Recordings a recording thread takes at once. */
const RECORDINGS_PER_THREAD = 4;

/** An idle thread ends after this long; the next task starts one again. */
const IDLE_TIMEOUT_MS = 60_000;

export function createWorkerPool(options: { threads?: number; resourceLimits?: ResourceLimits } = {}): WorkerPool {
  const size = Math.max(1, options.threads ?? getDefaultWorkerThreads());
  const createPool = (concurrentTasksPerWorker: number, minThreads: number): Tinypool =>
    new Tinypool({
      filename: new URL('./worker-pool.worker.mjs', import.meta.url).href,
      minThreads,
      maxThreads: size,
      idleTimeout: IDLE_TIMEOUT_MS,
      concurrentTasksPerWorker,
      ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
    });
  // one document thread always runs, warmed (warm()): the first upload after start or after an
  // idle minute no longer waits for a thread to start and its code to load (ADR 091); threads
  // beyond it start for concurrent documents and end after an idle minute
  const pool = createPool(1, 1);
  // recordings wait on ffmpeg and the transcription endpoint for minutes: threads of their own,
  // so they never hold a thread a document's generation waits for
  const recordings = createPool(RECORDINGS_PER_THREAD, 0);
  let completed = 0;
  const threadIds = new Set<number>();

  /**
   * Runs a task with a port for its progress (or stages); an AppError thrown in the thread is
   * thrown here again, as itself. A message arriving after the result (the port and the result
   * travel apart, unordered) is dropped: what must not be lost comes with the result too.
   */
  const run = async <T, M = TaskProgress>(
    name: string,
    task: object,
    transferList: Array<MessagePort | ArrayBuffer>,
    onMessage?: (message: M) => void,
    on: Tinypool = pool,
  ): Promise<{ value: T; seconds: Record<string, number> }> => {
    const { port1, port2 } = new MessageChannel();
    let isDone = false;
    port1.on('message', (message: M) => {
      if (!isDone) onMessage?.(message);
    });
    try {
      const outcome = (await on.run(
        { ...task, port: port2 },
        { name, transferList: [port2, ...transferList] as never },
      )) as TaskOutcome<T>;
      completed++;
      threadIds.add(outcome.threadId);
      if (!outcome.ok) throw fromAppErrorParts(outcome.error);
      return { value: outcome.value, seconds: outcome.seconds };
    } finally {
      isDone = true;
      port1.close();
    }
  };

  return {
    size,
    async generateLocally(task, onProgress) {
      const { value, seconds } = await run<GeneratedMaterial>('generateLocally', task, [], onProgress);
      return { material: value, seconds };
    },
    async extractPdf(bytes, onProgress) {
      const own = ownBuffer(bytes);
      const { value } = await run<ExtractionResult<PdfMeta>>(
        'extractPdfText',
        { bytes: own },
        [own.buffer as ArrayBuffer],
        onProgress,
      );
      return value;
    },
    async extractAudio(bytes, { transcription, onStage, storeCompressed }) {
      const own = ownBuffer(bytes);
      const reported = new Set<string>();
      const report = (stage: RecordingStage): void => {
        if (reported.has(stage)) return;
        reported.add(stage);
        onStage?.(stage);
      };
      const { value } = await run<
        { result: RecordingResult; stages: RecordingStage[]; kept: KeptAudio | null },
        { stage: RecordingStage }
      >(
        'extractRecording',
        { bytes: own, transcription },
        [own.buffer as ArrayBuffer],
        ({ stage }) => report(stage),
        recordings,
      );
      // a stage whose message came after the result is reported now, in its order
      for (const stage of value.stages) report(stage);
      const { kept } = value;
      if (kept) {
        try {
          await storeCompressed?.(createReadStream(kept.path), kept.info);
        } finally {
          await rm(kept.dir, { recursive: true, force: true });
        }
      }
      return value.result;
    },
    async chunkPassages(passages, language) {
      return (await run<PassageChunk[]>('chunkText', { passages, language }, [])).value;
    },
    async readDeck(bytes, task, onProgress) {
      const own = ownBuffer(bytes);
      return (await run<ReadDeckResult>('readDeck', { ...task, bytes: own }, [own.buffer as ArrayBuffer], onProgress))
        .value;
    },
    async warm() {
      return (await run<{ ms: number }>('warmUp', {}, [])).value;
    },
    stats: () => ({ completed, threadIds: [...threadIds] }),
    close: async () => {
      await Promise.all([pool.destroy(), recordings.destroy()]);
    },
  };
}
