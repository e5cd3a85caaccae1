import { describe, expect, it } from 'vitest';
import { createTestConfig } from '../config.ts';
import {
  assertStorageChoice,
  createConfiguredStorage,
  getStorageKind,
  getStoragePublicOrigin,
} from './create-storage.ts';

const postgres = { DATABASE_URL: 'postgres://db/mnemo' };
const secret = { MEDIA_URL_SECRET: 'x'.repeat(32) };

describe('storage choice', () => {
  it('keeps files on the local disk in the embedded default', () => {
    expect(getStorageKind(createTestConfig({ DATA_DIR: './data' }))).toBe('local');
    expect(() => assertStorageChoice(createTestConfig({ ...postgres, DATA_DIR: './data' }))).not.toThrow();
  });

  it('refuses local files for separate API and worker processes unless STORAGE=local is said', () => {
    for (const ROLE of ['api', 'worker'] as const) {
      expect(() => assertStorageChoice(createTestConfig({ ...postgres, ...secret, ROLE, DATA_DIR: './data' }))).toThrow(
        /S3_BUCKET.*or STORAGE=local/s,
      );
      expect(() =>
        assertStorageChoice(createTestConfig({ ...postgres, ...secret, ROLE, DATA_DIR: './data', STORAGE: 'local' })),
      ).not.toThrow();
    }
  });

  it('chooses object storage when a bucket is named, and checks its settings', () => {
    const config = createTestConfig({
      ...postgres,
      ...secret,
      ROLE: 'api',
      S3_BUCKET: 'mnemo',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(getStorageKind(config)).toBe('s3');
    expect(() => assertStorageChoice(config)).not.toThrow();
    expect(createConfiguredStorage(config).presignGet).toBeUndefined();
    expect(() => assertStorageChoice(createTestConfig({ STORAGE: 's3' }))).toThrow(/needs S3_BUCKET/);
    expect(() => assertStorageChoice(createTestConfig({ S3_BUCKET: 'mnemo', S3_ACCESS_KEY_ID: 'k' }))).toThrow(
      /both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => assertStorageChoice(createTestConfig({ S3_BUCKET: 'mnemo', S3_ENDPOINT: 'minio:9000' }))).toThrow(
      /S3_ENDPOINT must be a URL/,
    );
  });

  it('refuses separate processes without MEDIA_URL_SECRET, since each would sign media URLs with its own key', () => {
    const store = { S3_BUCKET: 'mnemo', S3_ENDPOINT: 'http://minio:9000' };
    for (const ROLE of ['api', 'worker'] as const) {
      expect(() => assertStorageChoice(createTestConfig({ ...postgres, ...store, ROLE }))).toThrow(
        /set MEDIA_URL_SECRET/,
      );
      expect(() => assertStorageChoice(createTestConfig({ ...postgres, ...store, ...secret, ROLE }))).not.toThrow();
    }
    // one process (the embedded default, or ROLE=all on PostgreSQL) keeps its generated key
    expect(() => assertStorageChoice(createTestConfig({ ...postgres, ...store }))).not.toThrow();
  });

  it('presigns, and opens the CSP to the store, only with S3_PUBLIC_URL', () => {
    const base = { S3_BUCKET: 'mnemo', S3_ENDPOINT: 'http://minio:9000' };
    expect(getStoragePublicOrigin(createTestConfig(base))).toBeNull();
    const config = createTestConfig({ ...base, S3_PUBLIC_URL: 'https://files.example.org/' });
    expect(getStoragePublicOrigin(config)).toBe('https://files.example.org');
    expect(typeof createConfiguredStorage(config).presignGet).toBe('function');
    // a public URL without object storage opens nothing
    expect(getStoragePublicOrigin(createTestConfig({ S3_PUBLIC_URL: 'https://files.example.org' }))).toBeNull();
  });
});
