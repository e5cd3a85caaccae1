import { describe, expect, it } from 'vitest';
import { rankHeadingLevels, readHeadingDepths, splitIntoBlocks } from './text-blocks.ts';

const shown = (text: string, blocks: ReturnType<typeof splitIntoBlocks>) =>
  blocks.map((block) => ({
    kind: block.kind,
    text: block.spans
      .filter((span) => !span.isHidden)
      .map((span) => text.slice(span.from, span.to))
      .join(''),
  }));

describe('splitIntoBlocks', () => {
  it('cuts Markdown headings out of a passage, markers and surrounding line breaks hidden', () => {
    const text = 'Intro line\n\n# A célula ##\n\nA célula é a unidade.\nSegunda linha.\n### Membrana\nTexto';
    const blocks = splitIntoBlocks(text);
    expect(shown(text, blocks)).toEqual([
      { kind: 'text', text: 'Intro line' },
      { kind: 'heading', text: 'A célula' },
      { kind: 'text', text: 'A célula é a unidade.\nSegunda linha.' },
      { kind: 'heading', text: 'Membrana' },
      { kind: 'text', text: 'Texto' },
    ]);
    // every character lies in exactly one span, in order
    const spans = blocks.flatMap((block) => block.spans);
    expect(spans.map((span) => text.slice(span.from, span.to)).join('')).toBe(text);
    expect(
      blocks.filter((block) => block.kind === 'heading').map((block) => (block.kind === 'heading' ? block.depth : 0)),
    ).toEqual([1, 3]);
  });

  it('leaves text without headings whole, and a # without a space (a hashtag) as text', () => {
    const text = '#hashtag and words\nmore';
    expect(shown(text, splitIntoBlocks(text))).toEqual([{ kind: 'text', text }]);
  });

  it('ranks heading depths into levels from h2 without a gap', () => {
    const depths = [...readHeadingDepths('# One\ntext\n### Three'), ...readHeadingDepths('###### Six')];
    expect(depths).toEqual([1, 3, 6]);
    expect([...rankHeadingLevels(depths)]).toEqual([
      [1, 2],
      [3, 3],
      [6, 4],
    ]);
  });
});
