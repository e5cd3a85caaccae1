import { describe, expect, it } from 'vitest';
import { createAiProvider } from './create-provider.ts';

describe('createAiProvider', () => {
  it('creates the offline provider by default configuration', () => {
    expect(createAiProvider({ provider: 'local' }).name).toBe('local');
  });

  it('creates the openai provider when a model is configured, and refuses without one', () => {
    expect(createAiProvider({ provider: 'openai', model: 'llama3', baseUrl: 'http://127.0.0.1:1/v1' }).name).toBe('openai');
    expect(() => createAiProvider({ provider: 'openai' })).toThrow(expect.objectContaining({ code: 'NOT_CONFIGURED' }));
  });
});
