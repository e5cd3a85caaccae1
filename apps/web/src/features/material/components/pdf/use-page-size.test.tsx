import { renderHook } from '@testing-library/react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { describe, expect, it, vi } from 'vitest';
import { usePageSize } from './pdf-viewer.tsx';

describe('usePageSize', () => {
  it('says nothing when the document is left while its first page is read ("Worker was terminated")', async () => {
    let fail: (error: Error) => void = () => undefined;
    const pdf = { getPage: () => new Promise((_, reject) => (fail = reject)) } as unknown as PDFDocumentProxy;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { unmount } = renderHook(() => usePageSize(pdf));
      unmount();
      fail(new Error('Worker was terminated.'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      warn.mockRestore();
    }
  });
});
