import { randomBytes } from 'node:crypto';
import { SPEAKER_AVATAR_MAX_BYTES, type Speaker } from '@mnemo/contracts/reading';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { getSpeakerAvatarKey } from '../../lib/storage-keys.ts';
import { findOwnedDocument } from './document-access.ts';
import { presentSpeaker } from './read-document-chunks.ts';
import * as repo from './material.repository.ts';

const AVATAR_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export interface SpeakerChanges {
  name?: string | null | undefined;
  color?: number | undefined;
  /** new image bytes, or null to remove the image */
  avatar?: Uint8Array | null | undefined;
}

/** The avatar's extension when the bytes are a PNG, JPEG or WebP image (by content, never by name); else 415. */
async function sniffAvatar(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > SPEAKER_AVATAR_MAX_BYTES) throw errors.payloadTooLarge('avatar_too_large');
  const detected = bytes.byteLength > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  const ext = detected ? AVATAR_TYPES[detected.mime] : undefined;
  if (!ext) throw errors.unsupportedFile('avatar_unsupported');
  return ext;
}

/** Renames a recording's speaker, sets its colour, or gives it an avatar image (owner only). */
export async function updateSpeaker(
  ctx: AppContext,
  user: AuthUser,
  documentId: string,
  speakerId: string,
  changes: SpeakerChanges,
): Promise<Speaker> {
  const document = await findOwnedDocument(ctx, user, documentId);
  const speaker = await repo.findSpeaker(ctx.db, document.id, speakerId);
  if (!speaker) throw errors.notFound();
  let avatarKey: string | null | undefined;
  if (changes.avatar) {
    const ext = await sniffAvatar(changes.avatar);
    // a new key per image, so a URL signed for the old one never shows the new one stale
    avatarKey = getSpeakerAvatarKey(document, speaker.id, randomBytes(6).toString('hex'), ext);
    await ctx.storage.put(avatarKey, changes.avatar);
  } else if (changes.avatar === null) {
    avatarKey = null;
  }
  const updated = await repo.updateSpeaker(ctx.db, speaker.id, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.color !== undefined ? { color: changes.color } : {}),
    ...(avatarKey !== undefined ? { avatar_key: avatarKey } : {}),
  });
  if (avatarKey !== undefined && speaker.avatar_key && speaker.avatar_key !== avatarKey) {
    await ctx.storage.delete(speaker.avatar_key).catch(() => undefined);
  }
  return presentSpeaker(ctx, updated);
}
