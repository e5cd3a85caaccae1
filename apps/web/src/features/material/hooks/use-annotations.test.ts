import { describe, expect, it } from 'vitest';
import type { DocumentKind, DocumentSummary } from '@mnemo/contracts/library';
import { findUnplacedAnnotationsDocument } from './use-annotations.ts';

function documentOf(kind: DocumentKind, index: number): DocumentSummary {
  return {
    id: `${String(index + 1).repeat(8)}-0000-4000-8000-000000000000`,
    kind,
    fileName: null,
    status: 'completed',
    embeddingStatus: 'completed',
    durationMs: null,
    videoId: null,
    createdAt: '2025-03-01T10:00:00.000Z',
  };
}

const session = (...kinds: DocumentKind[]) => kinds.map(documentOf);

describe('where an annotation on a page that names no document belongs', () => {
  it("on the session's first PDF, wherever it is in the list", () => {
    const documents = session('text', 'pptx', 'url', 'pdf');
    expect(findUnplacedAnnotationsDocument(documents)).toBe(documents[3]!.id);
  });

  it('else on its first document shown as pages: a deck or a web page, never text, a video or a recording', () => {
    const deck = session('text', 'youtube', 'audio', 'ppt', 'url');
    expect(findUnplacedAnnotationsDocument(deck)).toBe(deck[3]!.id);
    const page = session('audio', 'url', 'pptx');
    expect(findUnplacedAnnotationsDocument(page)).toBe(page[1]!.id);
    expect(findUnplacedAnnotationsDocument(session('text', 'youtube', 'audio'))).toBeNull();
    expect(findUnplacedAnnotationsDocument([])).toBeNull();
  });
});
