import { describe, expect, it } from 'vitest';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { analyzeMaterial } from '../../../ai/local/analyze-material.ts';
import { createLocalProvider } from '../../../ai/local/local.provider.ts';
import {
  composeOpening,
  findCentralTerms,
  findDocumentTitle,
  findLectureAgenda,
  findMainIdea,
  isOutlineSentence,
  opensUnclosed,
  scoreSubjectCoverage,
} from '../../../ai/local/main-idea.ts';
import { hasRunInHeading, isTermShaped, summarizeLocally } from '../../../ai/local/summarize-material.ts';
import type { KeyPhrase } from '../../../ai/local/analyze-material.ts';
import { isReferenceHeading } from '../../../ai/local/nlp/segment.ts';
import { isFrontMatterSection } from '../../../ai/local/sections.ts';
import { hasLostFormula } from '../../../ai/local/lost-formulas.ts';
import { createChunks } from '../../../ai/testing/sample-material.ts';
import { readMaterialFile } from '../../read-material-file.ts';
import { fixturePath } from '../extract/testing/fixtures.ts';
import { summarizeMaterial } from '../../../ai/summarize/index.ts';
import { generateExercises, toGenerationInput } from './generate-exercises.ts';

/*
 * Issue 20 item 4: a summary opens with the material's main idea — a paper's claim, a book's or
 * chapter's subject, a lecture's stated agenda — not a bare title, a fragment, one example's
 * detail or front matter.
 */

const provider = createLocalProvider();

/**
 * The summary the generate stage gives a material file: its first part, made from the same input
 * (`generateExercises` passes it on as it is), without the key concepts, cards and questions that
 * follow, which these tests do not read.
 */
async function summarise(file: string): Promise<string> {
  const { chunks, outline } = await readMaterialFile(fixturePath(file));
  const { summary } = await summarizeMaterial(
    provider,
    toGenerationInput(chunks, {
      questionTypes: ['open_ended'],
      questionLanguage: 'en',
      ...(outline ? { outline } : {}),
    }),
  );
  return summary;
}

function firstSentence(summary: string): string {
  return summary.split(/(?<=[.!?])\s/u)[0] ?? '';
}

describe('a summary’s opening, on real material', () => {
  it.each([
    // read by hand: what each says it is about
    [
      'documents/research-paper-15p.pdf',
      /we present the Short Answer Feedback dataset \(SAF\)\.$|^This paper (?:discusses|introduces)/u,
    ],
    [
      'documents/textbook-chapter-10p.pdf',
      /^The goal of this book is to teach you to think like a computer scientist\.$/u,
    ],
    [
      'texts/pense-em-python-cap1-pt.md',
      /^O objetivo deste livro é ensinar a pensar como um cientista da computação\.$/u,
    ],
    [
      'texts/python-doesnt-byte-variabili-it.md',
      /^In questa sezione vedremo con quali strutture i programmi riescono a memorizzare i dati/u,
    ],
    [
      'transcripts/lecture-8591j-fitness-landscapes.txt',
      /^This lecture is about evolution on the so-called rugged fitness landscapes\b/u,
    ],
    ['transcripts/lecture-15s21-financing-panel.vtt', /^This lecture is about the financing sources\.$/u],
  ])(
    '%s opens with what it says it is about',
    async (file, opening) => {
      const summary = await summarise(file);
      expect(firstSentence(summary), summary).toMatch(opening);
    },
    60_000,
  );

  it.each([
    ['documents/en-biology-popgen-notes-68p.pdf', 'en'],
    ['documents/es-probabilidad-apuntes-41p.pdf', 'es'],
    ['documents/textbook-120p.pdf', 'en'],
  ] as const)(
    '%s opens with a general statement: no setup of an example, no lost formula, no licence or front matter',
    async (file, language) => {
      const summary = await summarise(file);
      const first = firstSentence(summary);
      expect(first, summary).not.toMatch(/^(?:Consider|Let|Suppose|Assume|Sea|Sean|As before|Con una intuición)\b/u);
      expect(first, summary).not.toMatch(
        /licen[cs]|Creative Commons|Preface|Prefacio|contributors|acknowledg|agradec|https?:|@/iu,
      );
      expect(hasLostFormula(first, language), first).toBe(false);
      expect(first.split(/\s+/u).length, first).toBeGreaterThanOrEqual(8);
    },
    60_000,
  );
});

/** Material of a few paragraphs in one language: the opener is the purpose sentence, wherever it sits in the opening. */
const PURPOSE_TEXTS: [MaterialLanguage, string[], RegExp][] = [
  [
    'en',
    [
      'Plants need light. Photosynthesis turns light into sugar in the leaves of a plant.',
      'In this chapter, we describe how chloroplasts capture light and store its energy in sugar.',
      'Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green.',
    ],
    /^This chapter describes how chloroplasts capture light/u,
  ],
  [
    'pt',
    [
      'As plantas precisam de luz. A fotossíntese transforma a luz em açúcar nas folhas.',
      'Este capítulo descreve como os cloroplastos captam a luz e guardam a sua energia no açúcar.',
      'A clorofila absorve a luz vermelha e azul e reflete a luz verde, por isso as folhas parecem verdes.',
    ],
    /^Este capítulo descreve como os cloroplastos/u,
  ],
  [
    'es',
    [
      'Las plantas necesitan luz. La fotosíntesis transforma la luz en azúcar en las hojas.',
      'En este capítulo estudiamos cómo los cloroplastos captan la luz y guardan su energía en el azúcar.',
      'La clorofila absorbe la luz roja y azul y refleja la luz verde, por eso las hojas parecen verdes.',
    ],
    /^En este capítulo estudiamos cómo los cloroplastos/u,
  ],
  [
    'fr',
    [
      'Les plantes ont besoin de lumière. La photosynthèse transforme la lumière en sucre dans les feuilles.',
      'Ce chapitre décrit comment les chloroplastes captent la lumière et stockent son énergie dans le sucre.',
      'La chlorophylle absorbe la lumière rouge et bleue et réfléchit la lumière verte, ce qui rend les feuilles vertes.',
    ],
    /^Ce chapitre décrit comment les chloroplastes/u,
  ],
  [
    'it',
    [
      'Le piante hanno bisogno di luce. La fotosintesi trasforma la luce in zucchero nelle foglie.',
      'Questo capitolo descrive come i cloroplasti catturano la luce e conservano la sua energia nello zucchero.',
      'La clorofilla assorbe la luce rossa e blu e riflette la luce verde, perciò le foglie sembrano verdi.',
    ],
    /^Questo capitolo descrive come i cloroplasti/u,
  ],
  [
    'de',
    [
      'Pflanzen brauchen Licht. Die Photosynthese verwandelt Licht in den Blättern in Zucker.',
      'Dieses Kapitel beschreibt, wie die Chloroplasten das Licht einfangen und seine Energie im Zucker speichern.',
      'Das Chlorophyll absorbiert rotes und blaues Licht und reflektiert grünes Licht, deshalb sehen Blätter grün aus.',
    ],
    /^Dieses Kapitel beschreibt, wie die Chloroplasten/u,
  ],
];

describe('the main idea, in every language', () => {
  it.each(PURPOSE_TEXTS)('%s: the sentence saying what the material is about', (language, texts, expected) => {
    const analysis = analyzeMaterial(createChunks(texts));
    expect(analysis.language).toBe(language);
    expect(findMainIdea(analysis)?.text).toMatch(expected);
  });

  it.each([
    [
      'en',
      'PROFESSOR: OK, so today we are going to talk about photosynthesis in green plants. Plants need light.',
      /^This lecture is about photosynthesis in green plants\.$/u,
    ],
    [
      'pt',
      'PROFESSOR: Bem, hoje vamos falar sobre a fotossíntese nas plantas verdes. As plantas precisam de luz.',
      /^Tema da aula: a fotossíntese nas plantas verdes\.$/u,
    ],
    [
      'es',
      'PROFESOR: Bueno, hoy vamos a hablar de la fotosíntesis en las plantas verdes. Las plantas necesitan luz.',
      /^Tema de la clase: la fotosíntesis en las plantas verdes\.$/u,
    ],
    [
      'fr',
      'PROFESSEUR : Bon, aujourd’hui nous allons parler de la photosynthèse des plantes vertes. Les plantes ont besoin de lumière.',
      /^Sujet du cours : la photosynthèse des plantes vertes\.$/u,
    ],
    [
      'it',
      'PROFESSORE: Bene, oggi parliamo della fotosintesi nelle piante verdi. Le piante hanno bisogno di luce.',
      /^Argomento della lezione: la fotosintesi nelle piante verdi\.$/u,
    ],
    [
      'de',
      'DOZENT: Gut, heute sprechen wir über die Photosynthese der grünen Pflanzen. Pflanzen brauchen Licht.',
      /^Thema der Vorlesung: die Photosynthese der grünen Pflanzen\.$/u,
    ],
  ] as const)('%s: a lecture’s stated agenda, written as what the lecture is about', (language, opening, expected) => {
    const filler: Record<string, string> = {
      en: 'The leaves of green plants hold chlorophyll, which absorbs the red and blue parts of the light.',
      pt: 'As folhas das plantas verdes têm clorofila, que absorve a parte vermelha e azul da luz.',
      es: 'Las hojas de las plantas verdes tienen clorofila, que absorbe la parte roja y azul de la luz.',
      fr: 'Les feuilles des plantes vertes contiennent de la chlorophylle, qui absorbe la partie rouge et bleue de la lumière.',
      it: 'Le foglie delle piante verdi contengono clorofilla, che assorbe la parte rossa e blu della luce.',
      de: 'Die Blätter grüner Pflanzen enthalten Chlorophyll, das den roten und blauen Teil des Lichts aufnimmt.',
    };
    const chunks = createChunks([opening, filler[language]!, filler[language]!]).map((chunk) => ({
      ...chunk,
      speaker: 'Professor',
      startMs: 0,
      endMs: 1000,
    }));
    const analysis = analyzeMaterial(chunks);
    expect(analysis.shape).toBe('spoken');
    expect(findLectureAgenda(analysis)).toMatch(expected);
  });
});

describe('a slide deck’s summary', () => {
  it('says something after most slide titles: a bare title is a heading, not a summary', async () => {
    const summary = await summarise('documents/lecture-deck-23-slides.pptx');
    const lines = summary.split('\n').filter((line) => line.startsWith('- '));
    const bare = lines.filter((line) => !/: \p{Lu}| — /u.test(line));
    expect(lines.length, summary).toBeGreaterThanOrEqual(10);
    expect(bare.length, summary).toBeLessThan(lines.length / 2);
  }, 60_000);
});

describe('a whole book with a bookmarked preface and contributor list', () => {
  it('takes no summary line, card or question from them', async () => {
    const { chunks, outline } = await readMaterialFile(fixturePath('documents/thinkpython2-264p.pdf'));
    const material = await generateExercises(provider, chunks, {
      questionTypes: ['multiple_choice', 'true_false', 'open_ended'],
      questionLanguage: 'en',
      ...(outline ? { outline } : {}),
    });
    // read by hand: the bookmarks open with "Preface" (its "Contributor List" thanks readers by name) before chapter 1
    const firstChapter = outline!.find((entry) => /The way of the program/u.test(entry.title))!;
    const front = chunks
      .filter((chunk) => chunk.page !== null && chunk.page < firstChapter.page)
      .map((chunk) => chunk.text.replace(/\s+/gu, ' '))
      .join(' ');
    expect(front).toMatch(/Contributor List/u);
    const fromFront = (text: string): boolean => text.length > 30 && front.includes(text.replace(/\s+/gu, ' '));
    const summarySentences = material.summary
      .split(/\n+|(?<=[.!?])\s/u)
      .map((line) => line.replace(/^[^:]{1,60}: /u, ''));
    expect(summarySentences.filter(fromFront), material.summary).toEqual([]);
    expect(material.summary).not.toMatch(/^Preface\b/mu);
    const backs = [
      ...material.flashcards.map((card) => card.back),
      ...material.questions.map((question) =>
        'expectedAnswer' in question ? question.expectedAnswer : question.prompt,
      ),
    ];
    expect(backs.filter(fromFront)).toEqual([]);
  }, 120_000);
});

describe('an opening composed when no sentence states the main idea (ADR 098)', () => {
  it.each([
    [
      'en',
      'This material is about Population Genetics, in particular: genetic drift, natural selection and gene flow.',
    ],
    [
      'pt',
      'O tema deste material é «Population Genetics», em particular: genetic drift, natural selection e gene flow.',
    ],
    [
      'es',
      'El tema de este material es «Population Genetics», en particular: genetic drift, natural selection y gene flow.',
    ],
    [
      'fr',
      'Le thème de ce document est « Population Genetics », en particulier : genetic drift, natural selection et gene flow.',
    ],
    [
      'it',
      'Il tema di questo materiale è «Population Genetics», in particolare: genetic drift, natural selection e gene flow.',
    ],
    [
      'de',
      'Das Thema dieses Materials ist „Population Genetics“, insbesondere: Genetic drift, Natural selection und Gene flow.',
    ],
  ] as const)(
    '%s: the title’s subject, then its concepts, in a sentence (no bare list, no article to guess)',
    (language, expected) => {
      expect(
        composeOpening(
          'Notes on Population Genetics',
          ['Genetic drift', 'Natural selection', 'Population genetics', 'Gene flow', '2 loci'],
          language,
        ),
      ).toBe(expected);
    },
  );

  it('says a lecture without a stated agenda is about its concepts', () => {
    expect(composeOpening(null, ['Green’s theorem', 'closed curve', 'area'], 'en', true)).toBe(
      'This lecture is about Green’s theorem, closed curve and area.',
    );
    expect(composeOpening(null, ['Green’s theorem'], 'en')).toBeNull();
  });

  it('finds a title on the first page, or a running header its first lines hold; never an author, affiliation or logo', () => {
    const title = (pages: string[]): string | null => findDocumentTitle(analyzeMaterial(createChunks(pages)));
    const body = 'Genetic drift changes allele frequencies at random in every finite population of organisms.';
    expect(title([`Notes on Population Genetics\n\nGraham Coop\n\n${body}`, body])).toBe(
      'Notes on Population Genetics',
    );
    const header = '[Re] Modeling Insect Phenology Using Ordinal Regression';
    expect(
      title([
        `R E S C I E N C E C Replication ${header}\n\nPhilipp Boersch-Supan\n\n${body}`,
        `${header}\n${body}`,
        `${header}\n${body}`,
        `${header}\n${body}`,
      ]),
    ).toBe('Modeling Insect Phenology Using Ordinal Regression');
    expect(title([`1 Department of Evolution, University of California, Davis.\n\n${body}`])).toBeNull();
    // a chapter's number before it and its author after it, on one line, are neither
    expect(title([`8 Memory I Matthew J. C. Crump\n\n2021-09-01\n\n${body}`])).toBe('Memory I');
    expect(title([`Welcome To Class!\n\n${body}`])).toBeNull();
    // a title naming a part, not a subject, is none
    expect(title([`# Einführung\n\n${body}`])).toBeNull();
    expect(title([`Introduction\n\n${body}`])).toBeNull();
  });

  it('opens a titled document with a composed sentence, not the central detail of one of its sections', () => {
    const pages = [
      'Notes on Population Genetics\n\nA. Author',
      'Genetic drift changes allele frequencies at random in a finite population. Genetic drift is stronger in small populations than in large ones. The effective population size measures how strong genetic drift is.',
      'Natural selection changes allele frequencies in a direction set by fitness. Natural selection is weak against rare recessive alleles. Relative fitness compares the fitness of genotypes.',
      'Gene flow moves alleles between populations by migration. Gene flow makes the allele frequencies of populations similar.',
    ];
    const summary = summarizeLocally(analyzeMaterial(createChunks(pages)));
    expect(summary.split(/(?<=\.)\s/u)[0]).toMatch(/^This material is about Population Genetics, in particular: /u);
  });

  it('keeps a sentence that states the title’s subject ("Population genetics is …")', () => {
    const pages = [
      'Notes on Population Genetics\n\nA. Author',
      'Population genetics is the study of how allele frequencies change in populations over time. Genetic drift changes allele frequencies at random in a finite population.',
      'Natural selection changes allele frequencies in a direction set by fitness. Gene flow moves alleles between populations by migration.',
    ];
    expect(findMainIdea(analyzeMaterial(createChunks(pages)))?.text).toBe(
      'Population genetics is the study of how allele frequencies change in populations over time.',
    );
  });

  it('reads an author’s "I here replicate …" as the work’s claim', () => {
    const pages = [
      'Phenology is the timing of seasonal biological phenomena in plants and animals. Survey visits record the stage an organism has reached.',
      'I here replicate a number of ordinal regression models that were employed to describe insect phenology. The data are counts of budworms in seven stages.',
      'Ordinal regression models predict the proportion of insects in each stage of development. The cumulative model and the sequential model are both ordinal regression models.',
    ];
    expect(findMainIdea(analyzeMaterial(createChunks(pages)))?.text).toBe(
      'This work replicates a number of ordinal regression models that were employed to describe insect phenology.',
    );
  });

  it('takes no agenda from a topic the speaker puts off ("a little bit later on", ADR 144)', () => {
    const chunks = createChunks([
      'PROFESSOR: We will talk about the Zen paradox a little bit later on. So today we are going to talk about kinetics. The rate of a reaction depends on the concentration of its reactants.',
      'The rate law relates the rate of a reaction to the concentration of its reactants.',
      'The rate constant is the proportionality constant of a rate law.',
    ]).map((chunk) => ({ ...chunk, speaker: 'Professor', startMs: 0, endMs: 1000 }));
    expect(findLectureAgenda(analyzeMaterial(chunks))).toBe('This lecture is about kinetics.');
  });

  it.each([
    ['UNDER REVIEW', 'Fitness Landscapes and Adaptive Walks'],
    ['CS 229', 'Fitness Landscapes and Adaptive Walks'],
    ['Preprint', 'Fitness Landscapes and Adaptive Walks'],
  ])('takes the first page’s heading, not the stamp “%s”, for the title (ADR 144)', (stamp, title) => {
    const page = (text: string) => `${stamp}\n${text}`;
    const analysis = analyzeMaterial(
      createChunks([
        page(`${title}\nA fitness landscape maps each genotype to the fitness of the organism that carries it.`),
        page('An adaptive walk climbs the landscape one beneficial mutation at a time.'),
        page('A rugged landscape has many local peaks where adaptive walks stop.'),
        page('Epistasis makes the effect of one mutation depend on the others.'),
      ]),
    );
    expect(findDocumentTitle(analysis)).toBe(title);
  });

  it.each([
    ['COVID-19 and the Lungs', 'COVID-19 and the Lungs'],
    // a part's number before the title is no stamp: the title is what follows it
    ['Aula 12 Derivadas Parciais', 'Derivadas Parciais'],
    ['Week 10 Plant Hormones', 'Plant Hormones'],
  ])('takes “%s”, letters and a number that are no course code, as a title line', (line, title) => {
    const analysis = analyzeMaterial(
      createChunks([
        `${line}\nA fitness landscape maps each genotype to the fitness of the organism that carries it.`,
        'An adaptive walk climbs the landscape one beneficial mutation at a time.',
        'A rugged landscape has many local peaks where adaptive walks stop.',
      ]),
    );
    expect(findDocumentTitle(analysis)).toBe(title);
  });

  it('leaves when a lecture is said out of its agenda ("for the rest of the semester")', () => {
    const chunks = createChunks([
      'PROFESSOR: So today we are going to talk about kinetics for the rest of the semester. The rate of a reaction depends on the concentration of its reactants.',
      'The rate law relates the rate of a reaction to the concentration of its reactants.',
      'The rate constant is the proportionality constant of a rate law.',
    ]).map((chunk) => ({ ...chunk, speaker: 'Professor', startMs: 0, endMs: 1000 }));
    expect(findLectureAgenda(analyzeMaterial(chunks))).toBe('This lecture is about kinetics.');
  });

  it('never opens with how the paper is laid out ("First, we …"); a claim about the title’s subject does', () => {
    const pages = [
      'Scalar Maps for Bursting Neurons\n\nA. Author',
      'Synaptic depression shapes the rhythm of coupled neurons in many circuits. First, we introduce the network of two neurons and describe the dynamics of each cell.',
      'We reduce the network equations to a scalar map that tracks the depression from one burst to the next. The paper is organised as follows.',
      'Bursts of spikes alternate between the two neurons of the network. Longer bursts follow from stronger coupling between the neurons.',
    ];
    const idea = findMainIdea(analyzeMaterial(createChunks(pages)))?.text ?? '';
    expect(idea).toBe(
      'This work reduces the network equations to a scalar map that tracks the depression from one burst to the next.',
    );
  });

  it('knows an outline sentence in the six languages, and a claim for none', () => {
    for (const outline of [
      'The paper is organised as follows.',
      'In the next section, we describe the data.',
      'Section 3 presents the results of the simulations.',
      'The remainder of this paper is structured in four parts.',
      'O artigo está organizado da seguinte forma.',
      'El resto del artículo describe los experimentos.',
      'Ensuite, nous décrivons le modèle.',
      'Il resto di questo articolo descrive il modello.',
      'Die Arbeit ist wie folgt aufgebaut.',
    ])
      expect(isOutlineSentence(outline), outline).toBe(true);
    expect(isOutlineSentence('We reduce the network equations to a scalar map.')).toBe(false);
    expect(isOutlineSentence('Synaptic depression terminates bursts in coupled neurons.')).toBe(false);
  });

  it('knows a heading run into the sentence after it, and a name inside a sentence for none', () => {
    const runIn = (text: string, language: MaterialLanguage): boolean => {
      const analysis = analyzeMaterial(createChunks([text]), language);
      return hasRunInHeading(analysis, analysis.sentences[0]!);
    };
    expect(runIn('Teorema de medibilidad Las definiciones constructiva y descriptiva son equivalentes.', 'es')).toBe(
      true,
    );
    expect(runIn('Formal and natural languages Natural languages are the languages people speak.', 'en')).toBe(true);
    expect(runIn('Programs written in the Python language run on an interpreter.', 'en')).toBe(false);
    expect(runIn('As linguagens naturais são os idiomas que as pessoas falam.', 'pt')).toBe(false);
  });

  it.each<[MaterialLanguage, string]>([
    ['en', 'Our goal with this book is to teach statistics to ecologists who have never written a line of code.'],
    [
      'en',
      'In this chapter, you will learn how linear models relate a response to the predictors measured in the field.',
    ],
    [
      'pt',
      'Nossa proposta com este livro é produzir um conteúdo que possa ser utilizado por quem estuda ecologia sem formação quantitativa.',
    ],
  ])('opens with an aim the material states outright (%s)', (language, aim) => {
    const filler: Record<string, string[]> = {
      en: [
        'Linear models relate a response to one or more predictors in a data set.',
        'Generalised linear models extend linear models to counts and proportions in field data.',
      ],
      pt: [
        'Os modelos lineares relacionam uma resposta com um ou mais preditores num conjunto de dados.',
        'Os modelos lineares generalizados estendem os modelos lineares a contagens e proporções.',
      ],
    };
    const pages = [`${aim} ${filler[language]![0]}`, filler[language]![1]!, filler[language]![0]!];
    expect(findMainIdea(analyzeMaterial(createChunks(pages), language))?.text).toBe(aim);
  });

  it('takes a lecture’s promise ("Today, you will see …") as its subject; "I want to …" said of one example is no aim', () => {
    const chunks = createChunks([
      'Your success in life will be determined largely by your ability to speak and to write. Today, you will see some techniques of speaking that you can put to use at once. Some people start a talk with a joke, and that is a mistake.',
      'Another thing I think about is, in explaining my idea, I want to build a fence around it so that it is not confused with somebody else’s idea. A talk should end with a contribution, not with a thank-you.',
      'The place of a talk should be well lit and cased in advance. Slides should not carry too many words.',
    ]).map((chunk) => ({ ...chunk, speaker: 'Professor', startMs: 0, endMs: 1000 }));
    expect(findLectureAgenda(analyzeMaterial(chunks))).toBe(
      'This lecture is about some techniques of speaking that you can put to use at once.',
    );
    const noPromise = chunks.map((chunk, at) =>
      at === 0 ? { ...chunk, text: chunk.text.replace(/Today, you will see[^.]*\. /u, '') } : chunk,
    );
    expect(findLectureAgenda(analyzeMaterial(noPromise))).toBeNull();
  });

  it('says a deck is about what several of its slides’ titles name, one line per title, no bare activity slide', () => {
    const slides = [
      'Animation, Text, and Sound\nPython for beginners',
      'Loading Images\nImages are loaded from files with the image module of the library.',
      'Loading Images\nA loaded image is a surface that can be drawn on the screen.',
      'Now You Try…\nLoad a picture of a cat and draw it in the window.',
      'Making Animation\nAn animation redraws the screen many times each second.',
      'Making Animation\nEach frame moves the drawn shapes a little further.',
      'Making Text\nA font object renders text to a surface that can be drawn.',
      'Playing Sound (Optional)\nmixer module\nsound effects\nbackground music files',
      'Code Break\nPlay the game you wrote for five minutes and note what goes wrong.',
      'Code Break\nSwap games with a classmate and play theirs.',
      'name = input()\nThe input function reads what the player types as a string.',
      'name = input()\nThe name can then be drawn as text on the screen.',
    ];
    const chunks = createChunks(slides).map((chunk, at) => ({ ...chunk, page: null, slide: at + 1 }));
    const summary = summarizeLocally(analyzeMaterial(chunks));
    expect(summary.split('\n')[0]).toBe(
      'This material is about Animation, Text, and Sound, in particular: loading images and making animation.',
    );
    const lines = summary.split('\n').filter((line) => line.startsWith('- '));
    expect(lines.filter((line) => line.startsWith('- Loading Images'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('- Making Animation'))).toHaveLength(1);
    expect(summary).not.toMatch(/^- Now You Try…$/mu);
    // a bare title is a heading, not a summary: with three slides or more saying something, a
    // slide that only lists terms has no line (ADR 117)
    expect(lines.some((line) => line.startsWith('- Playing Sound'))).toBe(false);
    expect(
      lines.every((line) => /: \p{Lu}| — /u.test(line)),
      summary,
    ).toBe(true);
  });

  it('does not say a deck is about the slides of one example, however many they are', () => {
    const slides = [
      'Memory Hierarchy\nFast memories are small and large memories are slow.',
      'Address Translation\nA page table maps a virtual page to a physical frame.',
      'Address Translation\nA translation lookaside buffer caches recent translations.',
      'Paging Example\nA 32-bit address splits into a page number and an offset.',
      'Paging Example\nThe page number indexes the table and the offset is kept.',
      'Paging Example\nThe frame number and the offset make the physical address.',
      'Exemplo: TLB\nUma entrada guarda uma tradução recente.',
      'Exemplo: TLB\nUma falha percorre a tabela de páginas.',
      'Page Faults\nA page fault brings a page from the disk into memory.',
      'Page Faults\nThe replaced page is written back when it was changed.',
    ];
    const chunks = createChunks(slides).map((chunk, at) => ({ ...chunk, page: null, slide: at + 1 }));
    const opening = summarizeLocally(analyzeMaterial(chunks)).split('\n')[0]!;
    expect(opening).not.toMatch(/example|exemplo/iu);
    expect(opening).toMatch(/address translation/iu);
    expect(opening).toMatch(/page faults/iu);
  });

  it('counts a book’s cover, editors, licence and editors’ note as front matter', () => {
    for (const title of ['Capa', 'Organizadores', 'Licença', 'Nota dos organizadores', 'Cover', 'Editors', 'License']) {
      expect(isFrontMatterSection({ label: title, title, fromChunk: 0, toChunk: 1 }), title).toBe(true);
    }
    expect(
      isFrontMatterSection({ label: 'Álgebra vetorial', title: 'Álgebra vetorial', fromChunk: 0, toChunk: 1 }),
    ).toBe(false);
  });
});

describe('the sentence that states what the whole material is about (ADR 117)', () => {
  it.each<[MaterialLanguage, string[], RegExp]>([
    [
      'en',
      [
        'Photosynthesis',
        'In a green leaf chlorophyll absorbs red and blue light. Photosynthesis is the process by which plants turn light, water and carbon dioxide into sugar.',
        'The leaves take carbon dioxide from the air through their pores. Photosynthesis releases oxygen into the air around the plant.',
        'The sugar made by photosynthesis feeds the roots, the stem and the fruit of the whole plant.',
      ],
      /^Photosynthesis is the process by which plants turn light/u,
    ],
    [
      'fr',
      [
        'Photosynthèse',
        "Dans une feuille verte la chlorophylle absorbe la lumière rouge et bleue. La photosynthèse est le processus par lequel les plantes transforment la lumière, l'eau et le dioxyde de carbone en sucre.",
        "Les feuilles prennent le dioxyde de carbone de l'air par leurs pores. La photosynthèse libère de l'oxygène dans l'air autour de la plante.",
        'Le sucre produit par la photosynthèse nourrit les racines, la tige et les fruits de toute la plante.',
      ],
      /^La photosynthèse est le processus par lequel les plantes/u,
    ],
    [
      'es',
      [
        'Fotosíntesis',
        'En una hoja verde la clorofila absorbe la luz roja y azul. La fotosíntesis es el proceso por el cual las plantas transforman la luz, el agua y el dióxido de carbono en azúcar.',
        'Las hojas toman el dióxido de carbono del aire por sus poros. La fotosíntesis libera oxígeno en el aire alrededor de la planta.',
        'El azúcar producido por la fotosíntesis alimenta las raíces, el tallo y los frutos de toda la planta.',
      ],
      /^La fotosíntesis es el proceso por el cual las plantas/u,
    ],
    [
      'de',
      [
        'Photosynthese',
        'In einem grünen Blatt nimmt das Chlorophyll rotes und blaues Licht auf. Die Photosynthese ist der Vorgang, durch den Pflanzen Licht, Wasser und Kohlendioxid in Zucker verwandeln.',
        'Die Blätter nehmen das Kohlendioxid durch ihre Poren aus der Luft. Die Photosynthese gibt Sauerstoff an die Luft um die Pflanze ab.',
        'Der Zucker aus der Photosynthese ernährt die Wurzeln, den Stängel und die Früchte der ganzen Pflanze.',
      ],
      /^Die Photosynthese ist der Vorgang, durch den Pflanzen/u,
    ],
  ])(
    '%s: the sentence whose subject is the title’s subject opens, not one whose subject is a detail or that opens with a preposition',
    (language, pages, expected) => {
      const analysis = analyzeMaterial(createChunks(pages));
      expect(analysis.language).toBe(language);
      expect(findMainIdea(analysis)?.text).toMatch(expected);
    },
  );

  it('takes a term that runs through most of the material as a subject, and one part’s term for none', () => {
    const pages = [
      'Alleles are versions of one gene that sit at the same place on a chromosome.',
      'Mutation makes new alleles in every generation. Mutation is rare at any one site.',
      'Migration moves alleles between populations. Alleles that move spread through the new population.',
      'Selection favours alleles that raise fitness. Rare alleles may be lost by chance.',
    ];
    const analysis = analyzeMaterial(createChunks(pages));
    const terms = findCentralTerms(analysis);
    const allele = terms.find((term) => term.stems.length === 1 && /^allel/u.test(term.stems[0]!));
    expect(allele?.spread).toBe(1);
    const spreadOf = (prefix: string): number =>
      terms.find((term) => term.stems.some((stem) => stem.startsWith(prefix)))?.spread ?? 0;
    expect(spreadOf('mutat')).toBeLessThan(0.5);
    const sentence = (start: string) => analysis.sentences.find((item) => item.text.startsWith(start))!;
    expect(scoreSubjectCoverage(analysis, sentence('Alleles are versions'), terms)).toBeGreaterThan(0);
    // "Mutation makes new alleles …": its subject is one part's term
    expect(scoreSubjectCoverage(analysis, sentence('Mutation makes'), terms)).toBe(0);
  });

  it.each<[MaterialLanguage, string, string]>([
    [
      'en',
      '# Memory\n\n## Recall\n\nRecall brings back a memory without a cue. Recall of a memory fades when the memory is not used.\n\n## Recognition\n\nRecognition tells whether a memory was seen before. Recognition of a memory is easier than recall.\n\n## False memories\n\nFalse memories feel like a real memory. A false memory can be planted by a question.',
      'This material is about Memory, in particular: recall, recognition and false memories.',
    ],
    [
      'pt',
      '# Memória\n\n## Evocação\n\nA evocação traz de volta uma memória sem pista. A evocação de uma memória enfraquece quando a memória não é usada.\n\n## Reconhecimento\n\nO reconhecimento diz se uma memória já foi vista. O reconhecimento de uma memória é mais fácil do que a evocação.\n\n## Memórias falsas\n\nAs memórias falsas parecem uma memória real. Uma memória falsa pode ser criada por uma pergunta.',
      'O tema deste material é «Memória», em particular: evocação, reconhecimento e memórias falsas.',
    ],
  ])(
    '%s: with no sentence stating it, the opening is composed from the title and the section headings, not minor terms',
    (_language, text, expected) => {
      const summary = summarizeLocally(analyzeMaterial(createChunks([text])));
      expect(summary.split(/(?<=\.)\s/u)[0]).toBe(expected);
    },
  );
});

describe('a document with neither a title nor headings (ADR 117)', () => {
  it.each<[MaterialLanguage, string[]]>([
    [
      'en',
      [
        'Alleles are versions of one gene that sit at the same place on a chromosome.',
        'Mutation makes new alleles in every generation. Mutation is rare at any one site.',
        'Migration moves alleles between populations. Alleles that move spread through the new population.',
      ],
    ],
    [
      'es',
      [
        'Los alelos son versiones de un mismo gen que ocupan el mismo lugar en un cromosoma.',
        'La mutación produce alelos nuevos en cada generación. La mutación es rara en cada sitio.',
        'La migración lleva alelos de una población a otra. Los alelos que se mueven se extienden por la población.',
      ],
    ],
  ])('%s: opens with a sentence of its own, never a list of its terms', (language, pages) => {
    const analysis = analyzeMaterial(createChunks(pages));
    expect(analysis.language).toBe(language);
    const summary = summarizeLocally(analysis);
    expect(summary).not.toMatch(/^(?:This material is about|El tema de este material|Los temas de este material)/u);
    expect(pages.join(' ')).toContain(summary.split(/(?<=\.)\s/u)[0]);
  });
});

describe('a deck’s title (ADR 117)', () => {
  it('is the line of its first slide its other slides speak of, not the course it belongs to', () => {
    const slides = [
      'Great Ideas in Computer Architecture\nLecture 14: Caches\nSpring term',
      'Why Caches\nA cache keeps recently used memory blocks close to the processor.',
      'Cache Hits\nA cache hit finds the requested block in the cache.',
      'Cache Misses\nA cache miss fetches the block from main memory into the cache.',
      'Write Policies\nA write-back cache writes a changed block to memory when the block leaves the cache.',
    ];
    const chunks = createChunks(slides).map((chunk, at) => ({ ...chunk, page: null, slide: at + 1 }));
    const analysis = analyzeMaterial(chunks);
    expect(analysis.shape).toBe('slides');
    expect(findDocumentTitle(analysis)).toBe('Caches');
  });
});

describe('a paper’s finding as its claim (ADR 117)', () => {
  it.each<[MaterialLanguage, string[], RegExp]>([
    [
      'en',
      [
        '[Re] Genetic Drift in Small Populations\n\nA. Author',
        'Small populations lose alleles faster than large ones. We were able to reproduce the main result of the original study on genetic drift in small populations.',
        'The original model tracks allele frequencies in populations of fixed size. Genetic drift removes alleles at random.',
        'The simulations of small populations lose most alleles within a few hundred generations.',
      ],
      /^This work was able to reproduce|^We were able to reproduce the main result/u,
    ],
    [
      'pt',
      [
        'Deriva genética em populações pequenas\n\nA. Autor',
        'As populações pequenas perdem alelos mais depressa do que as grandes. Os nossos resultados mostram que a deriva genética é mais forte em populações pequenas.',
        'O modelo original segue as frequências dos alelos em populações de tamanho fixo. A deriva genética remove alelos ao acaso.',
        'As simulações de populações pequenas perdem a maior parte dos alelos em poucas centenas de gerações.',
      ],
      /^Os nossos resultados mostram que a deriva genética é mais forte/u,
    ],
    [
      'fr',
      [
        'Dérive génétique dans les petites populations\n\nA. Auteur',
        'Les petites populations perdent leurs allèles plus vite que les grandes. Nous montrons que la dérive génétique est plus forte dans les petites populations.',
        'Le modèle original suit les fréquences des allèles dans des populations de taille fixe. La dérive génétique élimine des allèles au hasard.',
        'Les simulations de petites populations perdent la plupart des allèles en quelques centaines de générations.',
      ],
      /^Nous montrons que la dérive génétique est plus forte/u,
    ],
  ])('%s: a stated finding about the title’s subject opens', (language, pages, expected) => {
    const analysis = analyzeMaterial(createChunks(pages));
    expect(analysis.language).toBe(language);
    expect(findMainIdea(analysis)?.text).toMatch(expected);
  });
});

describe('a title whose words the text does not all use (ADR 117)', () => {
  it('takes the words it uses as the subject ("Vector" of "Vector Boot Camp")', () => {
    const pages = [
      'Vector Boot Camp\n\nA. Author',
      'Forces pull objects in many directions at once. A vector is a quantity that has both a magnitude and a direction.',
      'Two vectors add head to tail. The sum of two vectors is again a vector.',
      'A vector can be written with its components along the axes. The components of a vector change when the axes turn.',
      'The dot product of two vectors is a number. The cross product of two vectors is a vector at right angles to both.',
    ];
    expect(findMainIdea(analyzeMaterial(createChunks(pages)))?.text).toBe(
      'A vector is a quantity that has both a magnitude and a direction.',
    );
  });
});

function keyPhrase(surface: string, determiners: Record<string, number> = {}): KeyPhrase {
  const words = surface.split(/\s+/u);
  return {
    key: surface.toLowerCase(),
    surface,
    surfaces: new Map([[surface, 3]]),
    stems: words.map((word) => word.toLowerCase()),
    wordCount: words.length,
    kind: 'concept',
    count: 3,
    score: 1,
    sentenceIndexes: [0, 1, 2],
    isDefinedTerm: false,
    determiners: new Map(Object.entries(determiners)),
  };
}

describe('key-term lists hold terms only (ADR 124)', () => {
  it.each<[MaterialLanguage, string]>([
    ['en', "stoic god and aristotle's universe"],
    ['pt', 'seleção natural e deriva genética'],
    ['es', 'derivada parcial y regla de la cadena'],
    ['fr', 'sélection naturelle et dérive génétique'],
    ['de', 'natürliche Selektion und genetische Drift'],
  ])('%s: two phrases run together are no term', (language, surface) => {
    expect(isTermShaped(keyPhrase(surface), language)).toBe(false);
  });

  it.each<[MaterialLanguage, string]>([
    ['en', 'supply and demand'],
    ['pt', 'oferta e procura'],
    ['en', 'Y chromosome'],
    ['en', 'return value'],
  ])('%s: one term is kept ("%s")', (language, surface) => {
    expect(isTermShaped(keyPhrase(surface, { the: 4 }), language)).toBe(true);
  });

  it('en: a phrase led by a verb the material uses as one is no term ("to buy japanese")', () => {
    expect(isTermShaped(keyPhrase('buy japanese', { to: 2, will: 1 }), 'en')).toBe(false);
    expect(isTermShaped(keyPhrase('search tree', { a: 3, to: 1 }), 'en')).toBe(true);
  });

  it.each([
    'References',
    'Bibliografia',
    'Bibliografía:',
    'Références',
    '7 Literaturverzeichnis',
    'Riferimenti bibliografici',
  ])('"%s" is a references heading, never a term or a heading the opening names', (heading) => {
    expect(isReferenceHeading(heading)).toBe(true);
    expect(isTermShaped(keyPhrase(heading), 'en')).toBe(false);
  });
});

describe('what follows a references heading is no summary line (ADR 124)', () => {
  it.each<[MaterialLanguage, string[], string]>([
    [
      'en',
      [
        'Genetic drift changes allele frequencies at random. Genetic drift is strongest in small populations.',
        'Selection changes allele frequencies in one direction. Selection and genetic drift act together in every population.',
        'Mutation adds new alleles to a population. Mutation is rare at any one site of the genome.',
        'References\n\nFalconer, D. S. (1960). Introduction to quantitative genetics and the study of allele frequencies in populations. Oliver and Boyd, Edinburgh.\n\nKimura, M. (1983). The neutral theory of molecular evolution and genetic drift in populations. Cambridge University Press.',
      ],
      'Falconer',
    ],
    [
      'es',
      [
        'La deriva genética cambia las frecuencias de los alelos al azar. La deriva genética es más fuerte en las poblaciones pequeñas.',
        'La selección cambia las frecuencias de los alelos en una dirección. La selección y la deriva genética actúan juntas en cada población.',
        'La mutación añade alelos nuevos a una población. La mutación es rara en cada sitio del genoma.',
        'Bibliografía\n\nFalconer, D. S. (1960). Introducción a la genética cuantitativa y al estudio de las frecuencias de los alelos en las poblaciones. Oliver and Boyd, Edimburgo.\n\nKimura, M. (1983). La teoría neutral de la evolución molecular y la deriva genética en las poblaciones. Cambridge University Press.',
      ],
      'Falconer',
    ],
  ])('%s', (language, pages, cited) => {
    const analysis = analyzeMaterial(createChunks(pages));
    expect(analysis.language).toBe(language);
    const summary = summarizeLocally(analysis);
    expect(summary).not.toContain(cited);
    expect(summary).not.toMatch(/Bibliograf|References/u);
  });
});

describe('an aside that states a purpose about one part’s term does not open (ADR 124)', () => {
  it.each<[MaterialLanguage, string[], RegExp]>([
    [
      'en',
      [
        'Market Equilibrium\n\nA. Author',
        'Market equilibrium is the price at which the supply of a good meets the demand for it. Buyers and sellers meet in a market.',
        'As a short digression, we analyze a per unit tax on one good. A per unit tax raises the price that buyers pay for the good.',
        'Market equilibrium moves when supply shifts. A shift in demand moves market equilibrium too.',
        'Market equilibrium can be found on a graph. The supply and demand curves cross at market equilibrium.',
      ],
      /^Market equilibrium is the price/u,
    ],
    [
      'es',
      [
        'Equilibrio de mercado\n\nA. Autor',
        'El equilibrio de mercado es el precio al que la oferta de un bien iguala su demanda. Compradores y vendedores se encuentran en un mercado.',
        'Como breve digresión, analizamos un impuesto por unidad sobre un bien. Un impuesto por unidad eleva el precio que pagan los compradores.',
        'El equilibrio de mercado se mueve cuando la oferta cambia. Un cambio en la demanda también mueve el equilibrio de mercado.',
        'El equilibrio de mercado se encuentra en un gráfico. Las curvas de oferta y demanda se cruzan en el equilibrio de mercado.',
      ],
      /^El equilibrio de mercado es el precio/u,
    ],
    [
      'pt',
      [
        'Equilíbrio de mercado\n\nA. Autor',
        'O equilíbrio de mercado é o preço a que a oferta de um bem iguala a sua procura. Compradores e vendedores encontram-se num mercado.',
        'Numa breve digressão, analisamos um imposto por unidade sobre um bem. Um imposto por unidade aumenta o preço que os compradores pagam.',
        'O equilíbrio de mercado desloca-se quando a oferta muda. Uma mudança na procura também desloca o equilíbrio de mercado.',
        'O equilíbrio de mercado encontra-se num gráfico. As curvas da oferta e da procura cruzam-se no equilíbrio de mercado.',
      ],
      /^O equilíbrio de mercado é o preço/u,
    ],
  ])('%s: the statement of the whole’s subject opens instead', (language, pages, expected) => {
    const analysis = analyzeMaterial(createChunks(pages));
    expect(analysis.language).toBe(language);
    expect(findMainIdea(analysis)?.text).toMatch(expected);
  });
});

describe('a sentence cut inside a bracket (ADR 124)', () => {
  it.each([
    ['Additive variance explains most of the response to selection (Falconer', true],
    ['La varianza aditiva explica la respuesta a la selección [12, 13', true],
    ['A variância aditiva explica a resposta à seleção (Falconer, 1960).', false],
    ['1) Die additive Varianz erklärt die Antwort auf Selektion.', false],
  ])('"%s" leaves a bracket open: %s', (text, open) => {
    expect(opensUnclosed(text)).toBe(open);
  });
});
