import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, createMemoryStorage, type FileStorage } from './storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-storage-'));
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
  await s3?.close();
});

// The same behaviour from every store the server can be configured with.
describe.each<[string, () => FileStorage]>([
  ['local', () => createLocalStorage(root)],
  ['memory', () => createMemoryStorage()],
  ['s3', () => createS3Storage(s3.options)],
])('%s storage', (_name, create) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = create();
  });

  it('stores, sizes, streams whole and by inclusive byte range, and deletes', async () => {
    await storage.put('users/u1/a.txt', new TextEncoder().encode('0123456789'));
    expect(await storage.stat('users/u1/a.txt')).toEqual({ size: 10 });
    expect((await storage.get('users/u1/a.txt')).toString()).toBe('0123456789');
    expect(await text(await storage.createReadStream('users/u1/a.txt'))).toBe('0123456789');
    expect(await text(await storage.createReadStream('users/u1/a.txt', { start: 2, end: 5 }))).toBe('2345');
    expect(await text(await storage.createReadStream('users/u1/a.txt', { start: 9, end: 9 }))).toBe('9');
    await storage.deletePrefix('users/u1/');
    expect(await storage.stat('users/u1/a.txt')).toBeNull();
  });

  it('stores a stream larger than one upload part, byte for byte', async () => {
    // 20 MiB in 1 MiB pieces, each piece filled with its own index: a misplaced part shows
    const pieces = Array.from({ length: 20 }, (_, i) => Buffer.alloc(1024 * 1024, i));
    await storage.put('users/u2/big.bin', Readable.from(pieces));
    expect(await storage.stat('users/u2/big.bin')).toEqual({ size: 20 * 1024 * 1024 });
    const read = await buffer(await storage.createReadStream('users/u2/big.bin'));
    expect(read.equals(Buffer.concat(pieces))).toBe(true);
    const middle = await buffer(
      await storage.createReadStream('users/u2/big.bin', { start: 9 * 1024 * 1024 - 1, end: 9 * 1024 * 1024 }),
    );
    expect([...middle]).toEqual([8, 9]);
    await storage.delete('users/u2/big.bin');
    expect(await storage.stat('users/u2/big.bin')).toBeNull();
  });

  it('lists keys under a prefix and deletes only those', async () => {
    for (const key of ['users/u3/s/1/a.txt', 'users/u3/s/1/b/c.txt', 'users/u3/s/2/a.txt', 'users/u30/x.txt']) {
      await storage.put(key, Buffer.from(key));
    }
    expect(await storage.list('users/u3/')).toEqual([
      'users/u3/s/1/a.txt',
      'users/u3/s/1/b/c.txt',
      'users/u3/s/2/a.txt',
    ]);
    expect(await storage.list('users/u3/s/1/')).toEqual(['users/u3/s/1/a.txt', 'users/u3/s/1/b/c.txt']);
    expect(await storage.list('users/nobody/')).toEqual([]);
    await storage.deletePrefix('users/u3/s/1/');
    expect(await storage.list('users/u3/')).toEqual(['users/u3/s/2/a.txt']);
    await storage.deletePrefix('users/u3/');
    expect(await storage.list('users/u3')).toEqual(['users/u30/x.txt']);
    await storage.deletePrefix('users/u30/');
  });

  it('answers null for a missing file and rejects a read of one', async () => {
    expect(await storage.stat('users/nobody/missing.bin')).toBeNull();
    await expect(storage.createReadStream('users/nobody/missing.bin')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.get('users/nobody/missing.bin')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses keys that leave the root', async () => {
    await expect(storage.put('../escape.txt', new Uint8Array([1]))).rejects.toThrow(/unsafe storage key/);
  });
});

describe('s3 storage presigned reads', () => {
  it('has no presigned URLs without a public URL (the API streams instead)', () => {
    expect(createS3Storage(s3.options).presignGet).toBeUndefined();
  });

  it('hands out a URL the store serves, signed for the public address, which expires', async () => {
    // the public address is the same server under another name: the signature covers the host
    const publicUrl = s3.endpoint.replace('127.0.0.1', 'localhost');
    const storage = createS3Storage({ ...s3.options, publicUrl });
    await storage.put('users/u4/page.pdf', Buffer.from('%PDF-1.4 test'));
    const url = await storage.presignGet!('users/u4/page.pdf', {
      expiresInSeconds: 60,
      contentType: 'application/pdf',
    });
    expect(url.startsWith(`${publicUrl}/${s3.bucket}/users/u4/page.pdf?`)).toBe(true);
    const answer = await fetch(url, { headers: { range: 'bytes=0-3' } });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(await answer.text()).toBe('%PDF');
    // s3rver checks a V4 URL's expiry but not its signature; that it is signed is checked here
    expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(new URL(url).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // a URL signed for one second, ten seconds ago, is past its expiry (the clock moved for the signing only)
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 10_000);
    const expired = await storage.presignGet!('users/u4/page.pdf', { expiresInSeconds: 1 }).finally(() =>
      vi.useRealTimers(),
    );
    expect(new URL(expired).searchParams.get('X-Amz-Expires')).toBe('1');
    const refused = await fetch(expired);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Request has expired');
  });
});
