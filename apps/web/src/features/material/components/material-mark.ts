import type { MaterialLocation } from '../../../lib/open-at.ts';

/** A request to mark a passage briefly (each `openAt` makes a new one, so the same place can be marked twice). */
export interface MaterialMark {
  location: MaterialLocation;
  key: number;
}
