import { describe, expect, it } from 'vitest';
import { stripMarkdownExtensions } from './markdown-extensions.ts';
import { nameFromText } from './text-title.ts';

describe('Markdown extensions that are no content', () => {
  it("leave headings without their attributes ('{#id}', '{.class}', '{-}')", () => {
    const text = '# Introdução {#cap1}\n\n## Histórico deste livro {.unnumbered}\n\n# Annex {-}\n\n## Kept {as it is}';
    expect(stripMarkdownExtensions(text)).toBe(
      '# Introdução\n\n## Histórico deste livro\n\n# Annex\n\n## Kept {as it is}',
    );
  });

  it('drop a book’s part divider, which names the part and not the chapter', () => {
    const text =
      '# (PART) Ethics Culture and Religion {-}\n\n# Relativism {#relativism}\n\nText.\n\n# (APPENDIX) Appendix {-}\n';
    expect(stripMarkdownExtensions(text)).toBe('\n# Relativism\n\nText.\n\n');
    expect(nameFromText(text)).toBe('Relativism');
  });

  it('drop the fences of a fenced div and keep what they hold', () => {
    const text =
      'Before.\n\n::: {.callout-note}\nA note worth reading.\n:::\n\n:::: warning\nCareful.\n::::\n\nAfter: a colon::: inside text stays.';
    const stripped = stripMarkdownExtensions(text);
    expect(stripped).not.toMatch(/^:{3,}/mu);
    expect(stripped).toContain('A note worth reading.');
    expect(stripped).toContain('Careful.');
    expect(stripped).toContain('After: a colon::: inside text stays.');
  });

  it('drop a static site’s front matter, kramdown attribute lines, HTML comments and embedded tags, keeping the text', () => {
    const text = [
      '---',
      'layout: single',
      'sidebar:',
      '  nav: "chapters"',
      '---',
      '',
      '# Tides',
      '<cite>Adapted from an open textbook.</cite>',
      '{: .small}',
      '',
      '<!-- draft note -->Tides are the rise and fall of the sea.',
      '<figure>',
      '    <img src="https://example.org/tide.jpg" style="width:75%">',
      '    <figcaption>High and low tide.</figcaption>',
      '</figure>',
      '',
      'In code, List<String> and a < b stay; a later --- rule stays too.',
      '---',
    ].join('\n');
    const stripped = stripMarkdownExtensions(text);
    expect(stripped.startsWith('\n# Tides')).toBe(true);
    expect(stripped).not.toMatch(/layout|nav:|\{:|<!--|<\/?(?:cite|figure|img|figcaption)\b|src=/u);
    expect(stripped).toContain('Adapted from an open textbook.');
    expect(stripped).toContain('Tides are the rise and fall of the sea.');
    expect(stripped).toContain('High and low tide.');
    expect(stripped).toContain('List<String> and a < b stay');
    expect(stripped.endsWith('---')).toBe(true);
    expect(nameFromText(text)).toBe('Tides');
  });

  it('name pasted text by its heading without the attributes', () => {
    expect(nameFromText('# Introdução {#cap1}\n\nEste livro foi estruturado…')).toBe('Introdução');
  });
});
