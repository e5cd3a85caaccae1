/*
 * Anki's card templates, rendered far enough to turn a note into a front and a back: fields
 * (`{{Field}}`, filters such as `{{text:Field}}`), sections (`{{#Field}}…{{/Field}}`,
 * `{{^Field}}…{{/Field}}`), `{{FrontSide}}`, changed delimiters (`{{=<% %>=}}`) and cloze
 * deletions (`{{cloze:Field}}`, one card per deletion number, nested deletions included).
 * The output is HTML; the importer turns it into Markdown.
 */

export interface TemplateContext {
  fields: Record<string, string>;
  /** the card's cloze number (its `ord` + 1) when the note type is a cloze type */
  clozeNumber?: number;
  frontSide?: string;
  tags?: string;
  deck?: string;
}

const CLOZE_INNERMOST = /\{\{c(\d+)::((?:(?!\{\{c\d+::)[\s\S])*?)(?:::((?:(?!\{\{c\d+::)[\s\S])*?))?\}\}/;

/** Renders the deletions of a cloze field: the card's own are hidden on the front (`[…]`, as Mnemo's own cloze cards show them, or the hint) and shown on the back. */
export function renderCloze(text: string, clozeNumber: number, side: 'front' | 'back'): string {
  let result = text;
  for (let guard = 0; guard < 1000; guard++) {
    const match = CLOZE_INNERMOST.exec(result);
    if (!match) break;
    const [whole, number, content = '', hint] = match;
    const active = Number(number) === clozeNumber;
    const replacement = !active ? content : side === 'front' ? `[${hint ?? '…'}]` : `<b>${content}</b>`;
    result = result.slice(0, match.index) + replacement + result.slice(match.index + whole.length);
  }
  return result;
}

/** The cloze numbers a note's text holds (`{{c1::…}}`, `{{c2::…}}` → [1, 2]). */
export function findClozeNumbers(text: string): number[] {
  return [...new Set([...text.matchAll(/\{\{c(\d+)::/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
}

/** Rewrites a template that changes its delimiters (`{{=<% %>=}}`) back to `{{ }}`. */
function normaliseDelimiters(template: string): string {
  const change = /\{\{=(\S+)\s+(\S+)=\}\}/.exec(template);
  if (!change) return template;
  const [whole, open = '', close = ''] = change;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rest = template
    .slice(change.index + whole.length)
    .replace(new RegExp(`${escape(open)}([\\s\\S]*?)${escape(close)}`, 'g'), '{{$1}}');
  return template.slice(0, change.index) + rest;
}

function isNonEmpty(value: string | undefined): boolean {
  return value !== undefined && value.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';
}

function fieldValue(name: string, context: TemplateContext, side: 'front' | 'back'): string {
  const parts = name.split(':').map((p) => p.trim());
  const field = parts.at(-1) ?? '';
  const filters = parts.slice(0, -1);
  if (field === 'FrontSide') return context.frontSide ?? '';
  if (field === 'Tags') return context.tags ?? '';
  if (field === 'Deck' || field === 'Subdeck') return context.deck ?? '';
  if (field === 'Card' || field === 'Type' || field === 'CardFlag') return '';
  const value = context.fields[field] ?? '';
  // a typing box: nothing on the front; on the back Anki shows the expected answer in its place
  // ("Basic (type in the answer)" shows its Back field only so)
  if (filters.includes('type')) return side === 'back' && !filters.includes('cloze') ? value : '';
  if (filters.includes('cloze')) return context.clozeNumber ? renderCloze(value, context.clozeNumber, side) : value;
  if (filters.some((f) => f === 'furigana' || f === 'kanji')) return value.replace(/ ?([^ >]+?)\[(.+?)\]/g, '$1');
  if (filters.includes('kana')) return value.replace(/ ?([^ >]+?)\[(.+?)\]/g, '$2');
  return value;
}

/** Renders one side of a card. */
export function renderTemplate(template: string, context: TemplateContext, side: 'front' | 'back'): string {
  let text = normaliseDelimiters(template);
  // sections, innermost first; `{{#c1}}` in a cloze template is true for the card's own number
  const section = /\{\{([#^])\s*([^}]+?)\s*\}\}((?:(?!\{\{[#^])[\s\S])*?)\{\{\/\s*\2\s*\}\}/;
  for (let guard = 0; guard < 1000; guard++) {
    const match = section.exec(text);
    if (!match) break;
    const [whole, kind, name = '', body = ''] = match;
    const cloze = /^c(\d+)$/.exec(name);
    const truthy = cloze
      ? Number(cloze[1]) === context.clozeNumber
      : isNonEmpty(context.fields[name.split(':').at(-1) ?? '']);
    const keep = kind === '#' ? truthy : !truthy;
    text = text.slice(0, match.index) + (keep ? body : '') + text.slice(match.index + whole.length);
  }
  return text
    .replace(/\{\{([^#^/{}][^{}]*?)\}\}/g, (_m, name: string) => fieldValue(name.trim(), context, side))
    .replace(/\{\{[#^/][^{}]*\}\}/g, ''); // sections a broken template leaves unmatched
}

/** The answer part of a rendered back: what follows `<hr id=answer>` when the back repeats the front. */
export function answerPart(back: string): string {
  const marker = /<hr id=["']?answer["']?\s*\/?>/i.exec(back);
  return marker ? back.slice(marker.index + marker[0].length) : back;
}
