import { describe, expect, it } from 'vitest';
import { dropInnerFillers, isSpeechWord, pointsAtBoard, rewriteSpoken, speaksInPerson } from './speech.ts';

describe('rewriteSpoken', () => {
  it.each([
    ["So we can use Green's theorem to find the area.", "Green's theorem can be used to find the area."],
    [
      "OK, and what we want to do is we want to use Green's theorem to find an area.",
      "Green's theorem can be used to find an area.",
    ],
    ['So what we have is the integral over the closed curve.', 'The integral over the closed curve.'],
    ['If you take the derivative of x, you get the velocity.', 'The derivative of x gives the velocity.'],
    ['I know that the maximum is at pi.', 'The maximum is at pi.'],
    [
      "I'll achieve a maximum height at theta equal pi because that's where cosine theta is minus 1.",
      "The maximum height is reached at theta equal pi because that's where cosine theta is minus 1.",
    ],
    [
      "To find the area of that region I am going to use Green's theorem.",
      "Green's theorem can be used to find the area of that region.",
    ],
    [
      'I noticed C_2 is parameterized in this direction from theta equals 2*pi to theta equals 0.',
      'C_2 is parameterized in this direction from theta equals 2*pi to theta equals 0.',
    ],
    [
      "The reason we could use Green's theorem so easily is because area of a region-- of this connected region here-- is equal to the integral of minus y*dx, or alternatively you could have done x*dy.",
      "The reason Green's theorem can be used so easily is that area of a region is equal to the integral of minus y*dx.",
    ],
  ])('%s → %s', (spoken, statement) => {
    const rewritten = rewriteSpoken(spoken, 'en');
    expect(rewritten).toBe(statement);
    expect(speaksInPerson(rewritten, 'en')).toBe(false);
  });

  it('leaves narration in the first or second person, for the caller to drop', () => {
    for (const sentence of [
      "I don't have lots of points.",
      'You can check your final answer.',
      "Let's think about what the picture is.",
    ]) {
      expect(speaksInPerson(rewriteSpoken(sentence, 'en'), 'en'), sentence).toBe(true);
    }
  });

  it('only strips fillers in languages without rewrites', () => {
    expect(rewriteSpoken('Então, nós usamos o teorema de Green.', 'pt')).toBe('Nós usamos o teorema de Green.');
  });
});

describe('spoken material', () => {
  it('knows sentences that point at the board or at what was just said', () => {
    expect(pointsAtBoard('It is going to have C_1, which will be this bottom part.', 'en')).toBe(true);
    expect(pointsAtBoard("It's a times 1 minus cosine theta.", 'en')).toBe(true);
    expect(pointsAtBoard('The area of a region is the integral of dA.', 'en')).toBe(false);
  });

  it('keeps symbols read aloud and narration verbs out of key phrases', () => {
    for (const word of ['theta', 'minus', 'dx', 'x', 'find', 'come']) expect(isSpeechWord(word, 'en'), word).toBe(true);
    for (const word of ['cycloid', 'region', 'theorem']) expect(isSpeechWord(word, 'en'), word).toBe(false);
  });
});

describe('a tag question at a spoken claim’s end (ADR 098)', () => {
  it.each([
    [
      'en',
      'That means there is a lot of clonal interference in this regime, right?',
      'That means there is a lot of clonal interference in this regime.',
    ],
    [
      'en',
      'The minimum inhibitory concentration prevents growth after 20 hours, OK?',
      'The minimum inhibitory concentration prevents growth after 20 hours.',
    ],
    [
      'pt',
      'A taxa de reação depende da concentração dos reagentes, né?',
      'A taxa de reação depende da concentração dos reagentes.',
    ],
    [
      'es',
      'La velocidad de reacción depende de la concentración, ¿verdad?',
      'La velocidad de reacción depende de la concentración.',
    ],
    [
      'fr',
      'La vitesse de réaction dépend de la concentration, d’accord ?',
      'La vitesse de réaction dépend de la concentration.',
    ],
    [
      'it',
      'La velocità di reazione dipende dalla concentrazione, vero?',
      'La velocità di reazione dipende dalla concentrazione.',
    ],
    [
      'de',
      'Die Reaktionsgeschwindigkeit hängt von der Konzentration ab, oder?',
      'Die Reaktionsgeschwindigkeit hängt von der Konzentration ab.',
    ],
  ] as const)('%s: is dropped, the claim kept as a statement', (language, spoken, claim) => {
    expect(dropInnerFillers(spoken, language)).toBe(claim);
  });

  it('leaves a real question as it is', () => {
    expect(dropInnerFillers('What is the rate of evolution in the limit of no clonal interference?', 'en')).toBe(
      'What is the rate of evolution in the limit of no clonal interference?',
    );
  });
});
