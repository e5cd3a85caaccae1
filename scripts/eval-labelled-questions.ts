/*
 * npx tsx scripts/eval-labelled-questions.ts [--out dir] [--doc name]
 *
 * Generates again the tuning documents of issue 20's labelled set (test/fixtures/quality) as an
 * upload is, and reports per question form how many of the questions this build makes were
 * judged KEEP or DISCARD, and how many are new (not in the labelled set, so not judged). The
 * issue's held-out documents are left out. With --out, each document's questions are written
 * there (JSON), so that the new ones can be read with the rubric.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QUESTION_TYPES, type QuestionLanguage } from '@mnemo/domain/languages';
import type { GeneratedQuestion } from '../apps/server/src/modules/ai/ai.provider.ts';
import { createAiProvider } from '../apps/server/src/modules/ai/create-provider.ts';
import { getMaterialAnalysis } from '../apps/server/src/modules/ai/local/analyze-material.ts';
import { QUESTION_TEMPLATES } from '../apps/server/src/modules/ai/local/question-templates.ts';
import { buildStudySet } from '../apps/server/src/modules/ai/local/study-set.ts';
import { readMaterialFile } from '../apps/server/src/modules/pipeline/read-material-file.ts';
import { generateExercises } from '../apps/server/src/modules/pipeline/steps/generate/generate-exercises.ts';
import { resolveLabelledSource } from './labelled-sources.ts';

const HELD_OUT = [
  'pt-calculo-varias-variaveis-55p',
  'lecture-5111sc-kinetics-rate-laws',
  'paper-ecology-rescience-14p',
];

interface Judged {
  set: string;
  doc: string;
  source: string;
  type: string;
  item: { prompt?: string; options?: string[]; correctIndex?: number; answer?: boolean };
  verdict: 'KEEP' | 'DISCARD';
  reason: string | null;
}

function keyOf(item: Judged['item'] | GeneratedQuestion): string {
  const options = 'options' in item && item.options ? [...item.options].sort().join('|') : '';
  const answer = 'answer' in item && typeof item.answer === 'boolean' ? String(item.answer) : '';
  const correct = 'options' in item && item.options ? (item.options[item.correctIndex ?? 0] ?? '') : '';
  return `${item.prompt ?? ''}#${options}#${correct}#${answer}`;
}

/** The question's form: fill-in or term↔definition multiple choice, true or false statement. */
function formOf(question: { type: string; prompt?: string; answer?: boolean }): string {
  const prompt = question.prompt ?? '';
  const starts = (name: 'completeStatement' | 'whichTerm' | 'whichDefinition'): boolean =>
    Object.values(QUESTION_TEMPLATES).some((templates) => {
      const template = (templates as unknown as Record<string, string | undefined>)[name];
      return template !== undefined && prompt.startsWith(template.split('{{')[0]!.trim());
    });
  if (question.type === 'multiple_choice') {
    if (starts('completeStatement')) return 'mc:fill-in';
    if (starts('whichTerm')) return 'mc:which-term';
    if (starts('whichDefinition')) return 'mc:which-definition';
    return 'mc:other';
  }
  if (question.type === 'true_false') return question.answer ? 'tf:true' : 'tf:false';
  return question.type;
}

async function main(args: string[]): Promise<void> {
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
  const docIndex = args.indexOf('--doc');
  const only = docIndex >= 0 ? args[docIndex + 1] : undefined;
  if (out) mkdirSync(out, { recursive: true });
  const judged = readFileSync('test/fixtures/quality/judged-items.jsonl', 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Judged)
    .filter((entry) => entry.set === 'tuning-documents' && !HELD_OUT.includes(entry.doc));
  const docs = new Map<string, string>();
  for (const entry of judged) {
    const path = resolveLabelledSource(entry.source);
    if (path) docs.set(entry.doc, path);
  }
  const provider = createAiProvider({ provider: 'local' });
  // per form: [labelled before (keep, discard), made now: keep, discard, new]
  const rows = new Map<string, { before: [number, number]; keep: number; discard: number; fresh: number }>();
  const row = (form: string) => {
    let entry = rows.get(form);
    if (!entry) rows.set(form, (entry = { before: [0, 0], keep: 0, discard: 0, fresh: 0 }));
    return entry;
  };
  for (const entry of judged) {
    if (entry.type !== 'multiple_choice' && entry.type !== 'true_false') continue;
    if (only && entry.doc !== only) continue;
    const form = formOf({ type: entry.type, ...entry.item });
    row(form).before[entry.verdict === 'KEEP' ? 0 : 1] += 1;
  }
  for (const [doc, path] of docs) {
    if (only && doc !== only) continue;
    const labels = new Map(judged.filter((entry) => entry.doc === doc).map((entry) => [keyOf(entry.item), entry]));
    const { chunks, language, outline } = await readMaterialFile(path);
    const questionLanguage = (language ?? 'en') as QuestionLanguage;
    const { questions } = await generateExercises(provider, chunks, {
      questionTypes: [...QUESTION_TYPES],
      questionLanguage,
      outline,
    });
    const made: unknown[] = [];
    for (const question of questions) {
      if (question.type !== 'multiple_choice' && question.type !== 'true_false') continue;
      const form = formOf(question);
      const label = labels.get(keyOf(question));
      if (!label) row(form).fresh += 1;
      else if (label.verdict === 'KEEP') row(form).keep += 1;
      else row(form).discard += 1;
      made.push({
        form,
        verdict: label?.verdict ?? null,
        reason: label?.reason ?? null,
        ...question,
        sourceChunkId: undefined,
      });
    }
    if (out) writeFileSync(join(out, `${doc}.json`), `${JSON.stringify(made, null, 2)}\n`);
    // which rules the study set was built under: the learner's, or the shape checks alone (its fallback, ADR 083)
    const set = buildStudySet(getMaterialAnalysis(chunks, undefined, outline), questionLanguage, [...QUESTION_TYPES]);
    const kept = set.flashcards.length + set.questions.length;
    process.stderr.write(
      `${doc}: ${made.length} closed questions, rules=${set.rules}, kept=${kept} floor=${set.floor}\n`,
    );
  }
  const lines = [
    '| form | labelled before: keep / discard | made now: labelled keep | labelled discard | new (unjudged) |',
    '|---|---|---|---|---|',
  ];
  for (const [form, entry] of [...rows].sort()) {
    lines.push(
      `| ${form} | ${entry.before[0]} / ${entry.before[1]} | ${entry.keep} | ${entry.discard} | ${entry.fresh} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main(process.argv.slice(2));
