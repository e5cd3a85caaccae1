import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live: `DATA_DIR/files` (S3-compatible storage is the scale-out option). */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** removes every file whose key starts with the prefix (a user's or a session's files) */
  deletePrefix(prefix: string): Promise<void>;
}

function assertSafeKey(key: string): void {
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
      const temp = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, target);
    },
    get: (key) => fs.readFile(resolve(key)),
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fs.rm(resolve(prefix), { recursive: true, force: true });
    },
  };
}

/** Files kept in memory (tests and DATA_DIR=memory). */
export function createMemoryStorage(): FileStorage & { keys(): string[] } {
  const files = new Map<string, Buffer>();
  return {
    async put(key, data) {
      assertSafeKey(key);
      files.set(key, Buffer.from(data));
    },
    async get(key) {
      const data = files.get(key);
      if (!data) throw Object.assign(new Error(`no such file: ${key}`), { code: 'ENOENT' });
      return data;
    },
    async delete(key) {
      files.delete(key);
    },
    async deletePrefix(prefix) {
      for (const key of [...files.keys()]) if (key.startsWith(prefix)) files.delete(key);
    },
    keys: () => [...files.keys()],
  };
}

/** Storage keys of one user's files start here; deleting the account removes the prefix. */
export function getUserStoragePrefix(userId: string): string {
  return `users/${userId}/`;
}
