import { z } from 'zod';
import {
  createItemsPatchBodySchema,
  createItemsPatchResponseSchema,
  ShareQuerySchema,
  UploadFileSchema,
} from './common.ts';
import { AnnotationInputSchema, AnnotationSchema } from './library.ts';
import { SPEAKER_COLOR_COUNT } from './values.ts';

/** Reading a session's material (issue 10): passages, speakers, signed media URLs, annotations one by one. */

export const DocumentIdParamsSchema = z.object({ id: z.uuid() }).strict();
export const ReadQuerySchema = ShareQuerySchema;

export { SPEAKER_COLOR_COUNT };

/** A voice of a recording: diarization's label, and the name and avatar the owner gave it. */
export const SpeakerSchema = z
  .object({
    id: z.uuid(),
    label: z.string(),
    name: z.string().nullable(),
    /** one of eight avatar colours (an index the web maps onto its palette) */
    color: z
      .int()
      .min(0)
      .max(SPEAKER_COLOR_COUNT - 1),
    /** a signed, short-lived URL of the uploaded avatar image; null shows initials */
    avatarUrl: z.string().nullable(),
  })
  .meta({ id: 'Speaker' });
export type Speaker = z.infer<typeof SpeakerSchema>;

/** A passage as the material pane shows it, in reading order, with its place and speaker. */
export const DocumentChunkSchema = z
  .object({
    id: z.uuid(),
    order: z.int().min(0),
    text: z.string(),
    page: z.int().nullable(),
    slide: z.int().nullable(),
    startMs: z.int().nullable(),
    endMs: z.int().nullable(),
    speakerId: z.uuid().nullable(),
  })
  .meta({ id: 'DocumentChunk' });
export type DocumentChunk = z.infer<typeof DocumentChunkSchema>;

/** GET /api/documents/:id/chunks */
export const DocumentChunksResponseSchema = z.object({
  documentId: z.uuid(),
  chunks: z.array(DocumentChunkSchema),
  speakers: z.array(SpeakerSchema),
});
export type DocumentChunksResponse = z.infer<typeof DocumentChunksResponseSchema>;

/** `original`: the uploaded file; `pdf`: the PDF rendering (a PDF itself, a web page, a slide deck). */
/**
 * PUT /api/documents/:id/position: the page the caller is reading (issue 23 item 11), kept per
 * user and document so the document reopens there, on any device (ADR 079). A page past the
 * document's end is clamped by the viewer that opens it.
 */
export const DOCUMENT_POSITION_MAX_PAGE = 100_000;
export const DocumentPositionBodySchema = z.object({ page: z.int().min(1).max(DOCUMENT_POSITION_MAX_PAGE) }).strict();
export type DocumentPositionBody = z.infer<typeof DocumentPositionBodySchema>;
export const DocumentPositionSchema = z
  .object({ documentId: z.uuid(), page: z.int().min(1) })
  .meta({ id: 'DocumentPosition' });
export type DocumentPosition = z.infer<typeof DocumentPositionSchema>;

export const CONTENT_VARIANTS = ['original', 'pdf'] as const;
export type ContentVariant = (typeof CONTENT_VARIANTS)[number];

export const ContentUrlQuerySchema = ReadQuerySchema.extend({
  variant: z.enum(CONTENT_VARIANTS).default('original'),
}).strict();

/** GET /api/documents/:id/content-url: a signed URL valid for a few minutes. */
export const ContentUrlResponseSchema = z.object({ url: z.string(), expiresAt: z.string() }).meta({ id: 'ContentUrl' });
export type ContentUrlResponse = z.infer<typeof ContentUrlResponseSchema>;

/** The signature of a media URL (the route checks it; nothing else authorises the bytes). */
export const MediaQuerySchema = z
  .object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() })
  .strict();
export const MediaDocumentParamsSchema = z.object({ id: z.uuid(), variant: z.enum(CONTENT_VARIANTS) }).strict();
export const MediaSpeakerParamsSchema = z.object({ id: z.uuid() }).strict();

export const SpeakerParamsSchema = z.object({ id: z.uuid(), speakerId: z.uuid() }).strict();

/**
 * PATCH /api/documents/:id/speakers/:speakerId (owner only): a JSON body, or multipart with an
 * `avatar` image file (≤ 1 MB; PNG, JPEG or WebP by content) and the same fields. `name: null`
 * goes back to the label; `avatar: null` removes the image.
 */
export const UpdateSpeakerBodySchema = z
  .object({
    name: z.string().trim().min(1).max(80).nullable().optional(),
    color: z
      .int()
      .min(0)
      .max(SPEAKER_COLOR_COUNT - 1)
      .optional(),
    avatar: z.null().optional(),
  })
  .strict();
export type UpdateSpeakerBody = z.infer<typeof UpdateSpeakerBodySchema>;
/** The multipart form of the same change: text parts and an `avatar` file part. */
export const UpdateSpeakerMultipartBodySchema = z
  .object({
    name: z.string().max(80).optional(),
    color: z
      .string()
      .regex(/^\d+$/)
      .meta({ description: `An integer from 0 to ${SPEAKER_COLOR_COUNT - 1}` })
      .optional(),
    avatar: UploadFileSchema.optional(),
  })
  .strict();
export const SPEAKER_AVATAR_MAX_BYTES = 1024 * 1024;

/** PATCH /api/sessions/:id/annotations */
export const SessionIdParamsSchema = z.object({ id: z.uuid() }).strict();
export const AnnotationsPatchBodySchema = createItemsPatchBodySchema(AnnotationInputSchema);
export type AnnotationsPatchBody = z.infer<typeof AnnotationsPatchBodySchema>;
export const AnnotationsPatchResponseSchema = createItemsPatchResponseSchema(AnnotationSchema);
export type AnnotationsPatchResponse = z.infer<typeof AnnotationsPatchResponseSchema>;

/** GET /api/search?q= : the signed-in user's material, cards and notes, grouped by session. */
export const LibrarySearchQuerySchema = z.object({ q: z.string().trim().min(2).max(200) }).strict();
export const SEARCH_HIT_KINDS = ['passage', 'flashcard', 'note'] as const;
export const LibrarySearchHitSchema = z.object({
  kind: z.enum(SEARCH_HIT_KINDS),
  /** the passage, card or note's text around the match */
  snippet: z.string(),
  documentId: z.uuid().nullable(),
  chunkId: z.uuid().nullable(),
  page: z.int().nullable(),
  slide: z.int().nullable(),
  startMs: z.int().nullable(),
});
export type LibrarySearchHit = z.infer<typeof LibrarySearchHitSchema>;
export const LibrarySearchResponseSchema = z.object({
  groups: z.array(
    z.object({
      session: z.object({ id: z.uuid(), name: z.string(), folderId: z.uuid().nullable() }),
      hits: z.array(LibrarySearchHitSchema),
    }),
  ),
});
export type LibrarySearchResponse = z.infer<typeof LibrarySearchResponseSchema>;
