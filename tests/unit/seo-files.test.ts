import { describe, expect, it } from 'vitest';
import { escapeXml, robotsTxt, sitemapXml } from '~/models/seo-files.ts';

describe('sitemap.xml', () => {
  it('lists each path once as an absolute, escaped URL', () => {
    const xml = sitemapXml('https://shop.example', ['/', '/category/chocolate', '/', '/search?q=a&b']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://shop.example/category/chocolate</loc>');
    expect(xml).toContain('<loc>https://shop.example/search?q=a&amp;b</loc>');
  });

  it('escapes the five XML characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of personal pages and names the sitemap', () => {
    const robots = robotsTxt('https://shop.example');
    expect(robots).toContain('User-agent: *');
    for (const path of ['/account', '/cart', '/login', '/revieworder', '/search/suggestions'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots).not.toMatch(/Disallow: \/\n/);
  });
});
