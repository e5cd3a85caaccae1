// The thread the embedded database runs on (pglite-thread.ts, ADR 148). Plain JavaScript: it needs
// no loader, whatever runs the app (node --import tsx, vitest, tsx).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {import('@electric-sql/pglite').PGlite | null} */
let pglite = null;
try {
  pglite = await PGlite.create(workerData.dir, {
    startParams: workerData.startParams,
    ...(workerData.dump ? { loadDataDir: new Blob([workerData.dump]) } : {}),
  });
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}

/**
 * One request at a time, in the order they came: the database is one connection, and a COPY runs in
 * whatever transaction the protocol messages before it opened.
 */
let chain = Promise.resolve();
parentPort.on('message', (request) => {
  chain = chain.then(() => answer(request));
});

async function answer(request) {
  const { id } = request;
  try {
    if (!pglite) throw new Error('the embedded database did not start');
    if (request.type === 'protocol') {
      // every message of the batch, in order; the answer is the backend's bytes
      const bytes = await pglite.execProtocolRaw(request.bytes);
      parentPort.postMessage({ id, bytes }, [bytes.buffer]);
    } else if (request.type === 'copy') {
      await pglite.query(request.sql, [], { blob: new Blob([request.text]) });
      parentPort.postMessage({ id });
    } else if (request.type === 'close') {
      await pglite.close();
      pglite = null;
      parentPort.postMessage({ id });
      // nothing more will come: with the port closed the thread's event loop empties and it ends
      parentPort.close();
    } else throw new Error(`unknown request ${request.type}`);
  } catch (error) {
    // a database error keeps its SQLSTATE, as pg's errors carry it
    const code = typeof error?.code === 'string' ? error.code : undefined;
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error), code });
  }
}
