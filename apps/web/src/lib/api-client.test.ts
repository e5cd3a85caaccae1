import { describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../test/fetch-stub.ts';
import { requestApi } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { AUTH_TOKEN_STORAGE_KEY } from './auth-token.ts';
import { i18n } from './i18n.ts';

describe('requestApi', () => {
  it('sends the bearer token and the interface language', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'secret');
    await i18n.changeLanguage('pt');
    const network = stubFetch({ 'GET /api/quota': json({ plan: 'FREE' }) });
    await expect(requestApi('/quota')).resolves.toEqual({ plan: 'FREE' });
    const [request] = network.requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer secret');
    expect(request?.headers.get('Accept-Language')).toBe('pt');
  });

  it('turns the error envelope into a typed ApiError with the server message', async () => {
    stubFetch({
      'POST /api/auth/register': apiError(400, 'VALIDATION', 'Tem de ter pelo menos 13 anos', {
        field: 'ageConfirmed',
      }),
    });
    const failure = await requestApi('/auth/register', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      field: 'ageConfirmed',
      message: 'Tem de ter pelo menos 13 anos',
      hasServerMessage: true,
    });
  });

  it('answers undefined for 204 and uses a generic message when a failure has no envelope', async () => {
    stubFetch({
      'DELETE /api/directory/root': { status: 204 },
      'GET /api/sessions': new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    await expect(requestApi('/directory/root', { method: 'DELETE' })).resolves.toBeUndefined();
    await expect(requestApi('/sessions')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
      hasServerMessage: false,
    });
  });
});
