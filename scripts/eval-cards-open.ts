import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { QUESTION_TYPES } from '@mnemo/domain/languages';
import { createAiProvider } from '../apps/server/src/modules/ai/create-provider.ts';
import { readMaterialFile } from '../apps/server/src/modules/pipeline/read-material-file.ts';
import { generateExercises } from '../apps/server/src/modules/pipeline/steps/generate/generate-exercises.ts';
import { resolveLabelledSource } from './labelled-sources.ts';

/*
 * Cards and open questions against issue 20's labelled set (test/fixtures/quality/judged-items.jsonl):
 * regenerates the tuning documents with the offline provider, as `npm run eval -- generate` does,
 * and reports, for the cards and open questions this build still makes, how many the readers
 * judged KEEP or DISCARD, and how many are new (unlabelled; read a sample of them with the rubric).
 *
 *   npx tsx scripts/eval-cards-open.ts [--out items.json] [--docs name,name] [--new N]
 *
 * Only the labelled set's "tuning-documents"; a document missing on disk is skipped.
 */

interface Judged {
  set: string;
  doc: string;
  source: string;
  type: string;
  item: Record<string, unknown>;
  verdict: 'KEEP' | 'DISCARD';
  reason: string | null;
}

type Kind = 'flashcard' | 'open_ended';

function keyOf(kind: Kind, item: Record<string, unknown>): string {
  const text =
    kind === 'flashcard'
      ? `${String(item.front)}\u0001${String(item.back)}`
      : `${String(item.prompt)}\u0001${String(item.expectedAnswer)}`;
  return `${kind}\u0002${text.replace(/\s+/gu, ' ').trim()}`;
}

function readOption(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(args: string[]): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  const judged = readFileSync(resolve(root, 'test/fixtures/quality/judged-items.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Judged)
    .filter((row) => row.set === 'tuning-documents' && (row.type === 'flashcard' || row.type === 'open_ended'));
  const labels = new Map<string, Judged>();
  for (const row of judged) labels.set(`${row.doc}\u0003${keyOf(row.type as Kind, row.item)}`, row);
  const wanted = readOption(args, 'docs')?.split(',');
  const docs = new Map<string, string>();
  for (const row of judged) docs.set(row.doc, row.source.replace(/;$/u, ''));
  const provider = createAiProvider({ provider: 'local' });
  const out: Record<string, { flashcards: unknown[]; open: unknown[] }> = {};
  const totals = { keep: 0, discard: 0, fresh: 0, labelledKeep: 0, labelledDiscard: 0 };
  const fresh: string[] = [];
  const lines: string[] = [];
  for (const [doc, source] of docs) {
    if (wanted && !wanted.includes(doc)) continue;
    const path = resolveLabelledSource(source);
    const material = path ? await readMaterialFile(path) : null;
    if (!material) {
      lines.push(`${doc}: skipped (not in the repository: ${source})`);
      continue;
    }
    const language = (['de', 'en', 'es', 'fr', 'it', 'pt'] as const).find((code) => code === material.language) ?? 'en';
    const { flashcards, questions } = await generateExercises(provider, material.chunks, {
      questionTypes: [...QUESTION_TYPES],
      questionLanguage: language,
      outline: material.outline,
    });
    const open = questions.filter((question) => question.type === 'open_ended');
    out[doc] = { flashcards, open };
    const row = { keep: 0, discard: 0, fresh: 0 };
    const produced: [Kind, Record<string, unknown>][] = [
      ...flashcards.map((card): [Kind, Record<string, unknown>] => [
        'flashcard',
        card as unknown as Record<string, unknown>,
      ]),
      ...open.map((question): [Kind, Record<string, unknown>] => [
        'open_ended',
        question as unknown as Record<string, unknown>,
      ]),
    ];
    for (const [kind, item] of produced) {
      const label = labels.get(`${doc}\u0003${keyOf(kind, item)}`);
      if (!label) {
        row.fresh += 1;
        fresh.push(
          `[${doc} ${kind}] ${kind === 'flashcard' ? `${String(item.front)} → ${String(item.back)}` : `${String(item.prompt)} → ${String(item.expectedAnswer)}`}`,
        );
      } else if (label.verdict === 'KEEP') row.keep += 1;
      else row.discard += 1;
    }
    const labelled = judged.filter((item) => item.doc === doc);
    const labelledKeep = labelled.filter((item) => item.verdict === 'KEEP').length;
    totals.keep += row.keep;
    totals.discard += row.discard;
    totals.fresh += row.fresh;
    totals.labelledKeep += labelledKeep;
    totals.labelledDiscard += labelled.length - labelledKeep;
    lines.push(
      `${doc}: cards ${flashcards.length}, open ${open.length} | labelled still made: keep ${row.keep}/${labelledKeep}, discard ${row.discard}/${labelled.length - labelledKeep} | new ${row.fresh}`,
    );
  }
  lines.push(
    '',
    `all: labelled still made: keep ${totals.keep}/${totals.labelledKeep}, discard ${totals.discard}/${totals.labelledDiscard}; new (unlabelled) ${totals.fresh}`,
  );
  const sample = Number(readOption(args, 'new') ?? 0);
  if (sample > 0) {
    // a reproducible spread over the new items: every k-th
    const step = Math.max(1, Math.floor(fresh.length / sample));
    lines.push(
      '',
      `## New items (every ${step}th of ${fresh.length})`,
      ...fresh.filter((_, index) => index % step === 0).slice(0, sample),
    );
  }
  const outPath = readOption(args, 'out');
  if (outPath) writeFileSync(outPath, JSON.stringify(out, null, 1));
  process.stdout.write(`${lines.join('\n')}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
