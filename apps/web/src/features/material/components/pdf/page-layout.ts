/** A page's size at scale 1 (PDF points, rotation applied). */
export interface PageSize {
  width: number;
  height: number;
}

/**
 * Where each page of a continuous PDF view lies, in CSS pixels from the top of the scrolled
 * content: every page at its own size times one scale, a gap above each one.
 */
export interface PageLayout {
  /** the top of page n at index n - 1 */
  tops: number[];
  widths: number[];
  heights: number[];
  /** the widest page's width (the content is this wide, pages are centred in it) */
  maxWidth: number;
  totalHeight: number;
}

/** A place in the document: a page and how far down its slot (0 = its top, 1 = the next page's top). */
export interface PageAnchor {
  page: number;
  fraction: number;
}

/** Lays out pages whose sizes are known; a page not read yet takes the size of `estimate`. */
export function layoutPages(
  sizes: ReadonlyArray<PageSize | null>,
  estimate: PageSize,
  scale: number,
  gap: number,
): PageLayout {
  const tops: number[] = [];
  const widths: number[] = [];
  const heights: number[] = [];
  let y = gap;
  let maxWidth = 0;
  for (const size of sizes) {
    const { width, height } = size ?? estimate;
    const pageWidth = Math.floor(width * scale);
    const pageHeight = Math.floor(height * scale);
    tops.push(y);
    widths.push(pageWidth);
    heights.push(pageHeight);
    maxWidth = Math.max(maxWidth, pageWidth);
    y += pageHeight + gap;
  }
  return { tops, widths, heights, maxWidth, totalHeight: y };
}

/** The page whose slot (the page and the gap above the next one) holds `y` (1-based, clamped). */
export function pageAt(layout: PageLayout, y: number): number {
  const { tops } = layout;
  if (tops.length === 0) return 1;
  let low = 0;
  let high = tops.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (tops[middle]! <= y) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/** The scroll offset that shows an anchor at the top of the view (a page's top: just its gap above it). */
export function scrollTopOf(layout: PageLayout, anchor: PageAnchor, gap: number): number {
  const index = Math.min(Math.max(anchor.page, 1), layout.tops.length) - 1;
  if (index < 0) return 0;
  const slot = layout.heights[index]! + gap;
  return Math.max(0, layout.tops[index]! - gap + anchor.fraction * slot);
}

/** The anchor that a scroll offset shows at the top of the view (the inverse of `scrollTopOf`). */
export function anchorAt(layout: PageLayout, scrollTop: number, gap: number): PageAnchor {
  if (layout.tops.length === 0) return { page: 1, fraction: 0 };
  const page = pageAt(layout, scrollTop + gap);
  const slot = layout.heights[page - 1]! + gap;
  const fraction = (scrollTop - (layout.tops[page - 1]! - gap)) / slot;
  return { page, fraction: Math.min(Math.max(fraction, 0), 1) };
}
