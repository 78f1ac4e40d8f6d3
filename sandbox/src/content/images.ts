import { flavourPalette } from '../catalog/flavours.ts';
import { escapeXml } from '../catalog/images.ts';
import { placedScenes } from '../catalog/product-art.ts';

/**
 * Generated content images (SVG): a coloured field with soft circles and candy drawn as the product
 * pictures are (catalog/product-art.ts). The headline is not drawn: the page sets it in HTML over the
 * image. Deterministic: same input, same bytes.
 */

export const HERO_IMAGE_SIZE = { width: 1200, height: 500 } as const;

export interface HeroArt {
  /** The headline the image goes with (its aria-label). */
  title: string;
  hue: number;
}

const fill = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360}, ${saturation}%, ${lightness}%)`;

/** The candy on the right-hand side: an open box of chocolates and truffles, drawn as the product pictures are. */
function candies(): { defs: string; body: string } {
  return placedScenes('hero', [
    {
      art: { kind: 'box', palette: flavourPalette('box', 'Milk Chocolate Assortment'), seed: 'hero-box' },
      shot: 'hero',
      x: 820,
      y: 60,
      size: 390,
    },
    {
      art: {
        kind: 'truffle',
        palette: flavourPalette('truffle', 'Dark Chocolate Sea Salt Truffles'),
        seed: 'hero-truffles',
      },
      shot: 'hero',
      x: 600,
      y: 200,
      size: 300,
    },
  ]);
}

/** The home-page hero background (1200×500): room for the page's headline on the left, candies on the right. */
export function heroSvg(art: HeroArt): string {
  const { width, height } = HERO_IMAGE_SIZE;
  const { defs, body } = candies();
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(art.title)}">`,
    defs,
    `<rect width="${width}" height="${height}" fill="${fill(art.hue, 55, 40)}"/>`,
    `<circle cx="${width * 0.78}" cy="${height * 0.5}" r="${height * 0.46}" fill="${fill(art.hue, 65, 58)}" opacity="0.55"/>`,
    `<circle cx="${width * 0.08}" cy="${height * 0.9}" r="${height * 0.28}" fill="${fill(art.hue + 40, 70, 65)}" opacity="0.35"/>`,
    `<circle cx="${width * 0.55}" cy="${height * 0.12}" r="${height * 0.12}" fill="${fill(art.hue + 300, 70, 75)}" opacity="0.45"/>`,
    body,
    '</svg>',
  ].join('');
}
