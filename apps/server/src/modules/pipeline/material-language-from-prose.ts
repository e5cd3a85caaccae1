import type { Kysely, Transaction } from 'kysely';
import { MATERIAL_LANGUAGES } from '@mnemo/domain/languages';
import type { Database } from '../../db/schema.ts';
import { detectProseLanguage } from '../ai/local/nlp/language.ts';
import {
  correctDocumentLanguage,
  listProcessedDocumentLanguages,
  readDocumentChunkTexts,
} from '../material/document-records.ts';
import { getSearchConfig } from './steps/index/search-config.ts';

/*
 * The data step of migration 0206 (ADR 170, moved out of the database layer by ADR 183): the
 * language of the documents processed before ADR 167. Extraction read a document's language from
 * its first pages, where a title and a contents page of dotted leaders made an English book "ber"
 * (Berber); it now reads it from the share of each language's function words over the text's lines
 * of prose (`detectProseLanguage`). The documents stored before are read again here by the same
 * rule, from their passages, and when their prose names one of the six material languages and the
 * stored language is another, the new one is stored — and their passages' full-text vectors, which
 * were built with the old language's configuration (`simple` for one outside the six), are built
 * again with the new one's, as `addDocumentChunks` builds them.
 *
 * A document whose prose names none of the six keeps what it has (a Dutch text stays `nl`), and a
 * video keeps the language of the caption track YouTube names, unless that is none of the six. One
 * document at a time: a large library is never held in memory whole. Run once, by `migrateToLatest`
 * in the place of 0206 (`data-migrations.ts`); running it again changes nothing.
 */
export async function readStoredLanguagesFromProse(db: Kysely<Database> | Transaction<Database>): Promise<void> {
  for (const document of await listProcessedDocumentLanguages(db)) {
    const isMaterialLanguage = (MATERIAL_LANGUAGES as readonly string[]).includes(document.language ?? '');
    if (document.kind === 'youtube' && isMaterialLanguage) continue;
    const texts = await readDocumentChunkTexts(db, document.id);
    const language = detectProseLanguage(texts.join('\n'));
    if (language === null || language === document.language) continue;
    await correctDocumentLanguage(db, document.id, language, getSearchConfig(language));
  }
}
