import { describe, expect, it } from 'vitest';
import { categoryHref, menuFromCategoryTree, type CategoryNode, type MenuItem } from '~/models/navigation.ts';

function ids(items: MenuItem[]): unknown[] {
  return items.map((item) => (item.children.length ? { [item.id]: ids(item.children) } : item.id));
}

describe('categoryHref', () => {
  it('falls back to /category/{id}', () => {
    expect(categoryHref({ id: 'chocolate' })).toBe('/category/chocolate');
  });

  it('encodes the id', () => {
    expect(categoryHref({ id: 'gift boxes' })).toBe('/category/gift%20boxes');
    expect(categoryHref({ id: 'a/b?c#d' })).toBe('/category/a%2Fb%3Fc%23d');
  });

  it('uses a local c_pageLink', () => {
    expect(categoryHref({ id: 'lollipops', c_pageLink: '/lollipops' })).toBe('/lollipops');
    expect(categoryHref({ id: 'sale', c_pageLink: '/search?q=sale&srule=price-low-to-high' })).toBe(
      '/search?q=sale&srule=price-low-to-high',
    );
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/lollipops'],
    ['absolute URL', 'https://evil.com/lollipops'],
    ['javascript:', 'javascript:alert(1)'],
    ['relative path', 'lollipops'],
    ['empty', ''],
  ])('ignores a %s page link', (_label, c_pageLink) => {
    expect(categoryHref({ id: 'lollipops', c_pageLink })).toBe('/category/lollipops');
  });
});

describe('menuFromCategoryTree', () => {
  it('returns no entries without a root', () => {
    expect(menuFromCategoryTree(null)).toEqual([]);
    expect(menuFromCategoryTree(undefined)).toEqual([]);
  });

  it('returns no entries for a root without children', () => {
    expect(menuFromCategoryTree({ id: 'root' })).toEqual([]);
    expect(menuFromCategoryTree({ id: 'root', categories: [] })).toEqual([]);
  });

  it('does not include the root itself', () => {
    const menu = menuFromCategoryTree({
      id: 'root',
      name: 'Storefront Catalog',
      categories: [{ id: 'chocolate', name: 'Chocolate' }],
    });
    expect(menu.map((item) => item.id)).toEqual(['chocolate']);
  });

  it('maps a category to an item with name, href and children', () => {
    const menu = menuFromCategoryTree({
      id: 'root',
      categories: [
        {
          id: 'chocolate',
          name: 'Chocolate',
          categories: [{ id: 'truffles', name: 'Truffles', c_pageLink: '/truffles' }],
        },
      ],
    });
    expect(menu).toEqual([
      {
        id: 'chocolate',
        name: 'Chocolate',
        href: '/category/chocolate',
        children: [{ id: 'truffles', name: 'Truffles', href: '/truffles', children: [] }],
      },
    ]);
  });

  it('uses the id when a category has no name', () => {
    expect(menuFromCategoryTree({ id: 'root', categories: [{ id: 'gummies' }] })[0]!.name).toBe('gummies');
  });

  it('keeps the top-level text colour only when given', () => {
    const menu = menuFromCategoryTree({
      id: 'root',
      categories: [
        { id: 'sale', name: 'Sale', c_menuTextColor: '#c00' },
        { id: 'gifts', name: 'Gifts' },
      ],
    });
    expect(menu[0]!.color).toBe('#c00');
    expect(menu[1]).not.toHaveProperty('color');
  });

  it('hides c_showInMenu: false at every level, with its descendants', () => {
    const root: CategoryNode = {
      id: 'root',
      categories: [
        { id: 'sales-materials', c_showInMenu: false, categories: [{ id: 'flyers' }] },
        {
          id: 'chocolate',
          c_showInMenu: true,
          categories: [
            { id: 'hidden-2', c_showInMenu: false },
            {
              id: 'truffles',
              categories: [
                { id: 'dark', categories: [{ id: 'hidden-4', c_showInMenu: false }, { id: 'dark-70' }] },
                { id: 'hidden-3', c_showInMenu: false, categories: [{ id: 'never' }] },
              ],
            },
          ],
        },
        { id: 'gummies' },
      ],
    };
    expect(ids(menuFromCategoryTree(root))).toEqual([
      { chocolate: [{ truffles: [{ dark: ['dark-70'] }] }] },
      'gummies',
    ]);
    expect(JSON.stringify(menuFromCategoryTree(root))).not.toMatch(/hidden|never|flyers|sales-materials/);
  });

  it('shows categories with c_showInMenu missing or true', () => {
    const menu = menuFromCategoryTree({ id: 'root', categories: [{ id: 'a' }, { id: 'b', c_showInMenu: true }] });
    expect(menu.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('applies categoryHref at every level (no //evil links)', () => {
    const menu = menuFromCategoryTree({
      id: 'root',
      categories: [
        { id: 'top', c_pageLink: '//evil.com', categories: [{ id: 'child', c_pageLink: 'https://evil.com' }] },
      ],
    });
    expect(menu[0]!.href).toBe('/category/top');
    expect(menu[0]!.children[0]!.href).toBe('/category/child');
  });

  describe('banner', () => {
    const banner = {
      title: 'Valentine Gifts',
      textLink: '/valentines',
      linkText: 'Shop now',
      image: '/images/valentines.jpg',
    };

    it('maps a complete banner', () => {
      const menu = menuFromCategoryTree({ id: 'root', categories: [{ id: 'gifts', c_menuBanner: banner }] });
      expect(menu[0]!.banner).toEqual({
        title: 'Valentine Gifts',
        href: '/valentines',
        linkText: 'Shop now',
        image: '/images/valentines.jpg',
      });
    });

    it('uses the title as link text when there is none', () => {
      const { linkText: _unused, ...withoutLinkText } = banner;
      const menu = menuFromCategoryTree({ id: 'root', categories: [{ id: 'gifts', c_menuBanner: withoutLinkText }] });
      expect(menu[0]!.banner?.linkText).toBe('Valentine Gifts');
    });

    it.each([['title'], ['textLink'], ['image']] as const)('leaves out a banner without %s', (field) => {
      const incomplete = { ...banner, [field]: undefined };
      const menu = menuFromCategoryTree({ id: 'root', categories: [{ id: 'gifts', c_menuBanner: incomplete }] });
      expect(menu[0]).not.toHaveProperty('banner');
    });

    it('has no banner when the category has none', () => {
      expect(menuFromCategoryTree({ id: 'root', categories: [{ id: 'gifts' }] })[0]).not.toHaveProperty('banner');
    });

    it('maps banners on nested categories too', () => {
      const menu = menuFromCategoryTree({
        id: 'root',
        categories: [{ id: 'gifts', categories: [{ id: 'valentines', c_menuBanner: banner }] }],
      });
      expect(menu[0]!.children[0]!.banner?.title).toBe('Valentine Gifts');
    });
  });
});

describe('categoryHref and banner links stay on the site', () => {
  it.each(['/\\evil.com', '/\t/evil.com', '/..//evil.com', 'https://evil.com/x'])(
    'a page link %j falls back to /category/{id}',
    (link) => {
      expect(categoryHref({ id: 'x', c_pageLink: link })).toBe('/category/x');
    },
  );

  it('drops a banner whose link leaves the site', () => {
    const [item] = menuFromCategoryTree({
      id: 'root',
      categories: [
        {
          id: 'a',
          name: 'A',
          c_menuBanner: { title: 'Promo', textLink: '//evil.com', linkText: 'Go', image: '/i.svg' },
        },
      ],
    });
    expect(item?.banner).toBeUndefined();
  });
});
