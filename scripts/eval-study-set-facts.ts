import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { QUESTION_TYPES } from '@mnemo/domain/languages';
import { readMaterialFile } from '../apps/server/src/modules/pipeline/read-material-file.ts';
import { analyzeMaterial } from '../apps/server/src/modules/ai/local/analyze-material.ts';
import { buildStudySet } from '../apps/server/src/modules/ai/local/study-set.ts';

/*
 * Per tuning document: the study set's items (ADR 122), their source sentences, the floor, and the
 * share of questions whose source sentence is also a card's or another question's (issue 20 item 1).
 *
 *   npx tsx scripts/eval-study-set-facts.ts --out items.json path/to/document …
 */
async function main(args: string[]): Promise<void> {
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args.splice(outAt, 2)[1] : undefined;
  const dump: Record<string, unknown> = {};
  for (const path of args) {
    const material = await readMaterialFile(resolve(path));
    const language = (['de', 'en', 'es', 'fr', 'it', 'pt'] as const).find((code) => code === material.language) ?? 'en';
    const analysis = analyzeMaterial(material.chunks, language, material.outline);
    const set = buildStudySet(analysis, language, [...QUESTION_TYPES]);
    const seen = new Map<number, number>();
    for (const index of [...set.sources.flashcards, ...set.sources.questions])
      seen.set(index, (seen.get(index) ?? 0) + 1);
    const sharedQuestions = set.sources.questions.filter((index) => (seen.get(index) ?? 0) > 1).length;
    const name = path.split('/').pop()!;
    console.log(
      `${name}: floor ${set.floor}, cards ${set.flashcards.length}, questions ${set.questions.length}, ` +
        `sharing a sentence ${sharedQuestions}/${set.questions.length} (${set.rules})`,
    );
    dump[name] = {
      cards: set.flashcards.map((card, at) => ({
        ...card,
        source: analysis.sentences[set.sources.flashcards[at]!]?.text,
      })),
      questions: set.questions.map((question, at) => ({
        ...question,
        source: analysis.sentences[set.sources.questions[at]!]?.text,
      })),
    };
  }
  if (out) writeFileSync(out, JSON.stringify(dump, null, 1));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
