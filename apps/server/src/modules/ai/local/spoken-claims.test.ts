import { describe, expect, it } from 'vitest';
import { hasSpokenFormula, hasSpokenHedge, isCompleteSpokenClaim, namesTheRoom } from './learner-keeps.ts';
import { dropInnerFillers, pointsAtBoard } from './nlp/speech.ts';
import { findCardDefect, findSpokenStatementDefect } from './precision.ts';
import { loadFixtureStudySet } from './testing/fixture-study-set.ts';

/*
 * Spoken items from stand-alone claims of the lecture's subject (issue 20, ADR 172), on real lines of
 * lecture transcripts: the items fresh readers discarded in the labelled set
 * (test/fixtures/quality/judged-items.jsonl, whose `source` gives each lecture's repository, path and
 * licence: MIT OpenCourseWare 8.04 lecture 6, 18.065 lecture 4, 18.05 "flipping the dice", 8.03SC
 * "oscillations", 14.01SC lecture 3, 15.401 "Equities", CC BY-NC-SA 4.0) and lines of the tuning
 * transcripts in test/fixtures/transcripts (8.591J "fitness landscapes", 18.02 recitation captions).
 */

describe('a spoken sentence about the room it is said in is no claim of the subject', () => {
  it.each([
    // 18.05 "flipping the dice": an open question's expected answer
    'Active learning is a lot more fun for the students.',
    // 18.065 lecture 4: the order of the course's lectures
    'The orthogonal lecture is coming up at the last second of the symmetric matrices lecture.',
    // 18.05: the school's story
    'A number of students graduate from MIT without knowing enough teachers well enough to get three letters of recommendation.',
    // 15.401 "Equities": a classroom anecdote
    'During the middle of the day one of the undergraduates in the class looked at some kind of cell phone device and then ran out.',
  ])('%s', (text) => {
    expect(namesTheRoom(text, 'en')).toBe(true);
    expect(isCompleteSpokenClaim(text, 'en')).toBe(false);
    expect(hasSpokenHedge(text, 'en')).toBe(true);
  });

  it.each([
    // 15.401 and 14.01SC: claims of the subject readers kept
    'Primary market means the market where securities are issued for the very first time.',
    'A perfectly inelastic good would have no substitutes.',
    'The ability to short sell a security is a method for allowing investors to get information into the market price as quickly and as easily as possible.',
    // "classic", "subclass", "first-class" are not the room
    'A classic example of an elasticity that matters a lot for policies is the elasticity of demand for medical care.',
  ])('keeps %s', (text) => {
    expect(namesTheRoom(text, 'en')).toBe(false);
    expect(isCompleteSpokenClaim(text, 'en')).toBe(true);
  });

  it('reads the room in Portuguese, Spanish and French', () => {
    expect(namesTheRoom('Os alunos acham a derivada parcial difícil.', 'pt')).toBe(true);
    expect(namesTheRoom('Los estudiantes suelen confundir la media con la mediana.', 'es')).toBe(true);
    expect(namesTheRoom('Les étudiants oublient souvent la constante d’intégration.', 'fr')).toBe(true);
    // "clase" and "cours" also mean "kind" and "course of"
    expect(namesTheRoom('Una σ-álgebra es una clase de conjuntos cerrada para el complementario.', 'es')).toBe(false);
    expect(namesTheRoom('La vitesse change au cours du temps.', 'fr')).toBe(false);
  });
});

describe('a formula said in words loses its grouping and symbols', () => {
  it.each([
    // 8.04 lecture 6: read as mω²/(2x²), not (mω²/2)x²
    'Harmonic oscillator has energy p squared over 2m plus M Omega squared upon 2x squared.',
    // 18.02 recitation captions (test/fixtures/transcripts/lecture-captions.txt): dθ unsaid
    'If x is equal to a times theta minus sine theta, then dx is just a times 1 minus cosine theta.',
    // 15.401: D/(r − g) or D/r − g
    'If the price of a stock today is given by D over r minus g.',
  ])('%s', (text) => {
    expect(hasSpokenFormula(text, 'en')).toBe(true);
    expect(isCompleteSpokenClaim(text, 'en')).toBe(false);
  });

  it.each([
    // 14.01SC and 8.04: one operator reads as it is meant
    'If the elasticity is between 0 and minus 1, then raising prices will raise revenues.',
    'The Schrodinger equation says that ih bar time derivative of Psi is equal to the energy operator acting on Psi.',
    // "over" and "times" as words, not operators
    'The IPO market goes through cycles over many years, several times a decade.',
  ])('keeps %s', (text) => {
    expect(hasSpokenFormula(text, 'en')).toBe(false);
  });

  it('is read in English only, as spoken formulas are', () => {
    expect(hasSpokenFormula('La fonction vaut x plus y plus z.', 'fr')).toBe(false);
  });
});

describe('a spoken sentence that starts again is no claim', () => {
  it.each([
    // 18.05 "flipping the dice" and 8.03SC "oscillations"
    'Statistic is that statistics are at least as much art as science.',
    'Waves because waves are actually coming from an infinite number of oscillating particles.',
  ])('%s', (text) => {
    expect(isCompleteSpokenClaim(text, 'en')).toBe(false);
  });

  it.each([
    // 14.01SC, 5.111SC, 15.401: claims readers kept
    'If the elasticity is between 0 and minus 1, then raising prices will raise revenues.',
    'The reaction rate is also sensitive to temperature.',
    'Companies that have very high leverage are going to have more risky equity than companies with very low leverage.',
  ])('keeps %s', (text) => {
    expect(isCompleteSpokenClaim(text, 'en')).toBe(true);
  });
});

describe('a spoken phrase said again after a comma is kept once', () => {
  it('cleans the repeat (14.01SC lecture 3)', () => {
    expect(
      dropInnerFillers(
        'A classic example of an elasticity that matters a lot for policies is the elasticity of demand for medical care, the elasticity of demand for medical care.',
        'en',
      ),
    ).toBe(
      'A classic example of an elasticity that matters a lot for policies is the elasticity of demand for medical care.',
    );
    // 8.591J, test/fixtures/transcripts/lecture-8591j-fitness-landscapes.vtt
    expect(
      dropInnerFillers("The exponential is interesting because it's in a very, very different regime.", 'en'),
    ).toBe("The exponential is interesting because it's in a very different regime.");
  });
});

describe('a spoken answer that only judges the term is no answer', () => {
  it('8.03SC: "What is the normal force?" → "A complicated subject."', () => {
    expect(hasSpokenHedge('A complicated subject.', 'en')).toBe(true);
    expect(hasSpokenHedge('The force a surface exerts perpendicular to itself.', 'en')).toBe(false);
  });
});

describe('a speaker pointing at the board with "this thing", "this guy", "down here"', () => {
  it.each([
    // 8.591J "fitness landscapes" (test/fixtures/transcripts), fillers stripped
    'This guy gives resistance to these beta lactam drugs that are like ampicillin or penicillin.',
    'This thing comes out to around 6% here.',
    'The initial slope extends down here.',
  ])('%s', (text) => {
    expect(pointsAtBoard(text, 'en')).toBe(true);
  });

  it('keeps a claim that names its subject', () => {
    expect(pointsAtBoard('Beta lactamase gives resistance to beta lactam drugs such as ampicillin.', 'en')).toBe(false);
  });
});

describe('what people say of the subject is hearsay, not the speaker’s claim', () => {
  it('15.S21, 3:40 (test/fixtures/transcripts/lecture-15s21-financing-panel.vtt), joined to the sentence before', () => {
    expect(
      isCompleteSpokenClaim(
        'Entrepreneurs get financed in a variety of ways, so a lot of people talk about just venture capital.',
        'en',
      ),
    ).toBe(false);
    expect(isCompleteSpokenClaim('Entrepreneurs get financed in a variety of ways.', 'en')).toBe(true);
  });
});

describe('a spoken statement read against the whole lecture (15.S21 financing panel, test/fixtures/transcripts)', () => {
  const analysisOf = async () => (await loadFixtureStudySet('transcripts/lecture-15s21-financing-panel.vtt')).analysis;

  it('names one of the lecture’s key terms, or is a story or a passing remark', async () => {
    const analysis = await analysisOf();
    // 1:19:43 and 1:11:41: an anecdote, a joke
    expect(findSpokenStatementDefect('One of the big markets was India initially for the company.', analysis)).toBe(
      'off-topic',
    );
    expect(
      findSpokenStatementDefect(
        'The money is just part of the whole equation to make it as efficient, the Carnot efficiency of the idea basically.',
        analysis,
      ),
    ).toBe('off-topic');
    // claims readers kept (30:42, 2:43, 47:37, 1:05:20)
    for (const kept of [
      'An equity deal is not a convertible note.',
      'Plenty of great companies have been launched through angel, friends and family type money.',
      'Companies have also been blown up by taking too much capital.',
      'Every entrepreneur needs to build a team from the beginning.',
    ])
      expect(findSpokenStatementDefect(kept, analysis)).toBeNull();
  });

  it('a figure of speech is no definition and no fact (21:06)', async () => {
    const analysis = await analysisOf();
    expect(
      findSpokenStatementDefect('Venture capital is the freckle of the freckle in the financial markets.', analysis),
    ).toBe('trivial');
    expect(
      findCardDefect(
        {
          front: 'What is venture capital?',
          back: 'The freckle of the freckle in the financial markets.',
          difficulty: 'medium',
          sourceChunkId: null,
        },
        analysis,
        'en',
      ),
    ).toBe('not-an-answer');
  });

  it('the premise of a question put to the panel is not the speaker’s claim (1:00:15)', async () => {
    const analysis = await analysisOf();
    // "Referrals? Entrepreneurs should be building a full team of people. Is that an important part of who surrounds them …?"
    expect(findSpokenStatementDefect('Entrepreneurs should be building a full team of people.', analysis)).toBe(
      'needs-context',
    );
  });
});

describe('a question that only checks the room followed leaves the claim before it a claim', () => {
  it('8.591J, test/fixtures/transcripts/lecture-8591j-fitness-landscapes.vtt: "Does that make sense?"', async () => {
    const { analysis } = await loadFixtureStudySet('transcripts/lecture-8591j-fitness-landscapes.vtt');
    const checked = analysis.sentences.filter(
      (sentence, index) =>
        /^(?:does (?:that|this|it) make sense|is (?:that|this|it) clear)\b/iu.test(
          analysis.sentences[index + 1]?.text ?? '',
        ) && sentence.chunkIndex === analysis.sentences[index + 1]!.chunkIndex,
    );
    expect(checked.length).toBeGreaterThan(0);
    for (const sentence of checked)
      expect(findSpokenStatementDefect(sentence.text, analysis)).not.toBe('needs-context');
  });
});
