import { randomUUID } from 'node:crypto';
import { CARD_MEDIA_MAX_BYTES, cardMediaRef, type CardMediaKind } from '@mnemo/contracts/exchange';
import { fileTypeFromBuffer } from 'file-type';

/*
 * Card media read from a deck (ADR 051), before anything is stored: each file size-capped and
 * sniffed from its bytes like an upload (images and audio only; anything else is left out). Pure,
 * so the worker thread that reads a deck runs it without the app's context (card-media.ts stores).
 */

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};
const AUDIO_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  flac: 'audio/flac',
};

/** What a card media file is, from its bytes (never its name): an image or a sound, else null. */
export async function sniffCardMedia(
  bytes: Uint8Array,
): Promise<{ kind: CardMediaKind; ext: string; contentType: string } | null> {
  if (bytes.byteLength === 0 || bytes.byteLength > CARD_MEDIA_MAX_BYTES) return null;
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  if (IMAGE_TYPES[detected.ext]) return { kind: 'image', ext: detected.ext, contentType: IMAGE_TYPES[detected.ext]! };
  if (AUDIO_TYPES[detected.ext]) return { kind: 'audio', ext: detected.ext, contentType: AUDIO_TYPES[detected.ext]! };
  return null;
}

export interface PreparedCardMedia {
  id: string;
  name: string;
  kind: CardMediaKind;
  ext: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Sniffs a deck's media files by name; the ones kept get an id and their reference for card Markdown. */
export async function prepareCardMedia(
  media: ReadonlyMap<string, Uint8Array>,
): Promise<{ refs: Map<string, string>; files: PreparedCardMedia[] }> {
  const refs = new Map<string, string>();
  const files: PreparedCardMedia[] = [];
  for (const [name, bytes] of media) {
    const sniffed = await sniffCardMedia(bytes);
    if (!sniffed) continue;
    const id = randomUUID();
    refs.set(name, cardMediaRef(id));
    files.push({ id, name, ...sniffed, bytes });
  }
  return { refs, files };
}
