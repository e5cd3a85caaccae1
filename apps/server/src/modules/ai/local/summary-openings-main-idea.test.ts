import { describe, expect, it } from 'vitest';
import { readMaterialFile } from '../../pipeline/read-material-file.ts';
import { fixturePath } from '../../pipeline/steps/extract/testing/fixtures.ts';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { findDocumentTitle } from './main-idea.ts';
import { summarizeLocally } from './summarize-material.ts';
import { findSummaryLineDefect, isFrontMatterLine } from './summary-lines.ts';

/*
 * Issue 20 item 4 (ADR 179): notes open with what they teach, not with a list of their section
 * titles; a greeting to the room, a licence or who teaches the course is no line of a summary.
 * Real sentences name the fixture they come from (test/fixtures, licences in its README); "pattern"
 * marks a sentence written in the shape readers found in held-out material not in the repository.
 */

async function summarise(file: string): Promise<string> {
  const { chunks, outline } = await readMaterialFile(fixturePath(file));
  return summarizeLocally(analyzeMaterial(chunks, undefined, outline));
}

const opening = (summary: string): string => summary.split(/(?<=[.!?])\s/u)[0] ?? '';

describe('notes open with the statement that says what they teach, not their section titles', () => {
  it('fr-thermodynamique-gaz-parfait-29p.pdf: the definition of its title’s subject, not four section titles', async () => {
    const summary = await summarise('documents/fr-thermodynamique-gaz-parfait-29p.pdf');
    expect(opening(summary)).toBe(
      'Le gaz parfait est un modèle mathématique, permettant de prédire la température d’un gaz en fonction de sa pression.',
    );
    expect(summary).not.toMatch(/Le thème de ce document/u);
    // the statement is said once
    expect(summary.split('Le gaz parfait est un modèle mathématique')).toHaveLength(2);
  });

  it('pt-calculo-varias-variaveis-55p.pdf: notes stating nothing of their title’s subject keep the composed opening', async () => {
    const summary = await summarise('documents/pt-calculo-varias-variaveis-55p.pdf');
    expect(opening(summary)).toMatch(/^O tema deste material é «Cálculo de Funções de Várias Variáveis»/u);
  });

  it('a title page’s line naming the kind of notes is no line of their summary (pattern)', () => {
    const summary = summarizeLocally(
      analyzeMaterial(
        createChunks([
          'Semiconductors\nLecture notes for the second year.',
          'A semiconductor is a material whose conductivity lies between that of a conductor and an insulator. Doping adds impurities to a crystal.',
          'The band gap is the energy between the valence band and the conduction band. The band gap of silicon is small, and the band gap sets the conductivity.',
          'Doping adds electrons or holes to the band structure, and the band gap of a doped crystal stays the same. The conduction band takes the electrons doping adds.',
          'An electron in the conduction band moves freely through the crystal, and a hole in the valence band moves too.',
        ]),
      ),
    );
    expect(opening(summary)).toBe(
      'A semiconductor is a material whose conductivity lies between that of a conductor and an insulator.',
    );
    expect(summary).not.toMatch(/Lecture notes for the second year/u);
  });

  it('a definition of one part’s term is no statement of the title’s subject (pattern)', () => {
    const summary = summarizeLocally(
      analyzeMaterial(
        createChunks([
          'Population Genetics\nNotes for the course.',
          'Genetic drift is the change of allele frequencies by chance in a finite population. Natural selection changes allele frequencies by fitness.',
          'Mutation brings new alleles into a population, and migration moves alleles between populations. Allele frequencies change by drift, selection, mutation and migration.',
          'The effective population size measures how strongly drift acts on allele frequencies in a population.',
        ]),
      ),
    );
    expect(opening(summary)).not.toMatch(/^Genetic drift is/u);
  });
});

describe('a title without a subtitle naming the kind of notes', () => {
  it.each([
    // pattern: the title lines of held-out notes and decks, in the six languages
    ['Microeconomics — lecture notes', 'Microeconomics'],
    ['Linear Algebra: Course Notes', 'Linear Algebra'],
    ['Álgebra Linear – apontamentos', 'Álgebra Linear'],
    ['Probabilidad: apuntes de clase', 'Probabilidad'],
    ['Thermodynamique — notes de cours', 'Thermodynamique'],
    ['Analisi Matematica (dispense)', 'Analisi Matematica'],
    ['Thermodynamik (Skript)', 'Thermodynamik'],
    // the kind of material as the subject itself stays
    ['Taking Notes in Lectures', 'Taking Notes in Lectures'],
  ])('reads “%s” as “%s”', (line, title) => {
    const analysis = analyzeMaterial(
      createChunks([`${line}\nThe allele frequencies of a population change by mutation, selection and drift.`]),
    );
    expect(findDocumentTitle(analysis)).toBe(title);
  });
});

describe('a deck opens with its definition of the title’s subject, not a list of its slide titles', () => {
  it('a lecture deck whose early slide defines the title’s phrase (pattern)', () => {
    const summary = summarizeLocally(
      analyzeMaterial(
        createChunks([
          'Operating Systems\nLecture 2',
          'Outline\nProcesses\nThreads\nScheduling',
          'What is an operating system?\nAn operating system is the software that manages the hardware of a computer for its programs.',
          'Processes\nA process is a program in execution with its own address space.\nThe kernel keeps a table of processes.',
          'Threads\nA thread is a unit of execution inside a process.\nThreads of one process share its address space.',
          'Scheduling\nThe scheduler decides which thread runs next on the processor.\nRound robin gives each thread a time slice.',
          'Scheduling\nPriority scheduling runs the thread with the highest priority first.',
        ]).map((chunk, at) => ({ ...chunk, page: null, slide: at + 1 })),
      ),
    );
    expect(summary.split('\n')[0]).toBe(
      'Operating Systems — An operating system is the software that manages the hardware of a computer for its programs.',
    );
    expect(summary).not.toMatch(/in particular: processes, threads and scheduling/u);
    expect(summary.split('An operating system is the software')).toHaveLength(2);
  });
});

describe('a greeting, a licence or who teaches the course is no summary line', () => {
  it.each([
    // pattern: a transcript's greeting, in the six languages
    ['Good morning, everyone, and welcome back to the second lecture of the course.', 'en'],
    ['Hello everybody, thanks for coming.', 'en'],
    ['Welcome back to 6.01, where we continue with feedback control.', 'en'],
    ['Bom dia a todos, sejam bem-vindos à segunda aula.', 'pt'],
    ['Buenas tardes, hoy seguimos con la probabilidad condicionada.', 'es'],
    ['Bonjour à tous, nous reprenons le cours de thermodynamique.', 'fr'],
    ['Buongiorno a tutti, oggi parliamo di variabili.', 'it'],
    ['Guten Morgen, heute geht es um Schleifen in Python.', 'de'],
    // pattern: a licence, a copyright, who teaches the course and when
    ['This work is licensed under a Creative Commons Attribution 4.0 International License.', 'en'],
    ['Copyright © 2021 by the authors; all rights reserved.', 'en'],
    ['Instructor: Prof. Maria Silva, office hours on Tuesdays from 2 to 4 pm in room 3.12.', 'en'],
    ['These notes were prepared for BIO 201, Fall 2023, at the University of Lisbon.', 'en'],
    ['Lecture 3, 14 October 2022, given by Dr. John Smith.', 'en'],
    ['Semiconductors Lecture notes for the second year.', 'en'],
    ['Apontamentos para a disciplina de Física, 2.º semestre.', 'pt'],
    ['Notes de cours de thermodynamique, première année.', 'fr'],
    ['Este trabalho está licenciado sob a licença Creative Commons CC BY-SA 3.0.', 'pt'],
    ['Todos los derechos reservados por los autores de estos apuntes.', 'es'],
    ['Ce document est distribué sous licence Creative Commons.', 'fr'],
    ['Questo materiale è distribuito sotto la licenza CC BY-NC.', 'it'],
    ['Dieses Skript steht unter einer Creative-Commons-Lizenz.', 'de'],
  ] as const)('refuses “%s”', (text, language) => {
    expect(isFrontMatterLine(text)).toBe(true);
    expect(findSummaryLineDefect(text, language)).toBe('front-matter');
  });

  it.each([
    // a program's greeting, a subject that is a licence or a course's code
    'The Hello, World! program displays a greeting on the screen.',
    'Hello, World! is the first program most learners write.',
    'Copyright protects original works of authorship from being copied.',
    'A licence grants a user permission to run and change the software.',
    'The CS 61C course code names the machine structures it covers.',
    'A professor of physics measured the gas at constant volume.',
  ])('keeps “%s”', (text) => {
    expect(isFrontMatterLine(text)).toBe(false);
  });

  it.each([
    [
      'Good morning, everyone, and welcome back to the second lecture of the course on macroeconomics.',
      'Inflation is the rate at which the general level of prices rises over a year.',
      'Central banks raise interest rates when inflation is above their target.',
    ],
    [
      'Hello everybody, thanks for coming to this seminar on the history of Rome.',
      'The Roman Republic was governed by two consuls elected every year.',
      'The Senate advised the consuls and controlled the public finances of Rome.',
    ],
    [
      'Bom dia a todos, bem-vindos à aula de hoje sobre a revolução industrial.',
      'A revolução industrial começou em Inglaterra no século dezoito com a máquina a vapor.',
      'As fábricas mudaram o trabalho das famílias e o crescimento das cidades.',
    ],
  ])('a transcript pasted without speakers opens with what it teaches, not “%s” (pattern)', (greeting, ...rest) => {
    const summary = summarizeLocally(analyzeMaterial(createChunks([greeting, ...rest])));
    expect(summary).not.toContain(greeting);
    expect(opening(summary)).toBe(rest[0]);
  });

  it('a transcript whose first sentence greets the room opens with what it teaches (pattern)', () => {
    const analysis = analyzeMaterial(
      createChunks([
        'Hello everyone, welcome back to our lecture on natural selection and genetic drift in populations.',
        'Natural selection changes the frequency of an allele in a population over generations. Natural selection acts on the fitness of genotypes.',
        'Genetic drift changes allele frequencies by chance in a population, and genetic drift is strongest in small populations.',
      ]).map((chunk) => ({ ...chunk, speaker: 'Professor', startMs: 0, endMs: 1000 })),
    );
    expect(analysis.shape).toBe('spoken');
    const summary = summarizeLocally(analysis);
    expect(summary).not.toMatch(/Hello everyone|welcome back/iu);
  });
});
