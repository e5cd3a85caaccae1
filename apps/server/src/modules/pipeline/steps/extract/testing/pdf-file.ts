/**
 * The bytes of a hand-written PDF whose objects are numbered from 1 in the order given: the header,
 * each object, the cross-reference table and the trailer naming the catalog (and the document
 * information, when there is one). The test PDFs' builders share it.
 */
export function writePdfFile(
  objects: readonly string[],
  { root = 1, info = null, header = '%PDF-1.4\n' }: { root?: number; info?: number | null; header?: string } = {},
): Uint8Array {
  let body = header;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R${info !== null ? ` /Info ${info} 0 R` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
