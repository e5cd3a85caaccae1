import { readFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixturePath } from './fixtures.ts';

/** What the stand-in received, per request. */
export interface TranscriptionRequest {
  mode: string;
  authorization: string | undefined;
  model: string | null;
  responseFormat: string | null;
  fileName: string | null;
  fileType: string | null;
  fileBytes: number;
  fileHead: Buffer;
}

export interface TranscriptionServer {
  /** base URL for a mode: normal | diarized | fail | empty | split */
  baseUrl(mode?: string): string;
  requests: TranscriptionRequest[];
  close(): Promise<void>;
}

interface ReferenceLine {
  start: number;
  end: number;
  speaker: string;
  text: string;
}

/** Reads `[  6.68-  7.16] Diane: Hello?` lines of a reference transcript. */
export function readReferenceTranscript(relative: string): ReferenceLine[] {
  return readFileSync(fixturePath(relative), 'utf8')
    .split('\n')
    .map((line) => /^\[\s*([\d.]+)-\s*([\d.]+)\]\s*([^:]+):\s*(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ start: Number(match[1]), end: Number(match[2]), speaker: match[3]!, text: match[4]! }));
}

/**
 * A local server speaking the OpenAI transcription protocol: multipart `POST
 * /…/audio/transcriptions` in, `verbose_json` out. It answers with the fixtures' reference
 * transcripts (the JFK clip when the upload is short, the two-speaker call otherwise). A random
 * port unless `port` is given (the browser journeys start it on a fixed one).
 */
export async function startTranscriptionServer(options: { port?: number } = {}): Promise<TranscriptionServer> {
  const requests: TranscriptionRequest[] = [];
  const twoSpeakers = readReferenceTranscript('audio/two-speakers.reference.txt');
  const jfkText = readFileSync(fixturePath('audio/one-speaker-jfk.reference.txt'), 'utf8').trim();
  const server: Server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const url = new URL(request.url ?? '/', 'http://x');
        const mode = url.pathname.split('/')[1] ?? '';
        if (request.method !== 'POST' || !url.pathname.endsWith('/v1/audio/transcriptions')) {
          response.writeHead(404).end();
          return;
        }
        const form = await new Request('http://x/', {
          method: 'POST',
          headers: { 'content-type': request.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        }).formData();
        const file = form.get('file') as File | null;
        const fileBytes = file === null ? Buffer.alloc(0) : Buffer.from(await file.arrayBuffer());
        requests.push({
          mode,
          authorization: request.headers.authorization,
          model: form.get('model') as string | null,
          responseFormat: form.get('response_format') as string | null,
          fileName: file?.name ?? null,
          fileType: file?.type ?? null,
          fileBytes: fileBytes.byteLength,
          fileHead: fileBytes.subarray(0, 4),
        });
        const send = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (mode === 'fail') return send(500, { error: { message: 'model overloaded', type: 'server_error' } });
        if (mode === 'empty')
          return send(200, { task: 'transcribe', language: 'english', duration: 3, text: '', segments: [] });
        if (mode === 'split') {
          return send(200, {
            task: 'transcribe',
            language: 'english',
            duration: 10,
            text: `part ${requests.length}`,
            segments: [{ id: 0, start: 0.5, end: 2, text: ` part ${requests.length}` }],
          });
        }
        const isShort = fileBytes.byteLength < 60_000;
        const lines = isShort ? [{ start: 0.3, end: 10.5, speaker: 'A', text: jfkText }] : twoSpeakers;
        send(200, {
          task: 'transcribe',
          language: 'english',
          duration: isShort ? 11 : 30,
          text: lines.map((line) => line.text).join(' '),
          segments: lines.map((line, id) => ({
            id,
            seek: 0,
            start: line.start,
            end: line.end,
            text: ` ${line.text}`,
            tokens: [],
            temperature: 0,
            avg_logprob: -0.2,
            compression_ratio: 1.2,
            no_speech_prob: 0.01,
            ...(mode === 'diarized' ? { speaker: line.speaker } : {}),
          })),
        });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: (mode = 'normal') => `${origin}/${mode}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
