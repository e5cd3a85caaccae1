import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../lib/storage.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('is live without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database and store answer and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      draining: false,
      checks: { database: 'ok', storage: 'ok', migrations: 'ok' },
    });
  });

  it('is not ready when the file store cannot be reached', async () => {
    const broken = createMemoryStorage();
    broken.stat = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    };
    const other = await buildTestApp({ database: t.database, storage: broken });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', storage: 'failed', migrations: 'ok' },
      });
    } finally {
      await other.close();
    }
  });

  it('is not ready while a migration is missing from the database', async () => {
    const { rows } = await t.database.pool.query<{ name: string }>(
      'select name from kysely_migration order by name desc limit 1',
    );
    const latest = rows[0];
    await t.database.pool.query('delete from kysely_migration where name = $1', [latest!.name]);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ checks: { migrations: 'failed' } });
    } finally {
      await t.database.pool.query(`insert into kysely_migration (name, timestamp) values ($1, $2)`, [
        latest!.name,
        new Date().toISOString(),
      ]);
    }
  });

  it('stops being ready once the process starts stopping, while staying live', async () => {
    t.app.isDraining = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', draining: true, checks: { database: 'ok' } });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      t.app.isDraining = false;
    }
  });
});
