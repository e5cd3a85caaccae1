import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { QUESTION_LANGUAGES, QUESTION_TYPES, type QuestionLanguage, type QuestionType } from '@mnemo/domain/languages';
import { translate } from '@mnemo/i18n/translate';
import { loadConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import type { AiProvider } from '../modules/ai/ai.provider.ts';
import { createAiProvider } from '../modules/ai/create-provider.ts';
import { evaluateAnswer } from '../modules/ai/evaluate/index.ts';
import { runChatEval, runSquadEval } from './chat-eval.ts';
import { readMaterialFile } from '../modules/pipeline/read-material-file.ts';
import { generateExercises } from '../modules/pipeline/steps/generate/generate-exercises.ts';
import { getMaterialAnalysis } from '../modules/ai/local/analyze-material.ts';
import { buildStudySet } from '../modules/ai/local/study-set.ts';
import { formatSample } from './generation-sample.ts';

/*
 * npm run eval -- grading <csv>            pearson / rmse of the configured provider's grading
 * npm run eval -- generate <file> [--json] summary, key concepts, cards and questions of a file
 *   (.pdf, .pptx, .ppt as uploads, by their bytes; .txt/.md as pasted text; .vtt/.srt and captions
 *   JSON [{text,start,duration}] as a video's captions), read, chunked and generated as the app
 *   does; a file the app refuses is refused with the app's message (read-material-file.ts);
 *   --sample N prints a reproducible random sample of N items with their source passages, laid
 *   out for a reader judging them with the learner rubric (docs/quality/learner-judge.md)
 * npm run eval -- chat <file> <questions.json> [--verbose]  the chat's share of right answers per
 *   question group (off-topic: refused) and its time per answer (issue 22; test/fixtures/chat-eval/)
 * npm run eval -- squad <sample.json> [--verbose]    the SQuAD v1.1 dev check: the share of the chat's answers
 *   that contain a human answer (test/fixtures/squad/dev-v1.1-50-paragraphs.json)
 * Options: --provider local|openai (default: AI_PROVIDER), --language de|en|es|fr|it|pt,
 *          --types multiple_choice,true_false,open_ended
 */

interface GradingRow {
  question: string;
  reference_answer: string;
  student_answer: string;
  score: string;
}

/** Pearson correlation of two equally long series. */
export function computePearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  if (n === 0) return Number.NaN;
  const meanX = x.reduce((a, b) => a + b, 0) / n;
  const meanY = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = x[i]! - meanX;
    const dy = y[i]! - meanY;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Root mean square error of two equally long series. */
export function computeRmse(x: readonly number[], y: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < x.length; i += 1) sum += (x[i]! - y[i]!) ** 2;
  return Math.sqrt(sum / Math.max(1, x.length));
}

/** Grades every row with the provider; scores 0–1 are mapped to the CSV's 0–5 scale. */
export async function runGrading(
  provider: AiProvider,
  csvPath: string,
): Promise<{ pearson: number; rmse: number; n: number }> {
  const rows = parse(await readFile(csvPath), { columns: true, skip_empty_lines: true }) as GradingRow[];
  const predicted: number[] = [];
  const gold: number[] = [];
  for (const row of rows) {
    if (!row.student_answer?.trim()) continue;
    const { evaluation } = await evaluateAnswer(provider, {
      question: row.question,
      expectedAnswer: row.reference_answer,
      answer: row.student_answer,
    });
    predicted.push(evaluation.score * 5);
    gold.push(Number(row.score));
  }
  return { pearson: computePearson(predicted, gold), rmse: computeRmse(predicted, gold), n: predicted.length };
}

function readOption(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function runGenerate(provider: AiProvider, path: string, args: string[]): Promise<void> {
  const { chunks, language: materialLanguage, outline, extractionMs } = await readMaterialFile(path);
  const isLanguage = (value: string | null | undefined): value is QuestionLanguage =>
    (QUESTION_LANGUAGES as readonly string[]).includes(value ?? '');
  const language = readOption(args, 'language');
  const types = readOption(args, 'types')?.split(',');
  // as a session would: the chosen question language (else the material's), the chosen types (else all)
  const questionLanguage: QuestionLanguage = isLanguage(language)
    ? language
    : isLanguage(materialLanguage)
      ? materialLanguage
      : 'en';
  const questionTypes = types
    ? types.filter((type): type is QuestionType => (QUESTION_TYPES as readonly string[]).includes(type))
    : [...QUESTION_TYPES];
  const started = performance.now();
  const { summary, keyConcepts, flashcards, questions } = await generateExercises(provider, chunks, {
    questionTypes,
    questionLanguage,
    outline,
  });
  const generationMs = performance.now() - started;
  // what the study set kept against its floor, and what its hard checks left out (ADR 056)
  const keptLine = (): string | null => {
    if (provider.name !== 'local') return null;
    const analysis = getMaterialAnalysis(chunks, undefined, outline);
    const set = buildStudySet(analysis, questionLanguage, questionTypes);
    const rejected = Object.entries(set.rejected)
      .map(([reason, count]) => `${reason} ${count}`)
      .join(', ');
    return `kept=${set.flashcards.length + set.questions.length} floor=${set.floor} shared-source questions=${set.sharedQuestions}/${set.questions.length} rejected: ${rejected || 'none'}`;
  };
  const sampleSize = Number(readOption(args, 'sample') ?? 0);
  if (sampleSize > 0) {
    // the sample is read against the same kept/floor line as the full listing (ADR 137)
    const kept = keptLine();
    process.stdout.write(
      `${kept ? `${kept}\n\n` : ''}${formatSample({ path, chunks, flashcards, questions, size: sampleSize })}`,
    );
    return;
  }
  if (args.includes('--json')) {
    process.stdout.write(
      `${JSON.stringify({ summary, keyConcepts, flashcards, questions, chunks: chunks.map(({ id, page, slide, startMs }) => ({ id, page, slide, startMs })) }, null, 2)}\n`,
    );
    return;
  }
  const where = (id: string | null): string => {
    const chunk = chunks.find((item) => item.id === id);
    if (chunk?.page) return `p. ${chunk.page}`;
    if (chunk?.slide) return `slide ${chunk.slide}`;
    return chunk?.startMs != null
      ? `${Math.floor(chunk.startMs / 60000)}:${String(Math.floor((chunk.startMs % 60000) / 1000)).padStart(2, '0')}`
      : '—';
  };
  const lines: string[] = [];
  lines.push(
    `# ${path}`,
    `provider=${provider.name} chunks=${chunks.length} extraction=${extractionMs.toFixed(0)} ms generation=${generationMs.toFixed(0)} ms`,
  );
  const kept = keptLine();
  if (kept) lines.push(kept);
  lines.push('');
  lines.push('## Summary', summary, '', '## Key concepts', keyConcepts.map((concept) => `- ${concept}`).join('\n'), '');
  lines.push(`## Flashcards (${flashcards.length})`);
  flashcards.forEach((card, index) =>
    lines.push(`${index + 1}. [${card.difficulty}, ${where(card.sourceChunkId)}] ${card.front}\n   → ${card.back}`),
  );
  lines.push('', `## Questions (${questions.length})`);
  questions.forEach((question, index) => {
    lines.push(`${index + 1}. [${question.type}, ${where(question.sourceChunkId)}] ${question.prompt}`);
    if (question.type === 'multiple_choice')
      question.options.forEach((option, optionIndex) =>
        lines.push(
          `   ${optionIndex === question.correctIndex ? '*' : ' '} ${String.fromCharCode(97 + optionIndex)}) ${option}`,
        ),
      );
    if (question.type === 'true_false') lines.push(`   → ${question.answer ? 'true' : 'false'}`);
    if (question.type === 'open_ended') lines.push(`   → ${question.expectedAnswer}`);
  });
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function runChat(provider: AiProvider, path: string, questionsPath: string, isVerbose: boolean): Promise<void> {
  const material = await readMaterialFile(path);
  const report = await runChatEval(provider, { ...material, name: path }, questionsPath);
  const lines = [`# chat: ${path} (${material.chunks.length} chunks) × ${questionsPath}, provider=${provider.name}`];
  if (isVerbose) {
    for (const { question, answer, isRight } of report.results) {
      const pages = answer.done.citations.map((citation) => citation.page).join(',');
      const places = answer.done.places.map((place) => `${place.title} ${place.pageFrom}-${place.pageTo}`).join(' | ');
      lines.push(
        `${isRight ? 'OK  ' : 'MISS'} ${question.id} [${question.pages.join(',')}] ${question.question}`,
        `     → ${answer.done.text.replace(/\s+/g, ' ').slice(0, 400)} {pages ${pages}} ${places ? `{places ${places}}` : ''}`,
      );
    }
  }
  for (const { group, right, total } of report.groups) {
    const label = group === 'off-topic' ? 'refused' : 'right content on the right pages';
    lines.push(
      `${group.padEnd(15)} ${right}/${total} ${total > 0 ? ((100 * right) / total).toFixed(0) : '–'} % ${label}`,
    );
  }
  lines.push(`time per answer: p50 ${report.p50.toFixed(1)} ms, p95 ${report.p95.toFixed(1)} ms`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** A failure as the command prints it: a refusal of the app in the app's words (English), else the stack. */
export function describeFailure(error: unknown): string {
  if (error instanceof AppError) {
    return `refused (${error.code}, ${error.messageKey}): ${translate('en', error.messageKey, error.values)}`;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

async function main(args: string[]): Promise<void> {
  const [command, path] = args;
  const config = loadConfig();
  const providerName = readOption(args, 'provider') ?? config.AI_PROVIDER;
  const provider = createAiProvider({
    provider: providerName === 'openai' ? 'openai' : 'local',
    ...(config.AI_BASE_URL ? { baseUrl: config.AI_BASE_URL } : {}),
    ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
    ...(config.AI_MODEL ? { model: config.AI_MODEL } : {}),
  });
  if (command === 'grading' && path) {
    const { pearson, rmse, n } = await runGrading(provider, path);
    process.stdout.write(`pearson=${pearson.toFixed(4)} rmse=${rmse.toFixed(4)} n=${n}\n`);
    return;
  }
  if (command === 'generate' && path) {
    await runGenerate(provider, path, args);
    return;
  }
  if (command === 'squad' && path) {
    const report = await runSquadEval(provider, path);
    if (args.includes('--verbose')) {
      for (const miss of report.misses) {
        process.stdout.write(
          `${miss.isRefusal ? 'REFUSED' : 'MISS'} ${miss.question} [${miss.answers.join(' | ')}]\n     → ${miss.text.replace(/\s+/g, ' ').slice(0, 400)}\n`,
        );
      }
    }
    process.stdout.write(
      `squad: ${report.questions} questions, answered ${report.answered} (${((100 * report.answered) / report.questions).toFixed(0)} %), contains a human answer ${report.containsAnswer} → ${(report.containsAnswer / report.questions).toFixed(3)} (target ≥ 0.90), p95 ${report.p95.toFixed(1)} ms\n`,
    );
    return;
  }
  if (command === 'chat' && path && args[2]) {
    await runChat(provider, path, args[2], args.includes('--verbose'));
    return;
  }
  process.stderr.write(
    'usage: npm run eval -- grading <csv> | generate <file.pdf|.pptx|.ppt|.txt|.md|.vtt|.srt|.json> [--json] [--sample N] [--provider local|openai] [--language xx] [--types a,b] | chat <file> <questions.json> [--verbose] | squad <sample.json> [--verbose]\n',
  );
  process.exitCode = 2;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`${describeFailure(error)}\n`);
    process.exitCode = 1;
  });
}
