import path from 'node:path';
import { askChat, seedChatSession } from '../apps/server/src/cli/chat-eval.ts';
import { createLocalProvider } from '../apps/server/src/modules/ai/local/local.provider.ts';
import { searchChunks } from '../apps/server/src/modules/pipeline/retrieval.repository.ts';
import { readMaterialFile } from '../apps/server/src/modules/pipeline/read-material-file.ts';
import { findFixturesDir } from '../apps/server/src/modules/pipeline/steps/extract/testing/fixtures.ts';

/** Questions as learners ask them: what/how, where, in Portuguese, off-topic. */
const QUESTIONS = [
  'What is a variable?',
  'How does a function return a value?',
  'What is recursion?',
  'What is a dictionary?',
  'How does a for loop work?',
  'What is a string?',
  'What is the Python interpreter?',
  'What is debugging?',
  'What is an integer?',
  'What does the modulus operator do?',
  'What is a boolean expression?',
  'What is a list?',
  'What is a tuple?',
  'How do you read a file?',
  'What is an exception?',
  'What is a module?',
  'Which chapter is about dictionaries?',
  'Where does the book explain tuples?',
  'Em que página se fala de herança?',
  'O que é um dicionário?',
  'Como se lê um ficheiro?',
  '¿Qué es una tupla?',
  'What is the capital of Australia?',
  'Who won the 2018 World Cup?',
];

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

/**
 * The chat on a 264-page book (the whole of Think Python 2e, with its bookmarks) on the embedded
 * database: retrieval (question read, lexicon, full-text candidates, rescoring, sections) plus the
 * local provider's cited answer, per question, after one warm-up round (the lexicon and WordNet
 * are read on first use). Target: p95 ≤ 100 ms. Reference in the same run: full-text search alone.
 */
export async function runRetrievalBench(): Promise<string[]> {
  const material = await readMaterialFile(path.join(findFixturesDir(), 'documents/thinkpython2-264p.pdf'));
  const session = await seedChatSession([{ ...material, name: 'thinkpython2.pdf' }]);
  try {
    const provider = createLocalProvider();
    const searchTimes: number[] = [];
    const answerTimes: number[] = [];
    let answered = 0;
    for (let round = 0; round < 4; round++) {
      for (const question of QUESTIONS) {
        const started = performance.now();
        await searchChunks(session.db, { sessionId: session.sessionId, query: question, language: 'en', limit: 6 });
        const searched = performance.now() - started;
        const { done, ms } = await askChat(
          provider,
          session,
          question,
          question.match(/[ãçõéáí]|^(?:o que|como|em que)/iu) ? 'pt' : 'en',
        );
        if (round === 0) continue;
        searchTimes.push(searched);
        answerTimes.push(ms);
        if (!done.isRefusal) answered++;
      }
    }
    const p95 = percentile(answerTimes, 95);
    return [
      `retrieval: ${material.chunks.length} chunks (264 pages), ${answerTimes.length} questions after a warm-up round, PGlite, local provider`,
      `  full-text search alone   p50 ${percentile(searchTimes, 50).toFixed(1)} ms, p95 ${percentile(searchTimes, 95).toFixed(1)} ms (reference)`,
      `  chat: retrieval + answer p50 ${percentile(answerTimes, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ 100 ms) ${p95 <= 100 ? 'PASS' : 'MISS'}`,
      `  answered from the material: ${answered} of ${answerTimes.length} (2 of the ${QUESTIONS.length} questions are off-topic)`,
    ];
  } finally {
    await session.close();
  }
}
