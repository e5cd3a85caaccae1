import { describe, expect, it } from 'vitest';
import { buildQuota } from './factories.ts';
import { json, stubAnyFetch, stubFetch, takeContractViolations } from './fetch-stub.ts';

describe('stubFetch keeps stubs to the API contracts', () => {
  it('passes a body that matches its route’s contract', async () => {
    stubFetch({ 'GET /api/quota': json(buildQuota()) });
    const response = await fetch('/api/quota');
    expect(response.status).toBe(200);
    expect(takeContractViolations()).toEqual([]);
  });

  it('reports a body that drifted from the contract (a compile error too)', async () => {
    // @ts-expect-error: a quota without its limits is no QuotaResponse
    stubFetch({ 'GET /api/quota': json({ plan: 'FREE' }) });
    await fetch('/api/quota');
    const violations = takeContractViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^GET \/api\/quota stub breaks its contract: .*limits/);
  });

  it('reports a route the server does not have (a compile error too)', async () => {
    // @ts-expect-error: no such route on the server
    stubFetch({ 'GET /api/quotas': json({}) });
    await fetch('/api/quotas');
    expect(takeContractViolations()).toEqual([
      "GET /api/quotas: no such API route (test/api-routes.ts lists the server's)",
    ]);
  });

  it('checks only success bodies: refusals are in the error envelope, 204 has none', async () => {
    stubFetch({
      'DELETE /api/directory/:folderId': { status: 204 },
      'GET /api/quota': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } } },
    });
    await fetch('/api/directory/root', { method: 'DELETE' });
    await fetch('/api/quota');
    expect(takeContractViolations()).toEqual([]);
  });

  it('leaves the transport’s own tests free to send any shape', async () => {
    stubAnyFetch({ 'GET /api/quota': json({ plan: 'FREE' }) });
    await fetch('/api/quota');
    expect(takeContractViolations()).toEqual([]);
  });
});
