import { useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { normalizeForMatch } from './pdf-page.tsx';
import { usePageTexts } from './use-page-texts.ts';

export interface PdfFindState {
  isOpen: boolean;
  query: string;
  /** the page of the last match */
  page: number | null;
  isMissing: boolean;
}

const CLOSED: PdfFindState = { isOpen: false, query: '', page: null, isMissing: false };

/**
 * Find in the document (Ctrl/Cmd+F): the query, the page of the last match, and a search forwards
 * or backwards from it (else from the page shown, included), round the document; `onFound` shows
 * the page matched.
 */
export function usePdfFind({
  pdf,
  pageCount,
  currentPage,
  onFound,
}: {
  pdf: PDFDocumentProxy | null;
  pageCount: number;
  currentPage: number;
  onFound: (page: number) => void;
}) {
  const [find, setFind] = useState<PdfFindState>(CLOSED);
  const inputRef = useRef<HTMLInputElement>(null);
  const getPageText = usePageTexts(pdf);

  const run = async (direction: 1 | -1) => {
    const query = normalizeForMatch(find.query);
    if (!query || !pdf) return;
    const start = find.page ?? currentPage - direction;
    for (let step = 1; step <= pageCount; step += 1) {
      const candidate = ((start - 1 + direction * step + pageCount * 2) % pageCount) + 1;
      if ((await getPageText(candidate)).includes(query)) {
        setFind((current) => ({ ...current, page: candidate, isMissing: false }));
        onFound(candidate);
        return;
      }
    }
    setFind((current) => ({ ...current, page: null, isMissing: true }));
  };

  const open = () => {
    setFind((current) => ({ ...current, isOpen: true }));
    window.setTimeout(() => inputRef.current?.select(), 0);
  };

  return {
    find,
    inputRef,
    run,
    open,
    close: () => setFind(CLOSED),
    setQuery: (query: string) => setFind({ isOpen: true, query, page: null, isMissing: false }),
  };
}
