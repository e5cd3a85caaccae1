import type { DocumentChunksResponse, Speaker } from '@mnemo/contracts/reading';
import type { AppContext } from '../../app-context.ts';
import type { SpeakerRow } from '../../db/schema.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findReadableDocument } from './document-access.ts';
import { createMediaUrl } from './media-links.ts';
import * as repo from './material.repository.ts';

/** A speaker as the web shows it, its avatar behind a freshly signed URL. */
export async function presentSpeaker(ctx: AppContext, row: SpeakerRow): Promise<Speaker> {
  const avatarUrl = row.avatar_key
    ? (await createMediaUrl(ctx, { type: 'avatar', speakerId: row.id, storageKey: row.avatar_key })).url
    : null;
  return { id: row.id, label: row.label, name: row.name, color: row.color, avatarUrl };
}

/** A document's passages in order with their page, slide or time and speaker (owner or share visitor). */
export async function readDocumentChunks(
  ctx: AppContext,
  user: AuthUser,
  documentId: string,
  shareToken: string | undefined,
): Promise<DocumentChunksResponse> {
  const document = await findReadableDocument(ctx, user, documentId, shareToken);
  const [chunks, speakers] = await Promise.all([
    repo.listDocumentChunks(ctx.db, document.id),
    repo.listSpeakers(ctx.db, document.id),
  ]);
  return {
    documentId: document.id,
    chunks: chunks.map((chunk) => ({
      id: chunk.id,
      order: chunk.ord,
      text: chunk.text,
      page: chunk.page,
      slide: chunk.slide,
      startMs: chunk.start_ms,
      endMs: chunk.end_ms,
      speakerId: chunk.speaker_id,
    })),
    speakers: await Promise.all(speakers.map((speaker) => presentSpeaker(ctx, speaker))),
  };
}
