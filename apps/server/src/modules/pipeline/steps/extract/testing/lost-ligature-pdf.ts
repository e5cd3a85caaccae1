import { writePdfFile } from './pdf-file.ts';
/*
 * A PDF whose ligature glyphs carry no text (ADR 137): each of "ffi", "ffl", "ff", "fi", "fl" is
 * drawn as one glyph of a Times-Roman font, under a glyph name no table knows (as an embedded
 * subset's "g31"), in one of two ways fonts are really made:
 * - `'dropped'`: a ToUnicode CMap maps the ligature codes to a zero-width space, so pdf.js reads
 *   nothing at all for them ("nd" for "find");
 * - `'control'`: no ToUnicode, so pdf.js reads the code itself, a control character ("\u0001nd");
 * - `'space'`: a ToUnicode CMap maps the ligature codes to a space, so the word reads apart where
 *   its ligature was ("de ned", " nd", "con icts"; ADR 186).
 * Built at test time so no binary needs a licence.
 */

export type LigatureLoss = 'dropped' | 'control' | 'space';

/** Ligature → the byte it is drawn with (control codes, unused by the text). */
const LIGATURE_CODES: [string, number][] = [
  ['ffi', 1],
  ['ffl', 2],
  ['ff', 3],
  ['fi', 4],
  ['fl', 5],
];

function escapeByte(byte: number): string {
  if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`;
  if (byte < 0x20 || byte > 0x7e) return `\\${byte.toString(8).padStart(3, '0')}`;
  return String.fromCharCode(byte);
}

/** One line's bytes (WinAnsi's ASCII part), each ligature's letters (longest first) as its glyph's code. */
function encodeLine(line: string): string {
  let out = '';
  for (let at = 0; at < line.length;) {
    const ligature = LIGATURE_CODES.find(([letters]) => line.startsWith(letters, at));
    if (ligature) {
      out += escapeByte(ligature[1]);
      at += ligature[0].length;
    } else {
      out += escapeByte(line.charCodeAt(at) & 0xff);
      at += 1;
    }
  }
  return out;
}

const toUnicode = (target: string): string =>
  [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CMapName /Lost-Ligatures def /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    `${LIGATURE_CODES.length} beginbfchar`,
    ...LIGATURE_CODES.map(([, code]) => `<${code.toString(16).padStart(2, '0')}> <${target}>`),
    'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');

/** A PDF of the given pages of lines, set in Times-Roman with ligature glyphs that lose their text; as slides, each page's first line is its title. */
export function buildLostLigaturePdf(
  pages: string[][],
  loss: LigatureLoss,
  { slides = false }: { slides?: boolean } = {},
): Uint8Array {
  // a slide: a 4:3 landscape page whose first line is its title, set larger
  const [width, height] = slides ? [720, 540] : [612, 792];
  // codes 1–5 are the ligatures, as wide as their letters; the rest an average Times-Roman width (a space 250)
  const widths = Array.from({ length: 255 }, (_, index) =>
    index < 5 ? [833, 833, 666, 556, 556][index] : index + 1 === 32 ? 250 : 480,
  );
  const differences = `[1 ${LIGATURE_CODES.map((_, index) => `/g${31 + index}`).join(' ')}]`;
  const cmap = toUnicode(loss === 'space' ? '0020' : '200B');
  const toUnicodeEntry = loss === 'control' ? '' : ' /ToUnicode 4 0 R';
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${5 + index * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /FirstChar 1 /LastChar 255 /Widths [${widths.join(' ')}] /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${differences} >>${toUnicodeEntry} >>`,
    `<< /Length ${Buffer.byteLength(cmap, 'latin1')} >>\nstream\n${cmap}\nendstream`,
  ];
  for (const [index, lines] of pages.entries()) {
    const commands = [`BT /F1 11 Tf 14 TL 60 ${height - 60} Td`];
    for (const [at, line] of lines.entries()) {
      if (slides) commands.push(at === 0 ? '/F1 20 Tf 26 TL' : '/F1 11 Tf 14 TL');
      commands.push(line === '' ? 'T*' : `(${encodeLine(line)}) Tj T*`);
    }
    commands.push('ET');
    const stream = commands.join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${6 + index * 2} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  }
  return writePdfFile(objects);
}
