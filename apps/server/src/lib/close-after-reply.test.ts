import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAfterReply, type LingerLimits } from './close-after-reply.ts';

const CAP = 256 * 1024;
const servers: http.Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server that refuses a body past CAP while it streams, as the upload routes do. */
async function startRefusingServer(limits: LingerLimits): Promise<{ port: number; answered: Promise<net.Socket> }> {
  let markAnswered!: (socket: net.Socket) => void;
  const answered = new Promise<net.Socket>((resolve) => (markAnswered = resolve));
  const server = http.createServer((request, response) => {
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.byteLength;
      if (size <= CAP) return;
      request.off('data', onData);
      request.pause();
      closeAfterReply(request, response, limits);
      // the answer has left once our side of the socket is finished
      request.socket.once('finish', () => setImmediate(() => markAnswered(request.socket)));
      response.writeHead(402, { 'content-type': 'application/json' }).end('{"error":{"code":"QUOTA_LIMIT"}}');
    };
    request.on('data', onData);
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as net.AddressInfo).port, answered };
}

function chunked(bytes: number): Buffer {
  return Buffer.concat([Buffer.from(`${bytes.toString(16)}\r\n`), Buffer.alloc(bytes, 120), Buffer.from('\r\n')]);
}

describe('closeAfterReply', () => {
  it('lets a client that is still sending read the early answer (no reset before it is read)', async () => {
    const { port, answered } = await startRefusingServer({ idleMs: 5_000, totalMs: 10_000 });
    const client = net.connect(port, '127.0.0.1');
    await once(client, 'connect');
    client.on('error', () => undefined); // a failed write is asserted below
    // the client reads nothing until it has sent more after the answer, as a busy uploader does
    client.pause();
    client.write('POST /upload HTTP/1.1\r\nhost: test\r\ntransfer-encoding: chunked\r\n\r\n');
    client.write(chunked(4 * CAP));
    await answered;
    for (let i = 0; i < 3; i += 1) {
      const writeError = await new Promise<Error | null | undefined>((resolve) =>
        client.write(chunked(CAP / 4), resolve),
      );
      expect(writeError ?? null).toBeNull();
    }

    let received = '';
    client.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    client.resume();
    await once(client, 'end');
    expect(received).toMatch(/^HTTP\/1\.1 402 /);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(received).toContain('QUOTA_LIMIT');
    client.destroy();
  });

  it('lets go of the socket as soon as the client closes, long before its linger limits', async () => {
    // limits far beyond the test's own timeout: only the client's close can end the connection
    const { port, answered } = await startRefusingServer({ idleMs: 600_000, totalMs: 600_000 });
    const client = net.connect(port, '127.0.0.1');
    await once(client, 'connect');
    client.write('POST /upload HTTP/1.1\r\nhost: test\r\ntransfer-encoding: chunked\r\n\r\n');
    client.write(chunked(2 * CAP));
    const serverSocket = await answered;
    expect(serverSocket.destroyed).toBe(false);
    // (a client that stops mid-body ends the server's parse with an error: `once` would reject on it)
    const serverClosed = new Promise((resolve) => serverSocket.once('close', resolve));
    client.resume();
    client.end();
    await serverClosed;
    expect(serverSocket.destroyed).toBe(true);
    client.destroy();
  });
});
