import { createRandom, type Random } from '../seed/random.ts';
import {
  CHOCOLATE,
  darken,
  lighten,
  luminance,
  mix,
  MULTI_COLOURS,
  type ArtKind,
  type Palette,
  type Topping,
} from './flavours.ts';
import { escapeXml, IMAGE_SIZES } from './images.ts';

/**
 * Product pictures drawn as SVG: the candy of the product's kind in its flavour's colours, lit from the
 * top left (radial and linear gradients, a highlight, a soft shadow on the table), with no text in the
 * picture. Each product has three shots: the candy (hero), its packaging and a close-up. Deterministic:
 * the same art gives the same bytes (the arrangement comes from a seeded random generator).
 */

export type Shot = 'hero' | 'package' | 'closeup';
export type Wrap = 'standard' | 'gift';

export interface ProductArt {
  /** The picture's accessible name (the SVG's aria-label); never drawn. */
  label: string;
  kind: ArtKind;
  palette: Palette;
  viewType: string;
  shot: Shot;
  /** Seeds the arrangement: a product's fourth image is another hero than its first. */
  seed: string;
  /** Mirrors the picture, so a later image of the same shot looks taken from the other side. */
  mirrored?: boolean;
  /** The gift wrap the packaging shot shows (a gift-wrap variation value); the product's own box without it. */
  wrap?: Wrap;
}

const SHOTS: Shot[] = ['hero', 'package', 'closeup'];

/** Image n (1-based) of a product: hero, package, close-up, then the same again from the other side. */
export function shotOf(index: number): { shot: Shot; mirrored: boolean } {
  return { shot: SHOTS[(index - 1) % SHOTS.length]!, mirrored: Math.floor((index - 1) / SHOTS.length) % 2 === 1 };
}

/** Gift wrap: burgundy paper with white dots and a gold ribbon. */
const GIFT_PAPER = '#8e1b2e';
const GOLD = '#d9b45a';
const KRAFT = '#c9a77c';
const PAPER_CUP = '#2a160d';

const r1 = (value: number) => Math.round(value * 10) / 10;

/** Collects the gradients, clip paths and patterns a picture uses; ids are unique within the picture. */
class Canvas {
  // Soft edges come from radial gradients rather than blur filters: a blur costs the raster renditions seconds.
  private readonly defs: string[] = [
    '<radialGradient id="shade"><stop offset="0" stop-color="#2a1408"/><stop offset="0.5" stop-color="#2a1408" stop-opacity="0.75"/><stop offset="1" stop-color="#2a1408" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="glint"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0.8"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
  ];
  private next = 0;
  constructor(readonly random: Random) {}

  private id(): string {
    this.next += 1;
    return `a${this.next}`;
  }

  private stops(stops: Array<[number, string, number?]>): string {
    return stops
      .map(
        ([offset, colour, opacity]) =>
          `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
      )
      .join('');
  }

  radial(stops: Array<[number, string, number?]>, focus = 'cx="0.4" cy="0.35" r="0.7" fx="0.32" fy="0.26"'): string {
    const id = this.id();
    this.defs.push(`<radialGradient id="${id}" ${focus}>${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  linear(stops: Array<[number, string, number?]>, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  dots(colour: string, background: string): string {
    const id = this.id();
    this.defs.push(
      `<pattern id="${id}" width="22" height="22" patternUnits="userSpaceOnUse"><rect width="22" height="22" fill="${background}"/><circle cx="5" cy="5" r="3" fill="${colour}"/><circle cx="16" cy="16" r="3" fill="${colour}"/></pattern>`,
    );
    return `url(#${id})`;
  }

  /** A glossy sphere's fill: light at the top left, the colour, dark at the rim. */
  sphere(colour: string): string {
    return this.radial([
      [0, lighten(colour, 0.5)],
      [0.3, lighten(colour, 0.12)],
      [0.72, colour],
      [1, darken(colour, 0.5)],
    ]);
  }

  /** A flat face lit from the top left. */
  face(colour: string, light = 0.18, dark = 0.22): string {
    return this.linear(
      [
        [0, lighten(colour, light)],
        [1, darken(colour, dark)],
      ],
      1,
      1,
    );
  }

  between(min: number, max: number): number {
    return min + this.random.next() * (max - min);
  }

  markup(): string {
    return `<defs>${this.defs.join('')}</defs>`;
  }
}

const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.32) =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx * 1.2 + 6)}" ry="${r1(ry * 1.3 + 6)}" fill="url(#shade)" opacity="${opacity}"/>`;

const highlight = (cx: number, cy: number, rx: number, ry: number, angle = -30, opacity = 0.55) =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx * 1.2)}" ry="${r1(ry * 1.3)}" transform="rotate(${angle} ${r1(cx)} ${r1(cy)})" fill="url(#glint)" opacity="${opacity}"/>`;

const points = (list: Array<[number, number]>) => list.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');

/** The colour pieces of a mixed box or a fruit mix take, in turn. */
function pieceColours(palette: Palette): string[] {
  return palette.multi ? MULTI_COLOURS : [palette.body, palette.accent, lighten(palette.body, 0.12), palette.accent2];
}

/** The chocolates of a mixed box: dark, milk and white beside the flavour; a dark box stays dark. */
function assortment(palette: Palette): string[] {
  if (palette.multi) return MULTI_COLOURS;
  return palette.body === CHOCOLATE.dark
    ? [CHOCOLATE.dark, lighten(CHOCOLATE.dark, 0.12), palette.accent]
    : [CHOCOLATE.dark, palette.body, palette.accent, CHOCOLATE.white];
}

// ——— Chocolates ———

function topping(canvas: Canvas, kind: Topping, cx: number, cy: number, r: number, palette: Palette): string {
  const { random } = canvas;
  const clip = canvas.clip(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}"/>`);
  const inside = (spread: number, top: number): [number, number] => {
    const angle = canvas.between(Math.PI * 1.05, Math.PI * 1.95 + top);
    const distance = Math.sqrt(random.next()) * r * spread;
    return [cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance * 0.9];
  };
  switch (kind) {
    case 'drizzle': {
      const lines = [0, 1].map((line) => {
        const zigzag: Array<[number, number]> = Array.from({ length: 8 }, (_, index) => [
          cx - r * 0.95 + index * ((r * 1.9) / 7),
          cy - r * (0.62 - line * 0.28) + (index % 2 ? r * 0.26 : 0) + canvas.between(-0.05, 0.05) * r,
        ]);
        return `<polyline points="${points(zigzag)}" fill="none" stroke="${palette.accent}" stroke-width="${r1(r * 0.085)}" stroke-linejoin="round" stroke-linecap="round"/><polyline points="${points(zigzag.map(([x, y]) => [x - r * 0.015, y - r * 0.025]))}" fill="none" stroke="${lighten(palette.accent, 0.55)}" stroke-width="${r1(r * 0.025)}" stroke-linejoin="round" opacity="0.7"/>`;
      });
      return `<g clip-path="${clip}">${lines.join('')}</g>`;
    }
    case 'dust': {
      const colour = luminance(palette.accent) > 0.55 ? palette.accent : lighten(palette.body, 0.35);
      const specks = Array.from({ length: 70 }, () => {
        const [x, y] = inside(0.95, 1.2);
        return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * canvas.between(0.012, 0.03))}"/>`;
      });
      return `<g clip-path="${clip}" fill="${colour}" opacity="0.75">${specks.join('')}</g>`;
    }
    case 'flakes': {
      const flakes = Array.from({ length: 9 }, (_, index) => {
        const [x, y] = inside(0.75, 0);
        const size = r * canvas.between(0.05, 0.1);
        const colour = index % 3 === 2 ? palette.accent : palette.accent2;
        return `<polygon points="${points([
          [x - size, y + size * 0.3],
          [x + size * 0.2, y - size],
          [x + size, y + size * 0.5],
        ])}" fill="${colour}" stroke="${darken(colour, 0.15)}" stroke-width="0.6"/>`;
      });
      return flakes.join('');
    }
    case 'nuts': {
      const nut = canvas.sphere(palette.accent);
      const chips = Array.from({ length: 6 }, () => {
        const [x, y] = inside(0.7, 0);
        return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(r * 0.07)}" ry="${r1(r * 0.045)}" fill="${palette.accent2}" transform="rotate(${Math.round(canvas.between(-40, 40))} ${r1(x)} ${r1(y)})"/>`;
      });
      return `${chips.join('')}<ellipse cx="${r1(cx)}" cy="${r1(cy - r * 0.8)}" rx="${r1(r * 0.34)}" ry="${r1(r * 0.22)}" fill="${nut}"/><path d="M${r1(cx - r * 0.28)} ${r1(cy - r * 0.8)} Q${r1(cx)} ${r1(cy - r * 0.9)} ${r1(cx + r * 0.28)} ${r1(cy - r * 0.8)}" stroke="${darken(palette.accent, 0.35)}" stroke-width="${r1(r * 0.025)}" fill="none"/>`;
    }
    case 'sprinkles': {
      const rods = Array.from({ length: 18 }, (_, index) => {
        const [x, y] = inside(0.85, 0.6);
        const angle = canvas.between(0, Math.PI);
        const dx = Math.cos(angle) * r * 0.07;
        const dy = Math.sin(angle) * r * 0.07;
        return `<line x1="${r1(x - dx)}" y1="${r1(y - dy)}" x2="${r1(x + dx)}" y2="${r1(y + dy)}" stroke="${MULTI_COLOURS[index % MULTI_COLOURS.length]}"/>`;
      });
      return `<g clip-path="${clip}" stroke-width="${r1(r * 0.05)}" stroke-linecap="round">${rods.join('')}</g>`;
    }
    case 'swirl': {
      const colour = palette.body === CHOCOLATE.white ? darken(palette.body, 0.12) : lighten(palette.body, 0.18);
      const top = cy - r * 0.82;
      return `<path d="M${r1(cx - r * 0.42)} ${r1(top + r * 0.12)} C${r1(cx - r * 0.3)} ${r1(top - r * 0.12)} ${r1(cx + r * 0.05)} ${r1(top - r * 0.08)} ${r1(cx + r * 0.02)} ${r1(top + r * 0.06)} S${r1(cx + r * 0.36)} ${r1(top - r * 0.06)} ${r1(cx + r * 0.42)} ${r1(top + r * 0.1)}" fill="none" stroke="${colour}" stroke-width="${r1(r * 0.12)}" stroke-linecap="round"/><path d="M${r1(cx - r * 0.36)} ${r1(top + r * 0.06)} C${r1(cx - r * 0.26)} ${r1(top - r * 0.12)} ${r1(cx)} ${r1(top - r * 0.1)} ${r1(cx)} ${r1(top)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${r1(r * 0.035)}" stroke-linecap="round"/>`;
    }
  }
}

/** A fluted paper cup in front of a piece's lower half. */
function paperCup(canvas: Canvas, cx: number, cy: number, r: number, colour = PAPER_CUP): string {
  const top = cy + r * 0.3;
  const bottom = cy + r * 0.98;
  const left = cx - r * 1.04;
  const right = cx + r * 1.04;
  const fill = canvas.linear(
    [
      [0, darken(colour, 0.2)],
      [0.45, lighten(colour, 0.22)],
      [1, darken(colour, 0.35)],
    ],
    1,
    0,
  );
  const ridges = Array.from({ length: 11 }, (_, index) => {
    const t = (index + 1) / 12;
    const x1 = left + (right - left) * t;
    const y1 = top + r * 0.44 * t * (1 - t);
    const x2 = cx - r * 0.78 + r * 1.56 * t;
    const y2 = bottom + r * 0.2 * t * (1 - t);
    return `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}"/>`;
  });
  return `<path d="M${r1(left)} ${r1(top)} Q${r1(cx)} ${r1(top + r * 0.22)} ${r1(right)} ${r1(top)} L${r1(cx + r * 0.78)} ${r1(bottom)} Q${r1(cx)} ${r1(bottom + r * 0.1)} ${r1(cx - r * 0.78)} ${r1(bottom)} Z" fill="${fill}"/><g stroke="${darken(colour, 0.5)}" stroke-width="${r1(Math.max(0.8, r * 0.03))}" opacity="0.55">${ridges.join('')}</g><path d="M${r1(left)} ${r1(top)} Q${r1(cx)} ${r1(top + r * 0.22)} ${r1(right)} ${r1(top)}" fill="none" stroke="${lighten(colour, 0.35)}" stroke-width="${r1(Math.max(0.8, r * 0.03))}"/>`;
}

function truffle(canvas: Canvas, cx: number, cy: number, r: number, palette: Palette, cup = true): string {
  return [
    shadow(cx + r * 0.12, cy + r * 0.95, r * 1.05, r * 0.22),
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${canvas.sphere(palette.body)}"/>`,
    topping(canvas, palette.topping, cx, cy, r, palette),
    highlight(cx - r * 0.38, cy - r * 0.42, r * 0.26, r * 0.13),
    cup ? paperCup(canvas, cx, cy, r) : '',
  ].join('');
}

/** A truffle cut in half, its cut face turned to the front right: the shell round the flavoured ganache. */
function cutTruffle(canvas: Canvas, cx: number, cy: number, r: number, palette: Palette): string {
  const ganache = mix(
    palette.body === CHOCOLATE.white ? '#f6eedd' : lighten(palette.body, 0.15),
    palette.accent,
    palette.topping === 'dust' ? 0.25 : 0.55,
  );
  const faceX = cx + r * 0.3;
  const grain = Array.from({ length: 26 }, () => {
    const angle = canvas.between(0, Math.PI * 2);
    const distance = Math.sqrt(canvas.random.next()) * 0.75;
    return `<circle cx="${r1(faceX + Math.cos(angle) * distance * r * 0.5)}" cy="${r1(cy + Math.sin(angle) * distance * r * 0.85)}" r="${r1(r * 0.02)}"/>`;
  });
  const face = (rx: number, ry: number, fill: string) =>
    `<ellipse cx="${r1(faceX)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" transform="rotate(-8 ${r1(faceX)} ${r1(cy)})" fill="${fill}"/>`;
  return [
    shadow(cx + r * 0.1, cy + r * 0.95, r * 1.05, r * 0.2),
    `<path d="M${r1(faceX)} ${r1(cy - r)} A${r1(r)} ${r1(r)} 0 1 0 ${r1(faceX)} ${r1(cy + r)} Z" fill="${canvas.sphere(palette.body)}"/>`,
    topping(canvas, palette.topping, cx - r * 0.15, cy, r * 0.85, palette),
    face(r * 0.62, r, darken(palette.body, 0.12)),
    face(
      r * 0.52,
      r * 0.86,
      canvas.radial([
        [0, lighten(ganache, 0.25)],
        [0.7, ganache],
        [1, darken(ganache, 0.15)],
      ]),
    ),
    `<g fill="${darken(ganache, 0.2)}" opacity="0.35">${grain.join('')}</g>`,
    highlight(cx - r * 0.45, cy - r * 0.45, r * 0.22, r * 0.1, -30, 0.5),
  ].join('');
}

/** A bar of squares, optionally in a paper sleeve over its right part and rotated. */
function bar(
  canvas: Canvas,
  cx: number,
  cy: number,
  width: number,
  height: number,
  palette: Palette,
  options: { cols: number; rows: number; angle: number; sleeve: number },
): string {
  const x = cx - width / 2;
  const y = cy - height / 2;
  const depth = height * 0.08;
  const gap = width * 0.022;
  const cellWidth = (width - gap * (options.cols + 1)) / options.cols;
  const cellHeight = (height - gap * (options.rows + 1)) / options.rows;
  const bevel = canvas.face(palette.body, 0.3, 0.35);
  const top = canvas.face(palette.body, 0.08, 0.1);
  const cells: string[] = [];
  for (let col = 0; col < options.cols; col += 1) {
    for (let row = 0; row < options.rows; row += 1) {
      const cellX = x + gap + col * (cellWidth + gap);
      const cellY = y + gap + row * (cellHeight + gap);
      const inset = Math.min(cellWidth, cellHeight) * 0.16;
      cells.push(
        `<rect x="${r1(cellX)}" y="${r1(cellY)}" width="${r1(cellWidth)}" height="${r1(cellHeight)}" rx="${r1(inset * 0.5)}" fill="${bevel}"/><rect x="${r1(cellX + inset)}" y="${r1(cellY + inset)}" width="${r1(cellWidth - inset * 2)}" height="${r1(cellHeight - inset * 2)}" rx="${r1(inset * 0.4)}" fill="${top}"/>`,
      );
    }
  }
  let sleeve = '';
  if (options.sleeve > 0) {
    const sleeveX = x + width * (1 - options.sleeve);
    const sleeveWidth = width * options.sleeve + 4;
    const foil: Array<[number, number]> = [];
    for (let step = 0; step <= 10; step += 1)
      foil.push([sleeveX - (step % 2 ? 7 : 0), y - 4 + ((height + depth + 8) * step) / 10]);
    const emblemX = sleeveX + sleeveWidth / 2;
    sleeve = [
      `<polygon points="${points([[sleeveX + 2, y - 4], ...foil, [sleeveX + 2, y + height + depth + 4]])}" fill="${canvas.face('#e8e4dc', 0.3, 0.25)}"/>`,
      `<rect x="${r1(sleeveX)}" y="${r1(y - 5)}" width="${r1(sleeveWidth)}" height="${r1(height + depth + 10)}" rx="3" fill="${canvas.linear(
        [
          [0, lighten(palette.pack, 0.18)],
          [0.5, palette.pack],
          [1, darken(palette.pack, 0.3)],
        ],
      )}"/>`,
      `<rect x="${r1(sleeveX)}" y="${r1(y + height * 0.12)}" width="${r1(sleeveWidth)}" height="${r1(height * 0.05)}" fill="${GOLD}"/>`,
      `<rect x="${r1(sleeveX)}" y="${r1(y + height * 0.83)}" width="${r1(sleeveWidth)}" height="${r1(height * 0.05)}" fill="${GOLD}"/>`,
      `<circle cx="${r1(emblemX)}" cy="${r1(cy)}" r="${r1(height * 0.2)}" fill="none" stroke="${GOLD}" stroke-width="${r1(height * 0.025)}"/>`,
      `<ellipse cx="${r1(emblemX)}" cy="${r1(cy)}" rx="${r1(height * 0.07)}" ry="${r1(height * 0.12)}" fill="${GOLD}" transform="rotate(25 ${r1(emblemX)} ${r1(cy)})"/>`,
    ].join('');
  }
  return [
    shadow(cx + 6, cy + height * 0.55, width * 0.55, height * 0.2),
    `<g transform="rotate(${options.angle} ${r1(cx)} ${r1(cy)})">`,
    `<rect x="${r1(x)}" y="${r1(y + depth)}" width="${r1(width)}" height="${r1(height)}" rx="6" fill="${darken(palette.body, 0.45)}"/>`,
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(width)}" height="${r1(height)}" rx="6" fill="${palette.body}"/>`,
    cells.join(''),
    `<rect x="${r1(x + 6)}" y="${r1(y + 3)}" width="${r1(width - 12)}" height="${r1(height * 0.1)}" rx="3" fill="#ffffff" opacity="0.12"/>`,
    sleeve,
    '</g>',
  ].join('');
}

/** Bits of the flavour (fruit, nuts, salt) scattered on the table or a slab. */
function bits(
  canvas: Canvas,
  cx: number,
  cy: number,
  spreadX: number,
  spreadY: number,
  count: number,
  colours: string[],
): string {
  return Array.from({ length: count }, (_, index) => {
    const x = cx + canvas.between(-1, 1) * spreadX;
    const y = cy + canvas.between(-1, 1) * spreadY;
    const size = canvas.between(3, 7);
    const colour = colours[index % colours.length]!;
    return `<polygon points="${points([
      [x - size, y + size * 0.4],
      [x - size * 0.2, y - size],
      [x + size, y - size * 0.3],
      [x + size * 0.5, y + size * 0.8],
    ])}" fill="${colour}" stroke="${darken(colour, 0.25)}" stroke-width="0.6"/>`;
  }).join('');
}

/** A piece of a bar broken off: two or four squares, the flavour showing in the break. */
function barPiece(canvas: Canvas, cx: number, cy: number, size: number, palette: Palette, angle: number): string {
  return (
    bar(canvas, cx, cy, size * 1.6, size, palette, { cols: 2, rows: 1, angle, sleeve: 0 }) +
    bits(canvas, cx + size * 0.8, cy + size * 0.1, size * 0.08, size * 0.35, 3, [palette.accent, palette.accent2])
  );
}

/** An irregular slab of bark: chocolate with a topping layer and flavour bits. */
function barkShard(canvas: Canvas, cx: number, cy: number, size: number, palette: Palette): string {
  const corners: Array<[number, number]> = Array.from({ length: 7 }, (_, index) => {
    const angle = (index / 7) * Math.PI * 2 + canvas.between(-0.25, 0.25);
    const distance = size * canvas.between(0.65, 1);
    return [cx + Math.cos(angle) * distance * 1.35, cy + Math.sin(angle) * distance * 0.75];
  });
  const layered =
    palette.accent2 !== palette.accent && luminance(palette.accent2) > 0.9 && palette.body !== CHOCOLATE.white;
  const topColour = layered ? palette.accent2 : palette.body;
  return [
    shadow(cx + 6, cy + size * 0.6, size * 1.35, size * 0.3),
    `<polygon points="${points(corners.map(([x, y]) => [x, y + size * 0.12]))}" fill="${darken(palette.body, 0.4)}"/>`,
    `<polygon points="${points(corners)}" fill="${canvas.face(palette.body, 0.12, 0.15)}"/>`,
    layered
      ? `<polygon points="${points(corners.map(([x, y]) => [cx + (x - cx) * 0.94, cy + (y - cy) * 0.9 - size * 0.04]))}" fill="${canvas.face(topColour, 0, 0.1)}"/>`
      : '',
    bits(canvas, cx, cy - size * 0.05, size * 0.85, size * 0.4, 12, [
      palette.accent,
      palette.accent2 === topColour ? lighten(palette.accent, 0.3) : palette.accent2,
    ]),
    highlight(cx - size * 0.5, cy - size * 0.35, size * 0.35, size * 0.08, -10, 0.3),
  ].join('');
}

// ——— Boxes and packaging ———

interface BoxLook {
  colour: string;
  ribbon: string;
  /** A fill for the faces instead of the plain colour (the gift wrap's dotted paper). */
  paper?: string;
}

function boxLook(canvas: Canvas, palette: Palette, wrap: Wrap | undefined): BoxLook {
  if (wrap === 'gift') return { colour: GIFT_PAPER, ribbon: GOLD, paper: canvas.dots('#ffffff', GIFT_PAPER) };
  return { colour: palette.pack, ribbon: luminance(palette.pack) > 0.6 ? '#8e1b2e' : GOLD };
}

/** A bow of two loops and two tails. */
function bow(canvas: Canvas, cx: number, cy: number, size: number, colour: string): string {
  const loop = canvas.face(colour, 0.3, 0.25);
  return [
    `<path d="M${r1(cx)} ${r1(cy)} l${r1(-size * 0.5)} ${r1(size * 0.9)} l${r1(size * 0.22)} ${r1(-size * 0.08)} Z M${r1(cx)} ${r1(cy)} l${r1(size * 0.45)} ${r1(size * 0.95)} l${r1(-size * 0.22)} ${r1(-size * 0.02)} Z" fill="${darken(colour, 0.15)}"/>`,
    `<ellipse cx="${r1(cx - size * 0.5)}" cy="${r1(cy - size * 0.25)}" rx="${r1(size * 0.55)}" ry="${r1(size * 0.3)}" transform="rotate(-25 ${r1(cx - size * 0.5)} ${r1(cy - size * 0.25)})" fill="${loop}" stroke="${darken(colour, 0.3)}" stroke-width="1.5"/>`,
    `<ellipse cx="${r1(cx + size * 0.5)}" cy="${r1(cy - size * 0.25)}" rx="${r1(size * 0.55)}" ry="${r1(size * 0.3)}" transform="rotate(25 ${r1(cx + size * 0.5)} ${r1(cy - size * 0.25)})" fill="${loop}" stroke="${darken(colour, 0.3)}" stroke-width="1.5"/>`,
    `<ellipse cx="${r1(cx - size * 0.45)}" cy="${r1(cy - size * 0.25)}" rx="${r1(size * 0.25)}" ry="${r1(size * 0.1)}" transform="rotate(-25 ${r1(cx - size * 0.45)} ${r1(cy - size * 0.25)})" fill="${darken(colour, 0.35)}" opacity="0.5"/>`,
    `<ellipse cx="${r1(cx + size * 0.45)}" cy="${r1(cy - size * 0.25)}" rx="${r1(size * 0.25)}" ry="${r1(size * 0.1)}" transform="rotate(25 ${r1(cx + size * 0.45)} ${r1(cy - size * 0.25)})" fill="${darken(colour, 0.35)}" opacity="0.5"/>`,
    `<circle cx="${r1(cx)}" cy="${r1(cy - size * 0.12)}" r="${r1(size * 0.18)}" fill="${canvas.sphere(colour)}"/>`,
  ].join('');
}

/** A closed box seen from the front left: front, top and side faces, a ribbon round it and a bow. */
function closedBox(
  canvas: Canvas,
  cx: number,
  bottom: number,
  width: number,
  height: number,
  depth: number,
  look: BoxLook,
  withBow = true,
): string {
  const x0 = cx - (width + depth * 0.8) / 2;
  const front = bottom - height;
  const dx = depth * 0.8;
  const dy = depth * 0.5;
  const faces = {
    front: points([
      [x0, front],
      [x0 + width, front],
      [x0 + width, bottom],
      [x0, bottom],
    ]),
    top: points([
      [x0, front],
      [x0 + dx, front - dy],
      [x0 + width + dx, front - dy],
      [x0 + width, front],
    ]),
    side: points([
      [x0 + width, front],
      [x0 + width + dx, front - dy],
      [x0 + width + dx, bottom - dy],
      [x0 + width, bottom],
    ]),
  };
  const shade = (face: keyof typeof faces, light: number, dark: number) =>
    `<polygon points="${faces[face]}" fill="${canvas.face(look.colour, light, dark)}"/>` +
    (look.paper ? `<polygon points="${faces[face]}" fill="${look.paper}" opacity="0.9"/>` : '') +
    (face === 'front'
      ? ''
      : `<polygon points="${faces[face]}" fill="${face === 'top' ? '#ffffff' : '#000000'}" opacity="${face === 'top' ? 0.14 : 0.22}"/>`);
  const band = width * 0.09;
  const ribbonX = x0 + width / 2 - band / 2;
  const lid = height * 0.16;
  const ribbon = canvas.face(look.ribbon, 0.35, 0.2);
  return [
    shadow(cx + depth * 0.3, bottom - dy * 0.3, (width + dx) * 0.6, depth * 0.35, 0.35),
    shade('front', 0.12, 0.12),
    shade('side', 0, 0.2),
    shade('top', 0.1, 0.05),
    `<rect x="${r1(x0)}" y="${r1(front + lid)}" width="${r1(width)}" height="2" fill="#000000" opacity="0.25"/>`,
    `<rect x="${r1(ribbonX)}" y="${r1(front)}" width="${r1(band)}" height="${r1(height)}" fill="${ribbon}"/>`,
    `<polygon points="${points([
      [ribbonX, front],
      [ribbonX + dx, front - dy],
      [ribbonX + band + dx, front - dy],
      [ribbonX + band, front],
    ])}" fill="${ribbon}"/>`,
    `<polygon points="${points([
      [x0 + width, front + height / 2 - band / 2],
      [x0 + width + dx, front + height / 2 - band / 2 - dy],
      [x0 + width + dx, front + height / 2 + band / 2 - dy],
      [x0 + width, front + height / 2 + band / 2],
    ])}" fill="${darken(look.ribbon, 0.15)}"/>`,
    `<polygon points="${points([
      [x0 + dx / 2, front - dy / 2 - band * 0.3],
      [x0 + width + dx / 2, front - dy / 2 - band * 0.3],
      [x0 + width + dx / 2, front - dy / 2 + band * 0.3],
      [x0 + dx / 2, front - dy / 2 + band * 0.3],
    ])}" fill="${ribbon}"/>`,
    withBow ? bow(canvas, x0 + width / 2 + dx / 2, front - dy / 2, Math.min(width, 200) * 0.22, look.ribbon) : '',
  ].join('');
}

/** One piece of an assortment in its cup, seen from above. */
function boxPiece(
  canvas: Canvas,
  cx: number,
  cy: number,
  size: number,
  colour: string,
  style: number,
  palette: Palette,
): string {
  const cup = `<rect x="${r1(cx - size / 2)}" y="${r1(cy - size / 2)}" width="${r1(size)}" height="${r1(size)}" rx="${r1(size * 0.2)}" fill="${canvas.radial(
    [
      [0, '#1a0d07'],
      [1, '#3d2417'],
    ],
  )}"/>`;
  const r = size * 0.38;
  const piece = [
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${canvas.sphere(colour)}"/>` +
      `<path d="M${r1(cx - r * 0.6)} ${r1(cy - r * 0.1)} l${r1(r * 0.3)} ${r1(-r * 0.3)} l${r1(r * 0.3)} ${r1(r * 0.3)} l${r1(r * 0.3)} ${r1(-r * 0.3)} l${r1(r * 0.3)} ${r1(r * 0.3)}" fill="none" stroke="${colour === palette.accent ? palette.accent2 : palette.accent}" stroke-width="${r1(r * 0.14)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<rect x="${r1(cx - r)}" y="${r1(cy - r)}" width="${r1(r * 2)}" height="${r1(r * 2)}" rx="${r1(r * 0.25)}" fill="${canvas.face(colour, 0.3, 0.3)}"/>` +
      `<g stroke="${lighten(colour, 0.3)}" stroke-width="${r1(r * 0.08)}" opacity="0.8"><line x1="${r1(cx - r * 0.6)}" y1="${r1(cy + r * 0.2)}" x2="${r1(cx + r * 0.2)}" y2="${r1(cy - r * 0.6)}"/><line x1="${r1(cx - r * 0.2)}" y1="${r1(cy + r * 0.6)}" x2="${r1(cx + r * 0.6)}" y2="${r1(cy - r * 0.2)}"/></g>`,
    `<path d="M${r1(cx)} ${r1(cy + r * 0.85)} C${r1(cx - r * 1.5)} ${r1(cy - r * 0.1)} ${r1(cx - r * 0.6)} ${r1(cy - r * 1.2)} ${r1(cx)} ${r1(cy - r * 0.45)} C${r1(cx + r * 0.6)} ${r1(cy - r * 1.2)} ${r1(cx + r * 1.5)} ${r1(cy - r * 0.1)} ${r1(cx)} ${r1(cy + r * 0.85)} Z" fill="${canvas.sphere(colour)}"/>`,
    `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(r * 1.05)}" ry="${r1(r * 0.8)}" fill="${canvas.sphere(colour)}"/><ellipse cx="${r1(cx)}" cy="${r1(cy - r * 0.1)}" rx="${r1(r * 0.4)}" ry="${r1(r * 0.25)}" fill="${canvas.sphere(palette.accent === colour ? CHOCOLATE.milk : '#b07a45')}"/>`,
  ][style % 4];
  return cup + piece + highlight(cx - r * 0.35, cy - r * 0.4, r * 0.25, r * 0.12, -30, 0.45);
}

/** An open box of assorted chocolates from above, its lid leaning behind it. */
function openBox(canvas: Canvas, palette: Palette, look: BoxLook, cols = 4, rows = 3): string {
  const width = 300;
  const height = 228;
  const x = 200 - width / 2;
  const y = 140;
  const cell = Math.min((width - 40) / cols, (height - 40) / rows);
  const gridX = 200 - (cell * cols) / 2;
  const gridY = y + height / 2 - (cell * rows) / 2;
  const colours = assortment(palette);
  const pieces: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const index = row * cols + col;
      pieces.push(
        boxPiece(
          canvas,
          gridX + cell * (col + 0.5),
          gridY + cell * (row + 0.5),
          cell * 0.86,
          colours[(index + row) % colours.length]!,
          index + Math.floor(canvas.between(0, 2)),
          palette,
        ),
      );
    }
  }
  const lid = canvas.face(look.colour, 0.2, 0.1);
  return [
    `<g transform="rotate(-4 200 110)">`,
    shadow(200, 112, 160, 14, 0.25),
    `<rect x="${x - 8}" y="40" width="${width + 16}" height="100" rx="8" fill="${lid}"/>`,
    look.paper
      ? `<rect x="${x - 8}" y="40" width="${width + 16}" height="100" rx="8" fill="${look.paper}" opacity="0.9"/>`
      : '',
    `<rect x="${r1(200 - width * 0.045)}" y="40" width="${r1(width * 0.09)}" height="100" fill="${canvas.face(look.ribbon, 0.35, 0.2)}"/>`,
    '</g>',
    shadow(206, y + height + 4, width * 0.56, 18, 0.4),
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="${canvas.face(look.colour, 0.15, 0.25)}"/>`,
    look.paper
      ? `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="${look.paper}" opacity="0.9"/>`
      : '',
    `<rect x="${x + 12}" y="${y + 12}" width="${width - 24}" height="${height - 24}" rx="4" fill="${canvas.linear([
      [0, '#1d0f08'],
      [1, '#3a2114'],
    ])}"/>`,
    pieces.join(''),
  ].join('');
}

// ——— Sugar candy ———

function spiral(cx: number, cy: number, r: number, turns: number): string {
  const steps = turns * 24;
  const path: string[] = [];
  for (let step = 0; step <= steps; step += 1) {
    const angle = (step / 24) * Math.PI * 2;
    const distance = (step / steps) * r;
    path.push(`${step ? 'L' : 'M'}${r1(cx + Math.cos(angle) * distance)} ${r1(cy + Math.sin(angle) * distance)}`);
  }
  return path.join('');
}

/** A flat swirl lollipop on its stick; `angle` tilts the stick. */
function lollipop(canvas: Canvas, cx: number, cy: number, r: number, palette: Palette, angle: number): string {
  const clip = canvas.clip(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}"/>`);
  const wedges = palette.multi
    ? MULTI_COLOURS.map((colour, index) => {
        const from = (index / MULTI_COLOURS.length) * Math.PI * 2;
        const to = ((index + 1) / MULTI_COLOURS.length) * Math.PI * 2;
        return `<path d="M${r1(cx)} ${r1(cy)} L${r1(cx + Math.cos(from) * r * 1.1)} ${r1(cy + Math.sin(from) * r * 1.1)} L${r1(cx + Math.cos(to) * r * 1.1)} ${r1(cy + Math.sin(to) * r * 1.1)} Z" fill="${colour}"/>`;
      }).join('')
    : '';
  const swirl = palette.multi
    ? '#ffffff'
    : palette.accent2 === palette.body
      ? lighten(palette.body, 0.5)
      : palette.accent2;
  return [
    `<g transform="rotate(${angle} ${r1(cx)} ${r1(cy)})">`,
    `<rect x="${r1(cx - r * 0.07)}" y="${r1(cy)}" width="${r1(r * 0.14)}" height="${r1(r * 2.1)}" rx="${r1(r * 0.07)}" fill="${canvas.linear(
      [
        [0, '#d8d0c2'],
        [0.4, '#fffdf8'],
        [1, '#cfc5b3'],
      ],
      1,
      0,
    )}"/>`,
    '</g>',
    shadow(cx + r * 0.15, cy + r * 0.2, r * 0.95, r * 0.95, 0.25),
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${palette.body}"/>`,
    `<g clip-path="${clip}">${wedges}<path d="${spiral(cx, cy, r * 1.05, 4)}" fill="none" stroke="${swirl}" stroke-width="${r1(r * 0.13)}" stroke-linecap="round" opacity="0.9"/></g>`,
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${canvas.radial([
      [0, '#ffffff', 0.55],
      [0.45, '#ffffff', 0],
      [0.85, '#000000', 0.05],
      [1, '#000000', 0.35],
    ])}"/>`,
    highlight(cx - r * 0.42, cy - r * 0.45, r * 0.28, r * 0.12, -40, 0.75),
  ].join('');
}

/** Cellophane round a lollipop, gathered at the stick with a ribbon. */
function cellophane(canvas: Canvas, cx: number, cy: number, r: number, ribbon: string): string {
  const neck = cy + r * 1.25;
  return [
    `<path d="M${r1(cx - r * 0.1)} ${r1(neck)} C${r1(cx - r * 1.6)} ${r1(cy + r * 0.6)} ${r1(cx - r * 1.5)} ${r1(cy - r * 1.6)} ${r1(cx)} ${r1(cy - r * 1.35)} C${r1(cx + r * 1.5)} ${r1(cy - r * 1.6)} ${r1(cx + r * 1.6)} ${r1(cy + r * 0.6)} ${r1(cx + r * 0.1)} ${r1(neck)} Z" fill="#ffffff" fill-opacity="0.22" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2"/>`,
    `<path d="M${r1(cx - r * 0.9)} ${r1(cy - r * 0.8)} Q${r1(cx - r * 1.2)} ${r1(cy)} ${r1(cx - r * 0.7)} ${r1(cy + r * 0.8)}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${r1(r * 0.06)}" stroke-linecap="round"/>`,
    `<path d="M${r1(cx + r * 0.8)} ${r1(cy - r * 1)} Q${r1(cx + r * 1.15)} ${r1(cy - r * 0.5)} ${r1(cx + r * 1.1)} ${r1(cy)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${r1(r * 0.04)}" stroke-linecap="round"/>`,
    bow(canvas, cx, neck, r * 0.45, ribbon),
  ].join('');
}

/** A glossy hard candy; sugared ones are frosted with sugar, wrapped ones have twisted cellophane ends. */
function drop(
  canvas: Canvas,
  cx: number,
  cy: number,
  r: number,
  colour: string,
  options: { sugared?: boolean; wrapped?: boolean; ring?: boolean },
): string {
  const parts = [shadow(cx + r * 0.2, cy + r * 0.75, r * 1.05, r * 0.3, 0.3)];
  if (options.wrapped) {
    parts.push(
      `<path d="M${r1(cx - r * 0.9)} ${r1(cy)} L${r1(cx - r * 1.75)} ${r1(cy - r * 0.55)} L${r1(cx - r * 1.6)} ${r1(cy)} L${r1(cx - r * 1.75)} ${r1(cy + r * 0.55)} Z M${r1(cx + r * 0.9)} ${r1(cy)} L${r1(cx + r * 1.75)} ${r1(cy - r * 0.55)} L${r1(cx + r * 1.6)} ${r1(cy)} L${r1(cx + r * 1.75)} ${r1(cy + r * 0.55)} Z" fill="#ffffff" fill-opacity="0.45" stroke="#ffffff" stroke-width="1.2"/>`,
    );
  }
  if (options.ring) {
    parts.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.7)}" fill="none" stroke="${canvas.sphere(colour)}" stroke-width="${r1(r * 0.6)}"/>`,
    );
  } else {
    parts.push(
      `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(r)}" ry="${r1(r * 0.8)}" fill="${canvas.sphere(colour)}"/>`,
      `<ellipse cx="${r1(cx + r * 0.2)}" cy="${r1(cy + r * 0.25)}" rx="${r1(r * 0.45)}" ry="${r1(r * 0.28)}" fill="${lighten(colour, 0.45)}" opacity="0.3"/>`,
    );
  }
  if (options.sugared) {
    const sugar = Array.from({ length: 22 }, () => {
      const angle = canvas.between(0, Math.PI * 2);
      const distance = Math.sqrt(canvas.random.next()) * r * 0.9;
      return `<circle cx="${r1(cx + Math.cos(angle) * distance)}" cy="${r1(cy + Math.sin(angle) * distance * 0.8)}" r="${r1(canvas.between(0.8, 1.8))}"/>`;
    });
    parts.push(`<g fill="#ffffff" opacity="0.8">${sugar.join('')}</g>`);
  }
  parts.push(highlight(cx - r * 0.4, cy - r * 0.35, r * 0.3, r * 0.14, -30, options.sugared ? 0.45 : 0.85));
  return parts.join('');
}

/** A mound of small candies, back to front, drawn larger than life (`zoom`) about its foot. */
function pile(
  canvas: Canvas,
  cx: number,
  cy: number,
  width: number,
  count: number,
  draw: (x: number, y: number, index: number) => string,
  zoom = 1,
): string {
  const spots = Array.from({ length: count }, (_, index) => {
    const row = Math.floor(Math.sqrt(index));
    const rowWidth = width * (1 - row * 0.18);
    return [cx + canvas.between(-0.5, 0.5) * rowWidth, cy - row * 30 + canvas.between(-6, 6), index] as [
      number,
      number,
      number,
    ];
  });
  const candies = spots
    .sort((a, b) => a[1] - b[1])
    .map(([x, y, index]) => draw(x, y, index))
    .join('');
  return zoom === 1
    ? candies
    : `<g transform="translate(${r1(cx * (1 - zoom))} ${r1(cy * (1 - zoom))}) scale(${zoom})">${candies}</g>`;
}

/** A glass jar of candies with a lid (and a bow when gift wrapped). */
function jar(
  canvas: Canvas,
  palette: Palette,
  look: BoxLook,
  fill: (x: number, y: number, index: number) => string,
): string {
  const clip = canvas.clip('<rect x="122" y="135" width="156" height="208" rx="28"/>');
  return [
    shadow(205, 350, 100, 14, 0.35),
    `<rect x="118" y="130" width="164" height="218" rx="32" fill="#ffffff" fill-opacity="0.35" stroke="#c9d3d6" stroke-width="3"/>`,
    `<g clip-path="${clip}">${pile(canvas, 200, 322, 170, 26, fill)}</g>`,
    `<rect x="132" y="150" width="14" height="170" rx="7" fill="#ffffff" opacity="0.45"/>`,
    `<rect x="258" y="160" width="6" height="120" rx="3" fill="#ffffff" opacity="0.35"/>`,
    `<rect x="128" y="96" width="144" height="40" rx="10" fill="${canvas.linear([
      [0, lighten(look.colour === GIFT_PAPER ? GOLD : palette.pack, 0.25)],
      [1, darken(look.colour === GIFT_PAPER ? GOLD : palette.pack, 0.25)],
    ])}"/>`,
    look.paper
      ? bow(canvas, 200, 128, 48, look.ribbon)
      : `<rect x="124" y="128" width="152" height="12" rx="4" fill="${look.ribbon}"/>`,
  ].join('');
}

// ——— Cards and paper ———

function giftCard(canvas: Canvas, cx: number, cy: number, width: number, angle: number, palette: Palette): string {
  const height = width * 0.63;
  const x = cx - width / 2;
  const y = cy - height / 2;
  const clip = canvas.clip(
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(width)}" height="${r1(height)}" rx="${r1(width * 0.06)}"/>`,
  );
  const ribbon = canvas.face(GOLD, 0.35, 0.2);
  return [
    shadow(cx + 8, cy + height * 0.45, width * 0.5, height * 0.16),
    `<g transform="rotate(${angle} ${r1(cx)} ${r1(cy)})">`,
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(width)}" height="${r1(height)}" rx="${r1(width * 0.06)}" fill="${canvas.face(palette.pack, 0.2, 0.3)}"/>`,
    `<g clip-path="${clip}">`,
    `<circle cx="${r1(x + width * 0.25)}" cy="${r1(y + height * 0.75)}" r="${r1(height * 0.5)}" fill="#ffffff" opacity="0.07"/>`,
    `<circle cx="${r1(x + width * 0.4)}" cy="${r1(y + height * 0.2)}" r="${r1(height * 0.3)}" fill="#ffffff" opacity="0.06"/>`,
    `<rect x="${r1(x + width * 0.68)}" y="${r1(y - 2)}" width="${r1(width * 0.07)}" height="${r1(height + 4)}" fill="${ribbon}"/>`,
    `<rect x="${r1(x - 2)}" y="${r1(y + height * 0.58)}" width="${r1(width + 4)}" height="${r1(width * 0.07)}" fill="${ribbon}"/>`,
    `<polygon points="${points([
      [x, y],
      [x + width * 0.45, y],
      [x, y + height * 0.7],
    ])}" fill="#ffffff" opacity="0.1"/>`,
    '</g>',
    bow(canvas, x + width * 0.715, y + height * 0.615, width * 0.13, GOLD),
    '</g>',
  ].join('');
}

function envelope(canvas: Canvas, cx: number, cy: number, width: number): string {
  const height = width * 0.62;
  const x = cx - width / 2;
  const y = cy - height / 2;
  return [
    shadow(cx + 8, cy + height * 0.5, width * 0.55, height * 0.14),
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(width)}" height="${r1(height)}" rx="4" fill="${canvas.face(KRAFT, 0.15, 0.15)}"/>`,
    `<polygon points="${points([
      [x, y + height],
      [cx, y + height * 0.45],
      [x + width, y + height],
    ])}" fill="${darken(KRAFT, 0.08)}"/>`,
    `<polyline points="${points([
      [x, y],
      [cx, y + height * 0.5],
      [x + width, y],
    ])}" fill="none" stroke="${darken(KRAFT, 0.25)}" stroke-width="1.5"/>`,
  ].join('');
}

function brochure(canvas: Canvas, cx: number, cy: number, width: number, angle: number, palette: Palette): string {
  const height = width * 1.3;
  const x = cx - width / 2;
  const y = cy - height / 2;
  const picture = height * 0.52;
  const lines = [0.62, 0.7, 0.76, 0.82, 0.88].map(
    (at, index) =>
      `<rect x="${r1(x + width * 0.1)}" y="${r1(y + height * at)}" width="${r1(width * (index === 0 ? 0.6 : index === 4 ? 0.45 : 0.8))}" height="${r1(height * (index === 0 ? 0.035 : 0.02))}" rx="2" fill="${index === 0 ? darken(palette.pack, 0.1) : '#cfc6bb'}"/>`,
  );
  return [
    shadow(cx + 8, cy + height * 0.48, width * 0.55, height * 0.08),
    `<g transform="rotate(${angle} ${r1(cx)} ${r1(cy)})">`,
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(width)}" height="${r1(height)}" rx="3" fill="#fffdf9" stroke="#e2d9cc"/>`,
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(width)}" height="${r1(picture)}" rx="3" fill="${canvas.face(lighten(palette.pack, 0.55), 0.2, 0.1)}"/>`,
    truffle(canvas, cx - width * 0.2, y + picture * 0.55, width * 0.13, {
      ...palette,
      body: CHOCOLATE.dark,
      topping: 'drizzle',
    }),
    truffle(canvas, cx + width * 0.18, y + picture * 0.6, width * 0.15, {
      ...palette,
      body: CHOCOLATE.milk,
      topping: 'swirl',
    }),
    lines.join(''),
    '</g>',
  ].join('');
}

// ——— Scenes ———

/** The candy of a kind, for hero shots and beside packaging. */
function candyScene(canvas: Canvas, art: ProductArt): string {
  const { palette } = art;
  const colours = pieceColours(palette);
  switch (art.kind) {
    case 'truffle':
      return (
        truffle(canvas, 135, 205, 62, palette) +
        truffle(canvas, 272, 195, 58, palette) +
        truffle(canvas, 205, 275, 72, palette)
      );
    case 'bar':
      return bar(canvas, 200, 215, 280, 170, palette, { cols: 4, rows: 3, angle: -10, sleeve: 0.42 });
    case 'bark':
      return (
        barkShard(canvas, 150, 185, 78, palette) +
        barkShard(canvas, 255, 215, 70, palette) +
        barkShard(canvas, 185, 285, 82, palette)
      );
    case 'box':
    case 'giftSet':
      return openBox(canvas, palette, boxLook(canvas, palette, art.wrap));
    case 'cluster':
      return pile(
        canvas,
        200,
        300,
        200,
        11,
        (x, y, index) =>
          index % 3 === 1
            ? drop(canvas, x, y, 40, darken(colours[index % colours.length]!, 0.1), { ring: false })
            : truffle(
                canvas,
                x,
                y,
                38,
                {
                  ...palette,
                  body: index % 2 ? palette.body : darken(palette.body, 0.15),
                  topping: index % 2 ? palette.topping : 'drizzle',
                },
                false,
              ),
        1.3,
      );
    case 'lollipop':
      return (
        lollipop(canvas, 118, 130, 64, multiColour(palette, 1), 16) +
        lollipop(canvas, 282, 130, 64, multiColour(palette, 2), -16) +
        lollipop(canvas, 200, 215, 72, palette, 0)
      );
    case 'drop':
      return pile(
        canvas,
        200,
        310,
        220,
        16,
        (x, y, index) => drop(canvas, x, y, 34, colours[index % colours.length]!, { wrapped: index % 4 === 1 }),
        1.35,
      );
    case 'gummy':
      return pile(
        canvas,
        200,
        310,
        220,
        16,
        (x, y, index) =>
          drop(canvas, x, y, 34, colours[index % colours.length]!, { sugared: true, ring: index % 2 === 0 }),
        1.35,
      );
    case 'giftCard':
      return giftCard(canvas, 200, 200, 300, -8, palette);
    case 'paper':
      return brochure(canvas, 185, 200, 190, -6, palette);
  }
}

/** The other lollipops of a trio: a colour mix shows its other colours; a single flavour stays itself. */
function multiColour(palette: Palette, index: number): Palette {
  return palette.multi ? { ...palette, multi: false, body: MULTI_COLOURS[index * 2]!, accent2: '#ffffff' } : palette;
}

function packageScene(canvas: Canvas, art: ProductArt): string {
  const { palette } = art;
  const look = boxLook(canvas, palette, art.wrap);
  const colours = pieceColours(palette);
  switch (art.kind) {
    case 'truffle':
      return (
        closedBox(canvas, 215, 290, 210, 110, 120, look) +
        truffle(canvas, 110, 318, 38, palette) +
        truffle(canvas, 318, 322, 34, palette)
      );
    case 'bar':
      return (
        bar(canvas, 205, 175, 250, 150, palette, { cols: 4, rows: 3, angle: -6, sleeve: 1 }) +
        (art.wrap === 'gift' ? bow(canvas, 205, 180, 60, look.ribbon) : '') +
        barPiece(canvas, 150, 320, 60, palette, 8) +
        barPiece(canvas, 280, 322, 54, palette, -12)
      );
    case 'bark':
      return (
        closedBox(canvas, 210, 280, 220, 100, 130, look) +
        barkShard(canvas, 130, 320, 40, palette) +
        barkShard(canvas, 300, 325, 36, palette)
      );
    case 'box':
    case 'giftSet':
    case 'cluster':
      return art.kind === 'giftSet'
        ? closedBox(canvas, 200, 340, 230, 95, 120, look, false) +
            closedBox(
              canvas,
              200,
              248,
              180,
              80,
              95,
              { ...look, colour: look.paper ? look.colour : lighten(look.colour, 0.15) },
              false,
            ) +
            closedBox(canvas, 200, 172, 130, 70, 70, look)
        : closedBox(canvas, 205, 320, 250, 120, 140, look);
    case 'lollipop':
      return (
        lollipop(canvas, 200, 165, 92, palette, 0) +
        cellophane(
          canvas,
          200,
          165,
          92,
          look.paper ? GOLD : palette.accent === palette.body ? darken(palette.body, 0.1) : palette.accent,
        )
      );
    case 'drop':
    case 'gummy':
      return jar(canvas, palette, look, (x, y, index) =>
        drop(canvas, x, y, 22, colours[index % colours.length]!, {
          sugared: art.kind === 'gummy',
          ring: art.kind === 'gummy' && index % 2 === 0,
        }),
      );
    case 'giftCard':
      return (
        envelope(canvas, 200, 245, 300) +
        giftCard(canvas, 200, 175, 250, -4, palette) +
        `<rect x="50" y="230" width="300" height="108" fill="${darken(KRAFT, 0.02)}"/>` +
        bow(canvas, 200, 262, 46, look.paper ? GOLD : '#8e1b2e')
      );
    case 'paper':
      return (
        brochure(canvas, 160, 205, 170, -12, palette) +
        brochure(canvas, 215, 200, 170, 2, palette) +
        brochure(canvas, 255, 210, 170, 12, palette)
      );
  }
}

function closeupScene(canvas: Canvas, art: ProductArt): string {
  const { palette } = art;
  const colours = pieceColours(palette);
  switch (art.kind) {
    case 'truffle':
      return truffle(canvas, 130, 170, 70, palette) + cutTruffle(canvas, 245, 235, 105, palette);
    case 'bar':
      return barPiece(canvas, 150, 170, 110, palette, -14) + barPiece(canvas, 255, 285, 100, palette, 10);
    case 'bark':
      return barkShard(canvas, 200, 210, 125, palette);
    case 'box':
    case 'giftSet': {
      const chocolates = assortment(palette);
      return (
        boxPiece(canvas, 130, 160, 150, chocolates[0]!, 0, palette) +
        boxPiece(canvas, 275, 180, 140, chocolates[1]!, 3, palette) +
        boxPiece(canvas, 200, 290, 150, chocolates[2]!, 1, palette)
      );
    }
    case 'cluster':
      return (
        truffle(canvas, 140, 190, 72, palette, false) +
        truffle(canvas, 265, 250, 88, { ...palette, topping: 'drizzle' }, false)
      );
    case 'lollipop':
      return lollipop(canvas, 200, 175, 140, palette, 10);
    case 'drop':
      return drop(canvas, 140, 190, 70, colours[0]!, { wrapped: true }) + drop(canvas, 255, 265, 80, colours[1]!, {});
    case 'gummy':
      return (
        drop(canvas, 140, 180, 75, colours[0]!, { sugared: true, ring: true }) +
        drop(canvas, 265, 260, 80, colours[2]!, { sugared: true })
      );
    case 'giftCard':
      return giftCard(canvas, 200, 200, 340, -4, palette);
    case 'paper':
      return brochure(canvas, 200, 200, 240, 0, palette);
  }
}

const SCENES: Record<Shot, (canvas: Canvas, art: ProductArt) => string> = {
  hero: candyScene,
  package: packageScene,
  closeup: closeupScene,
};

/** A product picture; the viewBox is 400×400 and width/height give the view type's pixel size. */
export function productSvg(art: ProductArt): string {
  const size = IMAGE_SIZES[art.viewType] ?? IMAGE_SIZES.large!;
  const canvas = new Canvas(createRandom(`art:${art.seed}:${art.shot}`));
  const tint = art.palette.multi ? '#f6b8c8' : art.palette.accent;
  const backdrop = canvas.linear([
    [0, mix(tint, '#fdfaf5', 0.9)],
    [0.62, mix(tint, '#f6efe5', 0.86)],
    [1, mix(tint, '#e9dccb', 0.82)],
  ]);
  const scene = SCENES[art.shot](canvas, art);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(art.label)}">`,
    canvas.markup(),
    `<rect width="400" height="400" fill="${backdrop}"/>`,
    `<ellipse cx="200" cy="320" rx="320" ry="140" fill="url(#glint)" opacity="0.45"/>`,
    art.mirrored ? `<g transform="matrix(-1 0 0 1 400 0)">${scene}</g>` : scene,
    '</svg>',
  ].join('');
}

/** One candy scene placed on a larger picture: the product pictures' 400×400 grid scaled to `size` at (x, y). */
export interface ScenePlacement {
  art: Omit<ProductArt, 'shot' | 'viewType' | 'label'>;
  shot: Shot;
  x: number;
  y: number;
  size: number;
}

/** The definitions and drawing of scenes for a picture of another size (categories, the home page's hero). */
export function placedScenes(seed: string, placements: ScenePlacement[]): { defs: string; body: string } {
  const canvas = new Canvas(createRandom(seed));
  const body = placements
    .map(
      ({ art, shot, x, y, size }) =>
        `<g transform="translate(${x} ${y}) scale(${r1(size / 400)})">${SCENES[shot](canvas, { ...art, label: '', viewType: 'large', shot })}</g>`,
    )
    .join('');
  return { defs: canvas.markup(), body };
}

/**
 * A category picture (600×300, or a 270×360 mega-menu banner): the packaging and the candy of the
 * category's kind side by side (the banner shows the candy), on the product pictures' backdrop, with no
 * text: the storefront sets the category's name in HTML.
 */
export function categoryArtSvg(art: {
  label: string;
  kind: ArtKind;
  palette: Palette;
  seed: string;
  banner: boolean;
}): string {
  const width = art.banner ? 270 : 600;
  const height = art.banner ? 360 : 300;
  // Gift categories show their boxes gift-wrapped.
  const scene = {
    kind: art.kind,
    palette: art.palette,
    seed: art.seed,
    ...(art.kind === 'giftSet' ? { wrap: 'gift' as const } : {}),
  };
  const { defs, body } = placedScenes(
    `category:${art.seed}`,
    art.banner
      ? [{ art: scene, shot: 'hero', x: 0, y: 60, size: 270 }]
      : [
          { art: scene, shot: 'package', x: 10, y: 10, size: 280 },
          { art: scene, shot: 'hero', x: 310, y: 10, size: 280 },
        ],
  );
  const tint = art.palette.multi ? '#f6b8c8' : art.palette.accent;
  const backdrop = `<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(tint, '#fdfaf5', 0.84)}"/><stop offset="0.62" stop-color="${mix(tint, '#f6efe5', 0.78)}"/><stop offset="1" stop-color="${mix(tint, '#e9dccb', 0.72)}"/></linearGradient>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(art.label)}">`,
    defs,
    `<defs>${backdrop}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>`,
    `<ellipse cx="${width / 2}" cy="${height * 0.8}" rx="${width * 0.8}" ry="${height * 0.35}" fill="url(#glint)" opacity="0.45"/>`,
    body,
    '</svg>',
  ].join('');
}

/** A variation swatch (64×38): the colour's candy colours, or the wrap's box or paper. */
export function swatchSvg(label: string, palette: Palette, wrap?: Wrap): string {
  const canvas = new Canvas(createRandom(`swatch:${label}`));
  let face: string;
  if (wrap === 'gift')
    face = `<rect width="64" height="38" fill="${canvas.dots('#ffffff', GIFT_PAPER)}"/><rect x="27" width="10" height="38" fill="${GOLD}"/>`;
  else if (wrap)
    face = `<rect width="64" height="38" fill="${canvas.face(palette.pack, 0.2, 0.2)}"/><rect x="27" width="10" height="38" fill="${GOLD}"/>`;
  else if (palette.multi)
    face = MULTI_COLOURS.map(
      (colour, index) => `<rect x="${index * 11}" width="11" height="38" fill="${colour}"/>`,
    ).join('');
  else
    face = `<rect width="64" height="38" fill="${palette.body}"/><path d="M-4 30 L30 -4 M18 42 L60 0 M40 42 L68 14" stroke="${palette.accent2 === palette.body ? lighten(palette.body, 0.5) : palette.accent2}" stroke-width="6" opacity="0.85"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="38" viewBox="0 0 64 38" role="img" aria-label="${escapeXml(label)}">${canvas.markup()}${face}<rect width="64" height="38" fill="${canvas.linear(
    [
      [0, '#ffffff', 0.25],
      [1, '#000000', 0.15],
    ],
  )}"/></svg>`;
}
