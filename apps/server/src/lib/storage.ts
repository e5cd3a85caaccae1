import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live: `DATA_DIR/files`, or an S3-compatible store beyond one machine
 * (lib/s3-storage.ts). Chosen by configuration in lib/create-storage.ts.
 */
export interface FileStorage {
  /** stores bytes or a stream (a stream is never held whole in memory) under the key */
  put(key: string, data: Uint8Array | Readable): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** the file's size in bytes, or null when there is no such file */
  stat(key: string): Promise<{ size: number } | null>;
  /**
   * The file's bytes as a stream, or only the inclusive byte range [start, end] (HTTP Range
   * semantics), so media can be served with seeking without reading the whole file.
   */
  createReadStream(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** removes every file whose key starts with the prefix (a user's or a session's files) */
  deletePrefix(prefix: string): Promise<void>;
  /** every key that starts with the prefix, sorted */
  list(prefix: string): Promise<string[]>;
  /**
   * A URL the store itself serves the file from, valid for `expiresInSeconds`; only stores that
   * can presign have it (S3 with S3_PUBLIC_URL set). Without it the API streams the file.
   */
  presignGet?: (key: string, options: PresignOptions) => Promise<string>;
}

export interface PresignOptions {
  expiresInSeconds: number;
  /** sent back as the response's content type */
  contentType?: string;
  /** sent back as the response's content disposition */
  contentDisposition?: string;
}

/** An inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

export function assertSafeKey(key: string): void {
  if (key.includes('..') || path.isAbsolute(key) || key.includes('\0')) throw new Error(`unsafe storage key: ${key}`);
}

/** Files on the local disk under `root`. */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string): string => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // write then rename, so a crash never leaves half a file under the real name
      const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        if (data instanceof Uint8Array) await fs.writeFile(temp, data);
        else await pipeline(data, createWriteStream(temp));
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    get: (key) => fs.readFile(resolve(key)),
    async stat(key) {
      try {
        const info = await fs.stat(resolve(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async createReadStream(key, range) {
      // open first, so a missing file rejects here rather than as a later stream error
      const handle = await fs.open(resolve(key), 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fs.rm(resolve(prefix), { recursive: true, force: true });
    },
    async list(prefix) {
      // a prefix is a folder or the start of a name in one: walk the folder that holds it
      const folder =
        prefix.endsWith('/') || prefix === ''
          ? prefix
          : path.posix.dirname(prefix) === '.'
            ? ''
            : `${path.posix.dirname(prefix)}/`;
      let entries: string[];
      try {
        entries = await fs.readdir(resolve(folder === '' ? '.' : folder), { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const keys: string[] = [];
      for (const entry of entries) {
        const key = `${folder}${entry.split(path.sep).join('/')}`;
        if (!key.startsWith(prefix) || key.endsWith('.tmp')) continue;
        if ((await fs.stat(resolve(key))).isFile()) keys.push(key);
      }
      return keys.sort();
    },
  };
}

/** Files kept in memory (tests and DATA_DIR=memory). */
export function createMemoryStorage(): FileStorage & { keys(): string[] } {
  const files = new Map<string, Buffer>();
  return {
    async put(key, data) {
      assertSafeKey(key);
      if (data instanceof Uint8Array) {
        files.set(key, Buffer.from(data));
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of data as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(chunk));
      files.set(key, Buffer.concat(chunks));
    },
    async get(key) {
      const data = files.get(key);
      if (!data) throw Object.assign(new Error(`no such file: ${key}`), { code: 'ENOENT' });
      return data;
    },
    async stat(key) {
      const data = files.get(key);
      return data ? { size: data.length } : null;
    },
    async createReadStream(key, range) {
      const data = files.get(key);
      if (!data) throw Object.assign(new Error(`no such file: ${key}`), { code: 'ENOENT' });
      return Readable.from([range ? data.subarray(range.start, range.end + 1) : data]);
    },
    async delete(key) {
      files.delete(key);
    },
    async deletePrefix(prefix) {
      for (const key of [...files.keys()]) if (key.startsWith(prefix)) files.delete(key);
    },
    list: async (prefix) => [...files.keys()].filter((key) => key.startsWith(prefix)).sort(),
    keys: () => [...files.keys()],
  };
}
