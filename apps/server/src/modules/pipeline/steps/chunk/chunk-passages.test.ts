import { describe, expect, it } from 'vitest';
import { createPassage } from '../extract/extraction.ts';
import { extractPdf } from '../extract/extract-pdf.ts';
import { readFixture } from '../extract/testing/fixtures.ts';
import { chunkPassages } from './chunk-passages.ts';

const sentence = (n: number, words = 12) => `Sentence ${n} ${'word '.repeat(words - 3).trim()} end.`;
const paragraph = (from: number, count: number, words = 12) =>
  Array.from({ length: count }, (_, i) => sentence(from + i, words)).join(' ');

describe('chunkPassages', () => {
  it('cuts a long page into 120–300 word chunks at sentence ends, all on that page', () => {
    const chunks = chunkPassages([createPassage(paragraph(1, 60), { page: 3 })]); // 720 words
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const chunk of chunks) {
      expect(chunk.page).toBe(3);
      expect(chunk.wordCount).toBeGreaterThanOrEqual(120);
      expect(chunk.wordCount).toBeLessThanOrEqual(300);
      expect(chunk.text).toMatch(/^Sentence \d+ .* end\.$/s);
    }
    expect(chunks.map((chunk) => chunk.text).join(' ')).toBe(paragraph(1, 60));
  });

  it('never merges two pages or two slides, even when they are short', () => {
    const chunks = chunkPassages([
      createPassage('Title page.', { page: 1 }),
      createPassage(paragraph(1, 3), { page: 2 }),
      createPassage('Slide one.', { slide: 1 }),
      createPassage('Slide two.', { slide: 2 }),
    ]);
    expect(chunks.map((chunk) => [chunk.page, chunk.slide])).toEqual([
      [1, null],
      [2, null],
      [null, 1],
      [null, 2],
    ]);
  });

  it('merges timed passages of one speaker and widens the time range; never across speakers', () => {
    const passages = [
      createPassage(paragraph(1, 5), { startMs: 0, endMs: 20_000, speaker: 'Speaker 1' }),
      createPassage(paragraph(6, 5), { startMs: 20_000, endMs: 40_000, speaker: 'Speaker 1' }),
      createPassage(paragraph(11, 5), { startMs: 40_000, endMs: 60_000, speaker: 'Speaker 2' }),
    ];
    const chunks = chunkPassages(passages);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]).toMatchObject({ speaker: 'Speaker 1', startMs: 0, endMs: 40_000, wordCount: 120 });
    expect(chunks[1]).toMatchObject({ speaker: 'Speaker 2', startMs: 40_000, endMs: 60_000 });
  });

  it('gives each chunk of a long transcript the times of the captions it holds', () => {
    const passages = Array.from({ length: 40 }, (_, i) =>
      createPassage(sentence(i, 10), { startMs: i * 3000, endMs: (i + 1) * 3000 }),
    );
    const chunks = chunkPassages(passages);
    expect(chunks.length).toBe(2);
    expect(chunks[0]).toMatchObject({ startMs: 0, endMs: 60_000 });
    expect(chunks[1]).toMatchObject({ startMs: 60_000, endMs: 120_000 });
  });

  it('keeps sentences whole when a caption cue ends mid-sentence', () => {
    const passages = [
      createPassage(`${paragraph(1, 17)} This sentence starts in one cue`, { startMs: 0, endMs: 30_000 }),
      createPassage(`and ends in the next. ${paragraph(100, 8)}`, { startMs: 30_000, endMs: 45_000 }),
    ];
    const chunks = chunkPassages(passages, { targetWords: 200 });
    const holder = chunks.find((chunk) => chunk.text.includes('This sentence starts'))!;
    expect(holder.text).toContain('This sentence starts in one cue and ends in the next.');
    expect(holder.startMs).toBe(0);
  });

  it('splits a sentence longer than the maximum by words', () => {
    const chunks = chunkPassages([createPassage(`${'long '.repeat(650).trim()}.`, { page: 1 })]);
    expect(chunks.length).toBe(3);
    expect(Math.max(...chunks.map((chunk) => chunk.wordCount))).toBeLessThanOrEqual(300);
  });

  it('joins wrapped PDF lines but keeps bullet lines apart', () => {
    const [chunk] = chunkPassages([
      createPassage('This line wraps\ninto the next line. Done.\n• First bullet\n• Second bullet', { page: 1 }),
    ]);
    expect(chunk!.text).toContain('This line wraps into the next line.');
    expect(chunk!.text).toContain('• First bullet\n• Second bullet');
  });

  it("keeps a slide's title and bullet lines apart (they are not wrapped prose)", () => {
    const [chunk] = chunkPassages([
      createPassage('The Calvin cycle\nFixes carbon dioxide into sugars\nRuns in the stroma\n\nThe notes say more.', {
        slide: 3,
      }),
    ]);
    expect(chunk!.text).toBe(
      'The Calvin cycle\nFixes carbon dioxide into sugars\nRuns in the stroma\n\nThe notes say more.',
    );
  });

  it('chunks a real textbook chapter with page numbers kept', async () => {
    const pdf = await extractPdf(readFixture('documents/textbook-chapter-10p.pdf'));
    const chunks = chunkPassages(pdf.passages);
    expect(new Set(chunks.map((chunk) => chunk.page))).toEqual(new Set(pdf.passages.map((passage) => passage.page)));
    const full = chunks.filter((chunk) => chunk.wordCount >= 120);
    expect(full.length / chunks.length).toBeGreaterThan(0.6);
    expect(Math.max(...chunks.map((chunk) => chunk.wordCount))).toBeLessThanOrEqual(345);
  });
  it('drops NUL characters, which PostgreSQL cannot store (some PDF fonts map glyphs to them)', () => {
    const chunks = chunkPassages(
      [
        {
          text: 'La probabilidad\u0000 de un suceso es un número entre cero y uno.',
          page: 1,
          slide: null,
          startMs: null,
          endMs: null,
          speaker: null,
        },
      ],
      { language: 'es' },
    );
    expect(chunks.map((chunk) => chunk.text)).toEqual(['La probabilidad de un suceso es un número entre cero y uno.']);
  });
});
