import { describe, expect, it } from 'vitest';
import type { MaterialLanguage, QuestionLanguage } from '@mnemo/domain/languages';
import { QUESTION_TEMPLATES, fillTemplate } from './question-templates.ts';
import { countWordsBefore, createTermForm, getTermPlaceholders } from './term-grammar.ts';

/** Fills a template with a term as the material writes it in `sentences`. */
function ask(
  template: 'aboutPhrase' | 'describePhrase',
  term: string,
  sentences: string[],
  language: QuestionLanguage,
  options: { isName?: boolean; materialLanguage?: MaterialLanguage } = {},
): string {
  const form = createTermForm(term, {
    determiners: countWordsBefore(term, sentences),
    isName: options.isName ?? false,
    materialLanguage: options.materialLanguage ?? language,
    questionLanguage: language,
    quoted: (text) => fillTemplate(QUESTION_TEMPLATES[language].quoted, { term: text }),
  });
  return fillTemplate(QUESTION_TEMPLATES[language][template], getTermPlaceholders(form, language));
}

describe('terms in question templates', () => {
  it('French: the article the material uses, contracted with "de"', () => {
    expect(
      ask(
        'aboutPhrase',
        'ampère',
        ["L'ampère est l'unité de courant.", "On mesure l'ampère avec un ampèremètre."],
        'fr',
      ),
    ).toBe('Que dit le support au sujet de l’ampère ?');
    expect(ask('aboutPhrase', 'courant électrique', ['Le courant électrique circule dans le fil.'], 'fr')).toBe(
      'Que dit le support au sujet du courant électrique ?',
    );
    expect(ask('aboutPhrase', 'tension', ['La tension se mesure en volts.'], 'fr')).toBe(
      'Que dit le support au sujet de la tension ?',
    );
    expect(ask('aboutPhrase', 'électrons', ['Les électrons portent une charge.'], 'fr')).toBe(
      'Que dit le support au sujet des électrons ?',
    );
    expect(ask('describePhrase', 'tension', ['La tension se mesure en volts.'], 'fr')).toBe(
      'Décrivez la tension d’après le support.',
    );
    expect(ask('aboutPhrase', 'Avogadro', ['Avogadro a proposé une loi.'], 'fr', { isName: true })).toBe(
      'Que dit le support au sujet d’Avogadro ?',
    );
    // nothing tells the gender: named as a notion, which reads right whatever it is
    expect(ask('aboutPhrase', 'débit', ['Mesurer débit et pression.'], 'fr')).toBe(
      'Que dit le support au sujet de la notion de débit ?',
    );
    expect(ask('aboutPhrase', 'entropy', ['Entropy grows.'], 'fr', { materialLanguage: 'en' })).toBe(
      'Que dit le support au sujet du terme « entropy » ?',
    );
  });

  it('Italian: "su" contracted with the article', () => {
    expect(ask('aboutPhrase', 'entropia', ["L'entropia cresce sempre."], 'it')).toBe(
      'Che cosa dice il materiale sull’entropia?',
    );
    expect(ask('aboutPhrase', 'parole', ['Le parole chiave sono riservate.'], 'it')).toBe(
      'Che cosa dice il materiale sulle parole?',
    );
    expect(ask('aboutPhrase', 'valore', ['Il valore viene assegnato.'], 'it')).toBe(
      'Che cosa dice il materiale sul valore?',
    );
    expect(ask('aboutPhrase', 'stato', ['Lo stato cambia.'], 'it')).toBe('Che cosa dice il materiale sullo stato?');
    expect(ask('describePhrase', 'funzione', ['Si chiama funzione.'], 'it')).toBe(
      'Descrivi la funzione secondo il materiale.',
    );
  });

  it('Portuguese and Spanish: the definite article of the term’s gender and number', () => {
    expect(ask('aboutPhrase', 'entropia', ['A entropia aumenta.'], 'pt')).toBe(
      'O que diz o material sobre a entropia?',
    );
    expect(ask('aboutPhrase', 'símbolos', ['Os símbolos são letras.'], 'pt')).toBe(
      'O que diz o material sobre os símbolos?',
    );
    expect(ask('describePhrase', 'resolução de problemas', ['Pensar em resolução de problemas.'], 'pt')).toBe(
      'Descreva a resolução de problemas segundo o material.',
    );
    expect(ask('aboutPhrase', 'lenguaje de alto nivel', ['Un lenguaje de alto nivel es portable.'], 'es')).toBe(
      '¿Qué dice el material sobre el lenguaje de alto nivel?',
    );
    expect(ask('aboutPhrase', 'variables aleatorias', ['Las variables aleatorias son funciones.'], 'es')).toBe(
      '¿Qué dice el material sobre las variables aleatorias?',
    );
  });

  it('German and English: a bare or cited term, which needs no article', () => {
    expect(ask('aboutPhrase', 'interaktiven Modus', ['Im interaktiven Modus wird der Wert angezeigt.'], 'de')).toBe(
      'Was sagt das Material zum Begriff „interaktiven Modus“?',
    );
    expect(ask('describePhrase', 'Werte', ['Die Werte werden gespeichert.'], 'de')).toBe(
      'Beschreiben Sie, was das Material unter „Werte“ versteht.',
    );
    expect(ask('aboutPhrase', 'natural selection', ['Natural selection acts on variation.'], 'en')).toBe(
      'What does the material say about natural selection?',
    );
  });
});
