import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../lib/app-error.ts';
import { assemblePageText, extractPdf, findMarginLineNumbers, removeRunningLines } from './extract-pdf.ts';
import { readFixture } from './testing/fixtures.ts';
import { buildPdfWithOutline } from './testing/outline-pdf.ts';
import { buildWarmUpPdf } from './warm-up-pdf.ts';

async function extractError(fixture: string): Promise<AppError> {
  const error = await extractPdf(readFixture(fixture)).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('extractPdf', () => {
  it('extracts the text of each page with its page number', async () => {
    const result = await extractPdf(readFixture('documents/textbook-chapter-10p.pdf'));
    expect(result.meta.pageCount).toBe(10);
    expect(result.passages.length).toBeGreaterThanOrEqual(9);
    expect(result.passages.every((passage) => passage.page !== null && passage.slide === null)).toBe(true);
    expect(result.passages.map((passage) => passage.page)).toEqual(
      [...result.passages.map((passage) => passage.page)].sort((a, b) => a! - b!),
    );
    const all = result.passages.map((passage) => passage.text).join('\n');
    expect(all).toContain('Think Python');
    expect(all).toMatch(/The way of the program/i);
    expect(result.language).toBe('en');
  });

  it('loads pdf.js without its canvas (text extraction draws nothing): drawing would fail loudly', async () => {
    await extractPdf(readFixture('documents/textbook-chapter-10p.pdf'));
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.some((file) => file.includes('@napi-rs/canvas'))).toBe(false);
    expect(() => new (globalThis as unknown as { DOMMatrix: new () => unknown }).DOMMatrix()).toThrow(/not loaded/);
  });

  it('reads a small PDF made in memory, the one that warms a thread before the first upload: the same text in each of its fonts', async () => {
    const result = await extractPdf(buildWarmUpPdf());
    expect(result.meta).toEqual({ pageCount: 5, textPageCount: 5 });
    // a standard font; TrueType, simple and CID-keyed; CFF, simple and CID-keyed: each page's text is read
    for (const passage of result.passages) {
      expect(passage.text).toMatch(/^Spaced repetition schedules each review just before a memory would fade\./);
      expect(passage.text).toMatch(/beats reading it twice\.$/);
    }
    expect(result.language).toBe('en');
  });

  it('adds pages of lines in every font of the warm-up PDF when asked', async () => {
    const result = await extractPdf(buildWarmUpPdf({ bulkPages: 2 }));
    expect(result.meta).toEqual({ pageCount: 7, textPageCount: 7 });
    expect(result.passages[6]!.text).toMatch(/repetition/);
  });

  it('reads the bookmarks of a PDF, each resolved to the page it opens (explicit and named destinations), nested ones a level down', async () => {
    const pages = Array.from({ length: 5 }, (_, index) => [
      `Page ${index + 1} of a document about bookmarks and the pages they open.`,
      '',
      'Some more text on this page so that it has a text layer.',
    ]);
    const pdf = buildPdfWithOutline(pages, [
      { title: 'Introduction', page: 1 },
      {
        title: 'Methods',
        page: 2,
        isNamed: true,
        children: [
          { title: 'Data (collected)', page: 3 },
          { title: 'Analysis', page: 4, isNamed: true },
        ],
      },
      { title: 'Results', page: 5 },
    ]);
    const result = await extractPdf(pdf);
    expect(result.passages.map((passage) => passage.page)).toEqual([1, 2, 3, 4, 5]);
    expect(result.outline).toEqual([
      { title: 'Introduction', page: 1, level: 0 },
      { title: 'Methods', page: 2, level: 0 },
      { title: 'Data (collected)', page: 3, level: 1 },
      { title: 'Analysis', page: 4, level: 1 },
      { title: 'Results', page: 5, level: 0 },
    ]);
  });

  it('reports no outline for a PDF without bookmarks', async () => {
    const result = await extractPdf(readFixture('documents/textbook-chapter-10p.pdf'));
    expect(result.outline).toBeUndefined();
  });

  it('keeps the reading text of a two-column paper, words joined across line breaks', async () => {
    const result = await extractPdf(readFixture('documents/research-paper-15p.pdf'));
    expect(result.meta.pageCount).toBe(15);
    expect(result.passages[0]!.text).toMatch(/feedback/i);
    expect(result.passages.map((passage) => passage.text).join(' ')).toContain('elaborated feedback');
  });

  it('refuses a scanned, image-only PDF with the "text-based PDFs only" message', async () => {
    const error = await extractError('documents/scanned-image-only.pdf');
    expect(error.code).toBe('UNSUPPORTED_FILE');
    expect(error.messageKey).toBe('pipeline:pdf_scanned');
  });

  it('refuses an encrypted PDF with its own message', async () => {
    const error = await extractError('documents/encrypted-password-abc.pdf');
    expect(error.messageKey).toBe('pipeline:pdf_encrypted');
  });

  it('refuses a PDF that is only a header', async () => {
    const error = await extractError('documents/malformed-header-only.pdf');
    expect(error.messageKey).toBe('pipeline:pdf_invalid');
  });

  it('refuses a PDF whose page tree loops', async () => {
    const error = await extractError('documents/malformed-page-tree-loop.pdf');
    expect(error.messageKey).toBe('pipeline:pdf_damaged');
    expect(error.code).toBe('DOCUMENT_PROCESSING');
  });

  it('refuses more pages than allowed', async () => {
    const error = await extractPdf(readFixture('documents/textbook-chapter-10p.pdf'), { maxPages: 5 }).catch(
      (caught: unknown) => caught,
    );
    expect((error as AppError).messageKey).toBe('pipeline:pdf_too_many_pages');
  });
});

describe('removeRunningLines (ADR 124)', () => {
  const words = [
    'selection',
    'drift',
    'mutation',
    'migration',
    'fitness',
    'variance',
    'linkage',
    'recombination',
    'sampling',
  ];
  const body = (n: number) =>
    `On ${words[n - 1]} the page says its own thing.\nA second line about ${words[n]} follows.\nAnd a third about ${words[n - 1]} and ${words[n]}.\nThe paragraph on ${words[n + 1]} ends.`;

  it("drops an author's footer with a blog address and page number repeated on every page (es)", () => {
    const pages = [1, 2, 3, 4].map((n) => `${body(n)}\nXavier Aznar · xavieraznar.com · ${n}`);
    const kept = removeRunningLines(pages);
    expect(kept.join('\n')).not.toMatch(/aznar/iu);
    expect(kept[0]).toContain('On selection the page');
  });

  it('drops a running title at the top and a bare page number at the bottom (en, pt, de)', () => {
    for (const title of ['Population Genetics Notes', 'Cálculo em várias variáveis', 'Einführung in die Statistik']) {
      const pages = [5, 6, 7, 8, 9].map((n) => `${title}\n${body(n)}\n${n}`);
      const kept = removeRunningLines(pages);
      expect(kept.every((page) => !page.includes(title))).toBe(true);
      expect(kept[2]).toBe(body(7));
    }
  });

  it('keeps a line that comes back on fewer than half the pages, a body line, and a formula line at the edge', () => {
    const pages = [1, 2, 3, 4, 5, 6].map(
      (n) => `${n}\nChapter ${['One', 'Two', 'Three'][Math.floor((n - 1) / 2)]}\n${body(n)}\nx = ${n}`,
    );
    pages[0] = `1\nBibliography\n${body(1)}\n= 1`;
    const kept = removeRunningLines(pages);
    expect(kept[0]).toContain('Bibliography');
    expect(kept[3]).toContain('Chapter Two'); // two pages of six
    expect(kept[3]).toContain('x = 4');
    expect(kept[0]).toContain('= 1');
    expect(kept[0]!.startsWith('1\n')).toBe(false);
    expect(kept[3]).toContain('On migration the page');
  });

  it('leaves a document of fewer than three pages alone', () => {
    const pages = ['Title\nBody one.\n1', 'Title\nBody two.\n2'];
    expect(removeRunningLines(pages)).toEqual(pages);
  });
});

/** One line of pdf.js text content at height `y`, ending its line. */
const line = (str: string, y: number) => ({
  str,
  dir: 'ltr',
  transform: [10, 0, 0, 10, 0, y],
  width: 100,
  height: 10,
  fontName: 'f',
  hasEOL: true,
});

describe('footnote markers (ADR 124)', () => {
  it.each([
    [
      'Plato wrote under the Thirty Tyrants,6 who ruled Athens.',
      'Plato wrote under the Thirty Tyrants, who ruled Athens.',
    ],
    [
      'A filosofia clássica começa em Atenas.12 Sócrates não escreveu.',
      'A filosofia clássica começa em Atenas. Sócrates não escreveu.',
    ],
    ['Die Stoiker lehrten Gelassenheit;3 Epikur lehrte Lust.', 'Die Stoiker lehrten Gelassenheit; Epikur lehrte Lust.'],
  ])('drops a marker glued to a word’s punctuation: %s', (text, expected) => {
    expect(assemblePageText([line(text, 700)])).toBe(expected);
  });

  it('keeps the numbers of "Fig.3", "p.12" and "3,14"', () => {
    const text = 'See Fig.3 and p.12 of the notes, where pi is 3,14 to two places.';
    expect(assemblePageText([line(text, 700)])).toBe(text);
  });
});

describe('words hyphenated across lines (ADR 137)', () => {
  it('joins a word hyphenated with the Unicode hyphen U+2010 as one hyphenated with a hyphen-minus', () => {
    expect(
      assemblePageText([
        line('initial troubleshooting of the code re\u2010', 700),
        line('solved some instabilities', 688),
      ]),
    ).toBe('initial troubleshooting of the code resolved some instabilities');
    expect(assemblePageText([line('the model was re-', 700), line('fitted', 688)])).toBe('the model was refitted');
  });
});

/** A pdf.js text item at (x, y), `width` wide, ending its line when `eol`. */
const placed = (str: string, x: number, y: number, width: number, eol = false) => ({
  str,
  dir: 'ltr',
  transform: [10, 0, 0, 10, x, y],
  width,
  height: 10,
  fontName: 'f',
  hasEOL: eol,
});

describe("a manuscript's line numbers (ADR 151)", () => {
  const body = [
    'Continuous integration tools automatically run a set of',
    'user-defined commands whenever changes are made to a',
    'version control repository. These commands typically',
    'execute tests, but they can also compile the manuscript',
    'and publish it, so every change is checked at once.',
  ];

  it('are left out of the text, in the right margin or in the left one', () => {
    const right = body.flatMap((text, k) => [
      placed(text, 72, 700 - 12 * k, 400),
      placed(String(610 + k), 520, 700 - 12 * k, 12, true),
    ]);
    const left = body.flatMap((text, k) => [
      placed(String(5 * (k + 1)), 40, 700 - 12 * k, 8),
      placed(text, 72, 700 - 12 * k, 400, true),
    ]);
    for (const items of [right, left]) {
      const text = assemblePageText(items);
      expect(text).toBe(body.join('\n'));
      expect(text).not.toMatch(/\d/u);
    }
  });

  it('are never numbers inside the text block, numbers that do not count up, or fewer than five', () => {
    // a table's first column, under a paragraph that starts where it does
    const table = [
      placed('The runs are listed below, one a row.', 72, 712, 300, true),
      ...body.flatMap((text, k) => [
        placed(String(k + 1), 72, 700 - 12 * k, 6),
        placed(text, 90, 700 - 12 * k, 400, true),
      ]),
    ];
    expect(findMarginLineNumbers(table)).toEqual(new Set());
    // figures in the margin that do not count up (a page's callouts)
    const callouts = body.flatMap((text, k) => [
      placed(text, 72, 700 - 12 * k, 400),
      placed(['12', '3', '40', '7', '19'][k]!, 520, 700 - 12 * k, 12, true),
    ]);
    expect(findMarginLineNumbers(callouts)).toEqual(new Set());
    const four = callouts.slice(0, 8).map((item, k) => (k % 2 === 1 ? { ...item, str: String(100 + k) } : item));
    expect(findMarginLineNumbers(four)).toEqual(new Set());
    // five ticks in the margin of a page of twenty lines (a figure's axis)
    const ticks = [...body, ...body, ...body, ...body].flatMap((text, k) => [
      placed(text, 72, 700 - 12 * k, 400, k >= 5),
      ...(k < 5 ? [placed(String(k + 1), 520, 700 - 12 * k, 6, true)] : []),
    ]);
    expect(findMarginLineNumbers(ticks)).toEqual(new Set());
  });
});

describe('footnote markers drawn raised after a word (ADR 151)', () => {
  it('are left out; an exponent after a variable, a unit, a number or a bracket stays', () => {
    // "GitLab" in 10 pt, then a 7 pt "18" raised 3.6 pt, starting where the word ends
    const marked = [
      placed('in academia and nonprofits. GitLab', 72, 682, 283.2),
      placed('18', 355.2, 685.6, 7.2),
      placed(' is a well-regarded alternative.', 362.4, 682, 150, true),
    ].map((item, k) => (k === 1 ? { ...item, height: 7 } : item));
    expect(assemblePageText(marked)).toBe('in academia and nonprofits. GitLab is a well-regarded alternative.');
    for (const [before, exponent] of [
      ['The area is 4 km', '2'],
      ['the square of x', '2'],
      ['about 10', '3'],
      ['expand (a + b)', '2'],
    ] as const) {
      const width = before.length * 5;
      const items = [
        placed(before, 72, 682, width),
        { ...placed(exponent, 72 + width, 685.6, 5), height: 7 },
        placed(' here.', 77 + width, 682, 30, true),
      ];
      expect(assemblePageText(items)).toBe(`${before}${exponent} here.`);
    }
  });
});

describe('a slide deck exported as PDF (ADR 176)', () => {
  // test/fixtures/documents/lecture-deck-23-slides.pdf: the .pptx fixture of the same name turned to PDF by LibreOffice
  it('reads each landscape page of few words as a slide: its title the first line, one line per bullet', async () => {
    const pdf = await extractPdf(readFixture('documents/lecture-deck-23-slides.pdf'));
    expect(pdf.passages.length).toBeGreaterThanOrEqual(20);
    expect(pdf.passages.every((passage) => passage.slide !== null && passage.slide === passage.page)).toBe(true);
    const slide = (n: number): string[] => pdf.passages.find((passage) => passage.slide === n)!.text.split('\n');
    // the title set over two lines is one line, and no bullet runs into it
    expect(slide(4)[0]).toBe('E-Authentication LOA and What They Mean');
    // a bullet wrapped onto a line in lower case, or onto one starting where its words start, is one line again
    expect(slide(4)[1]).toBe('• Little or no assurance of identity; assertion-based identity authentication');
    expect(slide(13)).toContain(
      '• Both Application providers and CSPs sign on to Federation business and operating “standards,” legal agreements.',
    );
    // the slide number pdf.js reads before the title is no title (and, running, is dropped)
    expect(slide(13)[0]).toBe('E-Authentication Federation Membership Requirements');
  });

  it('gives the same titles as the deck itself', async () => {
    const { extractPptx } = await import('./extract-pptx.ts');
    const pptx = await extractPptx(readFixture('documents/lecture-deck-23-slides.pptx'));
    const pdf = await extractPdf(readFixture('documents/lecture-deck-23-slides.pdf'));
    const titled = pdf.passages.filter((passage) => pptx.meta.slideTitles[passage.slide! - 1]);
    const same = titled.filter(
      (passage) =>
        passage.text.split('\n')[0] === pptx.meta.slideTitles[passage.slide! - 1]!.replace(/\s+/gu, ' ').trim(),
    );
    expect(same.length).toBeGreaterThanOrEqual(titled.length * 0.8);
  });

  it('keeps a portrait document a document', async () => {
    const result = await extractPdf(readFixture('documents/textbook-chapter-10p.pdf'));
    expect(result.passages.every((passage) => passage.slide === null)).toBe(true);
  });
});
