import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChatEvent, FocusTerm, RetrievedPassage } from '../ai.provider.ts';
import { answerChat } from '../chat/index.ts';
import { createChunks, SAMPLE_TEXTS } from '../testing/sample-material.ts';
import { givesReason } from './answer-chat.ts';
import { createLocalProvider } from './local.provider.ts';

const provider = createLocalProvider();
const passages: RetrievedPassage[] = createChunks(SAMPLE_TEXTS.en).map((chunk, index) => ({
  ...chunk,
  score: 1 - index * 0.1,
}));

async function collect(
  events: AsyncIterable<ChatEvent>,
): Promise<{ streamed: string; done: Extract<ChatEvent, { type: 'done' }> }> {
  let streamed = '';
  let done: Extract<ChatEvent, { type: 'done' }> | undefined;
  for await (const event of events) {
    if (event.type === 'text') streamed += event.delta;
    else done = event;
  }
  return { streamed, done: done! };
}

describe('local chat', () => {
  it('answers with the relevant sentences, each cited, streamed', async () => {
    const { streamed, done } = await collect(
      answerChat(provider, { question: 'Where does the Calvin cycle take place?', passages }),
    );
    expect(done.isRefusal).toBe(false);
    expect(done.text).toBe(streamed);
    expect(done.text).toMatch(/stroma/);
    expect(done.citations.length).toBeGreaterThan(0);
    expect(done.citations[0]!.chunkId).toBe(passages[1]!.id);
    expect(done.citations[0]!.page).toBe(2);
    expect(done.text).toMatch(/\[1\]/);
    expect(done.usage.promptTokens).toBeGreaterThan(0);
    expect(done.usage.completionTokens).toBeGreaterThan(0);
  });

  it('refuses plainly, in the language asked in, when the material does not cover the question', async () => {
    const { done } = await collect(
      answerChat(provider, {
        question: 'Quem ganhou o campeonato do mundo de futebol em 1998?',
        passages,
        locale: 'en',
      }),
    );
    expect(done.isRefusal).toBe(true);
    expect(done.citations).toEqual([]);
    expect(done.text).toMatch(/material/);
    expect(done.text).toMatch(/Não encontrei/);
  });

  it('says there is no material when nothing was retrieved', async () => {
    const { done } = await collect(answerChat(provider, { question: 'What is photosynthesis?', passages: [] }));
    expect(done.isRefusal).toBe(true);
  });

  const paragraph = (text: string, page = 1): RetrievedPassage => ({
    id: randomUUID(),
    documentId: randomUUID(),
    order: page,
    text,
    page,
    slide: null,
    startMs: null,
    endMs: null,
    speaker: null,
    score: 1,
  });

  it('answers a "when" question with the sentence that goes on about the subject and holds the date', async () => {
    const text =
      'Super Bowl 50 was an American football game to determine the champion of the league. The game was played on February 7, 2016, at Levi’s Stadium in Santa Clara. Tickets for Super Bowl 50 sold out quickly among the fans.';
    const { done } = await collect(
      answerChat(provider, { question: 'On what day was Super Bowl 50 played?', passages: [paragraph(text)] }),
    );
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/February 7, 2016/);
  });

  it('brings the sentence beside the best one that holds the date a "when" question expects', async () => {
    const text =
      'In the fall of 1937, after midnight, he left the hotel to walk to the library. While crossing a street, he was unable to dodge a moving taxicab and was thrown to the ground. His back was severely wrenched in the accident and three ribs were broken.';
    const { done } = await collect(
      answerChat(provider, { question: 'When did the accident occur?', passages: [paragraph(text)] }),
    );
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/fall of 1937/);
  });

  it('brings the sentence after one that only names the subject of a "what is" question', async () => {
    const text =
      'The closest to our research is the WorldTree V2 dataset. Here, the authors used graphs of facts to explain correct answers to science questions. Other datasets explain math problems.';
    const { done } = await collect(
      answerChat(provider, { question: 'What is the WorldTree V2 dataset?', passages: [paragraph(text)] }),
    );
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/graphs of facts/);
    expect(done.text).not.toMatch(/math problems/);
  });

  it('brings the steps that follow the sentence a "how" answer is built on', async () => {
    const text =
      'To estimate the validity of the scores, we compared them with the final exam. We computed the rank correlation between the exam points and the scores. The correlation was moderate and positive.';
    const { done } = await collect(
      answerChat(provider, {
        question: 'How did they estimate the validity of the scores?',
        passages: [paragraph(text)],
      }),
    );
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/rank correlation/);
  });

  it('does not give as the reason a sentence before the best one that draws a consequence of another (ADR 141)', async () => {
    const text =
      'Our goals are threefold. Firstly, we report a wide range of metrics. For this reason, the result tables are long. Secondly, we add the question to the model input. Usually only the two answers are compared, even though it may hold important information. We run each experiment in two settings.';
    const { done } = await collect(
      answerChat(provider, {
        question: 'Why did they add the question to the model input?',
        passages: [paragraph(text)],
      }),
    );
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/important information/);
    expect(done.text).not.toMatch(/tables are long/);
  });

  it('reads a passage that comes after the references in the ranking as prose, not as references (ADR 141)', async () => {
    const documentId = randomUUID();
    const references = {
      ...paragraph(
        'Acknowledgements\nWe thank the reviewers.\n\nReferences\n1. A. Smith. Insect phenology in the field. Journal of Ecology, 2019.\n2. B. Jones. Phenology of moths. Ecology Letters, 2020.',
        9,
      ),
      documentId,
      order: 18,
      score: 2,
    };
    const introduction = {
      ...paragraph(
        '1 Introduction\nPhenology, the timing of seasonal biological phenomena, is a key aspect of plant and animal life. It defines the timing of growth.',
        1,
      ),
      documentId,
      order: 0,
    };
    const { done } = await collect(
      answerChat(provider, { question: 'What is phenology?', passages: [references, introduction] }),
    );
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/timing of seasonal biological phenomena/);
  });

  it('answers "who" with the sentence beside the best one that names the people, a month being no one (ADR 149)', async () => {
    const text =
      'The data was collected and annotated between April 2020 and June 2021. To ensure the necessary expertise, we selected two graduate students who had completed the course. A researcher first drafted a general guideline.';
    const { done } = await collect(
      answerChat(provider, { question: 'Who annotated the data?', passages: [paragraph(text)] }),
    );
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/two graduate students/);
  });

  it('gives as the reason of a "why" answer the sentence beside it whose clause of cause opens with "as" (ADR 149)', async () => {
    const text =
      'As a single author may not suffice to write a reliable rubric, the work is shared. Then the draft is discussed and refined in a meeting. The meeting lasted two hours.';
    const { done } = await collect(
      answerChat(provider, { question: 'Why is the draft discussed and refined?', passages: [paragraph(text)] }),
    );
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/single author may not suffice/);
    expect(done.text).not.toMatch(/two hours/);
  });

  it('brings the reason of the sentence a "why" question asks about, not only a sentence elsewhere that won by its "since" (ADR 149)', async () => {
    const elsewhere = {
      ...paragraph(
        'Since the question and the answers are combined as input for grading models, a long input may prove expensive for large models.',
        5,
      ),
      score: 1,
    };
    const claim = {
      ...paragraph(
        'Our goals are threefold. Secondly, we hypothesize that adding the question to the model input would increase performance. Usually only the two answers are compared, even though it may hold important information. We run each experiment in two settings.',
        7,
      ),
      score: 0.9,
    };
    const { done } = await collect(
      answerChat(provider, {
        question: 'Why did the authors add the question to the model input?',
        passages: [elsewhere, claim],
      }),
    );
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/important information/);
  });

  it('ranks first, among sentences that match alike, the one that says another word of the question with a synonym (ADR 149)', async () => {
    const text =
      'A graph is stored as a list of edges here. Each graph has a name and a colour. The graph grows as edges are added to it. A large graph takes a while to load. Every graph is saved to a file at the end. The plot command can show the graph on the screen.';
    const { done } = await collect(
      answerChat(provider, { question: 'Which program can display the graph?', passages: [paragraph(text)] }),
    );
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/can show the graph/);
  });

  it.each([
    ['As a single author may not suffice, the draft is discussed with the annotators.', 'en', true],
    ['Such phrases were common as the annotators did not consider the word.', 'en', true],
    ['The loop stops owing to the condition.', 'en', true],
    ['Lists such as the ones we saw are mutable.', 'en', false],
    ['As we saw in Chapter 3, functions are useful.', 'en', false],
    ['As shown in Figure 2, the answers are short.', 'en', false],
    ['Como a amostra é pequena, o erro é grande.', 'pt', true],
    ['O erro é grande graças a uma amostra pequena.', 'pt', true],
    ['Como vimos, o erro é grande.', 'pt', false],
    ['El error es grande dado que la muestra es pequeña.', 'es', true],
    ['L’erreur est grande étant donné que l’échantillon est petit.', 'fr', true],
    ['L’errore è grande siccome il campione è piccolo.', 'it', true],
    ['Wir teilen die Daten, um die Modelle zu testen.', 'de', true],
    ['Der Fehler ist groß wegen der kleinen Stichprobe.', 'de', true],
    ['Das Modell ist groß.', 'de', false],
  ] as const)('reads a reason in "%s" (%s): %s (ADR 149)', (text, language, expected) => {
    expect(givesReason(text, language)).toBe(expected);
  });
});

describe('a name the material does not write (ADR 160)', () => {
  const term = (word: string, weight: number, isInMaterial: boolean): FocusTerm => ({
    word,
    forms: [word],
    weight,
    isInMaterial,
    side: null,
    start: null,
  });
  const material = (texts: string[]): RetrievedPassage[] =>
    createChunks(texts).map((chunk) => ({ ...chunk, score: 1, section: null }));

  it('refuses when one of the names is missing, though the material names another one', async () => {
    const { done } = await collect(
      answerChat(provider, {
        question: 'Qual é a distância de Lisboa a Londres?',
        passages: material([
          'Seja d a distância entre dois pontos. Construa uma tabela com as coordenadas de Porto Alegre, Londres e Tóquio.',
        ]),
        locale: 'pt',
        focus: {
          kind: 'other',
          language: 'pt',
          places: [],
          terms: [term('distância', 2.6, true), term('lisboa', 4.3, false), term('londres', 3.3, true)],
        },
      }),
    );
    expect(done.isRefusal).toBe(true);
  });

  it('answers when what is missing is an English adjective or an acronym the material writes out', async () => {
    const { done } = await collect(
      answerChat(provider, {
        question: 'What British TV network will carry the Super Bowl?',
        passages: material(['In the United Kingdom, the BBC network will carry the Super Bowl on its main channel.']),
        locale: 'en',
        focus: {
          kind: 'other',
          language: 'en',
          places: [],
          terms: [
            term('british', 3.5, false),
            term('tv', 3.5, false),
            term('network', 2.2, true),
            term('carry', 2.5, true),
            term('super', 2.8, true),
            term('bowl', 2.8, true),
          ],
        },
      }),
    );
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/BBC network/);
  });
});
