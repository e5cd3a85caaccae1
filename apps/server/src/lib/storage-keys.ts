/**
 * Where each stored file lives. Keys nest by owner, then session, then document, so deleting an
 * account, a session or a document removes one prefix (`FileStorage.deletePrefix`).
 *
 *   users/<uid>/sessions/<sid>/documents/<did>/source.<ext>       the upload
 *   users/<uid>/sessions/<sid>/documents/<did>/derived/<name>     what processing made from it
 *   users/<uid>/sessions/<sid>/speakers/<speaker>-<version>.<ext>  a speaker's avatar
 */

interface DocumentPlace {
  id: string;
  owner_id: string;
  session_id: string;
}

/** One user's files; deleting the account removes the prefix. */
export function getUserStoragePrefix(userId: string): string {
  return `users/${userId}/`;
}

/** One session's files; deleting the session removes the prefix. */
export function getSessionStoragePrefix(ownerId: string, sessionId: string): string {
  return `${getUserStoragePrefix(ownerId)}sessions/${sessionId}/`;
}

/** One document's files: its upload and what processing derives from it. */
export function getDocumentStoragePrefix(document: DocumentPlace): string {
  return `${getSessionStoragePrefix(document.owner_id, document.session_id)}documents/${document.id}/`;
}

/** The uploaded file of a document, with the extension its sniffed type gives. */
export function getSourceStorageKey(document: DocumentPlace, ext: string): string {
  return `${getDocumentStoragePrefix(document)}source.${ext}`;
}

/** A file processing derives from a document (`page.pdf` of a web page, `audio.<ext>` of a recording). */
export function getDerivedStorageKey(document: DocumentPlace, name: string): string {
  return `${getDocumentStoragePrefix(document)}derived/${name}`;
}

/** A speaker's avatar; a new `version` per image, so a URL signed for the old one never shows the new one. */
export function getSpeakerAvatarKey(document: DocumentPlace, speakerId: string, version: string, ext: string): string {
  return `${getSessionStoragePrefix(document.owner_id, document.session_id)}speakers/${speakerId}-${version}.${ext}`;
}

/** An imported card's image or sound (`card_media`), under its session so the session's removal takes it. */
export function getCardMediaKey(ownerId: string, sessionId: string, mediaId: string, ext: string): string {
  return `${getSessionStoragePrefix(ownerId, sessionId)}card-media/${mediaId}.${ext}`;
}
