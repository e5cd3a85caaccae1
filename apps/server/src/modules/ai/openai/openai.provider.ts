import type { Chunk, Citation, Evaluation } from '@mnemo/contracts/material';
import { DEFAULT_LOCALE, QUESTION_TYPES, type QuestionLanguage, type QuestionType } from '@mnemo/domain/languages';
import { translate } from '@mnemo/i18n/translate';
import { countTokens } from 'gpt-tokenizer';
import OpenAI from 'openai';
import { z } from 'zod';
import { AppError, errors } from '../../../lib/app-error.ts';
import {
  addUsage,
  CHAT_MAX_ANSWER_TOKENS,
  ZERO_USAGE,
  type AiProvider,
  type ChatEvent,
  type ChatInput,
  type GeneratedQuestion,
  type MaterialInput,
  type TokenUsage,
} from '../ai.provider.ts';
import { CITATION_MARKER } from '../chat/schema.ts';
import { buildChatPrompt } from '../chat/prompt.ts';
import { buildEvaluatePrompt } from '../evaluate/prompt.ts';
import { EvaluationOutputSchema } from '../evaluate/schema.ts';
import { buildExplainPrompt } from '../explain/prompt.ts';
import { ExplanationOutputSchema } from '../explain/schema.ts';
import { readGeneratedCard } from '../flashcards/cloze-note.ts';
import { buildFlashcardsPrompt } from '../flashcards/prompt.ts';
import { FlashcardsOutputSchema } from '../flashcards/schema.ts';
import {
  countWords,
  getDefaultFlashcardCount,
  getDefaultQuestionCount,
  getKeyConceptCount,
} from '../generation-counts.ts';
import { buildKeyConceptsPrompt } from '../key-concepts/prompt.ts';
import { KeyConceptsOutputSchema } from '../key-concepts/schema.ts';
import { detectLanguage } from '../local/nlp/language.ts';
import type { PromptMessage } from '../prompt-parts.ts';
import { buildQuestionsPrompt } from '../questions/prompt.ts';
import { QuestionsOutputSchema } from '../questions/schema.ts';
import { buildMergeSummariesPrompt, buildSummarizePrompt } from '../summarize/prompt.ts';
import { SummaryOutputSchema } from '../summarize/schema.ts';
import { normalizeForDuplicates, resolveSource } from '../traceability.ts';
import { splitIntoSections, splitCount } from './sections.ts';

export interface OpenAiProviderConfig {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama) */
  baseUrl?: string;
  apiKey?: string;
  model: string;
  /** per request; default 60 s */
  timeoutMs?: number;
  /** retries of 429s, 5xx and connection errors, with the SDK's backoff; default 2 */
  maxRetries?: number;
  /** material above this many tokens is processed in sections; default 6000 */
  sectionTokens?: number;
}

function toUsage(usage: OpenAI.CompletionUsage | null | undefined, fallback: () => TokenUsage): TokenUsage {
  if (!usage) return fallback();
  return {
    promptTokens: usage.prompt_tokens,
    completionTokens: usage.completion_tokens,
    totalTokens: usage.total_tokens,
  };
}

/** Turns SDK failures into our errors: 429 → RATE_LIMITED, the rest → INTERNAL (hidden from users). */
function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof OpenAI.APIUserAbortError) return error;
  if (error instanceof OpenAI.APIError && error.status === 429) return errors.rateLimited('ai:errors.rateLimited');
  if (
    error instanceof OpenAI.APIConnectionTimeoutError ||
    error instanceof OpenAI.APIConnectionError ||
    error instanceof OpenAI.APIError
  ) {
    return errors.internal('ai:errors.unavailable', { cause: error instanceof Error ? error.message : String(error) });
  }
  return error;
}

/** The JSON object in a reply, also when a model wraps it in a code fence or adds a sentence. */
export function extractJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  const text = (fenced?.[1] ?? content).trim();
  try {
    return JSON.parse(text);
  } catch {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start >= 0 && end > start) return JSON.parse(text.slice(start, end + 1));
    throw new SyntaxError('The reply holds no JSON object.');
  }
}

function describeError(error: unknown): string {
  if (error instanceof z.ZodError)
    return error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
  return error instanceof Error ? error.message : String(error);
}

/**
 * The `openai` provider: any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM,
 * LM Studio, llama.cpp server). Structured output is asked for with a JSON schema made from the
 * capability's zod schema and validated with that same schema; an invalid reply gets one repair
 * turn. Long material is processed in sections and merged.
 */
export function createOpenAiProvider(config: OpenAiProviderConfig): AiProvider {
  const client = new OpenAI({
    baseURL: config.baseUrl ?? 'https://api.openai.com/v1',
    apiKey: config.apiKey || 'not-needed',
    timeout: config.timeoutMs ?? 60_000,
    maxRetries: config.maxRetries ?? 2,
  });
  const sectionTokens = config.sectionTokens ?? 6000;

  async function requestStructured<T>(
    messages: PromptMessage[],
    schema: z.ZodType<T>,
    name: string,
    signal?: AbortSignal,
  ): Promise<{ data: T; usage: TokenUsage }> {
    const responseFormat = {
      type: 'json_schema' as const,
      json_schema: {
        name,
        schema: z.toJSONSchema(schema, { target: 'draft-7' }) as Record<string, unknown>,
        strict: false,
      },
    };
    let conversation = messages;
    let usage = ZERO_USAGE;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      let content: string;
      try {
        const completion = await client.chat.completions.create(
          { model: config.model, messages: conversation, response_format: responseFormat, temperature: 0.2 },
          { signal },
        );
        content = completion.choices[0]?.message?.content ?? '';
        usage = addUsage(
          usage,
          toUsage(completion.usage, () => ({
            promptTokens: countTokens(conversation.map((m) => m.content).join('\n')),
            completionTokens: countTokens(content),
            totalTokens: countTokens(conversation.map((m) => m.content).join('\n')) + countTokens(content),
          })),
        );
      } catch (error) {
        throw toAppError(error);
      }
      try {
        return { data: schema.parse(extractJson(content)), usage };
      } catch (error) {
        // One repair turn: show the model its reply and what was wrong with it.
        conversation = [
          ...messages,
          { role: 'assistant', content },
          {
            role: 'user',
            content: `That reply is not valid: ${describeError(error)}. Reply again with only the JSON object, following the schema exactly.`,
          },
        ];
      }
    }
    throw errors.internal('ai:errors.invalidOutput');
  }

  function resolveLanguage(input: MaterialInput): QuestionLanguage {
    return (
      input.options?.questionLanguage ??
      detectLanguage(
        input.chunks
          .slice(0, 5)
          .map((chunk) => chunk.text)
          .join('\n'),
      )
    );
  }

  function getSections(chunks: Chunk[]): Chunk[][] {
    return splitIntoSections(chunks, sectionTokens);
  }

  return {
    name: 'openai',

    async summarize(input) {
      const language = resolveLanguage(input);
      const signal = input.options?.signal;
      const sections = getSections(input.chunks);
      const parts = [];
      for (const section of sections)
        parts.push(
          await requestStructured(buildSummarizePrompt(section, language), SummaryOutputSchema, 'summary', signal),
        );
      if (parts.length === 1) return { summary: parts[0]!.data.summary, usage: parts[0]!.usage };
      const merged = await requestStructured(
        buildMergeSummariesPrompt(
          parts.map((part) => part.data.summary),
          language,
        ),
        SummaryOutputSchema,
        'summary',
        signal,
      );
      return { summary: merged.data.summary, usage: addUsage(...parts.map((part) => part.usage), merged.usage) };
    },

    async extractKeyConcepts(input) {
      const language = resolveLanguage(input);
      const words = countWords(input.chunks.map((chunk) => chunk.text).join(' '));
      const count = input.options?.counts?.keyConcepts ?? getKeyConceptCount(words);
      const sections = getSections(input.chunks);
      const votes = new Map<string, { concept: string; votes: number; first: number }>();
      const usages: TokenUsage[] = [];
      let order = 0;
      for (const section of sections) {
        const { data, usage } = await requestStructured(
          buildKeyConceptsPrompt(section, language, count),
          KeyConceptsOutputSchema,
          'key_concepts',
          input.options?.signal,
        );
        usages.push(usage);
        for (const concept of data.keyConcepts) {
          const key = normalizeForDuplicates(concept);
          const entry = votes.get(key) ?? { concept: concept.trim(), votes: 0, first: order++ };
          entry.votes += 1;
          votes.set(key, entry);
        }
      }
      // Concepts named by more sections first, then in the order they came.
      const keyConcepts = [...votes.values()]
        .sort((a, b) => b.votes - a.votes || a.first - b.first)
        .slice(0, count)
        .map((entry) => entry.concept);
      return { keyConcepts, usage: addUsage(...usages) };
    },

    async generateFlashcards(input) {
      const language = resolveLanguage(input);
      const words = countWords(input.chunks.map((chunk) => chunk.text).join(' '));
      const total = input.options?.counts?.flashcards ?? getDefaultFlashcardCount(words);
      const sections = getSections(input.chunks);
      const shares = splitCount(total, sections);
      const flashcards = [];
      const usages: TokenUsage[] = [];
      for (const [index, section] of sections.entries()) {
        const count = shares[index] ?? 0;
        if (count <= 0) continue;
        const { data, usage } = await requestStructured(
          buildFlashcardsPrompt(section, language, count),
          FlashcardsOutputSchema,
          'flashcards',
          input.options?.signal,
        );
        usages.push(usage);
        for (const card of data.flashcards.slice(0, count)) {
          // a cloze sentence is one cloze note: one exercise, a card per deletion once saved
          const sides = readGeneratedCard(card.front, card.back);
          if (!sides) continue;
          flashcards.push({
            ...sides,
            difficulty: card.difficulty,
            sourceChunkId: resolveSource(section, card.source),
          });
        }
      }
      return { flashcards, usage: addUsage(...usages) };
    },

    async generateQuestions(input) {
      const language = resolveLanguage(input);
      const words = countWords(input.chunks.map((chunk) => chunk.text).join(' '));
      const types: QuestionType[] = input.options?.questionTypes ?? [...QUESTION_TYPES];
      const sections = getSections(input.chunks);
      const perType = new Map(
        types.map((type) => [
          type,
          splitCount(input.options?.counts?.questions?.[type] ?? getDefaultQuestionCount(words), sections),
        ]),
      );
      const questions: GeneratedQuestion[] = [];
      const usages: TokenUsage[] = [];
      for (const [index, section] of sections.entries()) {
        const counts: Partial<Record<QuestionType, number>> = {};
        for (const type of types) counts[type] = perType.get(type)?.[index] ?? 0;
        if (Object.values(counts).every((count) => !count)) continue;
        const { data, usage } = await requestStructured(
          buildQuestionsPrompt(section, language, counts),
          QuestionsOutputSchema,
          'questions',
          input.options?.signal,
        );
        usages.push(usage);
        const taken = new Map<QuestionType, number>();
        for (const { source, ...question } of data.questions) {
          if (!types.includes(question.type)) continue;
          const used = taken.get(question.type) ?? 0;
          if (used >= (counts[question.type] ?? 0)) continue;
          taken.set(question.type, used + 1);
          questions.push({ ...question, sourceChunkId: resolveSource(section, source) });
        }
      }
      return { questions, usage: addUsage(...usages) };
    },

    async explainQuestion(input) {
      const language = input.questionLanguage ?? detectLanguage(input.chunks.map((chunk) => chunk.text).join('\n'));
      const [section = []] = getSections(input.chunks);
      const { data, usage } = await requestStructured(
        buildExplainPrompt(input.question, section, language),
        ExplanationOutputSchema,
        'explanation',
        input.signal,
      );
      const chunk = data.source ? section[data.source - 1] : undefined;
      const citations: Citation[] = chunk ? [toCitation(chunk, chunk.text.slice(0, 300))] : [];
      return { explanation: data.explanation, citations, usage };
    },

    async evaluateAnswer(input) {
      const locale = input.locale ?? DEFAULT_LOCALE;
      const { data, usage } = await requestStructured(
        buildEvaluatePrompt({ ...input, locale }),
        EvaluationOutputSchema,
        'evaluation',
        input.signal,
      );
      const evaluation: Evaluation = { ...data, expectedAnswer: input.expectedAnswer };
      return { evaluation, usage };
    },

    answerChat(input) {
      return streamChat(client, config.model, input);
    },
  };
}

function toCitation(chunk: Chunk, quote: string): Citation {
  return {
    chunkId: chunk.id,
    documentId: chunk.documentId,
    quote,
    page: chunk.page,
    slide: chunk.slide,
    startMs: chunk.startMs,
    endMs: chunk.endMs,
    speaker: chunk.speaker,
  };
}

/** A short quote of a passage for a citation: its first sentence-sized piece. */
function quotePassage(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= 280) return clean;
  const cut = clean.lastIndexOf(' ', 280);
  return `${clean.slice(0, cut > 200 ? cut : 280)}…`;
}

async function* streamChat(client: OpenAI, model: string, input: ChatInput): AsyncGenerator<ChatEvent> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const refusal = translate(locale, input.passages.length === 0 ? 'ai:chat.noMaterial' : 'ai:chat.notCovered');
  if (input.passages.length === 0) {
    // Nothing retrieved: no call, no tokens; say so plainly.
    yield { type: 'text', delta: refusal };
    yield { type: 'done', text: refusal, citations: [], usage: ZERO_USAGE, isRefusal: true };
    return;
  }
  const messages = buildChatPrompt({
    question: input.question,
    passages: input.passages,
    history: input.history,
    locale,
    refusal,
  });
  let text = '';
  let usage: TokenUsage | null = null;
  try {
    const stream = await client.chat.completions.create(
      {
        model,
        messages,
        stream: true,
        stream_options: { include_usage: true },
        temperature: 0.2,
        max_tokens: CHAT_MAX_ANSWER_TOKENS,
      },
      { signal: input.signal },
    );
    for await (const part of stream) {
      const delta = part.choices[0]?.delta?.content;
      if (delta) {
        text += delta;
        yield { type: 'text', delta };
      }
      if (part.usage) usage = toUsage(part.usage, () => ZERO_USAGE);
    }
  } catch (error) {
    throw toAppError(error);
  }
  const citations: Citation[] = [];
  const cited = new Set<number>();
  for (const match of text.matchAll(CITATION_MARKER)) {
    const number = Number(match[1]);
    const passage = input.passages[number - 1];
    if (!passage || cited.has(number)) continue;
    cited.add(number);
    citations.push(toCitation(passage, quotePassage(passage.text)));
  }
  // Servers that do not report usage while streaming are counted with the tokenizer.
  const finalUsage =
    usage ??
    (() => {
      const promptTokens = countTokens(messages.map((message) => message.content).join('\n'));
      const completionTokens = countTokens(text);
      return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
    })();
  const isRefusal =
    citations.length === 0 && normalizeForDuplicates(text).startsWith(normalizeForDuplicates(refusal).slice(0, 40));
  yield { type: 'done', text, citations, usage: finalUsage, isRefusal };
}
