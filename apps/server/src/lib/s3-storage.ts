import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** the store's API address (MinIO, Garage, Ceph, R2…); AWS's own when absent */
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `endpoint/bucket/key` addressing, which most self-hosted stores need */
  forcePathStyle: boolean;
  /**
   * The address browsers reach the store at. When set, media is served by the store from
   * presigned URLs signed for this address; when not, the API streams it.
   */
  publicUrl?: string | undefined;
}

// Streams larger than one part go up as a multipart upload: memory stays at parts × queue.
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function createClient(options: S3StorageOptions, endpoint: string | undefined): S3Client {
  return new S3Client({
    region: options.region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where the API demands them: many S3-compatible stores reject the newer
    // default trailers (aws-chunked bodies with CRC32).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

function notFound(key: string, cause: unknown): Error {
  return Object.assign(new Error(`no such file: ${key}`, { cause }), { code: 'ENOENT' });
}

/** Files in an S3-compatible bucket; every read and write streams. */
export function createS3Storage(options: S3StorageOptions): FileStorage & { client: S3Client } {
  const client = createClient(options, options.endpoint);
  // Presigning is local computation (no request): a client addressed at the public URL signs
  // for the host the browser will send.
  const presigner = options.publicUrl ? createClient(options, options.publicUrl) : null;
  const Bucket = options.bucket;

  const getObject = async (key: string, range?: { start: number; end: number }) => {
    assertSafeKey(key);
    try {
      return await client.send(
        new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
    } catch (error) {
      if (isMissing(error)) throw notFound(key, error);
      throw error;
    }
  };

  const listKeys = async (prefix: string): Promise<string[]> => {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ...(ContinuationToken ? { ContinuationToken } : {}) }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  };

  const storage: FileStorage & { client: S3Client } = {
    client,
    async put(key, data) {
      assertSafeKey(key);
      if (data instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.byteLength }));
        return;
      }
      // a stream of unknown length: one PUT when it fits in a part, else a multipart upload
      // (aborted on failure, so no orphaned parts are left behind)
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: data },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      }).done();
    },
    async get(key) {
      const object = await getObject(key);
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async stat(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async createReadStream(key, range) {
      const object = await getObject(key, range);
      return object.Body as Readable;
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      assertSafeKey(prefix);
      const keys = await listKeys(prefix);
      // DeleteObjects takes at most 1,000 keys a call
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        if (result.Errors?.length)
          throw new Error(
            `could not delete ${result.Errors.length} files under ${prefix}: ${result.Errors[0]?.Message ?? ''}`,
          );
      }
    },
    async list(prefix) {
      return (await listKeys(prefix)).sort();
    },
  };
  if (presigner) {
    storage.presignGet = async (key, presign) => {
      assertSafeKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ...(presign.contentType ? { ResponseContentType: presign.contentType } : {}),
        ...(presign.contentDisposition ? { ResponseContentDisposition: presign.contentDisposition } : {}),
      });
      return getSignedUrl(presigner, command, { expiresIn: presign.expiresInSeconds });
    };
  }
  return storage;
}
