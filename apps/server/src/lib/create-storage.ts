import path from 'node:path';
import type { Config } from '../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, createMemoryStorage, type FileStorage } from './storage.ts';

/** Which store a config asks for: `s3` when chosen or when a bucket is named, else local files. */
export function getStorageKind(config: Config): 'local' | 's3' | 'memory' {
  if (config.STORAGE === 's3' || (config.STORAGE === undefined && config.S3_BUCKET)) return 's3';
  return config.DATA_DIR === 'memory' ? 'memory' : 'local';
}

/**
 * Refuses a storage choice that would lose files: with PostgreSQL and separate API and worker
 * processes, each process would write to its own disk, so local files need `STORAGE=local`
 * said out loud (one machine, or a disk every process shares). Likewise every process must sign
 * media URLs with the same key, so `MEDIA_URL_SECRET` is required there.
 */
export function assertStorageChoice(config: Config): void {
  const kind = getStorageKind(config);
  const isSplit = config.DATABASE_URL !== undefined && config.ROLE !== 'all';
  if (kind !== 's3' && isSplit && config.STORAGE !== 'local') {
    throw new Error(
      `ROLE=${config.ROLE} with DATABASE_URL expects other processes beside this one, and they must all see the same files: ` +
        'set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) for object storage, ' +
        'or STORAGE=local when every process shares one disk.',
    );
  }
  if (isSplit && config.MEDIA_URL_SECRET === undefined) {
    throw new Error(
      `ROLE=${config.ROLE} with DATABASE_URL expects other processes beside this one, and they must all sign media URLs alike: ` +
        'set MEDIA_URL_SECRET (32 characters or more, the same in every process; for example `openssl rand -hex 32`).',
    );
  }
  if (kind === 's3') {
    if (!config.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET.');
    if ((config.S3_ACCESS_KEY_ID === undefined) !== (config.S3_SECRET_ACCESS_KEY === undefined)) {
      throw new Error(
        'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK then finds credentials itself).',
      );
    }
    for (const [name, value] of [
      ['S3_ENDPOINT', config.S3_ENDPOINT],
      ['S3_PUBLIC_URL', config.S3_PUBLIC_URL],
    ] as const) {
      if (value !== undefined && !/^https?:$/.test(URL.parse(value)?.protocol ?? ''))
        throw new Error(`${name} must be a URL such as http://minio:9000 (got ${value}).`);
    }
  }
}

/** The store the config chooses (after `assertStorageChoice`). */
export function createConfiguredStorage(config: Config): FileStorage {
  assertStorageChoice(config);
  switch (getStorageKind(config)) {
    case 'memory':
      return createMemoryStorage();
    case 'local':
      return createLocalStorage(path.join(config.dataDir, 'files'));
    case 's3':
      return createS3Storage({
        bucket: config.S3_BUCKET!,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
        publicUrl: config.S3_PUBLIC_URL,
      });
  }
}

/** The store's public origin, when browsers load media from it (added to the CSP). */
export function getStoragePublicOrigin(config: Config): string | null {
  if (getStorageKind(config) !== 's3' || !config.S3_PUBLIC_URL) return null;
  return new URL(config.S3_PUBLIC_URL).origin;
}
