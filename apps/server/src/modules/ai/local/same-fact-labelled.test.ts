import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSameFact } from './study-set.ts';
import { listDuplicatePairs, listKeptPairs, readJudgedDocuments } from './testing/judged-pairs.ts';

/*
 * ADR 152, over issue 20's labelled set: every `duplicate` item of the held-out documents with the
 * kept item its reader names ("same fact as kept J53") is the same fact; two items of one
 * document both kept are, with few exceptions, two facts.
 */

const documents = readJudgedDocuments(resolve(import.meta.dirname, '../../../../../..'));
/** The held-out sets ADR 152 was measured on; sets judged later measure it (below), they did not shape it. */
const MEASURED_ON = new Set(['held-out-2026-11-28', 'held-out-2026-11-28b', 'held-out-2026-11-29']);
/** Sets judged after ADR 164, read as a measure of paraphrased duplicates. */
const JUDGED_LATER = new Set(['held-out-2026-11-29c', 'held-out-2026-11-29d']);
const isHeldOut = ([kept]: [{ row: { set: string } }, unknown]): boolean => MEASURED_ON.has(kept.row.set);

describe('the same fact, read against the labelled set', () => {
  it('catches every duplicate a reader of the held-out documents it was measured on named', () => {
    const pairs = listDuplicatePairs(documents).filter(isHeldOut);
    expect(pairs.length).toBeGreaterThanOrEqual(50);
    const missed = pairs.filter(([kept, duplicate]) => !isSameFact(kept, duplicate, kept.language));
    expect(missed.map(([kept, duplicate]) => `${kept.text} | ${duplicate.text}`)).toEqual([]);
  });

  it('catches nearly all of them in every document judged up to ADR 164, the tuning ones included', () => {
    // set 2026-11-29b, judged after ADR 152, names two duplicates and one is missed: "some customary
    // laws may be used in tribal matters" and "on recognized tribal lands, customary laws … may be
    // used" blank different words of one fact (56 of 59 in all)
    const pairs = listDuplicatePairs(documents).filter(([kept]) => !JUDGED_LATER.has(kept.row.set));
    const caught = pairs.filter(([kept, duplicate]) => isSameFact(kept, duplicate, kept.language));
    expect(caught.length / pairs.length).toBeGreaterThanOrEqual(0.94);
  });

  it('misses in the sets judged later only the duplicates that restate a fact in other words', () => {
    // set 2026-11-29d (ADR 164's build) names five duplicates of a psychology chapter; four say the
    // kept item's fact in other words and share too few words to be told apart from two facts
    // ("In the acquisition phase, the tone (CS) is paired with food (UCS)…" / "During the acquisition
    // trials the neutral stimulus is paired with the unconditioned stimulus"): 1 of 5 caught
    const pairs = listDuplicatePairs(documents).filter(([kept]) => JUDGED_LATER.has(kept.row.set));
    expect(pairs.length).toBeGreaterThanOrEqual(5);
    const missed = pairs.filter(([kept, duplicate]) => !isSameFact(kept, duplicate, kept.language));
    expect(missed.length).toBeLessThanOrEqual(4);
  });

  it('merges at most one pair in 500 of the items readers kept side by side', () => {
    const pairs = listKeptPairs(documents);
    expect(pairs.length).toBeGreaterThan(5000);
    const merged = pairs.filter(([a, b]) => isSameFact(a, b, a.language));
    expect(merged.length).toBeLessThanOrEqual(Math.floor(pairs.length / 500));
  });
});
