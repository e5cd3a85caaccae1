import { describe, expect, it } from 'vitest';
import { hasMath, linkCitations, loadKatex, loadMarkdown } from './markdown.ts';
import { renderMarkdown } from './markdown-renderer.ts';

describe('study Markdown', () => {
  it('keeps Markdown, drops raw HTML and scripts', () => {
    const html = renderMarkdown('**bold** <script>alert(1)</script> [x](javascript:alert(1))');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('<a');
  });

  it('finds maths between dollars but not money', () => {
    expect(hasMath('Energy is $E = mc^2$.')).toBe(true);
    expect(hasMath('$$\\int_0^1 x\\,dx$$')).toBe(true);
    expect(hasMath('It costs $ 5 and $ 6.')).toBe(false);
  });

  it('typesets maths with KaTeX once it is loaded, and shows the source before', async () => {
    expect(renderMarkdown('Area $\\pi r^2$')).toContain('<code class="math-source">$\\pi r^2$</code>');
    const renderMath = await loadKatex();
    const html = renderMarkdown('Area $\\pi r^2$\n\n$$\na^2 + b^2 = c^2\n$$', renderMath);
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
    expect(html).toContain('<math');
  });

  it('turns [n] into citation buttons only for known citations and outside code', () => {
    const html = linkCitations(renderMarkdown('See [1] and [3], not `[1]`.'), 1, 'chip');
    expect(html).toContain('<button type="button" data-citation="1" class="chip">[1]</button>');
    expect(html).toContain('[3]');
    expect(html).toContain('<code>[1]</code>');
  });

  it('loads the same renderer on demand', async () => {
    const render = await loadMarkdown();
    expect(render).toBe(renderMarkdown);
    expect(render('**bold**')).toBe('<p><strong>bold</strong></p>\n');
  });
});

describe('card media (ADR 051)', () => {
  const id = '30000000-0000-4000-8000-000000000001';
  const media = new Map([
    [
      id,
      {
        id,
        name: 'a.png',
        kind: 'image' as const,
        url: `/api/media/cards/${id}?exp=1&sig=abc`,
        expiresAt: '2100-01-01T00:00:00.000Z',
      },
    ],
  ]);

  it('swaps a card media reference for its signed URL, which the sanitiser keeps', () => {
    expect(renderMarkdown(`![A cell](/api/media/cards/${id})`, null, media)).toBe(
      `<p><img src="/api/media/cards/${id}?exp=1&amp;sig=abc" alt="A cell" class="card-media"></p>\n`,
    );
  });

  it('shows the description, never the unsigned path, while the URL is unknown; a bare file name shows as its name; scripts stay out', () => {
    expect(renderMarkdown(`![A cell](/api/media/cards/${id})`)).toBe(
      '<p><span class="card-media-missing">A cell</span></p>\n',
    );
    expect(renderMarkdown('![](my%20cell.png)')).toBe('<p><span class="card-media-missing">my cell.png</span></p>\n');
    expect(renderMarkdown('![x](javascript:alert(1))')).not.toContain('<img');
  });
});
