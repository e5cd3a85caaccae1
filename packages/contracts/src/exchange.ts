import { z } from 'zod';
import { ShareQuerySchema, UploadFileSchema } from './common.ts';
import { CARD_MEDIA_PATH, CARD_MEDIA_REF_PATTERN, parseCardMediaRef } from './values.ts';

/** Anki and CSV import and export (issue 14). */

export const SessionExportQuerySchema = z.object({ format: z.enum(['apkg', 'csv']) }).strict();
export const LibraryExportQuerySchema = z.object({ format: z.enum(['apkg']) }).strict();

/** POST /api/import and /api/sessions/:id/import: one file part, an Anki deck (.apkg) or a CSV. */
export const ImportDeckMultipartBodySchema = z.object({ file: UploadFileSchema }).strict();

/**
 * Why an imported card was left out (a key of `skipped.reasons`): its front or back is longer than
 * a card's may be (the same limits as every other write of a card, `FlashcardSchema`), or has
 * nothing in it (a CSV row such as `Q2,`; ADR 118).
 */
export const IMPORT_SKIP_REASONS = ['front_too_long', 'back_too_long', 'front_empty', 'back_empty'] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

export const ImportCountsSchema = z.object({
  cards: z.number().int().min(0),
  reviews: z.number().int().min(0),
  /** media files stored (images and sounds the cards reference); files that are neither are left out */
  media: z.number().int().min(0),
  /**
   * of `cards`, those of Anki's image occlusion: basic cards showing the image without its masks
   * (ADR 118), which the report warns of; absent when none
   */
  imageOcclusion: z.number().int().min(0).optional(),
});

/** The cards an import left out, counted by reason. */
export const ImportSkippedSchema = z.object({
  count: z.number().int().min(0),
  reasons: z.record(z.string(), z.number().int().min(0)),
});
export type ImportSkipped = z.infer<typeof ImportSkippedSchema>;

/**
 * POST /api/import and /api/sessions/:id/import answer 202 at once (ADR 064): the import runs as
 * a job. `sessionId` is the session the cards go into: the one named, or one made for the import
 * (its name provisional until the deck is read; removed if the import fails).
 */
export const ImportAcceptedSchema = z
  .object({ sessionId: z.uuid(), importId: z.uuid() })
  .meta({ id: 'ImportAccepted' });
export type ImportAccepted = z.infer<typeof ImportAcceptedSchema>;

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * An import's state: GET /api/imports/:importId, and each event of its stream. `imported` and
 * `skipped` are final once `done`; a `failed` import saved nothing and says why in `error`
 * (the message in the reader's language).
 */
export const ImportStateSchema = z
  .object({
    status: z.enum(IMPORT_STATUSES),
    progress: z.number().int().min(0).max(100),
    imported: ImportCountsSchema,
    skipped: ImportSkippedSchema,
    error: z.object({ code: z.string(), message: z.string() }).optional(),
  })
  .meta({ id: 'ImportState' });
export type ImportState = z.infer<typeof ImportStateSchema>;

/**
 * Days a finished import (done or failed) stays readable at GET /api/imports/:importId after it
 * ended; then its row is removed and the route answers 404 (ADR 086). An import still queued or
 * running never expires.
 */
export const IMPORT_RETENTION_DAYS = 7;

export const ImportParamsSchema = z.object({ importId: z.uuid() }).strict();

/*
 * Card media (ADR 051). An imported card's image or sound is a stored file referenced from the
 * card's Markdown by its stable path, `/api/media/cards/<id>`:
 *   - an image:  `![alt](/api/media/cards/<id>)`
 *   - a sound:   `[sound:<file name>](/api/media/cards/<id>)` (Anki's `[sound:…]` as a link)
 * The stable path alone is not served (403): the web swaps it for the signed URL that
 * `GET /api/sessions/:id/card-media` mints (owner, or visitor with the share token), as for
 * documents. An export writes the files back under their names.
 */

export { CARD_MEDIA_PATH };
/** the largest image or sound an import stores (larger ones are left out) */
export const CARD_MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const CARD_MEDIA_KINDS = ['image', 'audio'] as const;
export type CardMediaKind = (typeof CARD_MEDIA_KINDS)[number];

/** The stable reference of a card media file, as card Markdown holds it. */
export function cardMediaRef(id: string): string {
  return `${CARD_MEDIA_PATH}${id}`;
}

export { CARD_MEDIA_REF_PATTERN, parseCardMediaRef };

export const CardMediaParamsSchema = z.object({ id: z.uuid() }).strict();
export const CardMediaListQuerySchema = ShareQuerySchema;

export const CardMediaItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(CARD_MEDIA_KINDS),
  /** a signed URL, valid until `expiresAt` */
  url: z.string(),
  expiresAt: z.iso.datetime(),
});
export type CardMediaItem = z.infer<typeof CardMediaItemSchema>;

export const CardMediaListResponseSchema = z.object({ items: z.array(CardMediaItemSchema) });
export type CardMediaListResponse = z.infer<typeof CardMediaListResponseSchema>;
