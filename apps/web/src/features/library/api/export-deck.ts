import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** A session as an Anki package or CSV, or the whole library as an Anki package. */
export type ExportDeckInput = { sessionId: string; format: 'apkg' | 'csv' } | { sessionId: null; format: 'apkg' };

/**
 * GET /api/sessions/:id/export?format=apkg|csv, or GET /api/export?format=apkg for the library;
 * the file goes to the browser's downloads under the name the server gave.
 */
export async function exportDeck(input: ExportDeckInput): Promise<void> {
  const path = input.sessionId === null ? '/export' : `/sessions/${encodeURIComponent(input.sessionId)}/export`;
  const { blob, fileName } = await downloadApiFile(path, { query: { format: input.format } });
  saveFile(blob, fileName ?? `mnemo.${input.format}`);
}

export function useExportDeck() {
  return useMutation<void, ApiError, ExportDeckInput>({ mutationFn: exportDeck });
}
