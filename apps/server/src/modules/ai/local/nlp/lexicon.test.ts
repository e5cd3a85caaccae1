import { describe, expect, it } from 'vitest';
import { translateOtherSenses, translateWord } from './lexicon.ts';

const words = (word: string, from: Parameters<typeof translateWord>[1], to: Parameters<typeof translateWord>[2]) =>
  translateWord(word, from, to, 4, { irregularVerbs: true }).map((translation) => translation.word);

describe('the lexicon reads a conjugated verb of a question (ADR 128)', () => {
  it.each([
    // verbs the wordnets lack in the question's language, reached through the study verbs' table
    ['calculou', 'pt', 'calculate'],
    ['estimaram', 'pt', 'estimate'],
    ['medimos', 'pt', 'measure'],
    ['estimaron', 'es', 'estimate'],
    ['usaron', 'es', 'use'],
    ['berechnet', 'de', 'calculate'],
    ['geschätzt', 'de', 'estimate'],
    ['gemessen', 'de', 'measure'],
    ['bewertet', 'de', 'evaluate'],
    ['gesammelt', 'de', 'collect'],
    ['stimato', 'it', 'estimate'],
    ['recolhidos', 'pt', 'collect'],
  ] as const)('%s (%s) → %s', (word, language, english) => {
    expect(words(word, language, 'en')).toContain(english);
  });

  it('puts the verb before nouns that only share its stem ("calculou" is to calculate, not a computer)', () => {
    expect(words('calculou', 'pt', 'en')[0]).toBe('calculate');
  });

  it('reads an inflected English verb as its lemma for material in another language', () => {
    expect(words('estimated', 'en', 'es')).toContain('estimar');
    expect(words('measured', 'en', 'pt')).toContain('medir');
  });

  it('does not read a word without its accents as another word ("länge" is length, not a name)', () => {
    expect(words('länge', 'de', 'en')[0]).not.toBe('lange');
    expect(words('länge', 'de', 'en')).toContain('length');
  });
});

describe('the lexicon reads irregular verbs (ADR 141)', () => {
  it.each([
    // stem-changing -ir verbs: the preterite and gerund write "i" or "u" where the infinitive has "e" or "o"
    ['midieron', 'es', 'measure'],
    ['midió', 'es', 'measure'],
    ['eligieron', 'es', 'choose'],
    ['obtuvieron', 'es', 'obtain'],
    ['fizeram', 'pt', 'make'],
    ['obtiveram', 'pt', 'obtain'],
    // a diphthong of the present ("muestra" → mostrar, "resuelve" → resolver)
    ['resuelve', 'es', 'solve'],
  ] as const)('%s (%s) → %s', (word, language, english) => {
    expect(words(word, language, 'en')).toContain(english);
  });

  it.each([
    // strong preterites, with a prefix too, and irregular participles read as their infinitive
    ['hicieron', 'es', 'hacer'],
    ['deshicieron', 'es', 'deshacer'],
    ['produjeron', 'es', 'producir'],
    ['estuvieron', 'es', 'estar'],
    ['condujeron', 'es', 'conducir'],
    ['incluyeron', 'es', 'incluir'],
    ['resuelto', 'es', 'resolver'],
    ['trouxeram', 'pt', 'trazer'],
  ] as const)('%s (%s) reads as %s', (word, language, infinitive) => {
    expect(words(word, language, 'en')).toEqual(words(infinitive, language, 'en'));
    expect(words(word, language, 'en').length).toBeGreaterThan(0);
  });
});

describe('the lexicon does not take a false friend for the same word (ADR 141)', () => {
  it('reads French "ensemble" as a set, not a musical ensemble', () => {
    expect(words('ensemble', 'fr', 'en')).not.toContain('ensemble');
    expect(words('ensemble', 'fr', 'en')).toContain('set');
  });

  it('reads French "héritage" as inheritance too, not only as heritage', () => {
    expect(words('héritage', 'fr', 'en')).toContain('inheritance');
  });

  it('keeps a true cognate first ("variable", "fonction" → function)', () => {
    expect(words('variable', 'fr', 'en')[0]).toBe('variable');
    expect(words('table', 'fr', 'en')[0]).toBe('table');
  });
});

describe('a word written the same in both languages, by its other senses', () => {
  it('is translated by the senses its same word does not share ("canal" → channel)', () => {
    expect(words('canal', 'pt', 'en')).not.toContain('channel');
    expect(translateOtherSenses('canal', 'pt', 'en', 12).map((translation) => translation.word)).toContain('channel');
  });

  it('has none for a word written otherwise ("aresta")', () => {
    expect(translateOtherSenses('aresta', 'pt', 'en', 12)).toEqual([]);
  });
});
