import { z } from 'zod';
import { DIFFICULTIES, QuestionInputSchema } from './library.ts';
import { CLOZE_NOTE_MAX_LENGTH } from './values.ts';

/**
 * A passage of extracted material with where it came from. Extractors produce these (without id
 * and order); the pipeline stores them as chunks; generators cite them by id.
 */
export const SourceLocationSchema = z.object({
  page: z.int().min(1).nullable().default(null),
  slide: z.int().min(1).nullable().default(null),
  startMs: z.int().min(0).nullable().default(null),
  endMs: z.int().min(0).nullable().default(null),
  speaker: z.string().nullable().default(null),
});
export type SourceLocation = z.infer<typeof SourceLocationSchema>;

/**
 * An entry of a document's outline (PDF bookmarks): its title, the page it opens on, and its
 * depth (0 for top-level entries such as chapters, 1 for their sections, …).
 */
export const OutlineEntrySchema = z.object({
  title: z.string().min(1),
  page: z.int().min(1),
  level: z.int().min(0),
});
export type OutlineEntry = z.infer<typeof OutlineEntrySchema>;

export const ChunkSchema = SourceLocationSchema.extend({
  id: z.uuid(),
  documentId: z.uuid(),
  order: z.int().min(0),
  text: z.string(),
}).meta({ id: 'Chunk' });
export type Chunk = z.infer<typeof ChunkSchema>;

export const GeneratedFlashcardSchema = z.object({
  front: z.string().min(1).max(2000),
  back: z.string().min(1).max(4000),
  difficulty: z.enum(DIFFICULTIES),
  sourceChunkId: z.uuid().nullable(),
  /** the session's key concept it tests, when one matches */
  concept: z.string().min(1).max(300).nullable().optional(),
  /**
   * a cloze note's text (`{{c1::…}}`, ADR 118): the item is one cloze note — one exercise — saved as
   * a card per deletion number; `front` and `back` are its first card's
   */
  clozeText: z.string().min(1).max(CLOZE_NOTE_MAX_LENGTH).nullable().optional(),
});
export type GeneratedFlashcard = z.infer<typeof GeneratedFlashcardSchema>;

export const GeneratedQuestionSchema = QuestionInputSchema;

export const VERDICTS = ['correct', 'partially_correct', 'incorrect'] as const;
export const EvaluationSchema = z
  .object({
    score: z.number().min(0).max(1),
    verdict: z.enum(VERDICTS),
    feedback: z.string(),
    missingConcepts: z.array(z.string()),
    expectedAnswer: z.string(),
  })
  .meta({ id: 'Evaluation' });
export type Evaluation = z.infer<typeof EvaluationSchema>;

export const CitationSchema = SourceLocationSchema.extend({
  chunkId: z.uuid(),
  documentId: z.uuid(),
  quote: z.string(),
});
export type Citation = z.infer<typeof CitationSchema>;

/**
 * A place in the material that treats what a chat question asked about (issue 22 item 2): a
 * section of a document (from its outline or its headings) with its pages, and the chunk it
 * starts at, so the answer can open the viewer there. `pageFrom`/`pageTo` are null for
 * material without pages.
 */
export const ChatPlaceSchema = z
  .object({
    documentId: z.uuid(),
    chunkId: z.uuid(),
    title: z.string().min(1),
    pageFrom: z.int().min(1).nullable(),
    pageTo: z.int().min(1).nullable(),
  })
  .meta({ id: 'ChatPlace' });
export type ChatPlace = z.infer<typeof ChatPlaceSchema>;
