import type { LibrarySearchHit, LibrarySearchResponse } from '@mnemo/contracts/reading';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as repo from './material.repository.ts';

const SNIPPET_RADIUS = 90;
const HITS_PER_SESSION = 6;
const MAX_SESSIONS = 20;

/** A stretch of `text` around the first query word found in it (the whole start when none is). */
export function makeSnippet(text: string, query: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
  const at =
    words
      .map((word) => lower.indexOf(word))
      .filter((index) => index >= 0)
      .sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(flat.length, at + SNIPPET_RADIUS * 2);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

/** Searches the user's material (full text), cards and notes, grouped by session, best sessions first. */
export async function searchLibrary(ctx: AppContext, user: AuthUser, query: string): Promise<LibrarySearchResponse> {
  const [chunks, cards, notes] = await Promise.all([
    repo.searchUserChunks(ctx.db, user.id, query),
    repo.searchUserFlashcards(ctx.db, user.id, query),
    repo.searchUserNotes(ctx.db, user.id, query),
  ]);
  const groups = new Map<
    string,
    { session: { id: string; name: string; folderId: string | null }; hits: LibrarySearchHit[] }
  >();
  const add = (row: { session_id: string; session_name: string; folder_id: string | null }, hit: LibrarySearchHit) => {
    let group = groups.get(row.session_id);
    if (!group) {
      group = { session: { id: row.session_id, name: row.session_name, folderId: row.folder_id }, hits: [] };
      groups.set(row.session_id, group);
    }
    if (group.hits.length < HITS_PER_SESSION) group.hits.push(hit);
  };
  for (const row of chunks) {
    add(row, {
      kind: 'passage',
      snippet: makeSnippet(row.text, query),
      documentId: row.document_id,
      chunkId: row.id,
      page: row.page,
      slide: row.slide,
      startMs: row.start_ms,
    });
  }
  for (const row of cards) {
    add(row, {
      kind: 'flashcard',
      snippet: makeSnippet(`${row.front} — ${row.back}`, query),
      documentId: row.document_id,
      chunkId: row.chunk_id,
      page: row.page,
      slide: row.slide,
      startMs: row.start_ms,
    });
  }
  for (const row of notes) {
    add(row, {
      kind: 'note',
      snippet: makeSnippet([row.note, row.quote].filter(Boolean).join(' — '), query),
      documentId: row.document_id,
      chunkId: row.chunk_id,
      page: row.page,
      slide: null,
      startMs: null,
    });
  }
  return { groups: [...groups.values()].slice(0, MAX_SESSIONS) };
}
