import { describe, expect, it } from 'vitest';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { creditsOthers, findLectureAgenda } from './main-idea.ts';
import { summarizeLocally } from './summarize-material.ts';
import { findSummaryLineDefect, isCaptionOrPrompt, repeatsLine } from './summary-lines.ts';

/*
 * Issue 20 item 4 (ADR 166): every line of a summary is read alone and says something new. Readers
 * of held-out summaries counted as noise image captions, a template's leftover prompt, the same
 * sentence twice, sentences leaning on a connective ("The Moon, on the other hand, …", "Voici
 * comment …", "Traduzindo: …"), a list's label run into the text, and a lecture's agenda filled
 * with speech ("This lecture is about John talking some students on this."). Real sentences name
 * the fixture they come from (test/fixtures, licences in its README); "pattern" marks a sentence
 * written in the shape readers found in held-out material that is not in the repository.
 */

function spoken(texts: string[]) {
  return createChunks(texts).map((chunk) => ({ ...chunk, speaker: 'Professor', startMs: 0, endMs: 1000 }));
}

describe('lines that lean on another', () => {
  it.each([
    // pattern: a planets text, a French proof, Portuguese notes
    ['The Moon, on the other hand, has no atmosphere to slow the meteorites down.', 'en'],
    ['Voici comment terminer la démonstration du théorème.', 'fr'],
    ['Traduzindo: a derivada mede a taxa de variação da função.', 'pt'],
    ['Resumiendo, la probabilidad de la unión es la suma de las probabilidades.', 'es'],
    ['La Lune, en revanche, ne possède pas d’atmosphère.', 'fr'],
    ['Il Sole, invece, è composto soprattutto di idrogeno.', 'it'],
    ['Der Mond, dagegen, hat keine Atmosphäre.', 'de'],
    ['Here is how the proof ends.', 'en'],
    // research-paper-15p.pdf (SAF dataset paper, CC BY 4.0)
    [
      'In contrast to the previous datasets, answers in the ASAP-SAS 2 dataset are scored on a scale from 0 to 3.',
      'en',
    ],
  ] as const)('refuses “%s”', (text, language) => {
    expect(findSummaryLineDefect(text, language)).toBe('connective');
  });

  it.each([
    // grundkurs-python3-einfuehrung-de.md
    [
      'Python ist eine Programmiersprache, die einfach zu erlernen ist und ein schnelles Entwickeln von Programmen ermöglicht.',
      'de',
    ],
    // research-paper-15p.pdf
    [
      'In contrast to other ASAG datasets, SAF contains detailed elaborated feedback explaining the scores assigned to learner responses.',
      'en',
    ],
    // pattern: a comparison inside the sentence is no connective; nor "Segundo o modelo"
    ['Jupiter, like Saturn, is a gas giant made mostly of hydrogen and helium.', 'en'],
    ['Segundo o modelo, a população cresce exponencialmente.', 'pt'],
    ['Everything in Python is an object with a type.', 'en'],
  ] as const)('keeps “%s”', (text, language) => {
    expect(findSummaryLineDefect(text, language)).toBeNull();
  });
});

describe('captions, prompts and a list’s run-in labels', () => {
  it.each([
    // pattern: captions and credits of a textbook's figures
    ['Figure 3.2 The layers of the Earth’s interior.', 'en'],
    ['Fig. 4: Distribution of the allele frequencies after ten generations.', 'en'],
    ['Image credit: NASA/JPL-Caltech.', 'en'],
    ['Tabela 2 – Valores da função nos pontos críticos.', 'pt'],
    ['Abbildung 1.3 Aufbau eines Python-Programms.', 'de'],
    // pattern: a template's leftover prompt
    ['Click to add text', 'en'],
    ['Type your answer here.', 'en'],
  ] as const)('refuses “%s”', (text, language) => {
    expect(isCaptionOrPrompt(text)).toBe(true);
    expect(findSummaryLineDefect(text, language)).not.toBeNull();
  });

  it('refuses a list’s label run into a sentence (textbook-chapter-10p.pdf, Think Python 2e, CC BY-NC 3.0)', () => {
    expect(
      findSummaryLineDefect(
        'The details look different in different languages, but a few basic instructions appear in just about every language: input: Get data from the keyboard, a file, the network, or some other device.',
        'en',
      ),
    ).toBe('fragment');
  });

  it.each([
    ['A figure of speech is an expression whose meaning is not literal.', 'en'],
    ['A fonte de energia das estrelas é a fusão nuclear.', 'pt'],
  ] as const)('keeps “%s”', (text, language) => {
    expect(isCaptionOrPrompt(text)).toBe(false);
    expect(findSummaryLineDefect(text, language)).toBeNull();
  });
});

describe('no line said twice', () => {
  it('takes nearly the same words for a repeat, a different statement for none', () => {
    // pattern: a paper's "code availability" sentence, in its abstract and its conclusion
    const said = ['The code of the replication is available in a public GitHub repository.'];
    expect(repeatsLine('The code of this replication is available in the public GitHub repository.', said)).toBe(true);
    expect(repeatsLine('The replication reproduces the published estimates of the thresholds.', said)).toBe(false);
  });

  it('says a sentence the material repeats once in its summary (pattern)', () => {
    const repeated = 'The code of the replication is available in a public GitHub repository.';
    const summary = summarizeLocally(
      analyzeMaterial(
        createChunks([
          `Replicating an ordinal regression model of insect phenology\n\nWe replicate the ordinal regression model of larval development and show that its estimates are reproduced with current software. ${repeated}`,
          `The ordinal regression model treats the larval stage as an ordered category. The heat the larvae accumulate is measured in degree days above a threshold temperature. ${repeated}`,
          `The replication fits the ordinal regression model to the published counts of larvae in each stage. The estimates of the thresholds agree with the published ones. ${repeated}`,
          'The model estimates one threshold for each larval stage and one slope for the degree days. The replication code reads the published counts of larvae.',
        ]),
      ),
    );
    expect(summary.split(repeated).length - 1, summary).toBeLessThanOrEqual(1);
  });
});

describe('a lecture’s agenda', () => {
  it('is no speech about who does what in the room (pattern)', () => {
    const analysis = analyzeMaterial(
      spoken([
        'PROFESSOR: Good morning. So this lecture is about John talking some students on this.',
        'Natural selection changes the frequency of an allele in a population over generations.',
        'The fitness of a genotype is the expected number of offspring of an individual with that genotype.',
      ]),
    );
    expect(analysis.shape).toBe('spoken');
    expect(findLectureAgenda(analysis)).toBeNull();
    expect(summarizeLocally(analysis)).not.toMatch(/John talking|on this\./u);
  });

  it('keeps a topic the speaker finishes (lecture-15s21-financing-panel.txt)', () => {
    const analysis = analyzeMaterial(
      spoken([
        'PROFESSOR: Welcome back everyone. So the first part of tonight is the financing sources panel.',
        'Angel investors put their own money into young companies in exchange for equity.',
        'Angel investors put their own money into young companies in exchange for equity.',
      ]),
    );
    expect(findLectureAgenda(analysis)).toBe('This lecture is about the financing sources.');
  });
});

describe('an answer to a question not shown, and a speaker’s filler', () => {
  it.each([
    // lecture-captions.txt (MIT OCW 18.02, CC BY-NC-SA 4.0)
    ['The answer is 3*pi a squared.', 'en'],
    // lecture-8591j-fitness-landscapes.txt (MIT OCW 8.591J, CC BY-NC-SA 4.0)
    ['Things could get more complicated, but yeah.', 'en'],
    // lecture-15s21-financing-panel.txt (MIT OCW 15.S21, CC BY-NC-SA 4.0)
    ['The point is, from the get go.', 'en'],
    // pattern
    ['A resposta é três vezes pi.', 'pt'],
  ] as const)('refuses “%s”', (text, language) => {
    expect(findSummaryLineDefect(text, language)).toBe('disfluent');
  });
});

describe('a replication’s opening', () => {
  it.each([
    // pattern: a replication paper's abstract giving the original article's conclusion first
    'In the original article, the authors concluded that the model reproduces the observed phenology.',
    'In [1], the authors showed that the network synchronises for weak coupling.',
    'In Candy (1991), the larval stages are regressed on degree days.',
    'The authors of the original study found that the estimates were stable.',
    'Dans l’article original, les auteurs montrent que le modèle converge.',
  ])('is not other authors’ work: “%s”', (text) => {
    expect(creditsOthers(text)).toBe(true);
  });

  it.each([
    // research-paper-15p.pdf
    'To encourage research on explainable and understandable feedback systems, we present the Short Answer Feedback dataset (SAF).',
    'In this replication, the original model is reproduced with current software.',
    'The authors of this paper thank the reviewers.',
  ])('keeps the material’s own voice: “%s”', (text) => {
    expect(creditsOthers(text)).toBe(false);
  });
});

describe('a line pointing at what the reader has not seen', () => {
  it.each([
    // research-paper-15p.pdf
    'All of the datasets above only include verification feedback.',
    // lecture-8591j-fitness-landscapes.txt
    'One is that the mutations that are really nearly neutral will not have a very significant effect on the fitness.',
  ])('refuses “%s”', (text) => {
    expect(findSummaryLineDefect(text, 'en')).not.toBeNull();
  });

  it('keeps “The air above the surface is warmer than the ground.” (pattern)', () => {
    expect(findSummaryLineDefect('The air above the surface is warmer than the ground.', 'en')).toBeNull();
  });
});

describe('a speaker pointing in the room', () => {
  it.each([
    // lecture-8591j-fitness-landscapes.txt
    'The only way to get a peaks distribution around here is to have it so that the exponential is really suppressing those really good mutations.',
    'For a delta distribution, they’re the same thing.',
    'What’s really relevant are when individuals that have several or more of these beneficial mutations than the rest of the population, when these guys get a mutation that they can move forward.',
  ])('refuses “%s”', (text) => {
    expect(findSummaryLineDefect(text, 'en')).toBe('dangling');
  });

  it.each([
    // lecture-15s21-financing-panel.txt
    'Strategic investors, by definition, have a strategic interests and not primarily a financial interest.',
    // textbook-chapter-10p.pdf
    'Formal languages are languages that are designed by people for specific applications.',
  ])('keeps “%s”', (text) => {
    expect(findSummaryLineDefect(text, 'en')).toBeNull();
  });
});

describe('spoken fragments', () => {
  it.each([
    // lecture-8591j-fitness-landscapes.txt
    'Assuming that clonal interference is not relevant.',
    'Right because the alternative would have been to take the sum of them, which is what happens.',
  ])('refuses “%s”', (text) => {
    expect(findSummaryLineDefect(text, 'en')).toBe('disfluent');
  });
});
