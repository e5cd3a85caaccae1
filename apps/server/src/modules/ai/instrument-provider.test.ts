import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../../lib/metrics.ts';
import { readMetric } from '../../test/read-metric.ts';
import type { ChatEvent, RetrievedPassage } from './ai.provider.ts';
import { createAiProvider } from './create-provider.ts';
import { instrumentAiProvider } from './instrument-provider.ts';
import { createOpenAiProvider } from './openai/openai.provider.ts';
import { type ChatCompletionsServer, startChatCompletionsServer } from './testing/chat-completions-server.ts';
import { createChunks, SAMPLE_TEXTS } from './testing/sample-material.ts';

let server: ChatCompletionsServer;
beforeAll(async () => {
  server = await startChatCompletionsServer();
});
afterAll(async () => {
  await server?.close();
});

describe('instrumented AI provider', () => {
  it('records latency, outcome and tokens of each call and leaves results unchanged', async () => {
    const metrics = createMetrics({ role: 'all' });
    const local = createAiProvider({ provider: 'local' });
    const ai = instrumentAiProvider(local, metrics);
    expect(ai.name).toBe('local');
    const input = {
      question: 'What does the mitochondrion produce?',
      expectedAnswer: 'It produces ATP through cellular respiration.',
      answer: 'ATP, by respiration.',
    };
    const result = await ai.evaluateAnswer(input);
    expect(result).toEqual(await local.evaluateAnswer(input));
    // a provider that fails (the endpoint answers 400)
    const failing = instrumentAiProvider(
      createOpenAiProvider({ baseUrl: server.baseUrl, model: 'm', maxRetries: 0 }),
      metrics,
    );
    await expect(failing.evaluateAnswer(input)).rejects.toThrow();

    const text = await metrics.registry.metrics();
    const count = 'mnemo_ai_request_duration_seconds_count';
    expect(readMetric(text, count, { operation: 'evaluateAnswer', outcome: 'ok' })).toBe(1);
    expect(readMetric(text, count, { operation: 'evaluateAnswer', outcome: 'error' })).toBe(1);
    const prompt = readMetric(text, 'mnemo_ai_tokens_total', { operation: 'evaluateAnswer', kind: 'prompt' });
    expect(prompt).toBe(result.usage.promptTokens);
    expect(prompt).toBeGreaterThan(0);
  });

  it('counts a streamed chat answer once it is done, with the tokens the endpoint reports', async () => {
    const metrics = createMetrics({ role: 'all' });
    const ai = instrumentAiProvider(
      createOpenAiProvider({ baseUrl: server.baseUrl, model: 'm', maxRetries: 0 }),
      metrics,
    );
    server.replies.push({
      kind: 'stream',
      deltas: ['The Calvin cycle ', 'runs in the stroma [1].'],
      usage: { prompt_tokens: 50, completion_tokens: 9, total_tokens: 59 },
    });
    const passages: RetrievedPassage[] = createChunks(SAMPLE_TEXTS.en).map((chunk) => ({ ...chunk, score: 1 }));
    const events: ChatEvent[] = [];
    for await (const event of ai.answerChat({ question: 'Where is the Calvin cycle?', passages })) events.push(event);
    expect(events.at(-1)).toMatchObject({ type: 'done', usage: { promptTokens: 50, completionTokens: 9 } });
    const text = await metrics.registry.metrics();
    expect(
      readMetric(text, 'mnemo_ai_request_duration_seconds_count', { operation: 'answerChat', outcome: 'ok' }),
    ).toBe(1);
    expect(readMetric(text, 'mnemo_ai_tokens_total', { operation: 'answerChat', kind: 'prompt' })).toBe(50);
    expect(readMetric(text, 'mnemo_ai_tokens_total', { operation: 'answerChat', kind: 'completion' })).toBe(9);
  });
});
