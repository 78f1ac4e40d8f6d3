import { escapeXml } from '../catalog/images.ts';

/**
 * Generated content images (SVG), in the style of the catalog's category images: a coloured field
 * with soft circles and a few candies. The headline is not drawn: the page sets it in HTML over the
 * image. Deterministic: same input, same bytes.
 */

export const HERO_IMAGE_SIZE = { width: 1200, height: 500 } as const;

export interface HeroArt {
  /** The headline the image goes with (its aria-label). */
  title: string;
  hue: number;
}

const fill = (hue: number, saturation: number, lightness: number) => `hsl(${Math.round(hue) % 360}, ${saturation}%, ${lightness}%)`;

/** A swirl lollipop, a truffle and a wrapped drop on the right-hand side of the banner. */
function candies(hue: number): string {
  const pop = (cx: number, cy: number, r: number, h: number) =>
    `<rect x="${cx - 6}" y="${cy + r - 6}" width="12" height="${r * 1.6}" rx="6" fill="#f4efe6"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill(h, 65, 50)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.66}" fill="none" stroke="${fill(h, 75, 72)}" stroke-width="${r * 0.14}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="none" stroke="${fill(h, 75, 72)}" stroke-width="${r * 0.14}"/>`;
  const truffle = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(20, 45%, 24%)"/>` +
    `<path d="M${cx - r * 0.6} ${cy + r * 0.1} q${r * 0.3} ${-r * 0.3} ${r * 0.6} 0 t${r * 0.6} 0" stroke="hsl(25, 50%, 55%)" stroke-width="${r * 0.1}" fill="none" stroke-linecap="round"/>`;
  const drop = (cx: number, cy: number, rx: number, h: number) =>
    `<path d="M${cx - rx - 34} ${cy} l26 -20 v40 z M${cx + rx + 34} ${cy} l-26 -20 v40 z" fill="${fill(h, 70, 75)}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.7}" fill="${fill(h, 65, 55)}"/>`;
  return [pop(930, 190, 95, hue + 20), truffle(1075, 330, 62), drop(800, 380, 58, hue + 160), truffle(1110, 130, 38)].join('');
}

/** The home-page hero background (1200×500): room for the page's headline on the left, candies on the right. */
export function heroSvg(art: HeroArt): string {
  const { width, height } = HERO_IMAGE_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(art.title)}">`,
    `<rect width="${width}" height="${height}" fill="${fill(art.hue, 55, 40)}"/>`,
    `<circle cx="${width * 0.78}" cy="${height * 0.5}" r="${height * 0.46}" fill="${fill(art.hue, 65, 58)}" opacity="0.55"/>`,
    `<circle cx="${width * 0.08}" cy="${height * 0.9}" r="${height * 0.28}" fill="${fill(art.hue + 40, 70, 65)}" opacity="0.35"/>`,
    `<circle cx="${width * 0.55}" cy="${height * 0.12}" r="${height * 0.12}" fill="${fill(art.hue + 300, 70, 75)}" opacity="0.45"/>`,
    candies(art.hue),
    '</svg>',
  ].join('');
}
