/**
 * Static islands (components/static-island.tsx): parts of the page the browser keeps as the server's markup.
 * The server renders an island's markup once per version and fills in the one per-request value, the page's
 * own address in its `redirectTo` fields.
 */
import { shortDigest } from './digest.ts';
import { escapeXml } from './seo-files.ts';

/** The field a form in an island carries the current page's address in (the action redirects back to it). */
export const REDIRECT_TO_FIELD = 'redirectTo';

/**
 * Stands for the page's address in an island's cached markup: a private-use character, which React's
 * escaping leaves as it is and no text of the shop contains.
 */
export const REDIRECT_TO_SLOT = '\u{E000}redirect-to\u{E000}';

/** Names what an island was made from (a digest of its inputs as JSON): equal inputs, equal version. */
export function islandVersion(inputs: unknown): string {
  return shortDigest(JSON.stringify(inputs));
}

/** The cached markup with this request's page address in every `redirectTo` field, escaped as an attribute value. */
export function fillRedirectTo(markup: string, path: string): string {
  return markup.replaceAll(REDIRECT_TO_SLOT, escapeXml(path));
}

/**
 * A bounded memo of rendered markup by version: texts come from the content hub and may change at any time,
 * so old versions are dropped, oldest first, past `limit`.
 */
export function markupMemo(limit = 32): (version: string, render: () => string) => string {
  const entries = new Map<string, string>();
  return (version, render) => {
    let markup = entries.get(version);
    if (markup === undefined) {
      markup = render();
      entries.set(version, markup);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    }
    return markup;
  };
}

/**
 * React Router discovers ahead of a click the routes of the links that carry this attribute (its own links
 * render it); an island's site links carry it too, so their first click waits for no route discovery.
 */
export const DISCOVER_ROUTE = { 'data-discover': 'true' } as const;
