import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import jpeg from 'jpeg-js';
import encodeWebp, { init as initWebp } from '@jsquash/webp/encode.js';
import { simd } from 'wasm-feature-detect';
import { invalidParameter } from '../http/problem.ts';

/**
 * Raster renditions of the generated SVG product images, as B2C Commerce's image service (DIS) serves
 * them under `disBaseLink`: PNG, JPEG or WebP, scaled by the common transformation parameters `sw`, `sh`
 * (fit inside, aspect kept), `q` (JPEG/WebP quality) and `fmt`. Rendered on first request with
 * WebAssembly/pure-JS encoders (no platform binaries) and kept in a bounded cache, so seeding and tests
 * that never ask for a raster pay nothing. Same SVG and parameters give the same bytes. The renderer
 * has no fonts: a rendition shows the picture without the SVG's caption.
 */

export type RasterFormat = 'png' | 'jpg' | 'webp';

export interface RenditionRequest {
  format: RasterFormat;
  /** Target box; the image is fitted inside it. Absent: the SVG's own size. */
  width?: number;
  height?: number;
  quality: number;
}

/** DIS's documented range for sw/sh and a sandbox bound (the spec's largest responsive width). */
export const MAX_RENDITION_SIZE = 3000;
export const DEFAULT_QUALITY = 80;
const CACHE_ENTRIES = 64;

const CONTENT_TYPES: Record<RasterFormat, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
export const renditionContentType = (format: RasterFormat) => CONTENT_TYPES[format];

const FORMATS: Record<string, RasterFormat> = { png: 'png', jpg: 'jpg', jpeg: 'jpg', webp: 'webp' };

export function parseFormat(value: string): RasterFormat | undefined {
  return FORMATS[value.toLowerCase()];
}

function sizeParam(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= MAX_RENDITION_SIZE)) throw invalidParameter(name, `The parameter '${name}' must be a whole number from 1 to ${MAX_RENDITION_SIZE}.`);
  return value;
}

/** The transformation parameters of a request; `fmt` overrides the format of the file name. */
export function renditionRequest(fileFormat: RasterFormat, query: Record<string, string | undefined>): RenditionRequest {
  const format = query.fmt === undefined ? fileFormat : parseFormat(query.fmt);
  if (!format) throw invalidParameter('fmt', "The parameter 'fmt' must be one of png, jpg, webp.");
  const quality = query.q === undefined ? DEFAULT_QUALITY : /^\d{1,3}$/.test(query.q) ? Number(query.q) : NaN;
  if (!(quality >= 1 && quality <= 100)) throw invalidParameter('q', "The parameter 'q' must be a whole number from 1 to 100.");
  return { format, width: sizeParam('sw', query.sw), height: sizeParam('sh', query.sh), quality };
}

let ready: Promise<void> | undefined;

function loadCodecs(): Promise<void> {
  ready ??= (async () => {
    const require = createRequire(import.meta.url);
    await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    const webpWasm = (await simd()) ? 'webp_enc_simd.wasm' : 'webp_enc.wasm';
    await initWebp(await WebAssembly.compile(readFileSync(require.resolve(`@jsquash/webp/codec/enc/${webpWasm}`))));
  })();
  ready.catch(() => (ready = undefined));
  return ready;
}

function fitTo(svgWidth: number, svgHeight: number, request: RenditionRequest) {
  const scale = Math.min(request.width ? request.width / svgWidth : Infinity, request.height ? request.height / svgHeight : Infinity);
  return Number.isFinite(scale) ? { mode: 'zoom' as const, value: scale } : { mode: 'original' as const };
}

async function render(svg: string, request: RenditionRequest): Promise<Uint8Array> {
  await loadCodecs();
  const probe = new Resvg(svg);
  const fit = fitTo(probe.width, probe.height, request);
  probe.free();
  const resvg = new Resvg(svg, { fitTo: fit, background: '#ffffff', font: { loadSystemFonts: false } });
  const image = resvg.render();
  try {
    if (request.format === 'png') return image.asPng();
    if (request.format === 'jpg') return jpeg.encode({ data: Buffer.from(image.pixels), width: image.width, height: image.height }, request.quality).data;
    const pixels = new Uint8ClampedArray(image.pixels);
    return new Uint8Array(await encodeWebp({ data: pixels, width: image.width, height: image.height, colorSpace: 'srgb' } as ImageData, { quality: request.quality }));
  } finally {
    image.free();
    resvg.free();
  }
}

const cache = new Map<string, Promise<Uint8Array>>();

/** The rendition of an SVG (cached: the newest CACHE_ENTRIES requests are kept). */
export function rendition(key: string, svg: string, request: RenditionRequest): Promise<Uint8Array> {
  const cacheKey = `${key}|${request.format}|${request.width ?? ''}|${request.height ?? ''}|${request.quality}`;
  const cached = cache.get(cacheKey);
  if (cached) {
    cache.delete(cacheKey);
    cache.set(cacheKey, cached);
    return cached;
  }
  const rendered = render(svg, request);
  cache.set(cacheKey, rendered);
  rendered.catch(() => cache.delete(cacheKey));
  while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return rendered;
}
