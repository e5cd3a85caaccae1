/*
 * A small text PDF made here, for warming a thread's PDF extraction before the first upload
 * (worker-tasks.ts `warmUp`, ADR 091): reading it loads pdf.js and its worker module and runs the
 * text path (page tree, content stream, standard font, text assembly, language detection) once,
 * so the first learner's document does not pay for that. Its text is ordinary prose, long
 * enough to count as a text page and to be given a language.
 */

const LINES = [
  'Spaced repetition schedules each review just before a memory would fade.',
  'A card answered with ease comes back after a longer interval than the last one.',
  'A card forgotten comes back soon, and its interval starts to grow again from there.',
  'Reading a chapter once and testing yourself on it later beats reading it twice.',
];

/** The bytes of a one-page PDF with a few lines of text in Helvetica, with a correct cross-reference table. */
export function buildWarmUpPdf(): Uint8Array {
  const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT',
    '/F1 12 Tf',
    '72 720 Td',
    '16 TL',
    ...LINES.map((line) => `(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Title (Warm-up) >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}
