import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import jpeg from 'jpeg-js';
import encodeWebp, { init as initWebp } from '@jsquash/webp/encode.js';
import { simd } from 'wasm-feature-detect';

/**
 * The rasterizer of the image service: an SVG and the transformation parameters in, the encoded image
 * out (PNG, JPEG or WebP) with WebAssembly/pure-JS encoders (no platform binaries). Same input, same
 * bytes. It runs in the rendition workers (catalog/rendition-worker.ts): a 3000 px rendition is seconds
 * of CPU that must not hold the server's thread. The renderer has no fonts: a rendition shows the
 * picture without the SVG's caption.
 */

export type RasterFormat = 'png' | 'jpg' | 'webp';

export interface RenditionRequest {
  format: RasterFormat;
  /** Target box; the image is fitted inside it. Absent: the SVG's own size. */
  width?: number;
  height?: number;
  quality: number;
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
  const scale = Math.min(
    request.width ? request.width / svgWidth : Infinity,
    request.height ? request.height / svgHeight : Infinity,
  );
  return Number.isFinite(scale) ? { mode: 'zoom' as const, value: scale } : { mode: 'original' as const };
}

export async function rasterize(svg: string, request: RenditionRequest): Promise<Uint8Array> {
  await loadCodecs();
  const probe = new Resvg(svg);
  const fit = fitTo(probe.width, probe.height, request);
  probe.free();
  const resvg = new Resvg(svg, { fitTo: fit, background: '#ffffff', font: { loadSystemFonts: false } });
  const image = resvg.render();
  try {
    if (request.format === 'png') return image.asPng();
    if (request.format === 'jpg')
      return jpeg.encode({ data: Buffer.from(image.pixels), width: image.width, height: image.height }, request.quality)
        .data;
    const pixels = new Uint8ClampedArray(image.pixels);
    return new Uint8Array(
      await encodeWebp({ data: pixels, width: image.width, height: image.height, colorSpace: 'srgb' } as ImageData, {
        quality: request.quality,
      }),
    );
  } finally {
    image.free();
    resvg.free();
  }
}
