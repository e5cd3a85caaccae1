/**
 * Markup of Markdown's extensions (Pandoc, R Markdown, kramdown) that is no content: a heading's
 * attributes ("# Introdução {#cap1}", "## Notes {.unnumbered}", "# Annex {-}") and the fences of a
 * fenced div (":::", "::: {.callout-note}", ":::: warning"); a book's part divider ("# (PART) Ethics,
 * Culture and Religion {-}", "# (APPENDIX) Appendix {-}"), which names the part a chapter sits in,
 * not the chapter. Pasted text and Markdown files are read
 * without them, so they reach neither a name, a summary nor a card.
 */

const HEADING_ATTRIBUTES = /^(#{1,6}[ \t]+.*?)[ \t]*\{(?:[#.][^\s{}]+|-)(?:[ \t]+[^{}\n]*)?\}[ \t]*$/gmu;
const PART_DIVIDER = /^#[ \t]+\((?:PART|APPENDIX)\*?\)[^\n]*\n?/gmu;
const DIV_FENCE = /^[ \t]*:{3,}[ \t]*(?:\{[^{}\n]*\}|[\w-]+)?[ \t]*:*[ \t]*$/gmu;

export function stripMarkdownExtensions(text: string): string {
  return text.replace(PART_DIVIDER, '').replace(HEADING_ATTRIBUTES, '$1').replace(DIV_FENCE, '');
}
