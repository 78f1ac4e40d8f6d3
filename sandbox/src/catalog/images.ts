import type { Shape } from './families.ts';
import { onePagePdf } from '../pdf.ts';

/**
 * Generated SVG images: a candy-ish shape in the product's colour with its name underneath.
 * Deterministic (same input, same bytes), so the storefront and its tests can rely on them.
 */

export const IMAGE_SIZES: Record<string, { width: number; height: number }> = {
  large: { width: 800, height: 800 },
  medium: { width: 400, height: 400 },
  small: { width: 160, height: 160 },
  swatch: { width: 64, height: 38 },
};

export interface ProductArt {
  label: string;
  hue: number;
  shape: Shape;
  viewType: string;
  /** 1-based image number: later images show the candy from another "angle". */
  index: number;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

/** Splits a label into lines of at most `max` characters, on word boundaries. */
export function wrapLabel(label: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

const fill = (hue: number, saturation: number, lightness: number) => `hsl(${Math.round(hue)}, ${saturation}%, ${lightness}%)`;

function shapeMarkup(shape: Shape, hue: number, cx: number, cy: number, scale: number): string {
  const main = fill(hue, 62, 42);
  const light = fill(hue, 70, 62);
  const dark = fill(hue, 55, 28);
  const s = (value: number) => (value * scale).toFixed(1);
  switch (shape) {
    case 'truffle':
      return `<circle cx="${cx}" cy="${cy}" r="${s(62)}" fill="${main}"/><circle cx="${cx - 20 * scale}" cy="${cy - 22 * scale}" r="${s(16)}" fill="${light}" opacity="0.7"/><path d="M${cx - 40 * scale} ${cy + 8 * scale} q${s(20)} ${s(-18)} ${s(40)} 0 t${s(40)} 0" stroke="${light}" stroke-width="${s(6)}" fill="none" stroke-linecap="round"/>`;
    case 'bar':
      return `<rect x="${cx - 90 * scale}" y="${cy - 55 * scale}" width="${s(180)}" height="${s(110)}" rx="${s(10)}" fill="${main}"/>${[0, 1, 2]
        .flatMap((col) =>
          [0, 1].map(
            (row) =>
              `<rect x="${(cx - 80 * scale + col * 56 * scale).toFixed(1)}" y="${(cy - 45 * scale + row * 47 * scale).toFixed(1)}" width="${s(48)}" height="${s(40)}" rx="${s(5)}" fill="${light}" opacity="0.45"/>`,
          ),
        )
        .join('')}`;
    case 'cluster':
      return [
        [-35, 10, 40],
        [30, 15, 44],
        [0, -30, 38],
        [-5, 40, 30],
      ]
        .map(([dx, dy, r], index) => `<circle cx="${(cx + dx! * scale).toFixed(1)}" cy="${(cy + dy! * scale).toFixed(1)}" r="${s(r!)}" fill="${index % 2 ? dark : main}"/>`)
        .join('');
    case 'lollipop':
      return `<rect x="${cx - 5 * scale}" y="${cy + 30 * scale}" width="${s(10)}" height="${s(110)}" rx="${s(5)}" fill="#f4efe6" stroke="#d8cfc0"/><circle cx="${cx}" cy="${cy - 20 * scale}" r="${s(70)}" fill="${main}"/><path d="M${cx} ${cy - 20 * scale} m${s(-50)} 0 a${s(50)} ${s(50)} 0 1 1 ${s(100)} 0 a${s(38)} ${s(38)} 0 1 1 ${s(-76)} 0 a${s(26)} ${s(26)} 0 1 1 ${s(52)} 0 a${s(14)} ${s(14)} 0 1 1 ${s(-28)} 0" stroke="${light}" stroke-width="${s(9)}" fill="none"/>`;
    case 'drop':
      return `<path d="M${cx - 95 * scale} ${cy} l${s(30)} ${s(-22)} v${s(44)} z M${cx + 95 * scale} ${cy} l${s(-30)} ${s(-22)} v${s(44)} z" fill="${light}"/><ellipse cx="${cx}" cy="${cy}" rx="${s(68)}" ry="${s(48)}" fill="${main}"/><ellipse cx="${cx - 22 * scale}" cy="${cy - 16 * scale}" rx="${s(18)}" ry="${s(9)}" fill="#ffffff" opacity="0.5"/>`;
    case 'box':
      return `<rect x="${cx - 85 * scale}" y="${cy - 60 * scale}" width="${s(170)}" height="${s(120)}" rx="${s(8)}" fill="${main}"/><rect x="${cx - 12 * scale}" y="${cy - 60 * scale}" width="${s(24)}" height="${s(120)}" fill="${light}"/><rect x="${cx - 85 * scale}" y="${cy - 12 * scale}" width="${s(170)}" height="${s(24)}" fill="${light}"/><path d="M${cx} ${cy - 60 * scale} c${s(-40)} ${s(-40)} ${s(-60)} ${s(-5)} 0 0 c${s(40)} ${s(-40)} ${s(60)} ${s(-5)} 0 0" fill="${dark}"/>`;
    case 'card':
      return `<rect x="${cx - 100 * scale}" y="${cy - 62 * scale}" width="${s(200)}" height="${s(124)}" rx="${s(14)}" fill="${main}"/><rect x="${cx - 100 * scale}" y="${cy - 30 * scale}" width="${s(200)}" height="${s(16)}" fill="${light}"/><text x="${cx}" y="${cy + 30 * scale}" font-family="Georgia, serif" font-size="${s(22)}" fill="#ffffff" text-anchor="middle">GIFT CARD</text>`;
    case 'paper':
      return `<rect x="${cx - 65 * scale}" y="${cy - 85 * scale}" width="${s(130)}" height="${s(170)}" rx="${s(4)}" fill="#ffffff" stroke="${main}" stroke-width="${s(4)}"/>${[
        0, 1, 2, 3, 4,
      ]
        .map(
          (line) =>
            `<rect x="${cx - 45 * scale}" y="${(cy - 55 * scale + line * 26 * scale).toFixed(1)}" width="${s(line === 0 ? 90 : 70)}" height="${s(8)}" rx="${s(4)}" fill="${line === 0 ? main : light}"/>`,
        )
        .join('')}`;
  }
}

/** A product image; the viewBox is 400×400 and width/height give the view type's pixel size. */
export function productSvg(art: ProductArt): string {
  const size = IMAGE_SIZES[art.viewType] ?? IMAGE_SIZES.large!;
  const hue = (art.hue + (art.index - 1) * 18) % 360;
  const copies = ((art.index - 1) % 3) + 1;
  const positions = [
    [[200, 170]],
    [
      [150, 160],
      [255, 185],
    ],
    [
      [130, 150],
      [270, 150],
      [200, 215],
    ],
  ][copies - 1]!;
  const scale = copies === 1 ? 1 : copies === 2 ? 0.72 : 0.58;
  const lines = wrapLabel(art.label, 22);
  const text = lines
    .map(
      (line, index) =>
        `<text x="200" y="${322 + index * 24 - (lines.length - 1) * 8}" font-family="Georgia, 'Times New Roman', serif" font-size="20" fill="${fill(hue, 45, 22)}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(art.label)}">`,
    `<rect width="400" height="400" fill="${fill(hue, 70, 95)}"/>`,
    `<circle cx="200" cy="170" r="135" fill="${fill(hue, 65, 88)}"/>`,
    positions.map(([x, y]) => shapeMarkup(art.shape, hue, x!, y!, scale)).join(''),
    text,
    '</svg>',
  ].join('');
}

/** A variation swatch (64×38): the value's colour, striped for gift wrap. */
export function swatchSvg(label: string, hue: number, striped: boolean): string {
  const stripes = striped ? `<path d="M0 30 L30 0 M20 38 L58 0 M44 38 L64 18" stroke="#ffffff" stroke-width="5" opacity="0.6"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="38" viewBox="0 0 64 38" role="img" aria-label="${escapeXml(label)}"><rect width="64" height="38" rx="4" fill="${fill(hue, 65, 52)}"/>${stripes}</svg>`;
}

/** A category image (600×300) or a mega-menu banner (270×360) with the name. */
export function categorySvg(label: string, hue: number, banner: boolean): string {
  const width = banner ? 270 : 600;
  const height = banner ? 360 : 300;
  const lines = wrapLabel(label, banner ? 14 : 28);
  const text = lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${height - 60 + index * 30 - (lines.length - 1) * 15}" font-family="Georgia, 'Times New Roman', serif" font-size="26" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="${width}" height="${height}" fill="${fill(hue, 55, 45)}"/>`,
    `<circle cx="${width * 0.2}" cy="${height * 0.3}" r="${height * 0.22}" fill="${fill(hue, 70, 65)}" opacity="0.6"/>`,
    `<circle cx="${width * 0.78}" cy="${height * 0.25}" r="${height * 0.15}" fill="${fill((hue + 40) % 360, 70, 70)}" opacity="0.6"/>`,
    `<circle cx="${width * 0.55}" cy="${height * 0.45}" r="${height * 0.1}" fill="${fill((hue + 300) % 360, 70, 75)}" opacity="0.6"/>`,
    text,
    '</svg>',
  ].join('');
}

/** A sales material to print: its title and a line of text, in ASCII (the PDF's text is latin1). */
export function materialPdf(title: string, text: string): Buffer {
  const ascii = (value: string) => value.replace(/[’‘]/g, "'").replace(/[^\x20-\x7e]/g, '');
  return onePagePdf([
    { size: 26, y: 700, text: ascii(title) },
    { size: 13, y: 660, text: ascii(text) },
  ]);
}
