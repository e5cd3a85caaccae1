import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Usage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

/** What the server answers next: a JSON completion, a streamed one, an HTTP status, or nothing. */
export type CompletionReply =
  | { kind: 'content'; content: string; usage?: Usage }
  | { kind: 'stream'; deltas: string[]; usage?: Usage }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'delay'; ms: number };

export interface ChatCompletionsServer {
  /** base URL for AI_BASE_URL (…/v1) */
  baseUrl: string;
  replies: CompletionReply[];
  requests: Array<{ body: Record<string, unknown>; headers: IncomingMessage['headers'] }>;
  /** holds every answer (requests are still recorded) until the returned function is called */
  hold(): () => void;
  close(): Promise<void>;
}

function send(response: ServerResponse, reply: CompletionReply): void {
  if (reply.kind === 'delay') return; // never answers: the client's timeout must fire
  if (reply.kind === 'status') {
    const fallback =
      reply.status === 429 ? { message: 'busy', type: 'rate_limit' } : { message: 'failure', type: 'server_error' };
    response.writeHead(reply.status, { 'content-type': 'application/json', 'retry-after-ms': '10' });
    response.end(JSON.stringify(reply.body ?? { error: fallback }));
    return;
  }
  if (reply.kind === 'stream') {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const delta of reply.deltas) {
      const part = {
        id: 'c',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'm',
        choices: [{ index: 0, delta: { content: delta }, finish_reason: null }],
      };
      response.write(`data: ${JSON.stringify(part)}\n\n`);
    }
    response.write(
      `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [], usage: reply.usage ?? null })}\n\n`,
    );
    response.end('data: [DONE]\n\n');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: 'c',
      object: 'chat.completion',
      created: 0,
      model: 'm',
      choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
      usage: reply.usage ?? { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
    }),
  );
}

/**
 * A real HTTP server on 127.0.0.1 speaking OpenAI's chat-completions protocol, for API tests of
 * the `openai` provider and the endpoints using it: tests queue replies and read back the
 * requests made.
 */
export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  const replies: CompletionReply[] = [];
  const requests: ChatCompletionsServer['requests'] = [];
  let gate: Promise<void> = Promise.resolve();
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (part: Buffer) => (raw += part.toString()));
    request.on('end', () => {
      requests.push({ body: JSON.parse(raw || '{}') as Record<string, unknown>, headers: request.headers });
      const reply = replies.shift();
      void gate.then(() => {
        if (!reply || request.url !== '/v1/chat/completions') {
          response
            .writeHead(400, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'no reply queued' } }));
          return;
        }
        send(response, reply);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    replies,
    requests,
    hold: () => {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = Promise.resolve();
        release();
      };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
