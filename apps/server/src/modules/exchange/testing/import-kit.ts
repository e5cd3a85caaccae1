import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ERROR_STATUS } from '@mnemo/contracts/errors';
import type { ImportAccepted, ImportState } from '@mnemo/contracts/exchange';
import { buildMultipart } from '../../pipeline/testing/pipeline-test-kit.ts';

/* Importing a deck through the API as a client does (ADR 064): POST, then follow the job. */

/** The states of an import's event stream body, in order. */
export function parseImportEvents(body: string): ImportState[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event: import'))
    .map((block) => JSON.parse(block.split('\ndata: ')[1]!) as ImportState);
}

/** Follows an import's events until it is over; every state streamed. */
export async function followImport(
  app: FastifyInstance,
  token: string,
  importId: string,
  headers: Record<string, string> = {},
): Promise<ImportState[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/imports/${importId}/events`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  if (res.statusCode !== 200) throw new Error(`import events: ${res.statusCode} ${res.body}`);
  return parseImportEvents(res.body);
}

export interface ImportOutcome {
  /** the POST's answer (202, or a refusal before any job) */
  response: LightMyRequestResponse;
  accepted: ImportAccepted | null;
  /** the last state (null when the POST was refused) */
  state: ImportState | null;
  events: ImportState[];
}

/** POSTs a file to `/api/import` (or `/api/sessions/:id/import`) and follows its job to the end. */
export async function importAndWait(
  app: FastifyInstance,
  token: string,
  bytes: Uint8Array,
  fileName: string,
  options: { sessionId?: string; headers?: Record<string, string> } = {},
): Promise<ImportOutcome> {
  const body = buildMultipart({}, { bytes, fileName });
  const url = options.sessionId ? `/api/sessions/${options.sessionId}/import` : '/api/import';
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, ...body.headers, ...options.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 202) return { response, accepted: null, state: null, events: [] };
  const accepted = response.json() as ImportAccepted;
  const events = await followImport(app, token, accepted.importId, options.headers);
  return { response, accepted, state: events.at(-1) ?? null, events };
}

interface AnswerBody {
  sessionId: string;
  imported: ImportState['imported'];
  skipped: ImportState['skipped'];
  error?: { code: string; message: string };
}

/**
 * The outcome of an import as the one answer a caller used to get before imports were jobs:
 * 200 `{ sessionId, imported, skipped }` once done, the error's status and envelope once failed,
 * the POST's own answer when it was refused — for tests that care about what was imported.
 */
export async function importAsAnswer(
  app: FastifyInstance,
  token: string,
  bytes: Uint8Array,
  fileName: string,
  options: { sessionId?: string } = {},
) {
  const { response, accepted, state } = await importAndWait(app, token, bytes, fileName, options);
  if (!accepted || !state)
    return {
      statusCode: response.statusCode,
      body: response.body,
      json: () => response.json() as AnswerBody,
    };
  const json = state.error
    ? { error: state.error }
    : { sessionId: accepted.sessionId, imported: state.imported, skipped: state.skipped };
  const statusCode = state.error ? ERROR_STATUS[state.error.code as keyof typeof ERROR_STATUS] : 200;
  return { statusCode, body: JSON.stringify(json), json: () => json as AnswerBody };
}
