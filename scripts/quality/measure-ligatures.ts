/*
 * ADR 186: how many ligature traces the text of each PDF in test/fixtures/documents carries — as
 * pdf.js gives it (its own normalisation off, pages assembled as the extractor does, no repair) and
 * as the app extracts it (`extractPdf`). Counted per file:
 * - forms: the presentation forms U+FB00–FB06 ("ﬁ", "ﬂ", …);
 * - pua / ctl: private-use (U+E000–U+F8FF) and C0 control characters (a glyph without text);
 * - split: two words that are one with a ligature put back between them ("de ne" → "define"), by a
 *   fixed list of English stems and by the document itself (the joined word written whole in it);
 * - lost: a word that is one of the document's words written whole minus "fi", "fl", "ff", "ffi" or
 *   "ffl" ("dene" where the document writes "define"), and the fixed forms "dene", "rst", "nd", …
 * Then the loss simulated on each extracted text — every "ffi", "ffl", "ff", "fi", "fl" read as a
 * space, or dropped — and repaired with `repairLigatures`: the words that differ from the text as
 * printed, before and after the repair, and examples of the words the repair made that are wrong.
 * Run: npx tsx scripts/quality/measure-ligatures.ts [file.pdf …]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { assemblePageText, extractPdf } from '../../apps/server/src/modules/pipeline/steps/extract/extract-pdf.ts';
import { repairLigatures } from '../../apps/server/src/modules/pipeline/steps/extract/ligatures.ts';
import { loadPdfjs } from '../../apps/server/src/modules/pipeline/steps/extract/load-pdfjs.ts';

const DIR = 'test/fixtures/documents';
const LIGATURES = ['ffi', 'ffl', 'ff', 'fi', 'fl'];

const FIXED_SPLIT =
  /\b(de|con|ef|in|signi|speci|of|di|e|su|o|re|pro|bene|identi|classi|modi|veri|simpli|ampli|justi)\s(ne|ned|nes|ning|nition|nitions|nite|cient|ciency|cation|cations|ce|ces|cial|fer|ferent|ference|rst|ow|ows|oat|uence|ect|ects|ective|ed|es|ing|cult|culty|nal|nally|eld|elds|gure|gures|ne|ning|xed|nd)\b/giu;
const FIXED_LOST =
  /\b(dene|dened|denes|denition|denitions|rst|nd|nds|eld|elds|nal|nally|gure|gures|eect|eects|oce|dierent|dierence|specic|specically|signicant|ecient|uence|conict|conicts|ow|oat|identied|classied|modied|xed)\b/gu;

interface Counts {
  forms: number;
  pua: number;
  ctl: number;
  splitFixed: number;
  splitDoc: number;
  lostFixed: number;
  lostDoc: number;
  examples: string[];
}

function count(pages: readonly string[]): Counts {
  const text = pages.join('\n');
  const words = new Map<string, number>();
  for (const [word] of text.toLowerCase().matchAll(/\p{L}+/gu)) words.set(word, (words.get(word) ?? 0) + 1);
  const examples: string[] = [];
  let splitDoc = 0;
  for (const match of text.matchAll(/(?<=^|[^\p{L}])(\p{Ll}+) (\p{Ll}+)(?=$|[^\p{L}])/gu)) {
    const [, a = '', b = ''] = match;
    const joined = LIGATURES.map((ligature) => a + ligature + b).find((word) => (words.get(word) ?? 0) > 0);
    if (joined) {
      splitDoc += 1;
      if (examples.length < 4) examples.push(`${a} ${b}→${joined}`);
    }
  }
  let lostDoc = 0;
  const lostForms = new Map<string, string>();
  for (const word of words.keys()) {
    if (!/[fi]/u.test(word) || !/ff|fi|fl/u.test(word)) continue;
    for (const ligature of LIGATURES)
      for (let at = word.indexOf(ligature); at >= 0; at = word.indexOf(ligature, at + 1)) {
        const lost = word.slice(0, at) + word.slice(at + ligature.length);
        if (lost.length >= 3 && words.has(lost) && !lostForms.has(lost)) lostForms.set(lost, word);
      }
  }
  for (const [lost, whole] of lostForms) {
    lostDoc += words.get(lost) ?? 0;
    if (examples.length < 8) examples.push(`${lost}→${whole}`);
  }
  return {
    forms: text.match(/[\ufb00-\ufb06]/gu)?.length ?? 0,
    pua: text.match(/[\ue000-\uf8ff]/gu)?.length ?? 0,
    // C0 controls but a tab and the line ends
    ctl: [...text].filter((char) => char.charCodeAt(0) < 32 && !'\t\n\r'.includes(char)).length,
    splitFixed: text.match(FIXED_SPLIT)?.length ?? 0,
    splitDoc,
    lostFixed: text.match(FIXED_LOST)?.length ?? 0,
    lostDoc,
    examples,
  };
}

/** The pages as pdf.js gives them with its normalisation off, assembled as prose, nothing repaired. */
async function rawPages(bytes: Uint8Array): Promise<string[]> {
  const { getDocument, VerbosityLevel } = await loadPdfjs();
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS, disableFontFace: true });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent({ disableNormalization: true });
      pages.push(assemblePageText(content.items));
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

const row = (name: string, stage: string, c: Counts): string =>
  `| ${name} | ${stage} | ${c.forms} | ${c.pua} | ${c.ctl} | ${c.splitFixed} | ${c.splitDoc} | ${c.lostFixed} | ${c.lostDoc} | ${c.examples.join(', ')} |`;

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(DIR)
      .filter((name) => name.endsWith('.pdf'))
      .map((name) => join(DIR, name));
console.log('| file | text | forms | pua | ctl | split (list) | split (doc) | lost (list) | lost (doc) | examples |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
const extracted = new Map<string, string[]>();
for (const file of files) {
  const bytes = new Uint8Array(readFileSync(file));
  const name = basename(file);
  try {
    console.log(row(name, 'pdf.js raw', count(await rawPages(bytes))));
    const { passages } = await extractPdf(bytes);
    const pages = passages.map((passage) => passage.text);
    extracted.set(name, pages);
    console.log(row(name, 'extracted', count(pages)));
  } catch (error) {
    console.log(`| ${name} | refused: ${error instanceof Error ? error.message : String(error)} |`);
  }
}

/**
 * The words of each line read that its printed line does not have (as many times as they are read),
 * and of those, the words the repair made: in neither the printed text nor the text as lost.
 */
function wrongWords(
  printed: readonly string[],
  read: readonly string[],
  lost: readonly string[] = read,
): { wrong: number; made: string[] } {
  const known = new Set([...printed, ...lost].join('\n').split(/\s+/u));
  let wrong = 0;
  const made: string[] = [];
  for (const [index, page] of printed.entries()) {
    const printedLines = page.split('\n');
    for (const [at, line] of (read[index] ?? '').split('\n').entries()) {
      const left = new Map<string, number>();
      for (const word of (printedLines[at] ?? '').split(/\s+/u)) left.set(word, (left.get(word) ?? 0) + 1);
      for (const word of line.split(/\s+/u)) {
        const times = left.get(word) ?? 0;
        if (times > 0) left.set(word, times - 1);
        else {
          wrong += 1;
          if (!known.has(word) && made.length < 8) made.push(word);
        }
      }
    }
  }
  return { wrong, made };
}

console.log('\n| file | loss | words with a ligature | wrong before repair | wrong after | wrongly made (examples) |');
console.log('|---|---|---|---|---|---|');
for (const [name, pages] of extracted) {
  const withLigature = pages.join(' ').match(/\S*(?:ff|fi|fl)\S*/gu)?.length ?? 0;
  for (const [loss, by] of [
    ['space', ' '],
    ['dropped', ''],
  ] as const) {
    const lost = pages.map((page) => page.replace(/ffi|ffl|ff|fi|fl/gu, by).replace(/ {2,}/gu, ' '));
    const before = wrongWords(pages, lost);
    const after = wrongWords(pages, repairLigatures(lost), lost);
    console.log(
      `| ${name} | ${loss} | ${withLigature} | ${before.wrong} | ${after.wrong} | ${after.made.join(', ')} |`,
    );
  }
}
