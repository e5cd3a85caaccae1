import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { CopyRows } from './bulk-copy.ts';
import { copyStatement, copyText } from './bulk-copy.ts';

/*
 * The embedded database on a thread of its own (ADR 148). PGlite is PostgreSQL compiled to
 * WebAssembly: every statement runs synchronously on the thread that holds it. Held by the main
 * thread, a large import kept the event loop's thread busy for minutes, and on a busy machine a
 * request that came meanwhile waited with it for a CPU (ADR 103, 140). Here PGlite runs in a
 * worker thread; the app's driver (pg, under Kysely and pg-boss) speaks PostgreSQL's wire protocol
 * to it through a stream that carries each batch of messages across in one message and the
 * backend's answer back, so the main thread only sends statements and reads their answers.
 */

type Reply = { id: number; bytes?: Uint8Array; error?: string; code?: string };
type Request =
  { type: 'protocol'; bytes: Uint8Array } | { type: 'copy'; sql: string; text: string } | { type: 'close' };

export interface PgliteThread {
  /** a new socket-like stream for pg's `stream` option: one connection to the database */
  connect(): Duplex;
  /** COPY into the database in the transaction open on it (ADR 114), on the thread */
  copyRows: CopyRows;
  close(): Promise<void>;
}

/** How long a closed database's thread may take to end on its own before it is stopped. */
const THREAD_END_WAIT_MS = 5_000;

/** An error the database thread answered with, as pg's errors look to callers (a message and a code). */
class PgliteThreadError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Starts PGlite in `dir` on a worker thread (from `dump`, a data directory dumped by PGlite, when
 * given); resolves once it has opened the database.
 */
export async function startPgliteThread(dir: string, startParams: string[], dump?: Uint8Array): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-thread.worker.mjs', import.meta.url), {
    workerData: { dir, startParams, dump },
    name: 'embedded-database',
  });
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let gone: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { type?: string; message?: string }) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed') reject(new Error(`embedded database: ${message.message}`));
      else return;
      worker.off('message', onMessage);
      worker.off('error', reject);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });

  // the thread keeps the process alive only while a request waits on it (as a socket would), so a
  // script that never closes the database still ends
  worker.unref();
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.error !== undefined) waiting.reject(new PgliteThreadError(reply.error, reply.code));
    else waiting.resolve(reply);
  });
  const fail = (error: Error) => {
    gone = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the embedded database's thread exited (${code})`)));

  const send = (request: Request, transfer: ArrayBuffer[] = []): Promise<Reply> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id }, transfer);
    });
  };

  return {
    connect: () => protocolStream((bytes) => send({ type: 'protocol', bytes }, [bytes.buffer as ArrayBuffer])),
    copyRows: async (table, columns, rows) => {
      if (rows.length === 0) return;
      await send({ type: 'copy', sql: copyStatement(table, columns), text: copyText(rows) });
    },
    close: async () => {
      if (gone) return;
      // The thread ends on its own once the database is closed: it closes its port and its event
      // loop empties. \`terminate()\` stops a thread that holds a WebAssembly instance from outside,
      // which Node.js has crashed on (nodejs/node#47748); it is kept only for a thread that has not
      // ended after a while (a database that did not answer "close").
      const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      const closed = await send({ type: 'close' }).then(
        () => true,
        () => false,
      );
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), closed ? THREAD_END_WAIT_MS : 0);
      });
      if ((await Promise.race([ended, late])) === 'late') await worker.terminate();
      clearTimeout(timer);
    },
  };
}

/**
 * A stream pg can use as its socket: what pg writes in one go (a query's messages, corked together)
 * goes to the database as one batch, and the backend's answer comes back as the stream's data, in
 * order. Ending the stream (pg's terminate) closes it at once: no socket to drain.
 */
export function protocolStream(exchange: (bytes: Uint8Array) => Promise<Reply>): Duplex {
  const stream = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, callback) {
      deliver(stream, exchange, [chunk]);
      callback();
    },
    writev(chunks, callback) {
      deliver(
        stream,
        exchange,
        chunks.map(({ chunk }) => chunk as Buffer),
      );
      callback();
    },
    final(callback) {
      stream.push(null);
      callback();
    },
  });
  // what pg calls on a socket
  Object.assign(stream, {
    connect: () => {
      process.nextTick(() => stream.emit('connect'));
      return stream;
    },
    setNoDelay: () => stream,
    setKeepAlive: () => stream,
    ref: () => stream,
    unref: () => stream,
  });
  return stream;
}

function deliver(stream: Duplex, exchange: (bytes: Uint8Array) => Promise<Reply>, chunks: Buffer[]): void {
  // a copy of its own, moved (not cloned) to the thread
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  exchange(bytes).then(
    (reply) => {
      if (reply.bytes && reply.bytes.length > 0)
        stream.push(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.length));
    },
    (error: Error) => stream.destroy(error),
  );
}
