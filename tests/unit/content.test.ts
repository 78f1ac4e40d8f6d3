import { describe, expect, it } from 'vitest';
import { toContentBlock, toContentBlocks } from '~/models/content.ts';

const image = { src: 'http://127.0.0.1:4010/images/content/home-hero.svg', alt: 'Truffles', width: 1200, height: 500 };

describe('content blocks', () => {
  it('keeps a complete hero with its image and call to action', () => {
    expect(
      toContentBlock({
        id: 'home-hero',
        type: 'hero',
        title: 'Sweet',
        text: 'Made by hand',
        image,
        cta: { label: 'Shop', href: '/category/chocolate' },
      }),
    ).toEqual({
      type: 'hero',
      id: 'home-hero',
      title: 'Sweet',
      text: 'Made by hand',
      image,
      cta: { label: 'Shop', href: '/category/chocolate' },
    });
  });

  it('drops links that leave the site and images without a size', () => {
    const block = toContentBlock({
      id: 'h',
      type: 'hero',
      title: 'T',
      image: { src: image.src, alt: '' },
      cta: { label: 'Go', href: '//evil.example/x' },
    });
    expect(block).toEqual({ type: 'hero', id: 'h', title: 'T' });
  });

  it('accepts the spec’s ctaLink name for a call to action', () => {
    expect(toContentBlock({ id: 'h', type: 'hero', title: 'T', cta: { label: 'Go', ctaLink: '/help' } })).toMatchObject(
      { cta: { label: 'Go', href: '/help' } },
    );
  });

  it('keeps a trust row’s complete points, with known icons only', () => {
    const block = toContentBlock({
      id: 'home-trust',
      type: 'trustRow',
      title: 'Why shop with us',
      items: [
        { icon: 'fresh', title: 'Made fresh', text: 'Packed the day it ships.' },
        { icon: 'rocket', title: 'Fast', text: 'Unknown icon.' },
        { title: 'No text' },
        'x',
      ],
    });
    expect(block).toEqual({
      type: 'trustRow',
      id: 'home-trust',
      title: 'Why shop with us',
      items: [
        { icon: 'fresh', title: 'Made fresh', text: 'Packed the day it ships.' },
        { title: 'Fast', text: 'Unknown icon.' },
      ],
    });
    expect(toContentBlock({ id: 't', type: 'trustRow', items: [] })).toBeNull();
  });

  it('keeps occasion shortcuts that stay on the site', () => {
    const block = toContentBlock({
      id: 'home-occasions',
      type: 'occasionLinks',
      title: 'Shop by Occasion',
      links: [
        { label: 'Birthday', href: '/category/birthday', categoryId: 'birthday' },
        { label: 'Elsewhere', href: 'https://evil.example/' },
      ],
    });
    expect(block).toEqual({
      type: 'occasionLinks',
      id: 'home-occasions',
      title: 'Shop by Occasion',
      links: [{ label: 'Birthday', href: '/category/birthday' }],
    });
  });

  it('keeps category cards with a title and a site link only', () => {
    const block = toContentBlock({
      id: 'cards',
      type: 'categoryCards',
      title: 'Shop by Category',
      cards: [
        { title: 'Chocolate', href: '/category/chocolate', image: { ...image, width: 400, height: 300 } },
        { title: 'Nowhere', href: 'https://evil.example' },
        { href: '/x' },
        null,
      ],
    });
    expect(block).toEqual({
      type: 'categoryCards',
      id: 'cards',
      title: 'Shop by Category',
      cards: [{ title: 'Chocolate', href: '/category/chocolate', image: { ...image, width: 400, height: 300 } }],
    });
  });

  it('keeps carousels with well-formed product ids and drops empty ones', () => {
    expect(
      toContentBlock({
        id: 'c',
        type: 'productCarousel',
        title: 'Best Sellers',
        productIds: ['10101', 42, '<x>', '10301'],
      }),
    ).toEqual({
      type: 'productCarousel',
      id: 'c',
      title: 'Best Sellers',
      productIds: ['10101', '10301'],
    });
    expect(toContentBlock({ id: 'c', type: 'productCarousel', title: 'Empty', productIds: [] })).toBeNull();
  });

  it('leaves out unknown types, items without an id and junk, keeping the order of the rest', () => {
    const blocks = toContentBlocks([
      { id: 'b', type: 'banner', text: 'Free shipping over $75', href: '/help/shipping-rates' },
      { id: 'x', type: 'video', url: '/v.mp4' },
      { type: 'hero', title: 'no id' },
      'junk',
      { id: 'h', type: 'hero', title: 'Hello' },
    ]);
    expect(blocks.map((block) => block.id)).toEqual(['b', 'h']);
  });
});
