import { SESSION_FILE_MAX_FLASHCARDS, type SessionFile } from '@mnemo/contracts/library';
import type { AppContext } from '../../app-context.ts';
import type { SessionRow } from '../../db/schema.ts';
import * as presenters from './library.presenters.ts';
import * as repo from './library.repository.ts';

/**
 * A session with everything it holds, as the API shows it to `readerId` (`owner`: whether the
 * reader owns it; each document carries the page that reader last read in it). The annotations
 * (notes and highlights) only when the reader may see them: the owner, or a visitor through a
 * link made with them (`canReadAnnotations`). Its cards are the first SESSION_FILE_MAX_FLASHCARDS,
 * with the count of all of them (counted only when there are more, ADR 103).
 */
export async function loadSessionFile(
  ctx: AppContext,
  session: SessionRow,
  owner: boolean,
  readerId: string,
  options: { withAnnotations: boolean } = { withAnnotations: owner },
): Promise<SessionFile> {
  const [flashcards, questions, annotations, documents] = await Promise.all([
    repo.listFlashcards(ctx.db, session.id, SESSION_FILE_MAX_FLASHCARDS),
    repo.listQuestions(ctx.db, session.id),
    options.withAnnotations ? repo.listAnnotations(ctx.db, session.id) : [],
    repo.listDocuments(ctx.db, session.id, readerId),
  ]);
  const flashcardCount =
    flashcards.length < SESSION_FILE_MAX_FLASHCARDS
      ? flashcards.length
      : await repo.countFlashcards(ctx.db, session.id);
  return presenters.presentSessionFile(session, {
    flashcards,
    flashcardCount,
    questions,
    annotations,
    documents,
    isOwner: owner,
  });
}
