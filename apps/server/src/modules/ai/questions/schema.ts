import { z } from 'zod';

const base = {
  prompt: z.string().min(1).max(2000),
  explanation: z.string().min(1).max(4000),
  source: z.int().min(1),
};

/** One question as a model returns it: `source` is the number of the passage it comes from. */
export const QuestionOutputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('multiple_choice'),
    ...base,
    options: z.array(z.string().min(1).max(500)).min(2).max(6),
    correctIndex: z.int().min(0).max(5),
  }),
  z.object({ type: z.literal('true_false'), ...base, answer: z.boolean() }),
  z.object({ type: z.literal('open_ended'), ...base, expectedAnswer: z.string().min(1).max(4000) }),
]);

/** What a model must return for questions. */
export const QuestionsOutputSchema = z.object({
  questions: z.array(QuestionOutputSchema).max(200),
});
export type QuestionsOutput = z.infer<typeof QuestionsOutputSchema>;
