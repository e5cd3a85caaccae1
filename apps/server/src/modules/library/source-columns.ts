/** The place of an item's source passage, joined from its chunk (null without one). */
export interface SourceColumns {
  source_document_id: string | null;
  source_page: number | null;
  source_slide: number | null;
  source_start_ms: number | null;
}
