import { loadPdfjs } from '../apps/server/src/modules/pipeline/steps/extract/load-pdfjs.ts';

/**
 * pdf.js alone: every page's text content, nothing else — the floor of any PDF ingestion, the
 * reference the extraction, ingestion and first-cards benches print their figures beside.
 */
export async function extractRawText(bytes: Uint8Array): Promise<{ pages: number; chars: number }> {
  const { getDocument, VerbosityLevel } = await loadPdfjs();
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS, disableFontFace: true });
  const pdf = await task.promise;
  let chars = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) chars += item.str.length;
    page.cleanup();
  }
  const pages = pdf.numPages;
  await task.destroy();
  return { pages, chars };
}
