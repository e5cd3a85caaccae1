import type { Metrics } from '../../lib/metrics.ts';
import type { AiProvider, ChatEvent, TokenUsage } from './ai.provider.ts';

type Operation = Exclude<keyof AiProvider, 'name' | 'answerChat'>;

const OPERATIONS: readonly Operation[] = [
  'summarize',
  'extractKeyConcepts',
  'generateFlashcards',
  'generateQuestions',
  'explainQuestion',
  'evaluateAnswer',
];

function countTokens(metrics: Metrics, operation: string, usage: TokenUsage | undefined): void {
  if (!usage) return;
  metrics.aiTokens.inc({ operation, kind: 'prompt' }, usage.promptTokens);
  metrics.aiTokens.inc({ operation, kind: 'completion' }, usage.completionTokens);
}

/** The same provider, recording each call's latency, outcome and tokens in the metrics. */
export function instrumentAiProvider(provider: AiProvider, metrics: Metrics): AiProvider {
  const instrumented: AiProvider = Object.create(provider) as AiProvider;
  for (const operation of OPERATIONS) {
    const call = provider[operation].bind(provider) as (input: unknown) => Promise<{ usage?: TokenUsage }>;
    Object.defineProperty(instrumented, operation, {
      value: async (input: unknown) => {
        const stop = metrics.aiDuration.startTimer({ operation });
        try {
          const result = await call(input);
          stop({ outcome: 'ok' });
          countTokens(metrics, operation, result.usage);
          return result;
        } catch (error) {
          stop({ outcome: 'error' });
          throw error;
        }
      },
    });
  }
  // chat streams: its latency is the whole answer's, its tokens come with the `done` event
  Object.defineProperty(instrumented, 'answerChat', {
    value: async function* (input: Parameters<AiProvider['answerChat']>[0]): AsyncIterable<ChatEvent> {
      const stop = metrics.aiDuration.startTimer({ operation: 'answerChat' });
      let outcome = 'error';
      try {
        for await (const event of provider.answerChat(input)) {
          if (event.type === 'done') {
            outcome = 'ok';
            countTokens(metrics, 'answerChat', event.usage);
          }
          yield event;
        }
      } finally {
        stop({ outcome: outcome === 'ok' ? 'ok' : input.signal?.aborted ? 'aborted' : 'error' });
      }
    },
  });
  return instrumented;
}
