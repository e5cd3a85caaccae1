import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { describeApiError } from './describe-api-error.ts';
import { i18n } from './i18n.ts';

const conflict = new ApiError({
  status: 409,
  code: 'CONFLICT',
  message: 'Conflito no servidor',
  hasServerMessage: true,
});

describe('describeApiError', () => {
  it("uses the screen's message for the envelope's code", () => {
    expect(describeApiError(conflict, { CONFLICT: 'The folder name is already in use.' })).toBe(
      'The folder name is already in use.',
    );
  });

  it('keys on the code, not on the HTTP status several codes share', () => {
    const expired = new ApiError({
      status: 403,
      code: 'SHARE_TOKEN_EXPIRED',
      message: 'The link has expired. Please request a new one.',
      hasServerMessage: true,
    });
    expect(describeApiError(expired, { FORBIDDEN: 'You do not have access to this.' })).toBe(
      'The link has expired. Please request a new one.',
    );
  });

  it("falls back to the server's translated message for codes without an override", () => {
    expect(describeApiError(conflict, { VALIDATION: 'Too short' })).toBe('Conflito no servidor');
    expect(describeApiError(conflict)).toBe('Conflito no servidor');
  });

  it('says "something went wrong", in the interface language, for anything that is not an ApiError', async () => {
    expect(describeApiError(new TypeError('x is undefined'))).toBe('Something went wrong. Please try again later.');
    await i18n.changeLanguage('pt');
    expect(describeApiError(null)).toBe(i18n.t('errors:error_something_wrong'));
    expect(describeApiError(null)).not.toBe('Something went wrong. Please try again later.');
  });
});
