import { type Kysely, sql } from 'kysely';
import { MATERIAL_LANGUAGES } from '@mnemo/domain/languages';
import { detectProseLanguage } from '../../modules/ai/local/nlp/language.ts';
import { getSearchConfig } from '../../modules/pipeline/steps/index/search-config.ts';

/*
 * The language of the documents processed before ADR 167 (issue 22, ADR 170). Extraction read a
 * document's language from its first pages, where a title and a contents page of dotted leaders
 * made an English book "ber" (Berber); it now reads it from the share of each language's function
 * words over the text's lines of prose (`detectProseLanguage`). The documents stored before are
 * read again here by the same rule, from their passages, and when their prose names one of the six
 * material languages and the stored language is another, the new one is stored — and their
 * passages' full-text vectors, which were built with the old language's configuration (`simple`
 * for one outside the six), are built again with the new one's, as `insertChunks` builds them.
 *
 * A document whose prose names none of the six keeps what it has (a Dutch text stays `nl`), and a
 * video keeps the language of the caption track YouTube names, unless that is none of the six. One
 * document at a time: a large library is never held in memory whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows: documents } = await sql<{ id: string; kind: string; language: string | null }>`
    select d.id, d.kind, d.language
      from documents d
     where d.status = 'completed'
       and exists (select 1 from chunks c where c.document_id = d.id)
     order by d.id`.execute(db);
  for (const document of documents) {
    const isMaterialLanguage = (MATERIAL_LANGUAGES as readonly string[]).includes(document.language ?? '');
    if (document.kind === 'youtube' && isMaterialLanguage) continue;
    const { rows: chunks } = await sql<{ text: string }>`
      select text from chunks where document_id = ${document.id} order by ord`.execute(db);
    const language = detectProseLanguage(chunks.map((chunk) => chunk.text).join('\n'));
    if (language === null || language === document.language) continue;
    const config = getSearchConfig(language);
    await sql`update documents set language = ${language} where id = ${document.id}`.execute(db);
    await sql`
      update chunks
         set language = ${config}, tsv = to_tsvector(${config}::regconfig, text)
       where document_id = ${document.id}`.execute(db);
  }
}

/** The languages read from the prose stay: they are what the documents are written in. */
export async function down(): Promise<void> {}
