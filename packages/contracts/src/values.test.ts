import { describe, expect, it } from 'vitest';
import { DocumentStateSchema } from './pipeline.ts';
import { DocumentSummarySchema } from './library.ts';
import { DOCUMENT_KIND_VIEWS, DOCUMENT_KINDS, isShownAsPdfPages } from './values.ts';

describe('the view of each kind of document, written once', () => {
  it('names a view for every kind, and for nothing else', () => {
    expect(Object.keys(DOCUMENT_KIND_VIEWS).sort()).toEqual([...DOCUMENT_KINDS].sort());
    for (const kind of DOCUMENT_KINDS) {
      expect(['pages', 'slides', 'text', 'audio', 'video'], kind).toContain(DOCUMENT_KIND_VIEWS[kind]);
    }
  });

  it('shows a PDF, a web page and a deck as PDF pages; text, a video and a recording not', () => {
    expect(DOCUMENT_KINDS.filter(isShownAsPdfPages)).toEqual(['pdf', 'pptx', 'ppt', 'url']);
    expect(DOCUMENT_KINDS.filter((kind) => DOCUMENT_KIND_VIEWS[kind] === 'slides')).toEqual(['pptx', 'ppt']);
  });

  it('is the kind list the schemas accept', () => {
    for (const schema of [DocumentSummarySchema.shape.kind, DocumentStateSchema.shape.kind]) {
      expect(schema.options).toEqual([...DOCUMENT_KINDS]);
    }
  });
});
