import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { anchorAt, layoutPages, pageAt, scrollTopOf, type PageSize } from './page-layout.ts';
import { usePageSizes } from './pdf-viewer.tsx';

/** A PDF whose pages have the given sizes (points), written out by hand: header, objects, xref. */
function buildPdf(sizes: PageSize[]): Uint8Array {
  const objects: string[] = [];
  const pageIds = sizes.map((_, index) => 3 + index);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${sizes.length} >>`);
  for (const size of sizes)
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size.width} ${size.height}] >>`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const A4: PageSize = { width: 595, height: 842 };
const LANDSCAPE: PageSize = { width: 842, height: 595 };
const SMALL: PageSize = { width: 300, height: 400 };
const GAP = 16;

describe('the page layout of a PDF with pages of different sizes', () => {
  it('reads each page its own size and lays it out at that size, so a jump lands on the page exactly', async () => {
    // more pages than one batch of reads, so the idle batches are exercised too
    const sizes = [A4, LANDSCAPE, SMALL, A4, LANDSCAPE, A4, A4, A4, A4, SMALL, A4];
    const task = getDocument({ data: buildPdf(sizes), verbosity: VerbosityLevel.ERRORS });
    const pdf = (await task.promise) as unknown as PDFDocumentProxy;
    const { result } = renderHook(() => usePageSizes(pdf));
    await waitFor(() => expect(result.current.sizes).toEqual(sizes));
    await task.destroy();
    const read = result.current.sizes!.slice(0, 5) as PageSize[];

    const layout = layoutPages(read, read[0]!, 0.5, GAP);
    expect(layout.heights).toEqual([421, 297, 200, 421, 297]);
    expect(layout.widths).toEqual([297, 421, 150, 297, 421]);
    expect(layout.maxWidth).toBe(421);
    expect(layout.tops).toEqual([16, 453, 766, 982, 1419]);
    expect(layout.totalHeight).toBe(1419 + 297 + GAP);
    // page 4 starts after pages 1–3 at their own heights, not three times page 1's
    expect(scrollTopOf(layout, { page: 4, fraction: 0 }, GAP)).toBe(982 - GAP);
    expect(pageAt(layout, 982)).toBe(4);
    expect(pageAt(layout, 981)).toBe(3);
    expect(anchorAt(layout, 982 - GAP, GAP)).toEqual({ page: 4, fraction: 0 });
  });

  it('reads only page 1 until the viewer has drawn its first page, so the worker draws that page first', async () => {
    const sizes = [A4, LANDSCAPE, SMALL, A4];
    const task = getDocument({ data: buildPdf(sizes), verbosity: VerbosityLevel.ERRORS });
    const pdf = (await task.promise) as unknown as PDFDocumentProxy;
    const asked: number[] = [];
    const watched = new Proxy(pdf, {
      get(target, key) {
        if (key === 'getPage') {
          return (pageNumber: number) => {
            asked.push(pageNumber);
            return target.getPage(pageNumber);
          };
        }
        return Reflect.get(target, key) as unknown;
      },
    });
    const { result, rerender } = renderHook(({ isDrawn }) => usePageSizes(watched, isDrawn), {
      initialProps: { isDrawn: false },
    });
    await waitFor(() => expect(result.current.sizes).toEqual([A4, null, null, null]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([1]);
    rerender({ isDrawn: true });
    await waitFor(() => expect(result.current.sizes).toEqual(sizes));
    // page 1 is not read again
    expect(asked).toEqual([1, 2, 3, 4]);
    await task.destroy();
  });

  it('keeps a place when page sizes read later change the layout above it', () => {
    // before page 2's size is read it is laid out like page 1; then it turns out to be landscape
    const estimated = layoutPages([A4, null, null, A4], A4, 1, GAP);
    const place = anchorAt(estimated, scrollTopOf(estimated, { page: 4, fraction: 0.25 }, GAP), GAP);
    expect(place.page).toBe(4);
    expect(place.fraction).toBeCloseTo(0.25);
    const known = layoutPages([A4, LANDSCAPE, SMALL, A4], A4, 1, GAP);
    const top = scrollTopOf(known, place, GAP);
    expect(top).toBe(known.tops[3]! - GAP + 0.25 * (842 + GAP));
    expect(top).not.toBe(scrollTopOf(estimated, place, GAP));
    expect(pageAt(known, top + GAP)).toBe(4);
  });
});
