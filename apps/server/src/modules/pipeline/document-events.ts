import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import pg from 'pg';
import { errors } from '../../lib/app-error.ts';

/**
 * "This document changed" signals, so any API node can stream any job's progress
 * (ARCHITECTURE.md §1): in-process on PGlite, PostgreSQL LISTEN/NOTIFY otherwise. A signal carries
 * only the document id; listeners re-read the state from the database, so a lost or coalesced
 * signal can never show a wrong state, and no payload size limit applies.
 */
export interface DocumentEvents {
  publish(documentId: string): Promise<void>;
  /** calls `listener` on every change of the document; returns the unsubscribe function */
  subscribe(documentId: string, listener: () => void): Promise<() => void>;
  close(): Promise<void>;
}

const CHANNEL = 'mnemo_document_events';

/** Signals inside this process (embedded mode: the worker runs in the API process). */
export function createLocalDocumentEvents(): DocumentEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(documentId) {
      emitter.emit(documentId);
    },
    async subscribe(documentId, listener) {
      emitter.on(documentId, listener);
      return () => emitter.off(documentId, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Signals through PostgreSQL: NOTIFY on the app's pool, LISTEN on one dedicated client (opened on
 * the first subscription, reopened after a connection loss) per process.
 */
export function createPostgresDocumentEvents(pool: pg.Pool): DocumentEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let listener: Promise<pg.Client> | null = null;
  let isClosed = false;

  const connect = (): Promise<pg.Client> => {
    const client = new pg.Client(pool.options);
    const ready = (async () => {
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === CHANNEL && message.payload) emitter.emit(message.payload);
      });
      client.on('error', () => {
        // the connection is gone: the next subscription opens a new one; current streams get a
        // signal so they re-read the state (and their own heartbeat keeps them honest)
        listener = null;
        for (const name of emitter.eventNames()) emitter.emit(name);
        void client.end().catch(() => undefined);
      });
      await client.query(`listen ${CHANNEL}`);
      return client;
    })();
    ready.catch(() => {
      listener = null;
    });
    return ready;
  };

  return {
    async publish(documentId) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, documentId]);
    },
    async subscribe(documentId, callback) {
      if (isClosed) throw new Error('document events are closed');
      listener ??= connect();
      await listener;
      emitter.on(documentId, callback);
      return () => emitter.off(documentId, callback);
    },
    async close() {
      isClosed = true;
      emitter.removeAllListeners();
      const pending = listener;
      listener = null;
      if (pending) await pending.then((client) => client.end()).catch(() => undefined);
    },
  };
}

/** The right signal bus for a database kind. */
export function createDocumentEvents(database: { kind: 'pglite' | 'postgres'; pool: pg.Pool }): DocumentEvents {
  return database.kind === 'postgres' ? createPostgresDocumentEvents(database.pool) : createLocalDocumentEvents();
}

/**
 * Counts one more open stream of a user in `open` (one map per route): null when the user already
 * has `max` open, else the function that counts it out again when the stream ends.
 */
export function openUserStream(open: Map<string, number>, userId: string, max: number): (() => void) | null {
  const count = open.get(userId) ?? 0;
  if (count >= max) return null;
  open.set(userId, count + 1);
  return () => {
    const left = (open.get(userId) ?? 1) - 1;
    if (left > 0) open.set(userId, left);
    else open.delete(userId);
  };
}

const HEARTBEAT_MS = 15_000;

/** The finish functions of the streams open on a server (each ends its stream when called). */
export type OpenStreams = Set<() => void>;

export interface DocumentStream<State> {
  documentId: string;
  requestId: string;
  events: DocumentEvents;
  /** open streams of the server: this one joins while open, so closing the server can end it */
  streams: OpenStreams;
  /** reads the document's current state (with the reader's access checked again) */
  read: () => Promise<State>;
  /** a state after which nothing changes: the stream ends */
  isTerminal: (state: State) => boolean;
  /** called once when the stream ends, whatever ended it */
  onEnd?: () => void;
  /** the events' name (default `document`; an import's stream sends `import`) */
  eventName?: string;
}

/**
 * Writes a document's states as server-sent events on a taken-over response: the current state
 * first, then one event per change (re-read on every signal, equal states sent once), a comment
 * line as heartbeat, ended when the document completes or fails, the client goes, a read fails, or
 * the server closes. Resolves once the first state has been written.
 */
export async function streamDocumentEvents<State>(raw: ServerResponse, stream: DocumentStream<State>): Promise<void> {
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': stream.requestId,
  });
  let isClosed = false;
  let last = '';
  let queue = Promise.resolve();
  let unsubscribe: () => void = () => undefined;
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const finish = (): void => {
    if (isClosed) return;
    isClosed = true;
    stream.streams.delete(finish);
    clearInterval(heartbeat);
    unsubscribe();
    raw.end();
    stream.onEnd?.();
  };
  const push = (): void => {
    queue = queue.then(async () => {
      if (isClosed) return;
      try {
        const state = await stream.read();
        const data = JSON.stringify(state);
        if (data !== last) {
          last = data;
          raw.write(`event: ${stream.eventName ?? 'document'}\ndata: ${data}\n\n`);
        }
        if (stream.isTerminal(state)) finish();
      } catch {
        finish();
      }
    });
  };
  stream.streams.add(finish);
  raw.on('close', finish);
  // subscribe first, then send the current state: a change in between is not missed
  try {
    unsubscribe = await stream.events.subscribe(stream.documentId, push);
  } catch {
    // no signals to follow (the bus is closed or its connection failed): end, heartbeat and all
    finish();
    return;
  }
  if (isClosed) unsubscribe();
  push();
  await queue;
}

/** A route's live streams: the server's open ones, and how many each user has open, at most `max`. */
export interface StreamLimits {
  streams: OpenStreams;
  perUser: Map<string, number>;
  max: number;
}

/**
 * Answers a request with the stream of `stream.read`'s states for `userId`: a refusal by the first
 * read (404, 403) leaves as an ordinary error response, a user with `max` streams open is refused
 * (429), and the response is taken over for the events (with the local signals where the app has
 * none yet). The set-up every live route shares: a document's state, its generation line, an import.
 */
export async function answerWithStream<State>(
  reply: FastifyReply,
  ctx: { documentEvents?: DocumentEvents },
  limits: StreamLimits,
  userId: string,
  stream: Omit<DocumentStream<State>, 'events' | 'streams' | 'onEnd'>,
): Promise<void> {
  await stream.read();
  const onEnd = openUserStream(limits.perUser, userId, limits.max);
  if (!onEnd) throw errors.rateLimited();
  ctx.documentEvents ??= createLocalDocumentEvents();
  reply.hijack();
  await streamDocumentEvents(reply.raw, { ...stream, events: ctx.documentEvents, streams: limits.streams, onEnd });
}
