import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { detectLanguage } from './nlp/language.ts';
import { findFragmentDefect, findSentenceContextDefect, splitHeadingPrefix } from './standalone-sentence.ts';

/*
 * ADR 153 (issue 20): a sentence shown as an item's statement — a true/false, a cloze, an options
 * stem — is a complete declarative sentence. The fragments are those readers of the held-out
 * documents threw away as garbled or needing context because they state nothing (judged-items.jsonl,
 * `why`), with the same shapes written in the other languages; the kept statements are every
 * statement readers kept in the labelled set.
 */

describe('a fragment shown as a statement', () => {
  it.each<[MaterialLanguage, string]>([
    // an if- or since-clause with no main clause
    ['en', 'If the company is growing and it has value.'],
    ['en', 'If r is close to g, if the growth rate is very large.'],
    ['en', 'If the elasticity is going to be constant all over the curve.'],
    ['en', 'Since programs often write a whole block before reading it (e.g., initialization).'],
    ['en', 'If accessed data is present in upper level.'],
    [
      'es',
      'Si τ y l es un tiempo y una longitud del orden de los tiempos y distancias en lo que la velocidad del fluido sufre una variación significativa.',
    ],
    ['pt', 'Se a população é pequena e a taxa de mutação é baixa.'],
    ['fr', 'Lorsque la variable contient une chaîne de caractères et que sa longueur dépasse dix.'],
    ['it', 'Se la funzione è continua su un intervallo chiuso e limitato.'],
    ['de', 'Wenn die Funktion auf dem ganzen Intervall stetig ist.'],
    // a noun phrase, alone or with only a relative clause
    ['en', 'A particle whose energy operator has no potential whatsoever.'],
    ['en', 'A piece of paper that pays $27 million.'],
    ['en', 'A company out there that has that same kind of cash flow.'],
    ['en', 'Really clever “wild card” expressions for matching and parsing strings.'],
    ['en', 'No need for large memory to access it fast.'],
    ['es', 'Ecuación de Euler (en función sólo de v).'],
    ['es', 'Densidad no constante en el fluido (gran volumen).'],
    ['es', 'Relación de A con el impulso y la energía del fluido.'],
    ['pt', 'Evolução temporal da posição para aceleração constante (2ª Equação).'],
    ['pt', 'De uma propriedade não só dos genes, mas também da população.'],
    ['fr', 'Un répertoire de base ou racine qui pourrait s\'appeler "travail".'],
    ['it', "Una variabile il cui valore non cambia durante l'esecuzione del programma."],
    ['de', 'Eine Variable, deren Wert sich während der Ausführung nicht ändert.'],
    // a bullet that lost its subject, a cut sentence
    ['en', 'Requires all entries to be searched at once.'],
    ['en', 'The ability to short sell is a very.'],
    ['pt', 'A mutação é um processo que ocorre com uma taxa muito.'],
    ['es', 'La velocidad del fluido es constante a lo largo de la.'],
    ['de', 'Die Geschwindigkeit des Teilchens ist konstant entlang der.'],
    // a heading or a list label run into something that is no sentence
    [
      'en',
      'Manuscripts: writing manuscripts in a way that leaves an audit trail and minimizes manual merging of conflict.',
    ],
  ])('is refused (%s): %s', (language, text) => {
    expect(findFragmentDefect(text, language)).not.toBeNull();
  });
});

describe('a complete sentence shown as a statement', () => {
  it.each<[MaterialLanguage, string]>([
    ['en', 'If the price of a good rises, the quantity demanded falls.'],
    ['en', 'Since 1990, the volume of trade in public markets has grown.'],
    ['en', 'Cells of the hair matrix divide and differentiate to form the layers of the hair.'],
    ['en', 'Examples of philosophers who were also statesmen include Cicero and Marcus Aurelius.'],
    ['en', 'Name all files to reflect their content or function.'],
    ['en', 'Search is a pattern of traversal that stops when it finds what it is looking for.'],
    ['pt', 'Se digitar uma linha de código e pressionar Enter, o interpretador exibe o resultado.'],
    ['pt', 'De forma análoga ao cálculo da variância, a covariância mede a variação conjunta de dois caracteres.'],
    ['pt', 'De fato, pode-se mostrar que o axioma da escolha implica que todo espaço linear tenha uma base.'],
    ['es', 'Los lenguajes formales tienden a tener reglas estrictas sobre la sintaxis.'],
    ['es', 'Si no está en equilibrio térmico, el equilibrio será estable en ausencia de convección.'],
    ['fr', "L'opérateur d'addition concatène deux chaînes de caractères."],
    ['fr', 'Si la variable est un entier, la division renvoie un nombre flottant.'],
    ['it', 'Se la funzione è derivabile, allora è anche continua.'],
    ['it', 'Le variabili che non cambiano valore si chiamano costanti.'],
    ['de', 'Um Python im interaktiven Modus zu starten, ruft man den Interpreter ohne weitere Parameter auf.'],
    ['de', 'Wenn die Funktion stetig ist, nimmt sie auf einem kompakten Intervall ihr Maximum an.'],
    // a glossary line is a definition by design; a label before a sentence is stripped
    ['en', 'syntax: The rules that govern the structure of a program.'],
    ['en', 'Deadweight loss: the fall in total surplus that results from a market distortion.'],
    ['en', 'Tab Completion The shell completes the name of a file when the user presses the tab key.'],
  ])('is kept (%s): %s', (language, text) => {
    expect(findFragmentDefect(text, language)).toBeNull();
  });

  it('splits a heading run into its sentence, and refuses it when the rest is no sentence', () => {
    expect(
      splitHeadingPrefix('Supplementary Materials Supplementary materials often contain the tables.', 'en'),
    ).toMatchObject({ heading: 'Supplementary Materials', rest: 'Supplementary materials often contain the tables.' });
    expect(
      findFragmentDefect('Supplementary Materials Supplementary materials often contain the tables.', 'en'),
    ).toBeNull();
    expect(findFragmentDefect('Manuscripts: writing manuscripts in a shared folder.', 'en')).toBe('heading-prefix');
    expect(splitHeadingPrefix('The United States Congress passed the law in 1964.', 'en')).toBeNull();
  });
});

/** The sentence an item of the labelled set shows: a true/false's statement, a cloze's or an options stem's filled in. */
function shownStatement(type: string, item: Record<string, unknown>): string | null {
  const text = (key: string): string => (typeof item[key] === 'string' ? (item[key] as string) : '');
  const explanation = text('explanation') || text('explanation_shown_after_answering');
  if (type === 'true_false' || type === 'multiple_choice') {
    const quoted = /:\s*[«“„"]\s*(.+?)\s*[»”“"]\s*(?:\([^)]*\))?\s*$/su.exec(explanation.trim());
    if (quoted) return quoted[1]!;
    const prompt = text('prompt') || text('question');
    if (
      type === 'true_false' &&
      (item.answer === true || /^(?:true|vrai|verdadeiro|verdadero|vero|wahr)$/iu.test(text('correct_answer')))
    )
      return prompt.replace(/^¿?[^?]{3,30}\?\s*/u, '');
    return null;
  }
  if (type === 'flashcard') {
    const cloze = /^[^:]{3,40}:\s*(.*_____.*)$/su.exec(text('front') || text('question'));
    const answer = text('back') || text('answer');
    return cloze && answer ? cloze[1]!.replace('_____', answer) : null;
  }
  return null;
}

describe("the statements readers kept (issue 20's labelled set)", () => {
  it('are refused as fragments at most 3 % of the time', () => {
    const rows = readFileSync(
      new URL('../../../../../../test/fixtures/quality/judged-items.jsonl', import.meta.url),
      'utf8',
    )
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { doc: string; type: string; verdict: string; item: Record<string, unknown> });
    const shown = rows.flatMap((row) => {
      const statement = shownStatement(row.type, row.item);
      return statement === null ? [] : [{ ...row, statement }];
    });
    const byDocument = new Map<string, string>();
    for (const row of shown)
      byDocument.set(row.doc, `${byDocument.get(row.doc) ?? ''} ${row.statement}`.slice(0, 4000));
    const kept = shown.filter((row) => row.verdict === 'KEEP');
    const refused = kept.filter((row) =>
      findFragmentDefect(row.statement, detectLanguage(byDocument.get(row.doc)!, 'en')),
    );
    expect(kept.length).toBeGreaterThan(300);
    expect(refused.length / kept.length).toBeLessThanOrEqual(0.03);
  });
});

describe('the sentences an item may show whole', () => {
  it('leave out a fragment of the material, and keep its complete sentences', () => {
    const analysis = analyzeMaterial(
      createChunks([
        'Genetic drift changes allele frequencies by chance in every generation. If the population is small and the mutation rate is low. Genetic drift is stronger in small populations than in large ones.',
      ]),
      'en',
    );
    const defectOf = (needle: string): string | null =>
      findSentenceContextDefect(
        analysis,
        analysis.sentences.findIndex((sentence) => sentence.text.includes(needle)),
      );
    expect(defectOf('If the population is small')).toBe('fragment');
    expect(defectOf('Genetic drift is stronger')).toBeNull();
  });
});
