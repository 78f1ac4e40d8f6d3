import { describe, expect, it } from 'vitest';
import {
  countryForLocale,
  currencyForLocale,
  DEFAULT_LOCALE,
  siteExitTarget,
  LOCALE_LABELS,
  LOCALES,
  MAIN_SITE,
  parseLocale,
  publicSiteOrigin,
  siteForHost,
  siteOrigin,
  SITES,
  siteTabs,
  type SiteId,
} from '~/models/sites.ts';

function site(id: SiteId) {
  const found = SITES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no site ${id}`);
  return found;
}

describe('SITES', () => {
  it('has the three storefront sites, the main shop first and without a subdomain', () => {
    expect(SITES.map((s) => s.id)).toEqual(['sweet-shop', 'volume-savings', 'fundraising']);
    expect(MAIN_SITE.id).toBe('sweet-shop');
    expect(MAIN_SITE.subdomain).toBeNull();
  });
});

describe('siteForHost', () => {
  it.each([
    ['localhost', 'sweet-shop'],
    ['localhost:3000', 'sweet-shop'],
    ['volume-savings.localhost:3000', 'volume-savings'],
    ['volume-savings.localhost', 'volume-savings'],
    ['fundraising.localhost:3000', 'fundraising'],
    ['fundraising.example.com', 'fundraising'],
    ['volume-savings.example.com', 'volume-savings'],
    ['volume-savings.example.com:8443', 'volume-savings'],
    ['example.com', 'sweet-shop'],
    ['www.example.com', 'sweet-shop'],
    ['shop.example.com', 'sweet-shop'],
    ['127.0.0.1:3000', 'sweet-shop'],
  ] as const)('%s → %s', (host, expected) => {
    expect(siteForHost(host).id).toBe(expected);
  });

  it('ignores case', () => {
    expect(siteForHost('FUNDRAISING.EXAMPLE.COM').id).toBe('fundraising');
    expect(siteForHost('Volume-Savings.LocalHost:3000').id).toBe('volume-savings');
    expect(siteForHost('LOCALHOST:3000').id).toBe('sweet-shop');
  });

  it('ignores surrounding whitespace', () => {
    expect(siteForHost('  fundraising.localhost:3000 ').id).toBe('fundraising');
  });

  it('only looks at the first label', () => {
    expect(siteForHost('shop.fundraising.example.com').id).toBe('sweet-shop');
    expect(siteForHost('fundraising-test.example.com').id).toBe('sweet-shop');
  });

  it('treats a bare site label (no domain after it) as the main shop', () => {
    expect(siteForHost('fundraising').id).toBe('sweet-shop');
    expect(siteForHost('volume-savings:3000').id).toBe('sweet-shop');
  });

  it('treats IPv6 hosts as the main shop', () => {
    expect(siteForHost('[::1]:3000').id).toBe('sweet-shop');
    expect(siteForHost('[::1]').id).toBe('sweet-shop');
  });

  it('treats a missing or empty host as the main shop', () => {
    expect(siteForHost(null)).toBe(MAIN_SITE);
    expect(siteForHost(undefined)).toBe(MAIN_SITE);
    expect(siteForHost('')).toBe(MAIN_SITE);
  });
});

describe('siteOrigin', () => {
  it('goes from the main shop to the others, keeping protocol and port', () => {
    const current = new URL('http://localhost:3000/category/chocolate?x=1');
    expect(siteOrigin(site('sweet-shop'), current)).toBe('http://localhost:3000');
    expect(siteOrigin(site('volume-savings'), current)).toBe('http://volume-savings.localhost:3000');
    expect(siteOrigin(site('fundraising'), current)).toBe('http://fundraising.localhost:3000');
  });

  it('goes from another site back to the main shop and across', () => {
    const current = new URL('http://volume-savings.localhost:3000/cart');
    expect(siteOrigin(site('sweet-shop'), current)).toBe('http://localhost:3000');
    expect(siteOrigin(site('volume-savings'), current)).toBe('http://volume-savings.localhost:3000');
    expect(siteOrigin(site('fundraising'), current)).toBe('http://fundraising.localhost:3000');
  });

  it('works on a real domain without a port', () => {
    const main = new URL('https://example.com/');
    expect(siteOrigin(site('fundraising'), main)).toBe('https://fundraising.example.com');
    const fundraising = new URL('https://fundraising.example.com/account');
    expect(siteOrigin(site('sweet-shop'), fundraising)).toBe('https://example.com');
    expect(siteOrigin(site('volume-savings'), fundraising)).toBe('https://volume-savings.example.com');
  });

  it('keeps a non-default port on a real domain', () => {
    const current = new URL('https://fundraising.example.com:8443/');
    expect(siteOrigin(site('sweet-shop'), current)).toBe('https://example.com:8443');
  });

  it('round-trips: main → other → main gives the starting origin', () => {
    const start = new URL('http://localhost:3000/');
    for (const target of SITES) {
      const there = new URL(`${siteOrigin(target, start)}/`);
      expect(siteForHost(there.host).id).toBe(target.id);
      expect(siteOrigin(MAIN_SITE, there)).toBe(start.origin);
    }
  });
});

describe('publicSiteOrigin', () => {
  it('builds every site on the configured origin, whatever host a request named', () => {
    expect(publicSiteOrigin(site('sweet-shop'), 'https://shop.example.com')).toBe('https://shop.example.com');
    expect(publicSiteOrigin(site('volume-savings'), 'https://shop.example.com')).toBe(
      'https://volume-savings.shop.example.com',
    );
    expect(publicSiteOrigin(site('fundraising'), 'http://localhost:3000')).toBe('http://fundraising.localhost:3000');
    expect(publicSiteOrigin(site('fundraising'), 'https://example.com:8443')).toBe(
      'https://fundraising.example.com:8443',
    );
  });
});

describe('siteTabs', () => {
  it.each([
    ['http://localhost:3000/', 'sweet-shop'],
    ['http://volume-savings.localhost:3000/cart', 'volume-savings'],
    ['https://fundraising.example.com/account', 'fundraising'],
  ] as const)('on %s exactly one tab is current and it is %s', (href, expected) => {
    const tabs = siteTabs(siteForHost(new URL(href).host), 'https://example.com');
    expect(tabs.map((tab) => tab.id)).toEqual(['sweet-shop', 'volume-savings', 'fundraising']);
    const current = tabs.filter((tab) => tab.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.id).toBe(expected);
  });

  it('links every site to its root on the configured origin, with labels', () => {
    expect(siteTabs(MAIN_SITE, 'http://localhost:3000')).toEqual([
      { id: 'sweet-shop', label: 'Sweet Shop', href: 'http://localhost:3000/', current: true },
      { id: 'volume-savings', label: 'Volume Savings', href: 'http://volume-savings.localhost:3000/', current: false },
      { id: 'fundraising', label: 'Fundraising', href: 'http://fundraising.localhost:3000/', current: false },
    ]);
  });

  it("each tab's href selects that tab's site", () => {
    for (const configured of ['http://localhost:3000', 'https://shop.example.com', 'https://example.com:8443']) {
      for (const tab of siteTabs(site('fundraising'), configured)) {
        expect(siteForHost(new URL(tab.href).host).id).toBe(tab.id);
      }
    }
  });
});

describe('locales', () => {
  it('lists en-US, en-CA and fr-CA with en-US as the default, each labelled', () => {
    expect([...LOCALES]).toEqual(['en-US', 'en-CA', 'fr-CA']);
    expect(DEFAULT_LOCALE).toBe('en-US');
    for (const locale of LOCALES) expect(LOCALE_LABELS[locale]).toBeTruthy();
  });

  it.each([
    ['en-US', 'US', 'USD'],
    ['en-CA', 'CA', 'CAD'],
    ['fr-CA', 'CA', 'CAD'],
    ['fr-FR', 'CA', 'CAD'],
    ['en-us', 'CA', 'CAD'],
    ['', 'CA', 'CAD'],
  ] as const)('%s → country %s, currency %s', (locale, country, currency) => {
    expect(countryForLocale(locale)).toBe(country);
    expect(currencyForLocale(locale)).toBe(currency);
  });

  it('parseLocale keeps a known locale', () => {
    expect(parseLocale('en-US')).toBe('en-US');
    expect(parseLocale('en-CA')).toBe('en-CA');
    expect(parseLocale('fr-CA')).toBe('fr-CA');
  });

  it.each([['de-DE'], ['fr'], ['EN-CA'], [' en-CA'], [''], [null], [undefined]])('parseLocale(%j) → en-US', (value) => {
    expect(parseLocale(value)).toBe('en-US');
  });
});

describe('siteExitTarget (the /site-exit page’s `to`)', () => {
  it('is another configured site, named by its id', () => {
    expect(siteExitTarget('volume-savings', 'sweet-shop')?.id).toBe('volume-savings');
    expect(siteExitTarget('sweet-shop', 'fundraising')?.id).toBe('sweet-shop');
  });
  it('is none for the current site, an unknown id or an address', () => {
    expect(siteExitTarget('sweet-shop', 'sweet-shop')).toBeNull();
    for (const to of [null, '', 'https://evil.example/', '//evil.example', 'Volume-Savings'])
      expect(siteExitTarget(to, 'sweet-shop')).toBeNull();
  });
});
