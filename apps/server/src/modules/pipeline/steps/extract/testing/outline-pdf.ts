import { writePdfFile } from './pdf-file.ts';
/*
 * A small PDF writer for tests: text pages (Helvetica, one paragraph per blank line) and an
 * outline (bookmarks) written by hand as the PDF reference describes it (§12.3.3: the /Outlines
 * dictionary, items linked by /Parent, /Prev, /Next, /First, /Last, each with a /Dest). None of
 * the fixture PDFs has bookmarks, so the tests that need them build one.
 */

export interface PdfBookmark {
  title: string;
  /** 1-based page the bookmark opens */
  page: number;
  children?: PdfBookmark[];
  /** point at the page through a named destination (/Names /Dests) instead of an explicit one */
  isNamed?: boolean;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 60;
const FONT_SIZE = 11;
const LEADING = 14;
const CHARS_PER_LINE = 92;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LEADING);

/** Text in WinAnsi (Latin-1) terms: typographic quotes and dashes as their plain forms. */
function toLatin1(text: string): string {
  return text
    .replace(/[‘’]/gu, "'")
    .replace(/[“”]/gu, '"')
    .replace(/[–—]/gu, '-')
    .replace(/…/gu, '...')
    .replace(/[^\p{ASCII}\u00a0-\u00ff]/gu, '?');
}

function pdfString(text: string): string {
  return `(${toLatin1(text).replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/** Wraps paragraphs into lines and lines into pages (a blank line between paragraphs). */
export function layOutPages(paragraphs: string[]): string[][] {
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    let line = '';
    for (const word of paragraph.split(/\s+/u).filter(Boolean)) {
      if (line !== '' && line.length + 1 + word.length > CHARS_PER_LINE) {
        lines.push(line);
        line = word;
      } else {
        line = line === '' ? word : `${line} ${word}`;
      }
    }
    if (line !== '') lines.push(line);
    lines.push('');
  }
  const pages: string[][] = [];
  for (let at = 0; at < lines.length; at += LINES_PER_PAGE) pages.push(lines.slice(at, at + LINES_PER_PAGE));
  return pages.filter((page) => page.some((line) => line !== ''));
}

/** A PDF of the given pages (lines of text; '' is a blank line) with the given bookmarks. */
export function buildPdfWithOutline(
  pages: string[][],
  bookmarks: PdfBookmark[],
  options: { title?: string } = {},
): Uint8Array {
  const objects: string[] = [];
  const reserve = (): number => objects.push('');
  const set = (id: number, body: string): void => {
    objects[id - 1] = body;
  };
  const catalogId = reserve();
  const pagesId = reserve();
  const fontId = reserve();
  const pageIds = pages.map(() => reserve());
  const contentIds = pages.map(() => reserve());
  pages.forEach((lines, index) => {
    const commands = [`BT /F1 ${FONT_SIZE} Tf ${LEADING} TL ${MARGIN} ${PAGE_HEIGHT - MARGIN} Td`];
    for (const line of lines) commands.push(line === '' ? 'T*' : `${pdfString(line)} Tj T*`);
    commands.push('ET');
    const stream = commands.join('\n');
    set(contentIds[index]!, `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    set(
      pageIds[index]!,
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${contentIds[index]!} 0 R >>`,
    );
  });
  set(pagesId, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
  set(fontId, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');

  const named: string[] = [];
  const destinationOf = (bookmark: PdfBookmark): string => {
    const pageId = pageIds[bookmark.page - 1];
    if (pageId === undefined) throw new Error(`bookmark "${bookmark.title}" points past the last page`);
    const explicit = `[${pageId} 0 R /XYZ 0 ${PAGE_HEIGHT} null]`;
    if (!bookmark.isNamed) return explicit;
    const name = `dest${named.length + 1}`;
    named.push(`(${name}) ${explicit}`);
    return `(${name})`;
  };
  /** Writes a level of bookmarks under `parentId`; returns their ids and how many entries they hold. */
  const writeLevel = (items: PdfBookmark[], parentId: number): { ids: number[]; total: number } => {
    const ids = items.map(() => reserve());
    let total = items.length;
    items.forEach((item, index) => {
      const children = item.children && item.children.length > 0 ? writeLevel(item.children, ids[index]!) : null;
      if (children) total += children.total;
      const links = [
        `/Title ${pdfString(item.title)}`,
        `/Parent ${parentId} 0 R`,
        index > 0 ? `/Prev ${ids[index - 1]!} 0 R` : '',
        index < items.length - 1 ? `/Next ${ids[index + 1]!} 0 R` : '',
        children ? `/First ${children.ids[0]!} 0 R /Last ${children.ids.at(-1)!} 0 R /Count ${children.total}` : '',
        `/Dest ${destinationOf(item)}`,
      ].filter(Boolean);
      set(ids[index]!, `<< ${links.join(' ')} >>`);
    });
    return { ids, total };
  };
  let outlineEntry = '';
  if (bookmarks.length > 0) {
    const outlinesId = reserve();
    const top = writeLevel(bookmarks, outlinesId);
    set(outlinesId, `<< /Type /Outlines /First ${top.ids[0]!} 0 R /Last ${top.ids.at(-1)!} 0 R /Count ${top.total} >>`);
    outlineEntry = ` /Outlines ${outlinesId} 0 R /PageMode /UseOutlines`;
  }
  const names = named.length > 0 ? ` /Names << /Dests << /Names [${named.sort().join(' ')}] >> >>` : '';
  set(catalogId, `<< /Type /Catalog /Pages ${pagesId} 0 R${outlineEntry}${names} >>`);
  const infoId = options.title ? reserve() : null;
  if (infoId !== null) set(infoId, `<< /Title ${pdfString(options.title!)} >>`);

  return writePdfFile(objects, { root: catalogId, info: infoId, header: '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n' });
}
