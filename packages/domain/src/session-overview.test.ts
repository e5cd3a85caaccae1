import { describe, expect, it } from 'vitest';
import { mergeOverviews, rebuildOverview } from './session-overview.ts';

const cells = { summary: 'Cells are the unit of life.', keyConcepts: ['cell', 'membrane'] };
const enzymes = { summary: 'Enzymes speed up reactions.', keyConcepts: ['enzyme', 'cell'] };
const genes = { summary: 'Genes carry heredity.\n\nDNA holds them.', keyConcepts: ['gene'] };

describe('session overview', () => {
  it('merges documents in order, each summary a paragraph and each concept once', () => {
    expect(mergeOverviews([cells, { summary: '  ', keyConcepts: [] }, enzymes])).toEqual({
      summary: 'Cells are the unit of life.\n\nEnzymes speed up reactions.',
      keyConcepts: ['cell', 'membrane', 'enzyme'],
    });
    expect(mergeOverviews([])).toEqual({ summary: null, keyConcepts: [] });
  });

  it('is empty when no document is left', () => {
    const current = mergeOverviews([cells]);
    expect(rebuildOverview(current, [], cells)).toEqual({ summary: null, keyConcepts: [] });
    // also when the removed document's overview was never kept
    expect(rebuildOverview(current, [], { summary: null, keyConcepts: null })).toEqual({
      summary: null,
      keyConcepts: [],
    });
  });

  it('is rebuilt from the documents left', () => {
    const current = mergeOverviews([cells, enzymes, genes]);
    expect(rebuildOverview(current, [cells, genes], enzymes)).toEqual(mergeOverviews([cells, genes]));
  });

  it('trims the current overview when a document left has no kept overview', () => {
    const legacy = { summary: null, keyConcepts: null };
    const current = {
      summary: 'Old text about cells.\n\nGenes carry heredity.\n\nDNA holds them.',
      keyConcepts: ['cell', 'gene', 'nucleus'],
    };
    expect(rebuildOverview(current, [legacy, cells], genes)).toEqual({
      summary: 'Old text about cells.',
      keyConcepts: ['cell', 'nucleus'],
    });
    // nothing known of the removed document: the overview stays
    expect(rebuildOverview(current, [legacy], legacy)).toBe(current);
  });
});
