/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside each text file of the client build, so the
 * server sends them as they are (server/static-assets.ts) instead of compressing every answer on the fly at
 * the fast, larger levels. Run at the end of `react-router build` (react-router.config.ts), after the route
 * manifest is written. A copy is kept only when it is smaller.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ENCODING_SUFFIX } from '../app/models/content-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts come compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html)$/;

export async function precompressDirectory(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter((fileName) => COMPRESSIBLE.test(fileName));
  await Promise.all(
    files.map(async (fileName) => {
      const path = join(dir, fileName);
      const source = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await writeFile(path + ENCODING_SUFFIX.br, br);
      if (gz.length < source.length) await writeFile(path + ENCODING_SUFFIX.gzip, gz);
    }),
  );
}
