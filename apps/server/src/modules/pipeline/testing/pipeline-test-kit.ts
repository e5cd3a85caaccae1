import type { CreateSessionResponse, DocumentState } from '@mnemo/contracts/pipeline';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Updateable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { bearer, type TestApp } from '../../../test/test-app.ts';

/** A multipart/form-data body for app.inject: text fields and at most one file. */
export function buildMultipart(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; fileName: string; contentType?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mnemo${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.fileName}"\r\ncontent-type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a file as a new session (multipart). */
export function uploadSession(
  app: FastifyInstance,
  token: string,
  file: { bytes: Uint8Array; fileName: string } | null,
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = buildMultipart(
    { name: 'Test session', questionTypes: 'multiple_choice,true_false,open_ended', questionLanguage: 'en', ...fields },
    file ?? undefined,
  );
  return app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Parses a server-sent-events body into its `document` events. */
export function parseDocumentEvents(body: string): DocumentState[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line.slice(6)) as DocumentState);
}

/**
 * Follows a document's event stream until it ends (completed or failed) and returns every event;
 * the last one is the final state.
 */
export async function followDocument(
  app: FastifyInstance,
  token: string,
  documentId: string,
): Promise<DocumentState[]> {
  const res = await app.inject({ method: 'GET', url: `/api/documents/${documentId}/events`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`events: ${res.statusCode} ${res.body}`);
  return parseDocumentEvents(res.body);
}

/** Waits (polling GET /api/documents/:id) until the document completes or fails. */
export async function waitForDocument(
  app: FastifyInstance,
  token: string,
  documentId: string,
  timeoutMs = 60_000,
): Promise<DocumentState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/documents/${documentId}`, headers: bearer(token) });
    const state = res.json() as DocumentState;
    if (state.status === 'completed' || state.status === 'failed') return state;
    if (Date.now() > deadline) throw new Error(`document ${documentId} still ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A session of pasted text whose document the test sets in `state` as the pipeline would while
 * making it (the app built with `pipeline: { worker: false }`, so no job runs); the session as
 * created.
 */
export async function createSessionBeingMade(
  t: TestApp,
  ownerToken: string,
  text: string,
  state: Updateable<Database['documents']>,
): Promise<CreateSessionResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: bearer(ownerToken),
    payload: { name: 'Shared while made', text, questionTypes: ['open_ended'] },
  });
  if (res.statusCode !== 202) throw new Error(`creating the session failed: ${res.statusCode} ${res.body}`);
  const created = res.json() as CreateSessionResponse;
  await t.ctx.db.updateTable('documents').set(state).where('id', '=', created.document.id).execute();
  return created;
}
