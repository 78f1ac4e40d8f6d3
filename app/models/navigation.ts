/**
 * The mega menu and mobile drawer, derived from the category tree SCAPI returns (root with levels
 * below it). Categories flagged `c_showInMenu: false` (sales materials and other utility pages) stay
 * out. A category links to its own `c_pageLink` when that is a path on this site, else to
 * `/category/{id}`.
 */
import { sameOriginImageSrc } from './image-url.ts';
import { safeRedirectTarget } from './safe-redirect.ts';

export interface MenuBanner {
  title: string;
  href: string;
  linkText: string;
  image: string;
}

export interface MenuItem {
  id: string;
  name: string;
  href: string;
  /** Text colour for the top-level entry (`c_menuTextColor`). */
  color?: string;
  children: MenuItem[];
  banner?: MenuBanner;
}

export interface CategoryNode {
  id: string;
  name?: string;
  categories?: CategoryNode[];
  c_showInMenu?: boolean;
  c_pageLink?: string;
  c_menuTextColor?: string;
  c_menuBanner?: { title?: string; textLink?: string; linkText?: string; image?: string };
}

export function categoryHref(category: Pick<CategoryNode, 'id' | 'c_pageLink'>): string {
  return safeRedirectTarget(category.c_pageLink, `/category/${encodeURIComponent(category.id)}`);
}

function menuItem(category: CategoryNode, imageBase: string | undefined): MenuItem {
  const banner = category.c_menuBanner;
  const bannerHref = safeRedirectTarget(banner?.textLink, '');
  return {
    id: category.id,
    name: category.name ?? category.id,
    href: categoryHref(category),
    ...(category.c_menuTextColor ? { color: category.c_menuTextColor } : {}),
    children: (category.categories ?? [])
      .filter((child) => child.c_showInMenu !== false)
      .map((child) => menuItem(child, imageBase)),
    ...(banner?.title && bannerHref && banner.image
      ? {
          banner: {
            title: banner.title,
            href: bannerHref,
            linkText: banner.linkText ?? banner.title,
            image: sameOriginImageSrc(banner.image, imageBase),
          },
        }
      : {}),
  };
}

/** The menu's top-level entries: the root's visible children, each with its visible descendants (banner images on our origin). */
export function menuFromCategoryTree(root: CategoryNode | null | undefined, imageBase?: string): MenuItem[] {
  return (root?.categories ?? [])
    .filter((category) => category.c_showInMenu !== false)
    .map((category) => menuItem(category, imageBase));
}
