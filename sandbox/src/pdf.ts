/**
 * The sandbox's one PDF writer: a one-page Letter document of Helvetica text lines, generated in code so the
 * sandbox serves real files without binary assets. Text is written as latin1, so callers pass ASCII (or latin1).
 */
export interface PdfTextLine {
  size: number;
  /** Baseline, in points from the bottom of the page; every line starts 72 points (one inch) from the left. */
  y: number;
  text: string;
}

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

export function onePagePdf(lines: readonly PdfTextLine[]): Buffer {
  const content = lines
    .map(({ size, y, text }) => `BT /F1 ${size} Tf 72 ${y} Td (${escapePdfText(text)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
