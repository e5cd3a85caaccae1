import { describe, expect, it } from 'vitest';
import { nameFromText, TEXT_TITLE_MAX_LENGTH } from './text-title.ts';

describe('nameFromText', () => {
  it('takes the first Markdown heading, without its markers', () => {
    expect(nameFromText('# A célula\n\nA célula é a unidade básica da vida.')).toBe('A célula');
    expect(nameFromText('Notas de aula\n\n## **Mitose** e _meiose_ ##\n\nTexto.')).toBe('Mitose e meiose');
    expect(nameFromText('\n\n###   The Calvin `cycle`\nIt fixes carbon.')).toBe('The Calvin cycle');
  });

  it('takes a short first line as the title when there is no heading', () => {
    expect(nameFromText('Photosynthesis notes\n\nChlorophyll absorbs light energy in the thylakoids.')).toBe(
      'Photosynthesis notes',
    );
    expect(nameFromText('Chapter 3: Enzymes:\nEnzymes lower the activation energy.')).toBe('Chapter 3: Enzymes');
    expect(nameFromText('- [Osmosis](https://example.org/osmosis) basics\nWater moves across membranes.')).toBe(
      'Osmosis basics',
    );
    expect(nameFromText('Setext title\n============\n\nBody text.')).toBe('Setext title');
  });

  it('takes the first words of a long opening, cut on a word boundary', () => {
    const text =
      'Photosynthesis is the process by which green plants and some other organisms use sunlight to synthesise foods from carbon dioxide and water.';
    const name = nameFromText(text)!;
    expect(name.length).toBeLessThanOrEqual(TEXT_TITLE_MAX_LENGTH + 1);
    expect(name.endsWith('…')).toBe(true);
    const words = name.slice(0, -1);
    expect(text.startsWith(words)).toBe(true);
    // a whole word: the text goes on with a space after the cut
    expect(text[words.length]).toBe(' ');
  });

  it('cuts one enormous word where it must', () => {
    const name = nameFromText('x'.repeat(300))!;
    expect(name).toBe(`${'x'.repeat(TEXT_TITLE_MAX_LENGTH)}…`);
  });

  it('reads a pasted caption file by its words, not its header and timings', () => {
    const vtt =
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\nToday we look at enzymes\n\n2\n00:00:04.000 --> 00:00:08.000\nand how they work.';
    expect(nameFromText(vtt)).toBe('Today we look at enzymes');
  });

  it('has no name for text without words', () => {
    expect(nameFromText('   \n\n  ')).toBeNull();
    expect(nameFromText('#\n\n**\n')).toBeNull();
  });
});
