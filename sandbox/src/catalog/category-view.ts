import { publicDoc } from './lookup.ts';
import type { Catalog, CategoryRecord } from './store.ts';

/** The SCAPI Category of shopper-products: the stored document with its path and children to a depth. */

/** Path from the top level down to the category itself (root excluded), as SCAPI's parentCategoryTree. */
export function categoryPath(catalog: Catalog, categoryId: string): Array<{ id: string; name: string }> {
  const path: Array<{ id: string; name: string }> = [];
  const seen = new Set<string>();
  let current = catalog.categories.get(categoryId);
  while (current && current.id !== 'root' && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift({ id: current.id, name: String(current.doc.name) });
    current = current.parentId ? catalog.categories.get(current.parentId) : undefined;
  }
  return path;
}

function absolute(path: unknown, origin: string): unknown {
  return typeof path === 'string' && path.startsWith('/') ? origin + path : path;
}

export function viewCategory(
  catalog: Catalog,
  category: CategoryRecord,
  levels: number,
  origin: string,
): Record<string, unknown> {
  const view: Record<string, unknown> = { ...publicDoc(category.doc), id: category.id };
  view.image = absolute(category.doc.image, origin);
  view.thumbnail = absolute(category.doc.thumbnail, origin);
  const banner = category.doc.c_menuBanner as Record<string, unknown> | undefined;
  if (banner) view.c_menuBanner = { ...banner, image: absolute(banner.image, origin) };
  view.parentCategoryTree = categoryPath(catalog, category.id);
  view.onlineSubCategoriesCount = category.childIds.length;
  if (levels > 0 && category.childIds.length) {
    view.categories = category.childIds
      .map((id) => catalog.categories.get(id))
      .filter((child): child is CategoryRecord => Boolean(child))
      .map((child) => viewCategory(catalog, child, levels - 1, origin));
  }
  return view;
}

/** A category and everything below it: search by cgid includes subcategories. */
export function categoryAndDescendants(catalog: Catalog, categoryId: string): Set<string> {
  const result = new Set<string>();
  const visit = (id: string) => {
    if (result.has(id)) return;
    const category = catalog.categories.get(id);
    if (!category) return;
    result.add(id);
    category.childIds.forEach(visit);
  };
  visit(categoryId);
  return result;
}
