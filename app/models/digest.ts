/**
 * A short, non-cryptographic digest of a text: FNV-1a over two 32-bit halves, as 16 hex digits. For telling
 * versions of a value apart (the review's digest, a static island's version), never for secrets.
 */
export function shortDigest(text: string): string {
  let low = 0x811c9dc5;
  let high = 0x01000193;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
    high = Math.imul(high ^ code, 0x5bd1e995) >>> 0;
  }
  return `${high.toString(16).padStart(8, '0')}${low.toString(16).padStart(8, '0')}`;
}
