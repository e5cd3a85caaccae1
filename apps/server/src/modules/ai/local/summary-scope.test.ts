import { describe, expect, it } from 'vitest';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { isRoadmapTitle, summarizeLocally } from './summarize-material.ts';
import { findSummaryLineDefect } from './summary-lines.ts';

/*
 * Issue 20 item 4 (ADR 138): the opening states what the material teaches — a deck's subject,
 * not its roadmap or the course's running; a chapter's scope, not one fact of it.
 */

function slides(texts: string[]) {
  return createChunks(texts).map((chunk, at) => ({ ...chunk, page: null, slide: at + 1 }));
}

describe('a deck’s opening', () => {
  it('is what the slides that teach are about, never course logistics, a blank page or the agenda', () => {
    const summary = summarizeLocally(
      analyzeMaterial(
        slides([
          'Cell Biology\nLecture 1',
          'Agenda\nCourse logistics\nThe cell membrane\nMitochondria',
          'Course Logistics\nThe lab reports are marked by the teaching assistants within two weeks.',
          'Course Logistics\nThe lab reports count for a third of the final mark of the unit.',
          'Blank Page\nThe students write the notes they take in class on this page.',
          'Blank Page\nThe students write the notes they take in class on this page too.',
          'The Cell Membrane\nThe cell membrane is a lipid bilayer that separates the cell from its surroundings.',
          'The Cell Membrane\nProteins in the cell membrane carry molecules across the lipid bilayer.',
          'Mitochondria\nMitochondria are organelles that make most of the chemical energy of the cell.',
          'Mitochondria\nMitochondria carry their own DNA and divide on their own inside the cell.',
        ]),
      ),
    );
    const opening = summary.split('\n')[0]!;
    expect(opening, summary).not.toMatch(/logistics|blank|agenda|lab reports|notes they take/iu);
    expect(opening, summary).toMatch(/cell membrane|mitochondria/iu);
    expect(summary).not.toMatch(/^- (?:Course Logistics|Blank Page)/mu);
  });

  it.each([
    ['Course logistics', 'en'],
    ['Part 2: Logistics', 'en'],
    ['Blank page', 'en'],
    ["Today's plan", 'en'],
    ['Learning objectives', 'en'],
    ['Course information', 'en'],
    ['Logística do curso', 'pt'],
    ['Plan du cours', 'fr'],
  ] as const)('takes “%s” for a roadmap title, not a subject', (title, language) => {
    expect(isRoadmapTitle(title, language)).toBe(true);
  });

  it.each([
    ['The Cell Membrane', 'en'],
    ['Structure', 'en'],
    ['Timeline', 'en'],
    ['Energy Planning', 'en'],
    ['Funções de várias variáveis', 'pt'],
  ] as const)('takes “%s” for a subject', (title, language) => {
    expect(isRoadmapTitle(title, language)).toBe(false);
  });

  it('counts course logistics as no line of a summary', () => {
    expect(findSummaryLineDefect('Course logistics are explained on the first slide.', 'en')).toBe('logistics');
  });
});

const PHOTOSYNTHESIS = [
  'Light reactions in the chloroplast split water and release oxygen from the leaf. The Calvin cycle is the series of reactions that turn carbon dioxide into sugar in the stroma of the chloroplast.',
  'Chlorophyll in the chloroplast absorbs red and blue light and reflects green light. Light reactions store energy that the Calvin cycle uses in the chloroplast.',
  'Light reactions need water that the roots take up from the soil. The Calvin cycle needs carbon dioxide that enters the leaf through the stomata.',
  'Light reactions stop in the dark while the Calvin cycle goes on for a while. The sugar made in the chloroplast feeds the whole plant and is stored as starch.',
];

describe('a chapter’s opening', () => {
  it('states the chapter’s subject before one fact of it', () => {
    const [first, ...rest] = PHOTOSYNTHESIS;
    const summary = summarizeLocally(
      analyzeMaterial(createChunks([`# Photosynthesis in Plants\n\n${first!}`, ...rest])),
    );
    // the scope and the material's own definition of the term running through it, in one opening
    // (ADR 144); the fact is not said twice
    expect(summary.split('\n')[0], summary).toMatch(
      /^Photosynthesis in Plants introduces the Calvin cycle: The Calvin cycle is the series of reactions [^.]+\.(?: |$)/u,
    );
    expect(summary.split('The Calvin cycle is the series of reactions').length, summary).toBe(2);
  });

  it('composes no opening from a title and a list of headings when the material defines its central term', () => {
    const summary = summarizeLocally(
      analyzeMaterial(
        createChunks([
          '# Notes on Soil Erosion\n\nSoil erosion is the removal of the top layer of soil by water and wind. Rain on bare fields carries soil erosion downhill.',
          '## Water\n\nHeavy rain on bare slopes speeds soil erosion and fills rivers with mud.',
          '## Wind\n\nDry wind lifts loose dust, and soil erosion follows on fields with no cover.',
          '## Cover crops\n\nCover crops hold the soil in winter and slow soil erosion on farms.',
        ]),
      ),
    );
    expect(summary, summary).not.toMatch(/in particular:/u);
    expect(summary.split('\n')[0], summary).toMatch(
      /^Soil Erosion introduces soil erosion: Soil erosion is the removal|^Soil erosion is the removal/u,
    );
  });

  it('keeps a sentence about the title’s subject itself as the opening', () => {
    const [first, ...rest] = PHOTOSYNTHESIS;
    const summary = summarizeLocally(
      analyzeMaterial(
        createChunks([
          `# Photosynthesis\n\nPhotosynthesis is the process by which plants turn light, water and carbon dioxide into sugar. ${first!}`,
          ...rest,
        ]),
      ),
    );
    expect(summary.split(/(?<=[.!?])\s/u)[0], summary).toBe(
      'Photosynthesis is the process by which plants turn light, water and carbon dioxide into sugar.',
    );
  });
});

describe('a paper’s opening', () => {
  it('is its finding, before what it presents', () => {
    const summary = summarizeLocally(
      analyzeMaterial(
        createChunks([
          'Abstract\n\nIn this paper, we present a field survey of bee pollination in apple orchards across three regions. We show that wild bee pollination raises apple fruit set more than honey bee pollination does in apple orchards.',
          'Wild bees visit more apple flowers per minute than honey bees in the orchards. Honey bees are kept in hives that growers place in the orchards during bloom.',
          'Apple fruit set rises with the number of wild bee visits to each flower in the orchards. Wild bee pollination depends on the flowering strips that border the orchards.',
          'Orchards with flowering strips keep more wild bees through the season. Growers can raise fruit set by sowing flowering strips beside the apple orchards.',
        ]),
      ),
    );
    expect(summary.split(/(?<=[.!?])\s/u)[0], summary).toMatch(/^This work shows that wild bee pollination raises/u);
  });
});
