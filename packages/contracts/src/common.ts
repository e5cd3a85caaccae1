import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@mnemo/domain/validation';

/** Server-assigned ids are UUIDs. */
export const IdSchema = z.uuid();

/** A folder id in a path: a folder's id or the literal `root`. */
export const FolderRefSchema = z.union([z.literal('root'), z.uuid()]);

/** A trimmed, non-empty display name. */
export const NameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH);

/**
 * `?sharetoken=` of a `share` route: a signed-in visitor with a session's share link may read it
 * (and do what counts as a read: their own quizzes, attempts, chat turns, explanations).
 */
export const ShareQuerySchema = z.object({ sharetoken: z.string().min(1).max(200).optional() }).strict();
export type ShareQuery = z.infer<typeof ShareQuerySchema>;

/**
 * A file part of a `multipart/form-data` body. Multipart bodies are read by the route's own
 * streaming reader (it counts bytes against the plan as they arrive), so their contract schemas
 * describe the body in OpenAPI and are not run by the validator (ADR 049).
 */
export const UploadFileSchema = z.file().meta({ description: 'The file, as a multipart file part.' });

export const OkSchema = z.object({ ok: z.literal(true) }).strict();

/**
 * Where an item's source passage sits in its document (the server resolves it from the item's
 * source chunk): a page of a PDF, a slide of a deck, or a time in a recording; null when the item
 * has no source (a card the user wrote).
 */
export const SourceLocationSchema = z
  .object({
    documentId: z.uuid(),
    page: z.int().min(1).nullable(),
    slide: z.int().min(1).nullable(),
    startMs: z.int().min(0).nullable(),
  })
  .meta({ id: 'SourceLocation' });
export type SourceLocation = z.infer<typeof SourceLocationSchema>;

export const ITEMS_PATCH_MAX = 500;

/**
 * A per-item write (`PATCH /api/sessions/:id/{flashcards|questions|annotations}`): items without
 * an id are created, items with one are updated, `delete` lists ids to remove. Owner only; it
 * never changes the session's `version` (the whole-array PUT keeps the version rule).
 */
export function createItemsPatchBodySchema<T extends z.ZodType>(item: T) {
  return z
    .object({
      upsert: z.array(item).max(ITEMS_PATCH_MAX).default([]),
      delete: z.array(z.uuid()).max(ITEMS_PATCH_MAX).default([]),
    })
    .strict();
}

/** The answer to a per-item write: the upserted items as stored (new ones with their ids), in the order sent, and the ids deleted. */
export function createItemsPatchResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ upserted: z.array(item), deleted: z.array(z.uuid()) });
}
