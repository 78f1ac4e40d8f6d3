/**
 * 103 Early Hints (`EARLY_HINTS=1`): before the app renders a page, the server tells the browser what every page loads
 * (the stylesheet, the heading font, the scripts the page starts with), so that those are fetched while the app waits
 * for the commerce backend (150-300 ms a call in production). A page from the rendered-page cache gets none: it leaves
 * at once. Off by default because only a front end that forwards 103 helps (browsers take them over HTTP/2 and later)
 * and a proxy that does not know 1xx answers could take one for the page's answer.
 */
import type { Request, Response } from 'express';
import type { ServerBuild } from 'react-router';
import { isLiteMode } from '../app/models/lite-mode.ts';

export interface EarlyHintLinks {
  /** The stylesheet and the font: every page, lite mode too. */
  styles: string[];
  /** The modules every page starts with (the client entry, the root route and their imports); not in lite mode. */
  scripts: string[];
}

type LinkDescriptor = { rel?: string; href?: string; as?: string; type?: string; crossOrigin?: string };

/** `Link` values of the root route's preloads and stylesheets, and of the modules React Router preloads on every page. */
export function earlyHintLinks(build: Pick<ServerBuild, 'assets' | 'routes'>): EarlyHintLinks {
  const links = (build.routes.root?.module.links?.() ?? []) as LinkDescriptor[];
  const styles = links.flatMap((link) => {
    if (!link.href) return [];
    if (link.rel === 'stylesheet') return [`<${link.href}>; rel=preload; as=style`];
    if (link.rel !== 'preload' || !link.as) return [];
    return [`<${link.href}>; rel=preload; as=${link.as}${link.type ? `; type="${link.type}"` : ''}${link.crossOrigin ? '; crossorigin' : ''}`];
  });
  const root = build.assets.routes.root;
  for (const css of root?.css ?? []) styles.push(`<${css}>; rel=preload; as=style`);
  const modules = [build.assets.entry.module, ...build.assets.entry.imports, ...(root ? [root.module, ...(root.imports ?? [])] : [])];
  return { styles, scripts: [...new Set(modules)].map((href) => `<${href}>; rel=modulepreload`) };
}

/**
 * Whether the request is a browser asking for a page: a GET for a document (not React Router's data requests), over
 * HTTP/1.1 or later (a server must not send a 1xx answer to an HTTP/1.0 client).
 */
export function wantsEarlyHints(request: Pick<Request, 'method' | 'path' | 'httpVersionMajor' | 'httpVersionMinor' | 'get'>): boolean {
  if (request.method !== 'GET' || request.path.endsWith('.data')) return false;
  if (request.httpVersionMajor < 1 || (request.httpVersionMajor === 1 && request.httpVersionMinor < 1)) return false;
  const destination = request.get('sec-fetch-dest');
  return destination ? destination === 'document' : (request.get('accept') ?? '').includes('text/html');
}

/** Sends the hints for a page request; lite mode gets the styles alone, as its pages have no scripts. */
export function earlyHints(build: Pick<ServerBuild, 'assets' | 'routes'>): (request: Request, response: Response) => void {
  const { styles, scripts } = earlyHintLinks(build);
  const withScripts = [...styles, ...scripts];
  return (request, response) => {
    if (!wantsEarlyHints(request)) return;
    const lite = isLiteMode(request.get('save-data') ?? null, request.get('cookie') ?? null);
    response.writeEarlyHints({ link: lite ? styles : withScripts });
  };
}
