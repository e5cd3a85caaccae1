import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type DocumentEvents, type OpenStreams, streamDocumentEvents } from './document-events.ts';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
});

describe('streamDocumentEvents', () => {
  it('ends the stream, its heartbeat and its place when the signal bus cannot subscribe', async () => {
    const streams: OpenStreams = new Set();
    let ended = 0;
    const events: DocumentEvents = {
      publish: async () => undefined,
      subscribe: async () => {
        throw new Error('listener connection refused');
      },
      close: async () => undefined,
    };
    server = createServer((_request, response) => {
      void streamDocumentEvents(response, {
        documentId: 'd1',
        requestId: 'r1',
        events,
        streams,
        read: async () => ({ status: 'processing' }),
        isTerminal: () => false,
        onEnd: () => {
          ended += 1;
        },
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(200);
    // the body ends (before, it stayed open for ever with its heartbeat running)
    expect(await response.text()).toBe('');
    expect(streams.size).toBe(0);
    expect(ended).toBe(1);
  });
});
