import { describe, expect, it } from 'vitest';
import { materialPdf } from '../src/catalog/images.ts';
import { onePagePdf } from '../src/pdf.ts';

const xrefPointsAtObjects = (pdf: string) => {
  const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
  expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
  expect(offsets).toHaveLength(5);
  offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
};

describe('the one PDF writer', () => {
  it('escapes backslashes and parentheses and keeps the cross-reference table right', () => {
    const pdf = onePagePdf([
      { size: 20, y: 700, text: 'Caramels (salted) \\ fudge' },
      { size: 12, y: 680, text: 'plain' },
    ]).toString('latin1');
    expect(pdf).toContain(
      'BT /F1 20 Tf 72 700 Td (Caramels \\(salted\\) \\\\ fudge) Tj ET\nBT /F1 12 Tf 72 680 Td (plain) Tj ET',
    );
    const length = Number(/\/Length (\d+)/.exec(pdf)![1]);
    expect(pdf.slice(pdf.indexOf('stream\n') + 7).indexOf('\nendstream')).toBe(length);
    xrefPointsAtObjects(pdf);
  });

  it('writes a sales material in ASCII: curly apostrophes become straight, other characters are dropped', () => {
    const pdf = materialPdf('Grandma’s Fudge', 'Crème – rich').toString('latin1');
    expect(pdf).toContain("(Grandma's Fudge) Tj");
    expect(pdf).toContain('(Crme  rich) Tj');
    xrefPointsAtObjects(pdf);
  });
});
