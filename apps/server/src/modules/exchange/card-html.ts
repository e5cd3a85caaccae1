import { parseCardMediaRef } from '@mnemo/contracts/exchange';
import MarkdownIt from 'markdown-it';

/*
 * A card's Markdown as an Anki field (HTML), the inverse of the importer's HTML → Markdown
 * (read-anki-package.ts `htmlToMarkdown`): bold, italics, lists, headings, code, links, line
 * breaks, images and sounds come back as the same Markdown when the field is imported again.
 * Text without Markdown stays text (escaped, line breaks as `<br>`), as Anki users type it.
 * Card media references (`/api/media/cards/<id>`) become the file's name in the package:
 * `<img src="name">` and Anki's `[sound:name]`.
 */

const markdown = new MarkdownIt({ html: false, linkify: false, breaks: true });

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function decodeSrc(src: string): string {
  try {
    return decodeURI(src);
  } catch {
    return src;
  }
}

/** What rendering is given: media id → the file name it has in the package. */
type RenderEnv = Record<string, unknown> & { mediaNames?: ReadonlyMap<string, string> };

const mediaNamesOf = (env: RenderEnv | undefined): ReadonlyMap<string, string> =>
  env?.mediaNames ?? new Map<string, string>();

markdown.renderer.rules.image = (tokens, index, _options, env: RenderEnv | undefined) => {
  const token = tokens[index]!;
  const src = String(token.attrGet('src') ?? '');
  const id = parseCardMediaRef(src);
  const name = id ? (mediaNamesOf(env).get(id) ?? src) : decodeSrc(src);
  const alt = token.children?.map((child) => child.content).join('') ?? '';
  return `<img src="${escapeHtml(name)}"${alt ? ` alt="${escapeHtml(alt)}"` : ''}>`;
};

// A link to a card sound, `[sound:name](/api/media/cards/<id>)`, is Anki's `[sound:name]`.
markdown.core.ruler.push('anki_sounds', (state) => {
  const names = mediaNamesOf(state.env);
  for (const block of state.tokens) {
    const children = block.children;
    if (!children) continue;
    for (let i = 0; i + 2 < children.length; i++) {
      const [open, text, close] = [children[i]!, children[i + 1]!, children[i + 2]!];
      if (open.type !== 'link_open' || text.type !== 'text' || close.type !== 'link_close') continue;
      const id = parseCardMediaRef(String(open.attrGet('href') ?? ''));
      if (!id || !text.content.startsWith('sound:')) continue;
      const sound = new state.Token('text', '', 0);
      sound.content = `[sound:${names.get(id) ?? text.content.slice('sound:'.length)}]`;
      children.splice(i, 3, sound);
    }
  }
});

const PLAIN_BLOCKS = new Set(['paragraph_open', 'paragraph_close', 'inline']);
const PLAIN_INLINES = new Set(['text', 'softbreak']);

/** Text without Markdown: paragraphs of text whose every character is its own (no escape, entity or markup). */
function isPlainText(text: string, env: RenderEnv): boolean {
  const tokens = markdown.parse(text, env);
  if (!tokens.every((token) => PLAIN_BLOCKS.has(token.type))) return false;
  const inlines = tokens.flatMap((token) => token.children ?? []);
  if (!inlines.every((token) => PLAIN_INLINES.has(token.type))) return false;
  const squeeze = (value: string) => value.replace(/\s+/g, '');
  return squeeze(inlines.map((token) => token.content).join('')) === squeeze(text);
}

/** Markdown → an Anki field. */
export function markdownToFieldHtml(text: string, mediaNames: ReadonlyMap<string, string> = new Map()): string {
  const env: RenderEnv = { mediaNames };
  // text without Markdown stays text, every line break a <br>
  if (isPlainText(text, env)) return escapeHtml(text).replace(/\n/g, '<br>');
  const html = markdown.render(text, env).replace(/\n$/, '');
  // one paragraph is its content, as Anki's editor writes a field
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single && !single[1]!.includes('<p>') ? single[1]!.replace(/<br>\n/g, '<br>') : html;
}
