import { describe, expect, it } from 'vitest';
import { createChunks } from '../testing/sample-material.ts';
import { createLocalProvider } from './local.provider.ts';

const provider = createLocalProvider();

/* A glossary whose terms are plurals, as lecture notes often write them. */
const PLURAL_GLOSSARY = [
  [
    'Glossary',
    '',
    'transformers: Neural networks that read a whole sequence at once and relate every token to every other token through attention.',
    'embeddings: Vectors of numbers that stand for tokens, learned so that tokens used alike get vectors close to each other.',
    'recurrent networks: Networks that read a sequence one token after another and carry a hidden state from step to step.',
    'positional encodings: Vectors added to the embeddings so that the model knows where each token sits in the sequence.',
  ].join('\n'),
];

describe('open questions on plural terms', () => {
  it('ask what the terms are, never "what transformers is"', async () => {
    const { questions } = await provider.generateQuestions({
      chunks: createChunks(PLURAL_GLOSSARY),
      options: { counts: { questions: { multiple_choice: 0, true_false: 0, open_ended: 6 } }, questionLanguage: 'en' },
    });
    const prompts = questions.map((question) => question.prompt);
    expect(prompts, prompts.join('\n')).toContain('Explain in your own words what transformers are.');
    expect(
      prompts.filter((prompt) => /\bwhat \w+s is\.$/u.test(prompt)),
      prompts.join('\n'),
    ).toEqual([]);
  });
});
