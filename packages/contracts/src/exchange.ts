import { z } from 'zod';
import { UploadFileSchema } from './common.ts';

/** Anki and CSV import and export (issue 14). */

export const SessionExportQuerySchema = z.object({ format: z.enum(['apkg', 'csv']) }).strict();
export const LibraryExportQuerySchema = z.object({ format: z.enum(['apkg']) }).strict();

/** POST /api/import and /api/sessions/:id/import: one file part, an Anki deck (.apkg) or a CSV. */
export const ImportDeckMultipartBodySchema = z.object({ file: UploadFileSchema }).strict();

export const ImportResponseSchema = z.object({
  sessionId: z.uuid(),
  imported: z.object({ cards: z.number().int().min(0), reviews: z.number().int().min(0) }),
});
export type ImportResponse = z.infer<typeof ImportResponseSchema>;
