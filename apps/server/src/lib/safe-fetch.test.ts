import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { assertPublicUrl, isBlockedAddress, safeFetch } from './safe-fetch.ts';

let server: Server;
let origin: string;
let port: number;
let closedPort: number;

async function expectAppError(promise: Promise<unknown>, messageKey: string, code?: string): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).messageKey).toBe(messageKey);
  if (code !== undefined) expect((error as AppError).code).toBe(code);
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    switch (url.pathname) {
      case '/page':
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<html><body><p>Hello</p></body></html>');
        return;
      case '/redirect': {
        const hops = Number(url.searchParams.get('hops') ?? '1');
        response.writeHead(302, { location: hops > 1 ? `/redirect?hops=${hops - 1}` : '/page' });
        response.end();
        return;
      }
      case '/redirect-to':
        response.writeHead(301, { location: url.searchParams.get('target') ?? '/' });
        response.end();
        return;
      case '/big':
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(2 * 1024 * 1024) });
        response.end(Buffer.alloc(2 * 1024 * 1024, 97));
        return;
      case '/big-chunked':
        response.writeHead(200, { 'content-type': 'text/html' });
        for (let i = 0; i < 40; i++) response.write(Buffer.alloc(64 * 1024, 98));
        response.end();
        return;
      case '/gzip-bomb':
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        response.end(zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 }));
        return;
      case '/gzip':
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        response.end(zlib.gzipSync(Buffer.from('<p>compressed</p>')));
        return;
      case '/hang':
        return; // never answers
      case '/trickle':
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<p>');
        return; // never ends
      default:
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('nope');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.0.192',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    'not-an-ip',
    // IPv4-compatible IPv6 (::/96, deprecated): never a legitimate destination
    '::7f00:1',
    '::127.0.0.1',
    '::a00:1',
    '::a9fe:a9fe',
    '::808:808',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('assertPublicUrl', () => {
  it.each([
    'http://127.0.0.1/',
    'http://localhost:8080/',
    'http://app.localhost/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::7f00:1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://[fd00:ec2::254]/',
    'http://100.64.1.1/',
  ])('refuses %s', async (url) => {
    await expectAppError(assertPublicUrl(url), 'pipeline:url_blocked', 'VALIDATION');
  });

  it('refuses other schemes, credentials and non-URLs with their own messages', async () => {
    await expectAppError(assertPublicUrl('ftp://example.com/file'), 'pipeline:url_protocol');
    await expectAppError(assertPublicUrl('file:///etc/passwd'), 'pipeline:url_protocol');
    await expectAppError(assertPublicUrl('javascript:alert(1)'), 'pipeline:url_protocol');
    await expectAppError(assertPublicUrl('http://user:secret@example.com/'), 'pipeline:url_credentials');
    await expectAppError(assertPublicUrl('not a url'), 'pipeline:url_invalid');
  });

  it('refuses a name when any DNS answer is private, and a name that does not resolve', async () => {
    const resolveHost = async () => [
      { address: '93.184.215.14', family: 4 as const },
      { address: '10.0.0.7', family: 4 as const },
    ];
    await expectAppError(assertPublicUrl('https://mixed.example/', { resolveHost }), 'pipeline:url_blocked');
    const mapped = async () => [{ address: '::ffff:192.168.0.1', family: 6 as const }];
    await expectAppError(assertPublicUrl('https://mapped.example/', { resolveHost: mapped }), 'pipeline:url_blocked');
    await expectAppError(
      assertPublicUrl('https://nowhere.example/', { resolveHost: async () => [] }),
      'pipeline:url_not_found',
    );
  });

  it('accepts a public answer', async () => {
    const result = await assertPublicUrl('https://example.com/x', {
      resolveHost: async () => [{ address: '93.184.215.14', family: 4 }],
    });
    expect(result.address.address).toBe('93.184.215.14');
  });
});

describe('safeFetch', () => {
  it('refuses a local server unless it is allow-listed (the allow-list is empty by default)', async () => {
    await expectAppError(safeFetch(`${origin}/page`), 'pipeline:url_blocked');
    await expectAppError(
      safeFetch(`${origin}/page`, { allowHosts: [`127.0.0.1:${port + 1}`] }),
      'pipeline:url_blocked',
    );
    const response = await safeFetch(`${origin}/page`, { allowHosts: [`127.0.0.1:${port}`] });
    expect(response.status).toBe(200);
    expect(response.contentType).toBe('text/html');
    expect(response.charset).toBe('utf-8');
    expect(response.body.toString()).toContain('Hello');
  });

  it('connects to the address it checked (pinned lookup), resolving once per hop', async () => {
    let calls = 0;
    const resolveHost = async () => {
      calls++;
      return [{ address: '127.0.0.1', family: 4 as const }];
    };
    const response = await safeFetch(`http://pinned.test:${port}/page`, {
      allowHosts: [`pinned.test:${port}`],
      resolveHost,
    });
    expect(response.status).toBe(200);
    expect(calls).toBe(1);
  });

  it('follows up to 5 redirects and refuses the 6th', async () => {
    const allowHosts = [`127.0.0.1:${port}`];
    const response = await safeFetch(`${origin}/redirect?hops=5`, { allowHosts });
    expect(response.status).toBe(200);
    expect(response.redirects).toHaveLength(5);
    expect(response.url).toBe(`${origin}/page`);
    await expectAppError(safeFetch(`${origin}/redirect?hops=6`, { allowHosts }), 'pipeline:web_too_many_redirects');
  });

  it('checks every redirect target: loopback on another port, metadata, a name resolving privately', async () => {
    const allowHosts = [`127.0.0.1:${port}`];
    const to = (target: string) => `${origin}/redirect-to?target=${encodeURIComponent(target)}`;
    await expectAppError(safeFetch(to(`http://127.0.0.1:${closedPort}/`), { allowHosts }), 'pipeline:url_blocked');
    await expectAppError(
      safeFetch(to('http://169.254.169.254/latest/meta-data/'), { allowHosts }),
      'pipeline:url_blocked',
    );
    await expectAppError(safeFetch(to('http://[::ffff:127.0.0.1]/'), { allowHosts }), 'pipeline:url_blocked');
    await expectAppError(safeFetch(to('file:///etc/passwd'), { allowHosts }), 'pipeline:url_protocol');
    const resolveHost = async (host: string) =>
      host === 'rebound.example'
        ? [{ address: '192.168.1.10', family: 4 as const }]
        : [{ address: '127.0.0.1', family: 4 as const }];
    await expectAppError(safeFetch(to('http://rebound.example/'), { allowHosts, resolveHost }), 'pipeline:url_blocked');
  });

  it('caps the size while streaming: declared, chunked and decompressed (gzip bomb)', async () => {
    const allowHosts = [`127.0.0.1:${port}`];
    await expectAppError(
      safeFetch(`${origin}/big`, { allowHosts, maxBytes: 1024 * 1024 }),
      'pipeline:web_too_large',
      'PAYLOAD_TOO_LARGE',
    );
    await expectAppError(
      safeFetch(`${origin}/big-chunked`, { allowHosts, maxBytes: 1024 * 1024 }),
      'pipeline:web_too_large',
    );
    await expectAppError(
      safeFetch(`${origin}/gzip-bomb`, { allowHosts, maxBytes: 1024 * 1024 }),
      'pipeline:web_too_large',
    );
    const small = await safeFetch(`${origin}/gzip`, { allowHosts });
    expect(small.body.toString()).toBe('<p>compressed</p>');
  });

  it('caps the time for a server that never answers and one that never finishes', async () => {
    const allowHosts = [`127.0.0.1:${port}`];
    await expectAppError(safeFetch(`${origin}/hang`, { allowHosts, timeoutMs: 300 }), 'pipeline:web_timeout');
    await expectAppError(safeFetch(`${origin}/trickle`, { allowHosts, timeoutMs: 300 }), 'pipeline:web_timeout');
  });

  it('reports an unreachable server and returns error statuses', async () => {
    await expectAppError(
      safeFetch(`http://127.0.0.1:${closedPort}/`, { allowHosts: [`127.0.0.1:${closedPort}`] }),
      'pipeline:web_unreachable',
    );
    const missing = await safeFetch(`${origin}/missing`, { allowHosts: [`127.0.0.1:${port}`] });
    expect(missing.status).toBe(404);
  });
});
