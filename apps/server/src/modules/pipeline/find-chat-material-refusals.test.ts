import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askChat, seedChatSession, type ChatEvalSession } from '../../cli/chat-eval.ts';
import { createLocalProvider } from '../ai/local/local.provider.ts';
import { createChunks } from '../ai/testing/sample-material.ts';

/*
 * The chat's ninth round (ADR 160): refusals of questions the material does not treat, though it
 * writes one of their names or words in another sense, and answers to "how is X defined".
 */

describe('chat refusals of questions the material does not treat (ADR 160)', () => {
  const provider = createLocalProvider();
  let session: ChatEvalSession;
  beforeAll(async () => {
    session = await seedChatSession([
      {
        chunks: createChunks([
          'Cálculo de Funções de Várias Variáveis. Universidade Federal do Rio Grande do Sul, Porto Alegre, Brasil.',
          '2.1 Vetores\nUm vetor é um segmento orientado. O sentido do vetor é dado pela orientação do segmento. Um vetor unitário é um vetor de norma igual a um.',
          '2.3 O produto escalar\nO produto escalar de dois vetores é definido como a soma dos produtos das suas coordenadas. O valor do produto escalar é um número real.',
          '2.7 Coordenadas geográficas\nSeja d a distância entre dois pontos sobre a superfície terrestre. Construa uma tabela com as coordenadas de Porto Alegre, Londres e Tóquio.',
          'A orientação de uma base é dextrogira quando segue a regra da mão direita. O leitor deve estar familiarizado com o conceito de orientação.',
        ]),
        language: 'pt',
        name: 'livro.pdf',
      },
    ]);
  }, 60_000);
  afterAll(async () => session?.close());

  it('refuses a question about a place it does not name, though it names another of the question', async () => {
    const { done } = await askChat(provider, session, 'Qual é a distância de Lisboa a Londres?', 'pt');
    expect(done.isRefusal).toBe(true);
  });

  it('refuses a question whose translation is a hyphenated name with a function word in it', async () => {
    const { done } = await askChat(provider, session, 'Who was the first president of Brazil?', 'en');
    expect(done.isRefusal).toBe(true);
  });

  it('refuses a question that shares only a word in another sense and the learner\'s "should I"', async () => {
    const { done } = await askChat(provider, session, 'Que orientação devo seguir na minha carreira?', 'pt');
    expect(done.isRefusal).toBe(true);
  });

  it('answers how a thing is defined with its definition', async () => {
    const { done } = await askChat(provider, session, 'Como se define o produto escalar de dois vetores?', 'pt');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/é definido como a soma dos produtos/);
  });

  it('answers a question whose framing noun names the thing ("unit vector")', async () => {
    const { done } = await askChat(provider, session, 'What is a unit vector?', 'en');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/Um vetor unitário é um vetor de norma igual a um/);
  });
});

describe('a word written only in a list of references no outline entry names (ADR 160)', () => {
  const provider = createLocalProvider();
  let session: ChatEvalSession;
  beforeAll(async () => {
    session = await seedChatSession([
      {
        chunks: createChunks([
          '1 Introduction\nThe spruce budworm is a defoliating moth. Its larvae develop through six stages before they pupate.',
          '2 Methods\nThe proportion of an insect population in each development stage was modelled with ordinal regression.',
          '3 Results\nThe continuation ratio model fitted the stage counts as well as the cumulative model did.',
          'Acknowledgements\nI thank the reviewers for their comments.\n\nReferences\n1. S. G. Candy. Biology of the mountain pinhole borer in Tasmania. MA thesis. University of Tasmania, 1990.\n2. W. P. Kemp. Stochastic phenology model for the western spruce budworm. 1986.',
        ]),
        language: 'en',
        name: 'paper.pdf',
        // the bookmarks stop at the results: no section is named "References"
        outline: [
          { title: '1 Introduction', page: 1, level: 0 },
          { title: '2 Methods', page: 2, level: 0 },
          { title: '3 Results', page: 3, level: 0 },
        ],
      },
    ]);
  }, 60_000);
  afterAll(async () => session?.close());

  it('refuses a question about it', async () => {
    const { done } = await askChat(provider, session, 'What is the population of Tasmania?');
    expect(done.isRefusal).toBe(true);
  });

  it('still answers what the text before the references treats', async () => {
    const { done } = await askChat(provider, session, 'How many stages do the budworm larvae go through?');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/six stages/);
  });
});
