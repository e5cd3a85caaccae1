import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../test/test-app.ts';
import { redactUrl } from './request-log.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/sessions/1?sharetoken=abc', '/api/sessions/1?sharetoken=[redacted]'],
    ['/media/x.mp3?exp=123&sig=abc', '/media/x.mp3?exp=123&sig=[redacted]'],
    ['/reset-password?token=abc&lang=pt', '/reset-password?token=[redacted]&lang=pt'],
    ['/api/auth/google/callback?code=abc&state=def', '/api/auth/google/callback?code=[redacted]&state=[redacted]'],
    [
      '/o?X-Amz-Signature=abc&X-Amz-Credential=def&X-Amz-Date=1',
      '/o?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]&X-Amz-Date=1',
    ],
    ['/a?Share%54oken=abc', '/a?Share%54oken=[redacted]'],
    ['/api/library?q=cells', '/api/library?q=cells'],
    ['/plain', '/plain'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ config: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes a served request’s URL without its share token', async () => {
    const visitor = await registerTestUser(t.app);
    const secret = crypto.randomBytes(16).toString('hex');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/directory/root/file/${crypto.randomUUID()}?sharetoken=${secret}`,
      headers: bearer(visitor.token),
    });
    expect(res.statusCode).toBe(403);
    const incoming = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
      .filter((entry) => entry.msg === 'incoming request');
    expect(incoming.some((entry) => entry.req?.url.endsWith('?sharetoken=[redacted]'))).toBe(true);
    expect(lines.join('\n')).not.toContain(secret);
  });
});
