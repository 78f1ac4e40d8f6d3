/**
 * Which precompressed copy of a static asset to send (the build writes Brotli and gzip copies beside each
 * asset, scripts/precompress.ts, at the end of the build): the client's Accept-Encoding with its q-values, Brotli first when the
 * client likes both equally because its copy is the smaller one.
 */
export const PRECOMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number];

/** The file-name suffix of each encoding's copy. */
export const ENCODING_SUFFIX: Record<PrecompressedEncoding, string> = { br: '.br', gzip: '.gz' };

/** Each coding the header names with its weight (`*` included); malformed weights count as 0. */
function weights(acceptEncoding: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const match = /^q=([0-9](?:\.[0-9]{0,3})?)$/i.exec(parameter);
      if (/^q=/i.test(parameter)) weight = match ? Math.min(1, Number(match[1])) : 0;
    }
    result.set(name.toLowerCase(), weight);
  }
  return result;
}

/**
 * The encoding to answer in, of those a copy exists in (`available`, in order of preference), or null for
 * the asset as it is. A coding the header does not name is taken at the weight of `*` (none when absent);
 * `q=0` refuses it.
 */
export function chooseEncoding(
  acceptEncoding: string | null | undefined,
  available: readonly PrecompressedEncoding[],
): PrecompressedEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = weights(acceptEncoding);
  const wildcard = accepted.get('*') ?? 0;
  let best: PrecompressedEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of PRECOMPRESSED_ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const weight = accepted.get(encoding) ?? (encoding === 'gzip' ? (accepted.get('x-gzip') ?? wildcard) : wildcard);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
