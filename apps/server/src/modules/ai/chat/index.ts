import type { AiProvider, ChatEvent, ChatInput } from '../ai.provider.ts';
import { ChatDoneSchema } from './schema.ts';

/**
 * Answers a chat turn with the given provider, passing text deltas through and checking the
 * final event: citations may only name the retrieved passages.
 */
export async function* answerChat(provider: AiProvider, input: ChatInput): AsyncGenerator<ChatEvent> {
  const known = new Set(input.passages.map((passage) => passage.id));
  for await (const event of provider.answerChat(input)) {
    if (event.type === 'text') {
      yield event;
      continue;
    }
    const done = ChatDoneSchema.parse(event);
    yield { ...done, citations: done.citations.filter((citation) => known.has(citation.chunkId)) };
  }
}
