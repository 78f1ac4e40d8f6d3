/**
 * The request log's view of a URL: query values that are secrets or one-time tokens are replaced,
 * so the log never holds a payment provider's token (PayPal's order id and payer id on the return
 * URL, Klarna's session) or a mail link's token.
 */
const SECRET_QUERY_NAMES = new Set(['token', 'payerid', 'sid', 'authorization_token', 'code', 'state']);

export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return equals >= 0 && SECRET_QUERY_NAMES.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}
