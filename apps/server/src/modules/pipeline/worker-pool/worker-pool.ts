import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort, type ResourceLimits } from 'node:worker_threads';
import Tinypool from 'tinypool';
import { fromAppErrorParts } from '../../../lib/app-error.ts';
import type { PdfMeta } from '../steps/extract/extract-pdf.ts';
import type { ExtractionResult } from '../steps/extract/extraction.ts';
import type { GeneratedMaterial } from '../steps/generate/generate-exercises.ts';
import type { LocalGenerationTask, TaskOutcome, TaskProgress } from './worker-tasks.ts';

/**
 * The worker-thread pool (ADR 052): CPU-bound pure functions of the pipeline run here, in
 * threads of this process, so a long document never holds up the event loop that answers other
 * users' requests. One per process that processes documents (roles `all` and `worker`).
 */
export interface WorkerPool {
  /** most threads running at once */
  readonly size: number;
  /** the local provider's generation of one document (see worker-tasks.ts), progress as it goes */
  generateLocally(task: Omit<LocalGenerationTask, 'port'>, onProgress?: (progress: TaskProgress) => void): Promise<GenerationOutcome>;
  /** a PDF's text (extractPdf), pages read as they are; the bytes are handed over (unusable here after) */
  extractPdf(bytes: Uint8Array, onProgress?: (progress: TaskProgress) => void): Promise<ExtractionResult<PdfMeta>>;
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

/** Default size: every core but one (which the event loop keeps), at least one. */
export function getDefaultWorkerThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** An idle thread ends after this long; the next task starts one again. */
const IDLE_TIMEOUT_MS = 60_000;

export function createWorkerPool(options: { threads?: number; resourceLimits?: ResourceLimits } = {}): WorkerPool {
  const size = Math.max(1, options.threads ?? getDefaultWorkerThreads());
  const pool = new Tinypool({
    filename: new URL('./worker-pool.worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: size,
    idleTimeout: IDLE_TIMEOUT_MS,
    ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
  });
  let completed = 0;
  const threadIds = new Set<number>();

  /**
   * Runs a task with a progress port; an AppError thrown in the thread is thrown here again, as
   * itself. Progress arriving after the result (the two channels are not ordered) is dropped.
   */
  const run = async <T>(
    name: string,
    task: object,
    transferList: Array<MessagePort | ArrayBuffer>,
    onProgress?: (progress: TaskProgress) => void,
  ): Promise<{ value: T; seconds: Record<string, number> }> => {
    const { port1, port2 } = new MessageChannel();
    let isDone = false;
    port1.on('message', (progress: TaskProgress) => {
      if (!isDone) onProgress?.(progress);
    });
    try {
      const outcome = (await pool.run({ ...task, port: port2 }, { name, transferList: [port2, ...transferList] as never })) as TaskOutcome<T>;
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
      // a buffer of its own, whole, so handing it over takes nothing else with it
      const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? bytes : bytes.slice();
      const { value } = await run<ExtractionResult<PdfMeta>>('extractPdfText', { bytes: own }, [own.buffer as ArrayBuffer], onProgress);
      return value;
    },
    stats: () => ({ completed, threadIds: [...threadIds] }),
    close: () => pool.destroy(),
  };
}
