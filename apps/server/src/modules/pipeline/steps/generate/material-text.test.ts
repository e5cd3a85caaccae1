import { describe, expect, it } from 'vitest';
import type { GeneratedMaterial } from './generate-exercises.ts';
import { hasLostFormula } from '../../../ai/local/lost-formulas.ts';
import { createLocalProvider } from '../../../ai/local/local.provider.ts';
import { readMaterialFile } from '../../read-material-file.ts';
import { fixturePath } from '../extract/testing/fixtures.ts';
import { generateExercises } from './generate-exercises.ts';

/*
 * Issue 20 item 5, on the path an upload takes (extract → chunk → generate): the text of every
 * item and summary reads right — no formula the PDF lost, no transcription marker.
 */

const provider = createLocalProvider();
const ALL_TYPES = ['multiple_choice', 'true_false', 'open_ended'] as const;

/** Every text a learner reads of the generated material: summary, concepts, cards, questions, options, answers. */
function listTexts(material: GeneratedMaterial): string[] {
  return [
    ...material.summary.split('\n').filter(Boolean),
    ...material.keyConcepts,
    ...material.flashcards.flatMap((card) => [card.front, card.back]),
    ...material.questions.flatMap((question) => [
      question.prompt,
      ...('options' in question ? question.options : []),
      ...('expectedAnswer' in question ? [question.expectedAnswer] : []),
    ]),
  ];
}

describe('formulas the PDF lost', () => {
  it.each([
    ['documents/en-biology-popgen-notes-68p.pdf', 'en'],
    ['documents/es-probabilidad-apuntes-41p.pdf', 'es'],
  ] as const)('never reach the items or the summary of %s', async (file, language) => {
    const { chunks } = await readMaterialFile(fixturePath(file));
    const material = await generateExercises(provider, chunks, { questionTypes: [...ALL_TYPES], questionLanguage: language });
    expect(material.flashcards.length + material.questions.length).toBeGreaterThan(30);
    expect(listTexts(material).filter((text) => hasLostFormula(text, language))).toEqual([]);
  }, 60_000);
});

/** A transcription marker in any of the usual shapes, in the six languages. */
const MARKER = /[[(]\s*(?:inaudible|laughter|laughs|applause|crosstalk|side conversations?|risos|rires|risate|lachen|inaud[íi]vel|unverständlich|\?)[^\])]*[\])]|\binaudible\b/iu;

describe('transcription markers', () => {
  it.each(['transcripts/lecture-8591j-fitness-landscapes.vtt', 'transcripts/lecture-15s21-financing-panel.txt'])(
    'never reach the items or the summary of %s',
    async (file) => {
      const { chunks } = await readMaterialFile(fixturePath(file));
      const material = await generateExercises(provider, chunks, { questionTypes: [...ALL_TYPES], questionLanguage: 'en' });
      expect(material.flashcards.length + material.questions.length).toBeGreaterThan(20);
      expect(listTexts(material).filter((text) => MARKER.test(text) || /\b(?:PROFESSOR|AUDIENCE)\b/u.test(text))).toEqual([]);
    },
    60_000,
  );
});
