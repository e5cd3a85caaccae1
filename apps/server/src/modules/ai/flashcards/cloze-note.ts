import type { GeneratedFlashcard } from '@mnemo/contracts/material';
import { CLOZE_NOTE_MAX_LENGTH } from '@mnemo/contracts/values';
import { CLOZE_BLANK, clozeOrdinals, parseCloze, renderClozeBack, renderClozeFront } from '@mnemo/domain/cloze';

/** The fewest words a cloze note's sentence shows around its blanks: fewer, and nothing says what is asked. */
const MIN_CONTEXT_WORDS = 3;

/**
 * A card a model wrote as a cloze sentence (`{{c1::term}}` in its front) as one cloze note (issue 28,
 * ADR 118): the sentence is the note's text, its first card's front and back are rendered from it (the
 * model's back is the term again, not needed). Null when the sentence is not one a learner could
 * answer: empty deletions, or fewer than three words around the blanks. A front without deletions
 * stays the basic card it is.
 */
export function readGeneratedCard(
  front: string,
  back: string,
): Pick<GeneratedFlashcard, 'front' | 'back' | 'clozeText'> | null {
  const ordinals = clozeOrdinals(front);
  if (ordinals.length === 0) return { front, back };
  const text = front.trim();
  if (text.length > CLOZE_NOTE_MAX_LENGTH) return null;
  if (parseCloze(text).some((deletion) => !deletion.answer.trim())) return null;
  const first = ordinals[0]!;
  const shown = renderClozeFront(text, first);
  const context = shown
    .split(CLOZE_BLANK)
    .join(' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (context.length < MIN_CONTEXT_WORDS) return null;
  return { front: shown, back: renderClozeBack(text, first), clozeText: text };
}
