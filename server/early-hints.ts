/**
 * 103 Early Hints (`EARLY_HINTS=1`): before the app renders a page, the server tells the browser what the page will
 * link to first (the stylesheet, the heading font, the modules React Router preloads for the page's routes), so that
 * those are fetched while the app waits for the commerce backend (150-300 ms a call in production). A page from the
 * rendered-page cache gets none: it leaves at once. Off by default because only a front end that forwards 103 helps
 * (browsers take them over HTTP/2 and later) and a proxy that does not know 1xx answers could take one for the page's.
 */
import type { Request, Response } from 'express';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { isLiteMode } from '../app/models/lite-mode.ts';

export interface EarlyHintLinks {
  /** The stylesheet and the font: every page, lite mode too. */
  styles: string[];
  /** The modules every page starts with (the client entry, the root route and their imports); not in lite mode. */
  scripts: string[];
}

type Build = Pick<ServerBuild, 'assets' | 'routes'>;
type LinkDescriptor = { rel?: string; href?: string; as?: string; type?: string; crossOrigin?: string };

const modulePreload = (href: string) => `<${href}>; rel=modulepreload`;

/** `Link` values of the root route's preloads and stylesheets, and of the modules React Router preloads on every page. */
export function earlyHintLinks(build: Build): EarlyHintLinks {
  const links = (build.routes.root?.module.links?.() ?? []) as LinkDescriptor[];
  const styles = links.flatMap((link) => {
    if (!link.href) return [];
    if (link.rel === 'stylesheet') return [`<${link.href}>; rel=preload; as=style`];
    if (link.rel !== 'preload' || !link.as) return [];
    return [
      `<${link.href}>; rel=preload; as=${link.as}${link.type ? `; type="${link.type}"` : ''}${link.crossOrigin ? '; crossorigin' : ''}`,
    ];
  });
  const root = build.assets.routes.root;
  for (const css of root?.css ?? []) styles.push(`<${css}>; rel=preload; as=style`);
  const modules = [
    build.assets.entry.module,
    ...build.assets.entry.imports,
    ...(root ? [root.module, ...(root.imports ?? [])] : []),
  ];
  return { styles, scripts: [...new Set(modules)].map(modulePreload) };
}

/** The build's routes as the tree React Router matches (the build lists them flat, each naming its parent). */
function routeTree(routes: Build['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, index: true, path: route!.path, caseSensitive: route!.caseSensitive }
        : {
            id: route!.id,
            path: route!.path,
            caseSensitive: route!.caseSensitive,
            children: routeTree(routes, route!.id),
          },
    );
}

/**
 * The module preloads of a path's routes below the root, as React Router lists them in the page's head (each matched
 * route's module and its imports), less those every page has; none for a path no route matches. Null for a resource
 * route (a sitemap, a payment provider's return, a preference form's GET): its answer is no page, so nothing to hint.
 */
function routeModuleLinks(
  build: Build,
  tree: RouteObject[],
  pathname: string,
  everyPage: Set<string>,
): string[] | null {
  const matches = matchRoutes(tree, pathname) ?? [];
  const leaf = matches.at(-1)?.route.id;
  if (leaf && !build.routes[leaf]?.module.default) return null;
  const hrefs = matches.flatMap(({ route }) => {
    const assets = route.id ? build.assets.routes[route.id] : undefined;
    return assets ? [assets.module, ...(assets.imports ?? [])] : [];
  });
  return [...new Set(hrefs)].map(modulePreload).filter((link) => !everyPage.has(link));
}

/** The routes' literal path segments, lower-cased: React Router matches them without regard to case. */
export function literalSegments(routes: Build['routes']): Set<string> {
  const literals = new Set<string>();
  for (const route of Object.values(routes)) {
    for (const segment of route?.path?.split('/') ?? [])
      if (segment && !segment.startsWith(':') && segment !== '*') literals.add(segment.toLowerCase());
  }
  return literals;
}

/**
 * What decides which routes a path matches: its literal segments (lower-cased) and how many others there are, each of
 * which only a parameter or a splat can match. Paths of one shape match the same routes.
 */
export function pathShape(pathname: string, literals: Set<string>): string {
  return pathname
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // React Router matches an undecodable segment as it is.
      }
      const lower = decoded.toLowerCase();
      return literals.has(lower) ? lower : segment === '' ? '' : ':';
    })
    .join('/');
}

/** Shapes remembered at most: the routes have a few dozen; deeper and deeper paths to the catch-all add one each. */
const SHAPES_KEPT = 512;

/**
 * Whether the request is a browser asking for a page: a GET for a document (not React Router's data requests), over
 * HTTP/1.1 or later (a server must not send a 1xx answer to an HTTP/1.0 client).
 */
export function wantsEarlyHints(
  request: Pick<Request, 'method' | 'path' | 'httpVersionMajor' | 'httpVersionMinor' | 'get'>,
): boolean {
  if (request.method !== 'GET' || request.path.endsWith('.data')) return false;
  if (request.httpVersionMajor < 1 || (request.httpVersionMajor === 1 && request.httpVersionMinor < 1)) return false;
  const destination = request.get('sec-fetch-dest');
  return destination ? destination === 'document' : (request.get('accept') ?? '').includes('text/html');
}

/** Sends the hints for a page request; lite mode gets the styles alone, as its pages have no scripts. */
export function earlyHints(build: Build): (request: Request, response: Response) => void {
  const { styles, scripts } = earlyHintLinks(build);
  const everyPage = new Set(scripts);
  const tree = routeTree(build.routes);
  const literals = literalSegments(build.routes);
  // Matching a path against the route tree takes about a millisecond (React Router ranks every route again each time):
  // done once per shape of path.
  const byShape = new Map<string, string[] | null>();
  const routeLinks = (pathname: string) => {
    const shape = pathShape(pathname, literals);
    let links = byShape.get(shape);
    if (links === undefined) {
      links = routeModuleLinks(build, tree, pathname, everyPage);
      if (byShape.size < SHAPES_KEPT) byShape.set(shape, links);
    }
    return links;
  };
  return (request, response) => {
    if (!wantsEarlyHints(request)) return;
    const pageLinks = routeLinks(request.path);
    if (!pageLinks) return;
    const lite = isLiteMode(request.get('save-data') ?? null, request.get('cookie') ?? null);
    response.writeEarlyHints({ link: lite ? styles : [...styles, ...scripts, ...pageLinks] });
  };
}
