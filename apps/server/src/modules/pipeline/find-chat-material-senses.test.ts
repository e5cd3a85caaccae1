import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askChat, seedChatSession, type ChatEvalSession } from '../../cli/chat-eval.ts';
import { createLocalProvider } from '../ai/local/local.provider.ts';
import { createChunks } from '../ai/testing/sample-material.ts';
import { proseOf, withoutAffiliations } from './find-chat-material.ts';

/* The chat's off-topic refusals of ADR 170: a program's string values, the authors' institutions, an action and its object apart. */

describe('the prose of a chunk (ADR 170)', () => {
  it("leaves out a program's one-word string values, and keeps prose quotes and apostrophes", () => {
    const prose = proseOf(
      "0 1 2\n’Brie’ ’Edam’ ’Gouda’\nlist cheeses\nThe list holds 'Stilton' now.\nThe students’ answers use “keywords” and Python’s ‘idioms’.",
    );
    expect(prose).not.toMatch(/Brie|Edam|Gouda|Stilton/);
    expect(prose).toMatch(/list cheeses/);
    expect(prose).toMatch(/The students’ answers use “keywords” and Python’s ‘idioms’\./);
  });
});

describe("a paper's affiliations (ADR 170)", () => {
  it('are left out of its front matter, up to its abstract or first numbered heading', () => {
    const text = [
      'Modeling Insect Growth with Ordinal Models',
      'Jane Doe1, John Roe2',
      '1Royal Society for Birds, Sandy, United Kingdom – 2University of Lisbon, Portugal',
      'Research Group on Soils jane@example.org',
      '1 Introduction Growth of insects is measured by the stages they reach.',
      'The University of Lisbon kept the samples.',
    ].join('\n');
    const kept = withoutAffiliations(text);
    expect(kept).not.toMatch(/Royal Society|jane@example/);
    expect(kept).toMatch(/^Modeling Insect Growth/);
    expect(kept).toMatch(/Jane Doe1/);
    expect(kept).toMatch(/The University of Lisbon kept the samples\./);
  });

  it('are kept in text without front matter', () => {
    const text = 'The University of Notre Dame is a Catholic research university.\nIts campus has two lakes.';
    expect(withoutAffiliations(text)).toBe(text);
  });
});

describe('chat refusals of words met in another sense (ADR 170)', () => {
  const provider = createLocalProvider();
  let session: ChatEvalSession;
  beforeAll(async () => {
    session = await seedChatSession([
      {
        chunks: createChunks([
          'Modeling Insect Growth with Ordinal Models\nJane Doe1, John Roe2\n1Royal Society for Birds, Sandy, United Kingdom – 2University of Lisbon, Portugal\n1 Introduction Growth of insects is measured by counting the stages they reach. We count larvae in each stage on every visit.',
          "Chapter 10 Lists\nA list is a sequence of values. You can assign list values to variables: >>> cheeses = ['Brie', 'Edam', 'Gouda']\n0 1 2\n’Brie’ ’Edam’ ’Gouda’\nlist cheeses\nFigure 10.1: State diagram. The diagram shows the state of cheeses: cheeses refers to a list with three elements.",
          'The in operator also works on lists. A list can hold values of any type, and its elements can be changed.',
          'Chapter 18 Inheritance\nInheritance is the ability to define a new class that is a modified version of an existing class. When a new class inherits from an existing one, the existing one is called the parent and the new class is called the child.',
          'A child class can override a method of its parent class. If you break this rule, your code will collapse like a house of cards.',
          'Exercise 3. If I leave my house at 6:52 am and walk for an hour, at what time do I get home?',
        ]),
        language: 'en',
        name: 'book.pdf',
      },
    ]);
  }, 60_000);
  afterAll(async () => session?.close());

  it("refuses a question about a thing the material names only as its authors' institution", async () => {
    const { done } = await askChat(provider, session, 'Which birds does the Royal Society for Birds count?');
    expect(done.isRefusal).toBe(true);
  });

  it('refuses a question about a thing the material writes only as a string value of its code', async () => {
    const { done } = await askChat(provider, session, '¿Cómo se elabora el queso brie?', 'en');
    expect(done.isRefusal).toBe(true);
  });

  it('refuses how to do something whose action and object the material never writes together', async () => {
    const { done } = await askChat(provider, session, 'How do I inherit a house from my parents?');
    expect(done.isRefusal).toBe(true);
  });

  it('still answers how to do what the material shows, and what its prose treats', async () => {
    const inherit = await askChat(provider, session, 'How does a new class inherit from an existing class?');
    expect(inherit.done.isRefusal).toBe(false);
    expect(inherit.done.text).toMatch(/inherits from an existing one/);
    const count = await askChat(provider, session, 'How do the authors count larvae?');
    expect(count.done.isRefusal).toBe(false);
    expect(count.done.text).toMatch(/count larvae in each stage/);
  });
});
