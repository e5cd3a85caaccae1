#!/usr/bin/env node
/*
 * Draws the SQuAD v1.1 dev paragraphs the chat evaluation pastes as one session (issue 22 item 5):
 * 50 paragraphs chosen with a fixed seed from the dev set's 2,067, each with all its human
 * questions and answers. SQuAD is CC BY-SA 4.0 (Rajpurkar et al., 2016).
 *
 *   node scripts/sample-squad.mjs <dev-v1.1.json> > test/fixtures/squad/dev-v1.1-50-paragraphs.json
 */
import { readFileSync } from 'node:fs';

const SEED = 22;
const PARAGRAPHS = 50;

/** mulberry32: a small seeded generator, so the draw is the same on every machine */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const path = process.argv[2];
if (!path) {
  process.stderr.write('usage: node scripts/sample-squad.mjs <dev-v1.1.json>\n');
  process.exit(2);
}
const dev = JSON.parse(readFileSync(path, 'utf8'));
const all = dev.data.flatMap((article) =>
  article.paragraphs.map((paragraph) => ({ title: article.title, ...paragraph })),
);
const next = random(SEED);
const order = all.map((_, index) => index);
for (let i = order.length - 1; i > 0; i--) {
  const j = Math.floor(next() * (i + 1));
  [order[i], order[j]] = [order[j], order[i]];
}
const drawn = order
  .slice(0, PARAGRAPHS)
  .sort((a, b) => a - b)
  .map((index) => all[index]);
const output = {
  source:
    'SQuAD v1.1 dev set (dev-v1.1.json), Rajpurkar, Zhang, Lopyrev and Liang, 2016, https://rajpurkar.github.io/SQuAD-explorer/',
  licence: 'CC BY-SA 4.0',
  draw: `${PARAGRAPHS} of ${all.length} paragraphs, Fisher-Yates with mulberry32 seed ${SEED} (scripts/sample-squad.mjs)`,
  paragraphs: drawn.map((paragraph) => ({
    title: paragraph.title,
    context: paragraph.context,
    questions: paragraph.qas.map((qa) => ({
      id: qa.id,
      question: qa.question,
      answers: [...new Set(qa.answers.map((answer) => answer.text))],
    })),
  })),
};
process.stdout.write(`${JSON.stringify(output, null, 1)}\n`);
