import { describe, expect, it } from 'vitest';
import {
  blockProductIds,
  chooseVariation,
  contentHref,
  customerGroups,
  customerGroupsFor,
  paragraphs,
  rotationMs,
  sanitiseCustomHtml,
  timeLeft,
  toBlock,
  toContentPage,
  type BlockContext,
} from '~/models/content-blocks.ts';
import {
  parsePreview,
  parsePreviewEnvironments,
  previewTimeField,
  previewTimeFromField,
} from '~/models/content-preview.ts';
import { HUB_ITEMS, SCHEMA_BASE } from '../../sandbox/src/content/delivery-data.ts';

const context: BlockContext = {
  imageBase: 'http://127.0.0.1:4010/images/',
  groups: [],
  iframeOrigins: ['https://forms.sweetshop.example'],
  imageOrigins: ['https://cdn.sweetshop.example'],
};
const item = (kind: string, fields: Record<string, unknown>) => ({ _meta: { schema: SCHEMA_BASE + kind }, ...fields });
const image = { src: 'http://127.0.0.1:4010/images/content/a.svg', alt: 'A', width: 1200, height: 500 };
const cta = { ctaText: 'Shop', ctaLink: '/category/chocolate' };
const card = { title: 'Chocolate', link: '/category/chocolate', image };
const video = { title: 'Taffy', youtubeId: 'aqz-KE-bpKQ', poster: image };

/** Each schema: a minimal complete item (rendered as `kind`), and the same without a required field (missing). */
const CASES: Array<{ schema: string; kind: string; valid: Record<string, unknown>; broken: Record<string, unknown> }> =
  [
    {
      schema: 'global-banner',
      kind: 'global-banner',
      valid: { slides: [{ text: 'Free shipping' }] },
      broken: { slides: [{ ctaLink: '/' }] },
    },
    { schema: 'alert-banner', kind: 'alert-banner', valid: { text: 'Heat warning' }, broken: { severity: 'warning' } },
    {
      schema: 'countdown-banner',
      kind: 'countdown-banner',
      valid: { text: 'Soon', countdownTimer: { countdownEnable: true, date: '2036-02-14T08:00:00Z' } },
      broken: { countdownTimer: { countdownEnable: true, date: '2036-02-14' } },
    },
    { schema: 'thin-banner', kind: 'thin-banner', valid: { text: 'New' }, broken: { cta } },
    {
      schema: 'hero-banner',
      kind: 'hero-banner',
      valid: { headline: 'Hi', image, ctas: [cta] },
      broken: { text: 'no headline', image },
    },
    {
      schema: 'hero-carousel',
      kind: 'hero-carousel',
      valid: { slides: [{ headline: 'One' }, { headline: 'Two' }] },
      broken: { slides: [{ text: 'x' }] },
    },
    { schema: 'category-banner', kind: 'category-banner', valid: { title: 'Chocolate', image }, broken: { text: 'x' } },
    {
      schema: 'in-grid-tile',
      kind: 'in-grid-tile',
      valid: { gridPosition: 3, headline: 'Tile' },
      broken: { headline: 'Tile', gridPosition: 0 },
    },
    {
      schema: 'in-grid-double-tile',
      kind: 'in-grid-double-tile',
      valid: { gridPosition: 6, headline: 'Tile' },
      broken: { gridPosition: 6 },
    },
    {
      schema: 'alternating-text-image',
      kind: 'alternating-text-image',
      valid: { headline: 'One', image },
      broken: { image },
    },
    {
      schema: 'alternating-text-image-list',
      kind: 'alternating-text-image',
      valid: { items: [{ headline: 'One' }, { headline: 'Two' }] },
      broken: { items: [] },
    },
    {
      schema: 'category-card-list',
      kind: 'category-card-list',
      valid: { cards: [card] },
      broken: { cards: [{ title: 'No link' }] },
    },
    {
      schema: 'feature-cards',
      kind: 'feature-cards',
      valid: { cards: [{ title: 'Pickup', text: 'Same day' }] },
      broken: { cards: [{ text: 'untitled' }] },
    },
    {
      schema: 'info-card-list',
      kind: 'info-card-list',
      valid: { cards: [{ title: 'Fresh' }] },
      broken: { cards: 'x' },
    },
    {
      schema: 'feature-with-products',
      kind: 'feature-with-products',
      valid: { headline: 'Truffles', productIds: ['10101'] },
      broken: { headline: 'Truffles', productIds: ['../x'] },
    },
    {
      schema: 'product-carousel',
      kind: 'product-carousel',
      valid: { title: 'Best', productIds: ['10101', '10201'] },
      broken: { productIds: ['10101'] },
    },
    {
      schema: 'recommendation-carousel',
      kind: 'recommendation-carousel',
      valid: { title: 'More', productIds: ['10101'] },
      broken: { title: 'More', productIds: [] },
    },
    { schema: 'content-text', kind: 'content-text', valid: { text: 'Hello' }, broken: { text: '   ' } },
    { schema: 'headline', kind: 'headline', valid: { text: 'Hi', level: 3 }, broken: { level: 2 } },
    { schema: 'button', kind: 'button', valid: cta, broken: { ctaText: 'Go', ctaLink: 'javascript:alert(1)' } },
    { schema: 'video', kind: 'video', valid: video, broken: { ...video, youtubeId: '"><script>' } },
    { schema: 'video-grid', kind: 'video-grid', valid: { videos: [video] }, broken: { videos: [{ title: 'no id' }] } },
    {
      schema: 'accordion',
      kind: 'accordion',
      valid: { items: [{ title: 'Q', text: 'A' }] },
      broken: { items: [{ title: 'Q' }] },
    },
    {
      schema: 'social-feed',
      kind: 'social-feed',
      valid: { title: 'Follow', links: [{ network: 'instagram', link: 'https://www.instagram.com/x' }] },
      broken: { title: 'Follow', links: [{ network: 'evil', link: 'https://evil.example/' }] },
    },
    {
      schema: 'job-list',
      kind: 'job-list',
      valid: { jobs: [{ title: 'Candy Maker', link: 'https://jobs.sweetshop.example/1' }] },
      broken: { jobs: [{ title: 'Candy Maker' }] },
    },
    {
      schema: 'recipe',
      kind: 'recipe',
      valid: { title: 'Bark', ingredients: ['chocolate'], steps: ['melt'] },
      broken: { title: 'Bark', ingredients: ['chocolate'] },
    },
    {
      schema: 'recipe-ingredient-banner',
      kind: 'recipe-ingredient-banner',
      valid: { title: 'Shop it' },
      broken: { text: 'x' },
    },
    {
      schema: 'recipe-cards',
      kind: 'recipe-cards',
      valid: { recipes: [{ title: 'Bark', link: '/recipes/bark' }] },
      broken: { recipes: [{ title: 'Bark' }] },
    },
    {
      schema: 'recipe-list',
      kind: 'recipe-list',
      valid: { recipes: [{ title: 'Bark', link: '/recipes/bark' }] },
      broken: { posts: [{ title: 'Bark', link: '/recipes/bark' }] },
    },
    {
      schema: 'blog-cards',
      kind: 'blog-cards',
      valid: { posts: [{ title: 'Post', link: '/blog/post', date: '2026-01-02' }] },
      broken: { posts: [] },
    },
    {
      schema: 'blog-list',
      kind: 'blog-list',
      valid: { posts: [{ title: 'Post', link: '/blog/post' }] },
      broken: { posts: [{ title: 'Post', link: '//evil.example' }] },
    },
    { schema: 'help-hint', kind: 'help-hint', valid: { text: 'Pick 12' }, broken: { title: 'Tip' } },
    {
      schema: 'contact-box',
      kind: 'contact-box',
      valid: { title: 'Help', phone: '1-800-555-0199' },
      broken: { phone: '1-800-555-0199' },
    },
    {
      schema: 'placeholder',
      kind: 'placeholder',
      valid: { deliveryKey: 'contact-us-form' },
      broken: { deliveryKey: '../contact' },
    },
    {
      schema: 'campaign-placeholder',
      kind: 'placeholder',
      valid: { deliveryKey: 'campaign-data-collection-form', campaign: 'campaign-spring-tasting' },
      broken: {},
    },
    {
      schema: 'custom-html',
      kind: 'custom-html',
      valid: { html: '<p>Hi</p>' },
      broken: { html: '<script>alert(1)</script>' },
    },
  ];

describe('content blocks by schema', () => {
  it.each(CASES)(
    '$schema: a complete item renders as $kind, one without its required data as "Missing slotContent"',
    ({ schema, kind, valid, broken }) => {
      expect(toBlock(item(schema, valid), context).kind).toBe(kind);
      expect(toBlock(item(schema, broken), context)).toEqual({ kind: 'missing', schema });
    },
  );

  it('treats an unknown schema, another hub and an unresolved link as missing', () => {
    expect(toBlock(item('no-such-block', {}), context).kind).toBe('missing');
    expect(toBlock({ _meta: { schema: 'https://other.example/hero' }, headline: 'x' }, context).kind).toBe('missing');
    expect(
      toBlock(
        { _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link' }, id: 'x' },
        context,
      ).kind,
    ).toBe('missing');
  });

  it('renders every block the sandbox hub seeds, none as missing', () => {
    const blocks = HUB_ITEMS.filter(
      (entry) =>
        ![
          'content-page',
          'side-navigation',
          'recipe',
          'blog-post',
          'personalized-slot',
          'product-listing-content',
          'site-texts',
        ].includes(entry.kind) && !/-(cards|list)$/.test(entry.kind),
    );
    expect(blocks.length).toBeGreaterThan(30);
    for (const entry of blocks)
      expect([entry.name, toBlock(item(entry.kind, entry.fields), context).kind]).not.toEqual([entry.name, 'missing']);
  });

  it('maps images of the backend host to the same-origin path and requires their size', () => {
    const hero = toBlock(item('hero-banner', { headline: 'Hi', image }), context);
    expect(hero).toMatchObject({ slide: { image: { src: '/images/content/a.svg', width: 1200, height: 500 } } });
    const unsized = toBlock(item('hero-banner', { headline: 'Hi', image: { ...image, width: undefined } }), context);
    expect(unsized).toMatchObject({ slide: { headline: 'Hi' } });
    expect(unsized).not.toHaveProperty('slide.image');
  });

  it('takes the hero rotation speed in seconds, else 4000 ms', () => {
    expect(rotationMs(6)).toBe(6000);
    expect(rotationMs(undefined)).toBe(4000);
    expect(rotationMs(-1)).toBe(4000);
    expect(rotationMs('5')).toBe(4000);
  });

  it('shows a countdown without its timer enabled as a thin banner', () => {
    expect(
      toBlock(
        item('countdown-banner', {
          text: 'Soon',
          countdownTimer: { countdownEnable: false, date: '2036-01-01T00:00:00Z' },
        }),
        context,
      ).kind,
    ).toBe('thin-banner');
  });

  it('counts the time left down to the second, never below zero', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(timeLeft(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      over: false,
    });
    expect(timeLeft(now - 1000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
  });

  it('collects the product ids of every block once', () => {
    const blocks = [
      toBlock(item('product-carousel', { title: 'A', productIds: ['1', '2'] }), context),
      toBlock(item('feature-with-products', { headline: 'B', productIds: ['2', '3'] }), context),
    ];
    expect(blockProductIds(blocks)).toEqual(['1', '2', '3']);
  });
});

describe('content links', () => {
  it('keeps site paths and https links to allow-listed hosts only', () => {
    expect(contentHref('/help/faq')).toEqual({ href: '/help/faq', external: false });
    expect(contentHref('https://www.instagram.com/sweetshop')).toEqual({
      href: 'https://www.instagram.com/sweetshop',
      external: true,
    });
    for (const bad of [
      'https://evil.example/',
      'http://www.instagram.com/x',
      '//evil.example',
      'javascript:alert(1)',
      'https://user@www.instagram.com/',
      '/\\evil.example',
    ])
      expect(contentHref(bad)).toBeUndefined();
  });

  it('splits text into paragraphs with checked links', () => {
    expect(paragraphs('One [two](/help/faq) three\n\n[bad](https://evil.example) end')).toEqual([
      ['One ', { label: 'two', href: '/help/faq', external: false }, ' three'],
      ['bad', ' end'],
    ]);
  });
});

describe('custom HTML', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const html = sanitiseCustomHtml(
      '<p onclick="x()">Hi <a href="javascript:alert(1)">a</a><script>alert(1)</script><img src="x" onerror="y()"></p>',
      context,
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript/);
    expect(html).toContain('<p>Hi <a>a</a>');
  });

  it('keeps iframes from allow-listed origins only, sandboxed and lazy', () => {
    const allowed = sanitiseCustomHtml(
      '<iframe src="https://forms.sweetshop.example/logo-sleeve" title="Form"></iframe>',
      context,
    );
    expect(allowed).toContain('src="https://forms.sweetshop.example/logo-sleeve"');
    expect(allowed).toContain('sandbox=');
    expect(sanitiseCustomHtml('<iframe src="https://evil.example/"></iframe>', context)).not.toContain('iframe');
    expect(sanitiseCustomHtml('<iframe src="/local"></iframe>', context)).not.toContain('iframe');
  });

  it("keeps only sized images from the image hosts: the backend's (made same-origin) and IMAGE_ORIGINS over https", () => {
    const img = (src: string, size = 'width="300" height="200"') =>
      sanitiseCustomHtml(`<p>x<img src="${src}" alt="Box" ${size}></p>`, context);
    expect(img('http://127.0.0.1:4010/images/content/box.png')).toBe(
      '<p>x<img src="/images/content/box.png" alt="Box" width="300" height="200" /></p>',
    );
    expect(img('https://cdn.sweetshop.example/box.png')).toContain('src="https://cdn.sweetshop.example/box.png"');
    for (const src of [
      'http://cdn.sweetshop.example/box.png',
      'https://evil.example/box.png',
      'https://cdn.sweetshop.example.evil.example/a.png',
      '/local.png',
      '/images/content/box.png',
      'http://127.0.0.1:4010/images/../secret.png',
      '//cdn.sweetshop.example/a.png',
      'data:image/png;base64,AAAA',
    ])
      expect(img(src), src).toBe('<p>x</p>');
    for (const size of [
      '',
      'width="300"',
      'height="200"',
      'width="0" height="200"',
      'width="100%" height="200"',
      'width="99999" height="2"',
    ])
      expect(img('https://cdn.sweetshop.example/box.png', size), size).toBe('<p>x</p>');
  });
});

describe('variations by customer group', () => {
  const variations = [
    { customerGroups: ['Fundraising'], rank: 2, content: 'fundraising' },
    { customerGroups: ['Fundraising', 'Registered'], rank: 1, content: 'registered fundraiser' },
    { customerGroups: ['VIP'], rank: 5, content: 'vip' },
    { customerGroups: ['Registered'], content: 'unranked' },
  ];

  it('picks the lowest rank among the matching variations', () => {
    expect(chooseVariation(variations, ['Fundraising'])).toBe('registered fundraiser');
    expect(chooseVariation(variations, ['VIP'])).toBe('vip');
    expect(chooseVariation(variations.slice(0, 1), ['Fundraising'])).toBe('fundraising');
  });

  it('ranks an unranked variation last and falls back to the default when none match', () => {
    expect(chooseVariation([variations[3], variations[0]], ['Registered', 'Fundraising'])).toBe('fundraising');
    expect(chooseVariation(variations, [])).toBeUndefined();
    expect(chooseVariation(variations, ['Everyone'])).toBeUndefined();
  });

  it('goes by the selected preview group, else the customer groups; anonymous shoppers have none', () => {
    expect(customerGroupsFor('VIP', ['Registered'])).toEqual(['VIP']);
    expect(customerGroupsFor(undefined, ['Registered', 'Fundraising'])).toEqual(['Registered', 'Fundraising']);
    expect(customerGroupsFor(undefined, undefined)).toEqual([]);
    expect(customerGroups({ c_groups: ['Registered', 7, ''] })).toEqual(['Registered']);
  });

  it('renders a personalised slot as its chosen variation, else its default', () => {
    const slot = item('personalized-slot', {
      default: item('thin-banner', { text: 'Everyone' }),
      variations: [{ customerGroups: ['VIP'], rank: 1, content: item('thin-banner', { text: 'VIP' }) }],
    });
    expect(toBlock(slot, { ...context, groups: ['VIP'] })).toMatchObject({ kind: 'thin-banner', text: 'VIP' });
    expect(toBlock(slot, context)).toMatchObject({ kind: 'thin-banner', text: 'Everyone' });
  });
});

describe('content pages', () => {
  it('reads title, crumbs, side navigation and blocks; other items are not pages', () => {
    const page = toContentPage(
      item('content-page', {
        _meta: { schema: SCHEMA_BASE + 'content-page', deliveryKey: 'help/faq' },
        title: 'Help',
        breadcrumbs: [
          { name: 'Help', href: '/help' },
          { name: 'Bad', href: 'https://evil.example' },
        ],
        sideNavigation: item('side-navigation', {
          title: 'Service',
          items: [
            { label: 'FAQ', link: '/help/faq' },
            { label: 'Evil', link: '//evil' },
          ],
          showLogout: true,
        }),
        slots: [item('headline', { text: 'Hi' }), item('headline', {})],
      }),
      context,
    );
    expect(page).toMatchObject({
      key: 'help/faq',
      title: 'Help',
      crumbs: [{ name: 'Help', href: '/help' }, { name: 'Bad' }],
      sideNavigation: { title: 'Service', items: [{ label: 'FAQ', href: '/help/faq' }], showLogout: true },
    });
    expect(page?.blocks.map((block) => block.kind)).toEqual(['headline', 'missing']);
    expect(toContentPage(item('headline', { text: 'Hi' }), context)).toBeUndefined();
  });
});

describe('preview state', () => {
  it('accepts staging domains only, a 13-digit timestamp and a known customer group', () => {
    expect(
      parsePreview({
        vseDomain: 'abc123.staging.bigcontent.io',
        previewTimestamp: '2087654321000',
        previewCustomerGroup: 'VIP',
      }),
    ).toEqual({
      vseDomain: 'abc123.staging.bigcontent.io',
      timestamp: 2087654321000,
      customerGroup: 'VIP',
    });
    expect(
      parsePreview({
        vseDomain: 'abc.staging.bigcontent.io',
        previewTimestamp: 'soon',
        previewCustomerGroup: 'Hackers',
      }),
    ).toEqual({ vseDomain: 'abc.staging.bigcontent.io' });
    for (const bad of [
      'evil.example',
      '127.0.0.1',
      'abc.staging.bigcontent.io.evil.example',
      'abc.staging.bigcontent.io:80',
      'a/b.staging.bigcontent.io',
      '',
    ])
      expect(parsePreview({ vseDomain: bad })).toBeNull();
  });

  it('reads the drawer time field as UTC and writes it back', () => {
    expect(previewTimeFromField('2036-03-01T00:00')).toBe(Date.UTC(2036, 2, 1));
    expect(previewTimeFromField('')).toBeUndefined();
    expect(previewTimeFromField('tomorrow')).toBeNull();
    expect(previewTimeField(Date.UTC(2036, 2, 1))).toBe('2036-03-01T00:00');
  });

  it('reads the environment links from configuration: this storefront when unset, none when empty, Label=origin pairs', () => {
    expect(parsePreviewEnvironments(undefined, 'https://shop.example.com')).toEqual([
      { label: 'This storefront', origin: 'https://shop.example.com' },
    ]);
    expect(parsePreviewEnvironments('', 'https://shop.example.com')).toEqual([]);
    expect(
      parsePreviewEnvironments(
        ' Development = http://localhost:3000 , Staging=https://staging.example.com/ignored/path,',
        'x',
      ),
    ).toEqual([
      { label: 'Development', origin: 'http://localhost:3000' },
      { label: 'Staging', origin: 'https://staging.example.com' },
    ]);
    for (const bad of [
      'https://www.example.com',
      '=https://www.example.com',
      'Production=www.example.com',
      'Production=javascript:alert(1)',
    ])
      expect(() => parsePreviewEnvironments(bad, 'x'), bad).toThrow(/CONTENT_PREVIEW_ENVIRONMENTS/);
  });
});
