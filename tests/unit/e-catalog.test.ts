import { describe, expect, it } from 'vitest';
import { toBlock, type BlockContext } from '~/models/content-blocks.ts';
import { E_CATALOGS_MAX, eCatalogIds, eCatalogMarker, splitCustomHtml, toECatalog } from '~/models/e-catalog.ts';
import { SCHEMA_BASE } from '../../sandbox/src/content/delivery-data.ts';

const MARKER = '<div data-component="e-catalog" data-catalog="online-catalog"></div>';
const context: BlockContext = { imageBase: undefined, groups: [], iframeOrigins: [], imageOrigins: [] };

describe('e-catalog marker (custom HTML block)', () => {
  it('recognises the documented marker, in either attribute order and quote style, and nothing else', () => {
    expect(eCatalogMarker(' data-component="e-catalog" data-catalog="online-catalog"')).toBe('online-catalog');
    expect(eCatalogMarker(" data-catalog='spring-2027' class=\"x\" data-component='E-Catalog'")).toBe('spring-2027');
    expect(eCatalogMarker(' data-component="e-catalog"')).toBeUndefined();
    expect(eCatalogMarker(' data-component="video" data-catalog="online-catalog"')).toBeUndefined();
    expect(eCatalogMarker(' data-component="e-catalog" data-catalog="../secret"')).toBeUndefined();
    expect(eCatalogMarker(' data-component="e-catalog" data-catalog="Online Catalog"')).toBeUndefined();
    expect(eCatalogMarker(' xdata-component="e-catalog" data-catalog="online-catalog"')).toBeUndefined();
  });

  it('splits custom HTML at its markers, keeping the markup around them in order', () => {
    expect(splitCustomHtml(`<h2>Catalog</h2>${MARKER}<p>After</p>`)).toEqual([
      { html: '<h2>Catalog</h2>' },
      { eCatalog: 'online-catalog' },
      { html: '<p>After</p>' },
    ]);
    expect(splitCustomHtml('<p>No marker</p><div class="x"></div>')).toEqual([
      { html: '<p>No marker</p><div class="x"></div>' },
    ]);
    expect(splitCustomHtml(MARKER)).toEqual([{ eCatalog: 'online-catalog' }]);
    expect(splitCustomHtml('<div data-component="e-catalog" data-catalog="online-catalog">text</div>')).toEqual([
      { html: '<div data-component="e-catalog" data-catalog="online-catalog">text</div>' },
    ]);
  });

  it('takes at most E_CATALOGS_MAX markers and lists each catalog once', () => {
    const parts = splitCustomHtml(MARKER.repeat(E_CATALOGS_MAX + 2));
    expect(parts).toHaveLength(E_CATALOGS_MAX);
    expect(eCatalogIds(parts)).toEqual(['online-catalog']);
  });

  it('the block keeps the marker as a part and sanitises the markup around it', () => {
    const block = toBlock(
      {
        _meta: { schema: SCHEMA_BASE + 'custom-html' },
        html: `<p onclick="x()">Ours</p>${MARKER}<script>alert(1)</script>`,
      },
      context,
    );
    expect(block).toMatchObject({
      kind: 'custom-html',
      html: '<p>Ours</p>',
      parts: [{ html: '<p>Ours</p>' }, { eCatalog: 'online-catalog' }],
    });
    const only = toBlock({ _meta: { schema: SCHEMA_BASE + 'custom-html' }, html: MARKER }, context);
    expect(only).toMatchObject({ kind: 'custom-html', parts: [{ eCatalog: 'online-catalog' }] });
    const plain = toBlock({ _meta: { schema: SCHEMA_BASE + 'custom-html' }, html: '<p>Hi</p>' }, context);
    expect(plain).not.toHaveProperty('parts');
  });
});

describe('toECatalog', () => {
  const item = {
    id: 'online-catalog',
    title: 'Browse Our Digital Catalog',
    text: 'Every box in one catalog.',
    cta: { label: 'Download PDF', href: 'https://cdn.example/c.pdf', ctaLink: 'https://cdn.example/c.pdf' },
    image: { src: 'https://cdn.example/cover.svg', alt: 'Cover', width: 600, height: 800 },
  };

  it('builds the viewer from the item: title, text, cover, the download link from cta.ctaLink', () => {
    expect(toECatalog(item, undefined)).toEqual({
      id: 'online-catalog',
      title: 'Browse Our Digital Catalog',
      text: 'Every box in one catalog.',
      cover: { src: 'https://cdn.example/cover.svg', alt: 'Cover', width: 600, height: 800 },
      downloadHref: 'https://cdn.example/c.pdf',
      downloadLabel: 'Download PDF',
    });
  });

  it('needs a title and an http(s) download link; an unsized cover is left out', () => {
    expect(toECatalog({ ...item, title: ' ' }, undefined)).toBeUndefined();
    expect(toECatalog({ ...item, cta: { ctaLink: 'javascript:alert(1)' } }, undefined)).toBeUndefined();
    expect(toECatalog({ ...item, cta: {} }, undefined)).toBeUndefined();
    expect(toECatalog(null, undefined)).toBeUndefined();
    expect(
      toECatalog({ ...item, image: { src: 'https://cdn.example/cover.svg', alt: '' } }, undefined),
    ).not.toHaveProperty('cover');
  });
});
