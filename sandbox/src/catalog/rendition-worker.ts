import { parentPort } from 'node:worker_threads';
import { rasterize, type RenditionRequest } from './rasterize.ts';

/** A rendition worker (catalog/rendition-pool.ts): one job at a time, an SVG and parameters in, the image's bytes (or an error message) out. */
parentPort!.on('message', ({ svg, request }: { svg: string; request: RenditionRequest }) => {
  rasterize(svg, request).then(
    (bytes) => parentPort!.postMessage({ bytes }),
    (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
