import { useCallback, useRef } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { normalizeForMatch } from './pdf-page.tsx';

/** The text of every page, read once per document for find. */
export function usePageTexts(pdf: PDFDocumentProxy | null) {
  const cache = useRef<{ pdf: PDFDocumentProxy | null; texts: Map<number, Promise<string>> }>({
    pdf: null,
    texts: new Map(),
  });
  return useCallback(
    (pageNumber: number): Promise<string> => {
      if (!pdf) return Promise.resolve('');
      if (cache.current.pdf !== pdf) cache.current = { pdf, texts: new Map() };
      let text = cache.current.texts.get(pageNumber);
      if (!text) {
        text = pdf
          .getPage(pageNumber)
          .then((page) => page.getTextContent())
          .then((content) => normalizeForMatch(content.items.map((item) => ('str' in item ? item.str : '')).join(' ')));
        cache.current.texts.set(pageNumber, text);
      }
      return text;
    },
    [pdf],
  );
}
