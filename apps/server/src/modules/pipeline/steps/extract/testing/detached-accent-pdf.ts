import { writePdfFile } from './pdf-file.ts';
/*
 * A PDF whose accents are drawn the way LaTeX's OT1-encoded fonts (Computer Modern without
 * \usepackage[T1]{fontenc}) draw them: the accent is a glyph of its own (tilde, acute, grave,
 * circumflex, dieresis; WinAnsi codes of the same glyph names), shown before its letter with a
 * kern back so the letter sits under it, and a cedilla shown after its letter. pdf.js then reads
 * "s˜ao", "´e" and "func¸ ˜oes". Built at test time so no binary needs a licence.
 */

/** Accents drawn above their letter, by combining mark → WinAnsi byte of the spacing glyph. */
const ABOVE: Record<string, number> = {
  '\u0303': 0x98, // tilde
  '\u0301': 0xb4, // acute
  '\u0300': 0x60, // grave
  '\u0302': 0x88, // circumflex
  '\u0308': 0xa8, // dieresis
};
/** Accents drawn below, after their letter. */
const BELOW: Record<string, number> = { '\u0327': 0xb8 }; // cedilla

// Times-Roman widths (1/1000 em) of the accent glyphs: the kern back that puts them over the letter
const ACCENT_WIDTH = 333;

function escapeByte(byte: number): string {
  if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`;
  if (byte < 0x20 || byte > 0x7e) return `\\${byte.toString(8).padStart(3, '0')}`;
  return String.fromCharCode(byte);
}

/** One line as a TJ array: plain letters in runs, each accent a glyph of its own with a kern. */
function lineToTj(line: string): string {
  const parts: string[] = [];
  let run = '';
  const flush = (): void => {
    if (run !== '') parts.push(`(${run})`);
    run = '';
  };
  for (const cluster of line.normalize('NFD').match(/\P{M}\p{M}*/gu) ?? []) {
    const base = cluster.charAt(0);
    const marks = [...cluster.slice(1)];
    const above = marks.map((mark) => ABOVE[mark]).filter((byte) => byte !== undefined);
    const below = marks.map((mark) => BELOW[mark]).filter((byte) => byte !== undefined);
    if (above.length === 0 && below.length === 0) {
      run += escapeByte(base.charCodeAt(0));
      continue;
    }
    flush();
    // TeX's \~a: the accent, a kern back over it, then the letter (a dotless i under an accent)
    for (const byte of above) parts.push(`(${escapeByte(byte)}) ${ACCENT_WIDTH}`);
    parts.push(`(${escapeByte((base === 'i' && above.length > 0 ? 'ı' : base).charCodeAt(0) & 0xff)})`);
    // TeX's \c c: the letter, then the cedilla moved back under it
    for (const byte of below) parts.push(`${ACCENT_WIDTH} (${escapeByte(byte)})`);
  }
  flush();
  return `[${parts.join(' ')}] TJ`;
}

/** A one-page PDF of the given lines, set in Times-Roman with detached accents. */
export function buildDetachedAccentPdf(lines: string[]): Uint8Array {
  const commands = ['BT /F1 11 Tf 14 TL 60 732 Td'];
  for (const line of lines) commands.push(line === '' ? 'T*' : `${lineToTj(line)} T*`);
  commands.push('ET');
  const stream = commands.join('\n');
  // the dotless i is not in WinAnsi: a Differences entry maps byte 0x31 ("1" is not used in the lines) to it
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [49 /dotlessi] >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  return writePdfFile(objects);
}
