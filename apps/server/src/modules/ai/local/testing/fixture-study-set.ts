import { QUESTION_TYPES } from '@mnemo/domain/languages';
import { readMaterialFile } from '../../../pipeline/read-material-file.ts';
import { fixturePath } from '../../../pipeline/steps/extract/testing/fixtures.ts';
import { analyzeMaterial, type DocumentAnalysis } from '../analyze-material.ts';
import { buildStudySet, type StudySet } from '../study-set.ts';

const loaded = new Map<string, Promise<{ analysis: DocumentAnalysis; set: StudySet }>>();

/**
 * A fixture (a path under test/fixtures) read as an upload reads it, analysed, and its study set
 * built with every question type; each file once per test process.
 */
export function loadFixtureStudySet(file: string): Promise<{ analysis: DocumentAnalysis; set: StudySet }> {
  let found = loaded.get(file);
  if (!found) {
    found = readMaterialFile(fixturePath(file)).then(({ chunks, outline }) => {
      const analysis = analyzeMaterial(chunks, undefined, outline);
      return { analysis, set: buildStudySet(analysis, analysis.language, QUESTION_TYPES) };
    });
    loaded.set(file, found);
  }
  return found;
}
