/**
 * A session's overview (summary and key concepts) is what its documents generated, merged
 * (issue 23 item 14): when a document is removed the overview is rebuilt from the documents left,
 * so nothing of the removed material stays on screen.
 */

export interface Overview {
  summary: string | null;
  keyConcepts: string[];
}

/** What one document generated; `keyConcepts` null when it was not kept (documents processed before it was). */
export interface DocumentOverview {
  summary: string | null;
  keyConcepts: string[] | null;
}

/** The documents' overviews merged in order: summaries one paragraph each, key concepts once each. */
export function mergeOverviews(
  documents: ReadonlyArray<{ summary: string | null; keyConcepts: readonly string[] | null }>,
): Overview {
  const summaries = documents.map((document) => document.summary?.trim() ?? '').filter((summary) => summary !== '');
  const keyConcepts = [...new Set(documents.flatMap((document) => document.keyConcepts ?? []))];
  return { summary: summaries.length > 0 ? summaries.join('\n\n') : null, keyConcepts };
}

/**
 * The overview after `removed` left the session, from the completed documents `left`. When one
 * of those has no kept overview the session's current one is trimmed instead: the removed
 * document's paragraph goes, and its key concepts no kept document also has.
 */
export function rebuildOverview(
  current: Overview,
  left: readonly DocumentOverview[],
  removed: DocumentOverview,
): Overview {
  if (left.length === 0) return { summary: null, keyConcepts: [] };
  if (left.every((document) => document.keyConcepts !== null)) return mergeOverviews(left);
  if (removed.keyConcepts === null) return current;
  const kept = new Set(left.flatMap((document) => document.keyConcepts ?? []));
  const removedConcepts = new Set(removed.keyConcepts.filter((concept) => !kept.has(concept)));
  const part = removed.summary?.trim() ?? '';
  const paragraphs = current.summary === null ? [] : current.summary.split('\n\n');
  // the removed document's summary, when the session's holds it as its own paragraph(s)
  const partParagraphs = part === '' ? [] : part.split('\n\n');
  let summary = current.summary;
  for (let index = 0; partParagraphs.length > 0 && index + partParagraphs.length <= paragraphs.length; index += 1) {
    if (partParagraphs.every((paragraph, offset) => paragraphs[index + offset]?.trim() === paragraph.trim())) {
      const rest = [...paragraphs.slice(0, index), ...paragraphs.slice(index + partParagraphs.length)];
      summary = rest.length > 0 ? rest.join('\n\n') : null;
      break;
    }
  }
  return { summary, keyConcepts: current.keyConcepts.filter((concept) => !removedConcepts.has(concept)) };
}
