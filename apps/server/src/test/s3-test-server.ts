import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../lib/s3-storage.ts';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** storage options that reach this server (its fixed S3RVER credentials) */
  options: S3StorageOptions;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free port with one empty bucket, its objects in a
 * temporary folder: the S3 adapter is tested over HTTP exactly as against MinIO or AWS.
 */
export async function startS3TestServer(bucket = 'mnemo-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    options: {
      bucket,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
