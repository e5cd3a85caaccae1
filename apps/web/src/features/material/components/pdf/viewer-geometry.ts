/** Between pages, and around them, in CSS pixels. */
export const GAP = 16;
export const PADDING = 16;
export const MIN_SCALE = 0.25;
export const MAX_SCALE = 4;
export const ZOOM_STEP = 1.2;
/** pages rendered beyond the visible ones, each way */
export const OVERSCAN = 1;
