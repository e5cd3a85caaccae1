/**
 * Markup of Markdown's extensions (Pandoc, R Markdown, kramdown) that is no content: a heading's
 * attributes ("# Introdução {#cap1}", "## Notes {.unnumbered}", "# Annex {-}") and the fences of a
 * fenced div (":::", "::: {.callout-note}", ":::: warning"); a book's part divider ("# (PART) Ethics,
 * Culture and Religion {-}", "# (APPENDIX) Appendix {-}"), which names the part a chapter sits in,
 * not the chapter; a static site's front matter ("---\nlayout: single\n---" opening the file), kramdown's
 * attribute lines ("{: .small}"), HTML comments and the tags of the HTML elements pages embed
 * ("<figure>", "<img src=…>", "<cite>…</cite>": the text between tags stays). Pasted text and
 * Markdown files are read without them, so they reach neither a name, a summary nor a card.
 */

const HEADING_ATTRIBUTES = /^(#{1,6}[ \t]+.*?)[ \t]*\{(?:[#.][^\s{}]+|-)(?:[ \t]+[^{}\n]*)?\}[ \t]*$/gmu;
const PART_DIVIDER = /^#[ \t]+\((?:PART|APPENDIX)\*?\)[^\n]*\n?/gmu;
const DIV_FENCE = /^[ \t]*:{3,}[ \t]*(?:\{[^{}\n]*\}|[\w-]+)?[ \t]*:*[ \t]*$/gmu;

/** YAML front matter: only where the file opens, between two fences of three dashes (the second may be "..."). */
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:[^\n]*\r?\n)*?(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/u;
const KRAMDOWN_ATTRIBUTES = /^[ \t]*\{:[^{}\n]*\}[ \t]*$/gmu;
const HTML_COMMENT = /<!--[\s\S]*?-->/gu;
/** Tags of the HTML elements Markdown pages embed, by name (a generic type such as "List<String>" in code is no tag). */
const HTML_TAG =
  /<\/?(?:a|abbr|article|aside|audio|b|blockquote|br|caption|center|cite|details|div|em|figcaption|figure|font|footer|header|hr|i|iframe|img|li|mark|nav|ol|p|picture|section|small|source|span|strong|sub|summary|sup|table|tbody|td|th|thead|tr|u|ul|video)(?:\s[^<>]*)?\/?>/giu;

export function stripMarkdownExtensions(text: string): string {
  return text
    .replace(FRONT_MATTER, '')
    .replace(HTML_COMMENT, '')
    .replace(HTML_TAG, '')
    .replace(KRAMDOWN_ATTRIBUTES, '')
    .replace(PART_DIVIDER, '')
    .replace(HEADING_ATTRIBUTES, '$1')
    .replace(DIV_FENCE, '');
}
