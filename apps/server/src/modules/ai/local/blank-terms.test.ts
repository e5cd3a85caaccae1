import { describe, expect, it } from 'vitest';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { createChunks, SAMPLE_TEXTS } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { isBlankGivenAway, isBlankQuoted, isExampleSentence } from './blank-terms.ts';
import { findBlankDefect } from './precision.ts';
import { BLANK } from './question-templates.ts';

/*
 * ADR 154: a blank a learner fills from the sentence itself, or on one example's detail, is
 * trivial. The rows are the sentences of blanks readers judged (test/fixtures/quality/judged-items.jsonl),
 * quoted as the learner saw them, with the reader's verdict.
 */

/** The sentence with its answer in the blank, and where the answer sits. */
function fill(shown: string, answer: string): [string, number, number] {
  const at = shown.indexOf(BLANK);
  return [`${shown.slice(0, at)}${answer}${shown.slice(at + BLANK.length)}`, at, at + answer.length];
}

describe('a blank the sentence gives away', () => {
  it.each<[MaterialLanguage, string, string, string]>([
    // DISCARD trivial — "philosophy" spelled out by "philos" right after it
    [
      'en',
      'After all, the word _____ itself derives from the ancient Greek words philos (affection) and sophos (wisdom)—and indeed, ancient Greece produced the great minds of Socrates, Plato, and Aristotle.',
      'philosophy',
      'another form',
    ],
    // DISCARD trivial — "Python-Objekten" gives "Python-Interpreter"
    [
      'de',
      'Jeder _____ bietet dem Nutzer im interaktiven Modus die Möglichkeit, weitere Informationen oder Dokumentationen zu Python-Objekten (Funktionen, Operatoren usw.) anzuzeigen.',
      'Python-Interpreter',
      'another form',
    ],
    // DISCARD trivial — "elemento neutro": a set phrase of the language
    [
      'pt',
      'A propriedade (2.1f) garante a existência de um vetor nulo que funciona com um _____ neutro da soma vetorial.',
      'elemento',
      'set phrase',
    ],
    // DISCARD bad-distractors — "linguagens de programação": a set phrase
    [
      'pt',
      'As linguagens de _____ são idiomas formais criados para expressar operações de computação.',
      'programação',
      'set phrase',
    ],
  ])('is given away (%s: %s → %s, %s)', (language, shown, answer) => {
    expect(isBlankGivenAway(...fill(shown, answer), language)).toBe(true);
  });

  it.each<[MaterialLanguage, string, string]>([
    // KEEP — "interaktiven" opens like "Interpreter" on five letters only: no other form of it
    [
      'de',
      'Um Python im interaktiven Modus zu starten, ruft man den _____ in einer Shell ohne weitere Parameter auf.',
      'Interpreter',
    ],
    // KEEP
    ['pt', 'Se digitar uma linha de código e pressionar Enter, o _____ exibe o resultado.', 'interpretador'],
    // KEEP
    ['en', 'Level-2 cache services _____ from primary cache.', 'misses'],
    // KEEP
    ['fr', "Par ailleurs, l'utilisation de _____ permet de gérer les priorités.", 'parenthèses'],
  ])('is not given away when nothing in the sentence names it (%s: %s)', (language, shown, answer) => {
    expect(isBlankGivenAway(...fill(shown, answer), language)).toBe(false);
  });
});

describe('a blank on an example or a quoted string', () => {
  it.each<[MaterialLanguage, string]>([
    // DISCARD trivial — "Python es un ejemplo de …": the sentence tells an example
    [
      'es',
      'Python es un ejemplo de un **lenguaje de alto nivel**; otros idiomas de alto nivel que quizás haya escuchado de ellos son C, C++, Perl y Java.',
    ],
    ['en', 'For example, plants carry out photosynthesis in the chloroplasts of their leaves.'],
    ['fr', 'Par exemple, les plantes réalisent la photosynthèse dans les chloroplastes.'],
    ['de', 'Zum Beispiel betreiben Pflanzen die Photosynthese in den Chloroplasten.'],
  ])('is in an example sentence (%s)', (language, sentence) => {
    expect(isExampleSentence(sentence, language)).toBe(true);
  });

  it.each<[MaterialLanguage, string]>([
    // KEEP — "such as" lists inside a claim; the sentence is no example
    [
      'en',
      'Accessory structures of the skin such as hair, nails, sweat glands, and sebaceous glands arise from the epidermis.',
    ],
    ['pt', 'Se digitar uma linha de código e pressionar Enter, o interpretador exibe o resultado.'],
  ])('is not in an example sentence when no cue opens it (%s)', (language, sentence) => {
    expect(isExampleSentence(sentence, language)).toBe(false);
  });

  it('is inside a quoted string ("Depois do “_____, World”", DISCARD trivial)', () => {
    const shown = 'Depois do “_____, World”, o próximo passo é a aritmética.';
    expect(isBlankQuoted(shown, shown.indexOf(BLANK))).toBe(true);
    const plain =
      'Tradicionalmente, o primeiro programa que se escreve chama-se “Hello, World”: ele exibe _____ no ecrã.';
    expect(isBlankQuoted(plain, plain.indexOf(BLANK))).toBe(false);
  });
});

describe('findBlankDefect', () => {
  const analysisOf = (language: MaterialLanguage) => analyzeMaterial(createChunks(SAMPLE_TEXTS[language]), language);

  it.each<[MaterialLanguage, string, string]>([
    ['en', 'For example, plants carry out photosynthesis in the _____ of their leaves.', 'chloroplasts'],
    ['pt', 'Por exemplo, as plantas realizam a fotossíntese nos _____ das folhas.', 'cloroplastos'],
    ['fr', 'Par exemple, les plantes réalisent la photosynthèse dans les _____ des feuilles.', 'chloroplastes'],
  ])('finds a term blanked in an example sentence trivial (%s)', (language, sentence, answer) => {
    expect(findBlankDefect(sentence, answer, analysisOf(language))).toBe('trivial');
  });

  it('still keeps the same term blanked in the claim itself', () => {
    expect(
      findBlankDefect(
        'Plants carry out photosynthesis in the _____ of their leaves.',
        'chloroplasts',
        analysisOf('en'),
      ),
    ).toBeNull();
  });
});
