import { z } from 'zod';
import { CitationSchema } from '@mnemo/contracts/material';

export const TokenUsageSchema = z.object({
  promptTokens: z.int().min(0),
  completionTokens: z.int().min(0),
  totalTokens: z.int().min(0),
});

/** The final event of a chat answer, as every provider must produce it. */
export const ChatDoneSchema = z.object({
  type: z.literal('done'),
  text: z.string(),
  citations: z.array(CitationSchema),
  usage: TokenUsageSchema,
  isRefusal: z.boolean(),
});

/** Citation markers a model writes in its answer: "[2]" cites the second passage. */
export const CITATION_MARKER = /\[(\d{1,3})\]/g;
