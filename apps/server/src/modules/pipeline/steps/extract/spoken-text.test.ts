import { describe, expect, it } from 'vitest';
import { splitText } from '../../extract-material.ts';
import { extractCaptions } from './extract-captions.ts';
import type { ExtractedPassage } from './extraction.ts';
import { stripTranscriptMarkers, toSpeakerName } from './spoken-text.ts';
import { readFixture as readFixtureBytes } from './testing/fixtures.ts';

const readFixture = (relative: string): string => new TextDecoder().decode(readFixtureBytes(relative));

/** What a reader of the text sees: a label or a marker left in it fails. */
const LEFTOVER =
  /(?:^|\s)(?:PROFESSOR|AUDIENCE|AXEL BICHARA|JULIANNE ZIMMERMAN|AMIR NASHAT|BICHARA|ZIMMERMAN|NASHAT)\s?:|\[(?:INAUDIBLE|LAUGHTER|SIDE CONVERSATIONS|\?)|\?\]/u;

function speakersOf(passages: ExtractedPassage[]): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const passage of passages) counts.set(passage.speaker, (counts.get(passage.speaker) ?? 0) + 1);
  return counts;
}

describe('a lecture transcript pasted as text (MIT 8.591J, PROFESSOR and AUDIENCE turns)', () => {
  const source = readFixture('transcripts/lecture-8591j-fitness-landscapes.txt');
  const passages = splitText(source);

  it('keeps the speakers as speakers and takes every label and marker out of the text', () => {
    expect(new Set(speakersOf(passages).keys())).toEqual(new Set(['Audience', 'Professor', null]));
    // the licence notice before the first turn has nobody to say it
    expect(passages[0]!.speaker).toBeNull();
    expect(passages.filter((passage) => LEFTOVER.test(passage.text)).map((passage) => passage.text)).toEqual([]);
    // each labelled paragraph opens a turn of its speaker; the paragraphs after it stay that speaker's
    const audienceParagraphs = source
      .split(/\n\s*\n/u)
      .filter(
        (paragraph) =>
          paragraph.startsWith('AUDIENCE:') &&
          /\p{L}/u.test(paragraph.slice('AUDIENCE:'.length).replace(/\[[^\]]*\]/gu, '')),
      ).length;
    expect(passages.filter((passage) => passage.speaker === 'Audience').length).toBeGreaterThanOrEqual(
      audienceParagraphs,
    );
    const question = passages.findIndex((passage) => passage.text === 'Question about the exam.');
    expect(passages[question]!.speaker).toBe('Audience');
    expect(passages[question - 1]!.speaker).toBe('Professor');
    expect(passages[question + 1]).toMatchObject({
      speaker: 'Professor',
      text: expect.stringMatching(/^Yes\. In case you've tried to forget/u) as string,
    });
  });

  it('shows a gap in what was heard as "…" and keeps the words of a transcriber\'s guess', () => {
    expect(passages.find((passage) => passage.text.startsWith('Is it everything from the start'))).toMatchObject({
      speaker: 'Audience',
      text: 'Is it everything from the start or …',
    });
    expect(
      passages.some(
        (passage) => passage.speaker === 'Professor' && passage.text.startsWith('All right, so order of percent.'),
      ),
    ).toBe(true);
  });

  it('loses no spoken word: the text is the source less its labels and markers', () => {
    const wordsOf = (text: string): string[] =>
      text
        .split(/\s+/u)
        .map((word) => word.replace(/[^\p{L}\p{N}'’]/gu, ''))
        .filter(Boolean);
    const said = source
      .replace(/^(?:PROFESSOR|AUDIENCE):/gmu, '')
      .replace(/\[(?:INAUDIBLE|SIDE CONVERSATIONS)\]/gu, '');
    expect(wordsOf(passages.map((passage) => passage.text).join('\n'))).toEqual(wordsOf(said));
  });
});

describe('a panel transcript as WebVTT captions (MIT 15.S21, four named speakers and the audience)', () => {
  const result = extractCaptions(readFixture('transcripts/lecture-15s21-financing-panel.vtt'));

  it('names each speaker once, as a reader writes the name, with timed passages of one speaker each', () => {
    expect([...speakersOf(result.passages).keys()].filter((speaker) => speaker !== null).sort()).toEqual([
      'Amir Nashat',
      'Audience',
      'Axel Bichara',
      'Julianne Zimmerman',
      'Professor',
    ]);
    expect(result.passages.filter((passage) => LEFTOVER.test(passage.text)).map((passage) => passage.text)).toEqual([]);
    for (const [index, passage] of result.passages.entries()) {
      expect(passage.startMs).not.toBeNull();
      if (index > 0) expect(passage.startMs!).toBeGreaterThanOrEqual(result.passages[index - 1]!.startMs!);
    }
    const axel = result.passages.find((passage) => passage.text.startsWith('Sure. Happy to start.'));
    expect(axel).toMatchObject({ speaker: 'Axel Bichara', startMs: 348_045 });
  });

  it('reads the same turns from the text version', () => {
    const passages = splitText(readFixture('transcripts/lecture-15s21-financing-panel.txt'));
    expect([...speakersOf(passages).keys()].filter((speaker) => speaker !== null).sort()).toEqual(
      [...speakersOf(result.passages).keys()].filter((speaker) => speaker !== null).sort(),
    );
    expect(passages.filter((passage) => LEFTOVER.test(passage.text)).map((passage) => passage.text)).toEqual([]);
    expect(passages.some((passage) => /\[LAUGHTER\]|LAUGHTER/u.test(passage.text))).toBe(false);
  });
});

describe('a caption file with speakers', () => {
  it('reads the lecture as WebVTT cues with the same speakers as its text', () => {
    const result = extractCaptions(readFixture('transcripts/lecture-8591j-fitness-landscapes.vtt'));
    expect(new Set(result.passages.map((passage) => passage.speaker))).toEqual(
      new Set([null, 'Professor', 'Audience']),
    );
    expect(result.passages.filter((passage) => LEFTOVER.test(passage.text)).map((passage) => passage.text)).toEqual([]);
  });

  it('takes a WebVTT voice tag and ">>" turns as speakers, and sounds out of the words', () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:00:01.000 --> 00:00:04.000',
      '<v Marie Curie>Radium glows in the dark. [LAUGHTER]</v>',
      '',
      '00:00:04.000 --> 00:00:07.000',
      '>> Does polonium glow as well?',
      '',
      '00:00:07.000 --> 00:00:09.000',
      '[MUSIC]',
      '',
      '00:00:09.000 --> 00:00:12.000',
      '>> PROFESSOR: Polonium is far more radioactive. (applause)',
      '',
    ].join('\n');
    expect(extractCaptions(vtt).passages.map(({ text, speaker }) => ({ text, speaker }))).toEqual([
      { text: 'Radium glows in the dark.', speaker: 'Marie Curie' },
      { text: 'Does polonium glow as well?', speaker: null },
      { text: 'Polonium is far more radioactive.', speaker: 'Professor' },
    ]);
  });

  it('reads a pasted caption file as its words by speaker, without cue numbers or timings', () => {
    const srt =
      '1\n00:00:01,000 --> 00:00:03,000\nCATHERINE DRENNAN: A rate law gives the rate\n\n2\n00:00:03,000 --> 00:00:05,000\nas a function of concentration.\n\n3\n00:00:05,000 --> 00:00:07,000\nAUDIENCE: Always?\n\n4\n00:00:07,000 --> 00:00:09,000\nDRENNAN: Only for elementary steps.\n';
    expect(splitText(srt).map(({ text, speaker, startMs }) => ({ text, speaker, startMs }))).toEqual([
      {
        text: 'A rate law gives the rate as a function of concentration.',
        speaker: 'Catherine Drennan',
        startMs: null,
      },
      { text: 'Always?', speaker: 'Audience', startMs: null },
      { text: 'Only for elementary steps.', speaker: 'Catherine Drennan', startMs: null },
    ]);
  });
});

describe('pasted text with speaker turns', () => {
  const read = (text: string): Array<{ speaker: string | null; text: string }> =>
    splitText(text).map(({ speaker, text: said }) => ({ speaker, text: said }));

  it('takes a surname after the full name for the same speaker', () => {
    expect(
      read('CATHERINE DRENNAN: Today we look at rate laws.\n\nAUDIENCE: Is this on the exam?\n\nDRENNAN: Yes, it is.'),
    ).toEqual([
      { speaker: 'Catherine Drennan', text: 'Today we look at rate laws.' },
      { speaker: 'Audience', text: 'Is this on the exam?' },
      { speaker: 'Catherine Drennan', text: 'Yes, it is.' },
    ]);
  });

  it('reads role labels in every language, French spacing before the colon included', () => {
    expect(read('PROFESSEUR : La cellule est l’unité du vivant.\n\nÉTUDIANT : Et les virus ?')).toEqual([
      { speaker: 'Professeur', text: 'La cellule est l’unité du vivant.' },
      { speaker: 'Étudiant', text: 'Et les virus ?' },
    ]);
    expect(read('PROFESSORA: A mitose produz duas células.\nALUNO: E a meiose?\nPROFESSORA: Quatro.')).toEqual([
      { speaker: 'Professora', text: 'A mitose produz duas células.' },
      { speaker: 'Aluno', text: 'E a meiose?' },
      { speaker: 'Professora', text: 'Quatro.' },
    ]);
  });

  it('reads numbered speakers, export lines with a time, a speaker inside a line and ">>" turns', () => {
    expect(read('[SPEAKER 1] Entropy never decreases in an isolated system.\n[SPEAKER 2] Never?')).toEqual([
      { speaker: 'Speaker 1', text: 'Entropy never decreases in an isolated system.' },
      { speaker: 'Speaker 2', text: 'Never?' },
    ]);
    expect(
      read(
        'Speaker 1  0:03\nEntropy never decreases.\n\nSpeaker 2  0:09\nNever?\n\nSpeaker 1  0:12\nNot in an isolated system.',
      ),
    ).toEqual([
      { speaker: 'Speaker 1', text: 'Entropy never decreases.' },
      { speaker: 'Speaker 2', text: 'Never?' },
      { speaker: 'Speaker 1', text: 'Not in an isolated system.' },
    ]);
    expect(
      read('PROFESSOR: Is that clear? AUDIENCE: Not quite. PROFESSOR: Then again: heat flows from hot to cold.'),
    ).toEqual([
      { speaker: 'Professor', text: 'Is that clear?' },
      { speaker: 'Audience', text: 'Not quite.' },
      { speaker: 'Professor', text: 'Then again: heat flows from hot to cold.' },
    ]);
    expect(
      read('>> Heat flows from hot to cold.\n>> Always?\n>> In an isolated system, yes.').map((turn) => turn.text),
    ).toEqual(['Heat flows from hot to cold.', 'Always?', 'In an isolated system, yes.']);
  });

  it('reads a dialogue of names in mixed case when its turns recur', () => {
    expect(
      read('Ana: What is a cell?\nTom: The unit of life.\nAna: And a tissue?\nTom: Cells working together.'),
    ).toEqual([
      { speaker: 'Ana', text: 'What is a cell?' },
      { speaker: 'Tom', text: 'The unit of life.' },
      { speaker: 'Ana', text: 'And a tissue?' },
      { speaker: 'Tom', text: 'Cells working together.' },
    ]);
  });

  it('takes the timestamps of a pasted video transcript out of its text', () => {
    expect(
      read('0:00\nwelcome to the course\n0:04\ntoday we study enzymes\n0:09\nan enzyme is a catalyst')
        .map((turn) => turn.text.replace(/\s+/gu, ' '))
        .join(' '),
    ).toBe('welcome to the course today we study enzymes an enzyme is a catalyst');
  });
});

describe('written text with labels that are no speakers', () => {
  it.each([
    [
      'lecture notes with NOTE and EXAMPLE',
      'Osmosis moves water across a membrane.\n\nNOTE: the membrane must be semi-permeable.\n\nEXAMPLE: a raisin swells in water.\n\nNOTE: this takes hours.\n\nEXAMPLE: salt draws water out of cells.',
    ],
    [
      'notes with Definition and Theorem in mixed case',
      'Definition: A group is a set with an operation.\n\nTheorem 2.1: Every group has one identity.\n\nProof: Suppose e and f are identities.\n\nDefinition: A ring has two operations.',
    ],
    [
      'notes in Portuguese and German',
      'NOTA: a célula é a unidade da vida.\n\nEXEMPLO: uma bactéria.\n\nNOTA: os vírus não são células.\n\nBEISPIEL: eine Hefezelle.\n\nHINWEIS: Viren sind keine Zellen.',
    ],
    [
      'a heading in capitals used twice',
      'KEY IDEA: energy is conserved.\n\nThe total stays the same in a closed system.\n\nKEY IDEA: entropy grows.\n\nHeat flows from hot to cold.',
    ],
    [
      'a glossary of terms in mixed case',
      'Enzyme: a protein that speeds up a reaction.\nSubstrate: what an enzyme acts on.\nActive site: where the substrate binds.',
    ],
    ['an FAQ', 'Q: What is a cell?\nA: The unit of life.\nQ: What is a tissue?\nA: Cells working together.'],
  ])('%s keeps its text as written, without speakers', (_, text) => {
    const passages = splitText(text);
    expect(passages.every((passage) => passage.speaker === null)).toBe(true);
    expect(passages.map((passage) => passage.text).join('\n\n')).toBe(text);
  });

  it('keeps brackets and parentheses that are no transcription markers', () => {
    const text =
      'The interval [0, 1] is closed [sic]. Music theory (music theory, in short) studies harmony (see [12]). A tilde ~ or [x] in code stays.';
    expect(splitText(text)[0]!.text).toBe(text);
  });
});

describe('stripTranscriptMarkers', () => {
  it.each([
    ['The enzyme [INAUDIBLE] binds here.', 'The enzyme … binds here.'],
    ['It binds [inaudible 00:12:31] the substrate.', 'It binds … the substrate.'],
    ['So we measure the slope at what time [INAUDIBLE]?', 'So we measure the slope at what time …?'],
    ['I know [INAUDIBLE]. Does it depend?', 'I know … Does it depend?'],
    ['And that is the answer. [LAUGHTER]', 'And that is the answer.'],
    ['(applause) Thank you all.', 'Thank you all.'],
    ['[MUSIC PLAYING] Welcome back.', 'Welcome back.'],
    ['♪ la la la ♪ Welcome back.', 'Welcome back.'],
    ['So [? order of ?] percent.', 'So order of percent.'],
    ['[CROSSTALK] The rate doubles.', '… The rate doubles.'],
    ['La enzima [inaudible] se une. [Risas]', 'La enzima … se une.'],
    ['L’enzyme [rires] se fixe. [applaudissements]', 'L’enzyme se fixe.'],
    ['Das Enzym [unverständlich] bindet. [Gelächter]', 'Das Enzym … bindet.'],
  ])('%s → %s', (input, expected) => {
    expect(stripTranscriptMarkers(input, { isTranscript: true })).toBe(expected);
  });

  it('takes a bracketed description in capitals out of a transcript only', () => {
    expect(stripTranscriptMarkers('[SIDE CONVERSATIONS] OK, back to work.', { isTranscript: true })).toBe(
      'OK, back to work.',
    );
    expect(stripTranscriptMarkers('See [NIST SP 800-53] for controls.', { isTranscript: false })).toBe(
      'See [NIST SP 800-53] for controls.',
    );
  });
});

describe('toSpeakerName', () => {
  it.each([
    ['PROFESSOR', 'Professor'],
    ['CATHERINE DRENNAN', 'Catherine Drennan'],
    ['DR. LEE', 'Dr. Lee'],
    ['JEAN-PIERRE O’NEIL', 'Jean-Pierre O’Neil'],
    ['SPEAKER 2', 'Speaker 2'],
    ['Jane van Dyke', 'Jane van Dyke'],
  ])('%s → %s', (label, name) => {
    expect(toSpeakerName(label)).toBe(name);
  });
});

describe('pasted Markdown with Pandoc extensions', () => {
  it('reads the passages without heading attributes or fenced-div fences', () => {
    const passages = splitText(
      '# Introdução {#cap1}\n\nEste livro nasceu de uma apostila.\n\n::: {.rmdnote}\nUma nota para o leitor.\n:::\n',
    );
    expect(passages.map((passage) => passage.text)).toEqual([
      '# Introdução',
      'Este livro nasceu de uma apostila.',
      'Uma nota para o leitor.',
    ]);
  });
});
