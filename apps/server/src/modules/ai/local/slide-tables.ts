/*
 * Tables on slides. The PPTX extractor gives a slide's text as lines, a table's cells and a
 * diagram's boxes among them, one line each, without saying which is which: the lecture deck's
 * slide 5 reads "Online applications with little or no risk of harm from fraud, hacking; low
 * risk", "Online applications with risk of some harm from fraud, hacking; some risks", … beside
 * boxes "Level 1", "Level 2", "Level 3", "Level 4". Such lines are cells of a grid, read across
 * a row; none is a statement to quote or to summarise.
 */

/** A cell separator inside a line: "description; level", "a | b", a tab. */
const CELL_SEPARATOR = /;\s+\S|\s\|\s|\t/u;
/** A numbered or lettered label: "Level 1", "E-Auth Level 4", "Tier B". */
const LABEL = /^(.*?\p{L}[^\d]*?)\s*(\d{1,2}|[A-Z])$/u;

function countWords(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}

/**
 * The lines of a slide's body (its title left out) that are cells of a table or grid. A slide
 * lays one out when it shows a series of three or more numbered labels ("Level 1" … "Level 4"),
 * or three or more rows of cells opening on the same word ("Online applications …; low risk").
 * Its cells are then the labels, the rows, and the other short fragments among them; a line of
 * prose beside the grid stays a statement.
 */
export function findTableCells(lines: readonly string[]): Set<string> {
  const cleaned = lines.map((line) => line.replace(/\s+/gu, ' ').trim()).filter(Boolean);
  const labelSeries = new Map<string, Set<string>>();
  for (const line of cleaned) {
    if (countWords(line) > 4) continue;
    const match = LABEL.exec(line);
    if (!match) continue;
    const prefix = match[1]!.toLowerCase();
    labelSeries.set(prefix, (labelSeries.get(prefix) ?? new Set()).add(match[2]!));
  }
  const labels = new Set([...labelSeries].filter(([, marks]) => marks.size >= 3).map(([prefix]) => prefix));
  const rows = cleaned.filter((line) => CELL_SEPARATOR.test(line.replace(/[.;]+$/u, '')));
  const rowOpenings = new Map<string, number>();
  for (const row of rows) {
    const opening = row.split(/\s+/u)[0]!.toLowerCase();
    rowOpenings.set(opening, (rowOpenings.get(opening) ?? 0) + 1);
  }
  const isGrid = labels.size > 0 || [...rowOpenings.values()].some((count) => count >= 3);
  if (!isGrid) return new Set();
  const cells = new Set<string>();
  for (const line of cleaned) {
    const label = LABEL.exec(line);
    const isLabel = countWords(line) <= 4 && label !== null && labels.has(label[1]!.toLowerCase());
    if (isLabel || rows.includes(line) || countWords(line) <= 4) cells.add(normalizeCell(line));
  }
  return cells;
}

/** A line as compared with cells: lower case, its list marker, footnote stars and closing marks off. */
export function normalizeCell(line: string): string {
  return line
    .replace(/^[•▪‣◦\-–—*]\s*/u, '')
    .replace(/[\s.;:,*]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();
}

/** The cells among the body lines of a slide's text (title first, then bullets up to a blank line, then notes). */
export function findSlideTableCells(slideText: string): Set<string> {
  const [head = ''] = slideText.split(/\n\s*\n/u);
  const [, ...body] = head.split('\n');
  return findTableCells(body);
}
