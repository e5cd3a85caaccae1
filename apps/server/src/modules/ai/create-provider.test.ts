import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeMaterial } from './summarize/index.ts';
import { createAiProvider, createConfiguredAiProvider } from './create-provider.ts';
import { type ChatCompletionsServer, startChatCompletionsServer } from './testing/chat-completions-server.ts';
import { createChunks, SAMPLE_TEXTS } from './testing/sample-material.ts';

let ai: ChatCompletionsServer;
beforeAll(async () => {
  ai = await startChatCompletionsServer();
});
afterAll(async () => ai?.close());

const chunks = createChunks(SAMPLE_TEXTS.en);

describe('createConfiguredAiProvider', () => {
  it('AI_PROVIDER=local summarises the material offline, from its own words', async () => {
    const provider = createConfiguredAiProvider({
      AI_PROVIDER: 'local',
      AI_BASE_URL: undefined,
      AI_API_KEY: undefined,
      AI_MODEL: undefined,
    });
    const { summary, usage } = await summarizeMaterial(provider, { chunks });
    expect(summary).toMatch(/photosynthesis/i);
    expect(usage.totalTokens).toBe(0);
    expect(ai.requests).toHaveLength(0);
  });

  it('AI_PROVIDER=openai calls the configured endpoint with the configured model and key', async () => {
    ai.replies.push({
      kind: 'content',
      content: JSON.stringify({ summary: 'Plants turn light into chemical energy.' }),
    });
    const provider = createConfiguredAiProvider({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: 'sk-configured',
      AI_MODEL: 'configured-model',
    });
    const { summary } = await summarizeMaterial(provider, { chunks });
    expect(summary).toBe('Plants turn light into chemical energy.');
    expect(ai.requests).toHaveLength(1);
    expect(ai.requests[0]!.body.model).toBe('configured-model');
    expect(ai.requests[0]!.headers.authorization).toBe('Bearer sk-configured');
  });

  it('refuses AI_PROVIDER=openai without a model at start, naming the setting', () => {
    expect(() =>
      createConfiguredAiProvider({
        AI_PROVIDER: 'openai',
        AI_BASE_URL: ai.baseUrl,
        AI_API_KEY: undefined,
        AI_MODEL: undefined,
      }),
    ).toThrow(/AI_MODEL/);
    expect(() => createAiProvider({ provider: 'openai' })).toThrow(
      expect.objectContaining({ code: 'NOT_CONFIGURED', details: { setting: 'AI_MODEL' } }),
    );
  });
});
